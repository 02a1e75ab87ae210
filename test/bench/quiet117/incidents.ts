// The eight failures of quiet117, one per category, each told by the origin and by its callers in their own words.
import type { Role } from "./estates.js";
import { articlePath, edgeLine } from "./traffic.js";
import type { World } from "./world.js";

export interface Incident {
  estate: string;
  role: Role;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  run(w: World, t0: number, end: number): void;
}

const K = { keep: true };

export const INCIDENTS: readonly Incident[] = [
  {
    estate: "harbour",
    role: "billing",
    category: "database",
    hints: ["connection", "jdbc", "postgres", "sql", "database", "hikari", "too many"],
    severity: "high",
    note: "subs-billing's Postgres runs out of connection slots; checkout, renewals and entitlement checks fail through it",
    run(w, t0, end) {
      const { s, r } = w;
      s.mute("subs-billing", t0, end, 0.8);
      w.log(
        t0,
        "billing",
        "warn",
        "HikariPool-1 - Failed to validate connection org.postgresql.jdbc.PgConnection@6b1e8a2d (This connection has been closed.). Possibly consider using a shorter maxLifetime value.",
        K,
      );
      s.every(
        4000,
        (t) =>
          w.log(t, "billing", "error", "HikariPool-1 - Error thrown while acquiring connection from data source", {
            ...K,
            stack: [
              "org.postgresql.util.PSQLException: FATAL: remaining connection slots are reserved for non-replication superuser connections",
              "\tat org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)",
              "\tat org.postgresql.core.v3.ConnectionFactoryImpl.tryConnect(ConnectionFactoryImpl.java:203)",
              "\tat org.postgresql.core.v3.ConnectionFactoryImpl.openConnectionImpl(ConnectionFactoryImpl.java:258)",
              "\tat com.zaxxer.hikari.pool.PoolBase.newConnection(PoolBase.java:359)",
              "\tat com.zaxxer.hikari.pool.HikariPool.createPoolEntry(HikariPool.java:477)",
              "\tat java.base/java.lang.Thread.run(Thread.java:1583)",
            ],
          }),
        t0 + 2000,
        end,
      );
      s.every(
        1100,
        (t) => {
          const tr = w.tr();
          const waiting = r.int(30, 120);
          w.log(
            t,
            "billing",
            "error",
            `Servlet.service() for servlet [dispatcherServlet] in context with path [] threw exception [Request processing failed: org.springframework.dao.DataAccessResourceFailureException: Failed to obtain JDBC Connection]`,
            {
              ...K,
              trace: tr,
              stack: [
                `java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms (total=20, active=20, idle=0, waiting=${waiting})`,
                "\tat com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:686)",
                "\tat com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:179)",
                "\tat com.zaxxer.hikari.HikariDataSource.getConnection(HikariDataSource.java:128)",
                "\tat org.springframework.jdbc.datasource.DataSourceUtils.fetchConnection(DataSourceUtils.java:160)",
                "\tat uk.co.harbourgazette.subs.repo.SubscriptionRepository.findActiveByReader(SubscriptionRepository.java:88)",
                "\tat uk.co.harbourgazette.subs.api.EntitlementController.get(EntitlementController.java:41)",
                "Caused by: org.postgresql.util.PSQLException: FATAL: remaining connection slots are reserved for non-replication superuser connections",
                "\t... 74 common frames omitted",
              ],
            },
          );
          const who = r.next();
          if (who < 0.35)
            w.log(
              t + r.int(5, 40),
              "meter",
              "warn",
              `entitlements: GET http://subs-billing:8080/v1/entitlements/rdr_${r.int(100000, 999999)}: 500 Internal Server Error; treating reader as metered`,
              { ...K, trace: tr },
            );
          else if (who < 0.6)
            edgeLine(w, t + r.int(0, 300), "POST", "/subscribe/checkout", 503, r.int(30000, 30100), tr);
          else if (who < 0.8)
            w.log(
              t + 20,
              "identity",
              "error",
              `Entitlement refresh failed for rdr_${r.int(100000, 999999)}: System.Net.Http.HttpRequestException: Response status code does not indicate success: 500 (Internal Server Error).`,
              { ...K, trace: tr },
            );
          else edgeLine(w, t + 40, "GET", "/account/subscription", 502, r.int(30000, 30200), tr);
        },
        t0 + 4000,
        end,
      );
      // renewal worker retries hard
      s.every(
        450,
        (t) => {
          const a = r.int(1, 5);
          w.log(
            t,
            "dunning",
            a === 5 ? "error" : "warn",
            `POST http://subs-billing:8080/internal/renewals/charge failed: 500 Server Error for url (attempt ${a}/5)${a === 5 ? ", giving up" : `, retrying in ${2 ** a}s`}`,
            K,
          );
        },
        t0 + 6000,
        end,
      );
    },
  },
  {
    estate: "harbour",
    role: "newsletter",
    category: "disk",
    hints: ["enospc", "disk", "space", "device"],
    severity: "medium",
    note: "newsletter-sender's spool volume fills up; sends and alert enqueues fail with ENOSPC",
    run(w, t0, end) {
      const { s, r } = w;
      w.log(t0 - 140_000, "newsletter", "warn", "spool /var/spool/newsletter at 91% (4.55G of 5.0G)", K);
      w.log(t0 - 60_000, "newsletter", "warn", "spool /var/spool/newsletter at 97% (4.85G of 5.0G)", K);
      s.mute("newsletter-sender", t0, end, 0.9);
      s.every(
        2000,
        (t) => {
          const f = `/var/spool/newsletter/${r.pick(["morning-briefing", "breaking-alerts", "the-week"])}/${r.hex(12)}.eml`;
          w.log(t, "newsletter", "error", `failed to write message to spool: ENOSPC: no space left on device, write`, {
            ...K,
            stack: [
              `Error: ENOSPC: no space left on device, write '${f}'`,
              "    at async open (node:internal/fs/promises:639:25)",
              "    at async Object.writeFile (node:internal/fs/promises:1212:14)",
              "    at async Spool.put (/srv/app/dist/spool.js:58:9)",
              "    at async SendQueue.enqueue (/srv/app/dist/queue.js:112:5)",
            ],
          });
        },
        t0,
        end,
      );
      s.every(
        2500,
        (t) => {
          const tr = w.tr();
          if (r.chance(0.5))
            w.log(
              t,
              "content",
              "error",
              `breaking alert ${w.articleId()} not queued: POST http://newsletter-sender:3000/v1/alerts returned 500 {"error":"spool write failed"}`,
              { ...K, trace: tr },
            );
          else
            w.log(
              t,
              "identity",
              "warn",
              `Newsletter opt-in for rdr_${r.int(100000, 999999)} failed (500 from newsletter-sender), will retry`,
              { ...K, trace: tr },
            );
        },
        t0 + 3000,
        end,
      );
      s.every(
        20_000,
        (t) =>
          w.log(
            t,
            "newsletter",
            "warn",
            `send batch morning-briefing stalled: 0 of ${r.int(3000, 9000)} written in last 20s`,
            K,
          ),
        t0 + 10_000,
        end,
      );
    },
  },
  {
    estate: "northwind",
    role: "content",
    category: "timeout",
    hints: ["timeout", "timed out", "lock"],
    severity: "high",
    note: "cms-delivery workers block on a cache-rebuild lock and are killed by gunicorn's worker timeout; the site times out on it",
    run(w, t0, end) {
      const { s, r } = w;
      s.mute("cms-delivery", t0, end, 0.92);
      let pid = 41;
      s.every(
        2400,
        (t) => {
          w.log(
            t - 30_000 + r.int(0, 300),
            "content",
            "warn",
            `could not acquire lock content-rebuild:${w.articleId()} within 30s, still waiting`,
            K,
          );
          w.log(t, "content", "fatal", `[CRITICAL] WORKER TIMEOUT (pid:${pid})`, K);
          if (r.chance(0.3))
            w.log(
              t + 40,
              "content",
              "error",
              `[ERROR] Worker (pid:${pid}) was sent SIGKILL! Perhaps out of memory?`,
              K,
            );
          pid += r.int(1, 3);
          w.log(t + 300, "content", "info", `[INFO] Booting worker with pid: ${pid}`, K);
        },
        t0 + 30_000,
        end,
      );
      s.every(
        300,
        (t) => {
          const id = w.articleId();
          const a = r.int(1, 3);
          w.log(
            t,
            "render",
            a === 3 ? "error" : "warn",
            `fetch cms-delivery /v2/content/${id} failed: TimeoutError: The operation was aborted due to timeout (8000ms), ${a < 3 ? `retry ${a}/2` : "giving up, rendering 504 page"}`,
            K,
          );
          if (a === 3) edgeLine(w, t + 40, "GET", articlePath(w), 504, r.int(24000, 24300));
        },
        t0 + 8000,
        end,
      );
      s.every(
        1800,
        (t) =>
          w.log(
            t,
            "billing",
            "warn",
            `cms-delivery offer copy lookup timed out after 5000 ms, using cached offer copy`,
            K,
          ),
        t0 + 10_000,
        end,
      );
    },
  },
  {
    estate: "northwind",
    role: "render",
    category: "memory",
    hints: ["heap", "memory", "oom", "allocation"],
    severity: "high",
    note: "page-builder leaks until Node runs out of heap and crash-loops; magazine-web returns 502s",
    run(w, t0, end) {
      const { s, r } = w;
      s.mute("page-builder", t0, end, 0.55);
      let t = t0;
      let pid = 1;
      while (t < end) {
        for (let i = 0; i < 4; i++)
          w.log(
            t + i * 9000,
            "render",
            "warn",
            `event loop delay p99=${r.int(900, 2600)}ms, heapUsed=${r.int(1650, 1990)}MB of 2048MB`,
            K,
          );
        const c = t + r.int(38_000, 60_000);
        const mark = (c / 1000) % 100000;
        w.log(
          c,
          "render",
          "fatal",
          "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
          {
            ...K,
            stack: [
              "",
              "<--- Last few GCs --->",
              "",
              `[${pid}:0x5d1c7a0]  ${mark.toFixed(0)} ms: Mark-Compact 2041.6 (2083.4) -> 2039.9 (2084.1) MB, 1893.42 / 0.00 ms  (average mu = 0.121, current mu = 0.034) allocation failure; scavenge might not succeed`,
              `[${pid}:0x5d1c7a0]  ${(mark + 1950).toFixed(0)} ms: Mark-Compact 2043.1 (2084.1) -> 2041.2 (2085.6) MB, 1921.07 / 0.00 ms  (average mu = 0.071, current mu = 0.019) allocation failure; scavenge might not succeed`,
              "",
              "<--- JS stacktrace --->",
              "",
              " 1: 0xb8a4c0 node::Abort() [node]",
              " 2: 0xa9a7f8  [node]",
              " 3: 0xd71b30 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
              " 4: 0xd71f07 v8::internal::V8::FatalProcessOutOfMemory(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
              " 5: 0xf4f2e5  [node]",
            ],
          },
        );
        s.every(
          250,
          (x) => {
            w.log(
              x,
              "edge",
              "error",
              r.pick([
                `proxy error: upstream page-builder socket hang up (ECONNRESET) url=${articlePath(w)}`,
                `proxy error: connect ECONNREFUSED 10.42.7.19:3000 (page-builder) url=${articlePath(w)}`,
              ]),
              K,
            );
            if (r.chance(0.6)) edgeLine(w, x + 5, "GET", articlePath(w), 502, r.int(2, 40));
          },
          c - 2000,
          c + 9000,
        );
        w.log(
          c + 8000,
          "render",
          "info",
          `page-builder@5.12.3 listening on :3000 (node v20.17.0, NODE_ENV=production)`,
          K,
        );
        s.every(700, (x) => edgeLine(w, x, "GET", articlePath(w), 504, r.int(15000, 15100)), t + 10_000, c);
        pid += 1;
        t = c + 9000;
      }
    },
  },
  {
    estate: "courier",
    role: "billing",
    category: "dependency",
    hints: ["503", "unavailable", "circuit", "payment", "gateway", "adyen", "dependency", "broken"],
    severity: "high",
    note: "the card processor answers subscriptions with 503s, its breaker opens, and sign-ups and renewals fail",
    run(w, t0, end) {
      const { s, r } = w;
      s.every(
        900,
        (t) => {
          const tr = w.tr();
          w.log(t, "billing", "error", `Payment authorisation for sub_${r.hex(14)} failed`, {
            ...K,
            trace: tr,
            stack: [
              "System.Net.Http.HttpRequestException: Response status code does not indicate success: 503 (Service Unavailable).",
              "   at System.Net.Http.HttpResponseMessage.EnsureSuccessStatusCode()",
              "   at Courier.Subscriptions.Payments.AdyenClient.AuthoriseAsync(PaymentRequest request, CancellationToken ct) in /src/Courier.Subscriptions/Payments/AdyenClient.cs:line 87",
              "   at Polly.ResiliencePipeline.<>c__8`1.<<ExecuteAsync>b__8_0>d.MoveNext()",
              "   at Courier.Subscriptions.Api.CheckoutController.Create(CheckoutDto dto) in /src/Courier.Subscriptions/Api/CheckoutController.cs:line 54",
            ],
          });
          edgeLine(w, t + r.int(20, 90), "POST", "/subscribe/checkout", 502, r.int(1200, 3400), tr);
        },
        t0,
        t0 + 25_000,
      );
      let t = t0 + 25_000;
      while (t < end) {
        w.log(
          t,
          "billing",
          "warn",
          "Circuit breaker opened for 00:00:30 after 10 consecutive failures (pipeline: adyen-payments, last outcome: 503 Service Unavailable)",
          K,
        );
        s.every(
          500,
          (x) => {
            const tr = w.tr();
            w.log(
              x,
              "billing",
              "error",
              "Checkout failed: Polly.CircuitBreaker.BrokenCircuitException: The circuit is now open and is not allowing calls.",
              { ...K, trace: tr },
            );
            edgeLine(
              w,
              x + r.int(3, 20),
              "POST",
              r.pick(["/subscribe/checkout", "/account/payment-method"]),
              502,
              r.int(8, 40),
              tr,
            );
          },
          t,
          t + 30_000,
        );
        w.log(
          t + 30_000,
          "billing",
          "info",
          "Circuit breaker half-open, trial call to https://checkout-live.adyen.com/v71/payments",
          K,
        );
        w.log(t + 30_900, "billing", "warn", "Trial call failed: 503 (Service Unavailable); circuit re-opened", K);
        t += 31_000;
      }
      s.every(
        300,
        (x) => {
          const a = r.int(1, 4);
          w.log(
            x,
            "dunning",
            "warn",
            `Task billing.charge_renewal[${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}] retry: Retry in ${60 * a}s: HTTPError('502 Server Error: Bad Gateway for url: http://subscriptions/internal/renewals/charge')`,
            K,
          );
        },
        t0 + 5000,
        end,
      );
    },
  },
  {
    estate: "courier",
    role: "newsletter",
    category: "authentication",
    hints: ["smtp", "auth", "535", "credential", "authentication"],
    severity: "medium",
    note: "newsletter-hub's SMTP relay login starts failing with 535, so newsletters and transactional mail stop",
    run(w, t0, end) {
      const { s, r } = w;
      s.mute("newsletter-hub", t0, end, 0.95);
      s.every(
        1600,
        (t) => {
          const job = r.pick(["send_newsletter", "send_transactional", "send_breaking_alert"]);
          w.log(
            t,
            "newsletter",
            "error",
            `Task mail.tasks.${job}[${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}] raised unexpected: SMTPAuthenticationError(535, b'Authentication failed: Bad username / password')`,
            {
              ...K,
              stack: [
                "Traceback (most recent call last):",
                '  File "/usr/local/lib/python3.11/site-packages/celery/app/trace.py", line 477, in trace_task',
                "    R = retval = fun(*args, **kwargs)",
                '  File "/app/mail/tasks.py", line 64, in ' + job,
                "    with relay_connection() as smtp:",
                '  File "/app/mail/relay.py", line 31, in relay_connection',
                "    smtp.login(settings.SMTP_USER, settings.SMTP_PASSWORD)",
                '  File "/usr/local/lib/python3.11/smtplib.py", line 750, in login',
                "    raise last_exception",
                '  File "/usr/local/lib/python3.11/smtplib.py", line 739, in login',
                "    (code, resp) = self.auth(",
                '  File "/usr/local/lib/python3.11/smtplib.py", line 662, in auth',
                "    raise SMTPAuthenticationError(code, resp)",
                "smtplib.SMTPAuthenticationError: (535, b'Authentication failed: Bad username / password')",
              ],
            },
          );
        },
        t0,
        end,
      );
      s.every(
        2200,
        (t) => {
          const tr = w.tr();
          if (r.chance(0.5))
            w.log(
              t,
              "billing",
              "warn",
              `Welcome email for sub_${r.hex(14)} not confirmed: newsletter-hub job failed, will retry in 5 min`,
              { ...K, trace: tr },
            );
          else
            w.log(
              t,
              "comments",
              "warn",
              `reply notification for comment ${r.int(1_000_000, 9_999_999)} dropped: newsletter-hub returned 502`,
              { ...K, trace: tr },
            );
        },
        t0 + 5000,
        end,
      );
      s.every(
        30_000,
        (t) =>
          w.log(
            t,
            "newsletter",
            "warn",
            `celery@newsletter-hub-0 queue mail: ${r.int(2000, 9000)} messages waiting`,
            K,
          ),
        t0 + 20_000,
        end,
      );
    },
  },
  {
    estate: "ledger",
    role: "content",
    category: "configuration",
    hints: ["config", "duration", "parse", "invalid", "missing unit"],
    severity: "high",
    note: "article-svc is rolled out with a duration setting without a unit, panics on start and crash-loops; the gateway has no healthy upstream",
    run(w, t0, end) {
      const { s, r } = w;
      w.log(t0 - 3000, "content", "info", "shutting down: signal terminated", K);
      s.mute("article-svc", t0, end, 1);
      let t = t0;
      let back = 10_000;
      while (t < end) {
        w.log(t, "content", "info", `starting article-svc version=3.14.0 commit=9f2c1ab go=go1.22.6`, K);
        w.log(t + 40, "content", "info", "loading config from /etc/article-svc/config.yaml and environment", K);
        w.log(
          t + 55,
          "content",
          "fatal",
          `panic: config: field "upstream.read_timeout": time: missing unit in duration "30"`,
          {
            ...K,
            stack: [
              "",
              "goroutine 1 [running]:",
              "main.mustLoadConfig({0x7ffd3c1e2f10, 0x1a})",
              "\t/src/cmd/article-svc/main.go:58 +0x1c5",
              "main.main()",
              "\t/src/cmd/article-svc/main.go:31 +0x4a",
            ],
          },
        );
        t += back + r.int(0, 2000);
        back = Math.min(back * 2, 80_000);
      }
      s.every(
        180,
        (x) => {
          const p = articlePath(w);
          const { e } = w;
          w.log(
            x,
            "edge",
            "error",
            `"GET ${p} HTTP/2" 503 UH 0 19 0 - "${w.ip()}" "Mozilla/5.0" "${r.hex(8)}-${r.hex(4)}" "www.${e.domain}" "-" no healthy upstream (cluster: article-svc)`,
            K,
          );
          if (r.chance(0.3))
            w.log(
              x + 5,
              "render",
              "warn",
              `GET http://article-svc:8080/v1/articles/${w.articleId()} failed: connect ECONNREFUSED 10.60.4.21:8080 (attempt ${r.int(1, 3)}/3)`,
              K,
            );
        },
        t0 + 2000,
        end,
      );
    },
  },
  {
    estate: "ledger",
    role: "ads",
    category: "unknown",
    hints: ["crash", "exit", "internal", "abort", "unexpected"],
    severity: "medium",
    note: "ads-bidder workers keep dying and auctions fail with internal errors, with nothing saying why",
    run(w, t0, end) {
      const { s, r } = w;
      s.mute("ads-bidder", t0, end, 0.85);
      s.every(
        3500,
        (t) => {
          const wk = r.int(0, 7);
          w.log(
            t,
            "ads",
            "error",
            `worker ${wk} (pid ${r.int(200, 9000)}) exited unexpectedly with status ${r.pick([134, 139, 139])}, respawning`,
            K,
          );
          w.log(t + r.int(300, 900), "ads", "info", `worker ${wk} started`, K);
        },
        t0,
        end,
      );
      s.every(
        400,
        (t) => {
          w.log(
            t,
            "ads",
            "error",
            `auction ${r.hex(10)} aborted: internal error (slot=${r.pick(["mpu-1", "inread", "top-leaderboard"])})`,
            K,
          );
          if (r.chance(0.5))
            w.log(
              t + 10,
              "render",
              "warn",
              `ads-bidder POST /auction -> 500 for slot ${r.pick(["mpu-1", "inread"])}, page rendered without ad`,
              K,
            );
          if (r.chance(0.3))
            w.log(
              t + 15,
              "edge",
              "error",
              `"POST /ads/auction HTTP/2" 502 UC 812 0 3 - "${w.ip()}" "Mozilla/5.0" "${r.hex(8)}" "ads.${w.e.domain}" "10.60.9.3:7070" upstream connect error or disconnect/reset before headers. reset reason: connection termination`,
              K,
            );
        },
        t0 + 500,
        end,
      );
    },
  },
];
