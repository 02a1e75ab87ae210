// The eight broken windows of quiet104, one per category, each written as its runtime and its callers really log it.
import { access, type Ctx, ev, lvlFor } from "./ctx.js";
import type { Role } from "./estates.js";
import type { Ev } from "./formats.js";
import { restart } from "./quiet.js";
import { configReload, type Endpoint, okFlow, roleLine } from "./traffic.js";

export interface IncidentDef {
  category: string;
  estate: string;
  role: Role;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  silence?: boolean; // the origin's INFO lines stop
  hits(ep: Endpoint): boolean;
  rate(dt: number): number;
  fail(c: Ctx, ep: Endpoint, t: number, tr: string | undefined, dt: number): Ev[];
  extra(c: Ctx, start: number, end: number): Ev[];
}

const gwLine = (c: Ctx, ep: Endpoint, t: number, tr: string | undefined, status: number, ms: number): Ev =>
  ev(t, c.n("gw"), lvlFor(status), access(c, c.n("gw"), ep.method, ep.path, status, ms), { trace: tr });

const ramp = (dt: number, full: number, lo = 0.2, hi = 0.9) => Math.min(hi, lo + ((hi - lo) * dt) / full);

/** Lines of the roles a request passes before it reaches `role`. */
const before = (c: Ctx, ep: Endpoint, role: Role, t: number, tr: string | undefined): Ev[] => {
  const i = ep.chain.indexOf(role);
  const b = c.booking();
  return ep.chain
    .slice(0, Math.max(0, i))
    .filter((r) => c.has(r) && c.n(r) !== c.n(role))
    .map((r, k) => roleLine(c, r, ep, t + 4 + k * 9, tr, b));
};

export const INCIDENTS: IncidentDef[] = [
  {
    category: "database",
    estate: "teeline",
    role: "sheet",
    hints: ["connection", "database", "postgres", "psql", "sql", "slots"],
    severity: "high",
    note: "teesheet-core's Postgres runs out of connection slots (FATAL 53300); tee-time searches and bookings fail and teeline-edge retries them into a storm of 500s.",
    hits: (ep) => ep.chain.includes("sheet"),
    rate: (dt) => ramp(dt, 60_000, 0.3, 0.85),
    fail(c, ep, t, tr) {
      const o = c.n("sheet");
      const out = before(c, ep, "sheet", t, tr);
      out.push(
        ev(t + 20, o, "WARN", "o.h.engine.jdbc.spi.SqlExceptionHelper : SQL Error: 0, SQLState: 53300", { trace: tr }),
      );
      const withStack = c.rng.chance(0.35);
      out.push(
        ev(
          t + 21,
          o,
          "ERROR",
          "o.h.engine.jdbc.spi.SqlExceptionHelper : FATAL: remaining connection slots are reserved for non-replication superuser connections",
          {
            trace: tr,
            ...(withStack
              ? {
                  errKind: "org.springframework.transaction.CannotCreateTransactionException",
                  stack: [
                    "org.springframework.transaction.CannotCreateTransactionException: Could not open JPA EntityManager for transaction",
                    "\tat org.springframework.orm.jpa.JpaTransactionManager.doBegin(JpaTransactionManager.java:466)",
                    "\tat org.springframework.transaction.support.AbstractPlatformTransactionManager.startTransaction(AbstractPlatformTransactionManager.java:531)",
                    `\tat com.teeline.sheet.SlotQueryService$$SpringCGLIB$$0.findOpenSlots(<generated>)`,
                    `\tat com.teeline.sheet.api.TeeTimeController.search(TeeTimeController.java:${c.rng.int(40, 90)})`,
                    "Caused by: org.postgresql.util.PSQLException: FATAL: remaining connection slots are reserved for non-replication superuser connections",
                    "\tat org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)",
                    "\tat org.postgresql.core.v3.ConnectionFactoryImpl.tryConnect(ConnectionFactoryImpl.java:203)",
                    "\tat com.zaxxer.hikari.pool.HikariPool.createPoolEntry(HikariPool.java:479)",
                    "\t... 87 common frames omitted",
                  ],
                }
              : {}),
          },
        ),
      );
      const gw = c.n("gw");
      for (let a = 1; a <= c.rng.int(1, 3); a++)
        out.push(
          ev(
            t + 60 + a * 150,
            gw,
            "WARN",
            `teesheet-core ${ep.method} ${ep.path.split("?")[0]} -> 500, retry ${a}/3 in ${a * 100}ms`,
            { trace: tr },
          ),
        );
      out.push(
        ev(t + 600, gw, "ERROR", `upstream teesheet-core failed after 3 attempts: 500 Internal Server Error`, {
          trace: tr,
        }),
      );
      out.push(gwLine(c, ep, t + 610, tr, 502, c.rng.int(500, 900)));
      return out;
    },
    extra(c, start, end) {
      const out: Ev[] = restart(c, "live-scores", start - c.rng.int(60_000, 120_000));
      for (let t = start + 30_000; t < end; t += 120_000)
        out.push(
          ev(
            t,
            c.n("pricing"),
            "ERROR",
            "dynamic pricing run aborted: tee sheet snapshot fetch failed (teesheet-core HTTP 500)",
          ),
        );
      return out;
    },
  },
  {
    category: "memory",
    estate: "teeline",
    role: "scoring",
    hints: ["memory", "heap", "oom", "allocation"],
    severity: "high",
    note: "live-scores leaks leaderboard subscriptions during a tournament round, hits the V8 heap limit and crash-loops; teeline-edge answers score posts with 502.",
    hits: (ep) => ep.key === "scores",
    rate: (dt) => (dt < 60_000 ? 0.1 : 0.6),
    fail(c, ep, t, tr) {
      const gw = c.n("gw");
      return [
        ev(
          t + c.rng.int(200, 2000),
          gw,
          "ERROR",
          c.rng.chance(0.5)
            ? "proxy error to live-scores: socket hang up"
            : "proxy error to live-scores: connect ECONNREFUSED 10.12.4.31:8080",
          { trace: tr },
        ),
        gwLine(c, ep, t + 2100, tr, 502, c.rng.int(1500, 2400)),
      ];
    },
    extra(c, start, end) {
      const o = c.n("scoring");
      const out: Ev[] = [configReload(c, "yield-pricer", start + c.rng.int(30_000, 90_000))];
      for (let t = start; t < end; t += 20_000)
        out.push(
          ev(
            t,
            o,
            "WARN",
            `event loop delay p99 ${c.rng.int(600, 2400)}ms over 200ms threshold (subscribers ${c.rng.int(9000, 30000)})`,
          ),
        );
      let t = start + c.rng.int(60_000, 90_000);
      let up = 0;
      while (t < end) {
        const pid = "1:0x5d4c3a0";
        const ms = 600_000 + up;
        out.push(
          ev(t, o, "FATAL", "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory", {
            errKind: "FatalProcessOutOfMemory",
            stack: [
              "<--- Last few GCs --->",
              `[${pid}]   ${ms} ms: Mark-Compact 2031.4 (2083.2) -> 2029.8 (2084.7) MB, 1843.21 / 0.00 ms  (average mu = 0.112, current mu = 0.021) allocation failure; scavenge might not succeed`,
              `[${pid}]   ${ms + 2057} ms: Mark-Compact 2045.1 (2090.6) -> 2043.9 (2091.0) MB, 1975.66 / 0.00 ms  (average mu = 0.071, current mu = 0.034) allocation failure; GC in old space requested`,
              "<--- JS stacktrace --->",
              " 1: 0xb9c1f0 node::Abort() [node]",
              " 2: 0xaa27ee  [node]",
              " 3: 0xd73eb0 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
              " 4: 0xd74257 v8::internal::V8::FatalProcessOutOfMemory(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
              " 5: 0xf515c5  [node]",
              " 6: 0xf63b3d v8::internal::Heap::CollectGarbage(v8::internal::AllocationSpace, v8::internal::GarbageCollectionReason, v8::GCCallbackFlags) [node]",
            ],
          }),
        );
        out.push(ev(t + c.rng.int(6000, 9000), o, "INFO", "server listening on :8080 (version 4.18.2)"));
        out.push(ev(t + c.rng.int(9500, 12000), o, "INFO", "leaderboard cache rebuilt from scoring store: 312 groups"));
        up += 120_000;
        t += c.rng.int(95_000, 140_000);
      }
      return out;
    },
  },
  {
    category: "authentication",
    estate: "kestrel",
    role: "pay",
    hints: ["auth", "unauthorized", "401", "credential", "api key", "security"],
    severity: "high",
    note: "card-vault's API credential is rejected by the card processor (HTTP 401, errorType security); every prepayment and pro shop card sale fails and callers report card-vault 502s.",
    hits: (ep) => ep.key === "book" || ep.key === "pos",
    rate: () => 0.97,
    fail(c, ep, t, tr) {
      const o = c.n("pay");
      const out = before(c, ep, "pay", t, tr);
      out.push(
        ev(
          t + 120,
          o,
          "ERROR",
          'c.k.g.vault.PspClient : authorise failed: HTTP 401 {"status":401,"errorCode":"000","message":"HTTP Status Response - Unauthorized","errorType":"security"}',
          {
            trace: tr,
            errKind: "com.adyen.service.exception.ApiException",
            stack: c.rng.chance(0.4)
              ? [
                  "com.adyen.service.exception.ApiException: HTTP Exception",
                  "\tat com.adyen.httpclient.AdyenHttpClient.request(AdyenHttpClient.java:161)",
                  "\tat com.adyen.service.resource.Resource.request(Resource.java:88)",
                  "\tat com.adyen.service.checkout.PaymentsApi.payments(PaymentsApi.java:412)",
                  `\tat uk.kestrel.golf.vault.PspClient.authorise(PspClient.java:${c.rng.int(60, 99)})`,
                  "\tat uk.kestrel.golf.vault.AuthoriseHandler.handle(AuthoriseHandler.java:47)",
                ]
              : undefined,
          },
        ),
      );
      if (ep.key === "pos") {
        const pos = c.n("pos");
        for (let a = 1; a <= 3; a++)
          out.push(
            ev(
              t + 200 + a * 700,
              pos,
              a < 3 ? "WARN" : "ERROR",
              a < 3
                ? `card auth T${c.rng.int(1, 6)}: card-vault 502 Bad Gateway, retry ${a}/2`
                : "card auth failed after retries (card-vault 502), asking customer for another tender",
              { trace: tr },
            ),
          );
        return out;
      }
      out.push(
        ev(t + 260, c.n("gw"), "ERROR", `Prepayment for booking failed: card-vault responded 502 (Bad Gateway)`, {
          trace: tr,
        }),
      );
      out.push(
        ev(t + 270, c.n("sheet"), "WARN", `hold ${c.booking()} kept without prepayment, expires in 15m`, { trace: tr }),
      );
      out.push(gwLine(c, ep, t + 280, tr, 502, c.rng.int(300, 700)));
      return out;
    },
    extra(c, start) {
      return restart(c, c.n("cond"), start + c.rng.int(-150_000, -40_000));
    },
  },
  {
    category: "timeout",
    estate: "kestrel",
    role: "sheet",
    hints: ["timeout", "timed out", "canceled", "cancelled", "budget", "starvation", "deadline"],
    severity: "medium",
    silence: true,
    note: "starter-sheet's availability computation stalls on a lock and runs past its 30 s budget (WARN only, its normal lines stop); resort-api's HttpClient times out and answers 504.",
    hits: (ep) => ep.chain.includes("sheet"),
    rate: (dt) => ramp(dt, 90_000, 0.3, 0.9),
    fail(c, ep, t, tr) {
      const gw = c.n("gw");
      const o = c.n("sheet");
      const out = before(c, ep, "sheet", t, tr);
      out.push(
        ev(
          t + 10_001,
          gw,
          "WARN",
          `Execution attempt. Source: 'starter-sheet-standard//Standard-Retry', Operation Key: '', Result: 'The operation didn't complete within the allowed timeout of '00:00:10'.', Handled: 'True', Attempt: '0', Execution Time: ${(10000 + c.rng.float(0, 3)).toFixed(4)}ms`,
          { trace: tr },
        ),
      );
      if (c.rng.chance(0.35))
        out.push(
          ev(
            t + c.rng.int(28_000, 34_000),
            o,
            "WARN",
            `Availability for ${c.course()} exceeded 30000ms budget (waited ${c.rng.int(24, 31)}s on TeeSheetGate), request abandoned`,
            { trace: tr },
          ),
        );
      out.push(
        ev(t + 30_002, gw, "ERROR", "Upstream call to starter-sheet failed", {
          trace: tr,
          errKind: "System.Threading.Tasks.TaskCanceledException",
          stack: [
            "System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 30 seconds elapsing.",
            " ---> System.TimeoutException: The operation was canceled.",
            " ---> System.Threading.Tasks.TaskCanceledException: The operation was canceled.",
            "   at System.Net.Http.HttpConnection.SendAsync(HttpRequestMessage request, Boolean async, CancellationToken cancellationToken)",
            "   --- End of inner exception stack trace ---",
            "   at System.Net.Http.HttpClient.HandleFailure(Exception e, Boolean telemetryStarted, HttpResponseMessage response, CancellationTokenSource cts, CancellationToken cancellationToken, CancellationTokenSource pendingRequestsCts)",
            "   at System.Net.Http.HttpClient.<SendAsync>g__Core|83_0(HttpRequestMessage request, HttpCompletionOption completionOption, CancellationTokenSource cts, Boolean disposeCts, CancellationTokenSource pendingRequestsCts, CancellationToken originalCancellationToken)",
            `   at Kestrel.Golf.ResortApi.Clients.StarterSheetClient.GetAvailabilityAsync(String course, DateOnly day) in /src/ResortApi/Clients/StarterSheetClient.cs:line ${c.rng.int(40, 80)}`,
          ],
        }),
      );
      out.push(gwLine(c, ep, t + 30_010, tr, 504, 30_010));
      return out;
    },
    extra(c, start, end) {
      const o = c.n("sheet");
      const out: Ev[] = [configReload(c, c.n("pricing"), start + c.rng.int(-120_000, 60_000))];
      for (let t = start + 15_000; t < end; t += c.rng.int(25_000, 60_000))
        out.push(
          ev(
            t,
            o,
            "WARN",
            `As of "${new Date(t).toISOString()}", the heartbeat has been running for "00:00:0${c.rng.int(2, 9)}.${c.rng.int(1000000, 9999999)}" which is longer than "00:00:01". This could be caused by thread pool starvation.`,
          ),
        );
      return out;
    },
  },
  {
    category: "configuration",
    estate: "parkland",
    role: "pricing",
    hints: ["config", "keyerror", "key", "missing", "setting", "fee table"],
    severity: "high",
    note: "fee-schedule reloads a new fee table without the twilight_9 band and every quote in that band raises KeyError; golf-portal and reservations report fee-schedule 500s.",
    hits: (ep) => ep.key === "search" || ep.key === "book",
    rate: () => 0.75,
    fail(c, ep, t, tr) {
      const o = c.n("pricing");
      const course = c.course();
      const out: Ev[] = [
        ev(t + 30, o, "ERROR", "Exception on /fees/quote [GET]", {
          errKind: "KeyError",
          stack: [
            "Traceback (most recent call last):",
            '  File "/usr/local/lib/python3.11/site-packages/flask/app.py", line 1473, in wsgi_app',
            "    response = self.full_dispatch_request()",
            '  File "/usr/local/lib/python3.11/site-packages/flask/app.py", line 882, in full_dispatch_request',
            "    rv = self.handle_user_exception(e)",
            '  File "/app/fees/api.py", line 58, in quote',
            "    return jsonify(calc.quote(course, tee_time, residency))",
            '  File "/app/fees/calc.py", line 112, in quote',
            "    rate = self.table[course][residency][band]",
            "KeyError: 'twilight_9'",
          ],
        }),
        ev(t + 34, o, "INFO", `"GET /fees/quote?course=${course}&time=${c.teeTime(15, 18)} HTTP/1.1" 500 265`),
      ];
      if (ep.key === "book") {
        out.unshift(...before(c, ep, "sheet", t, tr));
        out.push(
          ev(
            t + 50,
            c.n("sheet"),
            "ERROR",
            `Could not price reservation for ${course}: 500 INTERNAL SERVER ERROR from GET http://fee-schedule:8000/fees/quote`,
          ),
        );
      } else {
        out.unshift(...before(c, ep, "pricing", t, tr));
        out.push(ev(t + 50, c.n("gw"), "ERROR", `fee lookup failed for ${course}: fee-schedule returned HTTP 500`));
      }
      out.push(gwLine(c, ep, t + 60, tr, 500, c.rng.int(60, 200)));
      return out;
    },
    extra(c, start) {
      const o = c.n("pricing");
      return [
        ...restart(c, c.n("notify"), start - c.rng.int(60_000, 150_000)),
        ev(start - 400, o, "INFO", "configmap fee-schedule-config changed (resourceVersion 8812734), reloading"),
        ev(
          start,
          o,
          "INFO",
          "fee table loaded from /etc/fee-schedule/fees.yaml: 5 courses, bands=[early, prime, twilight, super_twilight]",
        ),
      ];
    },
  },
  {
    category: "disk",
    estate: "parkland",
    role: "sheet",
    hints: ["disk", "space", "no space", "enospc", "device", "ioexception"],
    severity: "high",
    note: "the volume behind reservations' booking journal fills up; every booking confirmation fails with No space left on device and golf-portal retries them as 500s.",
    hits: (ep) => ep.key === "book",
    rate: () => 0.95,
    fail(c, ep, t, tr) {
      const o = c.n("sheet");
      const b = c.booking();
      const out: Ev[] = [
        ev(t + 40, o, "ERROR", `Failed to append booking ${b} to journal`, {
          errKind: "java.io.IOException",
          stack: [
            "java.io.IOException: No space left on device",
            "\tat java.base/sun.nio.ch.FileDispatcherImpl.write0(Native Method)",
            "\tat java.base/sun.nio.ch.FileDispatcherImpl.write(FileDispatcherImpl.java:62)",
            "\tat java.base/sun.nio.ch.IOUtil.writeFromNativeBuffer(IOUtil.java:132)",
            "\tat java.base/sun.nio.ch.IOUtil.write(IOUtil.java:97)",
            "\tat java.base/sun.nio.ch.FileChannelImpl.write(FileChannelImpl.java:285)",
            "\tat gov.parkland.golf.reservations.journal.BookingJournal.append(BookingJournal.java:88)",
            `\tat gov.parkland.golf.reservations.BookingService.confirm(BookingService.java:${c.rng.int(120, 160)})`,
          ],
        }),
      ];
      const gw = c.n("gw");
      for (let a = 1; a <= 2; a++)
        out.push(
          ev(t + 100 + a * 400, gw, "WARN", `reservations POST /bookings returned 500, retrying (attempt ${a + 1}/3)`),
        );
      out.push(
        ev(t + 1000, gw, "ERROR", `booking failed for ${c.member()}: reservations returned 500 Internal Server Error`),
      );
      out.push(gwLine(c, ep, t + 1010, tr, 500, c.rng.int(900, 1400)));
      return out;
    },
    extra(c, start, end) {
      const o = c.n("sheet");
      const out: Ev[] = [configReload(c, c.n("carts"), start + c.rng.int(-90_000, 90_000))];
      for (let t = start + 20_000; t < end; t += c.rng.int(60_000, 90_000))
        out.push(
          ev(
            t,
            o,
            "ERROR",
            "ERROR in ch.qos.logback.core.rolling.RollingFileAppender[FILE] - IO failure in appender java.io.IOException: No space left on device",
          ),
        );
      return out;
    },
  },
  {
    category: "rate_limiting",
    estate: "birdie",
    role: "notify",
    hints: ["rate", "429", "quota", "throttl", "too many", "exhausted"],
    severity: "medium",
    note: "push-hub hits its FCM send quota (429 RESOURCE_EXHAUSTED, logged only at WARN) and pushes back with 429s; tourney-scoring's leaderboard fan-out retries loudly.",
    hits: (ep) => ep.key === "book" || ep.key === "scores",
    rate: (dt) => ramp(dt, 60_000, 0.4, 0.9),
    fail(c, ep, t, tr) {
      const out: Ev[] = [];
      if (ep.key === "book") {
        const b = c.booking();
        out.push(
          roleLine(c, "rules", ep, t + 5, tr, b),
          roleLine(c, "sheet", ep, t + 20, tr, b),
          roleLine(c, "pay", ep, t + 200, tr, b),
        );
        out.push(
          ev(
            t + 260,
            c.n("sheet"),
            "ERROR",
            `confirmation push for ${b} failed: push-hub responded 429 Too Many Requests (retry-after 30)`,
            { trace: tr },
          ),
        );
        out.push(gwLine(c, ep, t + 280, tr, 201, c.rng.int(300, 600)));
        return out;
      }
      out.push(...okFlow(c, ep, t, tr));
      const sc = c.n("scoring");
      for (let a = 1; a <= 3; a++)
        out.push(
          ev(
            t + 100 + a * 250,
            sc,
            a < 3 ? "WARN" : "ERROR",
            a < 3 ? `leaderboard fan-out to push-hub throttled (429), retry ${a}/2` : "leaderboard push fan-out failed",
            {
              trace: tr,
              ...(a === 3
                ? {
                    errKind:
                      "org.springframework.web.reactive.function.client.WebClientResponseException$TooManyRequests",
                    stack: [
                      "org.springframework.web.reactive.function.client.WebClientResponseException$TooManyRequests: 429 Too Many Requests from POST http://push-hub:3000/v1/notify",
                      "\tat org.springframework.web.reactive.function.client.WebClientResponseException.create(WebClientResponseException.java:336)",
                      "\tat io.birdieclub.scoring.push.LeaderboardNotifier.fanOut(LeaderboardNotifier.java:73)",
                    ],
                  }
                : {}),
            },
          ),
        );
      return out;
    },
    extra(c, start, end) {
      const o = c.n("notify");
      const out: Ev[] = [
        ev(
          start - 2000,
          c.n("scoring"),
          "INFO",
          "shotgun start hawks-nest member-guest round 1: 144 players, live leaderboard on",
        ),
        ...restart(c, c.n("pricing"), start + c.rng.int(-100_000, 100_000)),
      ];
      let depth = 2000;
      for (let t = start; t < end; t += c.rng.int(4000, 9000)) {
        depth += c.rng.int(400, 1400);
        out.push(
          ev(
            t,
            o,
            "WARN",
            `FCM send throttled: 429 RESOURCE_EXHAUSTED "Quota exceeded for quota metric 'Send requests' and limit 'Send requests per minute' of service 'fcm.googleapis.com'", backing off ${c.rng.pick([8, 16, 32])}s (queue depth ${depth})`,
          ),
        );
      }
      return out;
    },
  },
  {
    category: "dependency",
    estate: "birdie",
    role: "pay",
    hints: ["stripe", "dependency", "unavailable", "503", "breaker", "circuit", "upstream"],
    severity: "high",
    note: "Stripe answers checkout with 5xx; checkout's circuit breaker opens and rejects payments, club-gateway returns 503 for bookings and pos-bridge fails member charges.",
    hits: (ep) => ep.key === "book" || ep.key === "pos",
    rate: () => 0.9,
    fail(c, ep, t, tr, dt) {
      const o = c.n("pay");
      const out = before(c, ep, "pay", t, tr);
      const open = dt > 45_000 && c.rng.chance(0.8);
      out.push(
        open
          ? ev(t + 15, o, "ERROR", "payment intent create rejected: Breaker is open (EOPENBREAKER) [stripe]", {
              trace: tr,
            })
          : ev(
              t + 2500,
              o,
              "ERROR",
              "Stripe request failed: StripeAPIError (status 503) An unexpected error occurred communicating with Stripe.",
              {
                trace: tr,
                errKind: "StripeAPIError",
                stack: [
                  "StripeAPIError: An unexpected error occurred communicating with Stripe.",
                  "    at res.toJSON.then.StripeAPIError.message (/app/node_modules/stripe/cjs/RequestSender.js:105:31)",
                  "    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
                  "    at async createIntent (/app/src/payments/intents.js:41:18)",
                  "    at async /app/src/routes/checkout.js:27:20",
                ],
              },
            ),
      );
      if (ep.key === "pos") {
        out.push(
          ev(
            t + 2600,
            c.n("pos"),
            "ERROR",
            "member charge failed: 503 Service Unavailable from POST http://checkout:3000/v1/charges",
            { trace: tr },
          ),
        );
        return out;
      }
      out.push(
        ev(t + 2550, c.n("sheet"), "WARN", `hold on ${c.booking()} kept 15m awaiting payment (checkout unavailable)`, {
          trace: tr,
        }),
      );
      out.push(
        ev(
          t + 2600,
          c.n("gw"),
          "ERROR",
          access(c, c.n("gw"), ep.method, ep.path, 503, c.rng.int(2400, 2900)) + " upstream=checkout",
          { trace: tr },
        ),
      );
      return out;
    },
    extra(c, start, end) {
      const o = c.n("pay");
      const out: Ev[] = [configReload(c, c.n("rules"), start - c.rng.int(30_000, 120_000))];
      for (let t = start + 45_000; t < end; t += 30_000) {
        out.push(ev(t, o, "WARN", "circuit breaker 'stripe' OPEN (failure rate 92% over 10s, resetTimeout 30000ms)"));
        out.push(
          ev(
            t + 29_900,
            o,
            "WARN",
            "circuit breaker 'stripe' HALF_OPEN: probe POST /v1/payment_intents -> 503, reopening",
          ),
        );
      }
      return out;
    },
  },
];
