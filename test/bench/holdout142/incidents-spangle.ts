// Spangle Brothers Concessions & Acts (team-prefixed -svc/-worker names, HAProxy, correlation ids on some).
import type { IncidentDef } from "./incident-types.js";
import { s } from "./incident-types.js";
import type { Ctx } from "./scenario.js";
import { dotnetStack, javaStack, nodeStack, pyTrace } from "./stacks.js";

const myDate = (t: number) => new Date(t).toISOString().replace("Z", "000Z");
const corr = (c: Ctx, svc: string) => c.ids(svc).attrs;
const laravel = (cls: string, code: string, msg: string, file: string) =>
  `{"exception":"[object] (${cls}(code: ${code}): ${msg} at ${file})"}`;

const SPRING_SHORT = [
  "org.springframework.web.servlet.FrameworkServlet.processRequest(FrameworkServlet.java:1014)",
  "jakarta.servlet.http.HttpServlet.service(HttpServlet.java:658)",
];

export const SPANGLE_INCIDENTS: IncidentDef[] = [
  {
    estate: "spangle",
    origin: "ops-mailer-worker",
    category: "authentication",
    hints: ["535", "authentication", "credential", "smtp auth", "password"],
    sev: "medium",
    note: "The SMTP relay's app password for ops-mailer-worker was revoked, every send fails with 535 authentication failed and no receipts or shift reports go out.",
    write: (c) => {
      c.every("ops-mailer-worker", c.at, c.t1, 3000, () => ({
        level: "ERROR",
        msg: "mail send failed",
        stack: nodeStack(
          "Error: Invalid login: 535-5.7.8 Username and Password not accepted. For more information, go to 535 5.7.8  https://support.mailhost.example/?p=BadCredentials",
          [
            "SMTPConnection._formatError (/app/node_modules/nodemailer/lib/smtp-connection/index.js:798:19)",
            "SMTPConnection._actionAUTHComplete (/app/node_modules/nodemailer/lib/smtp-connection/index.js:1577:34)",
          ],
        ),
        attrs: { ...corr(c, "ops-mailer-worker"), code: "EAUTH", responseCode: 535, command: "AUTH PLAIN" },
      }));
      c.every("conc-pos-svc", c.at + s(30), c.t1, 12000, () => ({
        level: "WARN",
        msg: `production.WARNING: Receipt email not confirmed within 60s {"till":"T${c.rng.int(1, 48)}"}`,
        attrs: corr(c, "conc-pos-svc"),
      }));
    },
  },
  {
    estate: "spangle",
    origin: "conc-stock-worker",
    category: "authorization",
    hints: ["403", "forbidden", "not authorised", "permission", "scope"],
    sev: "medium",
    note: "The wholesale supplier moved Spangle to a plan whose API key may not place orders, so conc-stock-worker's automatic reorders are refused with 403 Forbidden.",
    write: (c) => {
      c.every("conc-stock-worker", c.at, c.t1, 6000, () => ({
        level: "ERROR",
        msg: "stock.reorder: supplier refused purchase order",
        stack: pyTrace(
          [
            ["/app/stock/reorder.py", 77, "place_order", "resp.raise_for_status()"],
            [
              "/usr/local/lib/python3.12/site-packages/httpx/_models.py",
              829,
              "raise_for_status",
              "raise HTTPStatusError(message, request=request, response=self)",
            ],
          ],
          'httpx.HTTPStatusError: Client error \'403 Forbidden\' for url \'https://api.cashcarry-wholesale.example/v1/orders\'\nFor more information check: https://developer.mozilla.org/en-US/docs/Web/HTTP/Status/403\nResponse body: {"error":"key_not_authorised","message":"API key plan \'catalogue\' does not permit POST /v1/orders"}',
        ),
      }));
      c.every("conc-stock-worker", c.at + s(60), c.t1, 15000, () => ({
        level: "WARN",
        msg: `stock.reorder: ${c.rng.int(3, 30)} SKUs below par at stand ${c.rng.pick(["popcorn-north", "hotdog-east", "churro-cart"])} with no open order`,
      }));
    },
  },
  {
    estate: "spangle",
    origin: "conc-mysql",
    category: "database",
    hints: ["assertion", "crash", "mysql", "gone away", "database"],
    sev: "high",
    note: "conc-mysql hits an InnoDB assertion, aborts and runs crash recovery, so the tills' sales inserts fail with connection refused and 'server has gone away'.",
    write: (c) => {
      c.line(
        c.at,
        "conc-mysql",
        "ERROR",
        `${myDate(c.at)} 0 [ERROR] [MY-013183] [InnoDB] Assertion failure: btr0pcur.cc:596:btr_page_get_prev(next_page) == page_get_page_no(page) thread 140213448537664`,
      );
      c.line(c.at + 2, "conc-mysql", "ERROR", `${myDate(c.at)} 0 [ERROR] [MY-000000] [Server] mysqld got signal 6 ;`);
      c.line(
        c.at + s(9),
        "conc-mysql",
        "INFO",
        `${myDate(c.at + s(9))} 0 [System] [MY-010116] [Server] /usr/sbin/mysqld (mysqld 8.0.39) starting as process 1`,
      );
      c.line(
        c.at + s(10),
        "conc-mysql",
        "INFO",
        `${myDate(c.at + s(10))} 1 [Note] [MY-013883] [InnoDB] Starting crash recovery.`,
      );
      c.line(
        c.at + s(70),
        "conc-mysql",
        "INFO",
        `${myDate(c.at + s(70))} 1 [Note] [MY-013885] [InnoDB] Crash recovery finished.`,
      );
      c.line(
        c.at + s(150),
        "conc-mysql",
        "ERROR",
        `${myDate(c.at + s(150))} 0 [ERROR] [MY-013183] [InnoDB] Assertion failure: btr0pcur.cc:596:btr_page_get_prev(next_page) == page_get_page_no(page) thread 139877102220864`,
      );
      c.line(
        c.at + s(152),
        "conc-mysql",
        "INFO",
        `${myDate(c.at + s(159))} 0 [System] [MY-010116] [Server] /usr/sbin/mysqld (mysqld 8.0.39) starting as process 1`,
      );
      c.silence("conc-mysql", c.at, c.t1);
      c.every("conc-pos-svc", c.at + 100, c.t1, 1000, () => ({
        level: "ERROR",
        msg: `production.ERROR: ${c.rng.pick([
          "SQLSTATE[HY000] [2002] Connection refused (Connection: mysql, SQL: insert into `sales` (`till_id`, `total_pence`, `created_at`) values (?, ?, ?))",
          "SQLSTATE[HY000]: General error: 2006 MySQL server has gone away (Connection: mysql, SQL: select * from `shifts` where `till_id` = ? limit 1)",
        ])} ${laravel("Illuminate\\\\Database\\\\QueryException", "2002", "SQLSTATE[HY000] [2002] Connection refused", "/var/www/vendor/laravel/framework/src/Illuminate/Database/Connection.php:825")}`,
        attrs: corr(c, "conc-pos-svc"),
      }));
      c.every("fin-ledger-svc", c.at + 100, c.t1, 4000, () => ({
        level: "ERROR",
        msg: "Spangle.Ledger.JournalWriter[0] Journal write failed",
        stack: dotnetStack(
          "MySqlConnector.MySqlException (0x80004005): Unable to connect to any of the specified MySQL hosts.",
          [
            "MySqlConnector.Core.ServerSession.OpenTcpSocketAsync(ConnectionSettings cs, ILoadBalancer loadBalancer, Activity activity, IOBehavior ioBehavior, CancellationToken cancellationToken) in /_/src/MySqlConnector/Core/ServerSession.cs:line 1071",
          ],
        ),
        attrs: corr(c, "fin-ledger-svc"),
      }));
      c.every("haproxy", c.at + 100, c.t1, 1600, (t) => {
        c.edge(t, "conc-pos-svc", 500, { path: "POST /api/tills/T12/sales" });
        return null;
      });
    },
  },
  {
    estate: "spangle",
    origin: "acts-lineup-svc",
    category: "network",
    hints: ["dns", "lookup", "server misbehaving", "resolve"],
    sev: "medium",
    note: "acts-lineup-svc's DNS lookups start failing with 'server misbehaving', so it cannot reach acts-rigging-svc to confirm rig checks and lineup swaps fail.",
    write: (c) => {
      c.every("acts-lineup-svc", c.at, c.t1, 2500, () => ({
        level: "ERROR",
        msg: "rigging check failed",
        attrs: {
          act: c.rng.pick(["aerial-silks", "wheel-of-death", "teeterboard"]),
          err: 'Get "http://acts-rigging-svc:8080/rigs/RIG-4/loadcheck": dial tcp: lookup acts-rigging-svc on 10.96.0.10:53: server misbehaving',
        },
      }));
      c.every("haproxy", c.at + 100, c.t1, 3000, (t) => {
        c.edge(t, "acts-lineup-svc", 502, { path: "POST /lineup/swap" });
        return null;
      });
      c.slow("acts-rigging-svc", c.at, c.t1, 0.2);
    },
  },
  {
    estate: "spangle",
    origin: "fin-ledger-svc",
    category: "timeout",
    hints: ["timeout", "timed out", "command timeout"],
    sev: "medium",
    note: "fin-ledger-svc's shift-totals query now scans the whole season's journal, runs past its 30 s command timeout and till shifts cannot be closed.",
    write: (c) => {
      c.every("fin-ledger-svc", c.at, c.t1, 5000, () => ({
        level: "ERROR",
        msg: "Microsoft.EntityFrameworkCore.Database.Command[20102] Failed executing DbCommand (30,012ms) [Parameters=[@__shiftId_0='?' (DbType = Int32)], CommandType='Text', CommandTimeout='30']\nSELECT SUM(l.amount_pence) FROM journal_lines AS l WHERE l.shift_id = @__shiftId_0 OR l.season = 2026",
        stack: dotnetStack(
          "MySqlConnector.MySqlException (0x80004005): The Command Timeout expired before the operation completed.",
          [
            "MySqlConnector.Core.ServerSession.TryAsyncContinuation(Task`1 task) in /_/src/MySqlConnector/Core/ServerSession.cs:line 1295",
            "Spangle.Ledger.ShiftTotals.ComputeAsync(Int32 shiftId, CancellationToken ct) in /src/Spangle.Ledger/ShiftTotals.cs:line 47",
          ],
        ),
        attrs: corr(c, "fin-ledger-svc"),
      }));
      c.every("conc-pos-svc", c.at + 200, c.t1, 2200, () => ({
        level: "ERROR",
        msg: `production.ERROR: Shift close failed {"till":"T${c.rng.int(1, 48)}"} ${laravel("GuzzleHttp\\\\Exception\\\\ConnectException", "0", "cURL error 28: Operation timed out after 30001 milliseconds with 0 bytes received (see https://curl.haxx.se/libcurl/c/libcurl-errors.html) for http://fin-ledger-svc:5000/api/shifts/8812/totals", "/var/www/vendor/guzzlehttp/guzzle/src/Handler/CurlFactory.php:275")}`,
        attrs: corr(c, "conc-pos-svc"),
      }));
      c.every("haproxy", c.at + 200, c.t1, 3000, (t) => {
        c.edge(t, "conc-pos-svc", 504, { path: "GET /api/tills/T9/shift", durMs: 30000, term: "sH--" });
        return null;
      });
    },
  },
  {
    estate: "spangle",
    origin: "conc-pos-svc",
    category: "rate_limiting",
    hints: ["429", "rate limit", "too many requests", "throttl"],
    sev: "high",
    note: "During the interval rush conc-pos-svc exceeds the card-terminal cloud's per-merchant rate limit, card payments get 429 and tills fall back to cash only.",
    write: (c) => {
      c.every("conc-pos-svc", c.at, c.t1, 1800, () => ({
        level: "WARN",
        msg: `production.WARNING: Card terminal API throttled {"till":"T${c.rng.int(1, 48)}","status":429,"x-ratelimit-limit":"50","x-ratelimit-remaining":"0","retry_after":${c.rng.int(1, 10)}}`,
        attrs: corr(c, "conc-pos-svc"),
      }));
      c.every("conc-pos-svc", c.at + s(20), c.t1, 3500, () => ({
        level: "ERROR",
        msg: `production.ERROR: Card payment abandoned after 3 retries {"till":"T${c.rng.int(1, 48)}","amount":"${c.rng.int(3, 25)}.50"}`,
        attrs: corr(c, "conc-pos-svc"),
      }));
      c.every("haproxy", c.at + s(20), c.t1, 1600, (t) => {
        c.edge(t, "conc-pos-svc", 502, { path: "POST /api/tills/T4/sales", durMs: c.rng.int(4000, 12000) });
        return null;
      });
    },
  },
  {
    estate: "spangle",
    origin: "conc-menu-svc",
    category: "validation",
    hints: ["zod", "validation", "invalid_type", "schema"],
    sev: "high",
    note: "conc-menu-svc's new response schema rejects stored items whose allergens are strings, so menu requests fail validation and tills cannot load their menus.",
    write: (c) => {
      c.every("conc-menu-svc", c.at, c.t1, 2500, () => ({
        level: "ERROR",
        msg: "menu response failed schema validation",
        stack: nodeStack(
          `ZodError: [\n  {\n    "code": "invalid_type",\n    "expected": "number",\n    "received": "string",\n    "path": [\n      "items",\n      ${c.rng.int(0, 40)},\n      "allergens",\n      0\n    ],\n    "message": "Expected number, received string"\n  }\n]`,
          [
            "get error [as error] (/app/node_modules/zod/lib/types.js:55:31)",
            "ZodObject.parse (/app/node_modules/zod/lib/types.js:131:22)",
            "menuRoute (/app/dist/routes/menu.js:41:33)",
          ],
        ),
        attrs: corr(c, "conc-menu-svc"),
      }));
      c.every("conc-pos-svc", c.at + 100, c.t1, 1500, () => ({
        level: "ERROR",
        msg: `production.ERROR: Menu fetch failed {"stand":"${c.rng.pick(["popcorn-north", "candyfloss-2", "hotdog-east"])}","status":500}`,
        attrs: corr(c, "conc-pos-svc"),
      }));
      c.every("haproxy", c.at + 100, c.t1, 1800, (t) => {
        c.edge(t, "conc-menu-svc", 500, { path: "GET /menus/popcorn-north" });
        return null;
      });
    },
  },
  {
    estate: "spangle",
    origin: "acts-rigging-svc",
    category: "null_reference",
    hints: ["nullpointerexception", "null", "npe"],
    sev: "medium",
    note: "acts-rigging-svc throws NullPointerException on load checks for a newly added rig that has no record yet, so lineup swaps needing that rig fail.",
    write: (c) => {
      c.every("acts-rigging-svc", c.at, c.t1, 5000, () => ({
        level: "ERROR",
        msg: `[http-nio-8080-exec-${c.rng.int(1, 20)}] o.a.c.c.C.[.[.[/].[dispatcherServlet] : Servlet.service() for servlet [dispatcherServlet] in context with path [] threw exception [Request processing failed: java.lang.NullPointerException: Cannot invoke "com.spangle.acts.rigging.Rig.getWorkingLoadLimitKg()" because the return value of "com.spangle.acts.rigging.RigRepository.findByCode(String)" is null] with root cause`,
        stack: javaStack(
          'java.lang.NullPointerException: Cannot invoke "com.spangle.acts.rigging.Rig.getWorkingLoadLimitKg()" because the return value of "com.spangle.acts.rigging.RigRepository.findByCode(String)" is null',
          [
            "com.spangle.acts.rigging.LoadCheckService.check(LoadCheckService.java:52)",
            "com.spangle.acts.rigging.LoadCheckController.loadcheck(LoadCheckController.java:31)",
            ...SPRING_SHORT,
          ],
        ),
      }));
      c.every("acts-lineup-svc", c.at + 100, c.t1, 2200, () => ({
        level: "ERROR",
        msg: "lineup swap rejected",
        attrs: { reason: "rigging loadcheck failed", upstream_status: 500, rig: "RIG-15" },
      }));
      c.every("haproxy", c.at + 100, c.t1, 3500, (t) => {
        c.edge(t, "acts-lineup-svc", 502, { path: "POST /lineup/swap" });
        return null;
      });
    },
  },
  {
    estate: "spangle",
    origin: "haproxy",
    category: "configuration",
    hints: ["config", "health check", "layer7", "no server available", "backend"],
    sev: "high",
    note: "A haproxy config reload changed conc-pos-svc's health-check path to one that returns 404, every POS server is marked DOWN and tills get 503.",
    write: (c) => {
      c.line(c.at - s(15), "haproxy", "WARN", "[WARNING]  (1) : Reexecuting Master process");
      c.line(c.at - s(14), "haproxy", "INFO", "[NOTICE]   (1) : New worker (812) forked");
      c.line(c.at - s(14), "haproxy", "INFO", "[NOTICE]   (1) : Loading success.");
      for (let i = 1; i <= 3; i++)
        c.line(
          c.at + i * 700,
          "haproxy",
          "WARN",
          `[WARNING]  (812) : Server be_conc_pos/conc-pos-svc-${i} is DOWN, reason: Layer7 wrong status, code: 404, info: "Not Found", check duration: ${c.rng.int(2, 9)}ms. ${3 - i} active and 0 backup servers left. ${c.rng.int(0, 9)} sessions active, 0 requeued, 0 remaining in queue.`,
        );
      c.line(c.at + 2200, "haproxy", "ERROR", "[ALERT]    (812) : backend 'be_conc_pos' has no server available!");
      c.every("haproxy", c.at + 2300, c.t1, 700, (t) => {
        c.edge(t, "conc-pos-svc", 503, { path: "POST /api/tills/T22/sales", durMs: 0, term: "SC--" });
        return null;
      });
      c.slow("conc-pos-svc", c.at, c.t1, 0.1);
      c.down("conc-pos-svc", c.at + 2200);
      c.every("conc-pos-svc", c.at, c.t1, 4000, () => ({
        level: "INFO",
        msg: `10.60.0.2 -  - "GET /healthz" 200`,
      }));
    },
  },
  {
    estate: "spangle",
    origin: "fin-payout-worker",
    category: "dependency",
    hints: ["503", "unavailable", "bank", "circuit", "upstream"],
    sev: "medium",
    note: "The bank's payouts API answers 503 to fin-payout-worker, its circuit opens and performer and vendor payouts pile up unsent.",
    write: (c) => {
      c.every("fin-payout-worker", c.at, c.at + s(40), 2500, () => ({
        level: "WARN",
        msg: `[scheduling-1] c.s.fin.payout.BankClient : Bank payouts API returned 503 Service Unavailable (attempt ${c.rng.int(1, 3)}/3)`,
        attrs: corr(c, "fin-payout-worker"),
      }));
      c.line(
        c.at + s(40),
        "fin-payout-worker",
        "WARN",
        "[scheduling-1] i.g.r.c.i.CircuitBreakerStateMachine : CircuitBreaker 'bank-payouts' changed state from CLOSED to OPEN",
      );
      c.every("fin-payout-worker", c.at + s(41), c.t1, 5000, () => ({
        level: "ERROR",
        msg: `[scheduling-${c.rng.int(1, 4)}] c.s.fin.payout.PayoutJob : Payout ${c.rng.int(1000, 9999)} for performer ${c.rng.int(10, 99)} deferred`,
        stack: javaStack(
          "io.github.resilience4j.circuitbreaker.CallNotPermittedException: CircuitBreaker 'bank-payouts' is OPEN and does not permit further calls",
          [
            "com.spangle.fin.payout.BankClient.send(BankClient.java:66)",
            "com.spangle.fin.payout.PayoutJob.run(PayoutJob.java:40)",
          ],
        ),
        attrs: corr(c, "fin-payout-worker"),
      }));
      c.every("fin-ledger-svc", c.at + s(60), c.t1, 20000, () => ({
        level: "WARN",
        msg: `Spangle.Ledger.Reconciler[0] ${c.rng.int(20, 140)} payouts awaiting bank confirmation`,
      }));
    },
  },
  {
    estate: "spangle",
    origin: "conc-menu-svc",
    category: "memory",
    hints: ["heap", "memory", "out of memory", "oom"],
    sev: "high",
    note: "conc-menu-svc leaks rendered menu images into an in-process cache, V8 reaches its heap limit and the process aborts repeatedly, so tills cannot load menus.",
    write: (c) => {
      const crash = (t: number) => {
        c.line(t, "conc-menu-svc", "ERROR", "<--- Last few GCs --->", {
          stack: `\n[1:0x6a1c0d0]  ${c.rng.int(500000, 900000)} ms: Mark-Compact 2028.4 (2083.6) -> 2017.9 (2085.1) MB, 1840.55 / 0.00 ms  (average mu = 0.141, current mu = 0.033) allocation failure; scavenge might not succeed\n\n<--- JS stacktrace --->\n\nFATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory\n----- Native stack trace -----\n\n 1: 0xb8d0a3 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]\n 2: 0xf06250 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]`,
        });
        c.silence("conc-menu-svc", t, t + s(25));
        c.down("conc-menu-svc", t, t + s(25));
        c.line(t + s(26), "conc-menu-svc", "INFO", "server listening on :3000");
      };
      c.every("conc-menu-svc", c.at - s(200), c.at, 25000, (_t, i) => ({
        level: "WARN",
        msg: "event loop lag high",
        attrs: { lag_ms: 200 + i * 180, heap_used_mb: 1500 + i * 60 },
      }));
      crash(c.at);
      crash(c.at + s(c.rng.int(120, 200)));
      c.every("conc-pos-svc", c.at + 100, c.t1, 1300, () => ({
        level: "ERROR",
        msg: `production.ERROR: Menu fetch failed {"stand":"${c.rng.pick(["popcorn-north", "candyfloss-2", "hotdog-east"])}","error":"cURL error 7: Failed to connect to conc-menu-svc port 3000 after 0 ms: Connection refused"}`,
        attrs: corr(c, "conc-pos-svc"),
      }));
      c.every("haproxy", c.at + 100, c.t1, 2000, (t) => {
        c.edge(t, "conc-menu-svc", 503, { path: "GET /menus/hotdog-east", durMs: 0, term: "SC--" });
        return null;
      });
    },
  },
  {
    estate: "spangle",
    origin: "conc-mysql",
    category: "disk",
    hints: ["disk is full", "no space", "disk", "errno 28"],
    sev: "high",
    note: "conc-mysql's data volume fills with binary logs, MySQL blocks writes waiting for space, and sales inserts from the tills hang until they time out.",
    write: (c) => {
      c.every("conc-mysql", c.at, c.t1, 60000, (t) => ({
        level: "ERROR",
        msg: `${myDate(t)} ${c.rng.int(10, 900)} [ERROR] [MY-000035] [Server] Disk is full writing './binlog.000${c.rng.int(300, 320)}' (OS errno 28 - No space left on device). Waiting for someone to free space... Retry in 60 secs. Further messages for this error will be reduced to once every 10 minutes.`,
      }));
      c.every("conc-pos-svc", c.at + s(5), c.t1, 1100, () => ({
        level: "ERROR",
        msg: `production.ERROR: SQLSTATE[HY000]: General error: 2013 Lost connection to MySQL server during query (Connection: mysql, SQL: insert into \`sales\` (\`till_id\`, \`total_pence\`) values (?, ?)) ${laravel("Illuminate\\\\Database\\\\QueryException", "2013", "Lost connection to MySQL server during query", "/var/www/vendor/laravel/framework/src/Illuminate/Database/Connection.php:825")}`,
        attrs: corr(c, "conc-pos-svc"),
      }));
      c.every("conc-stock-worker", c.at + s(5), c.t1, 5000, () => ({
        level: "ERROR",
        msg: "stock.worker: decrement failed: (2013, 'Lost connection to MySQL server during query ([Errno 110] Connection timed out)')",
      }));
      c.every("haproxy", c.at + s(5), c.t1, 2000, (t) => {
        c.edge(t, "conc-pos-svc", 504, { path: "POST /api/tills/T30/sales", durMs: 30000, term: "sH--" });
        return null;
      });
    },
  },
  {
    estate: "spangle",
    origin: "acts-lineup-svc",
    category: "unknown",
    hints: ["crash", "exit", "restart", "unknown", "down"],
    sev: "high",
    note: "acts-lineup-svc keeps dying right after start with no error of its own, HAProxy marks it DOWN and the public lineup board returns 503.",
    write: (c) => {
      c.silence("acts-lineup-svc", c.at);
      c.down("acts-lineup-svc", c.at);
      for (let t = c.at + s(4); t < c.t1; t += c.rng.int(30000, 70000))
        c.line(t, "acts-lineup-svc", "INFO", "starting", { attrs: { version: "1.22.0", addr: ":8080" } });
      c.line(
        c.at + 1500,
        "haproxy",
        "WARN",
        `[WARNING]  (8) : Server be_acts_lineup/acts-lineup-svc-1 is DOWN, reason: Layer4 connection problem, info: "Connection refused", check duration: 0ms. 1 active and 0 backup servers left. 0 sessions active, 0 requeued, 0 remaining in queue.`,
      );
      c.line(
        c.at + 3100,
        "haproxy",
        "WARN",
        `[WARNING]  (8) : Server be_acts_lineup/acts-lineup-svc-2 is DOWN, reason: Layer4 connection problem, info: "Connection refused", check duration: 0ms. 0 active and 0 backup servers left. 0 sessions active, 0 requeued, 0 remaining in queue.`,
      );
      c.line(c.at + 3200, "haproxy", "ERROR", "[ALERT]    (8) : backend 'be_acts_lineup' has no server available!");
      c.every("haproxy", c.at + 3300, c.t1, 1200, (t) => {
        c.edge(t, "acts-lineup-svc", 503, { path: "GET /lineup/today", durMs: 0, term: "SC--" });
        return null;
      });
    },
  },
];
