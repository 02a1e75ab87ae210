// Harmless noise that looks alarming in a home-services dispatch estate: each kind is something that pages the
// on-call engineer at 3 a.m. although nothing is broken.

import { trace } from "./runtimes.js";
import type { Ctx } from "./stream.js";

export interface NoiseKind {
  name: string;
  run(ctx: Ctx): void;
}

const job = (c: Ctx) => `J-${c.r.i(400000, 499999)}`;
const tech = (c: Ctx) => `T${c.r.i(100, 389)}`;
const hh = (h: number) => `${String(h).padStart(2, "0")}:00`;

export const NOISE: NoiseKind[] = [
  {
    name: "technicians running late, jobs rescheduled",
    run(c) {
      const d = c.svc("dispatch");
      for (const t of c.spread(c.r.i(25, 60))) {
        const late = c.r.i(20, 95);
        const h = c.r.p([10, 12, 14, 16]);
        c.emit(
          t,
          d,
          "warn",
          `${tech(c)} running ${late} min behind schedule; ${job(c)} moved from ${hh(h)}-${hh(h + 2)} to ${hh(h + 2)}-${hh(h + 4)}`,
        );
        if (c.r.c(0.4))
          c.emit(
            t + 800,
            c.svc("notify"),
            "info",
            `reschedule notice sent to customer for window ${hh(h + 2)}-${hh(h + 4)}`,
          );
      }
    },
  },
  {
    name: "part not stocked in any van",
    run(c) {
      const p = c.svc("parts");
      for (const t of c.spread(c.r.i(20, 45))) {
        const sku = c.r.p(["WH-40G-NAT-GAS", "DW-PUMP-W10348269", "COMP-R600A-5K", "PANEL-200A-40SP", "IGN-LP-SI"]);
        c.emit(
          t,
          p,
          "warn",
          `no van within 40 mi carries ${sku} (0 of ${c.r.i(28, 70)} vans); special order PO-${c.r.i(80000, 89999)} raised, ${job(c)} set to AWAITING_PARTS`,
        );
      }
    },
  },
  {
    name: "financing applications declined",
    run(c) {
      const f = c.svc("finance");
      for (const t of c.spread(c.r.i(25, 50))) {
        const why = c.r.p([
          "insufficient_credit_history",
          "debt_to_income_too_high",
          "identity_not_verified",
          "credit_freeze",
        ]);
        c.emit(
          t,
          f,
          c.r.c(0.5) ? "error" : "warn",
          `financing application ${c.r.hex(10)} DECLINED by lender (reason=${why}, http 200)`,
        );
      }
    },
  },
  {
    name: "invoices disputed by customers",
    run(c) {
      const inv = c.svc("invoice");
      for (const t of c.spread(c.r.i(15, 35))) {
        c.emit(
          t,
          inv,
          "warn",
          `chargeback opened on invoice INV-${c.r.i(200000, 299999)}: reason=${c.r.p(["product_not_received", "duplicate", "fraudulent", "credit_not_processed"])} amount=${c.r.f(120, 3100).toFixed(2)}; status -> DISPUTED`,
        );
      }
    },
  },
  {
    name: "review request emails bouncing",
    run(c) {
      const rv = c.svc("review");
      for (const t of c.spread(c.r.i(30, 70))) {
        c.emit(
          t,
          rv,
          "error",
          `delivery failed for review request ${c.r.hex(8)}: 550 5.1.1 <${c.r.p(["jdoe", "mrsmith", "kay.b", "homeowner"])}${c.r.i(1, 99)}@${c.r.p(["aol.com", "yahoo.com", "comcast.net"])}>: Recipient address rejected: User unknown in virtual mailbox table (hard bounce, address suppressed)`,
        );
      }
    },
  },
  {
    name: "overnight emergency calls paged to on-call technician",
    run(c) {
      const d = c.svc("dispatch");
      for (const t of c.spread(c.r.i(8, 16))) {
        const who = tech(c);
        c.emit(
          t,
          d,
          "warn",
          `EMERGENCY ${c.r.p(["burst pipe", "no heat", "sparking panel", "sewage backup", "gas smell reported"])} ${job(c)}: after-hours, routing to on-call ${who}`,
        );
        c.emit(
          t + 300000 * c.r.f(0.9, 1.1),
          d,
          "error",
          `on-call ${who} did not acknowledge page within 5m, escalating to secondary on-call`,
        );
        c.emit(t + 300000 * c.r.f(1.1, 1.6), d, "info", `secondary on-call acknowledged emergency page`);
      }
    },
  },
  {
    name: "photo uploads over weak cellular retried",
    run(c) {
      const a = c.svc("photos");
      for (const t of c.spread(c.r.i(30, 60))) {
        const id = c.r.hex(8);
        c.emit(
          t,
          a,
          "warn",
          `upload ${id}.jpg chunk ${c.r.i(2, 6)}/8 aborted by client: unexpected EOF (client network lost), resumable session kept`,
        );
        c.emit(t + c.r.f(5000, 60000), a, "info", `upload ${id}.jpg resumed and completed (${c.r.i(1, 4)} retries)`);
      }
    },
  },
  {
    name: "route solver stops at its time limit",
    run(c) {
      const s = c.svc("router");
      for (const t of c.spread(c.r.i(10, 25))) {
        c.emit(
          t,
          s,
          "warn",
          `solver hit time limit 30s for region ${c.r.p(["north", "east", "metro", "lakeshore"])}, returning best feasible plan (gap ${c.r.f(0.5, 7).toFixed(1)}%)`,
        );
      }
    },
  },
  {
    name: "new-construction addresses fail to geocode",
    run(c) {
      const s = c.svc("booking");
      for (const t of c.spread(c.r.i(15, 40))) {
        c.emit(
          t,
          s,
          "warn",
          `geocoder returned ZERO_RESULTS for "${c.r.i(100, 9999)} ${c.r.p(["Meadowlark Ln", "Quarry Ridge Ct", "Sandhill Way"])}" (new subdivision), using ZIP centroid`,
        );
      }
    },
  },
  {
    name: "slot double-booking conflicts",
    run(c) {
      const s = c.svc("booking");
      for (const t of c.spread(c.r.i(30, 60))) {
        c.emit(
          t,
          s,
          "warn",
          `409 Conflict: slot ${c.r.hex(6)} taken by a concurrent booking (version mismatch), offered ${c.r.i(1, 4)} alternatives`,
        );
      }
    },
  },
  {
    name: "cards declined on site",
    run(c) {
      const s = c.svc("invoice");
      for (const t of c.spread(c.r.i(20, 45))) {
        c.emit(
          t,
          s,
          "error",
          `payment failed for invoice INV-${c.r.i(200000, 299999)}: card_declined (${c.r.p(["insufficient_funds", "do_not_honor", "expired_card", "incorrect_cvc"])}), technician asked to collect another method`,
        );
      }
    },
  },
  {
    name: "signature links expired",
    run(c) {
      const s = c.svc("esign");
      for (const t of c.spread(c.r.i(15, 30))) {
        c.emit(
          t,
          s,
          "warn",
          `signing link for estimate ${c.r.hex(8)} expired after 72h without signature; voided and re-sent`,
        );
      }
    },
  },
  {
    name: "SMS to landlines rejected",
    run(c) {
      const s = c.svc("notify");
      for (const t of c.spread(c.r.i(25, 55))) {
        c.emit(
          t,
          s,
          "error",
          `Twilio error 21614: 'To' number +1${c.r.i(200, 989)}${c.r.i(1000000, 9999999)} is not a valid mobile number (landline), falling back to email`,
        );
      }
    },
  },
  {
    name: "JVM GC pauses during nightly report",
    run(c) {
      const javaSvc = Object.keys(c.e.runtime).find((s) => c.e.runtime[s] === "java") ?? c.svc("dispatch");
      for (const t of c.spread(c.r.i(10, 20))) {
        c.emit(
          t,
          javaSvc,
          "warn",
          `[gc] GC(${c.r.i(3000, 9000)}) Pause Young (G1 Humongous Allocation) ${c.r.i(900, 2100)}M->${c.r.i(300, 700)}M(4096M) ${c.r.f(180, 640).toFixed(3)}ms`,
        );
      }
    },
  },
  {
    name: "cache cold after nightly flush",
    run(c) {
      const s = c.svc("booking");
      for (const t of c.spread(c.r.i(30, 60), 0, 0.4)) {
        c.emit(
          t,
          s,
          "warn",
          `availability cache miss for zip ${c.r.i(10000, 99999)}, computed in ${c.r.i(800, 2900)}ms (slow path)`,
        );
      }
    },
  },
  {
    name: "price book sync skipping discontinued parts",
    run(c) {
      const s = c.svc("parts");
      for (const t of c.spread(c.r.i(20, 40), 0.2, 0.6)) {
        c.emit(
          t,
          s,
          "error",
          `price book import: row ${c.r.i(2, 9000)} rejected: SKU ${c.r.hex(6).toUpperCase()} discontinued by supplier (skipped)`,
        );
      }
    },
  },
  {
    name: "readiness probe failures during a rolling restart",
    run(c) {
      const s = c.r.p(Object.keys(c.e.runtime));
      for (const t of c.spread(c.r.i(3, 5))) {
        c.emit(
          t,
          s,
          "warn",
          'Readiness probe failed: Get "http://10.2.3.14:8080/ready": dial tcp 10.2.3.14:8080: connect: connection refused',
        );
        c.emit(t + 4000, s, "error", "Readiness probe failed: HTTP probe failed with statuscode: 503");
        c.emit(t + 15000, s, "info", "warmup complete, marking ready");
      }
    },
  },
  {
    name: "lender webhooks delivered twice",
    run(c) {
      const s = c.svc("finance");
      for (const t of c.spread(c.r.i(25, 50))) {
        c.emit(
          t,
          s,
          "warn",
          `duplicate webhook evt_${c.r.hex(12)} (idempotency key seen ${c.r.i(1, 40)}s ago), ignored`,
        );
      }
    },
  },
  {
    name: "maps API throttled, backoff succeeds",
    run(c) {
      const s = c.svc("router");
      for (const t of c.spread(c.r.i(20, 45))) {
        c.emit(t, s, "warn", `distance matrix API 429 OVER_QUERY_LIMIT, backing off ${c.r.i(1, 8)}s`);
        c.emit(t + c.r.f(1500, 9000), s, "info", "distance matrix request succeeded after backoff");
      }
    },
  },
  {
    name: "clock-ins outside the job geofence",
    run(c) {
      const s = c.svc("techapp");
      for (const t of c.spread(c.r.i(20, 40))) {
        c.emit(
          t,
          s,
          "warn",
          `${tech(c)} clocked in ${c.r.i(300, 4000)}m outside geofence of ${job(c)} (gps accuracy ${c.r.i(40, 900)}m), flagged for review`,
        );
      }
    },
  },
  {
    name: "HEIC photos without EXIF",
    run(c) {
      const s = c.svc("photos");
      const rt = c.e.runtime[s];
      for (const t of c.spread(c.r.i(10, 20))) {
        const f = `${c.r.hex(10)}.heic`;
        if (rt === "go") {
          c.emit(
            t,
            s,
            "error",
            `thumbnail failed for ${f}: heif: unsupported tile grid (no EXIF orientation), stored original only`,
          );
        } else {
          c.emit(
            t,
            s,
            "error",
            `thumbnail failed for ${f}, stored original only\n${trace(
              rt,
              "Error",
              "heif: unsupported tile grid (no EXIF orientation)",
              [
                { fn: "decodeHeic", file: "/app/node_modules/heic-convert/index.js", line: 31 },
                { fn: "async makeThumb", file: "/app/src/uploads/thumbs.js", line: 57 },
              ],
            )}`,
          );
        }
      }
    },
  },
  {
    name: "TLS certificate expiry reminder",
    run(c) {
      const s = c.svc("edge");
      for (const t of c.spread(c.r.i(4, 8))) {
        c.emit(
          t,
          s,
          "warn",
          `certificate for book.${c.e.key}.com expires in ${c.r.i(14, 21)} days (auto-renew scheduled)`,
        );
      }
    },
  },
  {
    name: "storm cancellations",
    run(c) {
      const s = c.svc("booking");
      for (const t of c.spread(c.r.i(40, 80))) {
        c.emit(
          t,
          s,
          "warn",
          `appointment ${c.r.hex(6)} CANCELLED by customer (reason: ${c.r.p(["weather", "no longer needed", "fixed it myself", "found another provider"])})`,
        );
      }
    },
  },
  {
    name: "outdated technician app versions refused",
    run(c) {
      const s = c.svc("techapp");
      for (const t of c.spread(c.r.i(30, 60))) {
        c.emit(
          t,
          s,
          "warn",
          `426 Upgrade Required: client version ${c.r.p(["4.9.2", "5.0.0", "5.1.3"])} below minimum 5.2.0 (device ${c.r.hex(6)})`,
        );
      }
    },
  },
  {
    name: "slow reporting queries",
    run(c) {
      const s = c.svc("invoice");
      for (const t of c.spread(c.r.i(8, 16), 0.3, 0.7)) {
        c.emit(
          t,
          s,
          "warn",
          `slow query ${c.r.i(1500, 9000)}ms: SELECT tech_id, sum(total) FROM invoices WHERE closed_at >= $1 GROUP BY tech_id (nightly commission report)`,
        );
      }
    },
  },
  {
    name: "booking page scraped by bots",
    run(c) {
      const s = c.svc("edge");
      for (const t of c.spread(c.r.i(60, 120))) {
        c.emit(
          t,
          s,
          "warn",
          `404 GET /${c.r.p(["wp-login.php", ".env", "xmlrpc.php", "admin/config.php", "wp-admin/setup-config.php"])} from ${c.r.i(11, 220)}.${c.r.i(0, 255)}.${c.r.i(0, 255)}.${c.r.i(1, 254)}`,
        );
      }
    },
  },
  {
    name: "customer login brute force locked out",
    run(c) {
      const s = c.svc("edge");
      for (const t of c.spread(c.r.i(40, 80))) {
        c.emit(
          t,
          s,
          "warn",
          `401 login failed for ${c.r.p(["admin", "test", "info", "support"])}@${c.r.p(["gmail.com", "example.com"])} from ${c.r.i(11, 220)}.${c.r.i(0, 255)}.1.${c.r.i(1, 254)} (invalid password, attempt ${c.r.i(1, 9)})`,
        );
      }
      c.emit(
        c.t0 + (c.t1 - c.t0) * 0.5,
        s,
        "error",
        "account lockout triggered for 12 accounts from 4 source IPs (rate rule login-burst)",
      );
    },
  },
  {
    name: "customers opting out of review texts",
    run(c) {
      const s = c.svc("review");
      for (const t of c.spread(c.r.i(20, 40))) {
        c.emit(
          t,
          s,
          "warn",
          `recipient replied STOP, error 21610 "Attempt to send to unsubscribed recipient", review request ${c.r.hex(8)} skipped`,
        );
      }
    },
  },
  {
    name: "van cycle count adjustments",
    run(c) {
      const s = c.svc("parts");
      for (const t of c.spread(c.r.i(20, 40), 0.1, 0.5)) {
        c.emit(
          t,
          s,
          "warn",
          `cycle count mismatch van V${c.r.i(10, 88)} SKU ${c.r.p(["PVC-2-COUP", "GFCI-20A-WR", "FLP-1/2-BRS"])}: system ${c.r.i(3, 9)} counted ${c.r.i(0, 2)}, adjusted (shrinkage)`,
        );
      }
    },
  },
  {
    name: "warranty lookups for old appliances not found",
    run(c) {
      const s = c.svc("techapp");
      for (const t of c.spread(c.r.i(20, 40))) {
        c.emit(
          t,
          s,
          "error",
          `manufacturer warranty lookup 404 for serial ${c.r.hex(10).toUpperCase()} (unit older than registry), marked out-of-warranty`,
        );
      }
    },
  },
  {
    name: "supplier catalog feed rows malformed",
    run(c) {
      const s = c.svc("parts");
      const rt = c.e.runtime[s];
      const head = `supplier feed ferguson_2026-11.csv: ${c.r.i(40, 300)} malformed rows skipped`;
      const body =
        rt === "python"
          ? trace(rt, "ValueError", "could not convert string to float: 'N/A'", [
              { fn: "import_feed", file: "/app/van_stock/feeds/supplier.py", line: 88 },
              { fn: "parse_row", file: "/app/van_stock/feeds/supplier.py", line: 141 },
            ])
          : rt === "java"
            ? trace(rt, "java.lang.NumberFormatException", 'For input string: "N/A"', [
                {
                  fn: "java.base/jdk.internal.math.FloatingDecimal.readJavaFormatString",
                  file: "FloatingDecimal.java",
                  line: 2054,
                },
                { fn: "feeds.SupplierCsv.parsePrice", file: "SupplierCsv.java", line: 88 },
                { fn: "feeds.SupplierCsv.importAll", file: "SupplierCsv.java", line: 41 },
              ])
            : "";
      c.emit(
        c.t0 + (c.t1 - c.t0) * 0.35,
        s,
        "error",
        body ? `${head}\n${body}` : `${head} (first: row 17, price "N/A")`,
      );
      for (const t of c.spread(c.r.i(20, 40), 0.35, 0.45))
        c.emit(t, s, "warn", `feed row ${c.r.i(2, 40000)}: price "N/A" not a number, skipped`);
    },
  },
  {
    name: "idle database connections recycled",
    run(c) {
      const s = c.svc("parts");
      for (const t of c.spread(c.r.i(10, 20))) {
        c.emit(
          t,
          s,
          "warn",
          `pool: connection ${c.r.hex(6)} closed by server after idle timeout (terminating connection due to idle-session timeout), replaced`,
        );
      }
    },
  },
  {
    name: "clients cancel requests when the app is backgrounded",
    run(c) {
      const s = c.svc("techapp");
      for (const t of c.spread(c.r.i(40, 80))) {
        c.emit(
          t,
          s,
          "warn",
          `499 client closed request ${c.r.p(["GET /jobs/today", "POST /jobs/sync", "GET /parts"])} after ${c.r.i(200, 9000)}ms (app backgrounded)`,
        );
      }
    },
  },
  {
    name: "estimates expiring unsigned",
    run(c) {
      const s = c.svc("invoice");
      for (const t of c.spread(c.r.i(20, 40), 0.1, 0.3)) {
        c.emit(
          t,
          s,
          "warn",
          `estimate E-${c.r.i(30000, 39999)} expired after 30 days unsigned, archived; follow-up task created`,
        );
      }
    },
  },
  {
    name: "technician app crash reports forwarded",
    run(c) {
      const s = c.svc("techapp");
      for (const t of c.spread(c.r.i(10, 20))) {
        c.emit(
          t,
          s,
          "error",
          `client crash report from HomeTech ${c.r.p(["5.12.1 (iOS 17.5)", "5.11.4 (Android 14)"])}: java.lang.IllegalStateException: Fragment not attached to a context (forwarded to Crashlytics)`,
        );
      }
    },
  },
];
