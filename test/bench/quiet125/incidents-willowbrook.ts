// The two Willowbrook incidents: a Postgres failover that leaves sched_api writing to a read-only node
// (database), and a family-portal view that dereferences a visit's missing caregiver (null_reference).
import { spread } from "./context.js";
import { callerError } from "./errors.js";
import { arrivals, type IncidentSpec } from "./incident-kind.js";
import { restartPod } from "./lifecycle.js";
import type { Rand } from "./rng.js";
import type { Ctx } from "./types.js";
import { nginxTime } from "./vocab.js";

const SITE = "/app/.venv/lib/python3.11/site-packages";

function readOnlyTrace(r: Rand, visit: string, col: string, src: string, t: number): string[] {
  const d = new Date(t);
  return [
    "Traceback (most recent call last):",
    `  File "${SITE}/sqlalchemy/engine/base.py", line 1967, in _exec_single_context`,
    "    self.dialect.do_execute(",
    `  File "${SITE}/sqlalchemy/engine/default.py", line 924, in do_execute`,
    "    cursor.execute(statement, parameters)",
    "psycopg2.errors.ReadOnlySqlTransaction: cannot execute UPDATE in a read-only transaction",
    "",
    "",
    "The above exception was the direct cause of the following exception:",
    "",
    "Traceback (most recent call last):",
    `  File "${SITE}/flask/app.py", line 880, in full_dispatch_request`,
    "    rv = self.dispatch_request()",
    `  File "${SITE}/flask/app.py", line 865, in dispatch_request`,
    "    return self.ensure_sync(self.view_functions[rule.endpoint])(**view_args)  # type: ignore[no-any-return]",
    `  File "/app/sched_api/views/visits.py", line ${r.pick([142, 171])}, in ${col === "clock_in_at" ? "clock_in" : "clock_out"}`,
    "    db.session.commit()",
    `  File "${SITE}/sqlalchemy/orm/session.py", line 1969, in commit`,
    "    trans.commit(_to_root=True)",
    `  File "${SITE}/sqlalchemy/orm/session.py", line 4351, in flush`,
    "    self._flush(objects)",
    `  File "${SITE}/sqlalchemy/engine/default.py", line 924, in do_execute`,
    "    cursor.execute(statement, parameters)",
    "sqlalchemy.exc.InternalError: (psycopg2.errors.ReadOnlySqlTransaction) cannot execute UPDATE in a read-only transaction",
    `[SQL: UPDATE visits SET status=%(status)s, ${col}=%(${col})s, ${col.replace("_at", "_source")}=%(${col.replace("_at", "_source")})s WHERE visits.id = %(visits_id)s]`,
    `[parameters: {'status': '${col === "clock_in_at" ? "in_progress" : "completed"}', '${col}': datetime.datetime(${d.getUTCFullYear()}, ${d.getUTCMonth() + 1}, ${d.getUTCDate()}, ${d.getUTCHours()}, ${d.getUTCMinutes()}, ${d.getUTCSeconds()}, ${d.getUTCMilliseconds() * 1000}), '${col.replace("_at", "_source")}': '${src}', 'visits_id': ${visit}}]`,
    "(Background on this error at: https://sqlalche.me/e/20/2j85)",
  ];
}

const guni = (r: Rand, t: number, method: string, path: string, status: number, ua: string) =>
  `10.20.${r.int(1, 3)}.${r.int(10, 60)} - - [${nginxTime(t)}] "${method} ${path} HTTP/1.1" ${status} ${status >= 500 ? 265 : r.int(40, 900)} "-" "${ua}"`;

/** One write that sched_api fails: its traceback and access line. */
function failedWrite(ctx: Ctx, t: number, visit: string, kind: "clock-in" | "clock-out", ua: string, src: string) {
  const { r } = ctx;
  const col = kind === "clock-in" ? "clock_in_at" : "clock_out_at";
  ctx.log(t, "sched", "ERROR", `Exception on /api/visits/${visit}/${kind} [POST]`, {
    stack: readOnlyTrace(r, visit, col, src, t),
    err: {
      kind: "sqlalchemy.exc.InternalError",
      message: "(psycopg2.errors.ReadOnlySqlTransaction) cannot execute UPDATE in a read-only transaction",
    },
  });
  ctx.log(t + r.int(1, 4), "sched", "INFO", guni(r, t, "POST", `/api/visits/${visit}/${kind}`, 500, ua));
}

export const pgReadOnly: IncidentSpec = {
  id: "pg-readonly",
  estate: "willowbrook",
  category: "database",
  origin: "sched",
  hints: ["readonly", "read-only", "database", "sql"],
  severity: "high",
  note: "A managed Postgres failover left sched_api's pooled connections on the demoted node, so every visit write fails with ReadOnlySqlTransaction while reads keep working; the GPS verifier, IVR and mobile API retry loudly.",
  startAt: [0.35, 0.55],
  dropFlow: (flow, t, start) => t >= start && ["gps-clockin", "ivr-clockin", "clockout"].includes(flow),
  dropLine: (ev, start) => ev.t >= start && ev.svc === "sched_api" && ev.msg.includes("late_visit_scan"),
  run(ctx, T) {
    const { r, e } = ctx;
    // The failover itself: connections cut mid-request.
    for (let i = 0; i < r.int(3, 5); i++) {
      const t = T + i * r.int(60, 700);
      const v = e.ids.visit(r);
      ctx.log(t, "sched", "ERROR", `Exception on /api/visits/${v}/clock-in [POST]`, {
        stack: [
          "Traceback (most recent call last):",
          `  File "${SITE}/sqlalchemy/engine/base.py", line 1967, in _exec_single_context`,
          "    self.dialect.do_execute(",
          `  File "${SITE}/sqlalchemy/engine/default.py", line 924, in do_execute`,
          "    cursor.execute(statement, parameters)",
          "psycopg2.OperationalError: server closed the connection unexpectedly",
          "\tThis probably means the server terminated abnormally",
          "\tbefore or while processing the request.",
          "",
          "(Background on this error at: https://sqlalche.me/e/20/e3q8)",
        ],
        err: {
          kind: "sqlalchemy.exc.OperationalError",
          message: "(psycopg2.OperationalError) server closed the connection unexpectedly",
        },
      });
    }
    for (let i = 0; i < r.int(4, 8); i++)
      ctx.log(
        T + 1500 + i * r.int(40, 400),
        "sched",
        "WARN",
        `Invalidate connection <connection object at 0x7f${r.hex(10)}; dsn: 'user=sched_app password=xxx dbname=sched host=pg-sched.wb.internal port=5432', closed: 2> (reason: OperationalError:server closed the connection unexpectedly)`,
      );
    // From here on the pool reconnects to the old primary, now a read-only standby: writes fail, reads work.
    const from = T + 3000;
    const kinds: Array<["gps-clockin" | "clockout" | "ivr-clockin", "clock-in" | "clock-out"]> = [
      ["gps-clockin", "clock-in"],
      ["clockout", "clock-out"],
      ["ivr-clockin", "clock-in"],
    ];
    for (const [flow, kind] of kinds)
      for (const t0 of arrivals(ctx, flow, from, ctx.w.t1)) {
        const v = e.ids.visit(r);
        const aide = e.ids.caregiver(r);
        if (flow === "ivr-clockin") {
          ctx.log(
            t0,
            "ivr",
            "INFO",
            `inbound call CA${r.hex(32)} matched ${e.ids.client(r)} landline; ${aide} entered PIN`,
          );
          let t = t0 + r.int(100, 200);
          const attempts = 5;
          for (let a = 1; a <= attempts; a++) {
            failedWrite(ctx, t, v, kind, "evv_ivr/4.2.1", "ivr");
            const rep = callerError(
              r,
              e,
              ctx.S("ivr"),
              { name: "sched_api", port: 8000, method: "POST", path: `/api/visits/${v}/clock-in`, status: 500 },
              "status",
            );
            ctx.log(
              t + r.int(5, 30),
              "ivr",
              a < attempts ? "WARN" : "ERROR",
              a < attempts
                ? `clock-in for visit ${v} failed (${rep.detail}); retrying ${a}/${attempts - 1}`
                : `clock-in for visit ${v} failed after ${attempts} attempts: ${rep.detail}; played "we could not record your visit" prompt`,
              a < attempts ? {} : { stack: rep.stack, err: { kind: rep.kind, message: rep.detail } },
            );
            t += 400 * 2 ** (a - 1) + r.int(0, 200);
          }
          continue;
        }
        ctx.log(t0, "evv", "INFO", `verify visit=${v} ${aide} d=${r.int(2, 150)}m acc=${r.int(4, 40)}m result=ok`);
        let t = t0 + r.int(10, 40);
        const tries = 3;
        for (let a = 1; a <= tries; a++) {
          failedWrite(ctx, t, v, kind, "gps_verifier/1.9", "gps");
          ctx.log(
            t + r.int(3, 20),
            "evv",
            "ERROR",
            `submit ${kind} visit=${v}: POST http://sched_api:8000/api/visits/${v}/${kind}: unexpected status 500${a < tries ? `, retry ${a}/${tries - 1}` : ""}`,
          );
          t += 250 * a + r.int(0, 150);
        }
        ctx.log(
          t,
          "evv",
          "ERROR",
          `verification for visit=${v} not persisted after ${tries} attempts; parked in resubmit queue`,
        );
        ctx.log(
          t + r.int(5, 30),
          "app",
          "ERROR",
          `POST /v1/visits/${v}/${kind.replace("-", "")} -> 502 (${t - t0 + r.int(5, 30)}ms) upstream gps_verifier: submit failed`,
        );
        ctx.log(
          t + r.int(31, 40),
          "app",
          "ERROR",
          `visit ${v} ${kind} not confirmed to device; app will keep it in outbox`,
        );
        // The phone app retries once in the background a minute later.
        if (r.chance(0.6)) {
          const t2 = t + r.int(30000, 90000);
          ctx.log(t2, "app", "WARN", `retrying queued ${kind} for visit ${v} from device outbox (attempt 2)`);
          failedWrite(ctx, t2 + r.int(20, 60), v, kind, "gps_verifier/1.9", "gps");
          ctx.log(
            t2 + r.int(70, 120),
            "evv",
            "ERROR",
            `submit ${kind} visit=${v}: POST http://sched_api:8000/api/visits/${v}/${kind}: unexpected status 500 (giving up)`,
          );
          ctx.log(
            t2 + r.int(130, 200),
            "app",
            "ERROR",
            `POST /v1/visits/${v}/${kind.replace("-", "")} -> 502 upstream gps_verifier: submit failed`,
          );
        }
      }
    // Celery writes fail too.
    for (const t of spread(r, Math.max(2, Math.round((ctx.w.t1 - T) / 120000)), from, ctx.w.t1))
      ctx.log(
        t,
        "sched",
        "ERROR",
        `Task scheduling.tasks.late_visit_scan[${r.uuid()}] raised unexpected: InternalError('(psycopg2.errors.ReadOnlySqlTransaction) cannot execute UPDATE in a read-only transaction\\n')`,
      );
    // Unrelated: a careplans deploy a few minutes before.
    let tp = T - r.int(180000, 300000);
    for (const pod of [0, 1]) {
      tp = restartPod(ctx, ctx.S("plans"), tp + pod * r.int(15000, 30000), "1.42.3", r.int(3000, 7000));
    }
  },
};

const RAILS_VIEW = [
  "    12:   <% @visits.each do |visit| %>",
  '    13:     <li class="visit">',
  '    14:       <span class="when"><%= l visit.starts_at, format: :short %></span>',
  '    15:       <span class="who"><%= visit.caregiver.full_name %></span>',
  '    16:       <span class="what"><%= visit.service_label %></span>',
  "    17:     </li>",
  "  ",
  "app/views/family/schedules/_visit_list.html.erb:15",
  "app/views/family/schedules/_visit_list.html.erb:12:in `each'",
  "app/views/family/schedules/_visit_list.html.erb:12",
  "app/views/family/schedules/show.html.erb:8",
  "app/controllers/family/schedules_controller.rb:14:in `show'",
];

export const portalNil: IncidentSpec = {
  id: "portal-nil-caregiver",
  estate: "willowbrook",
  category: "null_reference",
  origin: "portal",
  hints: ["nomethod", "nil", "null", "undefined"],
  severity: "medium",
  note: "After a coordinator moved 40-odd visits to the open-shift pool, the family schedule page in portal_web calls full_name on a visit's nil caregiver and returns 500 for every family whose upcoming list has an unstaffed visit.",
  startAt: [0.3, 0.55],
  dropFlow: (flow, t, start) => t >= start && flow === "family",
  run(ctx, T) {
    const { r, e } = ctx;
    ctx.log(
      T - r.int(20000, 60000),
      "sched",
      "INFO",
      `bulk reassignment by coordinator u#${r.int(10, 99)}: ${r.int(38, 46)} visits moved to open-shift pool (${e.ids.caregiver(r)} resigned)`,
    );
    // The family page keeps being requested; a share of clients now has an unstaffed visit.
    let first = true;
    for (const t0 of arrivals(ctx, "family", T, ctx.w.t1, 1.15)) {
      const broken = first || r.chance(0.42);
      const t = first ? T - 80 : t0;
      const ip = `73.${r.int(10, 200)}.${r.int(0, 255)}.${r.int(1, 254)}`;
      ctx.log(
        t,
        "portal",
        "INFO",
        `Started GET "/family/schedule" for ${ip} at ${new Date(t).toISOString().slice(0, 19).replace("T", " ")} +0000`,
      );
      ctx.log(t + 2, "portal", "INFO", "Processing by Family::SchedulesController#show as HTML");
      ctx.log(
        t + r.int(15, 40),
        "sched",
        "INFO",
        guni(r, t, "GET", `/api/clients/${r.int(10000, 19999)}/visits?from=today`, 200, "Faraday v2.9.0"),
      );
      if (!broken) {
        ctx.log(
          t + r.int(60, 200),
          "portal",
          "INFO",
          `Completed 200 OK in ${r.int(40, 260)}ms (Views: ${r.float(8, 80).toFixed(1)}ms | ActiveRecord: ${r.float(3, 40).toFixed(1)}ms | Allocations: ${r.int(6000, 30000)})`,
        );
        continue;
      }
      const te = first ? T : t + r.int(50, 120);
      first = false;
      ctx.log(
        te,
        "portal",
        "INFO",
        `  Rendered family/schedules/show.html.erb within layouts/family (Duration: ${r.float(4, 30).toFixed(1)}ms | Allocations: ${r.int(3000, 9000)})`,
      );
      ctx.log(
        te + 1,
        "portal",
        "INFO",
        `Completed 500 Internal Server Error in ${r.int(30, 90)}ms (ActiveRecord: ${r.float(3, 20).toFixed(1)}ms | Allocations: ${r.int(6000, 12000)})`,
      );
      ctx.log(
        te + 2,
        "portal",
        "FATAL",
        "ActionView::Template::Error (undefined method `full_name' for nil:NilClass):",
        {
          stack: RAILS_VIEW,
          err: { kind: "ActionView::Template::Error", message: "undefined method `full_name' for nil:NilClass" },
        },
      );
      // Families hit reload.
      if (r.chance(0.5)) {
        const t2 = te + r.int(3000, 15000);
        ctx.log(
          t2,
          "portal",
          "INFO",
          `Started GET "/family/schedule" for ${ip} at ${new Date(t2).toISOString().slice(0, 19).replace("T", " ")} +0000`,
        );
        ctx.log(
          t2 + r.int(40, 90),
          "portal",
          "INFO",
          `Completed 500 Internal Server Error in ${r.int(30, 90)}ms (ActiveRecord: ${r.float(3, 20).toFixed(1)}ms | Allocations: ${r.int(6000, 12000)})`,
        );
        ctx.log(
          t2 + r.int(91, 95),
          "portal",
          "FATAL",
          "ActionView::Template::Error (undefined method `full_name' for nil:NilClass):",
          {
            stack: RAILS_VIEW,
            err: { kind: "ActionView::Template::Error", message: "undefined method `full_name' for nil:NilClass" },
          },
        );
      }
    }
    // The weekly digest mailer renders the same partial.
    for (const t of spread(r, r.int(3, 7), T + 60000, ctx.w.t1))
      ctx.log(
        t,
        "portal",
        "ERROR",
        `Error performing FamilyDigestMailer#weekly (Job ID: ${r.uuid()}) from Async(mailers) in ${r.float(40, 200).toFixed(2)}ms: ActionView::Template::Error (undefined method \`full_name' for nil:NilClass)`,
      );
    // Unrelated: medtrack restarts for a deploy around the same time.
    restartPod(ctx, ctx.S("meds"), T + r.int(-120000, 90000), "3.9.1", r.int(3000, 6000));
  },
};
