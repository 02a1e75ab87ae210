// The 52 failures of holdout78: 13 categories in each of the four estates, written the way each runtime and
// each caller really reports them. Emitters run from the start (plus delay) to the end of the window.
import type { Make } from "./estates.js";
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";
import { dotnet, java, node, python, ruby } from "./traces.js";

export type Category =
  | "authentication"
  | "authorization"
  | "database"
  | "network"
  | "timeout"
  | "rate_limiting"
  | "validation"
  | "null_reference"
  | "configuration"
  | "dependency"
  | "memory"
  | "disk"
  | "unknown";

export interface Emitter {
  svc: string;
  perMin: number;
  lvl: Level;
  msg: Make;
  stack?: (r: Rng) => string[];
  stackP?: number; // share of lines carrying the stack
  delay?: number; // seconds after the start
  every?: number; // fixed period in seconds instead of a rate (restart loops)
}
export interface Spec {
  cat: Category;
  origin: string;
  hints: string[];
  sev: "medium" | "high";
  note: string;
  quiet?: boolean; // origin's own lines stop
  damp?: number; // share of request flows through the origin that no longer log success
  pre?: { svc: string; off: number; lvl: Level; msg: Make }[];
  ems: Emitter[];
}

const E = (svc: string, perMin: number, lvl: Level, msg: Make, more: Partial<Emitter> = {}): Emitter => ({
  svc,
  perMin,
  lvl,
  msg,
  ...more,
});
const ip = (r: Rng) => `10.${r.int(0, 60)}.${r.int(0, 255)}.${r.int(2, 254)}`;
const ev = (r: Rng) => `EV-${r.int(10000, 99999)}`;
const unit = (r: Rng) => `${r.pick(["MAPLE", "RIVR", "OAKS", "HRBR", "LNDN"])}-${r.int(101, 1450)}`;
const nginxErr = (r: Rng, what: string, uri: string) =>
  `[error] ${r.int(20, 40)}#${r.int(20, 40)}: *${r.int(100000, 999999)} ${what}, client: ${ip(r)}, server: api.tixora.com, request: "${uri}", upstream: "http://${ip(r)}:8080${uri.split(" ")[1] ?? "/"}"`;

// ------------------------------------------------------------------------------------------- tixora
const tixora: Spec[] = [
  {
    cat: "authentication",
    origin: "payments-orchestrator",
    hints: ["auth", "401", "unauthori", "credential", "api key"],
    sev: "high",
    note: "After a credential rotation the payment processor rejects payments-orchestrator's API user with 401, so every card authorisation fails and checkout returns 502.",
    pre: [
      {
        svc: "payments-orchestrator",
        off: -35,
        lvl: "INFO",
        msg: (r) =>
          `c.t.pay.SecretsRefresher : loaded secret psp/ws-user version=${r.int(40, 70)} from vault (lease 768h)`,
      },
    ],
    damp: 0.95,
    ems: [
      E(
        "payments-orchestrator",
        10,
        "ERROR",
        (r) =>
          `c.t.pay.AuthService : PSP /payments call failed psp=adyen merchant=TixoraUS status=401 body={"status":401,"errorCode":"000","message":"HTTP Status Response - Unauthorized","errorType":"security"} order=ord_${r.hex(10)}`,
      ),
      E(
        "payments-orchestrator",
        3,
        "ERROR",
        () =>
          "o.a.c.c.C.[.[.[/].[dispatcherServlet] : Servlet.service() for servlet [dispatcherServlet] threw exception",
        {
          stack: (r) =>
            java(
              r,
              "com.adyen.service.exception.ApiException: HTTP Exception | status=401 | errorCode=000 | message=HTTP Status Response - Unauthorized",
              [
                "com.adyen.service.resource.Resource.request",
                "com.adyen.service.checkout.PaymentsApi.payments",
                "com.tixora.pay.psp.AdyenGateway.authorise",
                "com.tixora.pay.AuthService.authorise",
              ],
            ),
        },
      ),
      E(
        "checkout-api",
        22,
        "ERROR",
        (r) =>
          `POST /v1/orders 502 ${r.int(200, 900)}ms order=ord_${r.hex(10)} err="payment authorization failed: payments-orchestrator responded 502 Bad Gateway"`,
      ),
      E(
        "edge-gw",
        24,
        "WARN",
        (r) => `${ip(r)} - - "POST /api/orders HTTP/2.0" 502 187 rt=0.${r.int(200, 900)} upstream=checkout-api`,
      ),
      E(
        "hold-service",
        6,
        "INFO",
        (r) => `c.t.holds.HoldController : order failed for hold, releasing seats hold=h_${r.hex(8)}`,
      ),
    ],
  },
  {
    cat: "authorization",
    origin: "ticket-wallet",
    hints: ["access", "denied", "permission", "authoriz", "forbidden"],
    sev: "medium",
    note: "ticket-wallet's IAM role lost s3:PutObject on the passes bucket, so issuing mobile tickets fails with AccessDenied while orders still complete.",
    damp: 0.9,
    ems: [
      E(
        "ticket-wallet",
        14,
        "ERROR",
        (r) =>
          `failed to issue pass order=ord_${r.hex(10)}: AccessDenied: User: arn:aws:sts::441082736105:assumed-role/ticket-wallet-prod/i-0${r.hex(16)} is not authorized to perform: s3:PutObject on resource: "arn:aws:s3:::tixora-passes-prod/passes/${r.hex(8)}.pkpass" because no identity-based policy allows the s3:PutObject action`,
        {
          stackP: 0.3,
          stack: (r) =>
            node(r, "AccessDenied: Access Denied", [
              "de_PutObjectCommandError@/app/node_modules/@aws-sdk/client-s3/dist-cjs/index.js",
              "async PassStore.put@/app/dist/passes/store.js",
              "async issueTickets@/app/dist/passes/issue.js",
            ]),
        },
      ),
      E(
        "checkout-api",
        12,
        "WARN",
        (r) => `ticket issuance deferred order=ord_${r.hex(10)}: ticket-wallet returned 500, will retry from outbox`,
      ),
      E(
        "edge-gw",
        8,
        "INFO",
        (r) =>
          `${ip(r)} - - "GET /api/tickets/TK${r.int(1000000, 9999999)}/pass HTTP/2.0" 500 92 rt=0.0${r.int(10, 90)} upstream=ticket-wallet`,
      ),
    ],
  },
  {
    cat: "database",
    origin: "hold-service",
    hints: ["database", "connection", "postgres", "sql", "too many", "pool"],
    sev: "high",
    note: "hold-service's Postgres refuses new connections (too many clients) and its Hikari pool starves, so seat holds fail with 503 and checkout cannot convert holds.",
    damp: 0.85,
    ems: [
      E(
        "hold-service",
        8,
        "WARN",
        () =>
          "com.zaxxer.hikari.pool.HikariPool : HikariPool-1 - Connection is not available, request timed out after 30000ms (total=20, active=20, idle=0, waiting=148)",
      ),
      E("hold-service", 6, "ERROR", () => "c.t.holds.HoldController : hold request failed", {
        stack: (r) =>
          java(
            r,
            "org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection",
            [
              "org.springframework.jdbc.datasource.DataSourceUtils.getConnection",
              "org.springframework.jdbc.core.JdbcTemplate.execute",
              "com.tixora.holds.repo.HoldRepository.insert",
              "com.tixora.holds.HoldController.create",
            ],
            "org.postgresql.util.PSQLException: FATAL: sorry, too many clients already",
          ),
      }),
      E("edge-gw", 30, "ERROR", (r) =>
        nginxErr(
          r,
          "upstream prematurely closed connection while reading response header from upstream",
          "POST /api/holds HTTP/2.0",
        ),
      ),
      E(
        "edge-gw",
        30,
        "WARN",
        (r) =>
          `${ip(r)} - - "POST /api/holds HTTP/2.0" 503 ${r.int(90, 200)} rt=30.0${r.int(10, 99)} upstream=hold-service`,
      ),
      E(
        "checkout-api",
        10,
        "ERROR",
        (r) => `hold conversion failed order=ord_${r.hex(10)}: hold-service responded 500 after 30012ms`,
      ),
    ],
  },
  {
    cat: "network",
    origin: "gate-scan",
    hints: ["network", "route", "unreachable", "dial", "connect"],
    sev: "medium",
    note: "The venue uplink used by gate-scan drops (no route to host to the redemption API), so gates fall back to a stale offline manifest and redemptions queue up.",
    ems: [
      E(
        "gate-scan",
        10,
        "ERROR",
        (r) =>
          `redeem upload failed batch=${r.int(100, 999)}: Post "https://wallet.tixora.internal/v1/redeem": dial tcp 10.40.2.15:443: connect: no route to host`,
      ),
      E(
        "gate-scan",
        4,
        "WARN",
        (r) =>
          `manifest refresh failed: Get "https://wallet.tixora.internal/v1/manifest?event=${ev(r)}": dial tcp 10.40.2.15:443: i/o timeout; validating against offline manifest (age ${r.int(3, 25)}m)`,
      ),
      E("gate-scan", 2, "WARN", (r) => `redeem queue backlog=${r.int(200, 4000)} oldest=${r.int(1, 15)}m`),
    ],
  },
  {
    cat: "timeout",
    origin: "seatmap-svc",
    hints: ["timeout", "timed out", "deadline"],
    sev: "high",
    note: "seatmap-svc's availability rendering for a newly published 400-section layout runs past its request deadline, and the edge answers 504 for every seat map.",
    pre: [
      {
        svc: "event-admin",
        off: -50,
        lvl: "INFO",
        msg: () =>
          "Completed 200 OK in 812ms (Views: 40.1ms | ActiveRecord: 603.2ms) POST /admin/venues/VN-233/layouts/publish",
      },
    ],
    damp: 0.9,
    ems: [
      E(
        "seatmap-svc",
        8,
        "WARN",
        (r) =>
          `c.t.seatmap.render.SectionRenderer : availability render for ${ev(r)} exceeded budget 2000ms (took ${r.int(9000, 29000)}ms, sections=412, seats=71844)`,
      ),
      E(
        "seatmap-svc",
        4,
        "ERROR",
        () =>
          "o.s.w.s.m.m.a.ExceptionHandlerExceptionResolver : Resolved [org.springframework.web.context.request.async.AsyncRequestTimeoutException]",
        {
          stackP: 0.4,
          stack: (r) =>
            java(r, "org.springframework.web.context.request.async.AsyncRequestTimeoutException: null", [
              "org.springframework.web.context.request.async.TimeoutDeferredResultProcessingInterceptor.handleTimeout",
              "org.springframework.web.context.request.async.WebAsyncManager.lambda$startDeferredResultProcessing$5",
              "com.tixora.seatmap.api.SeatMapController.availability",
            ]),
        },
      ),
      E("edge-gw", 40, "ERROR", (r) =>
        nginxErr(
          r,
          "upstream timed out (110: Connection timed out) while reading response header from upstream",
          `GET /api/events/${ev(r)}/seatmap HTTP/2.0`,
        ),
      ),
      E(
        "edge-gw",
        40,
        "WARN",
        (r) =>
          `${ip(r)} - - "GET /api/events/${ev(r)}/seatmap HTTP/2.0" 504 167 rt=30.00${r.int(1, 9)} upstream=seatmap-svc`,
      ),
    ],
  },
  {
    cat: "rate_limiting",
    origin: "bot-shield",
    hints: ["rate", "429", "quota", "exhausted", "throttl"],
    sev: "high",
    note: "bot-shield exhausts its reCAPTCHA Enterprise assessment quota during the on-sale, fails closed, and hold requests are challenged or refused.",
    damp: 0.8,
    ems: [
      E(
        "bot-shield",
        16,
        "ERROR",
        (r) =>
          `assessment failed session=s_${r.hex(8)}: 429 Quota exceeded for quota metric 'Assessments' and limit 'Assessments per minute per project' of service 'recaptchaenterprise.googleapis.com'`,
        {
          stackP: 0.2,
          stack: (r) =>
            python(
              r,
              [
                ["/app/shield/verdict.py", "assess", "resp = client.create_assessment(request=req, timeout=1.5)"],
                [
                  "/usr/local/lib/python3.11/site-packages/google/api_core/grpc_helpers.py",
                  "error_remapped_callable",
                  "raise exceptions.from_grpc_error(exc) from exc",
                ],
              ],
              "google.api_core.exceptions.ResourceExhausted: 429 Quota exceeded for quota metric 'Assessments'",
            ),
        },
      ),
      E("bot-shield", 6, "WARN", () => "captcha backend unavailable, failing closed: verdict=challenge"),
      E(
        "waiting-room",
        10,
        "WARN",
        (r) =>
          `admit paused for batch on ${ev(r)}: bot verdicts pending (bot-shield returned challenge for ${r.int(60, 100)}% of sessions)`,
      ),
      E(
        "edge-gw",
        36,
        "WARN",
        (r) => `${ip(r)} - - "POST /api/holds HTTP/2.0" 403 61 rt=0.0${r.int(10, 99)} upstream=hold-service`,
      ),
    ],
  },
  {
    cat: "validation",
    origin: "checkout-api",
    hints: ["validation", "invalid", "schema", "pattern"],
    sev: "medium",
    note: "checkout-api's order schema only accepts US ZIP codes, so when the Toronto on-sale opens every Canadian order is rejected with 400.",
    ems: [
      E(
        "checkout-api",
        14,
        "WARN",
        (r) =>
          `POST /v1/orders 400 ${r.int(5, 30)}ms ValidationError: "billing.postalCode" with value "${r.pick(["M5V 2T6", "K1A 0B1", "M4W 1A5", "H2X 1Y4"])}" fails to match the required pattern: /^\\d{5}(-\\d{4})?$/`,
      ),
      E("checkout-api", 2, "ERROR", () => "order rejected by schema", {
        stack: (r) =>
          node(
            r,
            `ValidationError: "billing.postalCode" with value "M5V 2T6" fails to match the required pattern: /^\\d{5}(-\\d{4})?$/`,
            [
              "Object.exports.process@/app/node_modules/joi/lib/errors.js",
              "internals.entry@/app/node_modules/joi/lib/validator.js",
              "validateOrder@/app/dist/orders/validate.js",
              "createOrder@/app/dist/orders/create.js",
            ],
          ),
      }),
      E(
        "edge-gw",
        14,
        "INFO",
        (r) => `${ip(r)} - - "POST /api/orders HTTP/2.0" 400 214 rt=0.0${r.int(10, 50)} upstream=checkout-api`,
      ),
      E(
        "hold-service",
        5,
        "INFO",
        (r) => `c.t.holds.ExpiryJob : released ${r.int(2, 8)} seats from expired holds on EV-40417`,
      ),
    ],
  },
  {
    cat: "null_reference",
    origin: "hold-service",
    hints: ["null", "nullpointer", "npe"],
    sev: "high",
    note: "hold-service throws a NullPointerException for seats without a price level on one event, so holds there fail with 500.",
    damp: 0.5,
    ems: [
      E(
        "hold-service",
        12,
        "ERROR",
        () =>
          "o.a.c.c.C.[.[.[/].[dispatcherServlet] : Servlet.service() for servlet [dispatcherServlet] in context with path [] threw exception [Request processing failed: java.lang.NullPointerException]",
        {
          stack: (r) =>
            java(
              r,
              `java.lang.NullPointerException: Cannot invoke "com.tixora.holds.model.PriceLevel.getFaceValue()" because the return value of "com.tixora.holds.model.Seat.getPriceLevel()" is null`,
              [
                "com.tixora.holds.pricing.HoldPricer.price",
                "com.tixora.holds.HoldService.create",
                "com.tixora.holds.HoldController.create",
              ],
            ),
        },
      ),
      E(
        "edge-gw",
        14,
        "WARN",
        (r) => `${ip(r)} - - "POST /api/holds HTTP/2.0" 500 88 rt=0.0${r.int(10, 80)} upstream=hold-service`,
      ),
      E("bot-shield", 4, "INFO", (r) => `verdict allow session=s_${r.hex(8)} score=0.${r.int(60, 99)}`),
    ],
  },
  {
    cat: "configuration",
    origin: "waiting-room",
    hints: ["config", "missing", "key", "env", "setting"],
    sev: "high",
    note: "A waiting-room release starts without its token signing key set, so no visitor can be admitted from the queue and the status endpoint fails.",
    pre: [
      { svc: "waiting-room", off: -4, lvl: "INFO", msg: () => "waiting-room v5.2.0 (commit 9f3c2ab) starting" },
      {
        svc: "waiting-room",
        off: -3,
        lvl: "WARN",
        msg: () => "env QUEUE_JWT_KEY_FILE not set; falling back to QUEUE_JWT_KEY",
      },
      { svc: "waiting-room", off: -2, lvl: "INFO", msg: () => "listening on :8080" },
    ],
    damp: 1,
    ems: [
      E(
        "waiting-room",
        14,
        "ERROR",
        (r) => `admit failed event=${ev(r)}: cannot mint queue token: signing key "QUEUE_JWT_KEY" is empty`,
      ),
      E("waiting-room", 6, "INFO", (r) => `admitted batch size=0 event=${ev(r)} queue_depth=${r.int(40000, 90000)}`),
      E(
        "edge-gw",
        40,
        "ERROR",
        (r) =>
          `${ip(r)} - - "GET /queue/status?event=${ev(r)} HTTP/2.0" 500 71 rt=0.00${r.int(2, 9)} upstream=waiting-room`,
      ),
    ],
  },
  {
    cat: "memory",
    origin: "seatmap-svc",
    hints: ["memory", "heap", "outofmemory", "oom"],
    sev: "high",
    note: "seatmap-svc's JVM runs out of heap, spends seconds in full GCs and dies with OutOfMemoryError, and the edge answers 502 while it restarts.",
    damp: 0.9,
    ems: [
      E(
        "seatmap-svc",
        5,
        "WARN",
        (r) =>
          `[gc] GC(${r.int(1000, 9000)}) Pause Full (G1 Compaction Pause) ${r.int(3950, 4000)}M->${r.int(3900, 3949)}M(4096M) ${r.int(1800, 4200)}.${r.int(100, 999)}ms`,
      ),
      E(
        "seatmap-svc",
        2,
        "ERROR",
        () =>
          "o.a.c.c.C.[.[.[/].[dispatcherServlet] : Handler dispatch failed: java.lang.OutOfMemoryError: Java heap space",
        {
          delay: 60,
          stack: (r) =>
            java(r, "java.lang.OutOfMemoryError: Java heap space", [
              "java.base/java.util.Arrays.copyOf",
              "java.base/java.util.ArrayList.grow",
              "com.tixora.seatmap.render.AvailabilityBitmap.expand",
              "com.tixora.seatmap.api.SeatMapController.availability",
            ]),
        },
      ),
      E("seatmap-svc", 0, "ERROR", () => "Terminating due to java.lang.OutOfMemoryError: Java heap space", {
        every: 150,
        delay: 90,
      }),
      E("seatmap-svc", 0, "INFO", () => "Started SeatmapApplication in 21.873 seconds (process running for 23.1)", {
        every: 150,
        delay: 125,
      }),
      E(
        "edge-gw",
        30,
        "ERROR",
        (r) =>
          nginxErr(
            r,
            "connect() failed (111: Connection refused) while connecting to upstream",
            `GET /api/events/${ev(r)}/seatmap HTTP/2.0`,
          ),
        { delay: 90 },
      ),
      E(
        "edge-gw",
        30,
        "WARN",
        (r) =>
          `${ip(r)} - - "GET /api/events/${ev(r)}/seatmap HTTP/2.0" 502 157 rt=0.00${r.int(1, 9)} upstream=seatmap-svc`,
      ),
    ],
  },
  {
    cat: "disk",
    origin: "edge-gw",
    hints: ["disk", "space", "no space", "enospc", "28"],
    sev: "high",
    note: "edge-gw's volume fills up, nginx can no longer buffer request bodies to its client_temp directory, and POSTs fail with 500 at the edge.",
    ems: [
      E(
        "edge-gw",
        20,
        "ERROR",
        (r) =>
          `[crit] ${r.int(20, 40)}#${r.int(20, 40)}: *${r.int(100000, 999999)} pwrite() "/var/cache/nginx/client_temp/00000${r.int(10000, 99999)}" failed (28: No space left on device), client: ${ip(r)}, server: api.tixora.com, request: "POST /api/${r.pick(["orders", "holds"])} HTTP/2.0"`,
      ),
      E(
        "edge-gw",
        3,
        "ERROR",
        (r) =>
          `[alert] ${r.int(20, 40)}#${r.int(20, 40)}: *${r.int(100000, 999999)} write() to "/var/log/nginx/access.log" failed (28: No space left on device) while logging request`,
      ),
      E(
        "edge-gw",
        20,
        "WARN",
        (r) => `${ip(r)} - - "POST /api/${r.pick(["orders", "holds"])} HTTP/2.0" 500 177 rt=0.00${r.int(1, 9)}`,
      ),
      E("checkout-api", 3, "INFO", (r) => `cart abandoned cart=c_${r.hex(8)} items=${r.int(1, 6)} idle=10m`),
    ],
  },
  {
    cat: "dependency",
    origin: "payments-orchestrator",
    hints: ["dependency", "503", "unavailable", "circuit", "psp", "upstream"],
    sev: "high",
    note: "The card processor starts answering 503, payments-orchestrator's circuit breaker opens, and checkout reports payment failures in its own words.",
    damp: 0.95,
    ems: [
      E(
        "payments-orchestrator",
        8,
        "WARN",
        (r) =>
          `c.t.pay.AuthService : PSP /payments returned 503 Service Unavailable psp=adyen pspEchoData=${r.hex(8)} latency=${r.int(80, 3000)}ms`,
      ),
      E(
        "payments-orchestrator",
        0,
        "WARN",
        () => "i.g.r.c.i.CircuitBreakerStateMachine : CircuitBreaker 'psp-adyen' changed state from CLOSED to OPEN",
        { every: 120, delay: 40 },
      ),
      E(
        "payments-orchestrator",
        0,
        "INFO",
        () => "i.g.r.c.i.CircuitBreakerStateMachine : CircuitBreaker 'psp-adyen' changed state from OPEN to HALF_OPEN",
        { every: 120, delay: 100 },
      ),
      E("payments-orchestrator", 10, "ERROR", () => "c.t.pay.AuthService : authorisation failed", {
        delay: 45,
        stackP: 0.3,
        stack: (r) =>
          java(
            r,
            "io.github.resilience4j.circuitbreaker.CallNotPermittedException: CircuitBreaker 'psp-adyen' is OPEN and does not permit further calls",
            [
              "io.github.resilience4j.circuitbreaker.CallNotPermittedException.createCallNotPermittedException",
              "io.github.resilience4j.circuitbreaker.CircuitBreaker.lambda$decorateSupplier$0",
              "com.tixora.pay.psp.AdyenGateway.authorise",
            ],
          ),
      }),
      E(
        "checkout-api",
        30,
        "ERROR",
        (r) =>
          `POST /v1/orders 503 ${r.int(20, 3100)}ms order=ord_${r.hex(10)} err="payment step failed: payments-orchestrator: 503 Service Unavailable"`,
      ),
      E("checkout-api", 12, "WARN", (r) => `retrying payment for order=ord_${r.hex(10)} attempt=${r.int(2, 3)}/3`),
    ],
  },
  {
    cat: "unknown",
    origin: "hold-service",
    hints: ["unknown", "unresponsive", "hang", "stall", "no response"],
    sev: "high",
    note: "hold-service stops logging and stops answering without a word while edge-gw and checkout-api time out on every hold call.",
    quiet: true,
    ems: [
      E("edge-gw", 30, "ERROR", (r) =>
        nginxErr(
          r,
          "upstream timed out (110: Connection timed out) while reading response header from upstream",
          "POST /api/holds HTTP/2.0",
        ),
      ),
      E(
        "edge-gw",
        30,
        "WARN",
        (r) => `${ip(r)} - - "POST /api/holds HTTP/2.0" 504 167 rt=30.00${r.int(1, 9)} upstream=hold-service`,
      ),
      E(
        "checkout-api",
        12,
        "ERROR",
        (r) => `hold conversion failed order=ord_${r.hex(10)}: ESOCKETTIMEDOUT calling hold-service (30000ms)`,
      ),
    ],
  },
];

// ------------------------------------------------------------------------------------------- seatwise
const seatwise: Spec[] = [
  {
    cat: "authentication",
    origin: "inventory-core",
    hints: ["auth", "token", "jwt", "signature", "401", "unauthori"],
    sev: "high",
    note: "After the identity provider rotates its signing key, inventory-core keeps validating bearer tokens against the old key set and rejects every call with 401.",
    damp: 0.95,
    ems: [
      E(
        "inventory-core",
        12,
        "WARN",
        (r) =>
          `Microsoft.AspNetCore.Authentication.JwtBearer.JwtBearerHandler[1] Failed to validate the token. Microsoft.IdentityModel.Tokens.SecurityTokenSignatureKeyNotFoundException: IDX10503: Signature validation failed. Token does not have a kid. Keys tried: 'Microsoft.IdentityModel.Tokens.RsaSecurityKey, KeyId: '${r.hex(8)}', InternalId: '${r.hex(12)}'. , KeyId: ${r.hex(8)}'.`,
      ),
      E(
        "inventory-core",
        12,
        "INFO",
        () =>
          "Microsoft.AspNetCore.Authentication.JwtBearer.JwtBearerHandler[7] Bearer was not authenticated. Failure message: IDX10503: Signature validation failed.",
      ),
      E(
        "storefront",
        30,
        "ERROR",
        (r) =>
          `GET /api/onsale/OS-${r.int(300, 399)}/availability 502 ${r.int(10, 60)}ms - inventory-core responded 401 Unauthorized`,
      ),
      E(
        "order-pipeline",
        10,
        "ERROR",
        (r) =>
          `Seatwise.Orders.PlaceOrderHandler[0] Reserve seats failed for order SW-${r.int(100000, 999999)}: Response status code does not indicate success: 401 (Unauthorized).`,
      ),
    ],
  },
  {
    cat: "authorization",
    origin: "resale-market",
    hints: ["permission", "privilege", "denied", "authoriz"],
    sev: "medium",
    note: "resale-market's database user loses its grant on resale_listings, so creating listings fails with PG::InsufficientPrivilege.",
    damp: 0.9,
    ems: [
      E(
        "resale-market",
        8,
        "ERROR",
        () =>
          "ActiveRecord::StatementInvalid (PG::InsufficientPrivilege: ERROR:  permission denied for table resale_listings):",
        {
          stack: (r) =>
            ruby(r, "PG::InsufficientPrivilege: ERROR:  permission denied for table resale_listings", [
              "app/models/listing.rb#create_with_lock!",
              "app/controllers/listings_controller.rb#create",
              "/usr/local/bundle/gems/activerecord-7.1.3/lib/active_record/connection_adapters/postgresql_adapter.rb#exec_params",
            ]),
        },
      ),
      E(
        "resale-market",
        8,
        "INFO",
        (r) =>
          `Completed 500 Internal Server Error in ${r.int(8, 40)}ms (ActiveRecord: ${r.int(1, 9)}.3ms) POST /resale/listings`,
      ),
      E(
        "storefront",
        8,
        "ERROR",
        (r) => `POST /api/resale/listings 500 ${r.int(30, 90)}ms - resale-market returned 500`,
      ),
    ],
  },
  {
    cat: "database",
    origin: "order-pipeline",
    hints: ["database", "deadlock", "sql", "sqlexception"],
    sev: "high",
    note: "order-pipeline's order writes deadlock on SQL Server over and over (error 1205) under on-sale load, so most checkouts fail after retries.",
    damp: 0.8,
    ems: [
      E(
        "order-pipeline",
        10,
        "ERROR",
        () =>
          "Microsoft.EntityFrameworkCore.Database.Command[20102] Failed executing DbCommand (2,214ms) [Parameters=[@p0='?', @p1='?' (Size = 32)], CommandType='Text', CommandTimeout='30'] UPDATE [SeatAllocations] SET [OrderId] = @p0 WHERE [SeatId] = @p1",
        {
          stackP: 0.5,
          stack: (r) =>
            dotnet(
              r,
              "Microsoft.Data.SqlClient.SqlException (0x80131904): Transaction (Process ID 87) was deadlocked on lock resources with another process and has been chosen as the deadlock victim. Rerun the transaction.",
              [
                "Microsoft.Data.SqlClient.SqlCommand.<>c.<ExecuteDbDataReaderAsync>b__211_0(Task`1 result)",
                "Seatwise.Orders.Data.OrderStore.AllocateAsync(Order order, CancellationToken ct)",
                "Seatwise.Orders.PlaceOrderHandler.Handle(PlaceOrder cmd, CancellationToken ct)",
              ],
            ),
        },
      ),
      E(
        "order-pipeline",
        12,
        "WARN",
        (r) =>
          `Seatwise.Orders.PlaceOrderHandler[0] Deadlock on order SW-${r.int(100000, 999999)} (SqlException 1205), retry ${r.int(1, 3)}/3`,
      ),
      E(
        "storefront",
        14,
        "ERROR",
        (r) => `POST /api/checkout 500 ${r.int(2000, 7000)}ms - order-pipeline: 500 Internal Server Error`,
      ),
    ],
  },
  {
    cat: "network",
    origin: "scanner-sync",
    hints: ["dns", "lookup", "network", "resolve"],
    sev: "medium",
    note: "scanner-sync can no longer resolve cluster service names (DNS i/o timeouts), so venue manifests stop syncing and devices work from stale lists.",
    damp: 1,
    ems: [
      E(
        "scanner-sync",
        14,
        "ERROR",
        (r) =>
          `manifest pull failed venue=${r.pick(["ARENA-NE", "THEATRE-9", "FIELD-2"])}: Get "http://inventory-core.seatwise.svc.cluster.local/v2/manifest": dial tcp: lookup inventory-core.seatwise.svc.cluster.local on 10.96.0.10:53: read udp 10.244.3.17:${r.int(30000, 60000)}->10.96.0.10:53: i/o timeout`,
      ),
      E(
        "scanner-sync",
        3,
        "WARN",
        (r) =>
          `redemption upload failed: dial tcp: lookup order-pipeline.seatwise.svc.cluster.local: server misbehaving (queued ${r.int(100, 3000)})`,
      ),
      E("scanner-sync", 2, "WARN", (r) => `devices on stale manifest: ${r.int(10, 60)} (oldest ${r.int(2, 20)}m)`),
    ],
  },
  {
    cat: "timeout",
    origin: "fraud-scorer",
    hints: ["timeout", "timed out", "readtimeout"],
    sev: "high",
    note: "fraud-scorer's calls to its external risk API stop returning within the 2 s read timeout, so order-pipeline cancels fraud checks and checkouts fail.",
    damp: 0.95,
    ems: [
      E(
        "fraud-scorer",
        10,
        "ERROR",
        (r) =>
          `risk lookup failed order=SW-${r.int(100000, 999999)}: HTTPSConnectionPool(host='api.sift.com', port=443): Read timed out. (read timeout=2.0)`,
        {
          stackP: 0.35,
          stack: (r) =>
            python(
              r,
              [
                [
                  "/app/scorer/signals.py",
                  "fetch_risk",
                  "resp = self.session.post(url, json=payload, timeout=(0.5, 2.0))",
                ],
                [
                  "/usr/local/lib/python3.11/site-packages/requests/adapters.py",
                  "send",
                  "raise ReadTimeout(e, request=request)",
                ],
              ],
              "requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='api.sift.com', port=443): Read timed out. (read timeout=2.0)",
            ),
        },
      ),
      E(
        "order-pipeline",
        16,
        "ERROR",
        (r) =>
          `Seatwise.Orders.FraudGate[0] Fraud check for order SW-${r.int(100000, 999999)} did not complete within 2500ms: System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 2.5 seconds elapsing.`,
      ),
      E("storefront", 16, "ERROR", (r) => `POST /api/checkout 504 ${r.int(2500, 2700)}ms - order-pipeline timed out`),
    ],
  },
  {
    cat: "rate_limiting",
    origin: "transfer-svc",
    hints: ["rate", "429", "too many", "throttl"],
    sev: "medium",
    note: "transfer-svc's SMS verification sender is throttled by the SMS provider (HTTP 429, code 20429), so ticket transfers cannot be confirmed.",
    damp: 0.9,
    ems: [
      E(
        "transfer-svc",
        14,
        "ERROR",
        (r) =>
          `otp send failed transfer=${r.hex(8)}: HTTP 429 error: Unable to create record: Too Many Requests (code 20429)`,
        {
          stackP: 0.25,
          stack: (r) =>
            python(
              r,
              [
                ["/app/transfers/otp.py", "send_code", "client.messages.create(to=phone, from_=SENDER, body=text)"],
                [
                  "/usr/local/lib/python3.11/site-packages/twilio/base/version.py",
                  "create",
                  "raise self.exception(method, uri, response, 'Unable to create record')",
                ],
              ],
              "twilio.base.exceptions.TwilioRestException: HTTP 429 error: Unable to create record: Too Many Requests",
            ),
        },
      ),
      E("transfer-svc", 6, "WARN", (r) => `backing off otp sends for ${r.int(2, 30)}s (provider throttling)`),
      E(
        "storefront",
        12,
        "ERROR",
        (r) => `POST /api/transfers 503 ${r.int(300, 900)}ms - transfer-svc: verification code could not be sent`,
      ),
    ],
  },
  {
    cat: "validation",
    origin: "inventory-core",
    hints: ["validation", "invalid", "badrequest", "400"],
    sev: "medium",
    note: "inventory-core's reserve validator caps quantity at 8, so the group-package on-sale for 10-seat tables is rejected with 400 on every reserve.",
    ems: [
      E(
        "inventory-core",
        10,
        "WARN",
        (r) =>
          `Seatwise.Inventory.ReserveEndpoint[0] Reserve rejected for OS-344: Validation failed: -- Quantity: 'Quantity' must be between 1 and 8. You entered ${r.pick([10, 10, 12])}. Severity: Error`,
      ),
      E(
        "inventory-core",
        10,
        "INFO",
        (r) =>
          `Microsoft.AspNetCore.Hosting.Diagnostics[2] Request finished HTTP/1.1 POST http://inventory-core/v2/reserve - 400 - application/problem+json ${r.int(2, 9)}.${r.int(1000, 9999)}ms`,
      ),
      E(
        "order-pipeline",
        10,
        "ERROR",
        (r) =>
          `Seatwise.Orders.PlaceOrderHandler[0] Reserve seats failed for order SW-${r.int(100000, 999999)}: Response status code does not indicate success: 400 (Bad Request).`,
      ),
      E(
        "storefront",
        10,
        "WARN",
        (r) => `POST /api/checkout 422 ${r.int(100, 300)}ms - package OS-344 could not be reserved`,
      ),
    ],
  },
  {
    cat: "null_reference",
    origin: "transfer-svc",
    hints: ["attributeerror", "nonetype", "null", "none"],
    sev: "medium",
    note: "transfer-svc crashes with AttributeError on recipients who signed up by phone only (no email record), failing those transfers with 500.",
    damp: 0.6,
    ems: [
      E("transfer-svc", 8, "ERROR", (r) => `Exception on /v1/transfers [POST] transfer=${r.hex(8)}`, {
        stack: (r) =>
          python(
            r,
            [
              [
                "/usr/local/lib/python3.11/site-packages/flask/app.py",
                "full_dispatch_request",
                "rv = self.dispatch_request()",
              ],
              ["/app/transfers/api.py", "create_transfer", "notify_recipient(transfer, recipient)"],
              ["/app/transfers/notify.py", "notify_recipient", "to = recipient.contact.email.lower()"],
            ],
            "AttributeError: 'NoneType' object has no attribute 'email'",
          ),
      }),
      E("storefront", 8, "ERROR", (r) => `POST /api/transfers 500 ${r.int(50, 200)}ms - transfer-svc returned 500`),
    ],
  },
  {
    cat: "configuration",
    origin: "storefront",
    hints: ["config", "econnrefused", "url", "env", "setting"],
    sev: "high",
    note: "A storefront release ships without INVENTORY_API_URL, falls back to localhost, and every availability and checkout call fails with ECONNREFUSED 127.0.0.1:8080.",
    pre: [
      {
        svc: "storefront",
        off: -5,
        lvl: "INFO",
        msg: () => "▲ Next.js 14.2.3 - ready on http://0.0.0.0:3000 (build 7c1e0d4)",
      },
      {
        svc: "storefront",
        off: -4,
        lvl: "WARN",
        msg: () => "INVENTORY_API_URL is not set, falling back to http://127.0.0.1:8080",
      },
    ],
    damp: 1,
    ems: [
      E(
        "storefront",
        30,
        "ERROR",
        (r) => `GET /api/onsale/OS-${r.int(300, 399)}/availability 500 ${r.int(2, 9)}ms - TypeError: fetch failed`,
        {
          stackP: 0.25,
          stack: (r) => [
            ...node(r, "TypeError: fetch failed", [
              "Object.fetch@node:internal/deps/undici/undici",
              "async getAvailability@/app/.next/server/chunks/412.js",
            ]),
            "  [cause]: Error: connect ECONNREFUSED 127.0.0.1:8080",
            "      at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1595:16) {",
            "    errno: -111, code: 'ECONNREFUSED', syscall: 'connect', address: '127.0.0.1', port: 8080",
            "  }",
          ],
        },
      ),
      E(
        "storefront",
        10,
        "ERROR",
        (r) => `POST /api/checkout 500 ${r.int(2, 9)}ms - connect ECONNREFUSED 127.0.0.1:8080`,
      ),
    ],
  },
  {
    cat: "memory",
    origin: "bot-filter",
    hints: ["memory", "bad_alloc", "oom", "alloc"],
    sev: "high",
    note: "bot-filter's fingerprint cache grows until allocation fails with std::bad_alloc; it aborts and restarts in a loop while queue-gate fails open.",
    damp: 1,
    ems: [
      E(
        "bot-filter",
        3,
        "WARN",
        (r) =>
          `W1130 ja3_cache.cc:88] fingerprint cache ${r.int(13, 15)}.${r.int(0, 9)}GB exceeds soft limit 8GB, eviction lagging (entries=${r.int(90, 140)}M)`,
      ),
      E("bot-filter", 0, "FATAL", () => "terminate called after throwing an instance of 'std::bad_alloc'", {
        every: 100,
        delay: 70,
        stack: (r) => [
          "  what():  std::bad_alloc",
          '*** Aborted at @@UNIX@@ (unix time) try "date -d @@@UNIX@@" if you are using GNU date ***',
          `PC: @     0x7f${r.hex(10)} __pthread_kill_implementation`,
          `*** SIGABRT (@0x1) received by PID 1 (TID 0x7f${r.hex(10)}) from PID 1; stack trace: ***`,
          `    @     0x5581${r.hex(8)} botfilter::Ja3Cache::Insert()`,
          `    @     0x5581${r.hex(8)} botfilter::Classifier::Score()`,
        ],
      }),
      E("bot-filter", 0, "INFO", () => "I1130 main.cc:42] bot-filter 3.9.2 starting, loading rules (212)", {
        every: 100,
        delay: 85,
      }),
      E(
        "queue-gate",
        20,
        "WARN",
        () =>
          'bot verdict RPC failed: rpc error: code = Unavailable desc = connection error: desc = "transport: Error while dialing: dial tcp 10.0.7.31:7070: connect: connection refused"; failing open',
        { delay: 70 },
      ),
      E(
        "storefront",
        6,
        "WARN",
        (r) => `GET /api/onsale/OS-${r.int(300, 399)}/queue 503 ${r.int(5, 30)}ms - queue-gate degraded`,
        { delay: 70 },
      ),
    ],
  },
  {
    cat: "disk",
    origin: "resale-market",
    hints: ["disk", "flood", "watermark", "read-only", "cluster_block"],
    sev: "medium",
    note: "The search cluster behind resale-market hits its flood-stage disk watermark and blocks the listings index read-only, so every listing write fails.",
    damp: 0.7,
    ems: [
      E(
        "resale-market",
        10,
        "ERROR",
        () =>
          `Elastic::Transport::Transport::Errors::TooManyRequests: [429] {"error":{"root_cause":[{"type":"cluster_block_exception","reason":"index [resale_listings_v7] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];"}],"type":"cluster_block_exception"},"status":429}`,
        {
          stackP: 0.3,
          stack: (r) =>
            ruby(r, "Elastic::Transport::Transport::Errors::TooManyRequests", [
              "/usr/local/bundle/gems/elastic-transport-8.3.0/lib/elastic/transport/transport/base.rb#__raise_transport_error",
              "app/indexers/listing_indexer.rb#index!",
              "app/controllers/listings_controller.rb#create",
            ]),
        },
      ),
      E(
        "resale-market",
        10,
        "INFO",
        (r) => `Completed 500 Internal Server Error in ${r.int(20, 90)}ms POST /resale/listings`,
      ),
      E(
        "storefront",
        10,
        "ERROR",
        (r) => `POST /api/resale/listings 500 ${r.int(40, 140)}ms - resale-market returned 500`,
      ),
    ],
  },
  {
    cat: "dependency",
    origin: "order-pipeline",
    hints: ["kafka", "broker", "dependency", "unavailable"],
    sev: "high",
    note: "The Kafka brokers order-pipeline publishes to go down, its producer reports all brokers down, and orders cannot be confirmed.",
    damp: 0.95,
    ems: [
      E(
        "order-pipeline",
        10,
        "ERROR",
        (r) =>
          `Confluent.Kafka.Producer[0] %3|@@UNIX@@.${r.int(100, 999)}|FAIL|rdkafka#producer-1| [thrd:kafka-${r.int(0, 2)}.kafka:9092/bootstrap]: kafka-${r.int(0, 2)}.kafka:9092/${r.int(0, 2)}: Connect to ipv4#10.0.4.${r.int(20, 23)}:9092 failed: Connection refused (after 0ms in state CONNECT)`,
      ),
      E(
        "order-pipeline",
        4,
        "ERROR",
        () =>
          "Confluent.Kafka.Producer[0] %3|@@UNIX@@.412|ERROR|rdkafka#producer-1| [thrd:app]: rdkafka#producer-1: 3/3 brokers are down",
      ),
      E(
        "order-pipeline",
        8,
        "ERROR",
        (r) => `Seatwise.Orders.Outbox[0] Publish failed for order SW-${r.int(100000, 999999)}`,
        {
          delay: 30,
          stackP: 0.4,
          stack: (r) =>
            dotnet(r, "Confluent.Kafka.ProduceException`2[System.String,System.String]: Local: Message timed out", [
              "Confluent.Kafka.Producer`2.ProduceAsync(TopicPartition topicPartition, Message`2 message, CancellationToken cancellationToken)",
              "Seatwise.Orders.Outbox.PublishAsync(OutboxMessage msg, CancellationToken ct)",
            ]),
        },
      ),
      E(
        "storefront",
        16,
        "ERROR",
        (r) => `POST /api/checkout 503 ${r.int(5000, 30000)}ms - order-pipeline: Service Unavailable`,
      ),
    ],
  },
  {
    cat: "unknown",
    origin: "queue-gate",
    hints: ["unknown", "crash", "restart", "unavailable"],
    sev: "high",
    note: "queue-gate keeps restarting without logging any error, and storefront reports the queue as unreachable.",
    quiet: true,
    ems: [
      E("queue-gate", 0, "INFO", () => "queue-gate 2.8.1 starting (pid 1, GOMAXPROCS=4)", { every: 45, delay: 20 }),
      E("queue-gate", 0, "INFO", () => "listening on :8080, redis=queue-redis:6379", { every: 45, delay: 21 }),
      E(
        "storefront",
        30,
        "ERROR",
        (r) =>
          `GET /api/onsale/OS-${r.int(300, 399)}/queue 502 ${r.int(1, 30)}ms - queue-gate: socket hang up (ECONNRESET)`,
      ),
      E("storefront", 12, "WARN", () => "queue-gate unreachable, retrying in 1s"),
    ],
  },
];

// ------------------------------------------------------------------------------------------- keyridge
const keyridge: Spec[] = [
  {
    cat: "authentication",
    origin: "lease-esign",
    hints: ["auth", "oauth", "invalid_grant", "token", "credential"],
    sev: "medium",
    note: "lease-esign's JWT grant to the e-signature provider is refused with invalid_grant, so no lease envelope can be created or sent.",
    damp: 1,
    ems: [
      E("lease-esign", 6, "ERROR", () => "c.k.esign.TokenProvider : access token request failed", {
        stackP: 0.5,
        stack: (r) =>
          java(
            r,
            `com.docusign.esign.client.ApiException: Error while requesting server, received a non successful HTTP code 400 with response Body: '{"error":"invalid_grant","error_description":"no_valid_keys_or_signatures"}'`,
            [
              "com.docusign.esign.client.ApiClient.requestJWTUserToken",
              "com.keyridge.esign.TokenProvider.refresh",
              "com.keyridge.esign.EnvelopeService.create",
            ],
          ),
      }),
      E(
        "lease-esign",
        6,
        "WARN",
        (r) =>
          `c.k.esign.EnvelopeService : envelope for application A${r.int(10000, 99999)} not created: no access token`,
      ),
      E(
        "resident-portal",
        8,
        "ERROR",
        (r) =>
          `POST /api/applications/A${r.int(10000, 99999)}/lease 502 ${r.int(100, 600)}ms - lease-esign responded 502`,
      ),
    ],
  },
  {
    cat: "authorization",
    origin: "lock-bridge",
    hints: ["forbidden", "403", "scope", "authoriz", "permission"],
    sev: "high",
    note: "The smart-lock vendor answers lock-bridge's code provisioning with 403 insufficient_scope, so self-guided tours get no access codes.",
    damp: 0.9,
    ems: [
      E(
        "lock-bridge",
        10,
        "ERROR",
        (r) =>
          `provision access code lock=${unit(r)}: vendor api POST /v2/locks/${r.hex(8)}/access_codes: 403 Forbidden {"error":"insufficient_scope","scope_required":"access_codes:write"}`,
      ),
      E(
        "tour-scheduler",
        10,
        "ERROR",
        (r) => `could not provision access code for tour T${r.int(10000, 99999)}: lock-bridge returned 502 Bad Gateway`,
      ),
      E("tour-scheduler", 4, "WARN", (r) => `tour T${r.int(10000, 99999)} moved to agent-assisted (no access code)`),
    ],
  },
  {
    cat: "database",
    origin: "rent-ledger",
    hints: ["database", "sql", "postgres", "read-only", "psql"],
    sev: "high",
    note: "rent-ledger's connections land on a Postgres node that has become a read-only replica, so every ledger write fails while reads still work.",
    damp: 0.6,
    ems: [
      E(
        "rent-ledger",
        10,
        "ERROR",
        () => "o.h.engine.jdbc.spi.SqlExceptionHelper : ERROR: cannot execute INSERT in a read-only transaction",
      ),
      E("rent-ledger", 4, "ERROR", () => "c.k.ledger.PostingService : posting failed", {
        stack: (r) =>
          java(
            r,
            "org.springframework.dao.InvalidDataAccessResourceUsageException: could not execute statement; SQL [n/a]",
            [
              "org.springframework.orm.jpa.vendor.HibernateJpaDialect.convertHibernateAccessException",
              "com.keyridge.ledger.repo.EntryRepository.save",
              "com.keyridge.ledger.PostingService.post",
            ],
            "org.postgresql.util.PSQLException: ERROR: cannot execute INSERT in a read-only transaction",
          ),
      }),
      E(
        "rent-ledger",
        2,
        "WARN",
        (r) =>
          `com.zaxxer.hikari.pool.PoolBase : HikariPool-1 - Failed to validate connection org.postgresql.jdbc.PgConnection@${r.hex(8)} (This connection has been closed.). Possibly consider using a shorter maxLifetime value.`,
      ),
      E(
        "resident-portal",
        10,
        "ERROR",
        (r) => `POST /api/payments 500 ${r.int(100, 600)}ms - ledger write failed (rent-ledger 500)`,
      ),
      E(
        "ach-processor",
        6,
        "ERROR",
        (r) => `settlement callback to rent-ledger failed: status 500 trace=${r.int(10000000, 99999999)}`,
      ),
    ],
  },
  {
    cat: "network",
    origin: "ach-processor",
    hints: ["network", "reset", "connection", "tcp", "handshake"],
    sev: "high",
    note: "The path from ach-processor to the bank's gateway starts resetting connections, so ACH batches cannot be uploaded and autopay debits pile up.",
    damp: 0.8,
    ems: [
      E(
        "ach-processor",
        8,
        "ERROR",
        (r) =>
          `sftp connect bank-gw.odfi.example:22: ssh: handshake failed: read tcp 10.12.4.9:${r.int(30000, 60000)}->198.51.100.24:22: read: connection reset by peer`,
      ),
      E(
        "ach-processor",
        4,
        "ERROR",
        (r) =>
          `submit batch ${r.int(100, 999)}: Post "https://api.odfi.example/v2/batches": read tcp 10.12.4.9:${r.int(30000, 60000)}->198.51.100.25:443: read: connection reset by peer`,
      ),
      E(
        "ach-processor",
        4,
        "WARN",
        (r) => `batch ${r.int(100, 999)} requeued (attempt ${r.int(2, 6)}), backlog=${r.int(200, 3000)} entries`,
      ),
      E(
        "rent-ledger",
        4,
        "WARN",
        () => "c.k.ledger.AutopayJob : ach-processor did not accept debits (502), will retry next run",
      ),
    ],
  },
  {
    cat: "timeout",
    origin: "screening-svc",
    hints: ["timeout", "timed out", "sockettimeout"],
    sev: "high",
    note: "The credit bureau stops answering screening-svc in time (SocketTimeoutException: Read timed out), so rental applications hang and fail with 504.",
    damp: 0.9,
    ems: [
      E(
        "screening-svc",
        8,
        "ERROR",
        (r) => `c.k.screening.BureauClient : bureau order failed for prospect P${r.int(10000, 99999)} after 15001ms`,
        {
          stackP: 0.4,
          stack: (r) =>
            java(
              r,
              'org.springframework.web.client.ResourceAccessException: I/O error on POST request for "https://api.bureau.example/v3/orders": Read timed out',
              [
                "org.springframework.web.client.RestTemplate.doExecute",
                "com.keyridge.screening.BureauClient.order",
                "com.keyridge.screening.ApplicationController.submit",
              ],
              "java.net.SocketTimeoutException: Read timed out",
            ),
        },
      ),
      E(
        "resident-portal",
        12,
        "ERROR",
        (r) => `POST /api/applications 504 ${r.int(15000, 15100)}ms - upstream screening-svc timed out`,
      ),
      E("resident-portal", 6, "WARN", (r) => `retrying screening submit for P${r.int(10000, 99999)} (attempt 2)`),
    ],
  },
  {
    cat: "rate_limiting",
    origin: "tour-scheduler",
    hints: ["rate", "ratelimit", "limit", "quota"],
    sev: "medium",
    note: "tour-scheduler hits the calendar API's rate limit (rateLimitExceeded), so tour bookings cannot be written to the leasing calendar.",
    damp: 0.9,
    ems: [
      E(
        "tour-scheduler",
        10,
        "ERROR",
        (r) =>
          `calendar insert failed for tour T${r.int(10000, 99999)}: <HttpError 403 when requesting https://www.googleapis.com/calendar/v3/calendars/leasing%40keyridge.com/events?alt=json returned "Rate Limit Exceeded". Details: "[{'domain': 'usageLimits', 'reason': 'rateLimitExceeded', 'message': 'Rate Limit Exceeded'}]">`,
      ),
      E("tour-scheduler", 4, "WARN", (r) => `calendar backoff ${r.int(1, 32)}s (attempt ${r.int(2, 5)})`),
      E(
        "resident-portal",
        8,
        "ERROR",
        (r) => `POST /api/tours 502 ${r.int(500, 4000)}ms - tour-scheduler could not book slot`,
      ),
    ],
  },
  {
    cat: "validation",
    origin: "workorder-api",
    hints: ["validation", "invalid", "recordinvalid", "422", "unprocessable"],
    sev: "medium",
    note: "workorder-api now requires a permission-to-enter answer that the resident app does not send, so work orders are rejected with 422.",
    damp: 0.9,
    ems: [
      E(
        "workorder-api",
        10,
        "WARN",
        () =>
          "ActiveRecord::RecordInvalid (Validation failed: Permission to enter can't be blank, Entry window is not included in the list)",
      ),
      E(
        "workorder-api",
        10,
        "INFO",
        (r) =>
          `Completed 422 Unprocessable Entity in ${r.int(8, 40)}ms (ActiveRecord: ${r.int(1, 9)}.1ms) POST /api/v1/work_orders`,
      ),
      E(
        "resident-portal",
        10,
        "ERROR",
        (r) =>
          `POST /api/work-orders 422 ${r.int(30, 120)}ms - work order submit failed for resident T${r.int(100000, 999999)}`,
      ),
    ],
  },
  {
    cat: "null_reference",
    origin: "resident-portal",
    hints: ["typeerror", "undefined", "null"],
    sev: "high",
    note: "resident-portal's ledger route crashes with TypeError on residents whose lease has no unit attached, returning 500 on the balance page.",
    ems: [
      E(
        "resident-portal",
        14,
        "ERROR",
        (r) =>
          `GET /api/ledger 500 ${r.int(5, 40)}ms - TypeError: Cannot read properties of undefined (reading 'unitId')`,
        {
          stackP: 0.5,
          stack: (r) =>
            node(r, "TypeError: Cannot read properties of undefined (reading 'unitId')", [
              "mapLease@/app/dist/routes/ledger.js",
              "Array.map@<anonymous>",
              "getLedger@/app/dist/routes/ledger.js",
              "Layer.handle [as handle_request]@/app/node_modules/express/lib/router/layer.js",
            ]),
        },
      ),
    ],
  },
  {
    cat: "configuration",
    origin: "tour-scheduler",
    hints: ["config", "timezone", "zoneinfo", "setting"],
    sev: "medium",
    note: "A settings reload gives tour-scheduler a misspelled time zone for one region, so every tour booking there fails with ZoneInfoNotFoundError.",
    pre: [
      {
        svc: "tour-scheduler",
        off: -20,
        lvl: "INFO",
        msg: () => "reloaded settings from configmap tour-scheduler-config (resourceVersion 88412193, regions=6)",
      },
    ],
    damp: 0.7,
    ems: [
      E("tour-scheduler", 10, "ERROR", () => "Exception in ASGI application", {
        stackP: 0.6,
        stack: (r) =>
          python(
            r,
            [
              ["/app/tours/api.py", "book_tour", "slot = to_local(req.start, region.timezone)"],
              ["/app/tours/timeutil.py", "to_local", "return dt.astimezone(ZoneInfo(tz))"],
              [
                "/usr/local/lib/python3.12/zoneinfo/_common.py",
                "load_tzdata",
                'raise ZoneInfoNotFoundError(f"No time zone found with key {key}")',
              ],
            ],
            "zoneinfo._common.ZoneInfoNotFoundError: 'No time zone found with key America/Chicgo'",
          ),
      }),
      E("resident-portal", 8, "ERROR", (r) => `POST /api/tours 500 ${r.int(20, 90)}ms - tour-scheduler returned 500`),
    ],
  },
  {
    cat: "memory",
    origin: "workorder-api",
    hints: ["memory", "nomemoryerror", "oom"],
    sev: "high",
    note: "workorder-api's photo resizing exhausts memory; Puma workers are killed over and over and work-order submissions fail with 502.",
    damp: 0.8,
    ems: [
      E(
        "workorder-api",
        4,
        "WARN",
        (r) =>
          `PumaWorkerKiller: Out of memory. 4 workers consuming total: ${r.int(2050, 2300)}.3 mb out of max: 2048 mb. Sending TERM to pid ${r.int(300, 900)} consuming ${r.int(600, 900)}.2 mb.`,
      ),
      E("workorder-api", 3, "ERROR", () => "NoMemoryError (failed to allocate memory):", {
        stack: (r) =>
          ruby(r, "NoMemoryError: failed to allocate memory", [
            "/usr/local/bundle/gems/ruby-vips-2.2.1/lib/vips/image.rb#write_to_buffer",
            "app/services/photo_resizer.rb#call",
            "app/controllers/api/v1/work_orders_controller.rb#create",
          ]),
      }),
      E(
        "workorder-api",
        3,
        "INFO",
        (r) => `[${r.int(300, 900)}] - Worker ${r.int(0, 3)} (PID: ${r.int(300, 900)}) booted in 2.1s, phase: 0`,
      ),
      E(
        "resident-portal",
        12,
        "ERROR",
        (r) => `POST /api/work-orders 502 ${r.int(200, 4000)}ms - upstream workorder-api: socket hang up`,
      ),
    ],
  },
  {
    cat: "disk",
    origin: "lease-esign",
    hints: ["disk", "space", "ioexception", "no space"],
    sev: "high",
    note: "lease-esign's document volume is full, so signed lease PDFs cannot be written (No space left on device) and lease signing fails.",
    damp: 0.9,
    ems: [
      E(
        "lease-esign",
        8,
        "ERROR",
        (r) => `c.k.esign.DocumentStore : failed to store /data/envelopes/${r.hex(8)}/lease.pdf`,
        {
          stackP: 0.5,
          stack: (r) =>
            java(r, "java.io.IOException: No space left on device", [
              "java.base/sun.nio.ch.FileDispatcherImpl.write0",
              "java.base/sun.nio.ch.FileChannelImpl.write",
              "com.keyridge.esign.DocumentStore.write",
              "com.keyridge.esign.WebhookHandler.onCompleted",
            ]),
        },
      ),
      E(
        "lease-esign",
        2,
        "WARN",
        () => "c.k.esign.AuditTrail : audit append failed: No space left on device (/data/audit/trail.log)",
      ),
      E(
        "resident-portal",
        8,
        "ERROR",
        (r) =>
          `POST /api/applications/A${r.int(10000, 99999)}/lease 500 ${r.int(100, 400)}ms - lease-esign responded 500`,
      ),
    ],
  },
  {
    cat: "dependency",
    origin: "card-payments",
    hints: ["dependency", "stripe", "502", "503", "circuit", "unavailable"],
    sev: "high",
    note: "The card processor returns 5xx to card-payments, whose circuit breaker opens, so card rent payments fail while ACH keeps working.",
    damp: 0.95,
    ems: [
      E(
        "card-payments",
        10,
        "ERROR",
        (r) =>
          `payment_intent create failed: StripeAPIError: An error occurred with our connection to Stripe (status 502, request-id req_${r.hex(14)})`,
      ),
      E("card-payments", 0, "WARN", () => "circuit stripe-payment-intents OPEN (failure rate 71% over 20 calls)", {
        every: 90,
        delay: 30,
      }),
      E("card-payments", 8, "WARN", () => "Breaker is open: stripe-payment-intents", { delay: 30 }),
      E(
        "resident-portal",
        14,
        "ERROR",
        (r) => `POST /api/payments 503 ${r.int(10, 900)}ms method=card - card-payments unavailable`,
      ),
    ],
  },
  {
    cat: "unknown",
    origin: "rent-ledger",
    hints: ["unknown", "unresponsive", "hang", "stall"],
    sev: "high",
    note: "rent-ledger goes silent without an error while resident-portal, ach-processor and card-payments time out against it.",
    quiet: true,
    ems: [
      E(
        "resident-portal",
        24,
        "ERROR",
        (r) => `GET /api/ledger 504 ${r.int(10000, 10050)}ms - upstream rent-ledger timed out`,
      ),
      E(
        "ach-processor",
        6,
        "ERROR",
        () =>
          `post settlement to rent-ledger: Post "http://rent-ledger:8080/internal/settlements": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`,
      ),
      E("card-payments", 5, "ERROR", (r) => `ledger callback failed for pi_${r.hex(14)}: ETIMEDOUT rent-ledger:8080`),
    ],
  },
];

// ------------------------------------------------------------------------------------------- harborlane
const harborlane: Spec[] = [
  {
    cat: "authentication",
    origin: "billing-core",
    hints: ["auth", "password", "28p01", "credential"],
    sev: "high",
    note: "billing-core reloads a rotated database secret that Postgres does not accept (28P01 password authentication failed), so balances and payments fail.",
    pre: [
      {
        svc: "billing-core",
        off: -30,
        lvl: "INFO",
        msg: () =>
          "Harborlane.Billing.Secrets[0] Reloaded database credentials from /var/run/secrets/billing-db (version 17)",
      },
    ],
    damp: 1,
    ems: [
      E(
        "billing-core",
        10,
        "ERROR",
        () =>
          "Microsoft.EntityFrameworkCore.Database.Connection[20004] An error occurred using the connection to database 'billing' on server 'tcp://billing-db:5432'.",
        {
          stackP: 0.4,
          stack: (r) =>
            dotnet(
              r,
              'Npgsql.PostgresException (0x80004005): 28P01: password authentication failed for user "billing_app"',
              [
                "Npgsql.Internal.NpgsqlConnector.<Open>g__OpenCore|214_1(NpgsqlConnector conn, SslMode sslMode, NpgsqlTimeout timeout, Boolean async, CancellationToken cancellationToken)",
                "Harborlane.Billing.Balance.BalanceService.GetAsync(String leaseId)",
              ],
            ),
        },
      ),
      E(
        "tenant-app-api",
        20,
        "ERROR",
        (r) =>
          `Harborlane.Api.Billing[0] billing-core responded 500 Internal Server Error for GET /v1/balance (lease ${unit(r)})`,
      ),
      E("payments-gateway", 4, "WARN", () => "ledger post to billing-core failed: 500, will retry"),
    ],
  },
  {
    cat: "authorization",
    origin: "sign-flow",
    hints: ["permission", "denied", "403", "forbidden", "authoriz", "access"],
    sev: "medium",
    note: "sign-flow's service account lacks storage.objects.create on the lease bucket, so generated lease packets cannot be saved (403).",
    damp: 0.9,
    ems: [
      E("sign-flow", 8, "ERROR", (r) => `upload lease packet LP-${r.int(10000, 99999)} failed`, {
        stackP: 0.5,
        stack: (r) =>
          node(
            r,
            "ApiError: sign-flow@harborlane-prod.iam.gserviceaccount.com does not have storage.objects.create access to the Google Cloud Storage object. Permission 'storage.objects.create' denied on resource (or it may not exist).",
            [
              "new ApiError@/app/node_modules/@google-cloud/storage/build/cjs/src/nodejs-common/util.js",
              "Util.parseHttpRespBody@/app/node_modules/@google-cloud/storage/build/cjs/src/nodejs-common/util.js",
              "async savePacket@/app/dist/packets/store.js",
            ],
          ),
      }),
      E(
        "tenant-app-api",
        8,
        "ERROR",
        (r) => `Harborlane.Api.Leases[0] sign-flow returned 502 for lease ${unit(r)} packet`,
      ),
    ],
  },
  {
    cat: "database",
    origin: "maint-dispatch",
    hints: ["database", "sql", "psycopg2", "connection", "postgres"],
    sev: "high",
    note: "maint-dispatch's Postgres runs out of connection slots, so new maintenance tickets cannot be created.",
    damp: 0.9,
    ems: [
      E("maint-dispatch", 8, "ERROR", () => "Exception on /tickets [POST]", {
        stackP: 0.6,
        stack: (r) =>
          python(
            r,
            [
              ["/app/dispatch/api.py", "create_ticket", "db.session.commit()"],
              [
                "/usr/local/lib/python3.11/site-packages/sqlalchemy/engine/base.py",
                "_wrap_pool_connect",
                "return fn()",
              ],
              [
                "/usr/local/lib/python3.11/site-packages/psycopg2/__init__.py",
                "connect",
                "conn = _connect(dsn, connection_factory=connection_factory, **kwasync)",
              ],
            ],
            'sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at "maint-db.internal" (10.30.1.5), port 5432 failed: FATAL:  remaining connection slots are reserved for non-replication superuser connections',
          ),
      }),
      E(
        "tenant-app-api",
        12,
        "ERROR",
        () => "Harborlane.Api.Maintenance[0] maint-dispatch returned 500 Internal Server Error for POST /tickets",
      ),
    ],
  },
  {
    cat: "network",
    origin: "notify-worker",
    hints: ["network", "eai_again", "getaddrinfo", "dns", "econnreset"],
    sev: "medium",
    note: "notify-worker cannot resolve or keep connections to the SMS API (EAI_AGAIN, socket hang up), so texts with tour codes and rent reminders fail.",
    damp: 1,
    ems: [
      E(
        "notify-worker",
        10,
        "ERROR",
        (r) =>
          `job ${r.pick(["tour-code", "rent-reminder"])}#${r.int(100000, 999999)} failed attempt ${r.int(1, 5)}/5: getaddrinfo EAI_AGAIN api.twilio.com`,
        {
          stackP: 0.2,
          stack: (r) =>
            node(r, "Error: getaddrinfo EAI_AGAIN api.twilio.com", [
              "GetAddrInfoReqWrap.onlookup [as oncomplete]@node:dns",
            ]),
        },
      ),
      E(
        "notify-worker",
        4,
        "ERROR",
        (r) => `job work-order-update#${r.int(100000, 999999)} failed: Error: socket hang up (code ECONNRESET)`,
      ),
      E("tour-booking", 3, "WARN", (r) => `Tour #${r.int(10000, 99999)}: access code SMS not confirmed after 120s`),
    ],
  },
  {
    cat: "timeout",
    origin: "sign-flow",
    hints: ["timeout", "timed out", "navigation"],
    sev: "medium",
    note: "sign-flow's headless-Chrome lease rendering exceeds its 30 s navigation timeout, so lease packets time out for tenant-app-api.",
    damp: 0.9,
    ems: [
      E("sign-flow", 6, "ERROR", (r) => `render lease packet LP-${r.int(10000, 99999)} failed`, {
        stack: (r) =>
          node(r, "TimeoutError: Navigation timeout of 30000 ms exceeded", [
            "LifecycleWatcher._LifecycleWatcher_createTimeoutPromise@/app/node_modules/puppeteer-core/lib/cjs/puppeteer/common/LifecycleWatcher.js",
            "async Frame.goto@/app/node_modules/puppeteer-core/lib/cjs/puppeteer/common/Frame.js",
            "async renderPacket@/app/dist/render.js",
          ]),
      }),
      E(
        "tenant-app-api",
        8,
        "ERROR",
        () =>
          "Harborlane.Api.Leases[0] Lease packet request failed: System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 30 seconds elapsing.",
      ),
    ],
  },
  {
    cat: "rate_limiting",
    origin: "payments-gateway",
    hints: ["rate", "429", "rate_limit", "too many"],
    sev: "high",
    note: "payments-gateway is throttled by the payment API (429 rate_limit) during the first-of-month autopay run, and billing-core retries make it louder.",
    damp: 0.8,
    ems: [
      E(
        "payments-gateway",
        14,
        "ERROR",
        (r) =>
          `charge failed lease=${unit(r)}: {"status":429,"message":"Too many requests hit the API too quickly. We recommend an exponential backoff of your requests.","request_id":"req_${r.hex(14)}","type":"invalid_request_error","code":"rate_limit"}`,
      ),
      E(
        "billing-core",
        24,
        "WARN",
        (r) =>
          `Polly[0] Delaying for ${r.int(200, 4000)}ms, then making retry ${r.int(1, 5)} (payments-gateway responded 429 TooManyRequests)`,
      ),
      E(
        "billing-core",
        6,
        "ERROR",
        (r) => `Harborlane.Billing.Autopay[0] Autopay for lease ${unit(r)} failed after 5 attempts`,
      ),
      E(
        "tenant-app-api",
        6,
        "ERROR",
        () => "Harborlane.Api.Payments[0] payments-gateway responded 502 for POST /v1/payments",
      ),
    ],
  },
  {
    cat: "validation",
    origin: "applicant-check",
    hints: ["validation", "invalid", "regular expression", "badrequest", "400"],
    sev: "medium",
    note: "applicant-check's model validation rejects applicants who enter an ITIN instead of an SSN pattern, so those applications fail with 400.",
    ems: [
      E(
        "applicant-check",
        8,
        "WARN",
        (r) =>
          `Harborlane.Screening.Submit[0] Screening order rejected for AP-${r.int(10000, 99999)}: One or more validation errors occurred. {"Applicant.TaxId":["The field TaxId must match the regular expression '^(?!9)\\d{3}-\\d{2}-\\d{4}$'."]}`,
      ),
      E("applicant-check", 2, "ERROR", () => "Harborlane.Screening.Submit[0] Unhandled validation failure", {
        stack: (r) =>
          dotnet(
            r,
            "System.ComponentModel.DataAnnotations.ValidationException: The field TaxId must match the regular expression '^(?!9)\\d{3}-\\d{2}-\\d{4}$'.",
            [
              "System.ComponentModel.DataAnnotations.Validator.ValidateObject(Object instance, ValidationContext validationContext, Boolean validateAllProperties)",
              "Harborlane.Screening.ScreeningOrderFactory.Create(Application app)",
            ],
          ),
      }),
      E(
        "tenant-app-api",
        10,
        "WARN",
        () =>
          "Microsoft.AspNetCore.Hosting.Diagnostics[2] Request finished HTTP/1.1 POST /v1/applications - 400 - application/problem+json 41.2210ms",
      ),
    ],
  },
  {
    cat: "null_reference",
    origin: "tour-booking",
    hints: ["nomethoderror", "nil", "null", "undefined method"],
    sev: "medium",
    note: "tour-booking crashes with NoMethodError on nil for units without a smart lock record, so those tour confirmations return 500.",
    ems: [
      E("tour-booking", 8, "ERROR", () => "NoMethodError (undefined method `access_code' for nil):", {
        stack: (r) =>
          ruby(r, "NoMethodError: undefined method `access_code' for nil", [
            "app/services/tour_confirmation.rb#build_message",
            "app/services/tour_confirmation.rb#call",
            "app/controllers/tours_controller.rb#confirm",
          ]),
      }),
      E(
        "tour-booking",
        8,
        "INFO",
        (r) => `Completed 500 Internal Server Error in ${r.int(10, 60)}ms POST /tours/confirm`,
      ),
    ],
  },
  {
    cat: "configuration",
    origin: "access-codes",
    hints: ["config", "base_url", "empty", "setting"],
    sev: "high",
    note: "A config reload leaves access-codes with an empty vendor base_url, so no smart-lock code can be pushed and tours go out without codes.",
    pre: [
      {
        svc: "access-codes",
        off: -15,
        lvl: "INFO",
        msg: () => "I1130 config.cc:51] reloaded /etc/access-codes/vendors.conf (2 vendors, sha=4be19a0)",
      },
    ],
    damp: 1,
    ems: [
      E(
        "access-codes",
        12,
        "ERROR",
        (r) =>
          `E1130 vendor_client.cc:212] push code for ${unit(r)} failed: vendor 'latchly' base_url is empty (check vendors.conf)`,
      ),
      E(
        "tour-booking",
        8,
        "ERROR",
        (r) => `Access code not issued for tour #${r.int(10000, 99999)}: access-codes returned 503`,
      ),
      E("notify-worker", 6, "WARN", (r) => `job tour-code#${r.int(100000, 999999)} skipped: no code in payload`),
    ],
  },
  {
    cat: "memory",
    origin: "tenant-app-api",
    hints: ["memory", "outofmemory", "oom"],
    sev: "high",
    note: "tenant-app-api's heap fills up, it dies with System.OutOfMemoryException and restarts repeatedly, dropping tenant requests.",
    damp: 0.6,
    ems: [
      E(
        "tenant-app-api",
        3,
        "WARN",
        (r) =>
          `Harborlane.Api.Diagnostics[0] GC heap ${r.int(1850, 1990)}MB of 2048MB limit after gen2 collection (pause ${r.int(400, 1500)}ms)`,
      ),
      E(
        "tenant-app-api",
        0,
        "FATAL",
        () =>
          "Unhandled exception. System.OutOfMemoryException: Exception of type 'System.OutOfMemoryException' was thrown.",
        {
          every: 120,
          delay: 60,
          stack: (r) => [
            "   at System.Text.Json.Utf8JsonWriter.Grow(Int32 requiredSize)",
            `   at Harborlane.Api.Reports.StatementExporter.WriteAsync(Stream output) in /src/StatementExporter.cs:line ${r.int(40, 200)}`,
            "   at Microsoft.AspNetCore.Server.Kestrel.Core.Internal.Http.HttpProtocol.ProcessRequests[TContext](IHttpApplication`1 application)",
          ],
        },
      ),
      E("tenant-app-api", 0, "INFO", () => "Microsoft.Hosting.Lifetime[14] Now listening on: http://[::]:8080", {
        every: 120,
        delay: 75,
      }),
      E("payments-gateway", 3, "WARN", () => "callback to tenant-app-api failed: connection refused, will retry", {
        delay: 60,
      }),
    ],
  },
  {
    cat: "disk",
    origin: "maint-dispatch",
    hints: ["disk", "space", "errno 28", "no space", "oserror"],
    sev: "medium",
    note: "maint-dispatch's upload scratch volume fills, so maintenance requests with photos fail with OSError Errno 28.",
    damp: 0.7,
    ems: [
      E("maint-dispatch", 8, "ERROR", () => "Exception on /tickets [POST]", {
        stackP: 0.6,
        stack: (r) =>
          python(
            r,
            [
              ["/app/dispatch/api.py", "create_ticket", "save_photos(ticket, request.files)"],
              ["/app/dispatch/photos.py", "save_photos", "f.save(path)"],
              [
                "/usr/local/lib/python3.11/site-packages/werkzeug/datastructures/file_storage.py",
                "save",
                "copyfileobj(self.stream, dst, buffer_size)",
              ],
            ],
            `OSError: [Errno 28] No space left on device: '/var/tmp/uploads/MT-${r.int(10000, 99999)}/photo-1.jpg'`,
          ),
      }),
      E(
        "tenant-app-api",
        8,
        "ERROR",
        () => "Harborlane.Api.Maintenance[0] maint-dispatch returned 500 Internal Server Error for POST /tickets",
      ),
    ],
  },
  {
    cat: "dependency",
    origin: "applicant-check",
    hints: ["dependency", "503", "unavailable", "circuit", "brokencircuit"],
    sev: "high",
    note: "The credit bureau answers applicant-check with 503; Polly's circuit opens and rental applications fail with 503.",
    damp: 0.95,
    ems: [
      E(
        "applicant-check",
        8,
        "ERROR",
        () =>
          "Harborlane.Screening.BureauClient[0] Bureau order failed: System.Net.Http.HttpRequestException: Response status code does not indicate success: 503 (Service Unavailable).",
      ),
      E(
        "applicant-check",
        0,
        "WARN",
        () => "Polly[3] Circuit breaker opened for bureau-client for 00:00:30 after 10 failures",
        { every: 60, delay: 20 },
      ),
      E(
        "applicant-check",
        8,
        "ERROR",
        () =>
          "Harborlane.Screening.Submit[0] Polly.CircuitBreaker.BrokenCircuitException: The circuit is now open and is not allowing calls.",
        { delay: 20 },
      ),
      E(
        "tenant-app-api",
        12,
        "ERROR",
        () =>
          "Microsoft.AspNetCore.Hosting.Diagnostics[2] Request finished HTTP/1.1 POST /v1/applications - 503 - application/problem+json 12.9020ms",
      ),
    ],
  },
  {
    cat: "unknown",
    origin: "billing-core",
    hints: ["unknown", "restart", "crash", "unavailable"],
    sev: "high",
    note: "billing-core keeps shutting down and restarting without logging why, and tenant-app-api and payments-gateway fail to reach it.",
    quiet: true,
    ems: [
      E("billing-core", 0, "INFO", () => "Microsoft.Hosting.Lifetime[0] Application is shutting down...", {
        every: 50,
        delay: 30,
      }),
      E("billing-core", 0, "INFO", () => "Microsoft.Hosting.Lifetime[14] Now listening on: http://[::]:8080", {
        every: 50,
        delay: 38,
      }),
      E(
        "tenant-app-api",
        20,
        "ERROR",
        () =>
          "Harborlane.Api.Billing[0] GET /v1/balance failed: System.Net.Http.HttpRequestException: Connection refused (billing-core:8080)",
      ),
      E(
        "payments-gateway",
        5,
        "ERROR",
        () =>
          `ledger post failed: Post "http://billing-core:8080/internal/payments": dial tcp 10.8.3.4:8080: connect: connection refused`,
      ),
    ],
  },
];

export const SPECS: Record<string, Spec[]> = { tixora, seatwise, keyridge, harborlane };
