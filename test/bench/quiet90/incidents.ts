// The eight outages, each of a different category, written the way each runtime and each caller really reports them.
import { access, articlePath, deploy, readerId, retryLine } from "./background.js";
import type { Role } from "./estates.js";
import { stackOf } from "./stacks.js";
import { coin, type Win } from "./stream.js";

export interface Outage {
  estate: string;
  origin: Role;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  /** Emits the outage from `s` (true start at the origin) and returns nothing; may add drop rules. */
  run: (w: Win, s: number) => void;
}

const quietAfter = (w: Win, role: Role, s: number, p: number, until = Number.POSITIVE_INFINITY) => {
  const name = w.svc(role).name;
  w.drop((e) => e.svc.name === name && e.tag === `req:${role}` && e.t >= s && e.t < until && coin(e, p));
};
/** Gateway lines for a route whose backend is failing turn into errors instead of 200s. */
const gwFails = (w: Win, role: Role, s: number, p: number, status: number, path: () => string, until = Infinity) => {
  const gw = w.svc("gateway");
  const up = w.svc(role);
  w.every(s, Math.min(until, w.t1), 160 / p, (t) =>
    w.emit(t, gw, "ERROR", access(w.rng, gw, "GET", path(), status, w.rng.int(3, 60), up), { trace: w.trace() }),
  );
};

export const OUTAGES: Outage[] = [
  {
    estate: "harbour",
    origin: "billing",
    category: "database",
    hints: ["connection", "pool", "database", "activerecord", "postgres", "pg"],
    severity: "high",
    note: "subs-billing exhausts its Postgres connections (pool timeouts, too many connections) so entitlement lookups and checkout fail upstream",
    run: (w, s) => {
      const r = w.rng;
      const b = w.svc("billing");
      quietAfter(w, "billing", s, 0.85);
      w.emit(
        s,
        b,
        "WARN",
        `PG::ConnectionBad: connection to server at "10.20.4.11", port 5432 failed: FATAL:  sorry, too many clients already`,
      );
      w.every(s, w.t1, 420, (t) => {
        const pg = r.chance(0.3);
        const st = stackOf(
          r,
          "ruby",
          pg ? "PG::ConnectionBad" : "ActiveRecord::ConnectionTimeoutError",
          pg
            ? `connection to server at "10.20.4.11", port 5432 failed: FATAL:  remaining connection slots are reserved for non-replication superuser connections`
            : `could not obtain a connection from the pool within 5.000 seconds (waited 5.00${r.int(1, 9)} seconds); all pooled connections were in use`,
          [
            "activerecord-7.1.3/lib/active_record/connection_adapters/abstract/connection_pool/queue.poll",
            "activerecord-7.1.3/lib/active_record/connection_adapters/abstract/connection_pool.checkout",
            "app/models/subscription.active_for_reader",
            "app/controllers/api/entitlements_controller.show",
          ],
        );
        w.emit(
          t,
          b,
          "ERROR",
          `Completed 500 Internal Server Error in ${r.int(5000, 5020)}ms (ActiveRecord: 0.0ms | Allocations: ${r.int(900, 3000)})`,
          {
            stack: st.lines,
            errType: st.errType,
            trace: w.trace(),
          },
        );
      });
      const pm = w.svc("paywall");
      w.every(s + 800, w.t1, 110, (t) => {
        const n = r.int(1, 3);
        w.emit(
          t,
          pm,
          n === 3 ? "ERROR" : "WARN",
          n === 3
            ? `entitlement lookup failed for reader ${readerId(r)} after 3 attempts: subs-billing returned 500, serving metered access`
            : retryLine(pm, b, "500 Internal Server Error", n),
          { trace: w.trace() },
        );
      });
      gwFails(w, "billing", s + 1500, 0.4, 502, () =>
        r.pick(["/account/subscription", "/subscribe/checkout", "/api/entitlements/me"]),
      );
    },
  },
  {
    estate: "harbour",
    origin: "render",
    category: "memory",
    hints: ["memory", "heap", "oom", "allocation"],
    severity: "high",
    note: "article-render leaks heap until V8 aborts with JavaScript heap out of memory, restarts and crashes again while edge-gw returns 502s",
    run: (w, s) => {
      const r = w.rng;
      const ar = w.svc("render");
      const gw = w.svc("gateway");
      w.tick(w.t0, w.t1, 30000, (t) => {
        const grow = t < s ? 0 : Math.min(1, ((t - s) % 100000) / 80000);
        const heap = Math.round(t < s ? r.int(610, 690) : 700 + grow * 1300);
        if (grow > 0.5)
          w.emit(
            t + 7,
            ar,
            "WARN",
            `event loop blocked for ${Math.round(200 + grow * 900)}ms (gc: mark-compact), p99 latency ${Math.round(900 + grow * 4000)}ms`,
          );
        w.emit(
          t,
          ar,
          "INFO",
          `process stats rss=${heap + r.int(150, 220)}MB heapUsed=${heap}MB heapTotal=${heap + r.int(20, 60)}MB eventLoopLag=${t < s ? r.int(1, 8) : Math.round(5 + grow * 900)}ms`,
        );
      });
      for (let c = s + 80000; c < w.t1; c += r.int(95000, 110000)) {
        w.emit(
          c,
          ar,
          "ERROR",
          [
            "",
            "<--- Last few GCs --->",
            "",
            `[1:0x6a1b3c0]   ${Math.round((c - s) / 10)} ms: Mark-Compact 2031.4 (2083.5) -> 2029.8 (2084.2) MB, 1621.33 / 0.00 ms  (average mu = 0.112, current mu = 0.021) allocation failure; scavenge might not succeed`,
            "",
            "<--- JS stacktrace --->",
            "",
            "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
          ]
            .join("\n")
            .trim(),
          {
            stack: [
              " 1: 0xb8d0a3 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]",
              " 2: 0xf06460 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
              " 3: 0xf06747 v8::internal::V8::FatalProcessOutOfMemory(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
              " 4: 0x11182e5  [node]",
              " 5: 0x1130e57 v8::internal::Heap::CollectGarbage(v8::internal::AllocationSpace, v8::internal::GarbageCollectionReason, v8::GCCallbackFlags) [node]",
            ],
            errType: "FATAL ERROR",
          },
        );
        const up = c + r.int(12000, 18000);
        w.drop((e) => e.svc === ar && e.t > c && e.t < up);
        w.every(c, up, 60, (t) =>
          w.emit(
            t,
            gw,
            "ERROR",
            r.chance(0.5)
              ? `http: proxy error: dial tcp 10.${r.int(40, 44)}.3.${r.int(2, 250)}:3000: connect: connection refused`
              : access(r, gw, "GET", articlePath(r), 502, r.int(1, 20), ar),
            { trace: w.trace() },
          ),
        );
        w.every(c - 20000, c, 400, (t) =>
          w.emit(t, gw, "WARN", access(r, gw, "GET", articlePath(r), 504, 10000, ar), { trace: w.trace() }),
        );
        w.emit(up, ar, "INFO", `server listening on http://0.0.0.0:3000 (article-render 2026.11.27-4, node v22.11.0)`);
      }
      w.drop((e) => e.svc === ar && e.tag === "req:render" && e.t > s + 40000 && coin(e, 0.3));
    },
  },
  {
    estate: "northgate",
    origin: "paywall",
    category: "configuration",
    hints: ["config", "redis", "econnrefused", "missing", "env", "setting"],
    severity: "medium",
    note: "a metering release ships without REDIS_URL, it falls back to 127.0.0.1:6379 and every meter check fails, so readers get walls and checkout precheck 503s",
    run: (w, s) => {
      const r = w.rng;
      const m = w.svc("paywall");
      deploy(w, m, s - 9000, "2026.11.30-2");
      w.drop(
        (e) =>
          e.svc === m &&
          e.t >= s - 9000 &&
          e.t < s + 2000 &&
          e.level === "INFO" &&
          e.msg.startsWith("server listening"),
      );
      w.emit(s, m, "INFO", "server listening on http://0.0.0.0:8080 (metering 2026.11.30-2, node v22.11.0)");
      w.emit(s + 40, m, "WARN", "REDIS_URL is not set, using default redis://127.0.0.1:6379");
      quietAfter(w, "paywall", s, 0.97);
      w.every(s + 100, w.t1, 700, (t) => {
        const st = stackOf(r, "node", "Error", "connect ECONNREFUSED 127.0.0.1:6379", [
          "node:net.TCPConnectWrap.afterConnect [as oncomplete]",
        ]);
        w.emit(t, m, "ERROR", "[ioredis] Unhandled error event: Error: connect ECONNREFUSED 127.0.0.1:6379", {
          stack: st.lines,
          errType: "Error",
        });
      });
      w.every(s + 300, w.t1, 260, (t) =>
        w.emit(
          t,
          m,
          "ERROR",
          `meter check failed reader=${readerId(r)}: Reached the max retries per request limit (which is 20). Refer to "maxRetriesPerRequest" option for details.`,
        ),
      );
      const gw = w.svc("gateway");
      w.every(s + 500, w.t1, 90, (t) =>
        w.emit(
          t,
          gw,
          r.chance(0.6) ? "WARN" : "ERROR",
          r.chance(0.5)
            ? `metering unavailable (503) for ${articlePath(r)}, failing closed: subscribe wall shown`
            : access(r, gw, "GET", `/api/meter?url=${encodeURIComponent(articlePath(r))}`, 503, r.int(2000, 2100)),
        ),
      );
      const co = w.svc("billing");
      w.every(s + 900, w.t1, 1800, (t) =>
        w.emit(
          t,
          co,
          "ERROR",
          `entitlement precheck failed for basket ${r.hex(8)}: metering returned 503 Service Unavailable`,
        ),
      );
    },
  },
  {
    estate: "northgate",
    origin: "reco",
    category: "timeout",
    hints: ["timeout", "timed out", "worker timeout", "deadline"],
    severity: "medium",
    note: "reco-api's gunicorn workers run past their 30 s timeout ranking a breaking-news surge and are killed, while www-frontend times out and retries loudly",
    run: (w, s) => {
      const r = w.rng;
      const re = w.svc("reco");
      const gw = w.svc("gateway");
      quietAfter(w, "reco", s, 0.9);
      w.every(s, w.t1, 1600, (t) => {
        const pid = r.int(40, 900);
        w.emit(t, re, "FATAL", `WORKER TIMEOUT (pid:${pid})`);
        if (r.chance(0.6)) {
          const st = stackOf(r, "python", "SystemExit", "1", [
            "gunicorn.workers.sync.handle",
            "gunicorn.workers.sync.handle_request",
            "reco.api.views.recommend",
            "reco.ranking.candidates.expand_graph",
            "gunicorn.workers.base.handle_abort",
          ]);
          w.emit(t + 5, re, "ERROR", `Error handling request /v1/recs?article=${r.int(18e4, 26e4)}&n=12`, {
            stack: st.lines,
            errType: "SystemExit",
          });
        }
        w.emit(t + 20, re, "INFO", `Worker exiting (pid: ${pid})`);
        w.emit(t + 300, re, "INFO", `Booting worker with pid: ${pid + r.int(1, 400)}`);
      });
      w.every(s + 3000, w.t1, 70, (t) => {
        const n = r.int(1, 3);
        w.emit(
          t,
          gw,
          n === 3 ? "ERROR" : "WARN",
          n === 3
            ? `GET /api/recs?article=${r.int(18e4, 26e4)} 504 3003.1 ms - 0`
            : `reco-api request timed out after 3000ms (attempt ${n}/3), retrying`,
        );
      });
    },
  },
  {
    estate: "meridian",
    origin: "image",
    category: "disk",
    hints: ["disk", "space", "errno 28", "enospc", "no space", "oserror"],
    severity: "medium",
    note: "photo-pipeline's scratch volume fills and every resize fails with Errno 28, so uploads and image URLs fail in wp-content and front-proxy",
    run: (w, s) => {
      const r = w.rng;
      const p = w.svc("image");
      quietAfter(w, "image", s, 0.92);
      w.drop((e) => e.svc.role === "gateway" && e.tag === "req:gateway" && e.msg.includes("/img/") && e.t >= s);
      w.emit(s, p, "WARN", "free space on /var/cache/photos below 2% (812MiB of 200GiB free)");
      w.every(s + 200, w.t1, 500, (t) => {
        const id = r.hex(8);
        const st = stackOf(
          r,
          "python",
          "OSError",
          `[Errno 28] No space left on device: '/var/cache/photos/tmp/${id}_w1200.webp'`,
          ["photos.worker.handle", "photos.resize.render_variant", "PIL.Image.save"],
        );
        w.emit(t, p, "ERROR", `resize failed for ${id}.jpg`, { stack: st.lines, errType: "OSError", trace: w.trace() });
      });
      gwFails(w, "image", s + 300, 0.55, 500, () => `/img/${r.hex(8)}/w${r.pick([320, 640, 1200])}.webp`);
      const cms = w.svc("cms");
      w.every(s + 2000, w.t1, 6000, (t) =>
        w.emit(
          t,
          cms,
          "ERROR",
          `PHP Warning:  photo-pipeline returned 500 for attachment ${r.int(88000, 89000)}: image sizes not generated in /var/www/html/wp-content/plugins/meridian-media/src/Pipeline.php on line 141`,
        ),
      );
    },
  },
  {
    estate: "meridian",
    origin: "billing",
    category: "authentication",
    hints: ["authentication", "api key", "invalid", "stripe", "credential", "unauthorized"],
    severity: "high",
    note: "the payment provider starts rejecting stripe-bridge's restricted API key as invalid, so subscription lookups and checkouts fail through entitlements and front-proxy",
    run: (w, s) => {
      const r = w.rng;
      const sb = w.svc("billing");
      quietAfter(w, "billing", s, 0.95);
      w.every(s, w.t1, 650, (t) => {
        const st = stackOf(
          r,
          "node",
          "StripeAuthenticationError",
          "Invalid API Key provided: rk_live_*********************Xk3p",
          [
            "node_modules.stripe.cjs.RequestSender._Error.generate",
            "node_modules.stripe.cjs.RequestSender.RequestSender._streamingResponseHandler",
            "node:internal/process/task_queues.processTicksAndRejections",
            "src.routes.subscriptions.lookup",
          ],
        );
        w.emit(
          t,
          sb,
          "ERROR",
          `stripe ${r.pick(["subscriptions.list", "customers.retrieve", "checkout.sessions.create"])} failed: 401 ${st.lines[0]}`,
          {
            stack: st.lines,
            errType: st.errType,
            trace: w.trace(),
          },
        );
      });
      const en = w.svc("paywall");
      w.every(s + 400, w.t1, 130, (t) => {
        const n = r.int(1, 3);
        w.emit(
          t,
          en,
          n === 3 ? "ERROR" : "WARN",
          n === 3
            ? `entitlement check for ${readerId(r)} failed: POST http://stripe-bridge:8080/v1/subscriptions/lookup: 502 Bad Gateway`
            : retryLine(en, sb, "502 Bad Gateway", n),
          { trace: w.trace() },
        );
      });
      gwFails(w, "billing", s + 800, 0.5, 502, () =>
        r.pick(["/subscribe/checkout", "/account/subscription", "/account/payment-method"]),
      );
    },
  },
  {
    estate: "kestrel",
    origin: "cms",
    category: "network",
    hints: ["network", "route", "reset", "connection", "unreachable", "dial"],
    severity: "medium",
    note: "content-graph pods lose their network path (no route to host, resets, dial timeouts to Cassandra and Redis alike) and log only warnings while api-edge retries and fails",
    run: (w, s) => {
      const r = w.rng;
      const cg = w.svc("cms");
      quietAfter(w, "cms", s, 0.88);
      w.every(s, w.t1, 350, (t) =>
        w.emit(
          t,
          cg,
          "WARN",
          r.pick([
            `gocql: unable to dial control conn 10.42.9.${r.int(2, 9)}:9042: dial tcp 10.42.9.${r.int(2, 9)}:9042: connect: no route to host`,
            `read tcp 10.42.7.19:${r.int(30000, 60000)}->10.42.9.4:9042: read: connection reset by peer`,
            `redis: dial tcp 10.42.11.3:6379: i/o timeout (pool: ${r.int(0, 3)}/64 conns)`,
            `resolve article:${r.int(18e4, 26e4)}: write tcp 10.42.7.19:${r.int(30000, 60000)}->10.42.9.6:9042: write: broken pipe, retrying on next host`,
          ]),
        ),
      );
      const gw = w.svc("gateway");
      w.every(s + 1200, w.t1, 75, (t) => {
        const n = r.int(1, 3);
        w.emit(
          t,
          gw,
          n === 3 ? "ERROR" : "WARN",
          n === 3
            ? `GET ${articlePath(r)} 503 ${r.int(2000, 6000)}.${r.int(0, 9)} ms - 162`
            : retryLine(gw, cg, r.pick(["socket hang up", "ETIMEDOUT", "503"]), n),
        );
      });
      const pu = w.svc("purge");
      w.every(s + 3000, w.t1, 5000, (t) => {
        const st = stackOf(
          r,
          "dotnet",
          "System.Net.Http.HttpRequestException",
          "An error occurred while sending the request. (content-graph:8080)",
          [
            "System.Net.Http.HttpConnection.SendAsync",
            "Kestrel.Purger.ContentGraphClient.GetSurrogateKeysAsync",
            "Kestrel.Purger.PurgeWorker.ExecuteAsync",
          ],
        );
        w.emit(t, pu, "ERROR", "Failed to expand surrogate keys for purge batch", {
          stack: st.lines,
          errType: st.errType,
        });
      });
    },
  },
  {
    estate: "kestrel",
    origin: "paywall",
    category: "dependency",
    hints: ["circuit", "breaker", "503", "unavailable", "upstream", "dependency", "auth0"],
    severity: "high",
    note: "the hosted identity provider behind paywall-svc answers 503, its circuit breaker opens and session and entitlement checks fail at api-edge",
    run: (w, s) => {
      const r = w.rng;
      const ps = w.svc("paywall");
      quietAfter(w, "paywall", s, 0.9);
      const open = s + 9000;
      w.every(s, open, 250, (t) => {
        const st = stackOf(
          r,
          "java",
          "org.springframework.web.reactive.function.client.WebClientResponseException$ServiceUnavailable",
          "503 Service Unavailable from GET https://kestrel.eu.auth0.com/userinfo",
          [
            "org.springframework.web.reactive.function.client.WebClientResponseException.create",
            `${w.est.pkg}.paywall.identity.IdpClient.userInfo`,
            `${w.est.pkg}.paywall.session.SessionService.resolve`,
          ],
        );
        w.emit(t, ps, "ERROR", "session resolve failed", { stack: st.lines, errType: st.errType });
      });
      w.emit(
        open,
        ps,
        "WARN",
        "CircuitBreaker 'idp' changed state from CLOSED to OPEN (failure rate 100.0% > threshold 50.0%)",
      );
      for (let t = open + 60000; t < w.t1; t += 60000) {
        w.emit(t, ps, "INFO", "CircuitBreaker 'idp' changed state from OPEN to HALF_OPEN");
        w.emit(
          t + r.int(200, 900),
          ps,
          "WARN",
          "CircuitBreaker 'idp' changed state from HALF_OPEN to OPEN (failure rate 100.0% > threshold 50.0%)",
        );
      }
      w.every(open, w.t1, 300, (t) =>
        w.emit(
          t,
          ps,
          "ERROR",
          `entitlement check for ${readerId(r)} rejected: CallNotPermittedException: CircuitBreaker 'idp' is OPEN and does not permit further calls`,
        ),
      );
      const gw = w.svc("gateway");
      w.every(s + 600, w.t1, 85, (t) => {
        const n = r.int(1, 3);
        w.emit(
          t,
          gw,
          n === 3 ? "ERROR" : "WARN",
          n === 3
            ? `GET /v1/${r.pick(["me", "entitlements", "session"])} 503 ${r.int(10, 900)}.${r.int(0, 9)} ms - 88`
            : retryLine(gw, ps, "503", n),
        );
      });
    },
  },
];
