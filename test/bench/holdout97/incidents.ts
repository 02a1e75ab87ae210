// The 52 failing windows of holdout97: each of the 13 categories once per estate, written as each service's
// runtime and vendor would log it; callers complain in their own words, some origins only warn or go quiet.
import { store } from "./estates.js";
import type { Rng } from "./rng.js";
import { cppTrace, dotnetTrace, goPanic, javaTrace, nodeTrace, pyTrace, rubyTrace } from "./stacks.js";
import type { Plan } from "./stream.js";

export interface IncidentSpec {
  category: string;
  origin: string;
  hints: string[];
  sev: "medium" | "high";
  note: string;
  plan: Plan;
}

const ms = (r: Rng, lo: number, hi: number) => r.int(lo, hi);
const br = (r: Rng) => `BR-${r.digits(7)}`;
const nl = (r: Rng) => `NL-${r.digits(6)}`;
const tf = (r: Rng) => `TF${r.digits(7)}`;

const BRASA: IncidentSpec[] = [
  {
    category: "authentication",
    origin: "loyalty-svc",
    hints: ["jwt", "signature", "token", "authentication", "verification", "401"],
    sev: "medium",
    note: "loyalty-svc still verifies member tokens with the retired signing key, so every rewards and voucher call is refused with 401.",
    plan: {
      estate: "brasa",
      origin: "loyalty-svc",
      p: 0.95,
      entry: true,
      originHit: [
        {
          svc: "loyalty-svc",
          level: "WARN",
          msg: (r) =>
            `Member token rejected: JWT::VerificationError (Signature verification failed) kid=brs-2026-11b member=${r.digits(8)}`,
        },
        {
          svc: "loyalty-svc",
          level: "WARN",
          msg: (r) =>
            `Filter chain halted as :authenticate_member! rendered or redirected; Completed 401 Unauthorized in ${ms(r, 1, 5)}ms (ActiveRecord: 0.0ms | Allocations: ${r.int(300, 700)})`,
        },
      ],
      callers: [
        {
          svc: "app-gateway",
          level: "ERROR",
          msg: (r) => `GET /v2/rewards 401 ${ms(r, 8, 40)}ms upstream=loyalty-svc ua=BrasaApp/5.12.0 (iOS 18.1)`,
        },
        {
          svc: "order-web-bff",
          level: "ERROR",
          msg: (r) => `POST /api/vouchers/apply 502 ${ms(r, 20, 90)}ms - loyalty-svc answered 401 Unauthorized`,
        },
      ],
      storm: {
        svc: "app-gateway",
        level: "WARN",
        msg: (r) => `retrying GET /v2/rewards for session ${r.hex(8)} after 401 (token refresh)`,
        n: [1, 3],
      },
    },
  },
  {
    category: "authorization",
    origin: "menu-publisher",
    hints: ["403", "access", "denied", "forbidden", "not authorized", "permission", "s3"],
    sev: "medium",
    note: "menu-publisher's role lost s3:PutObject on the menu bucket, so price and menu publishes to stores fail with AccessDenied and stores fall behind.",
    plan: {
      estate: "brasa",
      origin: "menu-publisher",
      touches: [],
      periodic: [
        {
          svc: "menu-publisher",
          every: 3500,
          level: "ERROR",
          msg: (r) => `Failed to publish menu version 9141 to s3://brasa-menu-cdn/stores/${store(r)}/menu.json`,
          stack: (r) =>
            javaTrace(
              r,
              `software.amazon.awssdk.services.s3.model.S3Exception: User: arn:aws:sts::441209775301:assumed-role/menu-publisher-prod/aws-sdk-java-${r.digits(13)} is not authorized to perform: s3:PutObject on resource: "arn:aws:s3:::brasa-menu-cdn/stores/${store(r)}/menu.json" because no identity-based policy allows the s3:PutObject action (Service: S3, Status Code: 403, Request ID: ${r.hex(16).toUpperCase()})`,
              [
                "software.amazon.awssdk.services.s3.DefaultS3Client.putObject(DefaultS3Client.java",
                "com.brasa.menu.publish.S3MenuSink.write(S3MenuSink.java",
                "com.brasa.menu.publish.PublishJob.publishStore(PublishJob.java",
                "com.brasa.menu.publish.PublishJob.run(PublishJob.java",
              ],
            ),
        },
        {
          svc: "store-link",
          every: 9000,
          level: "WARN",
          msg: (r) => `store ${store(r)} still on menu version 9140 (expected 9141), ack pending`,
        },
        {
          svc: "menu-publisher",
          every: 60000,
          level: "WARN",
          msg: (r) => `Publish run 9141 finished: ${r.int(0, 3)}/214 stores updated, ${r.int(211, 214)} failed`,
        },
      ],
    },
  },
  {
    category: "database",
    origin: "order-router",
    hints: ["database", "postgres", "too many", "connection", "sql", "jdbc", "psql"],
    sev: "high",
    note: "order-router's Postgres runs out of connection slots ('too many clients'), so order creation fails and the gateway, BFF and payments report 5xx and voids.",
    plan: {
      estate: "brasa",
      origin: "order-router",
      p: 0.8,
      originHit: [
        {
          svc: "order-router",
          level: "ERROR",
          msg: (r) => `Order creation failed for store ${store(r)} channel=${r.pick(["app", "web", "deliveroo"])}`,
          stack: (r) =>
            javaTrace(
              r,
              "org.springframework.transaction.CannotCreateTransactionException: Could not open JPA EntityManager for transaction",
              [
                "org.springframework.orm.jpa.JpaTransactionManager.doBegin(JpaTransactionManager.java",
                "com.brasa.orders.OrderService$$SpringCGLIB$$0.create(<generated>",
                "com.brasa.orders.api.OrderController.create(OrderController.java",
              ],
              "org.postgresql.util.PSQLException: FATAL: sorry, too many clients already",
            ),
        },
        { svc: "order-router", level: "WARN", msg: () => "SQL Error: 0, SQLState: 53300" },
      ],
      callers: [
        {
          svc: "payments-adapter",
          level: "WARN",
          msg: (r) =>
            `Cancelling authorisation pspReference=${r.hex(16).toUpperCase()}: order-router returned 500 on create`,
        },
        {
          svc: "app-gateway",
          level: "ERROR",
          msg: (r) => `POST /v2/orders 503 ${ms(r, 50, 400)}ms upstream=order-router err="upstream returned 500"`,
        },
        {
          svc: "order-web-bff",
          level: "ERROR",
          msg: (r) => `POST /api/checkout 500 ${ms(r, 300, 900)}ms - order-router: 500 Internal Server Error`,
        },
      ],
      storm: {
        svc: "order-web-bff",
        level: "WARN",
        msg: (r) => `retrying order submission (attempt ${r.int(2, 3)}/3) after 500 from order-router`,
        n: [1, 3],
      },
      periodic: [
        { svc: "order-router", every: 5000, level: "ERROR", msg: () => "FATAL: sorry, too many clients already" },
      ],
    },
  },
  {
    category: "network",
    origin: "store-link",
    hints: ["route", "network", "dial", "unreachable", "tcp", "connection"],
    sev: "high",
    note: "store-link loses its path to a block of store subnets (no route to host), so till pushes and store syncs fail while the rest of the estate is fine.",
    plan: {
      estate: "brasa",
      origin: "store-link",
      touches: ["pos-bridge", "store-link"],
      p: 0.7,
      originHit: [
        {
          svc: "store-link",
          level: "ERROR",
          msg: (r) =>
            `store ${store(r)} sync failed: Post "https://10.41.${r.int(1, 40)}.${r.int(2, 250)}:8443/sync": dial tcp 10.41.${r.int(1, 40)}.${r.int(2, 250)}:8443: connect: no route to host`,
        },
      ],
      callers: [
        {
          svc: "pos-bridge",
          level: "ERROR",
          msg: (r) => `Till push for store ${store(r)} failed: store-link returned 502 Bad Gateway (store unreachable)`,
        },
        {
          svc: "order-router",
          level: "WARN",
          msg: (r) => `Store ${store(r)} not acknowledging orders, pausing web/app ordering for 5 minutes`,
        },
      ],
      storm: {
        svc: "pos-bridge",
        level: "WARN",
        msg: (r) => `Retrying till push (attempt ${r.int(2, 5)}/5)`,
        n: [2, 4],
      },
      periodic: [
        {
          svc: "store-link",
          every: 30000,
          level: "WARN",
          msg: (r) => `heartbeat sweep: ${r.int(122, 140)}/214 stores online`,
        },
        {
          svc: "store-link",
          every: 2500,
          level: "ERROR",
          msg: (r) =>
            `keepalive to store ${store(r)} failed: dial tcp 10.41.${r.int(1, 40)}.${r.int(2, 250)}:8443: connect: no route to host`,
        },
      ],
    },
  },
  {
    category: "timeout",
    origin: "payments-adapter",
    hints: ["timeout", "timed out", "read timed out", "sockettimeout"],
    sev: "high",
    note: "The card processor stops answering within payments-adapter's read timeout, so payments hang and the BFF and gateway return 504s while clients retry.",
    plan: {
      estate: "brasa",
      origin: "payments-adapter",
      p: 0.75,
      originHit: [
        {
          svc: "payments-adapter",
          level: "ERROR",
          delay: [10000, 15000],
          msg: (r) => `Payment authorisation failed merchantReference=${br(r)} after 10000ms`,
          stack: (r) =>
            javaTrace(r, "java.net.SocketTimeoutException: Read timed out", [
              "java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java",
              "org.apache.hc.core5.http.impl.io.SessionInputBufferImpl.fillBuffer(SessionInputBufferImpl.java",
              "com.adyen.httpclient.AdyenHttpClient.request(AdyenHttpClient.java",
              "com.brasa.payments.AdyenGateway.authorise(AdyenGateway.java",
            ]),
        },
      ],
      callers: [
        {
          svc: "order-web-bff",
          level: "ERROR",
          msg: (r) => `POST /api/checkout 504 ${ms(r, 10100, 10900)}ms - payments-adapter did not answer in time`,
        },
        {
          svc: "app-gateway",
          level: "ERROR",
          msg: (r) =>
            `POST /v2/orders 504 ${ms(r, 10050, 10800)}ms upstream=payments-adapter err="upstream request timeout"`,
        },
      ],
      storm: {
        svc: "app-gateway",
        level: "WARN",
        msg: () => `client retry POST /v2/orders idempotency-key reused`,
        n: [1, 3],
      },
    },
  },
  {
    category: "rate_limiting",
    origin: "partner-sync",
    hints: ["429", "rate", "limit", "throttl", "too many requests", "quota"],
    sev: "medium",
    note: "Deliveroo throttles partner-sync's order-accept calls (429, long Retry-After), so marketplace orders are auto-rejected by the platform.",
    plan: {
      estate: "brasa",
      origin: "partner-sync",
      p: 0.9,
      originHit: [
        {
          svc: "partner-sync",
          level: "ERROR",
          msg: (r) =>
            `deliveroo POST /v1/orders/${r.hex(8)}/accept -> 429 Too Many Requests (retry-after: ${r.int(30, 120)})`,
        },
      ],
      storm: {
        svc: "partner-sync",
        level: "WARN",
        msg: (r) =>
          `accept for deliveroo order ${r.hex(8)} throttled, retrying in ${r.int(2, 9)}s (attempt ${r.int(2, 5)}/5)`,
        n: [2, 4],
      },
      periodic: [
        {
          svc: "partner-sync",
          every: 7000,
          level: "ERROR",
          msg: (r) =>
            `deliveroo order ${r.hex(8)} auto-rejected by platform: not accepted within 90s (site ${store(r)})`,
        },
        {
          svc: "partner-sync",
          every: 20000,
          level: "WARN",
          msg: () => `rate limit bucket for brand BRASA exhausted: 600/600 requests in window`,
        },
      ],
    },
  },
  {
    category: "validation",
    origin: "partner-sync",
    hints: ["validation", "pydantic", "schema", "invalid", "422"],
    sev: "medium",
    note: "Just Eat starts sending order webhooks in a shape partner-sync's models refuse, so every Just Eat order fails validation with 422 and never reaches the tills.",
    plan: {
      estate: "brasa",
      origin: "partner-sync",
      touches: [],
      periodic: [
        {
          svc: "partner-sync",
          every: 4000,
          level: "ERROR",
          msg: (r) => `justeat webhook ${r.hex(12)} rejected for site ${store(r)}`,
          stack: (r) =>
            pyTrace(
              r,
              [
                [
                  "/app/partner_sync/webhooks/justeat.py",
                  "receive_order",
                  "order = JustEatOrder.model_validate(payload)",
                ],
                [
                  "/usr/local/lib/python3.12/site-packages/pydantic/main.py",
                  "model_validate",
                  "return cls.__pydantic_validator__.validate_python(",
                ],
              ],
              `pydantic_core._pydantic_core.ValidationError: 2 validation errors for JustEatOrder\ncustomer.phoneNumber\n  String should match pattern '^\\+?[0-9 ]{7,15}$' [type=string_pattern_mismatch, input_value='${r.digits(3)}-REDACTED', input_type=str]\nitems.${r.int(0, 4)}.modifiers\n  Input should be a valid list [type=list_type, input_value={'id': '${r.hex(6)}'}, input_type=dict]`,
            ),
        },
        {
          svc: "partner-sync",
          every: 4000,
          level: "INFO",
          msg: (r) =>
            `10.8.3.${r.int(2, 250)} - - "POST /webhooks/justeat/orders HTTP/1.1" 422 ${r.int(200, 400)} "-" "JustEat-Webhooks/2.0"`,
        },
      ],
    },
  },
  {
    category: "null_reference",
    origin: "pos-bridge",
    hints: ["null", "nullreference", "object reference"],
    sev: "high",
    note: "pos-bridge throws NullReferenceException mapping orders with the new modifier groups, so till pushes fail and order-router retries loudly.",
    plan: {
      estate: "brasa",
      origin: "pos-bridge",
      p: 0.7,
      originHit: [
        {
          svc: "pos-bridge",
          level: "ERROR",
          msg: (r) => `Unhandled exception sending order ${br(r)} for store ${store(r)}`,
          stack: (r) =>
            dotnetTrace(r, "System.NullReferenceException: Object reference not set to an instance of an object.", [
              "Brasa.PosBridge.Mapping.TicketMapper.MapModifiers(OrderLine line)",
              "Brasa.PosBridge.Mapping.TicketMapper.Map(Order order)",
              "Brasa.PosBridge.Controllers.TillOrdersController.Post(TillOrderRequest request)",
            ]),
        },
      ],
      callers: [
        {
          svc: "order-router",
          level: "ERROR",
          msg: (r) => `Till push failed for order ${br(r)}: pos-bridge responded 500 Internal Server Error`,
        },
        {
          svc: "app-gateway",
          level: "WARN",
          msg: (r) => `POST /v2/orders 202 ${ms(r, 300, 1200)}ms store ack pending`,
        },
      ],
      storm: {
        svc: "order-router",
        level: "WARN",
        msg: (r) => `Retrying till push for order ${br(r)} (attempt ${r.int(2, 5)}/5, backoff ${r.int(1, 8)}s)`,
        n: [2, 4],
      },
    },
  },
  {
    category: "configuration",
    origin: "app-gateway",
    hints: ["config", "upstream", "route", "not defined", "missing"],
    sev: "high",
    note: "A routes reload points app-gateway's order route at an upstream that is not defined, so app orders fail with 502 at the gateway.",
    plan: {
      estate: "brasa",
      origin: "app-gateway",
      touches: ["app-gateway"],
      entry: true,
      p: 0.97,
      timed: [
        {
          at: -25000,
          svc: "app-gateway",
          level: "INFO",
          msg: (r) => `config reload: routes.yaml rev 318 applied (42 routes, sha ${r.hex(8)})`,
        },
        {
          at: -24000,
          svc: "app-gateway",
          level: "WARN",
          msg: () => `route "orders-create": upstream "order-router-canary" has no endpoints`,
        },
      ],
      originHit: [
        {
          svc: "app-gateway",
          level: "ERROR",
          msg: (r) =>
            `POST /v2/orders 502 ${ms(r, 1, 4)}ms err="upstream \\"order-router-canary\\" not found in upstreams config" route=orders-create`,
        },
      ],
      storm: {
        svc: "app-gateway",
        level: "ERROR",
        msg: (r) =>
          `POST /v2/orders 502 ${ms(r, 1, 4)}ms err="upstream \\"order-router-canary\\" not found in upstreams config" route=orders-create retry=true`,
        n: [0, 2],
      },
    },
  },
  {
    category: "dependency",
    origin: "kds-hub",
    hints: ["pusher", "503", "unavailable", "upstream", "provider", "dependency", "circuit"],
    sev: "medium",
    note: "The hosted push service kds-hub uses for kitchen screens answers 503, so tickets pile up unsent and pos-bridge sees missing kitchen acks.",
    plan: {
      estate: "brasa",
      origin: "kds-hub",
      p: 0.9,
      originHit: [
        {
          svc: "kds-hub",
          level: "ERROR",
          msg: (r) =>
            `publish ticket ${r.int(100, 999)} to private-store-${store(r)} failed: Pusher HTTP 503 Service Unavailable`,
        },
        { svc: "kds-hub", level: "WARN", msg: (r) => `ticket ${r.int(100, 999)} buffered, circuit for pusher is open` },
      ],
      callers: [
        {
          svc: "pos-bridge",
          level: "WARN",
          msg: (r) => `KDS ack missing for ticket #${r.int(100, 999)} store ${store(r)} after 30s`,
        },
      ],
      periodic: [
        {
          svc: "kds-hub",
          every: 15000,
          level: "WARN",
          msg: (r) => `pusher circuit open (${r.int(5, 30)} failures in 10s), ${r.int(80, 900)} tickets buffered`,
        },
      ],
    },
  },
  {
    category: "memory",
    origin: "menu-publisher",
    hints: ["memory", "heap", "outofmemory", "oom", "gc"],
    sev: "high",
    note: "menu-publisher runs out of Java heap building the full menu set, pausing in GC and crash-restarting, so menu reads from the web fail.",
    plan: {
      estate: "brasa",
      origin: "menu-publisher",
      p: 0.6,
      rampMs: 60000,
      originHit: [
        {
          svc: "menu-publisher",
          level: "WARN",
          p: 0.3,
          msg: (r) => `Slow menu read for store ${store(r)}: ${ms(r, 2500, 9000)}ms`,
        },
      ],
      callers: [
        {
          svc: "order-web-bff",
          level: "ERROR",
          msg: (r) => `GET /api/menu/${store(r)} 503 ${ms(r, 3000, 10000)}ms - menu-publisher unavailable`,
        },
      ],
      periodic: [
        {
          svc: "menu-publisher",
          every: 6000,
          level: "WARN",
          msg: (r) =>
            `[gc] GC(${r.int(2000, 4000)}) Pause Full (G1 Compaction Pause) ${r.int(3980, 4090)}M->${r.int(3960, 4080)}M(4096M) ${r.int(1800, 6000)}.${r.digits(3)}ms`,
        },
        {
          svc: "menu-publisher",
          every: 50000,
          level: "ERROR",
          msg: () => 'Exception in thread "publish-worker-3"',
          stack: (r) =>
            javaTrace(r, "java.lang.OutOfMemoryError: Java heap space", [
              "java.base/java.util.Arrays.copyOf(Arrays.java",
              "com.fasterxml.jackson.core.util.ByteArrayBuilder.toByteArray(ByteArrayBuilder.java",
              "com.brasa.menu.build.MenuAssembler.renderAll(MenuAssembler.java",
            ]),
        },
        {
          svc: "menu-publisher",
          every: 50000,
          level: "INFO",
          msg: (r) => `Starting MenuPublisherApplication v7.4.${r.int(0, 3)} using Java 21.0.5 with PID 1`,
        },
      ],
    },
  },
  {
    category: "disk",
    origin: "loyalty-svc",
    hints: ["disk", "space", "enospc", "no space"],
    sev: "medium",
    note: "loyalty-svc's volume fills up, so writes fail with Errno::ENOSPC and rewards and voucher calls return 500.",
    plan: {
      estate: "brasa",
      origin: "loyalty-svc",
      entry: true,
      p: 0.8,
      originHit: [
        {
          svc: "loyalty-svc",
          level: "ERROR",
          msg: (r) =>
            `Errno::ENOSPC (No space left on device @ rb_sysopen - /app/tmp/vouchers/BRV-${r.hex(6).toUpperCase()}.pdf):`,
          stack: (r) =>
            rubyTrace(r, "", [
              ["app/services/voucher_renderer.rb", "write"],
              ["app/services/voucher_renderer.rb", "block in render"],
              ["app/controllers/v1/wallet_controller.rb", "show"],
            ]).trimStart(),
        },
      ],
      callers: [
        {
          svc: "app-gateway",
          level: "ERROR",
          msg: (r) => `GET /v2/rewards 500 ${ms(r, 10, 60)}ms upstream=loyalty-svc`,
        },
        {
          svc: "order-web-bff",
          level: "ERROR",
          msg: (r) => `POST /api/vouchers/apply 500 ${ms(r, 20, 90)}ms - loyalty-svc: 500 Internal Server Error`,
        },
      ],
      periodic: [
        {
          svc: "loyalty-svc",
          every: 30000,
          level: "ERROR",
          msg: () => "Errno::ENOSPC: No space left on device @ io_write - /app/log/production.log",
        },
      ],
    },
  },
  {
    category: "unknown",
    origin: "order-router",
    hints: ["unknown", "crash", "restart", "exit", "unavailable"],
    sev: "high",
    note: "order-router stops logging and keeps starting over without saying why, while the gateway, BFF and payments report it unavailable.",
    plan: {
      estate: "brasa",
      origin: "order-router",
      silent: true,
      p: 0.9,
      callers: [
        {
          svc: "payments-adapter",
          level: "WARN",
          msg: (r) => `Cancelling authorisation pspReference=${r.hex(16).toUpperCase()}: order-router unavailable`,
        },
        {
          svc: "app-gateway",
          level: "ERROR",
          msg: (r) => `POST /v2/orders 503 ${ms(r, 1, 30)}ms upstream=order-router err="no healthy endpoints"`,
        },
        {
          svc: "order-web-bff",
          level: "ERROR",
          msg: (r) => `POST /api/checkout 503 ${ms(r, 5, 40)}ms - order-router unavailable`,
        },
      ],
      storm: {
        svc: "order-web-bff",
        level: "WARN",
        msg: (r) => `retrying order submission (attempt ${r.int(2, 3)}/3) after 503 from order-router`,
        n: [1, 2],
      },
      timed: [0, 95000, 190000, 300000, 420000].map((at) => ({
        at: at + 1000,
        svc: "order-router",
        level: "INFO" as const,
        msg: () =>
          `Starting OrderRouterApplication v4.18.2 using Java 21.0.5 with PID 1 (/app/app.jar started by app in /app)`,
      })),
    },
  },
];

const NOODLE: IncidentSpec[] = [
  {
    category: "authentication",
    origin: "voucher-engine",
    hints: ["password", "authentication", "credential", "auth"],
    sev: "medium",
    note: "After a credential rotation voucher-engine's database login is refused (password authentication failed), so voucher checks fail at checkout.",
    plan: {
      estate: "noodle",
      origin: "voucher-engine",
      p: 0.95,
      originHit: [
        {
          svc: "voucher-engine",
          level: "ERROR",
          msg: () =>
            `ActiveRecord::ConnectionNotEstablished (connection to server at "10.20.3.14", port 5432 failed: FATAL:  password authentication failed for user "voucher_app"):`,
          stack: (r) =>
            rubyTrace(r, "", [
              ["activerecord (7.2.1) lib/active_record/connection_adapters/postgresql_adapter.rb", "rescue in connect"],
              ["app/models/voucher.rb", "redeemable?"],
              ["app/controllers/api/vouchers_controller.rb", "check"],
            ]).trimStart(),
        },
      ],
      callers: [
        {
          svc: "checkout",
          level: "ERROR",
          msg: (r) => `Voucher check failed for checkout ${r.hex(10)}: voucher-engine returned 500, order not placed`,
        },
      ],
      storm: { svc: "checkout", level: "WARN", msg: () => `Retrying voucher-engine call (attempt 2/3)`, n: [1, 2] },
    },
  },
  {
    category: "authorization",
    origin: "menu-sync",
    hints: ["403", "forbidden", "scope", "permission", "access"],
    sev: "medium",
    note: "menu-sync's Uber Eats token no longer carries the store scope, so menu pushes are refused with 403 and Uber Eats menus go stale.",
    plan: {
      estate: "noodle",
      origin: "menu-sync",
      touches: ["menu-sync"],
      p: 0.45,
      originHit: [
        {
          svc: "menu-sync",
          level: "ERROR",
          msg: (r) =>
            `ubereats PUT /v2/eats/stores/${r.hex(8)}-${r.hex(4)}/menus -> 403 Forbidden: {"code":"forbidden","message":"The access token does not have the required scope: eats.store"}`,
        },
      ],
      periodic: [
        {
          svc: "menu-sync",
          every: 5000,
          level: "ERROR",
          msg: (r) =>
            `ubereats PUT /v2/eats/stores/${r.hex(8)}-${r.hex(4)}/menus -> 403 Forbidden: {"code":"forbidden","message":"The access token does not have the required scope: eats.store"}`,
        },
        {
          svc: "menu-sync",
          every: 20000,
          level: "WARN",
          msg: (r) => `NL${store(r)} ubereats menu ${r.int(2, 6)} versions behind`,
        },
      ],
    },
  },
  {
    category: "database",
    origin: "checkout",
    hints: ["deadlock", "database", "mysql", "sql", "lock"],
    sev: "high",
    note: "checkout's order tables start deadlocking on every transaction, so checkouts roll back and the storefront returns 500s.",
    plan: {
      estate: "noodle",
      origin: "checkout",
      p: 0.7,
      originHit: [
        {
          svc: "checkout",
          level: "ERROR",
          msg: (r) => `Checkout ${r.hex(10)} failed`,
          stack: (r) =>
            javaTrace(
              r,
              "org.springframework.dao.CannotAcquireLockException: PreparedStatementCallback; SQL [update order_counter set next_no = next_no + 1 where store_id = ?]; Deadlock found when trying to get lock; try restarting transaction",
              [
                "org.springframework.jdbc.support.SQLErrorCodeSQLExceptionTranslator.doTranslate(SQLErrorCodeSQLExceptionTranslator.java",
                "nl.noodlelane.checkout.OrderNumbers.next(OrderNumbers.java",
                "nl.noodlelane.checkout.CheckoutService.confirm(CheckoutService.java",
              ],
              "com.mysql.cj.jdbc.exceptions.MySQLTransactionRollbackException: Deadlock found when trying to get lock; try restarting transaction",
            ),
        },
      ],
      storm: {
        svc: "checkout",
        level: "WARN",
        msg: (r) => `Deadlock on checkout ${r.hex(10)}, retrying transaction (attempt ${r.int(2, 3)}/3)`,
        n: [1, 3],
      },
      callers: [
        {
          svc: "storefront-api",
          level: "ERROR",
          msg: (r) => `"POST /api/v3/checkout HTTP/1.1" 500 ${r.int(80, 200)} ${ms(r, 900, 3000)}ms`,
        },
      ],
    },
  },
  {
    category: "network",
    origin: "courier-status",
    hints: ["dns", "getaddrinfo", "eai_again", "network", "resolve"],
    sev: "medium",
    note: "courier-status cannot resolve the delivery platforms' API hosts (getaddrinfo EAI_AGAIN), so courier tracking stops updating.",
    plan: {
      estate: "noodle",
      origin: "courier-status",
      p: 0.9,
      originHit: [
        {
          svc: "courier-status",
          level: "ERROR",
          msg: (r) => `poll ${r.pick(["uber", "deliveroo"])} deliveries for order ${nl(r)} failed`,
          stack: (r) =>
            nodeTrace(r, `Error: getaddrinfo EAI_AGAIN ${r.pick(["api.uber.com", "api.developers.deliveroo.com"])}`, [
              ["GetAddrInfoReqWrap.onlookupall [as oncomplete]", "node:dns"],
              ["async CourierClient.poll", "/app/dist/clients/courier.js"],
              ["async Poller.tick", "/app/dist/poller.js"],
            ]),
        },
      ],
      periodic: [
        {
          svc: "storefront-api",
          every: 6000,
          level: "WARN",
          msg: (r) => `tracking for order ${nl(r)} unavailable: courier-status returned 502`,
        },
      ],
    },
  },
  {
    category: "timeout",
    origin: "stock-levels",
    hints: ["timeout", "deadline", "context deadline exceeded", "timed out"],
    sev: "medium",
    note: "stock-levels' availability queries start running past their deadline (it only warns), so basket pricing times out and the storefront returns 504s.",
    plan: {
      estate: "noodle",
      origin: "stock-levels",
      entry: false,
      p: 0.75,
      originHit: [
        {
          svc: "stock-levels",
          level: "WARN",
          delay: [1900, 2100],
          msg: (r) =>
            `availability store=NL${store(r)} aborted after 2.00s: context deadline exceeded (waiting for snapshot lock)`,
        },
      ],
      callers: [
        {
          svc: "basket",
          level: "ERROR",
          msg: (r) =>
            `stock check for basket ${r.hex(12)} failed: Post "http://stock-levels:8080/v1/availability": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`,
        },
        {
          svc: "storefront-api",
          level: "ERROR",
          msg: (r) => `"POST /api/v3/basket HTTP/1.1" 504 ${r.int(60, 120)} ${ms(r, 2100, 6400)}ms`,
        },
      ],
      storm: { svc: "basket", level: "WARN", msg: (r) => `retrying stock check (attempt ${r.int(2, 3)}/3)`, n: [1, 2] },
    },
  },
  {
    category: "rate_limiting",
    origin: "courier-status",
    hints: ["429", "rate", "limit", "too many"],
    sev: "medium",
    note: "Uber Direct throttles courier-status (429 rate_limit_exceeded), so courier dispatch and status updates fail and it retries in a loop.",
    plan: {
      estate: "noodle",
      origin: "courier-status",
      p: 0.85,
      originHit: [
        {
          svc: "courier-status",
          level: "ERROR",
          msg: (r) =>
            `POST https://api.uber.com/v1/customers/${r.hex(8)}/deliveries failed: 429 Too Many Requests {"code":"rate_limit_exceeded","message":"Rate limit exceeded"}`,
        },
      ],
      storm: {
        svc: "courier-status",
        level: "WARN",
        msg: (r) => `uber request throttled, retry in ${r.int(1, 8) * 500}ms (attempt ${r.int(2, 6)})`,
        n: [2, 5],
      },
      periodic: [
        {
          svc: "checkout",
          every: 12000,
          level: "WARN",
          msg: (r) => `Courier booking pending for order ${nl(r)} (courier-status 503), customer notified of delay`,
        },
      ],
    },
  },
  {
    category: "validation",
    origin: "till-gateway",
    hints: ["validation", "invalid", "400", "required"],
    sev: "medium",
    note: "till-gateway rejects the journal batches tills upload (validation errors on tax lines), so stock decrements and takings stop arriving.",
    plan: {
      estate: "noodle",
      origin: "till-gateway",
      touches: [],
      periodic: [
        {
          svc: "till-gateway",
          every: 2500,
          level: "WARN",
          msg: (r) =>
            `Journal batch ${r.int(1000, 9999)} from till NL${store(r)}-T${r.int(1, 3)} rejected: One or more validation errors occurred. {"Receipts[${r.int(0, 30)}].TaxLines[0].Rate":["The field Rate must be between 0 and 1."]}`,
        },
        {
          svc: "till-gateway",
          every: 5000,
          level: "INFO",
          msg: (r) =>
            `Request finished HTTP/1.1 POST http://till-gateway/api/journals - 400 - application/problem+json ${ms(r, 2, 9)}.${r.digits(4)}ms`,
        },
        {
          svc: "stock-levels",
          every: 15000,
          level: "WARN",
          msg: (r) => `no journal from NL${store(r)} for ${r.int(5, 15)}m, stock not decremented`,
        },
      ],
      p: 0,
    },
  },
  {
    category: "null_reference",
    origin: "kitchen-display",
    hints: ["typeerror", "undefined", "null", "cannot read"],
    sev: "high",
    note: "kitchen-display crashes on orders containing an item without a station mapping (TypeError reading 'station'), so tickets never reach the screens.",
    plan: {
      estate: "noodle",
      origin: "kitchen-display",
      p: 0.6,
      originHit: [
        {
          svc: "kitchen-display",
          level: "ERROR",
          msg: (r) => `failed to route order ${nl(r)} to stations`,
          stack: (r) =>
            nodeTrace(r, "TypeError: Cannot read properties of undefined (reading 'station')", [
              ["StationRouter.route", "/app/dist/routing/station-router.js"],
              ["Array.map", "<anonymous>"],
              ["OrderHandler.onOrder", "/app/dist/handlers/order.js"],
            ]),
        },
      ],
      callers: [
        {
          svc: "till-gateway",
          level: "WARN",
          msg: (r) => `KDS forward for order ${nl(r)} failed: kitchen-display responded 500`,
        },
      ],
    },
  },
  {
    category: "configuration",
    origin: "basket",
    hints: ["config", "price list", "env", "not configured", "missing"],
    sev: "high",
    note: "basket is redeployed with a PRICE_LIST_ID that does not exist, so every basket pricing fails and the storefront returns 500s.",
    plan: {
      estate: "noodle",
      origin: "basket",
      p: 0.95,
      timed: [
        { at: -20000, svc: "basket", level: "INFO", msg: (r) => `starting basket version=v3.9.0 commit=${r.hex(7)}` },
        {
          at: -19800,
          svc: "basket",
          level: "INFO",
          msg: () => `config loaded: region=NL price_list=PL-2026-12 currency=EUR`,
        },
      ],
      originHit: [
        {
          svc: "basket",
          level: "ERROR",
          msg: (r) => `price basket ${r.hex(12)}: price list "PL-2026-12" not configured (PRICE_LIST_ID)`,
        },
      ],
      callers: [
        {
          svc: "storefront-api",
          level: "ERROR",
          msg: (r) => `"POST /api/v3/basket HTTP/1.1" 500 ${r.int(80, 200)} ${ms(r, 20, 90)}ms`,
        },
      ],
    },
  },
  {
    category: "dependency",
    origin: "kitchen-display",
    hints: ["broker", "mqtt", "unavailable", "dependency"],
    sev: "medium",
    note: "The MQTT broker behind kitchen-display goes away, so tickets cannot be published to stores and the tills see failed forwards.",
    plan: {
      estate: "noodle",
      origin: "kitchen-display",
      p: 0.9,
      originHit: [
        {
          svc: "kitchen-display",
          level: "ERROR",
          msg: (r) => `publish order ${nl(r)} to kds/NL${store(r)}/wok failed: client disconnected`,
        },
      ],
      callers: [
        {
          svc: "till-gateway",
          level: "WARN",
          msg: (r) => `KDS forward for order ${nl(r)} failed: kitchen-display responded 503`,
        },
      ],
      periodic: [
        {
          svc: "kitchen-display",
          every: 5000,
          level: "WARN",
          msg: (r) =>
            `mqtt reconnect attempt ${r.int(3, 90)} to mqtt://mqtt.noodlelane.internal:1883 failed: Connection refused: Server unavailable`,
        },
      ],
    },
  },
  {
    category: "memory",
    origin: "storefront-api",
    hints: ["memory", "sigkill", "out of memory", "oom", "memoryerror"],
    sev: "high",
    note: "storefront-api's gunicorn workers grow until they are killed for memory, so requests fail mid-flight after downstream work is done.",
    plan: {
      estate: "noodle",
      origin: "storefront-api",
      p: 0.4,
      rampMs: 90000,
      originHit: [
        {
          svc: "storefront-api",
          level: "ERROR",
          p: 0.3,
          msg: () => `Internal Server Error: /api/v3/checkout`,
          stack: (r) =>
            pyTrace(
              r,
              [
                [
                  "/usr/local/lib/python3.12/site-packages/django/core/handlers/exception.py",
                  "inner",
                  "response = get_response(request)",
                ],
                [
                  "/app/storefront/serializers.py",
                  "to_representation",
                  "data = [self._expand(item) for item in basket.items]",
                ],
              ],
              "MemoryError",
            ),
        },
      ],
      periodic: [
        {
          svc: "storefront-api",
          every: 25000,
          level: "ERROR",
          msg: (r) => `[ERROR] Worker (pid:${r.int(100, 999)}) was sent SIGKILL! Perhaps out of memory?`,
        },
        {
          svc: "storefront-api",
          every: 25000,
          level: "INFO",
          msg: (r) => `[INFO] Booting worker with pid: ${r.int(1000, 4000)}`,
        },
      ],
    },
  },
  {
    category: "disk",
    origin: "till-gateway",
    hints: ["disk", "space", "no space", "ioexception"],
    sev: "high",
    note: "till-gateway's outbox volume fills, so pushing orders to tills fails with 'No space left on device' and checkout reports failed till pushes.",
    plan: {
      estate: "noodle",
      origin: "till-gateway",
      p: 0.85,
      originHit: [
        {
          svc: "till-gateway",
          level: "ERROR",
          msg: (r) => `Failed to queue order ${nl(r)} for till NL${store(r)}-T${r.int(1, 3)}`,
          stack: (r) =>
            dotnetTrace(
              r,
              `System.IO.IOException: No space left on device : '/data/outbox/NL${store(r)}/${r.hex(8)}.json'`,
              [
                "System.IO.RandomAccess.WriteAtOffset(SafeFileHandle handle, ReadOnlySpan`1 buffer, Int64 fileOffset)",
                "NoodleLane.TillGateway.Outbox.FileOutbox.EnqueueAsync(TillMessage message)",
                "NoodleLane.TillGateway.Controllers.OrdersController.Push(PushOrderRequest request)",
              ],
            ),
        },
      ],
      callers: [
        {
          svc: "checkout",
          level: "ERROR",
          msg: (r) => `Till push failed for order ${nl(r)}: till-gateway 500 Internal Server Error`,
        },
      ],
    },
  },
  {
    category: "unknown",
    origin: "basket",
    hints: ["unknown", "500", "internal"],
    sev: "medium",
    note: "basket starts answering 500 'internal error' with nothing else logged, so the storefront fails basket updates.",
    plan: {
      estate: "noodle",
      origin: "basket",
      p: 0.7,
      originHit: [
        { svc: "basket", level: "WARN", msg: (r) => `POST /v1/basket/price 500 ${ms(r, 1, 4)}ms err="internal error"` },
      ],
      callers: [
        { svc: "storefront-api", level: "ERROR", msg: (r) => `basket service returned 500 for basket ${r.hex(12)}` },
      ],
      storm: { svc: "storefront-api", level: "WARN", msg: () => `retrying basket call (attempt 2/2)`, n: [1, 1] },
    },
  },
];

const hc = (r: Rng) => `HC-${r.digits(6)}`;

const HEARTH: IncidentSpec[] = [
  {
    category: "authentication",
    origin: "card-payments",
    hints: ["api key", "authentication", "401", "invalid", "credential"],
    sev: "high",
    note: "card-payments is left with a revoked processor API key after a rotation, so every authorisation is refused with 401 and pickup orders fail.",
    plan: {
      estate: "hearth",
      origin: "card-payments",
      p: 0.97,
      originHit: [
        {
          svc: "card-payments",
          level: "ERROR",
          msg: (r) =>
            `authorise failed order=${hc(r)}: stripe: 401 authentication_error: Invalid API Key provided: sk_live_********************a9f2 (request req_${r.hex(14)})`,
        },
      ],
      callers: [
        {
          svc: "pickup-orders",
          level: "ERROR",
          msg: (r) =>
            `Completed 502 Bad Gateway in ${ms(r, 200, 600)}ms (ActiveRecord: 4.1ms) order=${hc(r)} payment_error="card-payments returned 502"`,
        },
      ],
    },
  },
  {
    category: "authorization",
    origin: "labour-scheduler",
    hints: ["permission", "privilege", "denied", "insufficientprivilege"],
    sev: "medium",
    note: "After a migration labour-scheduler's database role loses its grant on the shift table, so rota reads fail with 'permission denied' and the portal shows 500s.",
    plan: {
      estate: "hearth",
      origin: "labour-scheduler",
      p: 0.95,
      originHit: [
        {
          svc: "labour-scheduler",
          level: "ERROR",
          msg: (r) => `rota fetch failed for store ${store(r)}`,
          stack: (r) =>
            pyTrace(
              r,
              [
                ["/app/scheduler/api/rota.py", "get_rota", "rows = await conn.fetch(ROTA_SQL, store_id, week)"],
                [
                  "/usr/local/lib/python3.12/site-packages/asyncpg/connection.py",
                  "fetch",
                  "return await self._execute(",
                ],
              ],
              "asyncpg.exceptions.InsufficientPrivilegeError: permission denied for table shift_assignments",
            ),
        },
      ],
      callers: [{ svc: "ho-portal", level: "ERROR", msg: (r) => `"GET /people/rota/${store(r)} HTTP/1.1" 500 145` }],
    },
  },
  {
    category: "database",
    origin: "inventory-planner",
    hints: ["database", "postgres", "sql", "recovery", "psql", "57p03"],
    sev: "high",
    note: "inventory-planner's Postgres goes into recovery and refuses connections, so bake plans fail to recalculate and the head-office portal returns 500s.",
    plan: {
      estate: "hearth",
      origin: "inventory-planner",
      p: 0.9,
      originHit: [
        {
          svc: "inventory-planner",
          level: "ERROR",
          msg: (r) => `Bake plan recalculation failed for store ${store(r)}`,
          stack: (r) =>
            javaTrace(
              r,
              "org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection",
              [
                "org.springframework.jdbc.datasource.DataSourceUtils.getConnection(DataSourceUtils.java",
                "uk.hearthcrumb.planning.BakePlanRepository.load(BakePlanRepository.java",
              ],
              "org.postgresql.util.PSQLException: FATAL: the database system is in recovery mode",
            ),
        },
      ],
      callers: [
        {
          svc: "ho-portal",
          level: "ERROR",
          msg: (r) => `"GET /planning/stores/${store(r)}/bake-plan HTTP/1.1" 500 145`,
        },
      ],
      periodic: [
        {
          svc: "inventory-planner",
          every: 8000,
          level: "WARN",
          msg: (r) =>
            `HikariPool-1 - Connection org.postgresql.jdbc.PgConnection@${r.hex(8)} marked as broken because of SQLSTATE(57P03), ErrorCode(0)`,
        },
      ],
    },
  },
  {
    category: "network",
    origin: "store-connect",
    hints: ["reset", "connection", "network", "errno 104", "peer"],
    sev: "medium",
    note: "store-connect's uplinks to stores keep getting reset by peer, so receipts stop arriving and price files are not delivered.",
    plan: {
      estate: "hearth",
      origin: "store-connect",
      p: 0.8,
      originHit: [
        {
          svc: "store-connect",
          level: "ERROR",
          msg: (r) =>
            `store ${store(r)} uplink: recv failed: Connection reset by peer (errno 104), reconnecting in ${r.int(1, 5)}s`,
        },
      ],
      callers: [
        {
          svc: "pos-sync",
          level: "WARN",
          msg: (r) => `No receipts from store ${store(r)} for ${r.int(3, 9)} min, store-connect reports link down`,
        },
        {
          svc: "price-publisher",
          level: "ERROR",
          msg: (r) =>
            `Price file ${r.int(5000, 5999)} delivery to store ${store(r)} failed: store-connect returned 504`,
        },
      ],
      periodic: [
        {
          svc: "store-connect",
          every: 3000,
          level: "ERROR",
          msg: (r) => `session ${store(r)}: SSL_read: Connection reset by peer (errno 104)`,
        },
        { svc: "store-connect", every: 30000, level: "WARN", msg: (r) => `link table: ${r.int(60, 90)}/138 stores up` },
      ],
    },
  },
  {
    category: "timeout",
    origin: "labour-scheduler",
    hints: ["timeout", "time limit", "timed out", "softtimelimitexceeded"],
    sev: "medium",
    note: "labour-scheduler's rota solver overruns its Celery time limit and holds the rota, so portal requests hang until gunicorn kills them.",
    plan: {
      estate: "hearth",
      origin: "labour-scheduler",
      p: 0.85,
      originHit: [
        {
          svc: "labour-scheduler",
          level: "WARN",
          delay: [5000, 30000],
          msg: (r) => `rota fetch for store ${store(r)} waited ${r.int(30, 60)}s on solver lock`,
        },
      ],
      callers: [{ svc: "ho-portal", level: "ERROR", msg: (r) => `[CRITICAL] WORKER TIMEOUT (pid:${r.int(100, 999)})` }],
      periodic: [
        {
          svc: "labour-scheduler",
          every: 40000,
          level: "WARN",
          msg: (r) =>
            `Task scheduler.tasks.solve_rota[${r.hex(8)}-${r.hex(4)}-${r.hex(4)}] soft time limit (300s) exceeded`,
          stack: (r) =>
            pyTrace(
              r,
              [
                ["/app/scheduler/tasks.py", "solve_rota", "result = solver.solve(problem, max_seconds=None)"],
                ["/app/scheduler/solver/cp.py", "solve", "status = self._cp.Solve(self._model)"],
              ],
              "billiard.exceptions.SoftTimeLimitExceeded: SoftTimeLimitExceeded()",
            ),
        },
      ],
    },
  },
  {
    category: "rate_limiting",
    origin: "loyalty-wallet",
    hints: ["429", "quota", "rate", "limit", "resource_exhausted"],
    sev: "medium",
    note: "loyalty-wallet exhausts its Google Wallet write quota (429 RESOURCE_EXHAUSTED), so stamp updates fail and it retries in a loop.",
    plan: {
      estate: "hearth",
      origin: "loyalty-wallet",
      p: 0.85,
      originHit: [
        {
          svc: "loyalty-wallet",
          level: "ERROR",
          msg: (r) =>
            `pass update failed card=HC${r.digits(9)}: 429 RESOURCE_EXHAUSTED Quota exceeded for quota metric 'Write requests' and limit 'Write requests per minute' of service 'walletobjects.googleapis.com'`,
        },
      ],
      storm: {
        svc: "loyalty-wallet",
        level: "WARN",
        msg: (r) => `walletobjects retry ${r.int(2, 5)}/5 in ${r.int(1, 16)}s`,
        n: [1, 3],
      },
      callers: [
        {
          svc: "pickup-orders",
          level: "WARN",
          msg: (r) => `Stamp not applied for order ${hc(r)}: loyalty-wallet returned 503`,
        },
      ],
    },
  },
  {
    category: "validation",
    origin: "price-publisher",
    hints: ["validation", "xsd", "cvc", "invalid", "saxparseexception", "schema"],
    sev: "medium",
    note: "The head-office price file fails price-publisher's XSD validation (a negative price), so the price run is rejected and stores stay on the old prices.",
    plan: {
      estate: "hearth",
      origin: "price-publisher",
      touches: ["price-publisher"],
      p: 1,
      entry: true,
      originHit: [
        {
          svc: "price-publisher",
          level: "WARN",
          msg: (r) => `Price file 5931 for store ${store(r)} withheld: run 5931 failed validation`,
        },
      ],
      periodic: [
        {
          svc: "price-publisher",
          every: 30000,
          level: "ERROR",
          msg: () => "Price run 5931 rejected, stores stay on 5930",
          stack: (r) =>
            javaTrace(
              r,
              `org.xml.sax.SAXParseException; lineNumber: ${r.int(3000, 9000)}; columnNumber: 41; cvc-minInclusive-valid: Value '-0.45' is not facet-valid with respect to minInclusive '0.0' for type 'priceType'.`,
              [
                "java.xml/com.sun.org.apache.xerces.internal.util.ErrorHandlerWrapper.createSAXParseException(ErrorHandlerWrapper.java",
                "java.xml/javax.xml.validation.Validator.validate(Validator.java",
                "uk.hearthcrumb.prices.PriceFileValidator.validate(PriceFileValidator.java",
              ],
            ),
        },
        {
          svc: "pos-sync",
          every: 20000,
          level: "WARN",
          msg: (r) => `Price version mismatch store ${store(r)}: till 5930, head office expects 5931`,
        },
      ],
    },
  },
  {
    category: "null_reference",
    origin: "pickup-orders",
    hints: ["nomethoderror", "nil", "undefined method", "null"],
    sev: "high",
    note: "pickup-orders raises NoMethodError on a nil collection slot after payment is authorised, so pickup orders fail with 500.",
    plan: {
      estate: "hearth",
      origin: "pickup-orders",
      p: 0.75,
      originHit: [
        {
          svc: "pickup-orders",
          level: "ERROR",
          msg: () => `NoMethodError (undefined method 'starts_at' for nil):`,
          stack: (r) =>
            rubyTrace(r, "", [
              ["app/models/collection_slot.rb", "label"],
              ["app/services/order_confirmation.rb", "call"],
              ["app/controllers/orders_controller.rb", "create"],
            ]).trimStart(),
        },
      ],
      callers: [
        {
          svc: "card-payments",
          level: "INFO",
          any: true,
          msg: (r) => `cancelled intent=pi_${r.hex(14)} reason=order_not_confirmed`,
        },
      ],
    },
  },
  {
    category: "configuration",
    origin: "ho-portal",
    hints: ["config", "keyerror", "environment", "env", "missing", "setting"],
    sev: "medium",
    note: "A new ho-portal release expects PLANNING_API_TOKEN in its environment, so planning pages crash with KeyError right after the deploy.",
    plan: {
      estate: "hearth",
      origin: "ho-portal",
      touches: ["ho-portal"],
      entry: true,
      p: 0.5,
      timed: [
        { at: -30000, svc: "ho-portal", level: "INFO", msg: () => "[INFO] Starting gunicorn 22.0.0" },
        {
          at: -29500,
          svc: "ho-portal",
          level: "INFO",
          msg: () => "release ho-portal 2026.11.30-2 (git 4be19c0) starting",
        },
      ],
      originHit: [
        {
          svc: "ho-portal",
          level: "ERROR",
          msg: (r) => `Internal Server Error: /planning/stores/${store(r)}/bake-plan`,
          stack: (r) =>
            pyTrace(
              r,
              [
                [
                  "/usr/local/lib/python3.12/site-packages/django/core/handlers/base.py",
                  "_get_response",
                  "response = wrapped_callback(request, *callback_args, **callback_kwargs)",
                ],
                [
                  "/app/portal/planning/views.py",
                  "bake_plan",
                  'client = PlanningClient(token=os.environ["PLANNING_API_TOKEN"])',
                ],
                ["<frozen os>", "__getitem__", ""],
              ],
              "KeyError: 'PLANNING_API_TOKEN'",
            ),
        },
      ],
    },
  },
  {
    category: "dependency",
    origin: "card-payments",
    hints: ["503", "unavailable", "circuit", "upstream", "provider", "stripe", "dependency"],
    sev: "high",
    note: "The card processor answers card-payments with 5xx errors until its breaker opens, so pickup orders fail at payment.",
    plan: {
      estate: "hearth",
      origin: "card-payments",
      p: 0.85,
      originHit: [
        {
          svc: "card-payments",
          level: "ERROR",
          msg: (r) =>
            `authorise failed order=${hc(r)}: stripe: 503 api_error: "An error occurred with our connection to Stripe." (request req_${r.hex(14)})`,
        },
        {
          svc: "card-payments",
          level: "ERROR",
          msg: (r) => `authorise failed order=${hc(r)}: circuit breaker 'stripe' is open`,
        },
      ],
      callers: [
        {
          svc: "pickup-orders",
          level: "ERROR",
          msg: (r) =>
            `Completed 502 Bad Gateway in ${ms(r, 200, 600)}ms (ActiveRecord: 3.9ms) order=${hc(r)} payment_error="card-payments returned 502"`,
        },
      ],
      periodic: [
        {
          svc: "card-payments",
          every: 30000,
          level: "WARN",
          msg: () => `breaker stripe: state changed from half-open to open`,
        },
      ],
    },
  },
  {
    category: "memory",
    origin: "loyalty-wallet",
    hints: ["memory", "heap", "out of memory", "oom"],
    sev: "high",
    note: "loyalty-wallet's Node heap fills and the process aborts and restarts repeatedly, so stamp calls from pickup-orders fail.",
    plan: {
      estate: "hearth",
      origin: "loyalty-wallet",
      p: 0.5,
      originHit: [
        {
          svc: "loyalty-wallet",
          level: "WARN",
          p: 0.4,
          msg: (r) => `GET /v1/cards/HC${r.digits(9)} 200 ${ms(r, 1800, 7000)}ms`,
        },
      ],
      callers: [
        {
          svc: "pickup-orders",
          level: "WARN",
          msg: (r) => `Stamp not applied for order ${hc(r)}: loyalty-wallet returned 503`,
        },
      ],
      periodic: [
        {
          svc: "loyalty-wallet",
          every: 70000,
          level: "FATAL",
          msg: () => "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
          stack: (r) =>
            [
              "<--- Last few GCs --->",
              `[1:0x${r.hex(12)}]   ${r.int(200000, 900000)} ms: Mark-Compact ${r.int(2030, 2047)}.4 (2083.2) -> ${r.int(2020, 2040)}.9 (2084.0) MB, ${r.int(900, 2000)}.1 / 0.0 ms  (average mu = 0.112, current mu = 0.031) allocation failure; scavenge might not succeed`,
              "<--- JS stacktrace --->",
              " 1: 0xb8d0a3 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]",
              " 2: 0xf06460 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
            ].join("\n"),
        },
        {
          svc: "loyalty-wallet",
          every: 70000,
          level: "INFO",
          msg: (r) => `loyalty-wallet@4.8.${r.int(0, 2)} ready on :8080`,
        },
      ],
    },
  },
  {
    category: "disk",
    origin: "store-connect",
    hints: ["disk", "space", "errno 28", "disk is full", "no space"],
    sev: "medium",
    note: "store-connect's spool volume fills, so store messages cannot be written (errno 28, sqlite disk full) and receipts stop reaching pos-sync.",
    plan: {
      estate: "hearth",
      origin: "store-connect",
      p: 0.8,
      originHit: [
        {
          svc: "store-connect",
          level: "ERROR",
          msg: (r) =>
            `spool write failed: No space left on device (errno 28) path=/var/spool/store-connect/${store(r)}/${r.hex(8)}.msg`,
        },
        {
          svc: "store-connect",
          level: "ERROR",
          msg: (r) => `store ${store(r)} relay aborted: sqlite3_step: database or disk is full (13)`,
          stack: (r) =>
            cppTrace(r, "backtrace:", [
              "hc::spool::Journal::append(hc::spool::Record const&)",
              "hc::link::Relay::onReceipts(std::span<hc::proto::Receipt const>)",
              "boost::asio::detail::scheduler::run(boost::system::error_code&)",
            ]),
        },
      ],
      callers: [
        {
          svc: "pos-sync",
          level: "WARN",
          msg: (r) => `No receipts from store ${store(r)} for ${r.int(3, 9)} min, store-connect reports link down`,
        },
      ],
    },
  },
  {
    category: "unknown",
    origin: "pos-sync",
    hints: ["unknown", "crash", "restart", "shutting down", "unavailable"],
    sev: "medium",
    note: "pos-sync keeps shutting down and restarting without logging a reason, so receipts from store-connect are not acknowledged.",
    plan: {
      estate: "hearth",
      origin: "pos-sync",
      silent: true,
      p: 0.9,
      callers: [
        {
          svc: "store-connect",
          level: "WARN",
          msg: (r) => `store ${store(r)} receipts not acked by pos-sync (HTTP 503), re-queued`,
        },
      ],
      timed: [0, 70000, 150000, 240000, 330000, 430000].flatMap((at) => [
        { at, svc: "pos-sync", level: "INFO" as const, msg: () => "Application is shutting down..." },
        { at: at + 9000, svc: "pos-sync", level: "INFO" as const, msg: () => "Now listening on: http://[::]:8080" },
        {
          at: at + 9100,
          svc: "pos-sync",
          level: "INFO" as const,
          msg: () => "Application started. Press Ctrl+C to shut down.",
        },
      ]),
    },
  },
];

const FUEGO: IncidentSpec[] = [
  {
    category: "authentication",
    origin: "rewards",
    hints: ["jwks", "signing key", "token", "authentication", "jwt", "401"],
    sev: "medium",
    note: "rewards cannot find the new signing key in its cached JWKS, so member tokens are rejected and the app API returns 401s.",
    plan: {
      estate: "fuego",
      origin: "rewards",
      p: 0.9,
      originHit: [
        {
          svc: "rewards",
          level: "WARN",
          msg: () => `auth rejected: JwksError: Unable to find a signing key that matches 'tf-2026-11-30'`,
        },
      ],
      callers: [
        {
          svc: "tf-app-api",
          level: "ERROR",
          msg: (r) => `GET /v1/rewards/me 401 ${ms(r, 5, 30)}ms err="rewards: unauthorized"`,
        },
      ],
    },
  },
  {
    category: "authorization",
    origin: "hq-sync",
    hints: ["403", "forbidden", "permission", "denied", "access"],
    sev: "medium",
    note: "hq-sync's service account loses storage.objects.create on the export bucket, so sales exports to head office fail with 403.",
    plan: {
      estate: "fuego",
      origin: "hq-sync",
      touches: [],
      periodic: [
        {
          svc: "hq-sync",
          every: 15000,
          level: "ERROR",
          msg: (r) => `export of sales batch ${r.int(10000, 99999)} failed`,
          stack: (r) =>
            pyTrace(
              r,
              [
                ["/app/hq_sync/export.py", "upload", "blob.upload_from_filename(path)"],
                [
                  "/usr/local/lib/python3.11/site-packages/google/cloud/storage/blob.py",
                  "_prep_and_do_upload",
                  "_raise_from_invalid_response(exc)",
                ],
              ],
              `google.api_core.exceptions.Forbidden: 403 POST https://storage.googleapis.com/upload/storage/v1/b/tf-hq-exports/o?uploadType=multipart: hq-sync@tf-live.iam.gserviceaccount.com does not have storage.objects.create access to the Google Cloud Storage object. Permission 'storage.objects.create' denied on resource (or it may not exist).`,
            ),
        },
        {
          svc: "hq-sync",
          every: 60000,
          level: "WARN",
          msg: (r) => `export backlog: ${r.int(4, 30)} files waiting in spool`,
        },
      ],
    },
  },
  {
    category: "database",
    origin: "pos-cloud",
    hints: ["mongo", "database", "primary", "notwritableprimary"],
    sev: "high",
    note: "pos-cloud's MongoDB replica set has no writable primary, so order creation fails and the app API and marketplace-intake report 500s.",
    plan: {
      estate: "fuego",
      origin: "pos-cloud",
      p: 0.85,
      originHit: [
        {
          svc: "pos-cloud",
          level: "ERROR",
          msg: (r) => `Failed to create order for restaurant ${store(r)}`,
          stack: (r) =>
            javaTrace(
              r,
              "com.mongodb.MongoNotPrimaryException: Command failed with error 10107 (NotWritablePrimary): 'not primary' on server mongo-2.tf-live.svc:27017.",
              [
                "com.mongodb.internal.connection.ProtocolHelper.createSpecialException(ProtocolHelper.java",
                "com.mongodb.client.internal.MongoCollectionImpl.insertOne(MongoCollectionImpl.java",
                "com.tacofuego.pos.orders.OrderStore.insert(OrderStore.java",
              ],
            ),
        },
      ],
      callers: [
        {
          svc: "tf-app-api",
          level: "ERROR",
          msg: (r) => `POST /v1/orders 500 ${ms(r, 100, 600)}ms err="pos-cloud: 500 Internal Server Error"`,
        },
        {
          svc: "marketplace-intake",
          level: "ERROR",
          msg: (r) => `pos-cloud rejected marketplace order ${r.hex(8)}: HTTP 500`,
        },
        { svc: "tf-web", level: "ERROR", msg: (r) => `POST /api/checkout 500 ${ms(r, 300, 1200)}ms` },
      ],
      storm: {
        svc: "marketplace-intake",
        level: "WARN",
        msg: (r) => `retrying pos-cloud order create (attempt ${r.int(2, 5)}/5)`,
        n: [1, 3],
      },
      periodic: [
        {
          svc: "pos-cloud",
          every: 10000,
          level: "WARN",
          msg: () =>
            "No server chosen by WritableServerSelector from cluster description ClusterDescription{type=REPLICA_SET, connectionMode=MULTIPLE}. Waiting for 30000 ms before timing out",
        },
      ],
    },
  },
  {
    category: "network",
    origin: "payment-svc",
    hints: ["tls", "handshake", "network", "connection"],
    sev: "high",
    note: "payment-svc's TLS handshakes to the acquirer fail, so captures error out and the app and web checkouts return 502s.",
    plan: {
      estate: "fuego",
      origin: "payment-svc",
      p: 0.9,
      originHit: [
        {
          svc: "payment-svc",
          level: "ERROR",
          msg: (r) =>
            `msg="capture failed" order=${tf(r)} err="Post \\"https://access.worldpay.com/payments/authorizations\\": remote error: tls: handshake failure"`,
        },
      ],
      callers: [
        {
          svc: "tf-app-api",
          level: "ERROR",
          msg: (r) => `POST /v1/orders 502 ${ms(r, 80, 400)}ms err="payment-svc: capture failed"`,
        },
        { svc: "tf-web", level: "ERROR", msg: (r) => `POST /api/checkout 502 ${ms(r, 100, 500)}ms` },
      ],
    },
  },
  {
    category: "timeout",
    origin: "menu-catalog",
    hints: ["timeout", "deadline", "timed out", "lock"],
    sev: "medium",
    note: "menu-catalog's rebuild holds its lock, so menu requests wait past their 3s deadline (it only warns) and tf-web shows 504s.",
    plan: {
      estate: "fuego",
      origin: "menu-catalog",
      p: 0.8,
      originHit: [
        {
          svc: "menu-catalog",
          level: "WARN",
          delay: [2900, 3100],
          msg: (r) =>
            `menu request restaurant=${store(r)} gave up after 3.0s waiting for rebuild lock: context deadline exceeded`,
        },
      ],
      callers: [
        {
          svc: "tf-web",
          level: "ERROR",
          msg: (r) => `GET /order/${store(r)}/menu 504 ${ms(r, 3000, 3100)}ms - menu-catalog timed out`,
        },
      ],
      storm: { svc: "tf-web", level: "WARN", msg: () => `menu fetch retry 1/2`, n: [1, 2] },
      periodic: [
        {
          svc: "menu-catalog",
          every: 40000,
          level: "INFO",
          msg: (r) => `menu rebuild in progress: ${r.int(10, 90)}/162 restaurants`,
        },
      ],
    },
  },
  {
    category: "rate_limiting",
    origin: "marketplace-intake",
    hints: ["429", "rate", "limit", "too many"],
    sev: "medium",
    note: "Uber Eats throttles marketplace-intake's accept calls (429), so marketplace orders are cancelled by the platform while it retries.",
    plan: {
      estate: "fuego",
      origin: "marketplace-intake",
      p: 0.85,
      originHit: [
        {
          svc: "marketplace-intake",
          level: "ERROR",
          msg: (r) => `ubereats POST /v1/eats/orders/${r.hex(8)}-${r.hex(4)}/accept_pos_order -> 429 Too Many Requests`,
        },
      ],
      storm: {
        svc: "marketplace-intake",
        level: "WARN",
        msg: (r) => `ubereats accept retry ${r.int(2, 5)}/5 after 429, sleeping ${r.int(1, 10)}s`,
        n: [2, 4],
      },
      periodic: [
        {
          svc: "marketplace-intake",
          every: 9000,
          level: "WARN",
          msg: (r) => `ubereats order ${r.hex(8)} cancelled by platform (not accepted in time) restaurant=${store(r)}`,
        },
      ],
    },
  },
  {
    category: "validation",
    origin: "menu-catalog",
    hints: ["validation", "invalid", "rejected", "min_selections"],
    sev: "medium",
    note: "menu-catalog rejects the new menu import from the head-office product system on a validation rule, so restaurants stay on the old menu and marketplaces skip publishing.",
    plan: {
      estate: "fuego",
      origin: "menu-catalog",
      touches: [],
      periodic: [
        {
          svc: "menu-catalog",
          every: 20000,
          level: "ERROR",
          msg: () =>
            `menu import 721 rejected: validation failed: items[57].modifier_groups[1] "Salsa": max_selections (0) < min_selections (1)`,
        },
        {
          svc: "marketplace-intake",
          every: 30000,
          level: "WARN",
          msg: () => `marketplace menu publish skipped: catalog version 721 not available`,
        },
      ],
    },
  },
  {
    category: "null_reference",
    origin: "payment-svc",
    hints: ["nil", "nil pointer", "null", "panic", "invalid memory address"],
    sev: "high",
    note: "payment-svc panics on a nil pointer in the capture handler, so captures fail and the app and web return 502s.",
    plan: {
      estate: "fuego",
      origin: "payment-svc",
      p: 0.65,
      originHit: [
        {
          svc: "payment-svc",
          level: "ERROR",
          msg: (r) =>
            `http: panic serving 10.12.${r.int(0, 9)}.${r.int(2, 250)}:${r.int(30000, 60000)}: runtime error: invalid memory address or nil pointer dereference`,
          stack: (r) =>
            goPanic(
              r,
              "panic: runtime error: invalid memory address or nil pointer dereference\n[signal SIGSEGV: segmentation violation code=0x1 addr=0x30 pc=0x" +
                r.hex(6) +
                "]",
              [
                [
                  "github.com/tacofuego/payment-svc/internal/capture.(*Handler).applyTip",
                  "/src/internal/capture/handler.go",
                ],
                [
                  "github.com/tacofuego/payment-svc/internal/capture.(*Handler).ServeHTTP",
                  "/src/internal/capture/handler.go",
                ],
              ],
            ),
        },
      ],
      callers: [
        {
          svc: "tf-app-api",
          level: "ERROR",
          msg: (r) => `POST /v1/orders 502 ${ms(r, 20, 200)}ms err="payment-svc: EOF"`,
        },
        { svc: "tf-web", level: "ERROR", msg: (r) => `POST /api/checkout 502 ${ms(r, 40, 300)}ms` },
      ],
    },
  },
  {
    category: "configuration",
    origin: "kds-relay",
    hints: ["config", "station", "mapping", "station_map"],
    sev: "medium",
    note: "After a config reload kds-relay's station map lacks the grill station, so grill tickets are dropped (it only warns) and pos-cloud sees missing kitchen acks.",
    plan: {
      estate: "fuego",
      origin: "kds-relay",
      p: 0.3,
      suppress: /\/GRILL delivered/,
      timed: [
        {
          at: -15000,
          svc: "kds-relay",
          level: "INFO",
          msg: () => `config reloaded: /etc/kds-relay/relay.conf v412 (stations=2, screens=498)`,
        },
      ],
      originHit: [
        {
          svc: "kds-relay",
          level: "WARN",
          msg: (r) =>
            `relay: order ${tf(r)} -> ${store(r)}/GRILL dropped: station 'GRILL' not present in station_map (config v412)`,
        },
      ],
      callers: [{ svc: "pos-cloud", level: "WARN", msg: (r) => `Kitchen ack missing for order ${tf(r)} after 60s` }],
    },
  },
  {
    category: "dependency",
    origin: "marketplace-intake",
    hints: ["503", "unavailable", "doordash", "dependency", "upstream", "provider"],
    sev: "medium",
    note: "DoorDash's API answers marketplace-intake with 503s, so DoorDash orders cannot be confirmed and it opens its breaker.",
    plan: {
      estate: "fuego",
      origin: "marketplace-intake",
      p: 0.9,
      originHit: [
        {
          svc: "marketplace-intake",
          level: "ERROR",
          msg: (r) =>
            `doordash PATCH /drive/v2/orders/${r.hex(8)} -> 503 Service Unavailable {"code":"service_unavailable"}`,
        },
      ],
      storm: {
        svc: "marketplace-intake",
        level: "WARN",
        msg: (r) => `doordash confirm retry ${r.int(2, 4)}/4`,
        n: [1, 3],
      },
      periodic: [
        { svc: "marketplace-intake", every: 30000, level: "WARN", msg: () => `circuit breaker doordash OPEN for 30s` },
      ],
    },
  },
  {
    category: "memory",
    origin: "tf-web",
    hints: ["memory", "heap", "out of memory", "oom"],
    sev: "high",
    note: "tf-web's Next.js server runs out of heap and restarts repeatedly, so web menus and checkout slow down and drop.",
    plan: {
      estate: "fuego",
      origin: "tf-web",
      entry: true,
      p: 0.35,
      originHit: [
        { svc: "tf-web", level: "WARN", p: 0.5, msg: (r) => `GET /order/${store(r)}/menu 200 ${ms(r, 4000, 9000)}ms` },
      ],
      periodic: [
        {
          svc: "tf-web",
          every: 60000,
          level: "FATAL",
          msg: () =>
            "FATAL ERROR: Ineffective mark-compacts near heap limit Allocation failed - JavaScript heap out of memory",
          stack: () =>
            [
              " 1: 0xb7c9f0 node::Abort() [next-server (v14.2.5)]",
              " 2: 0xa8ea7c node::OOMErrorHandler(char const*, v8::OOMDetails const&) [next-server (v14.2.5)]",
            ].join("\n"),
        },
        {
          svc: "tf-web",
          every: 60000,
          level: "INFO",
          msg: () => "▲ Next.js 14.2.5 - ready started server on 0.0.0.0:3000",
        },
      ],
    },
  },
  {
    category: "disk",
    origin: "hq-sync",
    hints: ["read-only", "disk", "file system", "errno 30", "oserror"],
    sev: "medium",
    note: "hq-sync's spool volume is remounted read-only, so it cannot write export files and exports to head office stop.",
    plan: {
      estate: "fuego",
      origin: "hq-sync",
      touches: [],
      periodic: [
        {
          svc: "hq-sync",
          every: 12000,
          level: "ERROR",
          msg: (r) => `failed to stage sales batch ${r.int(10000, 99999)}`,
          stack: (r) =>
            pyTrace(
              r,
              [["/app/hq_sync/export.py", "stage", 'with open(path, "w", newline="") as fh:']],
              `OSError: [Errno 30] Read-only file system: '/var/lib/hq-sync/spool/sales-${r.digits(8)}.csv'`,
            ),
        },
      ],
    },
  },
  {
    category: "unknown",
    origin: "tf-app-api",
    hints: ["unknown", "500", "internal", "restart"],
    sev: "medium",
    note: "tf-app-api starts returning 500s without any error detail and restarts now and then, with nothing saying why.",
    plan: {
      estate: "fuego",
      origin: "tf-app-api",
      entry: true,
      p: 0.7,
      originHit: [
        { svc: "tf-app-api", level: "ERROR", msg: (r) => `POST /v1/orders 500 ${ms(r, 1, 5)}ms` },
        { svc: "tf-app-api", level: "ERROR", msg: (r) => `GET /v1/rewards/me 500 ${ms(r, 1, 5)}ms` },
      ],
      periodic: [
        {
          svc: "tf-app-api",
          every: 80000,
          level: "INFO",
          msg: (r) => `tf-app-api starting version=v2.31.0 commit=${r.hex(7)} addr=:8080`,
        },
      ],
    },
  },
];

export const INCIDENTS: IncidentSpec[] = [...BRASA, ...NOODLE, ...HEARTH, ...FUEGO];
