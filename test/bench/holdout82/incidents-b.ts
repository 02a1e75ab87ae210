// Scenarios for null_reference, configuration, dependency, memory, disk and unknown.
import { dePlate, nlPlate } from "./estates.js";
import { at, both, e, type IncidentDef, wave } from "./kit.js";
import { dotnetStack, javaStack, nodeStack, pyStack, rubyStack } from "./stacks.js";
import { every } from "./stream.js";

export const PART_B: IncidentDef[] = [
  // ------------------------------------------------------------------ null_reference
  {
    estate: "northgate",
    origin: "service-booking",
    category: "null_reference",
    hints: ["nomethoderror", "nil", "undefined method", "null"],
    sev: "medium",
    note: "service-booking raises NoMethodError (undefined method `full_name' for nil) on bookings without an assigned advisor, so online service bookings fail with 500.",
    inj: {
      flows: ["booking"],
      failRate: 0.7,
      rampSec: 0,
      fail: (r) => [
        e("service-booking", "info", `Started POST "/api/bookings" for 10.40.${r.int(1, 9)}.${r.int(2, 250)}`),
        e(
          "service-booking",
          "error",
          "NoMethodError (undefined method `full_name' for nil:NilClass):",
          30,
          rubyStack("", [
            "app/mailers/booking_mailer.rb:14:in `confirmation'",
            "app/services/bookings/confirm.rb:27:in `call'",
            "app/controllers/api/bookings_controller.rb:19:in `create'",
          ]).trimStart(),
          "NoMethodError",
        ),
        e(
          "service-booking",
          "info",
          `Completed 500 Internal Server Error in ${r.int(20, 90)}ms (ActiveRecord: ${r.int(2, 30)}.${r.digits(1)}ms)`,
          32,
        ),
        e("dealer-web", "error", `POST /service/book 500 ${r.int(60, 300)}ms`, 60),
      ],
    },
  },
  {
    estate: "roadlark",
    origin: "kiosk-gateway",
    category: "null_reference",
    hints: ["nil pointer", "nil", "panic", "null", "invalid memory address"],
    sev: "high",
    note: "kiosk-gateway panics with a nil pointer dereference on handovers, so kiosk check-outs fail while counter check-outs work.",
    inj: {
      flows: ["checkout"],
      failRate: 0.5,
      rampSec: 0,
      fail: (r) => {
        const res = `RL${r.digits(8)}`;
        return [
          e("payments", "info", `Pre-auth EUR ${r.int(300, 1500)}.00 for ${res} approved`),
          e(
            "kiosk-gateway",
            "error",
            `http: panic serving 10.30.${r.int(1, 9)}.${r.int(2, 250)}:${r.int(30000, 60000)}: runtime error: invalid memory address or nil pointer dereference`,
            40,
            [
              `goroutine ${r.int(200, 9000)} [running]:`,
              "net/http.(*conn).serve.func1()",
              "\t/usr/local/go/src/net/http/server.go:1898 +0xbe",
              "panic({0x9a4f20?, 0xf3c5d0?})",
              "\t/usr/local/go/src/runtime/panic.go:770 +0x132",
              "github.com/roadlark/kiosk-gateway/internal/handover.(*Service).assignBay(0xc000214a80, 0x0)",
              "\t/src/internal/handover/bay.go:64 +0x2c",
              "github.com/roadlark/kiosk-gateway/internal/handover.(*Service).Handover(0xc000214a80, {0xb1e2c8, 0xc0004f2e10})",
              "\t/src/internal/handover/handover.go:112 +0x1f4",
            ].join("\n"),
            "panic",
          ),
          e(
            "kiosk-gateway",
            "warn",
            `kiosk ${r.pick(["AMS-SCHIPHOL", "EIN-AIRPORT"])}-K${r.int(1, 4)} reported handover ${res} failed, customer sent to desk`,
            60,
          ),
        ];
      },
    },
  },
  {
    estate: "kestrel",
    origin: "fleet-telemetry",
    category: "null_reference",
    hints: ["nullpointerexception", "null", "npe"],
    sev: "high",
    note: "fleet-telemetry's frame consumer throws NullPointerException on frames without a fuel level and keeps restarting, so return snapshots are missing and damage-claims cannot close inspections.",
    inj: {
      flows: ["return"],
      failRate: 0.9,
      rampSec: 0,
      mute: ["fleet-telemetry"],
      fail: (r) => {
        const ra = `RA${r.digits(7)}`;
        return [
          e("photo-store", "info", `stored ${r.int(4, 12)} return photos for ${ra} (${r.int(3, 20)} MB)`, 200),
          e(
            "damage-claims",
            "warn",
            `inspection for ${ra}: no return snapshot from fleet-telemetry after 60s, fuel charge pending`,
            400,
          ),
        ];
      },
      background: both(
        wave(
          "fleet-telemetry",
          "error",
          12,
          (r) => `o.s.k.l.KafkaMessageListenerContainer : Error handler threw an exception (partition ${r.int(0, 11)})`,
          1,
          (r) =>
            javaStack(
              r,
              'java.lang.NullPointerException: Cannot invoke "java.lang.Double.doubleValue()" because the return value of "ie.kestrel.telemetry.model.TelemetryFrame.getFuelLevel()" is null',
              [
                "ie.kestrel.telemetry.ingest.FuelNormalizer.normalize(FuelNormalizer.java:29)",
                "ie.kestrel.telemetry.ingest.FrameConsumer.onFrame(FrameConsumer.java:74)",
                "org.springframework.kafka.listener.adapter.RecordMessagingMessageListenerAdapter.onMessage(RecordMessagingMessageListenerAdapter.java:88)",
              ],
            ),
          "NullPointerException",
        ),
        wave(
          "fleet-telemetry",
          "warn",
          40,
          (r) => `c.k.t.ingest.FrameConsumer : consumer restarted, lag ${r.int(4000, 90000)} frames`,
          20,
        ),
      ),
    },
  },
  {
    estate: "velden",
    origin: "storefront",
    category: "null_reference",
    hints: ["typeerror", "undefined", "cannot read properties", "null"],
    sev: "medium",
    note: "storefront throws TypeError reading 'price' of undefined on listing pages for vehicles without an offer, returning 500 for a large share of page views.",
    inj: {
      flows: ["browse"],
      failRate: 0.35,
      rampSec: 0,
      fail: (r) => [
        e(
          "storefront",
          "error",
          `GET /fahrzeuge?marke=${r.pick(["bmw", "audi", "vw"])}&seite=${r.int(1, 5)} 500 ${r.int(10, 60)}ms`,
          0,
          nodeStack("TypeError: Cannot read properties of undefined (reading 'price')", [
            "formatOffer (/app/.next/server/chunks/812.js:1:4821)",
            "Array.map (<anonymous>)",
            "VehicleList (/app/.next/server/app/fahrzeuge/page.js:1:10294)",
            "renderWithHooks (/app/node_modules/react-dom/cjs/react-dom-server.node.production.js:4213:18)",
          ]),
          "TypeError",
        ),
      ],
    },
  },
  // ------------------------------------------------------------------ configuration
  {
    estate: "northgate",
    origin: "credit-check",
    category: "configuration",
    hints: ["placeholder", "configuration", "property", "config"],
    sev: "high",
    note: "credit-check is redeployed and fails to start (could not resolve placeholder 'bureau.endpoint.url'), crash-looping while finance-apply gets 503s.",
    inj: {
      flows: ["finance"],
      failRate: 1,
      rampSec: 0,
      mute: ["credit-check"],
      before: at(
        [
          -15000,
          e("credit-check", "info", "Received SIGTERM, draining connections (rolling update credit-check-7c9f8d6b54)"),
        ],
        [-9000, e("credit-check", "info", "Starting CreditCheckApplication v4.12.0 using Java 21.0.3 with PID 1")],
        [-8000, e("credit-check", "info", 'The following 1 profile is active: "prod"')],
      ),
      fail: (r) => [
        e(
          "finance-apply",
          "error",
          `Application FA-${r.digits(7)}: credit-check unavailable (503 Service Unavailable), application parked`,
        ),
        e("dealer-web", "error", `POST /finance/apply 503 ${r.int(50, 300)}ms`, 30),
      ],
      background: (r, start, end) =>
        every(r, start, end, 40, (t) => [
          {
            t,
            svc: "credit-check",
            level: "warn",
            msg: "Exception encountered during context initialization - cancelling refresh attempt: org.springframework.beans.factory.BeanCreationException: Error creating bean with name 'bureauClient'",
          },
          {
            t: t + 50,
            svc: "credit-check",
            level: "error",
            msg: "Application run failed",
            errKind: "IllegalArgumentException",
            stack: javaStack(
              r,
              "java.lang.IllegalArgumentException: Could not resolve placeholder 'bureau.endpoint.url' in value \"$" +
                '{bureau.endpoint.url}"',
              [
                "org.springframework.util.PropertyPlaceholderHelper.parseStringValue(PropertyPlaceholderHelper.java:180)",
                "org.springframework.beans.factory.support.AbstractBeanFactory.resolveEmbeddedValue(AbstractBeanFactory.java:921)",
                "uk.co.northgate.credit.CreditCheckApplication.main(CreditCheckApplication.java:12)",
              ],
            ),
          },
          {
            t: t + 8000,
            svc: "credit-check",
            level: "info",
            msg: "Starting CreditCheckApplication v4.12.0 using Java 21.0.3 with PID 1",
          },
        ]),
    },
  },
  {
    estate: "roadlark",
    origin: "unlock-service",
    category: "configuration",
    hints: ["region", "config", "configuration", "unknown provider"],
    sev: "high",
    note: "right after its config reload unlock-service rejects every unlock with 'unknown provider region eu-west-9 (TELEMATICS_REGION)', so app unlocks fail.",
    inj: {
      flows: ["unlock"],
      failRate: 1,
      rampSec: 0,
      before: at(
        [
          -4000,
          e(
            "unlock-service",
            "info",
            "config reload requested (configmap unlock-service-config resourceVersion=4718229)",
          ),
        ],
        [
          -3600,
          e(
            "unlock-service",
            "info",
            "config reloaded: 3 keys changed (TELEMATICS_REGION, UNLOCK_ACK_TIMEOUT, LOG_SAMPLING)",
          ),
        ],
      ),
      fail: (r) => [
        e(
          "unlock-service",
          "error",
          `unlock cmd=${r.hex(8)} unit=TCU-${r.digits(8)} rejected: provider client: unknown provider region "eu-west-9" (TELEMATICS_REGION)`,
        ),
        e("booking-api", "error", `POST /v3/trips/unlock 500 ${r.int(10, 60)}ms unlock-service: internal error`, 20),
        e("booking-api", "warn", `unlock retried by app for plate ${nlPlate(r)}`, 3000),
        e("booking-api", "error", `POST /v3/trips/unlock 500 ${r.int(10, 60)}ms unlock-service: internal error`, 3020),
      ],
    },
  },
  {
    estate: "kestrel",
    origin: "quote-service",
    category: "configuration",
    hints: ["keyerror", "config", "configuration", "airport_fees", "missing"],
    sev: "high",
    note: "after quote-service's release its pricing config lacks the 'airport_fees' surcharge table, airport quotes raise KeyError and web-gateway returns 500.",
    inj: {
      flows: ["quote"],
      failRate: 0.6,
      rampSec: 0,
      before: at(
        [-20000, e("quote-service", "info", "Graceful shutdown initiated (deploy 9e41c07a)")],
        [-16000, e("quote-service", "info", "Booting quote-service release r812")],
        [-12000, e("quote-service", "info", "pricing config loaded from /etc/quote/pricing.yaml: 13 surcharge tables")],
      ),
      fail: (r) => [
        e(
          "quote-service",
          "error",
          `quote failed for ${r.pick(["DUB-T1", "DUB-T2", "SNN-AIRPORT"])}: surcharge table missing`,
          0,
          pyStack(
            [
              ["/app/quotes/api.py", 58, "create_quote", "total = engine.price(req)"],
              ["/app/quotes/engine.py", 121, "price", "fee = self.surcharges['airport_fees'][req.pickup_site]"],
            ],
            "KeyError: 'airport_fees'",
          ),
          "KeyError",
        ),
        e(
          "web-gateway",
          "error",
          `"POST /api/quote HTTP/1.1" 500 ${r.int(100, 300)} rt=0.0${r.int(10, 80)} upstream=quote-service`,
          20,
        ),
      ],
    },
  },
  {
    estate: "velden",
    origin: "payment-link",
    category: "configuration",
    hints: ["config", "configuration", "missing", "required key", "merchant"],
    sev: "high",
    note: "payment-link is rolled out without PSP_MERCHANT_ACCOUNT and crash-loops on 'required key missing value', so parts-checkout cannot create payment links.",
    inj: {
      flows: ["parts"],
      failRate: 0.3,
      rampSec: 0,
      mute: ["payment-link"],
      before: at(
        [-12000, e("payment-link", "info", "Shutting down payment-link (SIGTERM from kubelet)")],
        [-9000, e("payment-link", "info", "Starting payment-link version 2026.27.1")],
      ),
      fail: (r) => {
        const o = `VA-${r.digits(7)}`;
        return [
          e(
            "parts-checkout",
            "info",
            `order ${o} created (${r.int(1, 4)} items, EUR ${r.int(12, 380)}.${r.digits(2)})`,
          ),
          e(
            "parts-checkout",
            "error",
            `payment link for ${o} failed: payment-link responded 503 (no healthy upstream)`,
            30,
          ),
          e("storefront", "error", `POST /warenkorb/checkout 502 ${r.int(80, 400)}ms`, 50),
        ];
      },
      background: (r, start, end) =>
        every(r, start, end, 35, (t) => [
          { t, svc: "payment-link", level: "info", msg: "Starting payment-link version 2026.27.1" },
          {
            t: t + 120,
            svc: "payment-link",
            level: "fatal",
            msg: "config: required key PSP_MERCHANT_ACCOUNT missing value",
          },
        ]),
    },
  },
  // ------------------------------------------------------------------ dependency
  {
    estate: "northgate",
    origin: "finance-apply",
    category: "dependency",
    hints: ["503", "unavailable", "circuit", "lender", "dependency", "upstream"],
    sev: "medium",
    note: "the external lender panel answers finance-apply with 503s, its circuit breaker opens and applications are parked; credit-check keeps working normally.",
    inj: {
      flows: ["finance"],
      failRate: 1,
      rampSec: 0,
      fail: (r) => {
        const id = `FA-${r.digits(7)}`;
        const open = r.chance(0.6);
        return [
          e(
            "credit-check",
            "info",
            `Soft search completed for application ${id}: score band ${r.pick(["A", "B", "C"])} (${r.int(300, 900)}ms)`,
          ),
          open
            ? e(
                "finance-apply",
                "warn",
                `Application ${id}: CircuitBreaker 'lenderPanel' is OPEN and does not permit further calls, queued for later submission`,
                40,
              )
            : e(
                "finance-apply",
                "error",
                `Application ${id}: lender panel quote request failed`,
                40,
                dotnetStack(
                  "System.Net.Http.HttpRequestException: Response status code does not indicate success: 503 (Service Unavailable).",
                  [
                    "System.Net.Http.HttpResponseMessage.EnsureSuccessStatusCode()",
                    "Northgate.Finance.Panel.LenderPanelClient.RequestQuotesAsync(QuoteRequest req, CancellationToken ct) in /src/Finance/Panel/LenderPanelClient.cs:line 88",
                  ],
                ),
                "HttpRequestException",
              ),
          e("dealer-web", "warn", `POST /finance/apply 202 ${r.int(300, 900)}ms (quotes pending)`, 60),
        ];
      },
      background: wave(
        "finance-apply",
        "warn",
        60,
        () => "CircuitBreaker 'lenderPanel' changed state from HALF_OPEN to OPEN (failure rate 100.0% > 50.0%)",
        20,
      ),
    },
  },
  {
    estate: "roadlark",
    origin: "payments",
    category: "dependency",
    hints: ["503", "unavailable", "psp", "dependency", "circuit"],
    sev: "high",
    note: "the payment service provider answers payments with 503/500, deposits and pre-authorisations fail, payments opens its breaker and booking-api, counter-app and kiosk-gateway report payment errors.",
    inj: {
      flows: ["reserve", "checkout"],
      failRate: 0.85,
      rampSec: 30,
      fail: (r) => {
        const res = `RL${r.digits(8)}`;
        const who = r.pick(["booking-api", "counter-app", "kiosk-gateway", "booking-api"]);
        return [
          r.chance(0.5)
            ? e(
                "payments",
                "error",
                `Authorisation call failed for ${res}: HTTP ${r.pick(["503 Service Unavailable", "500 Internal Server Error", "503 Service Unavailable"])} from checkout-live.psp.example`,
              )
            : e(
                "payments",
                "warn",
                `PSP circuit open, rejecting authorisation for ${res} (opened ${r.int(3, 60)}s ago)`,
              ),
          who === "booking-api"
            ? e(
                "booking-api",
                "error",
                `POST /v3/reservations 502 ${r.int(200, 3000)}ms - payments: deposit authorisation failed for ${res}`,
                50,
              )
            : who === "counter-app"
              ? e(
                  "counter-app",
                  "error",
                  `Pre-authorisation failed for ${res}: PaymentServiceException: payments returned 502 (Bad Gateway)`,
                  50,
                )
              : e("kiosk-gateway", "error", `kiosk handover ${res} aborted: payment step failed (payments 502)`, 50),
        ];
      },
      background: wave(
        "payments",
        "error",
        20,
        () =>
          "PSP https://checkout-live.psp.example/v71/payments unhealthy: 5 of last 5 calls returned 500/503, circuit OPEN for 30s",
        10,
      ),
    },
  },
  {
    estate: "kestrel",
    origin: "reservations",
    category: "dependency",
    hints: ["redis", "connect", "refused", "dependency", "cannotconnect"],
    sev: "high",
    note: "the Redis that reservations uses for its job queue and cache refuses connections, so reservation creates fail with 500 and confirmation jobs are not enqueued.",
    inj: {
      flows: ["reserve"],
      failRate: 1,
      rampSec: 0,
      fail: (r) => [
        e("reservations", "info", `Started POST "/reservations" for 172.20.${r.int(1, 9)}.${r.int(2, 250)}`),
        e(
          "reservations",
          "error",
          "Redis::CannotConnectError (Error connecting to Redis on redis-queue.kestrel.internal:6379 (Errno::ECONNREFUSED)):",
          30,
          rubyStack("", [
            "redis (4.8.1) lib/redis/client.rb:398:in `rescue in establish_connection'",
            "sidekiq (6.5.12) lib/sidekiq/client.rb:196:in `raw_push'",
            "app/jobs/send_confirmation_job.rb:6:in `perform_later'",
            "app/controllers/reservations_controller.rb:27:in `create'",
          ]).trimStart(),
          "Redis::CannotConnectError",
        ),
        e("reservations", "info", `Completed 500 Internal Server Error in ${r.int(1000, 1100)}ms`, 1040),
        e(
          "web-gateway",
          "error",
          `"POST /api/reservations HTTP/1.1" 500 ${r.int(100, 300)} rt=1.${r.digits(3)} upstream=reservations`,
          1060,
        ),
      ],
    },
  },
  {
    estate: "velden",
    origin: "dms-bridge",
    category: "dependency",
    hints: ["503", "unavailable", "dms", "dependency", "maintenance"],
    sev: "medium",
    note: "the dealer management system vendor's API answers dms-bridge with 503 Service Unavailable, syncs stop and workshop-planner's appointment pushes fail.",
    inj: {
      flows: ["workshop"],
      failRate: 0.9,
      rampSec: 0,
      mute: ["dms-bridge"],
      fail: (r) => {
        const id = r.int(50000, 59999);
        return [
          e(
            "workshop-planner",
            "info",
            `c.v.w.api.AppointmentController : Appointment ${id} created (service=${r.pick(["Inspektion", "Reifenwechsel"])})`,
          ),
          e(
            "dms-bridge",
            "error",
            `POST /workorders for appointment ${id} failed: DMS API 503 Service Unavailable`,
            20,
          ),
          e(
            "workshop-planner",
            "error",
            `c.v.w.dms.DmsPushClient : push of appointment ${id} to DMS failed: 502 Bad Gateway from dms-bridge`,
            40,
          ),
          e(
            "workshop-planner",
            "warn",
            `c.v.w.dms.DmsPushClient : appointment ${id} queued for retry (attempt 1/10)`,
            41,
          ),
        ];
      },
      background: wave(
        "dms-bridge",
        "error",
        45,
        (r) =>
          `DmsSync[${r.int(1, 4)}]: cycle failed after 3 attempts: GET https://api.dms-vendor.example/v2/dealers/VA/vehicles/changes -> 503 Service Unavailable (Retry-After: 600)`,
        1,
      ),
    },
  },
  // ------------------------------------------------------------------ memory
  {
    estate: "northgate",
    origin: "parts-shop",
    category: "memory",
    hints: ["heap", "memory", "out of memory", "allocation"],
    sev: "high",
    note: "parts-shop's Node heap fills up, it logs GC pressure and then dies with 'JavaScript heap out of memory', restarting repeatedly while part pages fail.",
    inj: {
      flows: ["parts"],
      failRate: 0.4,
      rampSec: 120,
      fail: (r) => [
        e(
          "dealer-web",
          "error",
          `GET /parts/search?q=${r.pick(["brake+pads", "wiper", "oil+filter"])} 502 ${r.int(10, 60)}ms upstream=parts-shop`,
        ),
      ],
      background: both(
        wave(
          "parts-shop",
          "warn",
          20,
          (r) => `event loop lag ${r.int(300, 2500)}ms, heapUsed=${r.int(1700, 2030)}MB/2048MB`,
          0,
        ),
        (r, start, end) =>
          every(r, start + 90000, end, 75, (t) => [
            {
              t,
              svc: "parts-shop",
              level: "fatal",
              msg: `<--- Last few GCs --->\n\n[1:0x${r.hex(12)}]   ${r.int(400000, 900000)} ms: Mark-Compact 2030.4 (2083.1) -> 2027.9 (2083.6) MB, 1893.20 / 0.00 ms  (average mu = 0.112, current mu = 0.031) allocation failure; scavenge might not succeed\n\nFATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory\n 1: 0xb8d0a3 node::Abort() [node]\n 2: 0xa9a7a8  [node]\n 3: 0xd6b1f0 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]`,
            },
            { t: t + 4000, svc: "parts-shop", level: "info", msg: "parts-shop listening on :3000 (pid 1)" },
          ]),
      ),
    },
  },
  {
    estate: "roadlark",
    origin: "telematics-ingest",
    category: "memory",
    hints: ["bad_alloc", "memory", "alloc", "oom"],
    sev: "high",
    note: "telematics-ingest's frame buffer grows until it aborts with std::bad_alloc and restarts, its batches stop and fleet-tracker and geofence-watcher see stale data, while its usual offline-unit warnings continue.",
    inj: {
      flows: [],
      failRate: 0,
      rampSec: 0,
      fail: () => [],
      mute: ["telematics-ingest"],
      background: both(
        wave(
          "telematics-ingest",
          "warn",
          15,
          (r) =>
            `frame buffer high watermark: rss=${(1.6 + r.next() * 1.4).toFixed(2)}GiB pending_frames=${r.int(200000, 900000)}`,
          0,
        ),
        (r, start, end) =>
          every(r, start + 100000, end, 90, (t) => [
            {
              t,
              svc: "telematics-ingest",
              level: "fatal",
              msg: "terminate called after throwing an instance of 'std::bad_alloc'\n  what():  std::bad_alloc",
            },
            {
              t: t + 3000,
              svc: "telematics-ingest",
              level: "info",
              msg: "telematics-ingest 3.8.2 starting, 8 worker threads, listening udp/5170",
            },
          ]),
        wave(
          "fleet-tracker",
          "warn",
          30,
          (r) => `no fresh frames for ${r.int(200, 700)} vehicles in last 60s, snapshot uses cached values`,
          150,
        ),
        wave(
          "geofence-watcher",
          "warn",
          40,
          (r) => `geofence sweep degraded: ${r.int(40, 90)}% of positions older than 120s`,
          180,
        ),
      ),
    },
  },
  {
    estate: "kestrel",
    origin: "toll-rebill",
    category: "memory",
    hints: ["outofmemoryerror", "heap", "memory", "gc overhead"],
    sev: "high",
    note: "toll-rebill's rebill job runs out of Java heap (OutOfMemoryError: Java heap space) on a large passage file and the JVM keeps restarting.",
    inj: {
      flows: [],
      failRate: 0,
      rampSec: 0,
      fail: () => [],
      mute: ["toll-rebill"],
      background: both(
        at([
          0,
          e("toll-rebill", "info", "c.k.toll.RebillJob : loading passage file eflow_passages_20260711.csv (1.9 GB)"),
        ]),
        wave(
          "toll-rebill",
          "warn",
          25,
          (r) =>
            `[gc] Pause Full (G1 Compaction Pause) ${r.int(1900, 2040)}M->${r.int(1880, 2040)}M(2048M) ${r.int(1500, 6000)}.${r.digits(3)}ms`,
          20,
        ),
        (r, start, end) =>
          every(r, start + 120000, end, 100, (t) => [
            {
              t,
              svc: "toll-rebill",
              level: "error",
              msg: "c.k.toll.RebillJob : job execution failed",
              errKind: "OutOfMemoryError",
              stack: javaStack(r, "java.lang.OutOfMemoryError: Java heap space", [
                "java.base/java.util.Arrays.copyOf(Arrays.java:3537)",
                "java.base/java.util.ArrayList.grow(ArrayList.java:237)",
                "ie.kestrel.toll.PassageFileReader.readAll(PassageFileReader.java:44)",
                "ie.kestrel.toll.RebillJob.run(RebillJob.java:63)",
              ]),
            },
            {
              t: t + 9000,
              svc: "toll-rebill",
              level: "info",
              msg: "Started TollRebillApplication in 7.9 seconds (process running for 8.6)",
            },
          ]),
      ),
    },
  },
  {
    estate: "velden",
    origin: "photo-pipeline",
    category: "memory",
    hints: ["out of memory", "memory", "oom"],
    sev: "high",
    note: "photo-pipeline dies repeatedly with 'fatal error: runtime: out of memory' while resizing large uploads, so images stop being processed and feed-exporter sends ads without photos.",
    inj: {
      flows: [],
      failRate: 0,
      rampSec: 0,
      fail: () => [],
      mute: ["photo-pipeline"],
      background: both(
        (r, start, end) =>
          every(r, start, end, 70, (t) => [
            {
              t,
              svc: "photo-pipeline",
              level: "fatal",
              msg: `fatal error: runtime: out of memory\n\nruntime stack:\nruntime.throw({0x9b1f2e?, 0x${r.hex(8)}?})\n\t/usr/local/go/src/runtime/panic.go:1077 +0x5c\nruntime.sysMapOS(0xc0${r.hex(8)}, 0x${r.hex(8)})\n\t/usr/local/go/src/runtime/mem_linux.go:167 +0x11b\n\ngoroutine ${r.int(40, 400)} [running]:\ngithub.com/disintegration/imaging.Resize({0xa8e0c0, 0xc0${r.hex(8)}}, 0x640, 0x0, {0xc000118000?, 0x3ff0000000000000?})\n\t/go/pkg/mod/github.com/disintegration/imaging@v1.6.2/resize.go:78 +0x2b5\nmain.(*worker).render(0xc000126000, {0xc00041e2a0, 0x24})\n\t/src/worker.go:131 +0x1a9`,
            },
            {
              t: t + 5000,
              svc: "photo-pipeline",
              level: "info",
              msg: "photo-pipeline starting: 6 workers, queue velden-images",
            },
          ]),
        wave(
          "feed-exporter",
          "warn",
          30,
          (r) => `ad ${r.int(300000000, 399999999)} exported without images: no renditions from photo-pipeline yet`,
          120,
        ),
        wave(
          "storefront",
          "warn",
          45,
          (r) => `image ${dePlate(r).replace(" ", "")}/1_800.webp not found, placeholder served`,
          60,
        ),
      ),
    },
  },
  // ------------------------------------------------------------------ disk
  {
    estate: "northgate",
    origin: "listing-syndicator",
    category: "disk",
    hints: ["no space", "disk", "errno 28", "oserror", "space"],
    sev: "high",
    note: "listing-syndicator's spool volume fills up, feed pushes fail with OSError [Errno 28] No space left on device, alongside its usual image-count warnings.",
    inj: {
      flows: [],
      failRate: 0,
      rampSec: 0,
      fail: () => [],
      mute: ["listing-syndicator"],
      background: both(
        wave(
          "listing-syndicator",
          "error",
          20,
          (r) => `feed build for ${r.pick(["autotrader", "cargurus", "motors.co.uk"])} failed`,
          0,
          (r) =>
            pyStack(
              [["/app/syndicator/build.py", 88, "write_feed", "with open(tmp_path, 'wb') as fh:"]],
              `OSError: [Errno 28] No space left on device: '/var/spool/feeds/${r.pick(["autotrader", "cargurus"])}/batch-${r.digits(6)}.xml.tmp'`,
            ),
          "OSError",
        ),
        wave(
          "listing-syndicator",
          "warn",
          60,
          (r) => `image cache cleanup skipped: could not create lock file (/var/spool/feeds used ${r.int(99, 100)}%)`,
          30,
        ),
      ),
    },
  },
  {
    estate: "roadlark",
    origin: "fleet-tracker",
    category: "disk",
    hints: ["flood", "disk", "read-only", "watermark", "cluster_block"],
    sev: "high",
    note: "the Elasticsearch cluster fleet-tracker writes to hits its flood-stage disk watermark and blocks the indices read-only, so every snapshot write fails.",
    inj: {
      flows: [],
      failRate: 0,
      rampSec: 0,
      fail: () => [],
      mute: ["fleet-tracker"],
      background: both(
        wave(
          "fleet-tracker",
          "error",
          15,
          () =>
            "snapshot bulk write failed: ApiError(429, 'cluster_block_exception', 'index [fleet-status-2026.07.09] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];')",
          0,
        ),
        wave(
          "geofence-watcher",
          "warn",
          60,
          (r) => `positions index stale by ${r.int(60, 600)}s, sweep running on cached positions`,
          120,
        ),
      ),
    },
  },
  {
    estate: "kestrel",
    origin: "photo-store",
    category: "disk",
    hints: ["no space", "disk", "space", "enospc"],
    sev: "high",
    note: "photo-store's local staging volume is full (no space left on device), return photos cannot be staged and damage-claims inspections fail.",
    inj: {
      flows: ["return"],
      failRate: 1,
      rampSec: 0,
      fail: (r) => {
        const ra = `RA${r.digits(7)}`;
        return [
          e(
            "fleet-telemetry",
            "info",
            `return snapshot for ${ra}: odometer=${r.int(8000, 90000)}km fuel=${r.int(10, 100)}%`,
          ),
          e(
            "photo-store",
            "error",
            `stage upload ${ra}/img_0${r.int(1, 9)}.jpg: write /var/lib/photo-store/staging/${r.hex(16)}: no space left on device`,
            200,
          ),
          e(
            "damage-claims",
            "error",
            `inspection for ${ra} blocked: photo upload failed (photo-store returned 507)`,
            400,
          ),
        ];
      },
      background: wave(
        "photo-store",
        "warn",
        60,
        () => "staging janitor: /var/lib/photo-store/staging 100% used (0 B free), 0 files eligible for cleanup",
        0,
      ),
    },
  },
  {
    estate: "velden",
    origin: "workshop-planner",
    category: "disk",
    hints: ["no space", "disk", "extend", "space"],
    sev: "high",
    note: "the database volume behind workshop-planner fills up: inserts fail with 'could not extend file ... No space left on device' and online workshop bookings fail.",
    inj: {
      flows: ["workshop"],
      failRate: 1,
      rampSec: 0,
      fail: (r) => [
        e(
          "workshop-planner",
          "info",
          `c.v.w.slots.SlotService : Found ${r.int(1, 14)} free slots for branch VA-FRA on 2026-07-${r.int(10, 28)} (${r.int(12, 90)} ms)`,
        ),
        e("workshop-planner", "warn", "o.h.engine.jdbc.spi.SqlExceptionHelper : SQL Error: 0, SQLState: 53100", 20),
        e(
          "workshop-planner",
          "error",
          `o.h.engine.jdbc.spi.SqlExceptionHelper : ERROR: could not extend file "base/16402/${r.int(24000, 26000)}": No space left on device\n  Hint: Check free disk space.`,
          21,
        ),
        e("storefront", "error", `POST /werkstatt/termin 500 ${r.int(60, 300)}ms`, 50),
      ],
    },
  },
  // ------------------------------------------------------------------ unknown
  {
    estate: "northgate",
    origin: "supplier-stock",
    category: "unknown",
    hints: ["internal", "unknown", "error", "500"],
    sev: "medium",
    note: "supplier-stock starts failing most stock checks with a bare 'internal error' and stops answering readiness, while parts-shop retries and reports 502s.",
    inj: {
      flows: ["parts"],
      failRate: 0.8,
      rampSec: 0,
      mute: ["supplier-stock"],
      fail: (r) => {
        const sku = `${r.pick(["BOS", "TRW", "FEB"])}-${r.digits(6)}`;
        return [
          e("supplier-stock", "error", `handler error path=/v1/stock sku=${sku} err="internal error"`),
          e(
            "parts-shop",
            "warn",
            `supplier-stock request failed (attempt 1/3): Request failed with status code 500`,
            10,
          ),
          e(
            "parts-shop",
            "warn",
            `supplier-stock request failed (attempt 2/3): Request failed with status code 500`,
            300,
          ),
          e("parts-shop", "error", `GET /api/parts/${sku}/availability 502 ${r.int(600, 1200)}ms`, 620),
        ];
      },
    },
  },
  {
    estate: "roadlark",
    origin: "availability-svc",
    category: "unknown",
    hints: ["unexpected", "unknown", "500", "internal"],
    sev: "medium",
    note: "availability-svc returns 500 for most availability queries, logging only 'unexpected error processing request', and pricing-engine and booking-api report the failures.",
    inj: {
      flows: ["quote"],
      failRate: 0.8,
      rampSec: 20,
      mute: ["availability-svc"],
      fail: (r) => {
        const site = r.pick(["AMS-SCHIPHOL", "RTM-CENTRAAL", "UTR-JAARBEURS"]);
        return [
          e(
            "availability-svc",
            "error",
            `unexpected error processing request method=GET path=/availability site=${site} status=500`,
          ),
          e(
            "pricing-engine",
            "error",
            `Quote failed for ${site}: availability-svc returned 500 Internal Server Error`,
            20,
          ),
          e("booking-api", "error", `POST /v3/quotes 502 ${r.int(40, 200)}ms`, 40),
        ];
      },
    },
  },
  {
    estate: "kestrel",
    origin: "checkout-desk",
    category: "unknown",
    hints: ["unhandled", "invalidoperation", "unknown", "exception"],
    sev: "medium",
    note: "checkout-desk fails most agreement openings with an unhandled InvalidOperationException whose message says nothing about the cause, and keys are not issued.",
    inj: {
      flows: ["handover"],
      failRate: 0.75,
      rampSec: 0,
      fail: (r) => [
        e(
          "checkout-desk",
          "error",
          "Microsoft.AspNetCore.Diagnostics.ExceptionHandlerMiddleware: An unhandled exception has occurred while executing the request.",
          0,
          dotnetStack(
            "System.InvalidOperationException: Operation is not valid due to the current state of the object.",
            [
              "Kestrel.Desk.Agreements.OpenAgreementHandler.Handle(OpenAgreementCommand cmd, CancellationToken ct) in /src/Desk/Agreements/OpenAgreementHandler.cs:line 71",
              "Kestrel.Desk.Api.AgreementsController.Open(OpenAgreementRequest body) in /src/Desk/Api/AgreementsController.cs:line 33",
            ],
          ),
          "InvalidOperationException",
        ),
        e("checkout-desk", "info", `HTTP POST /agreements responded 500 in ${r.int(5, 40)}.${r.digits(4)} ms`, 2),
      ],
    },
  },
  {
    estate: "velden",
    origin: "lead-router",
    category: "unknown",
    hints: ["died", "unknown", "sidekiq", "restart"],
    sev: "medium",
    note: "lead-router's Sidekiq process keeps dying right after boot with no error logged, lead jobs stop completing and the storefront's lead queue grows.",
    inj: {
      flows: ["lead"],
      failRate: 1,
      rampSec: 0,
      fail: (r) => [e("storefront", "info", `POST /anfrage 201 ${r.int(60, 300)}ms`)],
      background: both(
        (_r, start, end) => {
          const out = [];
          for (let t = start + 20000; t < end; t += 48000) {
            out.push(
              {
                t,
                svc: "lead-router",
                level: "info" as const,
                msg: 'Booting Sidekiq 7.2.4 with Sidekiq::RedisConnection::RedisClientAdapter options {:url=>"redis://redis-leads:6379/0"}',
              },
              {
                t: t + 900,
                svc: "lead-router",
                level: "info" as const,
                msg: "Starting processing, hit Ctrl-C to stop",
              },
            );
          }
          return out;
        },
        wave(
          "storefront",
          "warn",
          30,
          (r) => `lead-router queue 'leads' latency ${r.int(120, 900)}s (${r.int(30, 300)} jobs waiting)`,
          90,
        ),
      ),
    },
  },
];
