// The eight failures, one per category, written the way each runtime and its callers really log them.
import { type Ctx, ESTATES, type Estate } from "./estates.js";
import type { Rng } from "./rng.js";
import { stackTrace } from "./stream.js";

export interface Incident {
  estate: string;
  origin: string;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  /** a fixed date for the window (some failures belong to a day, e.g. the 1st of the month) */
  day: string;
  /** UTC hour the window starts at */
  hour: number;
  /** noise kinds this window always carries */
  noise: string[];
  /** sets ctx.failing / ctx.quietFrom before the baseline is written */
  setup(c: Ctx, start: number): void;
  /** writes the failure itself from `start` to the end of the window */
  emit(c: Ctx, start: number, end: number): void;
}

const est = (k: string): Estate => ESTATES.find((e) => e.key === k) as Estate;
const reqId = (r: Rng) => `req_${r.hex(14)}`;

export const INCIDENTS: Incident[] = [
  {
    estate: "stowline",
    origin: "pay-gateway",
    category: "dependency",
    hints: ["stripe", "processor", "503", "unavailable", "upstream", "circuit", "vendor", "dependency"],
    severity: "high",
    day: "2026-12-01",
    hour: 5,
    noise: ["first-of-month-autopay-declines", "delinquent-gate-denials"],
    note: "On the 1st the card processor starts answering 503 to pay-gateway, whose circuit breaker opens; autopay-runner retries loudly and the storefront returns 502 on payments.",
    setup(c, start) {
      const { s, rng } = c;
      c.failing = {
        svc: "pay-gateway",
        t: start,
        share: 0.97,
        onFlow: (t, trace) => {
          s.add(
            t + 5,
            "pay-gateway",
            "ERROR",
            "CallNotPermittedException: CircuitBreaker 'stripe' is OPEN and does not permit further calls",
            { trace },
          );
          s.add(
            t + rng.int(20, 60),
            "storefront-api",
            "ERROR",
            `POST /v2/payments 502 ${rng.int(20, 80)}ms - pay-gateway responded 503`,
            { trace },
          );
        },
      };
    },
    emit({ s, rng }, start, end) {
      let open = false;
      let n = 0;
      s.every(
        rng,
        1500,
        (t) => {
          n++;
          if (!open && n > 14) {
            open = true;
            s.add(
              t,
              "pay-gateway",
              "WARN",
              "CircuitBreaker 'stripe' changed state from CLOSED to OPEN (failure rate 87.5% > threshold 50.0%)",
            );
            return;
          }
          if (open && n % 20 === 0) {
            s.add(t, "pay-gateway", "INFO", "CircuitBreaker 'stripe' changed state from OPEN to HALF_OPEN");
            s.add(t + 900, "pay-gateway", "WARN", "CircuitBreaker 'stripe' changed state from HALF_OPEN to OPEN");
            return;
          }
          const rid = reqId(rng);
          if (!open || rng.chance(0.3)) {
            s.add(
              t,
              "pay-gateway",
              "WARN",
              `Stripe POST /v1/payment_intents -> 503 Service Unavailable (Request-Id ${rid}), attempt ${rng.int(1, 3)}/3`,
            );
            if (rng.chance(0.25))
              s.add(
                t + 30,
                "pay-gateway",
                "ERROR",
                `payment_intent create failed after 3 attempts (Request-Id ${rid})`,
                {
                  errType: "com.stripe.exception.ApiException",
                  stack: stackTrace(
                    "java",
                    "com.stripe.exception.ApiException",
                    `An unknown error occurred; request-id: ${rid}; code: null; status: 503`,
                    [
                      [
                        "com.stripe.net.LiveStripeResponseGetter",
                        "handleApiError",
                        "LiveStripeResponseGetter.java",
                        247,
                      ],
                      ["com.stripe.net.LiveStripeResponseGetter", "request", "LiveStripeResponseGetter.java", 72],
                      ["com.stripe.service.PaymentIntentService", "create", "PaymentIntentService.java", 104],
                      ["com.stowline.pay.StripeClient", "createIntent", "StripeClient.java", 58],
                      [
                        "io.github.resilience4j.circuitbreaker.CircuitBreaker",
                        "lambda$decorateCheckedSupplier$82a9021a$1",
                        "CircuitBreaker.java",
                        70,
                      ],
                      ["com.stowline.pay.ChargeController", "charge", "ChargeController.java", 41],
                    ],
                  ),
                },
              );
          }
        },
        start,
        end,
        0.8,
      );
      // autopay retry storm: louder than pay-gateway
      s.every(
        rng,
        280,
        (t) => {
          const acct = `T${rng.digits(6)}`;
          s.add(
            t,
            "autopay-runner",
            "ERROR",
            `charge for ${acct} failed: HTTPError 503 Server Error: Service Unavailable for url: http://pay-gateway:8080/v1/charges (attempt ${rng.int(1, 5)}/5, backoff ${rng.pick([1, 2, 4, 8])}s)`,
          );
          if (rng.chance(0.08))
            s.add(t + 20, "autopay-runner", "ERROR", `giving up on ${acct} after 5 attempts`, {
              errType: "requests.exceptions.HTTPError",
              stack: stackTrace(
                "python",
                "requests.exceptions.HTTPError",
                "503 Server Error: Service Unavailable for url: http://pay-gateway:8080/v1/charges",
                [
                  ["charge = client.charge(account, amount)", "run_batch", "autopay/batch.py", 142],
                  ["return self._post('/v1/charges', payload)", "charge", "autopay/gateway_client.py", 61],
                  ["resp.raise_for_status()", "_post", "autopay/gateway_client.py", 38],
                  [
                    "raise HTTPError(http_error_msg, response=self)",
                    "raise_for_status",
                    "venv/lib/python3.12/site-packages/requests/models.py",
                    1024,
                  ],
                ],
              ),
            });
        },
        start + 4000,
        end,
      );
      s.every(
        rng,
        20000,
        (t) =>
          s.add(
            t,
            "tenant-notify",
            "WARN",
            `payment receipt skipped for ${rng.int(3, 40)} tenants: no successful charge event`,
          ),
        start + 30000,
        end,
      );
    },
  },
  {
    estate: "stowline",
    origin: "hub-relay",
    category: "network",
    hints: ["reset", "connection", "network", "socket", "tcp", "route", "unreachable", "mqtt"],
    severity: "medium",
    day: "2026-12-09",
    hour: 3,
    noise: ["keypad-mistypes", "hubs-cellular-dropouts"],
    note: "hub-relay keeps losing its MQTT connections to the hub fleet (resets, no route to host) and logs only warnings while gate-control unlocks time out and tenants are stuck at the gate.",
    setup(c, start) {
      const { s, rng } = c;
      c.quietFrom = [
        { svc: "hub-relay", t: start, keep: 0.15 },
        { svc: "gate-control", t: start + 5000, keep: 0.1 },
      ];
      c.failing = {
        svc: "gate-control",
        t: start + 3000,
        share: 0.85,
        onFlow: (t, trace) => {
          const site = rng.pick(est("stowline").sites);
          s.add(
            t + 10000,
            "gate-control",
            "ERROR",
            `open gate ${site}/G${rng.int(1, 2)}: publish via hub-relay: context deadline exceeded (no ack within 10s)`,
            { trace },
          );
          s.add(t + 10040, "storefront-api", "ERROR", `POST /v2/sites/${site}/gate/open 504 10041ms`, { trace });
        },
      };
    },
    emit({ s, rng }, start, end) {
      s.every(
        rng,
        1500,
        (t) => {
          const port = rng.int(32768, 60999);
          s.add(
            t,
            "hub-relay",
            "WARN",
            rng.pick([
              `mqtt: connection lost: read tcp 10.8.3.21:${port}->10.8.0.15:8883: read: connection reset by peer; reconnecting in ${rng.pick([1, 2, 4, 8])}s`,
              `mqtt: connect failed: dial tcp 10.8.0.15:8883: connect: no route to host`,
              `hub session H-${rng.int(1000, 1320)} dropped: write tcp 10.8.3.21:${port}->10.8.0.15:8883: write: broken pipe`,
              `mqtt: keepalive timeout, 0 pingresp in 30s; closing`,
            ]),
          );
        },
        start,
        end,
      );
      s.every(
        rng,
        700,
        (t) => {
          s.add(
            t,
            "gate-control",
            "WARN",
            `unlock retry ${rng.int(2, 5)}/5 for ${rng.pick(est("stowline").sites)}/G${rng.int(1, 2)}: relay not acking`,
          );
        },
        start + 8000,
        end,
      );
      s.every(
        rng,
        25000,
        (t) => s.add(t, "tenant-notify", "INFO", `support SMS inbound from +1${rng.digits(10)}: "gate wont open"`),
        start + 60000,
        end,
      );
    },
  },
  {
    estate: "boxharbor",
    origin: "movein-kiosk",
    category: "configuration",
    hints: ["config", "configuration", "baseaddress", "setting", "uri", "missing", "options"],
    severity: "high",
    day: "2026-12-12",
    hour: 14,
    noise: ["kiosk-id-check-rejects"],
    note: "A new movein-kiosk release starts without the ID-verification base URL setting, so every kiosk session fails at the ID step with an invalid request URI.",
    setup(c, start) {
      const { s, rng } = c;
      c.failing = {
        svc: "movein-kiosk",
        t: start + 20000,
        share: 1,
        onFlow: (t) => {
          const site = rng.pick(est("boxharbor").sites);
          s.add(t + 40, "movein-kiosk", "ERROR", `Unhandled exception in POST /v2/kiosk/${site}/session`, {
            errType: "System.InvalidOperationException",
            stack: stackTrace(
              "dotnet",
              "System.InvalidOperationException",
              "An invalid request URI was provided. Either the request URI must be an absolute URI or BaseAddress must be set.",
              [
                ["System.Net.Http.HttpClient", "PrepareRequestMessage", "System.Net.Http/HttpClient.cs", 889],
                ["System.Net.Http.HttpClient", "SendAsync", "System.Net.Http/HttpClient.cs", 512],
                [
                  "BoxHarbor.Kiosk.IdVerification.IdvClient",
                  "StartCheckAsync",
                  "Kiosk/IdVerification/IdvClient.cs",
                  47,
                ],
                ["BoxHarbor.Kiosk.Sessions.SessionService", "BeginAsync", "Kiosk/Sessions/SessionService.cs", 112],
                ["BoxHarbor.Kiosk.Controllers.SessionController", "Post", "Kiosk/Controllers/SessionController.cs", 29],
              ],
            ),
          });
          s.add(
            t + rng.int(60, 120),
            "portal-bff",
            "ERROR",
            `POST /v2/kiosk/${site}/session 500 ${rng.int(60, 130)}ms (movein-kiosk: Internal Server Error)`,
          );
        },
      };
    },
    emit({ s, rng }, start, end) {
      s.add(start - 1500, "movein-kiosk", "INFO", "Application is shutting down...");
      s.add(start, "movein-kiosk", "INFO", "Starting movein-kiosk 2026.12.3 (image sha256:" + rng.hex(12) + ")");
      s.add(start + 300, "movein-kiosk", "INFO", "Now listening on: http://[::]:8080");
      s.add(start + 320, "movein-kiosk", "INFO", "Hosting environment: Production");
      s.add(
        start + 900,
        "movein-kiosk",
        "WARN",
        "IdVerificationOptions: BaseUrl is empty (section 'IdVerification' has keys: ApiKey, TimeoutSeconds)",
      );
      s.every(
        rng,
        30000,
        (t) =>
          s.add(
            t,
            "portal-bff",
            "WARN",
            `kiosk ${rng.pick(est("boxharbor").sites)}-K1 reported session failure, showing "please see the office"`,
          ),
        start + 40000,
        end,
      );
      s.every(
        rng,
        2500,
        (t) => {
          s.add(
            t,
            "movein-kiosk",
            "ERROR",
            `kiosk heartbeat: ID step failed for session ${rng.hex(8)}; device returned to idle`,
          );
        },
        start + 25000,
        end,
      );
    },
  },
  {
    estate: "boxharbor",
    origin: "unit-reservations",
    category: "null_reference",
    hints: ["null", "nullreference", "reference", "object reference"],
    severity: "medium",
    day: "2026-12-15",
    hour: 19,
    noise: ["scraper-rate-limited"],
    note: "unit-reservations throws NullReferenceException on every new rental once units without a promo row are quoted; portal-bff returns 500s for rentals while lookups keep working.",
    setup(c, start) {
      const { s, rng } = c;
      c.failing = {
        svc: "unit-reservations",
        t: start,
        share: 0.45,
        onFlow: (t) => {
          s.add(
            t + 20,
            "unit-reservations",
            "ERROR",
            "An unhandled exception has occurred while executing the request.",
            {
              errType: "System.NullReferenceException",
              stack: stackTrace(
                "dotnet",
                "System.NullReferenceException",
                "Object reference not set to an instance of an object.",
                [
                  ["BoxHarbor.Reservations.Pricing.PromoApplier", "Apply", "Reservations/Pricing/PromoApplier.cs", 63],
                  [
                    "BoxHarbor.Reservations.Services.QuoteService",
                    "BuildQuoteAsync",
                    "Reservations/Services/QuoteService.cs",
                    148,
                  ],
                  [
                    "BoxHarbor.Reservations.Services.RentalService",
                    "CreateAsync",
                    "Reservations/Services/RentalService.cs",
                    77,
                  ],
                  ["BoxHarbor.Reservations.Api.RentalsController", "Post", "Reservations/Api/RentalsController.cs", 35],
                  [
                    "Microsoft.AspNetCore.Mvc.Infrastructure.ActionMethodExecutor+TaskOfIActionResultExecutor",
                    "Execute",
                    "ActionMethodExecutor.cs",
                    130,
                  ],
                ],
              ),
            },
          );
          s.add(
            t + rng.int(40, 90),
            "portal-bff",
            "ERROR",
            `POST /v2/rentals 500 ${rng.int(40, 90)}ms upstream=unit-reservations`,
          );
          if (rng.chance(0.5))
            s.add(t + 2000, "portal-bff", "WARN", `retrying POST /v2/rentals for cart ${rng.hex(8)} (1/2)`);
        },
      };
    },
    emit({ s, rng }, start, end) {
      s.add(start - 4000, "pricing-engine", "INFO", "published December promo table: 38 rows (12 sites without promo)");
      s.every(
        rng,
        15000,
        (t) => s.add(t, "portal-bff", "WARN", `checkout abandonment rate ${rng.int(30, 70)}% in last 5m`),
        start + 60000,
        end,
      );
    },
  },
  {
    estate: "deskloft",
    origin: "desk-booking",
    category: "database",
    hints: ["connection", "pool", "database", "hikari", "jdbc", "postgres", "sql"],
    severity: "high",
    day: "2026-12-03",
    hour: 9,
    noise: ["room-displays-rebooting"],
    note: "desk-booking exhausts its Postgres connection pool (Hikari timeouts after 30s), member-bff returns 504 on desk and room requests and retries pile up.",
    setup(c, start) {
      const { s, rng } = c;
      c.failing = {
        svc: "desk-booking",
        t: start + 15000,
        share: 0.9,
        onFlow: (t, trace) => {
          s.add(
            t + 30000,
            "desk-booking",
            "ERROR",
            "Request processing failed: org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection",
            {
              trace,
              errType: "java.sql.SQLTransientConnectionException",
              stack: stackTrace(
                "java",
                "java.sql.SQLTransientConnectionException",
                "HikariPool-1 - Connection is not available, request timed out after 30000ms (total=40, active=40, idle=0, waiting=117)",
                [
                  ["com.zaxxer.hikari.pool.HikariPool", "createTimeoutException", "HikariPool.java", 686],
                  ["com.zaxxer.hikari.pool.HikariPool", "getConnection", "HikariPool.java", 179],
                  ["com.zaxxer.hikari.HikariDataSource", "getConnection", "HikariDataSource.java", 100],
                  [
                    "org.springframework.jdbc.datasource.DataSourceUtils",
                    "fetchConnection",
                    "DataSourceUtils.java",
                    160,
                  ],
                  ["co.deskloft.booking.repo.DeskRepository", "findFree", "DeskRepository.java", 54],
                  ["co.deskloft.booking.api.DeskController", "list", "DeskController.java", 38],
                ],
              ),
            },
          );
          s.add(
            t + 29000,
            "member-bff",
            "ERROR",
            `upstream desk-booking timed out after 29000ms (GET /api/v3/locations/:id/desks) -> 504`,
            { trace },
          );
          if (rng.chance(0.6)) s.add(t + 29400, "member-bff", "WARN", `retry 1/2 to desk-booking after 504`, { trace });
        },
      };
    },
    emit({ s, rng }, start, end) {
      s.every(
        rng,
        5000,
        (t) =>
          s.add(
            t,
            "desk-booking",
            "WARN",
            `HikariPool-1 - Pool stats (total=40, active=40, idle=0, waiting=${rng.int(60, 180)})`,
          ),
        start,
        end,
      );
      s.every(
        rng,
        700,
        (t) =>
          s.add(
            t,
            "room-displays",
            "ERROR",
            `schedule fetch for ${rng.pick(est("deskloft").sites)}-R${rng.int(1, 14)} failed: AxiosError: timeout of 8000ms exceeded (desk-booking)`,
          ),
        start + 20000,
        end,
      );
      s.every(
        rng,
        12000,
        (t) =>
          s.add(
            t,
            "calendar-sync",
            "WARN",
            `push of ${rng.int(2, 30)} room events to desk-booking timed out, will retry next cycle`,
          ),
        start + 30000,
        end,
      );
    },
  },
  {
    estate: "deskloft",
    origin: "calendar-sync",
    category: "memory",
    hints: ["memory", "heap", "outofmemory", "oom", "gc"],
    severity: "high",
    day: "2026-12-17",
    hour: 7,
    noise: ["calendar-sync-token-expired"],
    note: "calendar-sync runs out of heap after a few long full GCs and then goes silent; room-displays and desk-booking time out calling it and panels show stale schedules.",
    setup(c, start) {
      c.quietFrom = [{ svc: "calendar-sync", t: start + 50000, keep: 0 }];
    },
    emit({ s, rng }, start, end) {
      s.add(
        start,
        "calendar-sync",
        "WARN",
        "[gc] GC(8812) Pause Full (G1 Compaction Pause) 4071M->4039M(4096M) 3214.882ms",
      );
      s.add(
        start + 14000,
        "calendar-sync",
        "WARN",
        "[gc] GC(8815) Pause Full (G1 Compaction Pause) 4090M->4077M(4096M) 4877.120ms",
      );
      s.add(
        start + 31000,
        "calendar-sync",
        "WARN",
        "[gc] GC(8819) Pause Full (G1 Compaction Pause) 4095M->4093M(4096M) 6120.457ms",
      );
      s.add(
        start + 47000,
        "calendar-sync",
        "ERROR",
        'Exception in thread "sync-worker-3" java.lang.OutOfMemoryError: Java heap space',
        {
          errType: "java.lang.OutOfMemoryError",
          stack: stackTrace("java", "java.lang.OutOfMemoryError", "Java heap space", [
            ["java.base/java.util.Arrays", "copyOf", "Arrays.java", 3537],
            ["java.base/java.util.ArrayList", "grow", "ArrayList.java", 237],
            ["co.deskloft.calsync.google.EventPager", "collectAll", "EventPager.java", 88],
            ["co.deskloft.calsync.SyncWorker", "syncRoom", "SyncWorker.java", 141],
            ["co.deskloft.calsync.SyncWorker", "run", "SyncWorker.java", 67],
          ]),
        },
      );
      s.every(
        rng,
        600,
        (t) => {
          const room = `${rng.pick(est("deskloft").sites)}-R${rng.int(1, 14)}`;
          s.add(
            t,
            "room-displays",
            "ERROR",
            `GET http://calendar-sync:8080/rooms/${room}/events failed: AxiosError: timeout of 10000ms exceeded; panel keeps cached schedule`,
          );
        },
        start + 20000,
        end,
      );
      s.every(
        rng,
        1800,
        (t) =>
          s.add(
            t,
            "desk-booking",
            "WARN",
            `availability check against calendar-sync timed out (5000 ms), booking BK-${rng.digits(8)} held as TENTATIVE`,
          ),
        start + 30000,
        end,
      );
      s.every(
        rng,
        40000,
        (t) =>
          s.add(
            t,
            "member-bff",
            "WARN",
            `room ${rng.pick(est("deskloft").sites)}-R${rng.int(1, 14)} shown busy by panel but free in app (stale schedule)`,
          ),
        start + 90000,
        end,
      );
    },
  },
  {
    estate: "hivework",
    origin: "guest-desk",
    category: "disk",
    hints: ["disk", "space", "enospc", "volume", "storage", "full"],
    severity: "high",
    day: "2026-12-08",
    hour: 8,
    noise: ["visitor-host-unreachable"],
    note: "guest-desk fills its photo/badge volume and every visitor sign-in fails with ENOSPC; spaces-api reports 500s from guest-desk and receptions fall back to paper.",
    setup(c, start) {
      const { s, rng } = c;
      c.failing = {
        svc: "guest-desk",
        t: start,
        share: 1,
        onFlow: (t) => {
          const f = `/var/lib/guest-desk/badges/2026-12-08/${rng.hex(12)}.png`;
          s.add(
            t + 30,
            "guest-desk",
            "ERROR",
            `badge render failed for visitor ${rng.hex(8)}: ENOSPC: no space left on device, write`,
            {
              errType: "Error",
              stack: stackTrace("node", "Error", `ENOSPC: no space left on device, open '${f}'`, [
                ["Object", "openSync", "node:fs", 573],
                ["Object", "writeFileSync", "node:fs", 2310],
                ["BadgeStore", "save", "dist/badges/store.js", 44],
                ["async VisitorService", "signIn", "dist/visitors/service.js", 92],
              ]).replace(/\/app\/node:fs:(\d+):\d+/g, "node:fs:$1:3"),
            },
          );
          s.add(
            t + rng.int(50, 110),
            "spaces-api",
            "ERROR",
            `10.1.${rng.int(0, 9)}.${rng.int(2, 250)} - "POST /api/v3/visitors HTTP/1.1" 500 61 ${rng.int(50, 110)}ms upstream=guest-desk`,
          );
        },
      };
    },
    emit({ s, rng }, start, end) {
      s.add(
        start - 45000,
        "guest-desk",
        "WARN",
        "photo store /var/lib/guest-desk at 97% (488 MiB free of 20 GiB); cleanup job last ran 2026-11-02",
      );
      s.every(
        rng,
        2200,
        (t) =>
          s.add(
            t,
            "guest-desk",
            "ERROR",
            `upload of visitor photo failed: ENOSPC: no space left on device, write (pending queue ${rng.int(3, 60)})`,
          ),
        start + 3000,
        end,
      );
      s.every(
        rng,
        30000,
        (t) =>
          s.add(
            t,
            "comms",
            "WARN",
            `host notification for visitor skipped: sign-in record missing (guest-desk returned 500)`,
          ),
        start + 20000,
        end,
      );
    },
  },
  {
    estate: "hivework",
    origin: "access-ctl",
    category: "authentication",
    hints: ["auth", "401", "unauthorized", "token", "credential", "invalid_client", "secret"],
    severity: "high",
    day: "2026-12-21",
    hour: 6,
    noise: ["keypad-mistypes", "door-held-open"],
    note: "access-ctl's client secret for the lock vendor's cloud API expires, token refresh fails with 401 invalid_client and every app unlock is rejected while local badge reads keep working.",
    setup(c, start) {
      const { s, rng } = c;
      c.failing = {
        svc: "access-ctl",
        t: start + 2000,
        share: 0.95,
        onFlow: (t) => {
          const door = `${rng.pick(est("hivework").sites)}-D${rng.int(1, 9)}`;
          s.add(
            t + 20,
            "access-ctl",
            "ERROR",
            `Remote unlock ${door} failed: vendor API responded 401 Unauthorized (no valid access token)`,
          );
          s.add(
            t + rng.int(60, 140),
            "spaces-api",
            "ERROR",
            `10.1.${rng.int(0, 9)}.${rng.int(2, 250)} - "POST /api/v3/doors/${door}/unlock HTTP/1.1" 502 88 ${rng.int(60, 140)}ms`,
          );
          if (rng.chance(0.5)) s.add(t + 1500, "spaces-api", "WARN", `member app retried unlock for ${door}`);
        },
      };
    },
    emit({ s, rng }, start, end) {
      s.every(
        rng,
        15000,
        (t) => {
          s.add(t, "access-ctl", "ERROR", "Token refresh for LocksCloud failed", {
            errType: "System.Net.Http.HttpRequestException",
            stack: stackTrace(
              "dotnet",
              "System.Net.Http.HttpRequestException",
              'Response status code does not indicate success: 401 (Unauthorized). Body: {"error":"invalid_client","error_description":"client secret expired"}',
              [
                [
                  "System.Net.Http.HttpResponseMessage",
                  "EnsureSuccessStatusCode",
                  "System.Net.Http/HttpResponseMessage.cs",
                  172,
                ],
                ["Hivework.Access.LocksCloud.TokenProvider", "RefreshAsync", "Access/LocksCloud/TokenProvider.cs", 58],
                ["Hivework.Access.LocksCloud.AuthHandler", "SendAsync", "Access/LocksCloud/AuthHandler.cs", 31],
                ["Hivework.Access.Doors.RemoteUnlockService", "UnlockAsync", "Access/Doors/RemoteUnlockService.cs", 84],
              ],
            ),
          });
        },
        start,
        end,
        0.1,
      );
      s.every(
        rng,
        40000,
        (t) => s.add(t, "comms", "INFO", `support chat: member ${rng.hex(6)} reports "app says door unavailable"`),
        start + 60000,
        end,
      );
    },
  },
];
