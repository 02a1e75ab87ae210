// Harmless noise from batch work and known warts: a backfill skipping rows, nightly jobs failing single
// records, replayed webhooks with stale signatures, a handled null in a receipt footer, a scheduled database
// maintenance failover, a snow-day broadcast and a rare controller bug hit by one teacher.
import { count, type NoiseKind, slot } from "./noise-kit.js";
import * as stacks from "./stacks.js";
import { role } from "./types.js";
import { podIp, rails } from "./voices.js";

export const backfill: NoiseKind = {
  id: "backfill",
  svcs: (e) => role(e, "jobs").slice(0, 1),
  note: (e) =>
    `Quiet: a planned backfill in ${role(e, "jobs")[0]} walks last term's records, skipping withdrawn students and rows already present with warnings and duplicate-key errors.`,
  run(c, a) {
    const { s, r, e } = c;
    const svc = role(e, "jobs")[0];
    const chunks = a >= 1 ? r.int(30, 60) : r.int(5, 10);
    const total = r.int(100, 200);
    const start = r.int(1, 40);
    const [from, to] = slot(c, (c.t1 - c.t0) * (a >= 1 ? 0.9 : 0.3));
    s.as("noise");
    const table =
      e.key === "northfield"
        ? "attendance_summary"
        : e.key === "acorns"
          ? "invoice_lines"
          : e.key === "tuckshop"
            ? "fee_items"
            : "stop_events";
    s.spread(chunks, from, to, (t, i) => {
      const k = start + i;
      s.add(
        t,
        svc,
        "INFO",
        `backfill ${table} 2025-T3: chunk ${k}/${total} (rows ${k * 1000}-${k * 1000 + 999}) done in ${r.range(2, 9).toFixed(1)}s`,
      );
      for (let j = 0; j < r.int(0, 4); j++)
        s.add(
          t + r.int(10, 900),
          svc,
          "WARN",
          `backfill ${table}: row ${k * 1000 + r.int(0, 999)} skipped: ${r.pick(["student withdrawn before term start", "no enrolment for date", "source record soft-deleted", "school closed that day"])}`,
        );
      if (r.chance(0.35))
        s.add(
          t + r.int(10, 900),
          svc,
          "ERROR",
          `backfill ${table}: row ${k * 1000 + r.int(0, 999)} failed: duplicate key value violates unique constraint "${table}_student_day_uniq" DETAIL: Key (student_id, day)=(${r.int(100000, 189999)}, 2026-0${r.int(1, 3)}-${String(r.int(10, 28))}) already exists. (row skipped, already present)`,
        );
    });
    s.as("bg");
  },
};

export const nightlyRecords: NoiseKind = {
  id: "nightly-job-record-errors",
  svcs: (e) => role(e, "jobs").slice(0, 1),
  note: (e) =>
    `Quiet: a statement / reminder run in ${role(e, "jobs")[0]} fails for individual families with missing contact details and carries on with the rest.`,
  run(c, a) {
    const { s, r, e } = c;
    const svc = role(e, "jobs")[0];
    const [from, to] = slot(c, (c.t1 - c.t0) * 0.6);
    const n = count(c, 40, a);
    s.as("noise");
    s.add(
      from - 1000,
      svc,
      "INFO",
      `Starting ${e.key === "northfield" ? "progress-report email run" : "statement run"} for ${r.int(1500, 6000)} families`,
    );
    s.spread(n, from, to, (t) => {
      switch (e.key) {
        case "acorns":
          s.add(
            t,
            svc,
            "ERROR",
            `Could not email invoice INV-2026-${r.int(1000, 9999)} to family F-${r.int(1000, 4999)}: no billing contact email on file`,
          );
          break;
        case "tuckshop":
          s.add(
            t,
            svc,
            "ERROR",
            `Statement for family FAM-${r.int(1000, 9999)} skipped: ${r.pick(["no billing contact", "family archived", "school KLPS has no statement template"])}`,
          );
          break;
        case "northfield":
          s.add(
            t,
            svc,
            "ERROR",
            `progress report for student ${r.int(100000, 189999)} not generated: ${r.pick(["no enrollment in term 3", "guardian email missing", "gradebook locked by teacher"])}`,
          );
          break;
        default:
          s.add(t, svc, "ERROR", `manifest export: rider RDR-${r.int(40000, 49999)} has no stop assignment; skipped`);
      }
    });
    s.add(to + 2000, svc, "INFO", `Run finished: ${r.int(1400, 5900)} sent, ${n} failed, 0 retried`);
    s.as("bg");
  },
};

export const webhookSignature: NoiseKind = {
  id: "webhook-signature",
  svcs: (e) => (e.key === "tuckshop" ? ["tp-card-gateway"] : e.key === "acorns" ? ["fees-billing"] : []),
  note: (e) =>
    `Quiet: ${e.key === "tuckshop" ? "tp-card-gateway" : "fees-billing"} rejects replayed payment webhooks whose signatures are outside the tolerance window and ignores event types it does not handle.`,
  run(c, a) {
    const { s, r, e } = c;
    const svc = e.key === "tuckshop" ? "tp-card-gateway" : "fees-billing";
    s.as("noise").spread(count(c, 40, a), c.t0, c.t1, (t) => {
      const k = r.next();
      if (e.key === "acorns") {
        if (k < 0.6)
          s.add(
            t,
            svc,
            "ERROR",
            `Webhook rejected: GoCardless signature mismatch (Webhook-Signature ${r.hex(12)}…), event batch ${r.alnum(10).toUpperCase()} replayed from sandbox`,
          );
        else
          s.add(
            t,
            svc,
            "WARN",
            `Unhandled webhook resource_type 'payouts' action '${r.pick(["paid", "tax_exchange_rates_confirmed"])}' ignored`,
          );
        return;
      }
      if (k < 0.5)
        s.add(
          t,
          svc,
          "ERROR",
          `Webhook rejected: signature verification failed (timestamp outside tolerance of 300s) event=evt_${r.alnum(24)}`,
        );
      else if (k < 0.75)
        s.add(t, svc, "ERROR", "Webhook rejected: No signatures found matching the expected signature for payload");
      else
        s.add(
          t,
          svc,
          "WARN",
          `Ignoring unhandled webhook event type '${r.pick(["payout.reconciliation_completed", "balance.available", "customer.updated"])}'`,
        );
    });
    s.as("bg");
  },
};

export const nullHandled: NoiseKind = {
  id: "null-handled",
  svcs: (e) =>
    e.key === "tuckshop"
      ? ["tp-wallet"]
      : e.key === "acorns"
        ? ["fees-billing"]
        : e.key === "northfield"
          ? ["lunch-pay"]
          : [],
  note: (e) =>
    `Quiet: ${e.key === "tuckshop" ? "tp-wallet" : e.key === "acorns" ? "fees-billing" : "lunch-pay"} logs a caught NullReferenceException for each receipt of a school with no tax id configured and falls back to a default footer, a known long-standing wart.`,
  run(c, a) {
    const { s, r, e } = c;
    const svc = e.key === "tuckshop" ? "tp-wallet" : e.key === "acorns" ? "fees-billing" : "lunch-pay";
    const ns = e.key === "tuckshop" ? "Tuckshop.Wallet" : e.key === "acorns" ? "Acorns.Billing" : "Nsd.LunchPay";
    s.as("noise").spread(count(c, 25, a), c.t0, c.t1, (t) =>
      s.add(
        t,
        svc,
        "ERROR",
        `Failed to build receipt footer for ${e.vocab.site(r)} (no tax id configured); using default footer`,
        {
          err: {
            type: "System.NullReferenceException",
            message: "Object reference not set to an instance of an object.",
          },
          stack: stacks.dotnet("System.NullReferenceException: Object reference not set to an instance of an object.", [
            `${ns}.Receipts.FooterBuilder.Build(School school) in /src/${ns}/Receipts/FooterBuilder.cs:line 38`,
            `${ns}.Receipts.ReceiptComposer.ComposeAsync(Transaction tx, CancellationToken ct) in /src/${ns}/Receipts/ReceiptComposer.cs:line 71`,
          ]),
        },
      ),
    );
    s.as("bg");
  },
};

export const dbMaintenance: NoiseKind = {
  id: "planned-db-maintenance",
  svcs: (e) =>
    e.key === "northfield"
      ? ["attendance", "sis-sync", "timetable"]
      : e.key === "tuckshop"
        ? ["tp-orders", "tp-storefront"]
        : [],
  note: (e) =>
    `Quiet: the managed Postgres fails over in its scheduled maintenance window; ${e.key === "northfield" ? "attendance, sis-sync and timetable" : "tp-storefront and tp-orders"} see about thirty seconds of dropped connections, reconnect and recover fully.`,
  run(c, a) {
    const { s, r, e } = c;
    const [from] = slot(c, 60000);
    s.as("noise");
    const bad = from + 2000;
    const until = bad + r.int(20000, 40000);
    if (e.key === "northfield") {
      const hh = new Date(from).toISOString().slice(11, 13);
      s.add(
        from,
        "attendance",
        "INFO",
        `db maintenance window open (nsd-pg-attendance, ${hh}:00-${hh}:30 UTC, failover expected)`,
      );
      s.spread(count(c, 12, a), bad, until, (t) => {
        const sec = r.pick(["ALG1-04", "BIO-07", "ENG9-02", "USH-03"]);
        if (!c.avoid.has("web-bff")) {
          s.add(
            t + 15,
            "web-bff",
            "ERROR",
            `POST /api/sections/${sec}/register 502 88 - ${r.range(20, 90).toFixed(3)} ms`,
          );
          s.add(
            t + r.int(3000, 9000),
            "web-bff",
            "INFO",
            `POST /api/sections/${sec}/register 200 ${r.int(90, 300)} - ${r.range(90, 400).toFixed(3)} ms`,
          );
        }
        s.add(t, "attendance", "ERROR", `Internal Server Error: /api/v2/sections/${sec}/register`, {
          err: { type: "django.db.utils.OperationalError", message: "server closed the connection unexpectedly" },
          stack: stacks.python(
            [
              {
                file: "/usr/local/lib/python3.11/site-packages/django/core/handlers/exception.py",
                line: 55,
                fn: "inner",
                code: "response = get_response(request)",
              },
              {
                file: "/usr/local/lib/python3.11/site-packages/django/db/backends/utils.py",
                line: 89,
                fn: "_execute",
                code: "return self.cursor.execute(sql, params)",
              },
            ],
            "django.db.utils.OperationalError: server closed the connection unexpectedly\n\tThis probably means the server terminated abnormally\n\tbefore or while processing the request.",
          ),
        });
      });
      for (const j of ["sis-sync", "timetable"]) {
        s.add(
          bad + r.int(0, 3000),
          j,
          "WARN",
          `HikariPool-1 - Connection org.postgresql.jdbc.PgConnection@${r.hex(8)} marked as broken because of SQLSTATE(08006), ErrorCode(0)`,
        );
        s.add(
          bad + r.int(3000, 9000),
          j,
          "WARN",
          `HikariPool-1 - Failed to validate connection org.postgresql.jdbc.PgConnection@${r.hex(8)} (This connection has been closed.). Possibly consider using a shorter maxLifetime value.`,
        );
      }
      s.add(until + 1000, "attendance", "INFO", "db connections re-established (primary nsd-pg-attendance-b)");
    } else {
      s.add(from, "tp-orders", "INFO", "RDS maintenance window: failover of tuckshop-pg expected");
      s.spread(count(c, 10, a), bad, until, (t) => {
        const svc = r.pick(["tp-orders", "tp-storefront"]);
        s.add(
          t,
          svc,
          "ERROR",
          "ActiveRecord::ConnectionNotEstablished (PG::ConnectionBad: PQconsumeInput() server closed the connection unexpectedly\n\tThis probably means the server terminated abnormally\n\tbefore or while processing the request.\n)",
        );
      });
      s.add(until + 1000, "tp-orders", "INFO", "Sidekiq: database reconnected, resuming");
    }
    s.as("bg");
  },
};

export const snowDay: NoiseKind = {
  id: "snow-day-closure",
  svcs: (e) => (e.key === "northfield" ? ["msg-hub", "absence-line"] : []),
  note: () =>
    "Quiet: a weather closure broadcast goes to every family; msg-hub is throttled by the SMS provider and queues, some numbers are undeliverable and absence-line is flooded with replies.",
  run(c, a) {
    const { s, r } = c;
    const [from, to] = slot(c, (c.t1 - c.t0) * 0.8);
    const total = r.int(16000, 21000);
    s.as("noise");
    s.add(from, "msg-hub", "INFO", "broadcast queued", {
      kv: {
        id: `BR-${r.int(1000, 9999)}`,
        title: "All schools closed today - weather",
        audience: "district",
        recipients: total,
        channels: "sms,email,voice",
      },
    });
    let depth = total;
    s.every(r.pick([4000, 6000]), from + 5000, to, 500, (t) => {
      depth = Math.max(0, depth - r.int(200, 700));
      if (depth > 0)
        s.add(
          t,
          "msg-hub",
          "WARN",
          `sms provider 429 Too Many Requests (MG${r.hex(6)}…); backing off 2s; queue depth ${depth}`,
        );
    });
    s.spread(count(c, 60, a), from + 10000, to, (t) => {
      if (r.chance(0.5))
        s.add(
          t,
          "msg-hub",
          "ERROR",
          `sms to +1***${r.digits(4)} failed: twilio error ${r.pick(["30006 (Landline or unreachable carrier)", "30003 (Unreachable destination handset)", "21610 (Attempt to send to unsubscribed recipient)"])}`,
        );
      else
        s.add(
          t,
          "absence-line",
          "WARN",
          `inbound sms from +1***${r.digits(4)} not an absence report ('${r.pick(["is school closed??", "STOP", "what about the bus", "ok thanks", "STOP ALL"])}'), auto-replied`,
        );
    });
    s.add(
      to,
      "msg-hub",
      "INFO",
      `broadcast delivered ${total - r.int(100, 300)}/${total} (rest undeliverable or unsubscribed)`,
    );
    s.as("bg");
  },
};

export const recoveredException: NoiseKind = {
  id: "recovered-exception",
  svcs: (e) =>
    e.key === "northfield"
      ? ["gradebook"]
      : e.key === "acorns"
        ? ["family-portal"]
        : e.key === "hopscotch"
          ? ["seat-manifest"]
          : ["tp-orders"],
  note: (e) =>
    `Quiet: one user repeatedly hits a rare bug on a single endpoint of ${e.key === "northfield" ? "gradebook" : e.key === "acorns" ? "family-portal" : e.key === "hopscotch" ? "seat-manifest" : "tp-orders"} (a nil in an export); a handful of 500s with backtraces, everything else is healthy.`,
  run(c, a) {
    const { s, r, e } = c;
    const svc =
      e.key === "northfield"
        ? "gradebook"
        : e.key === "acorns"
          ? "family-portal"
          : e.key === "hopscotch"
            ? "seat-manifest"
            : "tp-orders";
    const [path, action, file, line, meth] =
      e.key === "northfield"
        ? [
            "/sections/GEOM-02/gradebook/export.csv",
            "GradebookExportsController#show",
            "app/services/gradebook_export.rb",
            57,
            "round",
          ]
        : e.key === "acorns"
          ? [
              "/daybook/export.pdf?month=2026-04",
              "DaybookExportsController#show",
              "app/services/daybook_pdf.rb",
              112,
              "strftime",
            ]
          : e.key === "hopscotch"
            ? ["/manifests/R-31/pm.csv", "ManifestsController#export", "app/services/manifest_csv.rb", 33, "stop_code"]
            : ["/orders/export.csv?week=20", "OrdersController#export", "app/services/kitchen_export.rb", 41, "name"];
    const ip = podIp(r, e.vocab.net);
    const n = a >= 1 ? r.int(4, 7) : r.int(1, 2);
    s.as("noise");
    s.spread(n, c.t0, c.t1, (t) => {
      rails(c, t, svc, { method: "GET", path, action, status: 500, ms: r.latency(40), ip, format: "CSV" });
      s.add(t + 45, svc, "FATAL", `NoMethodError (undefined method \`${meth}' for nil:NilClass):`, {
        err: { type: "NoMethodError", message: `undefined method \`${meth}' for nil:NilClass` },
        stack: stacks.ruby([
          "",
          `${file}:${line}:in \`block in rows'`,
          `${file}:${line - 9}:in \`each'`,
          `${file}:${line - 9}:in \`rows'`,
          `${file}:12:in \`call'`,
          `app/controllers/${action
            .split("#")[0]
            .replace(/Controller$/, "")
            .replace(/([a-z])([A-Z])/g, "$1_$2")
            .toLowerCase()}_controller.rb:9:in \`show'`,
        ]),
      });
    });
    s.as("bg");
  },
};
