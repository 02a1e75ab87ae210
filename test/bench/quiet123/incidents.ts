// The eight real failures of quiet123, one per category, each laid on the same farm-box noise. Callers describe
// them in their own words; some origins only warn, two go quiet.
import type { Role } from "./estates.js";
import * as st from "./stacks.js";
import type { Win } from "./stream.js";
import { access, ip, member, money, route } from "./traffic.js";

export interface IncidentKind {
  key: string;
  estate: string;
  origin: Role;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  /** unrelated rollout placed this many ms from t0 (negative: before) */
  rolloutAt: number;
  run(w: Win, t0: number): void;
}

export const INCIDENTS: readonly IncidentKind[] = [
  {
    key: "pg-too-many-clients",
    estate: "furrow",
    origin: "subs",
    category: "database",
    hints: ["connection", "database", "pool", "hikari", "postgres", "sql", "too many"],
    severity: "high",
    note: "subscriptions exhausts its Postgres connections (too many clients); box-web returns 503s and payments retries marking orders paid",
    rolloutAt: -70000,
    run(w, t0) {
      const subs = w.s("subs");
      const web = w.s("web");
      const pay = w.s("pay");
      w.log(t0, subs, "WARN", "HikariPool-1 - Connection add failed: FATAL: sorry, too many clients already");
      w.log(t0 + 500, subs, "WARN", "HikariPool-1 - Pool stats (total=20, active=20, idle=0, waiting=12)");
      w.silence(subs, t0, w.end, 0.08, /^loaded box|^order .* marked paid|^member .* skipped/);
      w.silence(web, t0 + 30000, w.end, 0.3, /boxes\/current 200|skip 200/);
      w.poisson(t0 + 30000, w.end, 1.1, (t) => {
        const tr = w.tid();
        w.log(
          t,
          subs,
          "ERROR",
          "Request processing failed: org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection",
          st.javaHikari("co.furrowfold.subscriptions"),
          tr,
        );
        w.log(
          t + 30,
          web,
          "ERROR",
          `GET /api/boxes/current -> upstream ${subs} responded 503 after ${w.rng.int(30000, 30100)}ms`,
          undefined,
          tr,
        );
        w.log(
          t + 31,
          web,
          "INFO",
          access(w, w.rt("web"), web, "GET", "/api/boxes/current", 503, w.rng.int(30000, 30100)),
          undefined,
          tr,
        );
      });
      w.every(t0 + 15000, w.end, 10000, 2000, (t) => {
        w.log(t, subs, "WARN", `HikariPool-1 - Pool stats (total=20, active=20, idle=0, waiting=${w.rng.int(30, 80)})`);
      });
      w.poisson(t0 + 40000, w.end, 2.4, (t) => {
        const n = w.rng.int(1, 5);
        w.log(
          t,
          pay,
          "WARN",
          `mark-paid for order o_${w.rng.hex(8)} failed: Request failed with status code 503 (${subs}); retry ${n}/5 in ${2 ** n * 100}ms`,
        );
        if (n === 5)
          w.log(
            t + 5,
            pay,
            "ERROR",
            `giving up marking order paid after 5 attempts; parked in retry queue (member ${member(w)})`,
          );
      });
      w.every(t0 + 60000, w.end, 20000, 3000, (t) => {
        w.log(
          t,
          web,
          "WARN",
          `circuit "subscriptions" is OPEN (failure rate 73% over last 100 calls); serving cached box where available`,
        );
      });
    },
  },
  {
    key: "pdf-volume-full",
    estate: "furrow",
    origin: "packing",
    category: "disk",
    hints: ["disk", "space", "no space", "errno 28", "oserror", "volume", "storage"],
    severity: "high",
    note: "the packing-lists PDF volume fills up; pack list jobs fail with Errno 28 and the packing shed gets no sheets",
    rolloutAt: 50000,
    run(w, t0) {
      const pk = w.s("packing");
      w.log(t0 - 120000, pk, "WARN", `disk usage on /var/lib/${pk}/pdf at 93% (warn 80%, critical 95%)`);
      w.log(t0 - 20000, pk, "WARN", `disk usage on /var/lib/${pk}/pdf at 98% (warn 80%, critical 95%)`);
      w.silence(pk, t0, w.end, 0, /^pack list generated/);
      w.poisson(t0, w.end, 0.45, (t) => {
        const r = route(w);
        w.log(t, pk, "ERROR", `job pack-list:${r} failed, will retry`, st.pythonNoSpace(pk, r));
      });
      w.every(t0 + 60000, w.end, 60000, 2000, (t) => {
        w.log(
          t,
          pk,
          "ERROR",
          `logging handler failed to write /var/log/${pk}/audit.log: [Errno 28] No space left on device`,
        );
      });
      w.poisson(t0 + 20000, w.end, 0.5, (t) => {
        const tr = w.tid();
        w.log(
          t,
          w.s("routes"),
          "WARN",
          `route ${route(w)}: pack list not ready after 300s, holding dispatch`,
          undefined,
          tr,
        );
      });
      w.poisson(t0 + 30000, w.end, 0.35, (t) => {
        w.log(
          t,
          w.s("web"),
          "ERROR",
          `GET /api/shed/packlists/today failed: ${pk} responded 500 (Internal Server Error)`,
        );
      });
    },
  },
  {
    key: "processor-outage",
    estate: "greenhollow",
    origin: "pay",
    category: "dependency",
    hints: ["stripe", "processor", "payment", "gateway", "circuit", "503", "unavailable", "dependency", "upstream"],
    severity: "high",
    note: "the card processor answers 503 during the box-day charge run; card-billing's circuit opens and share-ledger re-queues charges in a storm",
    rolloutAt: -40000,
    run(w, t0) {
      const pay = w.s("pay");
      const subs = w.s("subs");
      const web = w.s("web");
      w.silence(pay, t0, w.end, 0.05, /succeeded|authorized/);
      w.silence(subs, t0, w.end, 0.05, /marked paid/);
      w.poisson(t0, t0 + 40000, 0.8, (t) => {
        w.log(
          t,
          pay,
          "WARN",
          `POST https://api.stripe.com/v1/payment_intents failed with 503 (request_id req_${w.rng.hex(14)}); retrying`,
        );
      });
      w.poisson(t0 + 20000, t0 + 45000, 0.5, (t) => {
        w.log(t, pay, "ERROR", `Charge for member ${member(w)} failed`, st.dotnetStripe503());
      });
      w.log(
        t0 + 45000,
        pay,
        "WARN",
        "Circuit breaker 'stripe' transitioned to Open for 00:00:30 after 5 consecutive failures: 503 (Service Unavailable)",
      );
      w.every(t0 + 75000, w.end, 30000, 200, (t) => {
        w.log(t, pay, "INFO", "Circuit breaker 'stripe' transitioned to HalfOpen");
        w.log(
          t + w.rng.int(300, 1500),
          pay,
          "WARN",
          "Circuit breaker 'stripe' transitioned to Open for 00:00:30: trial call failed with 503 (Service Unavailable)",
        );
      });
      w.poisson(t0 + 45000, w.end, 1.2, (t) => {
        w.log(
          t,
          pay,
          "ERROR",
          `Charge for member ${member(w)} rejected without calling processor`,
          st.dotnetBrokenCircuit(),
        );
      });
      w.poisson(t0 + 46000, w.end, 3.2, (t) => {
        const a = w.rng.int(1, 6);
        w.log(
          t,
          subs,
          "WARN",
          `box-day charge for ${member(w)} (${money(w)} USD) not completed: card-billing returned 502 Bad Gateway; re-queued (attempt ${a})`,
        );
      });
      w.poisson(t0 + 50000, w.end, 0.6, (t) => {
        w.log(
          t,
          web,
          "ERROR",
          `PaymentsController#update_card: card-billing responded 502 Bad Gateway ("processor unavailable")`,
        );
        w.log(t + 5, web, "INFO", access(w, w.rt("web"), web, "POST", "/account/card", 502, w.rng.int(80, 300)));
      });
    },
  },
  {
    key: "ledger-silent-500",
    estate: "greenhollow",
    origin: "subs",
    category: "unknown",
    hints: ["500", "internal", "unknown", "server error", "unhandled", "crash", "exit"],
    severity: "high",
    note: "share-ledger starts answering 500 with no exception logged and its workers keep dying; member-portal and card-billing report the failures",
    rolloutAt: 80000,
    run(w, t0) {
      const subs = w.s("subs");
      const web = w.s("web");
      const pay = w.s("pay");
      w.silence(subs, t0, w.end, 0.04);
      w.poisson(t0, w.end, 0.7, (t) => {
        w.log(
          t,
          subs,
          "ERROR",
          `Completed 500 Internal Server Error in ${w.rng.int(2, 9)}ms (ActiveRecord: 0.0ms | Allocations: ${w.rng.int(90, 400)})`,
        );
      });
      w.every(t0 + 40000, w.end, 50000, 6000, (t) => {
        const pid = w.rng.int(100, 999);
        w.log(
          t,
          subs,
          "WARN",
          `! Terminating timed out worker (Worker 0 failed to check in within 60 seconds): ${pid}`,
        );
        w.log(t + 1800, subs, "INFO", `- Worker 0 (PID: ${pid + w.rng.int(5, 60)}) booted in 2.31s, phase: 0`);
      });
      w.poisson(t0 + 2000, w.end, 1.4, (t) => {
        if (w.rng.chance(0.3))
          w.log(
            t,
            web,
            "ERROR",
            "BoxWeekService#confirm! failed: share-ledger POST /ledger/entries",
            st.rubyServerError("share-ledger", "/boxes/confirm"),
          );
        else
          w.log(
            t,
            web,
            "ERROR",
            "Faraday::ServerError: the server responded with status 500 (share-ledger POST /ledger/entries)",
          );
        w.log(t + 4, web, "INFO", access(w, w.rt("web"), web, "POST", "/boxes/confirm", 500, w.rng.int(20, 90)));
      });
      w.poisson(t0 + 5000, w.end, 0.9, (t) => {
        w.log(
          t,
          pay,
          "WARN",
          `Posting charge to share-ledger failed: 500 InternalServerError; will retry in 30s (member ${member(w)})`,
        );
      });
    },
  },
  {
    key: "bad-depot-timezone",
    estate: "crate",
    origin: "routes",
    category: "configuration",
    hints: ["config", "timezone", "time zone", "setting", "env", "panic"],
    severity: "high",
    note: "a config change gives van-routes an invalid depot time zone; it crash-loops and packhouse-svc and storefront-api cannot get manifests or ETAs",
    rolloutAt: 120000,
    run(w, t0) {
      const rt = w.s("routes");
      const pk = w.s("packing");
      const web = w.s("web");
      const tz = "Europe/Amsterdm";
      w.log(t0 - 9000, rt, "INFO", "received SIGTERM, draining connections (grace 30s)");
      w.log(t0 - 4000, rt, "INFO", "shutdown complete");
      w.silence(rt, t0 - 4000, w.end, 0);
      w.log(t0, rt, "INFO", "config rev r412 applied from configmap van-routes-depots (was r411)");
      for (let t = t0; t < w.end; t += 30000 + w.rng.int(0, 12000)) {
        w.log(t + 5000, rt, "INFO", `starting ${rt} v2.14.0 (git 9c1e7a2) config rev r412`);
        w.log(t + 5020, rt, "INFO", "loading config from /etc/van-routes/depots.yaml (DEPOT_ID=ams-zuid)");
        w.log(
          t + 5031,
          rt,
          "ERROR",
          `invalid config: depots[ams-zuid].timezone: unknown time zone ${tz}`,
          st.goPanicTz(tz),
        );
      }
      w.silence(w.s("routes"), t0, w.end, 0, /optimised|GPS|delivery zone/);
      w.poisson(t0 + 8000, w.end, 0.8, (t) => {
        const tr = w.tid();
        const r = route(w);
        w.log(
          t,
          pk,
          "ERROR",
          `Failed to fetch route manifest ${r} from ${rt}`,
          st.javaRestRefused(pk, rt, `/v1/manifests/${r}`),
          tr,
        );
      });
      w.poisson(t0 + 8000, w.end, 2.5, (t) => {
        const tr = w.tid();
        w.log(
          t,
          web,
          "WARN",
          `GET http://${rt}/v1/eta failed: 503 (no healthy upstream); attempt ${w.rng.int(1, 3)} of 3`,
          undefined,
          tr,
        );
        if (w.rng.chance(0.4))
          w.log(
            t + 8,
            web,
            "INFO",
            access(w, w.rt("web"), web, "GET", "/api/delivery/eta", 503, w.rng.int(900, 3200)),
            undefined,
            tr,
          );
      });
    },
  },
  {
    key: "stock-heap",
    estate: "crate",
    origin: "stock",
    category: "memory",
    hints: ["memory", "heap", "outofmemory", "oom"],
    severity: "high",
    note: "grower-stock runs out of Java heap while recomputing availability, logs OutOfMemoryError and goes quiet; swap-window and storefront-api time out",
    rolloutAt: -90000,
    run(w, t0) {
      const s = w.s("stock");
      const sw = w.s("swaps");
      const web = w.s("web");
      w.every(t0 - 150000, t0, 30000, 2000, (t, i) => {
        w.log(
          t,
          s,
          "WARN",
          `GC pause (G1 Evacuation Pause) ${300 + i * 260}ms, heap ${1700 + i * 60}M->${1500 + i * 95}M(2048M)`,
        );
      });
      w.log(t0, s, "ERROR", "Unexpected error occurred in scheduled task", st.javaOom());
      w.log(
        t0 + 2500,
        s,
        "ERROR",
        'Exception in thread "http-nio-8080-exec-14" java.lang.OutOfMemoryError: Java heap space',
      );
      w.log(t0 + 4000, s, "WARN", "GC overhead: 98% of time spent in GC over last 60s");
      w.silence(s, t0 + 6000, w.end, 0);
      w.poisson(t0 + 5000, w.end, 1.8, (t) => {
        const tr = w.tid();
        const refused = w.rng.chance(0.3);
        w.log(
          t,
          sw,
          "ERROR",
          refused
            ? `stock check failed for swap (${member(w)})`
            : `stock check failed for swap (${member(w)}): TimeoutError: ${s} did not respond within 3000ms`,
          refused ? st.nodeRefused(ip(w)) : undefined,
          tr,
        );
        w.log(
          t + 12,
          web,
          "WARN",
          `swap-window responded 504 for POST /api/boxes/swaps (${w.rng.int(3000, 3200)}ms)`,
          undefined,
          tr,
        );
      });
      w.silence(sw, t0 + 5000, w.end, 0.1, /^swap accepted/);
    },
  },
  {
    key: "farm-uplink-flap",
    estate: "tidewater",
    origin: "stock",
    category: "network",
    hints: ["network", "connection", "reset", "uplink", "dns", "name resolution", "unreachable"],
    severity: "medium",
    note: "stock-keeper's uplink from the farm keeps resetting and failing DNS, so stock snapshots stop arriving; it only warns while member-shares and producer-market error on stale stock",
    rolloutAt: 30000,
    run(w, t0) {
      const s = w.s("stock");
      const host = "api.tidewater.coop";
      w.silence(s, t0, w.end, 0.15, /snapshot written/);
      w.poisson(t0, w.end, 0.35, (t) => {
        const kind = w.rng.int(0, 2);
        if (kind === 0)
          w.log(t, s, "WARN", `push_snapshot failed, retrying in ${w.rng.int(5, 30)}s`, st.pythonConnReset(host));
        else if (kind === 1)
          w.log(
            t,
            s,
            "WARN",
            `push_snapshot failed: HTTPSConnectionPool(host='${host}', port=443): Max retries exceeded with url: /v1/stock/snapshots (Caused by NameResolutionError("<urllib3.connection.HTTPSConnection object at 0x7f3a2c1d9e50>: Failed to resolve '${host}' ([Errno -3] Temporary failure in name resolution)"))`,
          );
        else
          w.log(
            t,
            s,
            "WARN",
            `uplink check: ping 1.1.1.1 ${w.rng.int(40, 100)}% packet loss, wwan0 link flapped (${w.rng.int(3, 12)} times in 5 min)`,
          );
      });
      w.every(t0 + 180000, w.end, 30000, 3000, (t) => {
        const age = Math.round((t - t0) / 60000);
        w.log(
          t,
          w.s("subs"),
          "ERROR",
          `stock snapshot from stock-keeper is ${age + 2} min old (max 3): swaps and add-on orders paused`,
        );
      });
      w.poisson(t0 + 200000, w.end, 0.8, (t) => {
        w.log(
          t,
          w.s("addons"),
          "ERROR",
          `Net::OpenTimeout: execution expired (stock-keeper availability for add-on order ${w.rng.int(1000, 9999)})`,
        );
      });
      w.poisson(t0 + 200000, w.end, 1.2, (t) => {
        w.log(
          t,
          w.s("web"),
          "WARN",
          `http: method=POST path=/api/swaps status=503 error="stock unavailable (stale snapshot)"`,
        );
      });
    },
  },
  {
    key: "solver-deadline",
    estate: "tidewater",
    origin: "routes",
    category: "timeout",
    hints: ["timeout", "deadline", "timed out", "exceeded"],
    severity: "high",
    note: "route-optimizer's solves start running past their 30 s deadline and are cancelled; label-spooler and coop-gateway fail with DEADLINE_EXCEEDED",
    rolloutAt: -100000,
    run(w, t0) {
      const r = w.s("routes");
      w.silence(r, t0, w.end, 0, /optimised/);
      w.poisson(t0, w.end, 0.3, (t) => {
        w.log(
          t,
          r,
          "WARN",
          `solver.cc:311] Solve for ${route(w)} cancelled: deadline exceeded (30000 ms) after ${w.rng.int(9, 30)} of 31 routes; no feasible plan returned`,
        );
      });
      w.every(t0 + 10000, w.end, 40000, 4000, (t) => {
        w.log(
          t,
          r,
          "WARN",
          `grpc_server.cc:97] Optimize RPC finished with status DEADLINE_EXCEEDED after ${w.rng.int(30000, 30050)} ms (queue depth ${w.rng.int(8, 40)})`,
        );
      });
      w.poisson(t0 + 30000, w.end, 0.8, (t) => {
        w.log(
          t,
          w.s("packing"),
          "ERROR",
          `spool.cc:140] route plan for ${route(w)} unavailable: rpc error: code = DeadlineExceeded desc = context deadline exceeded (route-optimizer)`,
        );
      });
      w.poisson(t0 + 30000, w.end, 1.6, (t) => {
        w.log(
          t,
          w.s("web"),
          "ERROR",
          `http: method=GET path=/api/delivery/window status=504 error="route-optimizer: rpc error: code = DeadlineExceeded desc = context deadline exceeded" duration=30.0${w.rng.int(0, 9)}s`,
        );
      });
      w.poisson(t0 + 40000, w.end, 0.5, (t) => {
        w.log(
          t,
          w.s("subs"),
          "WARN",
          `dispatch ETA lookup timed out after 30s for route ${route(w)}; member ${member(w)} will get no ETA text`,
        );
      });
    },
  },
];
