// Incidents 1-4: a dispatch database out of connection slots, a shop VPN path gone (key machines unreachable),
// a technician search running past its deadline, a payment vendor down behind an open circuit breaker.
import type { Ctx } from "./ctx.js";
import { access, appReq, proxyError, routeOf } from "./http.js";
import type { IncidentDef } from "./incident-kit.js";
import type { Rng } from "./rng.js";
import type { Ids } from "./types.js";

/** The upstream part of a callout (intake, quote, deposit) that still happens before the broken step. */
function calloutHead(ctx: Ctx, t: number, ids: Ids, r: Rng, withDeposit: boolean): string {
  const id = ctx.callout();
  ctx.emit(
    t + r.int(8, 40),
    ctx.svc("intake"),
    "INFO",
    `Callout ${id} created type=${r.pick(["lockout", "lockout", "lock-change", "burglary-repair"])} postcode=${ctx.postcode()} channel=${r.pick(["web", "phone", "app"])}`,
    { ids },
  );
  ctx.emit(
    t + r.int(40, 120),
    ctx.svc("pricing"),
    "INFO",
    `Quote for ${id}: callout ${ctx.money(59, 89)} + standard ${ctx.money(0, 45)}, parts est. ${ctx.money(0, 60)}`,
    { ids },
  );
  if (withDeposit)
    ctx.emit(
      t + r.int(150, 420),
      ctx.svc("payments"),
      "INFO",
      `Deposit authorised ${ctx.money(25, 60)} for ${id} via ${ctx.estate.vendors.psp} ref=${r.alnum(12, true)}`,
      { ids },
    );
  return id;
}

export const dbSlots: IncidentDef = {
  key: "dispatch-db-slots",
  estate: "keystone",
  category: "database",
  severity: "high",
  hints: ["sql", "jdbc", "hikari", "postgres", "database", "connection"],
  originRole: "dispatch",
  noise: ["long_gc_pauses", "expired_sessions", "dns_dead_sink"],
  note: "The dispatch database ran out of connection slots (a runaway analytics session held them), so dispatch-engine's Hikari pool drained and job assignment failed; callout-api and the edge reported 503/504s for new callouts and tech polls.",
  install(ctx, r, start) {
    const d = ctx.svc("dispatch");
    const intake = ctx.svc("intake");
    const nt = ctx.svc("notify");
    const pay = ctx.svc("payments");
    // precursors: slow queries that look like the cause of a timeout
    for (let i = 0; i < 3; i++)
      ctx.emit(
        start - r.int(20000, 150000),
        d,
        "WARN",
        `slow query (${r.int(2100, 4800)}ms): select ja.* from job_assignment ja join technician t on t.id = ja.tech_id where ja.region_id = ? and ja.state in (?, ?)`,
      );
    for (let i = 0; i < 3; i++)
      ctx.emit(
        start + r.int(100, 4000),
        d,
        "WARN",
        `HikariPool-1 - Failed to validate connection org.postgresql.jdbc.PgConnection@${r.hex(8)} (This connection has been closed.). Possibly consider using a shorter maxLifetime value.`,
      );
    let waiting = 4;
    ctx.every(
      r,
      45000,
      5000,
      (t) =>
        ctx.emit(
          t,
          d,
          "ERROR",
          `HikariPool-1 - Connection add failed: FATAL: remaining connection slots are reserved for non-replication superuser connections`,
        ),
      start + 2000,
      ctx.t1,
    );
    ctx.mutes.set("lag", start);
    let lag = r.int(10, 40);
    ctx.every(
      r,
      30000,
      1000,
      (t) => {
        lag += r.int(80, 400);
        ctx.emit(t, d, lag > 500 ? "WARN" : "DEBUG", `job-events consumer lag=${lag} partitions=12`);
      },
      start,
      ctx.t1,
    );
    const assignFail = (t: number, ids: Ids, id: string) => {
      const withStack = r.chance(0.25);
      waiting = Math.min(180, Math.max(6, waiting + r.int(-3, 6)));
      ctx.emit(
        t,
        d,
        withStack ? "ERROR" : "WARN",
        withStack
          ? `Assignment of ${id} failed: could not open transaction`
          : `HikariPool-1 - Connection is not available, request timed out after 30000ms (total=20, active=20, idle=0, waiting=${waiting})`,
        withStack
          ? {
              ids,
              trace: {
                ex: "org.springframework.transaction.CannotCreateTransactionException",
                msg: "Could not open JPA EntityManager for transaction",
                frames: [
                  ["org.springframework.orm.jpa/JpaTransactionManager", "doBegin"],
                  ["assign.AssignmentService", "assign"],
                  ["api.AssignmentController", "assign"],
                ],
                causes: [
                  {
                    ex: "org.hibernate.exception.JDBCConnectionException",
                    msg: `Unable to acquire JDBC Connection [HikariPool-1 - Connection is not available, request timed out after 30000ms (total=20, active=20, idle=0, waiting=${waiting})] [n/a]`,
                    frames: [
                      ["org.hibernate.engine.jdbc.internal/LogicalConnectionManagedImpl", "acquireConnectionIfNeeded"],
                    ],
                  },
                  {
                    ex: "java.sql.SQLTransientConnectionException",
                    msg: `HikariPool-1 - Connection is not available, request timed out after 30000ms (total=20, active=20, idle=0, waiting=${waiting})`,
                    frames: [
                      ["com.zaxxer.hikari.pool/HikariPool", "createTimeoutException"],
                      ["com.zaxxer.hikari.pool/HikariPool", "getConnection"],
                    ],
                  },
                  {
                    ex: "org.postgresql.util.PSQLException",
                    msg: "FATAL: remaining connection slots are reserved for non-replication superuser connections",
                    frames: [
                      ["org.postgresql.core.v3/ConnectionFactoryImpl", "doAuthentication"],
                      ["org.postgresql.core.v3/ConnectionFactoryImpl", "openConnectionImpl"],
                    ],
                  },
                ],
              },
            }
          : { ids },
      );
    };
    ctx.hook = (flow, t, ids) => {
      if (t < start) return false;
      if (flow === "callout" && r.chance(0.88)) {
        const id = calloutHead(ctx, t, ids, r, true);
        const { method, path } = routeOf(ctx, "intake");
        assignFail(t + 30000 + r.int(200, 900), ids, id);
        assignFail(t + 40000 + r.int(200, 900), ids, id);
        ctx.emit(
          t + 10000 + r.int(0, 30),
          intake,
          "WARN",
          `assign ${id} via dispatch-engine: TimeoutError: Timeout awaiting 'response' for 10000ms, retrying (1/2)`,
          { ids },
        );
        const e = r.chance(0.4);
        ctx.emit(
          t + 20010 + r.int(0, 40),
          intake,
          "ERROR",
          `assign ${id} via dispatch-engine failed after 2 attempts: ${e ? "HTTPError: Response code 503 (Service Unavailable)" : "TimeoutError: Timeout awaiting 'response' for 10000ms"}`,
          r.chance(0.35)
            ? {
                ids,
                trace: {
                  ex: e ? "HTTPError" : "TimeoutError",
                  msg: e ? "Response code 503 (Service Unavailable)" : "Timeout awaiting 'response' for 10000ms",
                  frames: [
                    ["/app/node_modules/got/dist/source/as-promise/index.js", "Request.<anonymous>"],
                    ["DispatchClient", "assign"],
                    ["CalloutService", "create"],
                  ],
                },
              }
            : { ids },
        );
        appReq(ctx, t + 20060, intake, ids, method, path, 503, 20060);
        access(ctx, t + 20070, ids, { method, path, status: 503, ms: 20070, up: intake, flags: "-" });
        if (r.chance(0.5))
          ctx.emit(t + 20300, pay, "INFO", `Deposit for ${id} voided: callout not dispatched`, { ids });
        if (r.chance(0.6))
          ctx.emit(
            t + 120000 + r.int(0, 5000),
            nt,
            "WARN",
            `no assignment event for ${id} within 120s; ETA SMS not sent`,
            { ids },
          );
        return true;
      }
      if (flow === "techpoll" && r.chance(0.7)) {
        const { method, path } = routeOf(ctx, "dispatch");
        const slow = r.chance(0.6);
        access(ctx, t + (slow ? 15000 : r.int(30, 400)), ids, {
          method,
          path,
          status: slow ? 504 : 503,
          ms: slow ? 15000 : r.int(30, 400),
          up: d,
          ua: ctx.ua("app"),
        });
        if (!slow && r.chance(0.12))
          appReq(ctx, t + 5, d, ids, method, path.split("?")[0] ?? path, 503, r.int(30, 400));
        return true;
      }
      return false;
    };
  },
};

export const shopVpn: IncidentDef = {
  key: "shop-vpn-down",
  estate: "brassward",
  category: "network",
  severity: "medium",
  hints: ["network", "route", "unreachable", "oserror", "reset", "connection", "host"],
  originRole: "keys",
  noise: ["key_machine_alarms", "validation_rejections", "chronic_legacy_error"],
  note: "The site-to-site VPN to the Norwich and Ipswich shops dropped, so key_machine_bridge lost its path to five machine controllers (resets, then no route to host) and in-shop cut orders failed; shop_web and sidekiq_jobs logged the 503s louder than the bridge.",
  install(ctx, r, start) {
    const k = ctx.svc("keys");
    const web = ctx.svc("web");
    const jobs = ctx.svc("jobs");
    const down = [
      ["norwich-M1", "10.60.1.21"],
      ["norwich-M2", "10.60.1.22"],
      ["norwich-M3", "10.60.1.23"],
      ["ipswich-M1", "10.60.2.21"],
      ["ipswich-M2", "10.60.2.22"],
    ] as const;
    for (const [m, ip] of down) {
      const t = start + r.int(0, 6000);
      ctx.emit(t, k, "WARN", `lost connection to controller ${m} (${ip}:5020): [Errno 104] Connection reset by peer`);
      let n = 1;
      ctx.every(
        r,
        15000,
        4000,
        (tt) => {
          n++;
          const withStack = n % 6 === 0;
          ctx.emit(
            tt,
            k,
            withStack ? "ERROR" : "WARN",
            `reconnect to ${m} (${ip}:5020) failed: [Errno 113] No route to host (attempt ${n}, backoff ${Math.min(30, n * 2)}s)`,
            withStack
              ? {
                  trace: {
                    ex: "OSError",
                    msg: `[Errno 113] Connect call failed ('${ip}', 5020)`,
                    frames: [
                      ["/usr/local/lib/python3.12/asyncio/selector_events.py", "sock_connect_cb"],
                      ["/usr/local/lib/python3.12/asyncio/base_events.py", "create_connection"],
                      ["controller_link", "connect"],
                      ["controller_link", "reconnect_loop"],
                    ],
                    tail: "none",
                  },
                }
              : {},
          );
        },
        t + 2000,
        ctx.t1,
      );
    }
    ctx.every(
      r,
      60000,
      3000,
      (t) =>
        ctx.emit(
          t,
          k,
          "WARN",
          `site router heartbeat missing for norwich, ipswich (last seen ${Math.round((t - start) / 1000)}s ago); colchester ok`,
        ),
      start + 20000,
      ctx.t1,
    );
    ctx.hook = (flow, t, ids) => {
      if (t < start) return false;
      if (flow === "cut" && r.chance(0.7)) {
        const order = ctx.order();
        const m = r.pick(down)[0];
        const { method, path } = routeOf(ctx, "keys");
        ctx.emit(
          t + 20,
          k,
          "ERROR",
          `cannot queue ${order} on ${m}: controller unreachable ([Errno 113] No route to host); returning 503`,
        );
        ctx.emit(t + 25, k, "INFO", `${ctx.podIp()}:${r.int(30000, 60000)} - "${method} ${path} HTTP/1.1" 503`);
        ctx.emit(
          t + 60,
          web,
          "ERROR",
          `KeyMachineBridge::Unavailable (503 Service Unavailable: machines unreachable) while submitting ${order}`,
          r.chance(0.3)
            ? {
                trace: {
                  ex: "KeyMachineBridge::Unavailable",
                  msg: "503 Service Unavailable: machines unreachable",
                  frames: [
                    ["KeyMachineBridgeClient", "submit"],
                    ["CutOrdersController", "create"],
                  ],
                },
              }
            : {},
        );
        appReq(ctx, t + 70, web, ids, "POST", "/shop/cut-orders", 503, r.int(40, 200));
        access(ctx, t + 75, ids, {
          method: "POST",
          path: "/shop/cut-orders",
          status: 503,
          ms: r.int(40, 200),
          up: web,
        });
        for (let a = 1; a <= 3; a++)
          ctx.emit(
            t + a * 25000 + r.int(0, 3000),
            jobs,
            a === 3 ? "ERROR" : "WARN",
            `class=CutOrderDispatchJob jid=${r.hex(24)} ${a === 3 ? "ERROR: retries exhausted" : `WARN: retry ${a}/3 in 25s`}: KeyMachineBridge::Unavailable: 503 Service Unavailable (order ${order})`,
            a === 3
              ? {
                  trace: {
                    ex: "KeyMachineBridge::Unavailable",
                    msg: "503 Service Unavailable",
                    frames: [
                      ["KeyMachineBridgeClient", "submit"],
                      ["CutOrderDispatchJob", "perform"],
                    ],
                    tail: "worker",
                  },
                }
              : {},
          );
        return true;
      }
      return false;
    };
    // shop counter staff retry at the till: extra cut attempts
    ctx.poisson(
      r,
      3,
      (t) => {
        const order = ctx.order();
        ctx.emit(t, web, "WARN", `cut order ${order} held at counter: bridge reports ${r.pick(down)[0]} offline`);
      },
      start + 30000,
      ctx.t1,
    );
  },
};

export const searchDeadline: IncidentDef = {
  key: "nearest-search-deadline",
  estate: "tumbler",
  category: "timeout",
  severity: "high",
  hints: ["timeout", "deadline", "timed out"],
  originRole: "fleet",
  noise: ["gps_gaps", "insurer_slow", "dns_dead_sink"],
  note: "fleet's spatial index rebuild stalled, so nearest-technician searches fell back to full scans and ran past their 2s deadline; dispatcher's ETA calls timed out and new callouts went undispatched while intake and HAProxy showed 504s.",
  install(ctx, r, start) {
    const fl = ctx.svc("fleet");
    const dp = ctx.svc("dispatch");
    const intake = ctx.svc("intake");
    const nt = ctx.svc("notify");
    const gen = r.int(8000, 9000);
    ctx.emit(
      start - r.int(1000, 5000),
      fl,
      "INFO",
      `spatial index rebuild started generation=${gen} techs=${r.int(600, 900)}`,
    );
    ctx.every(
      r,
      60000,
      2000,
      (t) =>
        ctx.emit(
          t,
          fl,
          "WARN",
          `spatial index rebuild generation=${gen} still running after ${Math.round((t - start) / 1000)}s; queries use full scan`,
        ),
      start + 55000,
      ctx.t1,
    );
    ctx.emit(
      start + r.int(90000, 140000),
      fl,
      "WARN",
      "watchdog: search worker blocked for more than 5s; dumping goroutine",
      {
        trace: {
          ex: "goroutine",
          msg: "search worker stack:",
          state: "semacquire, 2 minutes",
          frames: [
            ["internal/geo.Index", "rlock"],
            ["internal/geo.Index", "Nearest"],
            ["internal/search.Service", "nearest"],
          ],
          tail: "none",
        },
      },
    );
    const search = (t: number, ids: Ids) => {
      const el = r.float(2.0, 2.3);
      ctx.emit(
        t + el * 1000,
        fl,
        "WARN",
        `nearest-technician search exceeded deadline: context deadline exceeded (elapsed=${el.toFixed(3)}s candidates=${r.int(3000, 6000)} index=stale)`,
        { ids },
      );
      if (r.chance(0.5)) appReq(ctx, t + el * 1000 + 2, fl, ids, "POST", "/v1/nearest", 504, el * 1000, "WARN");
    };
    ctx.hook = (flow, t, ids) => {
      if (t < start) return false;
      if (flow === "callout" && r.chance(0.9)) {
        const id = calloutHead(ctx, t, ids, r, true);
        for (let a = 1; a <= 3; a++) {
          const at = t + 500 + (a - 1) * 2600;
          search(at, ids);
          const withStack = a === 3 && r.chance(0.5);
          ctx.emit(
            at + 2500 + r.int(0, 20),
            dp,
            a === 3 ? "ERROR" : "WARN",
            a === 3
              ? `ETA lookup for ${id} failed after 3 attempts; callout left unassigned`
              : `ETA lookup for ${id} timed out (Read timed out after 2500ms), retrying ${a}/3`,
            withStack
              ? {
                  ids,
                  trace: {
                    ex: "org.springframework.web.client.ResourceAccessException",
                    msg: 'I/O error on POST request for "http://fleet:8080/v1/nearest": Read timed out',
                    frames: [
                      ["org.springframework.web.client/RestTemplate", "doExecute"],
                      ["eta.FleetClient", "nearest"],
                      ["assign.AssignmentService", "assign"],
                    ],
                    causes: [
                      {
                        ex: "java.net.SocketTimeoutException",
                        msg: "Read timed out",
                        frames: [
                          ["java.base/sun.nio.ch.NioSocketImpl", "timedRead"],
                          ["java.base/java.net.Socket$SocketInputStream", "read"],
                        ],
                      },
                    ],
                  },
                }
              : { ids },
          );
        }
        const { method, path } = routeOf(ctx, "intake");
        ctx.emit(
          t + 10000 + r.int(0, 40),
          intake,
          "ERROR",
          `dispatcher did not answer within 10000ms for ${id}`,
          r.chance(0.3)
            ? {
                ids,
                trace: {
                  ex: "TimeoutError",
                  msg: "The operation was aborted due to timeout",
                  frames: [
                    ["node:internal/deps/undici/undici", "fetch"],
                    ["DispatcherClient", "assign"],
                    ["CalloutRoutes", "create"],
                  ],
                },
              }
            : { ids },
        );
        access(ctx, t + 10005, ids, { method, path, status: 504, ms: 10005, up: intake });
        if (r.chance(0.5)) ctx.emit(t + 12000, nt, "WARN", `ETA SMS for ${id} skipped: no assignment`, { ids });
        return true;
      }
      return false;
    };
    // the tech app's "jobs near me" also searches
    ctx.poisson(r, 4, (t) => search(t, ctx.ids()), start, ctx.t1);
    if (ctx.minutes > 0) proxyError(ctx, start + r.int(200000, 300000), intake, "timeout");
  },
};

export const pspDown: IncidentDef = {
  key: "psp-breaker-open",
  estate: "pinpoint",
  category: "dependency",
  severity: "high",
  hints: [
    "brightpay",
    "circuit",
    "breaker",
    "vendor",
    "503",
    "unavailable",
    "dependency",
    "upstream",
    "callnotpermitted",
  ],
  originRole: "payments",
  noise: ["declined_cards", "fraud_holds", "dns_dead_sink"],
  note: "The card vendor Brightpay answered 503 for authorisations, pay-checkout's circuit breaker opened and stayed open, so callout deposits could not be taken; field-callout-intake and Traefik reported 502/503 louder than pay-checkout.",
  install(ctx, r, start) {
    const pay = ctx.svc("payments");
    const intake = ctx.svc("intake");
    const nt = ctx.svc("notify");
    const v = ctx.estate.vendors;
    const openAt = start + r.int(30000, 50000);
    ctx.emit(
      openAt,
      pay,
      "WARN",
      `CircuitBreaker 'brightpay' changed state from CLOSED to OPEN (failure rate ${r.float(60, 95).toFixed(1)}% > 50.0%, slow call rate 0.0%)`,
    );
    ctx.every(
      r,
      30000,
      500,
      (t) => {
        ctx.emit(t, pay, "INFO", "CircuitBreaker 'brightpay' changed state from OPEN to HALF_OPEN");
        ctx.emit(
          t + r.int(200, 3000),
          pay,
          "WARN",
          `Brightpay POST https://${v.pspHost}/v2/authorisations returned 503 Service Unavailable (half-open probe)`,
        );
        ctx.emit(
          t + r.int(3100, 3300),
          pay,
          "WARN",
          "CircuitBreaker 'brightpay' changed state from HALF_OPEN to OPEN (failure rate 100.0% > 50.0%)",
        );
      },
      openAt + 30000,
      ctx.t1,
    );
    ctx.hook = (flow, t, ids) => {
      if (t < start || flow !== "callout" || !r.chance(0.9)) return false;
      const id = calloutHead(ctx, t, ids, r, false);
      const at = t + r.int(150, 400);
      if (at < openAt) {
        ctx.emit(
          at + r.int(400, 2000),
          pay,
          "WARN",
          `Brightpay POST https://${v.pspHost}/v2/authorisations returned 503 Service Unavailable in ${r.int(30, 900)}ms (attempt 1/2) for ${id}`,
          { ids },
        );
        ctx.emit(
          at + r.int(2100, 3000),
          pay,
          "ERROR",
          `Deposit for ${id} failed: Brightpay 503 Service Unavailable after 2 attempts`,
          { ids },
        );
      } else {
        const stack = r.chance(0.25);
        ctx.emit(
          at,
          pay,
          stack ? "ERROR" : "WARN",
          `Deposit for ${id} rejected: CircuitBreaker 'brightpay' is OPEN`,
          stack
            ? {
                ids,
                trace: {
                  ex: "io.github.resilience4j.circuitbreaker.CallNotPermittedException",
                  msg: "CircuitBreaker 'brightpay' is OPEN and does not permit further calls",
                  frames: [
                    [
                      "io.github.resilience4j.circuitbreaker/CallNotPermittedException",
                      "createCallNotPermittedException",
                    ],
                    [
                      "io.github.resilience4j.circuitbreaker.internal/CircuitBreakerStateMachine$OpenState",
                      "acquirePermission",
                    ],
                    ["psp.BrightpayClient", "authorise"],
                    ["deposit.DepositService", "take"],
                  ],
                },
              }
            : { ids },
        );
      }
      const done = at + (at < openAt ? 3000 : r.int(2, 40));
      if (r.chance(0.3)) appReq(ctx, done, pay, ids, "POST", "/internal/deposits", 502, done - at);
      ctx.emit(
        done + r.int(5, 30),
        intake,
        "WARN",
        `Polly: retry 1 of 1 after 250ms for pay-checkout POST /internal/deposits: 502 Bad Gateway (callout ${id})`,
        { ids },
      );
      const stack = r.chance(0.4);
      ctx.emit(
        done + r.int(300, 400),
        intake,
        "ERROR",
        `Deposit step failed for callout ${id}; returning 503 to client`,
        stack
          ? {
              ids,
              trace: {
                ex: "System.Net.Http.HttpRequestException",
                msg: "Response status code does not indicate success: 502 (Bad Gateway).",
                frames: [
                  ["System.Net.Http.HttpResponseMessage", "EnsureSuccessStatusCode"],
                  ["Clients.PayCheckoutClient", "TakeDepositAsync"],
                  ["Callouts.CreateCalloutHandler", "Handle"],
                ],
              },
            }
          : { ids },
      );
      const { method, path } = routeOf(ctx, "intake");
      appReq(ctx, done + 402, intake, ids, method, path, 503, done + 402 - t);
      access(ctx, done + r.int(405, 420), ids, {
        method,
        path,
        status: 503,
        ms: r.int(200, 3200),
        up: intake,
      });
      if (r.chance(0.5))
        ctx.emit(at + r.int(60000, 90000), nt, "WARN", `callout ${id} still awaiting deposit; reminder SMS scheduled`);
      return true;
    };
  },
};
