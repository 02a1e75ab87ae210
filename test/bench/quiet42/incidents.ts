// The eight failures of quiet42, one per category, each tied to one estate and told the way the services involved
// would really log it: the failing service in its own runtime's words, callers in theirs, retries louder than the
// failing service.
import type { Ctx } from "./quiet.js";
import { javaTrace, nodeTrace, pyTrace, rubyTrace } from "./traces.js";

export interface Failure {
  key: string;
  estate: string;
  category: string;
  origin: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  /** share of the origin's background INFO lines that stop after the start */
  quiet: number;
  /** the origin stops logging altogether (health checks and jobs too) */
  silent?: boolean;
  /** callers' background lines that stop too (requests that no longer succeed), dropped at the same share */
  mute?: RegExp;
  apply(c: Ctx, start: number): void;
}

/** Calls `f` at jittered intervals from `a` to the end of the window. */
function every(c: Ctx, a: number, lo: number, hi: number, f: (t: number, k: number) => void): void {
  let k = 0;
  for (let t = a + c.r.i(0, lo); t < c.t1; t += c.r.i(lo, hi)) f(t, k++);
}

const pad = (n: number) => String(n).padStart(2, "0");

export const FAILURES: Failure[] = [
  {
    key: "db-pool",
    estate: "larkspur",
    category: "database",
    origin: "cres-core",
    hints: ["connection", "pool", "database", "sql", "postgres", "hikari", "too many"],
    severity: "high",
    note: "cres-core's Postgres refuses new connections (too many clients), its Hikari pool starves and availability and booking callers time out and retry.",
    quiet: 0.85,
    mute: /GET \/v2\/availability.* 200 |priced \d+ offers|reservation LK\d+ created/,
    apply(c, s) {
      c.add(
        s,
        "cres-core",
        "warn",
        "HikariPool-1 - Failed to validate connection org.postgresql.jdbc.PgConnection@5b0e9f3a (This connection has been closed.). Possibly consider using a shorter maxLifetime value.",
      );
      every(c, s + 2000, 3000, 9000, (t) => {
        c.add(
          t,
          "cres-core",
          "warn",
          `HikariPool-1 - Pool stats (total=40, active=40, idle=0, waiting=${c.r.i(30, 140)})`,
        );
      });
      every(c, s + 1500, 2500, 7000, (t, k) => {
        const req = c.req();
        const cause: [string, string, string[]] = [
          "org.postgresql.util.PSQLException",
          "FATAL: sorry, too many clients already",
          [
            "org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)",
            "org.postgresql.core.v3.ConnectionFactoryImpl.tryConnect(ConnectionFactoryImpl.java:203)",
            "com.zaxxer.hikari.pool.PoolBase.newConnection(PoolBase.java:359)",
          ],
        ];
        const trace = javaTrace(
          "org.springframework.jdbc.CannotGetJdbcConnectionException",
          "Failed to obtain JDBC Connection",
          [
            "org.springframework.jdbc.datasource.DataSourceUtils.getConnection(DataSourceUtils.java:84)",
            "org.springframework.jdbc.core.JdbcTemplate.execute(JdbcTemplate.java:376)",
            "com.larkspur.cres.availability.AvailabilityRepository.findOffers(AvailabilityRepository.java:118)",
            "com.larkspur.cres.availability.AvailabilityService.search(AvailabilityService.java:64)",
          ],
          k % 3 === 0
            ? cause
            : [
                "java.sql.SQLTransientConnectionException",
                "HikariPool-1 - Connection is not available, request timed out after 30000ms (total=40, active=40, idle=0, waiting=97)",
                [
                  "com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:696)",
                  "com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:181)",
                ],
              ],
        );
        c.add(
          t,
          "cres-core",
          "error",
          `Servlet.service() for servlet [dispatcherServlet] threw exception [Request processing failed]\n${trace}`,
          req,
        );
        c.add(
          t + c.r.i(29000, 30500),
          "guest-api",
          "error",
          `GET /v2/availability?hotel=LH${c.r.i(101, 148)}&nights=${c.r.i(1, 5)} 504 30${c.r.i(10, 99)} ms - upstream cres-core timed out`,
          req,
        );
      });
      every(c, s + 4000, 1200, 3500, (t) => {
        const req = c.req();
        const n = c.r.i(1, 3);
        c.add(t, "guest-api", "warn", `cres-core request failed (ESOCKETTIMEDOUT), retry ${n}/3 in ${n * 200}ms`, req);
        if (c.r.c(0.35))
          c.add(
            t + 50,
            "channel-hub",
            "error",
            `ARI snapshot from cres-core failed: 503 Service Unavailable, will retry in 15s`,
          );
      });
      every(c, s + 6000, 8000, 20000, (t) => {
        const req = c.req();
        c.add(
          t,
          "booking-engine",
          "error",
          `Reservation create failed: Faraday::TimeoutError (Net::ReadTimeout with #<TCPSocket:(closed)>) calling cres-core POST /reservations\n${rubyTrace("Faraday::TimeoutError", "Net::ReadTimeout with #<TCPSocket:(closed)>", ["/usr/local/bundle/gems/faraday-net_http-3.0.2/lib/faraday/adapter/net_http.rb:66:in `rescue in call'", "/app/app/clients/cres_client.rb:41:in `create_reservation'", "/app/app/controllers/bookings_controller.rb:27:in `confirm'"])}`,
          req,
        );
        c.add(t + 20, "booking-engine", "info", `Completed 502 Bad Gateway in ${c.r.i(15000, 16000)}ms`, req);
      });
    },
  },
  {
    key: "lock-cloud-401",
    estate: "larkspur",
    category: "authentication",
    origin: "keycard-svc",
    hints: ["401", "auth", "credential", "unauthorized", "invalid_client", "token", "secret"],
    severity: "high",
    note: "keycard-svc can no longer get a token from the lock vendor cloud (401 invalid_client after its client secret expired), so no keys are encoded and check-ins stall.",
    quiet: 0.9,
    mute: /encoded \d key|mobile-key 200/,
    apply(c, s) {
      c.add(
        s - 240000,
        "keycard-svc",
        "info",
        "token cache: lockcloud access token expires in 240s, refresh scheduled",
      );
      every(c, s, 6000, 15000, (t) => {
        const req = c.req();
        const tb = pyTrace(
          [
            ["/app/keycard/lockcloud.py", 88, "_token", "resp.raise_for_status()"],
            [
              "/usr/local/lib/python3.12/site-packages/requests/models.py",
              1024,
              "raise_for_status",
              "raise HTTPError(http_error_msg, response=self)",
            ],
          ],
          "requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://eu.lockcloud.vendor.example/oauth2/token",
        );
        c.add(
          t,
          "keycard-svc",
          "error",
          `lockcloud token refresh failed: {"error":"invalid_client","error_description":"client secret expired"}\n${tb}`,
          req,
        );
        c.add(
          t + c.r.i(20, 90),
          "keycard-svc",
          "warn",
          `encode request for LH${c.r.i(101, 148)}/${c.r.i(2, 14)}${pad(c.r.i(1, 40))} rejected: no valid lockcloud session`,
          req,
        );
      });
      every(c, s + 1000, 1500, 4500, (t) => {
        const req = c.req();
        const room = `${c.r.i(2, 14)}${pad(c.r.i(1, 40))}`;
        c.add(
          t,
          "pms-bridge",
          "error",
          `key issue for room ${room} failed: keycard-svc returned 502 Bad Gateway (attempt ${c.r.i(1, 3)}/3)`,
          req,
        );
        if (c.r.c(0.5))
          c.add(
            t + 200,
            "guest-api",
            "warn",
            `POST /v2/stays/${c.r.hex(8)}/mobile-key 502 ${c.r.i(300, 2500)} ms`,
            req,
          );
      });
    },
  },
  {
    key: "folio-enospc",
    estate: "meridel",
    category: "disk",
    origin: "folio-service",
    hints: ["disk", "space", "enospc", "errno 28", "no space", "volume"],
    severity: "high",
    note: "folio-service fills its invoice volume and every folio posting and check-out invoice fails with ENOSPC; reservations and the gateway report 500s for check-outs.",
    quiet: 0.8,
    apply(c, s) {
      c.add(
        s - 180000,
        "folio-service",
        "warn",
        "invoice archive upload to object storage deferred: 4812 PDFs pending on /var/lib/folio",
      );
      every(c, s, 4000, 11000, (t, k) => {
        const path = `/var/lib/folio/invoices/2026/12/INV-${c.r.i(300000, 399999)}.pdf`;
        const tb = pyTrace(
          [
            ["/app/folio/api/checkout.py", 212, "close_folio", "pdf_path = self.renderer.write(invoice)"],
            ["/app/folio/render/pdf.py", 57, "write", "with open(path, 'wb') as fh:"],
          ],
          `OSError: [Errno 28] No space left on device: '${path}'`,
        );
        if (k % 2 === 0)
          c.add(t, "folio-service", "error", `Exception on /folios/${c.r.i(300000, 399999)}/close [POST]\n${tb}`);
        else
          c.add(
            t,
            "folio-service",
            "error",
            `posting journal write failed for folio ${c.r.i(300000, 399999)}: [Errno 28] No space left on device`,
          );
      });
      every(c, s + 3000, 2500, 6000, (t) => {
        const b = `MR-${c.r.i(100000, 999999)}`;
        c.add(
          t,
          "reservations",
          "error",
          `Check-out ${b} failed: folio-service responded 500 INTERNAL SERVER ERROR on POST /folios/close`,
        );
        c.add(t + 40, "reservations", "warn", `Retrying check-out ${b} (attempt ${c.r.i(2, 4)}/4) after 1000ms`);
        if (c.r.c(0.6))
          c.add(
            t + 90,
            "stay-gateway",
            "error",
            `method=POST path=/api/checkout status=502 dur=${c.r.i(900, 4000)}ms err="upstream reservations: 500"`,
          );
      });
    },
  },
  {
    key: "expedia-429",
    estate: "meridel",
    category: "rate_limiting",
    origin: "ota-connector",
    hints: ["429", "rate", "limit", "throttl", "quota", "too many"],
    severity: "medium",
    note: "ota-connector exceeds Expedia's request quota and is throttled with 429s (logged at WARN only); ari-publisher's batches pile up and fail loudly.",
    quiet: 0.6,
    apply(c, s) {
      every(c, s, 2500, 7000, (t) => {
        c.add(
          t,
          "ota-connector",
          "warn",
          `Expedia EQC AR update HTTP 429 Too Many Requests (hotel ${c.r.i(10000000, 99999999)}), Retry-After: ${c.r.p([15, 30, 60])}s - quota 25 req/s per account exceeded`,
        );
      });
      every(c, s + 1000, 900, 2600, (t) => {
        const n = c.r.i(1, 5);
        c.add(
          t,
          "ari-publisher",
          "error",
          `publish batch resort=MR-${c.r.i(10, 29)} to ota-connector failed: status=503 body="upstream throttled" attempt=${n}`,
        );
        if (n < 5)
          c.add(
            t + 30,
            "ari-publisher",
            "warn",
            `requeue batch with backoff ${2 ** n}s (queue depth ${c.r.i(200, 4000)})`,
          );
      });
      every(c, s + 20000, 15000, 40000, (t) => {
        c.add(
          t,
          "reservations",
          "warn",
          `Expedia BR retrieval delayed for MR-${c.r.i(10, 29)}: ota-connector busy, ${c.r.i(3, 30)} bookings waiting`,
        );
      });
    },
  },
  {
    key: "injector-config",
    estate: "basketo",
    category: "configuration",
    origin: "order-injector",
    hints: ["config", "url", "scheme", "setting", "missing", "base_url"],
    severity: "high",
    note: "after a config reload order-injector has an empty Toast base URL, every Toast order fails to reach the restaurant and order-api, dispatch and refunds report it.",
    quiet: 0.4,
    apply(c, s) {
      c.add(
        s - 1200,
        "order-injector",
        "info",
        "config: reloaded from configmap order-injector-config (resourceVersion 88213114)",
      );
      c.add(s - 900, "order-injector", "warn", 'config: pos.toast.eu.base_url is empty, provider toast will use ""');
      c.add(s - 600, "order-injector", "info", "config: 4 pos providers active (toast, square, lightspeed, tablet)");
      every(c, s, 1500, 4500, (t) => {
        const req = c.req();
        const o = `ord_${c.r.hex(10)}`;
        c.add(
          t,
          "order-injector",
          "error",
          `inject failed order=${o} store=st_${c.r.i(1000, 9999)} pos=toast: Post "/v2/orders": unsupported protocol scheme ""`,
          req,
        );
        c.add(
          t + c.r.i(5, 40),
          "order-api",
          "error",
          `order ${o} POS injection failed via order-injector (502), customer shown "restaurant not confirming"`,
          req,
        );
        if (c.r.c(0.5))
          c.add(t + 60, "order-api", "warn", `retrying injection for ${o} (attempt ${c.r.i(2, 5)}/5)`, req);
      });
      every(c, s + 300000, 10000, 25000, (t) => {
        c.add(
          t,
          "dispatch",
          "warn",
          `Order ord_${c.r.hex(10)} not confirmed by restaurant after 5m, courier offer held`,
        );
        if (c.r.c(0.5))
          c.add(
            t + 500,
            "refunds",
            "info",
            `Auto-refund issued for ord_${c.r.hex(10)}: restaurant never received order`,
          );
      });
    },
  },
  {
    key: "geo-dns",
    estate: "basketo",
    category: "network",
    origin: "geo-lookup",
    hints: ["dns", "lookup", "network", "dial", "resolve"],
    severity: "medium",
    note: "geo-lookup can no longer resolve the geocoding provider's host name (DNS lookups time out), only cache hits succeed; address checks at checkout and nearby-store searches fail.",
    quiet: 0.5,
    mute: /GET \/v3\/stores\/nearby.* 200 /,
    apply(c, s) {
      every(c, s, 1500, 5000, (t) => {
        const req = c.req();
        const src = `10.32.${c.r.i(0, 9)}.${c.r.i(2, 250)}:${c.r.i(30000, 60000)}`;
        c.add(
          t,
          "geo-lookup",
          "error",
          `geocode upstream failed: Get "https://maps.googleapis.com/maps/api/geocode/json?address=...": dial tcp: lookup maps.googleapis.com on 10.96.0.10:53: read udp ${src}->10.96.0.10:53: i/o timeout`,
          req,
        );
        if (c.r.c(0.6))
          c.add(
            t + 5010,
            "order-api",
            "error",
            `GET /v3/stores/nearby 503 ${c.r.i(5000, 5200)} ms - geo-lookup: upstream geocoder unavailable`,
            req,
          );
      });
      every(c, s + 2000, 3000, 8000, (t) => {
        const req = c.req();
        c.add(
          t,
          "checkout",
          "error",
          `Address validation failed for cart ${c.r.hex(8)}: geo-lookup returned 503, checkout blocked\n${rubyTrace("GeoClient::Unavailable", "geo-lookup 503", ["/app/app/services/geo_client.rb:33:in `validate!'", "/app/app/services/checkout/address_step.rb:18:in `call'", "/app/app/controllers/checkouts_controller.rb:52:in `create'"])}`,
          req,
        );
        c.add(t + 200, "checkout", "warn", `retrying address validation (attempt ${c.r.i(2, 3)}/3)`, req);
      });
      every(c, s + 5000, 8000, 20000, (t) => {
        c.add(
          t,
          "eta-service",
          "warn",
          `geo-lookup distance matrix failed (503), using haversine fallback for ord_${c.r.hex(10)}`,
        );
      });
    },
  },
  {
    key: "match-oom",
    estate: "platewise",
    category: "memory",
    origin: "courier-match",
    hints: ["memory", "heap", "outofmemory", "oom", "gc"],
    severity: "high",
    note: "courier-match's heap fills up (full GCs back to back, then OutOfMemoryError and restarts), matching rounds stop and callers see timeouts and unassigned orders.",
    quiet: 0.7,
    apply(c, s) {
      let heap = 1850;
      every(c, s, 5000, 12000, (t, k) => {
        heap = Math.min(2047, heap + c.r.i(5, 40));
        c.add(
          t,
          "courier-match",
          "warn",
          `[gc] GC(${52000 + k * 3}) Pause Full (G1 Compaction Pause) 2047M->${heap}M(2048M) ${c.r.i(1900, 4800)}.${c.r.i(100, 999)}ms`,
        );
        if (k % 6 === 3) {
          const tr = javaTrace("java.lang.OutOfMemoryError", "Java heap space", [
            "java.base/java.util.Arrays.copyOf(Arrays.java:3537)",
            "java.base/java.util.ArrayList.grow(ArrayList.java:237)",
            "com.platewise.match.RoundPlanner.candidates(RoundPlanner.java:211)",
            "com.platewise.match.MatchingRound.run(MatchingRound.java:88)",
          ]);
          c.add(t + 400, "courier-match", "error", `Exception in thread "matching-round-${c.r.i(1, 8)}" ${tr}`);
          if (k % 12 === 3) {
            c.add(t + 900, "courier-match", "fatal", "Terminating due to java.lang.OutOfMemoryError: Java heap space");
            c.add(
              t + 19000,
              "courier-match",
              "info",
              `Started CourierMatchApplication in ${c.r.f(12, 17).toFixed(3)} seconds (process running for ${c.r.f(13, 18).toFixed(3)})`,
            );
            heap = 1700;
          }
        }
      });
      every(c, s + 8000, 2000, 6000, (t) => {
        const o = `PW${c.r.i(10000000, 99999999)}`;
        c.add(
          t,
          "eta-predictor",
          "error",
          `courier-match /assignments/${o} timed out after 5.0s (ReadTimeout), prediction without courier`,
        );
        if (c.r.c(0.5))
          c.add(
            t + 20,
            "edge-gw",
            "error",
            `"GET /api/orders/${o}/courier HTTP/2.0" 504 0B 10001ms upstream=courier-match`,
          );
        if (c.r.c(0.4))
          c.add(
            t + 50,
            "storefront",
            "warn",
            `order ${o} unassigned for ${c.r.i(6, 20)}m, showing "finding a courier"`,
          );
      });
    },
  },
  {
    key: "pos-relay-hang",
    estate: "platewise",
    category: "unknown",
    origin: "pos-relay",
    hints: ["unresponsive", "unavailable", "hang", "timeout", "no response", "stopped", "unknown"],
    severity: "high",
    note: "pos-relay stops answering and stops logging altogether; checkout times out on it, its circuit breaker opens and orders never reach restaurants.",
    quiet: 1,
    mute: /POST \/api\/checkout HTTP\/2.0" 200|payment authorized/,
    silent: true,
    apply(c, s) {
      c.add(
        s - 200,
        "pos-relay",
        "info",
        `Request starting HTTP/1.1 POST http://pos-relay:8080/orders - application/json ${c.r.i(900, 3000)}`,
      );
      let open = false;
      every(c, s + 800, 700, 2200, (t, k) => {
        const o = `PW${c.r.i(10000000, 99999999)}`;
        if (!open && k >= 25) {
          open = true;
          c.add(
            t,
            "pay-orchestrator",
            "error",
            "circuit breaker pos-relay state CLOSED -> OPEN (failure rate 94.0% over last 50 calls, threshold 50%)",
          );
        }
        if (open && k % 20 === 0) {
          c.add(t, "pay-orchestrator", "warn", "circuit breaker pos-relay HALF_OPEN, probing");
          c.add(
            t + 10000,
            "pay-orchestrator",
            "error",
            "circuit breaker pos-relay probe failed: context deadline exceeded, back to OPEN",
          );
        }
        if (open) c.add(t, "pay-orchestrator", "error", `order ${o}: pos-relay circuit open, voiding authorization`);
        else
          c.add(
            t,
            "pay-orchestrator",
            "error",
            `order ${o}: POST http://pos-relay:8080/orders: context deadline exceeded (Client.Timeout exceeded while awaiting headers), voiding authorization`,
          );
        c.add(
          t + 30,
          "edge-gw",
          "error",
          `"POST /api/checkout HTTP/2.0" 502 0B ${open ? c.r.i(20, 80) : c.r.i(10000, 10050)}ms upstream=pay-orchestrator`,
        );
      });
      every(c, s + 10000, 15000, 30000, (t) => {
        c.add(
          t,
          "courier-match",
          "warn",
          `order PW${c.r.i(10000000, 99999999)} awaiting restaurant confirmation from pos-relay for ${c.r.i(3, 12)}m`,
        );
        c.add(
          t + 100,
          "storefront",
          "error",
          nodeTrace("Error", "pos-relay status request timed out after 8000ms", [
            "Timeout._onTimeout (/srv/storefront/lib/pos.js:44:21)",
            "listOnTimeout (node:internal/timers:573:17)",
            "process.processTimers (node:internal/timers:514:7)",
          ]),
        );
      });
    },
  },
];
