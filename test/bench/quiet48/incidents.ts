// The eight failures, one per category, each written the way its services would really report it.
import type { Flow, Hop } from "./estates.js";
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";
import { stack } from "./stacks.js";
import type { Background, Ctx, FlowHook } from "./stream.js";

export interface Incident {
  company: string;
  category: string;
  origin: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  /** Emits the origin's own lines and returns how the background changes. */
  run(c: Ctx, start: number): Partial<Background>;
}

type Line = { level: Level; msg: string; stack?: string };

/** Rewrites an entry hop's success line into a failed one with the given status and duration. */
function entryFailed(h: Hop, r: Rng, status: number, dur: number): string {
  const ok = h.ok(r);
  if (ok.startsWith('"'))
    return ok.replace(
      /" 20[01] - (\d+) (\d+) (\d+) (\d+)/,
      (_m, rx) => `" ${status} ${status === 504 ? "UT" : "UC"} ${rx} 95 ${dur} -`,
    );
  return ok
    .replace(/\b20[01]\b/, String(status))
    .replace(/\b\d+ms\b/, `${dur}ms`)
    .replace(/duration=\d+\.\d+/, `duration=${dur}.${r.int(10, 99)}`);
}

interface FailSpec {
  start: number;
  origin: string;
  share: (t: number) => number;
  latency: (r: Rng) => number;
  status: number;
  /** The origin's own line for this request, if it logs one. */
  own?: (c: Ctx, flow: Flow) => Line | undefined;
  /** What the immediate caller says, retries first. */
  caller: (c: Ctx, caller: string, attempt: number, last: boolean) => Line;
  retries: number;
  /** Who really calls the origin, when that is not the hop logged just before it. */
  callerSvc?: string;
  /** Replaces the entry's rewritten success line (for entries that are not access logs). */
  entryLine?: (c: Ctx, dur: number) => Line;
}

function failHook(s: FailSpec): FlowHook {
  return (c, flow, t, trace) => {
    if (t < s.start) return false;
    const idx = flow.hops.findIndex((h) => h.svc === s.origin);
    if (idx < 1 || !c.r.chance(s.share(t))) return false;
    let at = t;
    const entry = flow.hops[0] as Hop;
    const caller =
      s.callerSvc && flow.hops.some((h) => h.svc === s.callerSvc) ? s.callerSvc : (flow.hops[idx - 1] as Hop).svc;
    for (let i = 1; i < idx; i++) {
      const h = flow.hops[i] as Hop;
      if (h.svc === caller) continue;
      at += c.r.int(4, 60);
      c.emit(at, h.svc, "INFO", h.ok(c.r), { trace });
    }
    const viaEntry = caller === entry.svc;
    const attempts = viaEntry ? 1 : s.retries + 1;
    for (let k = 1; k <= attempts; k++) {
      const lat = s.latency(c.r);
      const own = s.own?.(c, flow);
      if (own) c.emit(at + lat - c.r.int(1, 30), s.origin, own.level, own.msg, { trace, stack: own.stack });
      at += lat;
      if (!viaEntry) {
        const l = s.caller(c, caller, k, k === attempts);
        c.emit(at, caller, l.level, l.msg, { trace, stack: l.stack });
        at += k < attempts ? 100 * 2 ** k : 0;
      }
    }
    const dur = at - t;
    if (s.entryLine) {
      const l = s.entryLine(c, dur);
      c.emit(at + c.r.int(2, 20), entry.svc, l.level, l.msg, { trace, stack: l.stack });
      return true;
    }
    const lvl: Level = entry.svc === "edge-proxy" ? "INFO" : s.status >= 500 ? "ERROR" : "WARN";
    c.emit(at + c.r.int(2, 20), entry.svc, lvl, entryFailed(entry, c.r, s.status, dur), { trace });
    return true;
  };
}

const ramp = (start: number, fullAfterMs: number, max: number) => (t: number) =>
  Math.min(max, 0.15 + ((t - start) / fullAfterMs) * max);

export const INCIDENTS: Incident[] = [
  {
    company: "gigloom",
    category: "database",
    origin: "escrow-ledger",
    hints: ["connection", "pool", "hikari", "database", "sql", "postgres", "too many"],
    severity: "high",
    note: "escrow-ledger's Postgres connections run out (too many clients), so milestone funding and releases fail with 503s and contract-svc retries loudly",
    run(c, start) {
      const o = "escrow-ledger";
      c.every(start, c.t1, 20000, (t) =>
        c.emit(t, o, "WARN", `HikariPool-1 - Pool stats (total=50, active=50, idle=0, waiting=${c.r.int(40, 160)})`),
      );
      c.emit(
        start + 2000,
        o,
        "WARN",
        "HikariPool-1 - Failed to validate connection org.postgresql.jdbc.PgConnection@3f2a1c9e (This connection has been closed.). Possibly consider using a shorter maxLifetime value.",
      );
      const ex = (c2: Ctx): Line => ({
        level: "ERROR",
        msg: `Could not open JPA EntityManager for transaction; nested exception is org.hibernate.exception.JDBCConnectionException: Unable to acquire JDBC Connection [HikariPool-1 - Connection is not available, request timed out after 5000ms (total=50, active=50, idle=0, waiting=${c2.r.int(40, 160)})]`,
        stack: c2.r.chance(0.5)
          ? stack(
              "java",
              "java.sql.SQLTransientConnectionException",
              "HikariPool-1 - Connection is not available, request timed out after 5000ms.",
              [
                "com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:696)",
                "com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:181)",
                "com.zaxxer.hikari.HikariDataSource.getConnection(HikariDataSource.java:100)",
                "com.gigloom.escrow.ledger.HoldRepository.create(HoldRepository.java:77)",
                "com.gigloom.escrow.api.HoldController.fund(HoldController.java:54)",
              ],
              "org.postgresql.util.PSQLException: FATAL: sorry, too many clients already",
            )
          : undefined,
      });
      return {
        flowHook: failHook({
          start,
          origin: o,
          share: ramp(start, 90000, 0.9),
          latency: (r) => r.int(5000, 5150),
          status: 504,
          own: (c2) => ex(c2),
          retries: 3,
          caller: (c2, _caller, k, last) =>
            last
              ? {
                  level: "ERROR",
                  msg: `escrow call failed after ${k} attempts: 503 Service Unavailable from http://escrow-ledger:8080/v1/holds (trace ${c2.r.hex(8)})`,
                }
              : {
                  level: "WARN",
                  msg: `POST http://escrow-ledger:8080/v1/holds failed: 503 Service Unavailable, retry ${k}/3 in ${100 * 2 ** k}ms`,
                },
        }),
      };
    },
  },
  {
    company: "gigloom",
    category: "dependency",
    origin: "idv-gateway",
    hints: ["docucheck", "vendor", "503", "unavailable", "circuit", "upstream", "dependency"],
    severity: "medium",
    note: "the identity-verification vendor docucheck starts answering 503, idv-gateway's circuit breaker opens and identity checks and payouts waiting on them fail",
    run(c, start) {
      const o = "idv-gateway";
      const open = start + 25000;
      c.every(start, open, 1500, (t) =>
        c.emit(
          t,
          o,
          "ERROR",
          `docucheck POST https://api.docucheck.example/v2/checks: 503 Service Unavailable body="{\\"error\\":\\"temporarily_unavailable\\",\\"retry_after\\":30}" latency=${c.r.int(40, 300)}ms`,
        ),
      );
      c.emit(
        open,
        o,
        "WARN",
        `circuit breaker "docucheck" state changed from closed to open (failures=${c.r.int(14, 20)}/20, window=30s)`,
      );
      let t = open + 30000;
      while (t < c.t1) {
        c.emit(t, o, "INFO", `circuit breaker "docucheck" state changed from open to half-open`);
        c.emit(
          t + c.r.int(100, 400),
          o,
          "ERROR",
          "docucheck POST https://api.docucheck.example/v2/checks: 502 Bad Gateway latency=" + c.r.int(50, 200) + "ms",
        );
        c.emit(t + 500, o, "WARN", `circuit breaker "docucheck" state changed from half-open to open`);
        t += 30000;
      }
      c.every(start + 60000, c.t1, 3000, (tt) =>
        c.emit(
          tt,
          "payout-worker",
          "WARN",
          `payout po_${c.r.hex(10)} deferred: payee identity check still pending (idv-gateway: circuit open), requeued`,
        ),
      );
      return {
        flowHook: failHook({
          start,
          origin: o,
          share: () => 1,
          latency: (r) => r.int(2, 300),
          status: 503,
          own: (c2) => ({
            level: "ERROR",
            msg: `check submit failed: docucheck: circuit breaker is open (user u_${c2.r.digits(7)})`,
          }),
          retries: 0,
          caller: () => ({ level: "ERROR", msg: "identity check unavailable" }),
        }),
      };
    },
  },
  {
    company: "taskhive",
    category: "configuration",
    origin: "payouts",
    hints: ["config", "improperlyconfigured", "setting", "rail", "settings"],
    severity: "high",
    note: "a payouts release drops the sepa and wise rails from PAYOUT_RAILS, so payout tasks for those rails raise ImproperlyConfigured, escrow-core retries the handoff and milestone approvals return 502",
    run(c, start) {
      const o = "payouts";
      c.emit(start - 40000, o, "INFO", "Received SIGTERM, draining connections (rollout 2026.10.14-2)");
      c.emit(start - 15000, o, "INFO", "Booting worker with pid: 7");
      c.emit(start - 14000, o, "INFO", "celery@payouts-7c9d ready. release=2026.10.14-2 rails=['ach', 'paypal']");
      const tb = (c2: Ctx): Line => {
        const rail = c2.r.pick(["sepa", "wise"]);
        return {
          level: "ERROR",
          msg: `Task payouts.tasks.dispatch_payout[${c2.r.hex(8)}-${c2.r.hex(4)}-${c2.r.hex(4)}-${c2.r.hex(4)}-${c2.r.hex(12)}] raised unexpected: ImproperlyConfigured("PAYOUT_RAILS has no entry for rail '${rail}'")`,
          stack: stack(
            "python",
            "django.core.exceptions.ImproperlyConfigured",
            `PAYOUT_RAILS has no entry for rail '${rail}'`,
            [
              "/usr/local/lib/python3.12/site-packages/celery/app/trace.py|453|trace_task|R = retval = fun(*args, **kwargs)",
              "/app/payouts/tasks.py|61|dispatch_payout|rail = get_rail(payout.rail)",
              "/app/payouts/rails/__init__.py|24|get_rail|raise ImproperlyConfigured(f\"PAYOUT_RAILS has no entry for rail '{name}'\")",
            ],
          ),
        };
      };
      return {
        deploy: { svc: o, at: start - 15000, version: "2026.10.14-2" },
        mapOk: (svc, t, msg) => (svc === o && t >= start ? msg.replace(/rail=(sepa|wise)/, "rail=ach") : msg),
        flowHook: failHook({
          start,
          origin: o,
          share: () => 0.55,
          latency: (r) => r.int(40, 200),
          status: 502,
          own: (c2) => tb(c2),
          retries: 2,
          caller: (c2, _caller, k, last) =>
            last
              ? {
                  level: "ERROR",
                  msg: `payout handoff failed: payouts returned 500 Internal Server Error; hold h_${c2.r.hex(10)} kept in RELEASING`,
                }
              : { level: "WARN", msg: `payouts POST /internal/payouts -> 500, retrying (${k}/2)` },
        }),
      };
    },
  },
  {
    company: "taskhive",
    category: "network",
    origin: "bids-engine",
    hints: ["network", "reset", "dns", "connection", "lookup", "dial"],
    severity: "medium",
    note: "bids-engine loses its network path to its Redis (connection resets and DNS lookup timeouts, logged only at WARN) and bid submissions fail with 503 at hive-api",
    run(c, start) {
      const o = "bids-engine";
      c.every(start, c.t1, 2500, (t) =>
        c.emit(
          t,
          o,
          "WARN",
          c.r.chance(0.6)
            ? `redis: read tcp 10.20.1.17:${c.r.int(40000, 60000)}->10.20.3.41:6379: read: connection reset by peer`
            : "redis: dial tcp: lookup bids-redis.taskhive.svc.cluster.local on 10.96.0.10:53: read udp 10.20.1.17:" +
                c.r.int(40000, 60000) +
                "->10.96.0.10:53: i/o timeout",
        ),
      );
      c.every(start + 10000, c.t1, 30000, (t) =>
        c.emit(t, o, "WARN", `redis pool: ${c.r.int(10, 16)} of 16 conns bad, redialing`),
      );
      return {
        flowHook: failHook({
          start,
          origin: o,
          share: ramp(start, 60000, 0.8),
          latency: (r) => r.int(1000, 3000),
          status: 503,
          callerSvc: "hive-api",
          own: (c2) => ({ level: "WARN", msg: `bid rejected: ranking cache unavailable (task=${c2.r.digits(6)})` }),
          retries: 0,
          caller: () => ({ level: "ERROR", msg: "bids unavailable" }),
        }),
      };
    },
  },
  {
    company: "brightgive",
    category: "timeout",
    origin: "receipt-renderer",
    hints: ["timeout", "timed out", "navigation", "render"],
    severity: "medium",
    note: "receipt-renderer's headless Chromium pages stop finishing within 30s, so donation-api's receipt calls time out and donors get 504s",
    run(c, start) {
      const o = "receipt-renderer";
      c.every(start + 5000, c.t1, 15000, (t) =>
        c.emit(t, o, "WARN", `render queue length ${c.r.int(20, 90)}, chromium pool 4/4 pages busy`),
      );
      const te = (c2: Ctx): Line => ({
        level: "ERROR",
        msg: `receipt RC-${c2.r.digits(8)} failed`,
        stack: stack("node", "TimeoutError", "Navigation timeout of 30000 ms exceeded", [
          "LifecycleWatcher._LifecycleWatcher_createTimeoutPromise (/app/node_modules/puppeteer-core/lib/cjs/puppeteer/common/LifecycleWatcher.js:166:12)",
          "async Frame.goto (/app/node_modules/puppeteer-core/lib/cjs/puppeteer/api/Frame.js:331:20)",
          "async renderReceipt (/app/dist/render.js:48:5)",
          "async /app/dist/server.js:27:17",
        ]),
      });
      return {
        flowHook: failHook({
          start,
          origin: o,
          share: ramp(start, 120000, 0.85),
          latency: (r) => r.int(30000, 30150),
          status: 504,
          callerSvc: "donation-api",
          own: (c2) => te(c2),
          retries: 1,
          caller: (c2, _caller, k, last) =>
            last
              ? {
                  level: "ERROR",
                  msg: `Receipt generation failed for donation DN-${c2.r.digits(8)} after ${k} attempts`,
                  stack: stack(
                    "dotnet",
                    "System.Threading.Tasks.TaskCanceledException",
                    "The request was canceled due to the configured HttpClient.Timeout of 30 seconds elapsing.",
                    [
                      "System.Net.Http.HttpClient.HandleFailure(Exception e, Boolean telemetryStarted, HttpResponseMessage response, CancellationTokenSource cts, CancellationToken cancellationToken, CancellationTokenSource pendingRequestsCts)",
                      "System.Net.Http.HttpClient.<SendAsync>g__Core|83_0(HttpRequestMessage request, HttpCompletionOption completionOption, CancellationTokenSource cts, Boolean disposeCts, CancellationTokenSource pendingRequestsCts, CancellationToken originalCancellationToken)",
                      "BrightGive.Donations.Receipts.ReceiptClient.RenderAsync(Guid donationId) in /src/Donations/Receipts/ReceiptClient.cs:line 41",
                      "BrightGive.Donations.Api.DonationsController.Create(CreateDonationRequest req) in /src/Donations/Api/DonationsController.cs:line 88",
                    ],
                    "System.TimeoutException: A task was canceled.",
                  ),
                }
              : {
                  level: "WARN",
                  msg: `Polly: retry ${k} for receipt-renderer after 200ms (HttpClient.Timeout 30s elapsed)`,
                },
        }),
      };
    },
  },
  {
    company: "brightgive",
    category: "unknown",
    origin: "payment-router",
    hints: ["internal", "500", "payment", "charge", "unknown"],
    severity: "high",
    note: "payment-router starts failing most charges with bare 500 internal errors and restarts without ever logging a reason, so donations are left pending",
    run(c, start) {
      const o = "payment-router";
      let t = start + 70000;
      while (t < c.t1) {
        c.emit(t, o, "INFO", "starting server version=3.18.2 addr=:8080");
        c.emit(t + 700, o, "INFO", "ready to serve");
        t += c.r.int(80, 160) * 1000;
      }
      return {
        silent: [{ svc: o, from: start }],
        flowHook: failHook({
          start,
          origin: o,
          share: ramp(start, 60000, 0.85),
          latency: (r) => r.int(5, 60),
          status: 502,
          own: (c2) => ({
            level: "ERROR",
            msg: `POST /v1/charges 500 err="internal error" psp=${c2.r.pick(["stripe", "adyen"])} ref=-`,
          }),
          retries: 2,
          caller: (c2, _caller, k, last) =>
            last
              ? {
                  level: "ERROR",
                  msg: `Payment router returned 500 InternalServerError for DN-${c2.r.digits(8)}; donation marked PaymentPending`,
                }
              : {
                  level: "WARN",
                  msg: `Polly: retry ${k} of 2 for payment-router after ${200 * k}ms: 500 InternalServerError`,
                },
        }),
      };
    },
  },
  {
    company: "hopefund",
    category: "disk",
    origin: "tax-receipts",
    hints: ["disk", "space", "no space", "errno 28", "enospc", "volume"],
    severity: "medium",
    note: "tax-receipts' spool volume fills up and every receipt write fails with Errno 28, so checkout-svc reports receipt failures and notify-svc sends donor emails without receipts",
    run(c, start) {
      const o = "tax-receipts";
      for (let i = 0; i < 4; i++)
        c.emit(
          start - (4 - i) * 45000,
          o,
          "WARN",
          `volume /var/spool/receipts ${88 + i * 3}% used (threshold 85%), cleanup job not scheduled`,
        );
      c.every(start, c.t1, 40000, (t) => c.emit(t, o, "WARN", "volume /var/spool/receipts 100% used"));
      c.every(start + 30000, c.t1, 4000, (t) =>
        c.emit(
          t,
          "notify-svc",
          "WARN",
          `receipt attachment missing for donation CK-${c.r.digits(8)}, sending confirmation without receipt`,
        ),
      );
      const tb = (c2: Ctx): Line => {
        const f = `HF-${c2.r.digits(7)}.pdf`;
        return {
          level: "ERROR",
          msg: `failed to write receipt ${f}`,
          stack: stack("python", "OSError", `[Errno 28] No space left on device: '/var/spool/receipts/${f}'`, [
            "/app/receipts/writer.py|52|write_pdf|with open(path, 'wb') as fh:",
            "/app/receipts/api.py|31|create_receipt|writer.write_pdf(receipt, path)",
          ]),
        };
      };
      return {
        silent: [{ svc: o, from: start - 200000 }],
        flowHook: failHook({
          start,
          origin: o,
          share: () => 1,
          latency: (r) => r.int(20, 120),
          status: 500,
          own: (c2) => tb(c2),
          retries: 0,
          caller: () => ({ level: "ERROR", msg: "unused" }),
          entryLine: (c2) => ({
            level: "ERROR",
            msg: `Receipt generation failed for CK-${c2.r.digits(8)}: 500 INTERNAL SERVER ERROR from POST http://tax-receipts:8000/receipts`,
            stack: c2.r.chance(0.3)
              ? stack(
                  "java",
                  "org.springframework.web.client.HttpServerErrorException$InternalServerError",
                  '500 INTERNAL SERVER ERROR: "{\\"error\\": \\"receipt could not be stored\\"}"',
                  [
                    "org.springframework.web.client.HttpServerErrorException.create(HttpServerErrorException.java:102)",
                    "org.springframework.web.client.DefaultResponseErrorHandler.handleError(DefaultResponseErrorHandler.java:186)",
                    "org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java:856)",
                    "org.hopefund.checkout.receipts.ReceiptClient.request(ReceiptClient.java:44)",
                  ],
                )
              : undefined,
          }),
        }),
      };
    },
  },
  {
    company: "hopefund",
    category: "memory",
    origin: "campaign-svc",
    hints: ["outofmemory", "memory", "heap", "oom"],
    severity: "high",
    note: "campaign-svc's JVM runs out of heap, spends its time in GC, throws OutOfMemoryError and restarts repeatedly while edge-proxy returns 503s for campaign pages",
    run(c, start) {
      const o = "campaign-svc";
      let gc = c.r.int(3000, 4000);
      c.every(start, start + 90000, 12000, (t) =>
        c.emit(
          t,
          o,
          "WARN",
          `[gc] GC(${gc++}) Pause Full (G1 Compaction Pause) ${c.r.int(1960, 2030)}M->${c.r.int(1900, 2000)}M(2048M) ${c.r.int(1800, 4000)}.${c.r.int(100, 999)}ms`,
        ),
      );
      let t = start + 90000;
      const downs: { from: number; until: number }[] = [];
      while (t < c.t1) {
        c.emit(
          t,
          o,
          "ERROR",
          'Exception in thread "http-nio-8080-exec-37" java.lang.OutOfMemoryError: Java heap space',
          {
            stack: stack("java", "java.lang.OutOfMemoryError", "Java heap space", [
              "java.base/java.util.Arrays.copyOf(Arrays.java:3537)",
              "java.base/java.util.ArrayList.grow(ArrayList.java:237)",
              "org.hopefund.campaign.totals.DonationWindow.add(DonationWindow.java:58)",
              "org.hopefund.campaign.totals.TotalsService.recompute(TotalsService.java:112)",
            ]),
          },
        );
        c.emit(
          t + 300,
          o,
          "ERROR",
          "java.lang.OutOfMemoryError: Java heap space\nDumping heap to /tmp/java_pid1.hprof ...",
        );
        c.emit(t + 9000, o, "ERROR", "Terminating due to java.lang.OutOfMemoryError: Java heap space");
        const up = t + c.r.int(35, 55) * 1000;
        downs.push({ from: t + 9000, until: up });
        c.emit(
          up,
          o,
          "INFO",
          `Started CampaignApplication in ${c.r.int(11, 16)}.${c.r.int(100, 999)} seconds (process running for ${c.r.int(13, 18)}.2)`,
        );
        gc = c.r.int(40, 60);
        c.every(up + 20000, up + 90000, 15000, (tt) =>
          c.emit(
            tt,
            o,
            "WARN",
            `[gc] GC(${gc++}) Pause Full (G1 Compaction Pause) ${c.r.int(1900, 2030)}M->${c.r.int(1800, 2000)}M(2048M) ${c.r.int(1500, 3000)}.${c.r.int(100, 999)}ms`,
          ),
        );
        t = up + c.r.int(90, 150) * 1000;
      }
      c.every(start + 95000, c.t1, 3500, (tt) =>
        c.emit(
          tt,
          "fundraiser-pages",
          "ERROR",
          `failed to load campaign totals: FetchError: request to http://campaign-svc:8080/campaigns/${c.r.digits(5)}/totals failed, reason: socket hang up`,
        ),
      );
      c.every(start + 95000, c.t1, 20000, (tt) =>
        c.emit(
          tt,
          "edge-proxy",
          "WARN",
          "[upstream] health check failed for host campaign-svc:8080: 503 (outlier ejected for 30000ms)",
        ),
      );
      return {
        silent: downs.map((d) => ({ svc: o, from: d.from, until: d.until })),
        flowHook: failHook({
          start: start + 90000,
          origin: o,
          share: (tt) => (downs.some((d) => tt >= d.from && tt < d.until) ? 1 : 0.5),
          latency: (r) => r.int(3000, 15000),
          status: 503,
          retries: 0,
          caller: () => ({ level: "ERROR", msg: "unused" }),
        }),
      };
    },
  },
];
