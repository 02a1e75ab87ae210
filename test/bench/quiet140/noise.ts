// Harmless ERROR and WARN that an on-call engineer would read past: declined cards, users mistyping passwords,
// scanners, client disconnects, bad input, retries that succeed, cache blips, rolling deploys, certificate
// renewals, health-check flaps, slow queries, replayed webhooks, redeliveries, idempotent duplicates, sensor
// glitches, GC pauses, bounces, deprecations, one recovered panic. Each kind writes in its runtime's own words.
import type { Role, Runtime } from "./estates.js";
import type { Rng } from "./rng.js";
import { dotnetTrace, goPanic, javaTrace, nodeTrace, phpTrace } from "./runtimes.js";
import { edgeHit, email, GLAZES, member, orderId, pieceId } from "./traffic.js";
import type { Window } from "./window.js";

export interface NoiseKind {
  key: string;
  needs: Role[];
  run: (w: Window) => void;
}

const firstHop = (w: Window): Role => (w.has("web") ? "web" : "shop");
const appRoles = (w: Window): Role[] => w.svcs.filter((s) => s.role !== "edge" && s.role !== "lb").map((s) => s.role);
/** A burst: n times spread over `span` ms from a random start. */
function burst(w: Window, n: number, span: number): number[] {
  const a = w.at(w.t0, w.t1 - span);
  return Array.from({ length: n }, () => a + w.rng.int(0, span)).sort((x, y) => x - y);
}

function declineLine(rt: Runtime, r: Rng): string {
  const code = r.pick([
    "insufficient_funds",
    "do_not_honor",
    "expired_card",
    "incorrect_cvc",
    "card_velocity_exceeded",
  ]);
  const ref = `pi_${r.hex(24)}`;
  switch (rt) {
    case "java":
      return javaTrace(
        "card-bridge",
        "com.stripe.exception.CardException",
        `Your card was declined.; code: card_declined; decline_code: ${code}; request-id: req_${r.hex(14)}`,
        [
          "pay.ChargeService.authorise(ChargeService.java:141)",
          "pay.ChargeController.charge(ChargeController.java:58)",
        ],
      );
    case "go":
      return `charge declined ref=${ref} code=card_declined decline_code=${code} http_status=402`;
    case "node":
      return `StripeCardError: Your card was declined. (decline_code=${code}, payment_intent=${ref})`;
    default:
      return `card declined for ${ref}: ${code}`;
  }
}

export const NOISE: NoiseKind[] = [
  {
    key: "declined-cards",
    needs: ["pay"],
    run: (w) => {
      const r = w.rng;
      for (let i = 0, n = r.int(8, 30); i < n; i++) {
        const t = w.at();
        w.emit(t, "pay", "error", declineLine(w.rt("pay"), r));
        const front = w.has("shop") ? "shop" : firstHop(w);
        w.emit(
          t + r.int(2, 30),
          front,
          "warn",
          `payment refused for ${r.pick([orderId(r), `BK-${r.int(60000, 69999)}`])}: card_declined, customer asked to try another card`,
        );
        edgeHit(
          w,
          t - r.int(100, 900),
          "POST",
          front === "shop" ? "/shop/checkout" : "/api/bookings",
          402,
          r.int(300, 1400),
          front,
        );
      }
    },
  },
  {
    key: "user-login-failures",
    needs: ["identity"],
    run: (w) => {
      const r = w.rng;
      const rt = w.rt("identity");
      for (let i = 0, n = r.int(12, 40); i < n; i++) {
        const t = w.at();
        const who = email(r);
        w.emit(
          t,
          "identity",
          "warn",
          rt === "python"
            ? `authentication failed for ${who}: invalid password (attempt ${r.int(1, 4)}/5)`
            : `login failed user=${who} reason=invalid_credentials attempt=${r.int(1, 4)}`,
        );
        edgeHit(w, t - r.int(20, 200), "POST", "/api/session", 401, r.int(80, 400), firstHop(w));
      }
      for (let i = 0, n = r.int(1, 3); i < n; i++)
        w.emit(
          w.at(),
          "identity",
          "error",
          `account ${member(r)} locked for 15m after 5 failed password attempts (source ${r.clientIp()})`,
        );
    },
  },
  {
    key: "scanner",
    needs: [],
    run: (w) => {
      const r = w.rng;
      const ip = r.clientIp();
      const ua = r.pick([
        "Mozilla/5.0 zgrab/0.x",
        "python-requests/2.31.0",
        "Mozilla/5.0 (compatible; Nuclei - Open-source project (github.com/projectdiscovery/nuclei))",
        "curl/8.4.0",
      ]);
      const paths = [
        "/.env",
        "/wp-login.php",
        "/.git/config",
        "/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php",
        "/actuator/env",
        "/cgi-bin/luci/;stok=/locale",
        "/admin/.env",
        "/phpmyadmin/index.php",
        "/server-status",
        "/.aws/credentials",
        "/api/v1/pods",
        "/boaform/admin/formLogin",
        "/xmlrpc.php",
        "/config.json",
        "/.DS_Store",
      ];
      const hop = w.has("web") ? "web" : "shop";
      const rt = w.rt(hop);
      for (const t of burst(w, r.int(40, 140), r.int(60000, 180000))) {
        const path = r.pick(paths);
        const status = r.weighted([
          [8, 404],
          [1, 403],
          [1, 400],
        ] as const);
        edgeHit(
          w,
          t,
          path === "/xmlrpc.php" ? "POST" : "GET",
          path,
          status,
          r.int(1, 30),
          hop,
          w.newId(),
          undefined,
          ua,
          ip,
        );
        if (!r.chance(0.5)) continue;
        const msg: Record<Runtime, [string, "warn" | "error" | "fatal"]> = {
          ruby: [`ActionController::RoutingError (No route matches [GET] "${path}"):`, "fatal"],
          java: [`No static resource ${path.slice(1)}.`, "warn"],
          php: [
            phpTrace(
              `[${new Date(t).toISOString().slice(0, 19).replace("T", " ")}] production.ERROR: The route ${path.slice(1)} could not be found. {"exception":"[object] (Symfony\\Component\\HttpKernel\\Exception\\NotFoundHttpException(code: 0): The route ${path.slice(1)} could not be found. at /var/www/vendor/laravel/framework/src/Illuminate/Routing/AbstractRouteCollection.php:45)`,
              [
                "/var/www/vendor/laravel/framework/src/Illuminate/Routing/RouteCollection.php(162): Illuminate\\Routing\\AbstractRouteCollection->handleMatchedRoute()",
                "/var/www/vendor/laravel/framework/src/Illuminate/Routing/Router.php(763): Illuminate\\Routing\\RouteCollection->match()",
              ],
            ),
            "error",
          ],
          python: [`Not Found: ${path}`, "warn"],
          node: [`NotFoundError: Not Found ${path}`, "warn"],
          dotnet: [
            `Request reached the end of the middleware pipeline without being handled by application code. Request path: GET http://${w.name(hop)}${path}, Response status code: 404`,
            "warn",
          ],
          elixir: [`** (Phoenix.Router.NoRouteError) no route found for GET ${path} (StudioWeb.Router)`, "error"],
          go: [`404 page not found path=${path} remote=${ip}`, "warn"],
        };
        const [m, lvl] = msg[rt];
        w.emit(t - r.int(1, 10), hop, lvl, m);
      }
    },
  },
  {
    key: "client-disconnects",
    needs: [],
    run: (w) => {
      const r = w.rng;
      const hop = r.pick(appRoles(w).filter((x) => ["web", "shop", "media", "bookings"].includes(x)));
      if (!hop) return;
      const rt = w.rt(hop);
      for (let i = 0, n = r.int(6, 25); i < n; i++) {
        const t = w.at();
        const path =
          hop === "media"
            ? `/media/pieces/${pieceId(r)}.jpg`
            : r.pick(["/api/classes?week=40", "/shop/glazes?page=2", "/api/firings/export.csv", "/gallery"]);
        const m: Record<Runtime, string> = {
          java: javaTrace(
            w.name(hop),
            "org.apache.catalina.connector.ClientAbortException",
            "java.io.IOException: Broken pipe",
            [
              "org.apache.catalina.connector.OutputBuffer.realWriteBytes(OutputBuffer.java:341)",
              "org.apache.catalina.connector.OutputBuffer.flushByteBuffer(OutputBuffer.java:778)",
            ],
          ),
          node: nodeTrace(w.name(hop), "Error: aborted", [
            "abortIncoming (node:_http_server:806:17)",
            "socketOnClose (node:_http_server:800:3)",
            "Socket.emit (node:events:531:35)",
          ]),
          go: `write tcp ${w.addr(hop)}->${r.ip()}:${r.int(30000, 60000)}: write: broken pipe path=${path}`,
          python: `ClientDisconnect while streaming ${path} (client went away after ${r.int(1, 30)}s)`,
          ruby: `Puma::ConnectionError: Connection error detected during write (${path})`,
          dotnet: dotnetTrace(
            w.name(hop),
            "Microsoft.AspNetCore.Connections.ConnectionResetException",
            "The client has disconnected",
            ["System.IO.Pipelines.Pipe.GetReadResult(ReadResult& result)"],
            "System.Runtime.InteropServices.COMException (0x800704CD): An operation was attempted on a nonexistent network connection.",
          ),
          php: `fwrite(): Send of 8192 bytes failed with errno=32 Broken pipe in /var/www/app/Http/Responses/StreamedCsv.php:41`,
          elixir: `** (Bandit.HTTPError) closed while sending ${path}`,
        };
        w.emit(t, hop, "error", m[rt]);
        if (hop === "web" || hop === "shop")
          edgeHit(
            w,
            t - r.int(1000, 20000),
            "GET",
            path,
            w.estate.edge === "nginx" ? 499 : 200,
            r.int(1000, 20000),
            hop,
            undefined,
            w.estate.edge === "envoy" ? "DC" : w.estate.edge === "haproxy" ? "CD--" : undefined,
          );
      }
    },
  },
  {
    key: "validation-refusals",
    needs: ["bookings"],
    run: (w) => {
      const r = w.rng;
      const rt = w.rt("bookings");
      for (let i = 0, n = r.int(8, 30); i < n; i++) {
        const t = w.at();
        const field = r.pick(["sessionDate", "seats", "email", "postcode", "experienceLevel"]);
        const why = r.pick([
          "must be a future date",
          "must be between 1 and 4",
          "must be a well-formed email address",
          "must not be blank",
        ]);
        const m =
          rt === "java"
            ? `Resolved [org.springframework.web.bind.MethodArgumentNotValidException: Validation failed for argument [0] in public org.springframework.http.ResponseEntity<?> com.booking.BookingController.create(BookingRequest): [Field error in object 'bookingRequest' on field '${field}': rejected value [${r.pick(["2025-13-01", "0", "null", "bob@"])}]; default message [${why}]] ]`
            : rt === "ruby"
              ? `ActiveRecord::RecordInvalid (Validation failed: ${field} ${why}):`
              : rt === "dotnet"
                ? `One or more validation errors occurred. {"${field}":["The ${field} field ${why}."]} TraceId=00-${r.hex(32)}-${r.hex(16)}-00`
                : `rejected booking payload: ${field} ${why}`;
        w.emit(t, "bookings", rt === "ruby" ? "error" : "warn", m);
        edgeHit(
          w,
          t - r.int(5, 60),
          "POST",
          "/api/bookings",
          rt === "ruby" ? 422 : 400,
          r.int(10, 90),
          w.has("web") ? "web" : "bookings",
        );
      }
    },
  },
  {
    key: "retries-succeed",
    needs: [],
    run: (w) => {
      const r = w.rng;
      const pairs: Array<[Role, Role]> = (
        [
          ["web", "bookings"],
          ["shop", "glaze"],
          ["firing", "kiln"],
          ["shop", "shipping"],
          ["web", "identity"],
          ["bookings", "pay"],
        ] as Array<[Role, Role]>
      ).filter(([a, b]) => w.has(a) && w.has(b));
      if (!pairs.length) return;
      const [a, b] = r.pick(pairs);
      for (const t of burst(w, r.int(4, 14), r.int(20000, 90000))) {
        const code = r.pick(["503 Service Unavailable", "connection reset by peer", "502 Bad Gateway", "ECONNRESET"]);
        w.emit(
          t,
          a,
          "warn",
          `call to ${w.name(b)} failed (${code}), attempt 1/3, retrying in ${r.pick([100, 200, 400])}ms`,
        );
        w.emit(t + r.int(150, 600), a, "info", `call to ${w.name(b)} succeeded on attempt 2`);
      }
    },
  },
  {
    key: "redis-blip",
    needs: [],
    run: (w) => {
      const r = w.rng;
      const cands = appRoles(w).filter((x) => ["web", "shop", "identity", "bookings", "glaze"].includes(x));
      if (!cands.length) return;
      const role = r.pick(cands);
      const rt = w.rt(role);
      const t = w.at();
      const msg =
        rt === "node"
          ? nodeTrace(w.name(role), "[ioredis] Unhandled error event: Error: read ECONNRESET", [
              "TCP.onStreamRead (node:internal/stream_base_commons:218:20)",
            ])
          : rt === "python"
            ? "redis.exceptions.ConnectionError: Error while reading from cache-redis:6379 : (104, 'Connection reset by peer')"
            : rt === "java"
              ? "io.lettuce.core.RedisConnectionException: Connection closed prematurely (cache-redis/10.42.7.3:6379)"
              : `redis: connection pool: read tcp ${r.ip()}:${r.int(30000, 60000)}->10.42.7.3:6379: read: connection reset by peer`;
      w.emit(t, role, "error", msg);
      for (let i = 0, n = r.int(3, 12); i < n; i++)
        w.emit(
          t + r.int(5, 900),
          role,
          "warn",
          `cache unavailable, reading ${r.pick(["class list", "glaze prices", "session", "kiln status"])} from primary (miss)`,
        );
      w.emit(t + r.int(900, 2500), role, "info", `redis reconnected (cache-redis:6379) after ${r.int(400, 2200)}ms`);
    },
  },
  {
    key: "rolling-deploy",
    needs: [],
    run: (w) => {
      const r = w.rng;
      const role = r.pick(appRoles(w));
      rollingDeploy(w, role, w.at(w.t0 + 30000, w.t1 - 90000));
    },
  },
  {
    key: "cert-renewal",
    needs: [],
    run: (w) => {
      const r = w.rng;
      const t = w.at();
      const host = w.estate.host;
      switch (w.estate.edge) {
        case "nginx":
          w.emit(
            t,
            "edge",
            "info",
            `certificate for ${host} renewed (valid until 2026-12-${r.int(10, 28)}), reloading`,
          );
          w.emit(t + 300, "edge", "info", "signal process started");
          w.emit(t + 320, "edge", "info", `${r.int(1, 99)}#${r.int(1, 99)}: gracefully shutting down`);
          break;
        case "traefik":
          w.emit(
            t,
            "edge",
            "info",
            `Renewing certificate from LE : {Main:${host} SANs:[www.${host}]} providerName=letsencrypt.acme`,
          );
          w.emit(
            t + r.int(2000, 6000),
            "edge",
            "info",
            `Certificates obtained for domains [${host} www.${host}] providerName=letsencrypt.acme`,
          );
          break;
        case "envoy":
          w.emit(
            t,
            "edge",
            "info",
            `sds: secret ${host.replace(".", "_")}_tls updated (version ${r.hex(8)}), listener ingress_https drained`,
          );
          break;
        default:
          w.emit(t, "edge", "warn", `Proxy fe_https reloaded: new certificate bundle /etc/haproxy/certs/${host}.pem`);
      }
      for (let i = 0, n = r.int(3, 12); i < n; i++)
        w.emit(
          w.at(),
          "edge",
          w.estate.edge === "nginx" ? "error" : "warn",
          w.estate.edge === "nginx"
            ? `[crit] ${r.int(20, 40)}#${r.int(20, 40)}: *${r.int(10000, 999999)} SSL_do_handshake() failed (SSL: error:0A00006C:SSL routines::bad key share) while SSL handshaking, client: ${r.clientIp()}, server: 0.0.0.0:443`
            : `TLS handshake error from ${r.clientIp()}:${r.int(30000, 65000)}: ${r.pick(["EOF", "tls: client offered only unsupported versions: [302 301]", "remote error: tls: unknown certificate"])}`,
        );
    },
  },
  {
    key: "health-flap",
    needs: [],
    run: (w) => {
      const r = w.rng;
      const role = r.pick(appRoles(w));
      const name = w.name(role);
      for (let k = 0, n = r.int(1, 3); k < n; k++) {
        const t = w.at(w.t0, w.t1 - 60000);
        const back = t + r.int(4000, 25000);
        if (w.estate.edge === "haproxy") {
          const srv = `be_${name.replace(/^[a-z]+-/, "")}/${name.split("-").pop()}${r.int(1, 3)}`;
          w.emit(
            t,
            "edge",
            "warn",
            `Server ${srv} is DOWN, reason: Layer7 timeout, check duration: 2001ms. ${r.int(1, 2)} active and 0 backup servers left. 0 sessions active, 0 requeued, 0 remaining in queue.`,
          );
          w.emit(
            back,
            "edge",
            "warn",
            `Server ${srv} is UP, reason: Layer7 check passed, code: 200, check duration: ${r.int(2, 40)}ms. ${r.int(2, 3)} active and 0 backup servers online. 0 sessions requeued, 0 total in queue.`,
          );
        } else if (w.estate.edge === "envoy") {
          w.emit(
            t,
            "edge",
            "warn",
            `health_check: host ${w.addr(role)} in cluster ${name} failed active health check (timeout), ejected`,
          );
          w.emit(
            back,
            "edge",
            "info",
            `health_check: host ${w.addr(role)} in cluster ${name} passed, returned to rotation`,
          );
        } else {
          w.emit(
            t,
            role,
            "warn",
            `readiness probe slow: GET /ready took ${r.int(1100, 3000)}ms (threshold 1000ms), still serving`,
          );
          w.emit(back, role, "info", "readiness ok");
        }
      }
    },
  },
  {
    key: "slow-queries",
    needs: [],
    run: (w) => {
      const r = w.rng;
      const cands = appRoles(w).filter((x) => ["bookings", "glaze", "shop", "commissions", "firing"].includes(x));
      if (!cands.length) return;
      const role = r.pick(cands);
      const rt = w.rt(role);
      const SQL: Partial<Record<Role, string[]>> = {
        bookings: [
          "SELECT s.id, s.starts_at, count(b.id) FROM class_sessions s LEFT JOIN bookings b ON b.session_id = s.id WHERE s.starts_at > $1 GROUP BY s.id",
          "SELECT * FROM waitlist_entries WHERE class_id = $1 ORDER BY created_at",
        ],
        glaze: ["SELECT * FROM glaze_lots WHERE sku = ANY($1) ORDER BY received_at DESC"],
        shop: ["SELECT o.* FROM orders o JOIN order_lines l ON l.order_id = o.id WHERE o.customer_id = $1"],
        commissions: [
          "SELECT c.*, p.url FROM commissions c LEFT JOIN photos p ON p.commission_id = c.id WHERE c.status <> 'closed'",
        ],
        firing: ["UPDATE firing_slots SET status = 'archived' WHERE ends_at < now() - interval '30 days'"],
      };
      const sql = r.pick(SQL[role] ?? ["SELECT 1"]);
      for (let i = 0, n = r.int(3, 12); i < n; i++) {
        const ms = r.int(1100, 6400);
        w.emit(
          w.at(),
          role,
          "warn",
          rt === "java"
            ? `SlowQuery: ${ms} milliseconds. SQL: '${sql}'`
            : rt === "ruby"
              ? `Slow SQL (${ms}.${r.int(0, 9)}ms) ${sql}`
              : `slow query ${ms}ms: ${sql}`,
        );
      }
    },
  },
  {
    key: "webhook-replays",
    needs: ["pay"],
    run: (w) => {
      const r = w.rng;
      for (let i = 0, n = r.int(3, 10); i < n; i++) {
        const t = w.at();
        const ev = `evt_${r.hex(24)}`;
        if (r.chance(0.6))
          w.emit(
            t,
            "pay",
            "info",
            `webhook ${ev} (payment_intent.succeeded) already processed, acknowledging duplicate delivery`,
          );
        else
          w.emit(
            t,
            "pay",
            "error",
            `webhook ${ev} rejected: signature timestamp outside tolerance (${r.int(301, 900)}s old), provider will retry`,
          );
      }
    },
  },
  {
    key: "queue-redelivery",
    needs: [],
    run: (w) => {
      const r = w.rng;
      const cands = appRoles(w).filter((x) => ["firing", "notify", "commissions", "media"].includes(x));
      if (!cands.length) return;
      const role = r.pick(cands);
      for (let i = 0, n = r.int(4, 16); i < n; i++) {
        const t = w.at();
        const msgId = r.uuid();
        w.emit(
          t,
          role,
          "warn",
          `message ${msgId} redelivered (delivery_count=${r.int(2, 3)}) after visibility timeout`,
        );
        w.emit(
          t + r.int(20, 400),
          role,
          "info",
          `message ${msgId} handled (duplicate of completed job, skipped side effects)`,
        );
      }
    },
  },
  {
    key: "idempotent-duplicates",
    needs: [],
    run: (w) => {
      const r = w.rng;
      const cands = appRoles(w).filter((x) => ["bookings", "shop", "commissions"].includes(x));
      if (!cands.length) return;
      const role = r.pick(cands);
      const rt = w.rt(role);
      const table = role === "bookings" ? "bookings" : role === "shop" ? "orders" : "commission_requests";
      for (let i = 0, n = r.int(2, 8); i < n; i++) {
        const t = w.at();
        const key = r.uuid();
        const pg = `duplicate key value violates unique constraint "${table}_idempotency_key_key"\n  Detail: Key (idempotency_key)=(${key}) already exists.`;
        const m =
          rt === "java"
            ? javaTrace(
                w.name(role),
                "org.springframework.dao.DuplicateKeyException",
                `PreparedStatementCallback; ERROR: ${pg.split("\n")[0]}`,
                ["repo.BookingRepository.insert(BookingRepository.java:77)"],
                {
                  ex: "org.postgresql.util.PSQLException",
                  msg: `ERROR: ${pg.split("\n")[0]}`,
                  frames: [
                    "org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:2725)",
                  ],
                },
              )
            : rt === "python"
              ? `sqlalchemy.exc.IntegrityError: (psycopg.errors.UniqueViolation) ${pg}`
              : rt === "ruby"
                ? `ActiveRecord::RecordNotUnique: PG::UniqueViolation: ERROR:  ${pg}`
                : rt === "php"
                  ? `production.ERROR: SQLSTATE[23505]: Unique violation: 7 ERROR:  ${pg} (Connection: pgsql, SQL: insert into "${table}" ("idempotency_key", ...) values (${key}, ...))`
                  : rt === "dotnet"
                    ? `Npgsql.PostgresException (0x80004005): 23505: ${pg}`
                    : rt === "node"
                      ? `error: ${pg}`
                      : `ERROR: ${pg} (SQLSTATE 23505)`;
        w.emit(t, role, "error", m);
        w.emit(
          t + r.int(1, 8),
          role,
          "info",
          `double submit detected for ${key.slice(0, 8)}, returning the existing ${table.replace(/s$/, "")}`,
        );
      }
    },
  },
  {
    key: "kiln-sensor-glitch",
    needs: ["kiln"],
    run: (w) => {
      const r = w.rng;
      const k = r.pick(w.estate.kilns);
      for (let i = 0, n = r.int(3, 15); i < n; i++)
        w.emit(
          w.at(),
          "kiln",
          r.chance(0.5) ? "error" : "warn",
          r.pick([
            `thermocouple zone ${r.int(1, 3)} on ${k} read ${r.pick([1999, -40, 2047])}C (open circuit?), sample discarded`,
            `controller ${k} answered with CRC mismatch, re-read ok`,
          ]),
        );
      w.emit(
        w.at(),
        "kiln",
        "warn",
        `kiln ${r.pick(w.estate.kilns)} offline: marked out of service for element replacement until ${r.int(10, 28)} Sep`,
      );
    },
  },
  {
    key: "out-of-stock",
    needs: ["glaze"],
    run: (w) => {
      const r = w.rng;
      const g = r.pick(GLAZES);
      for (let i = 0, n = r.int(5, 18); i < n; i++) {
        const t = w.at();
        w.emit(
          t,
          "glaze",
          "warn",
          `reservation refused: '${g}' has ${r.int(0, 9) / 10}kg on hand, ${r.int(1, 5)}kg requested`,
        );
        if (w.has("shop")) edgeHit(w, t - r.int(5, 50), "POST", "/shop/cart/items", 409, r.int(20, 90), "shop");
      }
    },
  },
  {
    key: "gc-pauses",
    needs: [],
    run: (w) => {
      const r = w.rng;
      const javas = w.svcs.filter((s) => s.runtime === "java");
      if (!javas.length) return;
      const s = r.pick(javas);
      for (let i = 0, n = r.int(3, 10); i < n; i++)
        w.emit(
          w.at(),
          s.name,
          "warn",
          `[gc] GC(${r.int(800, 4000)}) Pause Young (G1 Evacuation Pause) ${r.int(500, 700)}M->${r.int(150, 260)}M(1024M) ${r.int(210, 480)}.${r.int(100, 999)}ms`,
        );
    },
  },
  {
    key: "mail-bounces",
    needs: ["notify"],
    run: (w) => {
      const r = w.rng;
      for (let i = 0, n = r.int(3, 12); i < n; i++)
        w.emit(
          w.at(),
          "notify",
          r.chance(0.5) ? "error" : "warn",
          `delivery to ${email(r)} failed permanently: ${r.pick(["550 5.1.1 Recipient address rejected: User unknown", "552 5.2.2 Mailbox full", "550 5.7.1 Message rejected as spam by Content Filtering"])} (bounce recorded, address suppressed)`,
        );
    },
  },
  {
    key: "deprecations",
    needs: [],
    run: (w) => {
      const r = w.rng;
      const s = r.pick(w.svcs.filter((x) => x.role !== "edge" && x.role !== "lb"));
      const m: Partial<Record<Runtime, string>> = {
        python: `DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version.`,
        ruby: "DEPRECATION WARNING: `to_s(:db)` is deprecated. Use `to_fs(:db)` instead.",
        node: "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
        java: "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
        php: "PHP Deprecated:  Creation of dynamic property App\\Models\\Glaze::$legacyCode is deprecated in /var/www/app/Models/Glaze.php on line 88",
      };
      const msg = m[s.runtime as Runtime];
      if (!msg) return;
      for (let i = 0, n = r.int(2, 20); i < n; i++) w.emit(w.at(), s.name, "warn", msg);
    },
  },
  {
    key: "recovered-panic",
    needs: [],
    run: (w) => {
      const r = w.rng;
      const gos = w.svcs.filter((s) => s.runtime === "go");
      if (!gos.length) return;
      const s = r.pick(gos);
      const t = w.at();
      const p = goPanic(r, s.name, "runtime error: index out of range [3] with length 3", [
        "handlers.parseRange",
        "handlers.(*Export).ServeHTTP",
      ]).replace(/^panic: /, `http: panic serving ${r.ip()}:${r.int(30000, 60000)}: `);
      w.emit(t, s.name, "error", p);
    },
  },
  {
    key: "partner-429",
    needs: ["glaze"],
    run: (w) => {
      const r = w.rng;
      const key = `pk_live_${r.hex(6)}`;
      const hop = w.has("shop") ? "shop" : "glaze";
      for (const t of burst(w, r.int(15, 50), r.int(30000, 120000))) {
        edgeHit(
          w,
          t,
          "GET",
          `/shop/glazes?page=${r.int(1, 40)}&per_page=200`,
          429,
          r.int(1, 5),
          hop,
          undefined,
          undefined,
          "WholesaleSync/2.3 (+reseller)",
        );
        if (r.chance(0.3))
          w.emit(
            t,
            hop,
            "warn",
            `rate limit exceeded for api key ${key} (wholesale reseller): 120 req/min, retry-after 30s`,
          );
      }
    },
  },
  {
    key: "expired-tokens",
    needs: ["web"],
    run: (w) => {
      const r = w.rng;
      const rt = w.rt("web");
      for (let i = 0, n = r.int(6, 24); i < n; i++) {
        const t = w.at();
        w.emit(
          t,
          "web",
          "error",
          rt === "node"
            ? nodeTrace(
                "web",
                `TokenExpiredError: jwt expired (expiredAt ${new Date(t - r.int(1000, 900000)).toISOString()})`,
                ["verify (/app/node_modules/jsonwebtoken/verify.js:190:21)", "requireMember.auth"],
              )
            : `session token expired for ${member(r)}, redirecting to /login`,
        );
        edgeHit(w, t - r.int(1, 20), "GET", "/api/me", 401, r.int(2, 20), "web");
      }
    },
  },
  {
    key: "disk-usage-warn",
    needs: [],
    run: (w) => {
      const r = w.rng;
      // never on a disk incident's origin: there it would read as the fault's first sign
      const role = r.pick(appRoles(w).filter((x) => x !== w.quietRole));
      const vol = r.pick(["/var/lib/app/uploads", "/var/log/app", "/data/cache"]);
      for (let t = w.t0 + r.int(0, 60000); t < w.t1; t += r.int(240000, 330000))
        w.emit(t, role, "warn", `volume ${vol} at ${r.int(80, 86)}% (warn threshold 80%), ${r.int(6, 30)}GiB free`);
    },
  },
  {
    key: "batch-deadline",
    needs: [],
    run: (w) => {
      const r = w.rng;
      const role = r.pick(appRoles(w).filter((x) => ["media", "glaze", "commissions", "firing", "shop"].includes(x)));
      if (!role) return;
      const job = r.pick(["gallery-reindex", "price-feed-backfill", "stale-cart-purge", "firing-log-archive"]);
      const t = w.at();
      w.emit(
        t,
        role,
        "error",
        `Job ${job}-${r.int(29000, 29999)} failed: BackoffLimitExceeded (activeDeadlineSeconds=600 reached, container exited with code 137); next scheduled run 02:00`,
      );
      w.emit(
        t + r.int(50, 400),
        role,
        "warn",
        `${job}: ${r.int(40, 90)}% done when stopped, will resume from checkpoint`,
      );
    },
  },
  {
    key: "slow-export",
    needs: ["web"],
    run: (w) => {
      const r = w.rng;
      for (let i = 0, n = r.int(2, 5); i < n; i++) {
        const t = w.at();
        const path = `/api/firings/export.csv?from=2025-0${r.int(1, 9)}-01`;
        edgeHit(w, t, "GET", path, 504, 60000, "web");
        if (w.estate.edge === "nginx")
          w.emit(
            t + 60000,
            "edge",
            "error",
            `${r.int(20, 40)}#${r.int(20, 40)}: *${r.int(10000, 999999)} upstream timed out (110: Connection timed out) while reading response header from upstream, client: ${r.clientIp()}, server: ${w.estate.host}, request: "GET ${path} HTTP/1.1", upstream: "http://${w.addr("web")}${path}", host: "${w.estate.host}"`,
          );
        w.emit(
          t + r.int(61000, 90000),
          "web",
          "warn",
          `firing log export finished after ${r.int(61, 95)}s (${r.int(20000, 90000)} rows) but the client was gone; emailing the file instead`,
        );
      }
    },
  },
  {
    key: "constant-thumbnail-misses",
    needs: [],
    run: (w) => {
      const r = w.rng;
      const options: Array<[Role[], () => string]> = [
        [["media", "shop", "web"], () => `thumbnail missing for ${pieceId(r)}, serving placeholder`],
        [["web", "shop"], () => "analytics beacon dropped: collector returned 400 (ad blocker stripped payload)"],
        [
          ["bookings", "identity", "shop"],
          () => `legacy member ${member(r)} has no studio_id, defaulting to main studio`,
        ],
        [
          ["web", "shop", "notify"],
          () =>
            `translation key 'glaze.finish.${r.pick(["satin", "matte", "gloss"])}' missing for locale cy-GB, using en-GB`,
        ],
        [
          ["firing", "kiln"],
          () => `kiln ${r.pick(w.estate.kilns)} reports firmware 2.1.4 (expected >= 2.2.0), limited telemetry`,
        ],
        [["glaze"], () => `supplier SKU ${r.int(10000, 99999)} has no hazard sheet, listing hidden`],
      ];
      const fit = options.flatMap(([roles, f]) => roles.filter((x) => w.has(x)).map((x) => [x, f] as const));
      if (!fit.length) return;
      const [role, what] = r.pick(fit);
      const every = r.int(12000, 40000);
      for (let t = w.t0 + r.int(0, every); t < w.t1; t += every + r.int(-3000, 3000)) w.emit(t, role, "error", what());
    },
  },
];

/** A service drained and restarted on a new version; the edge sees a couple of 502s while it drains. */
export function rollingDeploy(w: Window, role: Role, t: number, version?: string): void {
  const r = w.rng;
  const s = w.svc(role);
  const v = version ?? `v${r.int(1, 9)}.${r.int(0, 40)}.${r.int(0, 9)}`;
  const replicas = r.int(2, 3);
  let at = t;
  for (let k = 0; k < replicas; k++) {
    w.emit(
      at,
      role,
      "info",
      `received SIGTERM, draining ${r.int(0, 30)} in-flight requests (replica ${k + 1}/${replicas})`,
    );
    w.emit(at + r.int(800, 4000), role, "info", "shutdown complete");
    const up = at + r.int(5000, 15000);
    const start: Record<string, string> = {
      java: `Started ${s.name.replace(/[-_]/g, "")}Application in ${r.int(6, 14)}.${r.int(100, 999)} seconds (process running for ${r.int(8, 16)}.${r.int(1, 9)})`,
      node: `server listening on :${s.port} (${v}, node v20.${r.int(10, 18)}.0)`,
      go: `starting ${s.name} ${v} listen=:${s.port}`,
      python: `Booting worker with pid: ${r.int(7, 400)}`,
      ruby: `Puma starting in cluster mode... * Version 6.4.2, codename: The Eagle of Durango * Listening on http://0.0.0.0:${s.port}`,
      dotnet: `Now listening on: http://[::]:${s.port}`,
      php: "NOTICE: ready to handle connections",
      elixir: `Running ${s.name.replace(/_/g, "")}Web.Endpoint with Bandit 1.5.7 at :::${s.port} (http)`,
    };
    w.emit(up, role, "info", start[s.runtime] ?? `started ${v}`);
    if (k === 0) w.emit(at - 2000, role, "info", `deploy ${v} rolling out (${replicas} replicas)`);
    at = up + r.int(3000, 10000);
  }
  if (role === "web" || role === "shop" || role === "media")
    for (let i = 0, n = r.int(1, 4); i < n; i++)
      edgeHit(
        w,
        t + r.int(100, 2000),
        "GET",
        r.pick(["/api/classes?week=40", "/shop/glazes?page=1", "/gallery"]),
        502,
        r.int(1, 20),
        role,
        w.newId(),
        w.estate.edge === "envoy" ? "UC" : w.estate.edge === "haproxy" ? "SH--" : undefined,
      );
}
