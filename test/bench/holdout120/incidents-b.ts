// Incident scripts, part B: validation, null reference, configuration, dependency.
import { boat, member, ms, slip, wo } from "./estates.js";
import { dotnetStack, goPanic, javaStack, nodeStack, pyStack } from "./stacks.js";
import type { IncidentSpec } from "./types.js";

export const PART_B: IncidentSpec[] = [
  // ---------------- validation
  {
    estate: "harborline",
    category: "validation",
    origin: "fuel",
    hints: ["format", "parse", "invalid", "validation"],
    sev: "high",
    note: "The fuel supplier's price file arrives with comma decimals, fueldock-pos rejects every row with FormatException, pumps stay locked without a price and the app's fuel prices fail.",
    down: ["fuel"],
    once: [
      {
        role: "fuel",
        level: "info",
        at: -2,
        f: () => "Price file PTW_20260711.csv received from supplier SFTP (6 rows)",
      },
    ],
    emits: [
      {
        role: "fuel",
        level: "error",
        perMin: 6,
        f: (r) => `Price row ${r.int(1, 6)} rejected (grade ${r.pick(["REC90", "VALVTECT89", "DSL"])})`,
        stack: (r) =>
          dotnetStack(
            `System.FormatException: The input string '${r.int(3, 5)},${r.int(100, 999)}' was not in a correct format.`,
            [
              "System.Number.ThrowFormatException[TChar](ReadOnlySpan`1 value)",
              "System.Decimal.Parse(String s, IFormatProvider provider)",
              "Harborline.FuelDock.Pricing.PriceFileImporter.ParseRow(String[] cols) in /src/FuelDock/Pricing/PriceFileImporter.cs:line 58",
            ],
          ),
        kind: "System.FormatException",
      },
      { role: "fuel", level: "warn", perMin: 8, f: (r) => `Pump ${r.int(1, 6)} locked: no valid price for today` },
      {
        role: "gw",
        level: "error",
        perMin: 6,
        f: (r) => `GET /api/v1/fuel/prices 500 ${ms(r, 20, 80)}.3 ms - fueldock-pos: prices unavailable`,
      },
    ],
  },
  {
    estate: "stackhaus",
    category: "validation",
    origin: "launch",
    hints: ["parse", "validation", "invalid", "unmarshal", "time"],
    sev: "medium",
    note: "Launch requests from the new iOS app build carry requested_at in a US date format; launch-queue rejects them as unparseable and boater-app-bff relays the 400s.",
    emits: [
      {
        role: "launch",
        level: "warn",
        perMin: 12,
        f: (r) =>
          `POST /v1/launches 400: decode body: parsing time "\\"08/02/2026 ${r.int(10, 17)}:${r.pick(["00", "30"])}\\"" as "\\"2006-01-02T15:04:05Z07:00\\"": cannot parse "08/02/2026 ${r.int(10, 17)}:00\\"" as "2006"`,
      },
      {
        role: "gw",
        level: "warn",
        perMin: 11,
        f: () => "launch-queue rejected launch request: 400 Bad Request (app=ios 5.12.0)",
      },
      { role: "gw", level: "info", perMin: 10, f: (r) => `POST /api/v1/launches 400 ${ms(r, 10, 40)}.2 ms - 97` },
    ],
  },
  {
    estate: "bluewater",
    category: "validation",
    origin: "billing",
    hints: ["validation", "parse", "invalid", "float"],
    sev: "medium",
    note: "The monthly meter upload now carries units in the kWh column; billing-runner's pydantic model rejects every reading and the shore-power invoice run stops.",
    once: [
      { role: "billing", level: "info", at: -3, f: () => "import meter_readings_2026-09.csv (4,812 rows) started" },
    ],
    emits: [
      {
        role: "billing",
        level: "error",
        perMin: 9,
        f: (r) => `reading for pedestal ${slip(r)} rejected`,
        stack: (r) =>
          pyStack(
            [
              [
                "/app/billing_runner/power/import_readings.py",
                71,
                "load_row",
                "reading = MeterReading.model_validate(row)",
              ],
              [
                "/usr/local/lib/python3.12/site-packages/pydantic/main.py",
                596,
                "model_validate",
                "return cls.__pydantic_validator__.validate_python(",
              ],
            ],
            `pydantic_core._pydantic_core.ValidationError: 1 validation error for MeterReading\nkwh\n  Input should be a valid number, unable to parse string as a number [type=float_parsing, input_value='${r.int(1, 90)}.${r.int(0, 9)} kWh', input_type=str]\n    For further information visit https://errors.pydantic.dev/2.8/v/float_parsing`,
          ),
        kind: "ValidationError",
      },
      {
        role: "billing",
        level: "warn",
        perMin: 2,
        f: (r) => `import meter_readings_2026-09.csv: ${r.int(100, 900)} rows rejected so far, 0 accepted`,
      },
    ],
  },
  {
    estate: "tidewater",
    category: "validation",
    origin: "orders",
    hints: ["validation", "zod", "invalid", "schema"],
    sev: "medium",
    note: "The dealer DMS starts sending engine_hours as strings; service-desk's schema check rejects every synced work order and the service queue in member-portal goes stale.",
    emits: [
      {
        role: "orders",
        level: "error",
        perMin: 8,
        f: (r) => `dms sync: work order ${wo(r)} rejected`,
        stack: () =>
          nodeStack(
            'ZodError: [\n  {\n    "code": "invalid_type",\n    "expected": "number",\n    "received": "string",\n    "path": [\n      "engine_hours"\n    ],\n    "message": "Expected number, received string"\n  }\n]',
            [
              "get error [as error] (/app/node_modules/zod/lib/types.js:55:31)",
              "ZodObject.parse (/app/node_modules/zod/lib/types.js:131:22)",
              "DmsSync.applyBatch (/app/dist/sync/dms.js:88:41)",
            ],
          ),
        kind: "ZodError",
      },
      {
        role: "orders",
        level: "warn",
        perMin: 2,
        f: (r) => `dms sync batch ${r.int(1000, 9999)}: 0/${r.int(20, 80)} accepted`,
      },
      {
        role: "gw",
        level: "warn",
        perMin: 2,
        f: (r) => `Service queue for ${member(r)} last synced ${r.int(8, 20)} minutes ago`,
      },
    ],
  },
  // ---------------- null reference
  {
    estate: "harborline",
    category: "null_reference",
    origin: "gw",
    hints: ["typeerror", "undefined", "null", "cannot read"],
    sev: "high",
    note: "A slipway-api release reads boat.loa from members without a registered boat, availability requests crash with TypeError and the app's slip search returns 500s.",
    once: [
      { role: "gw", level: "info", at: -60, f: () => "received SIGTERM, draining 14 connections" },
      { role: "gw", level: "info", at: -52, f: () => "slipway-api@4.18.0 listening on :8080 (NODE_ENV=production)" },
    ],
    down: ["resv"],
    emits: [
      {
        role: "gw",
        level: "error",
        perMin: 14,
        f: (r) =>
          `GET /api/v2/slips/availability?marina=PTW 500 ${ms(r, 2, 9)}.1 ms - unhandled error member=${member(r)}`,
        stack: () =>
          nodeStack("TypeError: Cannot read properties of undefined (reading 'loa')", [
            "availabilityQuery (/srv/app/dist/routes/slips.js:142:38)",
            "Layer.handle [as handle_request] (/srv/app/node_modules/express/lib/router/layer.js:95:5)",
            "next (/srv/app/node_modules/express/lib/router/route.js:149:13)",
            "async /srv/app/dist/routes/slips.js:118:22",
          ]),
        kind: "TypeError",
      },
    ],
  },
  {
    estate: "stackhaus",
    category: "null_reference",
    origin: "rack",
    hints: ["nullpointer", "null", "npe"],
    sev: "high",
    note: "rack-inventory throws NullPointerException for boats whose weight record is missing; launch-queue's rack lookups fail with 500s and retrievals stall.",
    emits: [
      {
        role: "rack",
        level: "error",
        perMin: 10,
        f: () =>
          'Servlet.service() for servlet [dispatcherServlet] in context with path [] threw exception [Request processing failed: java.lang.NullPointerException: Cannot invoke "com.stackhaus.rack.model.BoatWeight.kilograms()" because the return value of "com.stackhaus.rack.model.Boat.getWeight()" is null]',
        stack: () =>
          javaStack(
            'java.lang.NullPointerException: Cannot invoke "com.stackhaus.rack.model.BoatWeight.kilograms()" because the return value of "com.stackhaus.rack.model.Boat.getWeight()" is null',
            [
              "com.stackhaus.rack.service.TierPolicy.allowedTier(TierPolicy.java:44)",
              "com.stackhaus.rack.service.RetrievalPlanner.plan(RetrievalPlanner.java:102)",
              "com.stackhaus.rack.api.RackController.retrieval(RackController.java:67)",
              "java.base/jdk.internal.reflect.DirectMethodHandleAccessor.invoke(DirectMethodHandleAccessor.java:103)",
            ],
          ),
        kind: "java.lang.NullPointerException",
      },
      {
        role: "launch",
        level: "error",
        perMin: 10,
        f: (r) => `rack-inventory GET /internal/racks/${boat(r)}/retrieval: unexpected status 500`,
      },
      {
        role: "launch",
        level: "warn",
        perMin: 8,
        f: (r) => `retrieval for ${boat(r)} requeued (attempt ${r.int(2, 4)})`,
      },
    ],
  },
  {
    estate: "bluewater",
    category: "null_reference",
    origin: "access",
    hints: ["nil pointer", "nil", "panic", "segmentation"],
    sev: "high",
    note: "dockaccess panics with a nil pointer dereference on cards without an assigned berth, the process restarts in a loop and haven-web's card requests fail.",
    down: ["access"],
    mute: { role: "access", how: "thin" },
    emits: [
      {
        role: "access",
        level: "fatal",
        perMin: 3,
        f: () => "panic: runtime error: invalid memory address or nil pointer dereference",
        stack: (r) =>
          goPanic(r, "", [
            [
              "bluewater/dockaccess/internal/grants.(*Resolver).berthFor(0xc0001a2000, 0xc00041e3c0)",
              "/src/internal/grants/resolver.go:88",
            ],
            [
              "bluewater/dockaccess/internal/grants.(*Resolver).Evaluate(0xc0001a2000, {0xc000512a80, 0x8})",
              "/src/internal/grants/resolver.go:41",
            ],
            [
              "main.(*server).handleCheck(0xc000132000, {0x1d2f0e0, 0xc0004f6000}, 0xc000518000)",
              "/src/cmd/dockaccess/http.go:73",
            ],
          ]),
        kind: "panic",
      },
      {
        role: "access",
        level: "info",
        perMin: 3,
        f: (r) => `starting dockaccess version=v2.7.1 commit=${r.hex(7)} go=go1.22.6`,
      },
      {
        role: "gw",
        level: "error",
        perMin: 8,
        f: (r) =>
          `dockaccess check for card failed: ConnectionError(HTTPConnectionPool(host='dockaccess', port=8080): Max retries exceeded with url: /v1/check (Caused by NewConnectionError('Connection refused')))  member=${member(r)}`,
      },
    ],
  },
  {
    estate: "tidewater",
    category: "null_reference",
    origin: "gw",
    hints: ["nullreference", "null", "object reference"],
    sev: "high",
    note: "member-portal throws NullReferenceException building the launch page for members whose boat has no rack slot, the launch page returns 500 for most members.",
    emits: [
      {
        role: "gw",
        level: "error",
        perMin: 12,
        f: () => "An unhandled exception has occurred while executing the request.",
        stack: () =>
          dotnetStack("System.NullReferenceException: Object reference not set to an instance of an object.", [
            "Tidewater.Portal.Launches.LaunchViewModelFactory.Create(Member member, Boat boat) in /src/Portal/Launches/LaunchViewModelFactory.cs:line 31",
            "Tidewater.Portal.Controllers.LaunchController.Index() in /src/Portal/Controllers/LaunchController.cs:line 22",
            "Microsoft.AspNetCore.Mvc.Infrastructure.ActionMethodExecutor.TaskOfIActionResultExecutor.Execute(ActionContext actionContext, IActionResultTypeMapper mapper, ObjectMethodExecutor executor, Object controller, Object[] arguments)",
          ]),
        kind: "System.NullReferenceException",
      },
      {
        role: "gw",
        level: "info",
        perMin: 10,
        f: (r) => `Request finished HTTP/1.1 GET http://member-portal/launches - 500 - null ${ms(r, 10, 60)}.7ms`,
      },
    ],
  },
  // ---------------- configuration
  {
    estate: "harborline",
    category: "configuration",
    origin: "billing",
    hints: ["config", "placeholder", "property", "missing"],
    sev: "high",
    note: "member-billing 3.9.0 is deployed without TAX_SERVICE_URL; Spring cannot resolve the placeholder, the application fails to start in a loop and slipway-api's invoice calls are refused.",
    mute: { role: "billing", how: "silent" },
    down: ["billing"],
    once: [
      {
        role: "billing",
        level: "info",
        at: -8,
        f: () => "Commencing graceful shutdown. Waiting for active requests to complete",
      },
    ],
    emits: [
      {
        role: "billing",
        level: "info",
        perMin: 1.2,
        f: () => "Starting MemberBillingApplication v3.9.0 using Java 21.0.4 with PID 1",
      },
      {
        role: "billing",
        level: "error",
        perMin: 1.2,
        f: () => "Application run failed",
        stack: () =>
          javaStack(
            "org.springframework.beans.factory.BeanCreationException: Error creating bean with name 'taxClient': Injection of autowired dependencies failed",
            [
              "org.springframework.beans.factory.annotation.AutowiredAnnotationBeanPostProcessor.postProcessProperties(AutowiredAnnotationBeanPostProcessor.java:515)",
              "org.springframework.boot.SpringApplication.run(SpringApplication.java:335)",
              "com.harborline.billing.MemberBillingApplication.main(MemberBillingApplication.java:12)",
            ],
            "java.lang.IllegalArgumentException: Could not resolve placeholder 'TAX_SERVICE_URL' in value \"\u0024{TAX_SERVICE_URL}\"",
          ),
        kind: "org.springframework.beans.factory.BeanCreationException",
      },
      {
        role: "gw",
        level: "error",
        perMin: 10,
        f: (r) =>
          `GET /api/v1/me/invoices 503 ${ms(r, 1, 9)}.4 ms - connect ECONNREFUSED 10.44.3.${r.int(10, 60)}:8080 (member-billing)`,
      },
      {
        role: "fuel",
        level: "warn",
        perMin: 3,
        f: (r) => `Member charge for pump ${r.int(1, 6)} deferred: member-billing unreachable`,
      },
    ],
  },
  {
    estate: "stackhaus",
    category: "configuration",
    origin: "launch",
    hints: ["config", "url", "unsupported protocol", "empty"],
    sev: "high",
    note: "launch-queue is redeployed with WEATHER_HOLD_URL missing from its environment; every hold check fails with an empty URL and new launches are rejected.",
    once: [
      { role: "launch", level: "info", at: -20, f: () => "shutting down: signal terminated" },
      {
        role: "launch",
        level: "info",
        at: -14,
        f: () => "starting launch-queue version=v1.31.0 commit=9be01c2 go=go1.22.6",
      },
      {
        role: "launch",
        level: "warn",
        at: -13,
        f: () => "weather-hold client: base url is empty, hold checks will fail",
      },
    ],
    emits: [
      {
        role: "launch",
        level: "error",
        perMin: 12,
        f: (r) =>
          `hold check for boat ${boat(r)} failed: Get "/v1/hold-check?ramp=main": unsupported protocol scheme ""`,
      },
      {
        role: "launch",
        level: "warn",
        perMin: 8,
        f: (r) => `POST /v1/launches 503 ${r.int(1, 5)}ms: cannot verify weather hold`,
      },
      { role: "gw", level: "error", perMin: 9, f: () => "launch-queue POST /v1/launches -> 503 Service Unavailable" },
    ],
  },
  {
    estate: "bluewater",
    category: "configuration",
    origin: "gw",
    hints: ["allowed_hosts", "disallowedhost", "config", "host"],
    sev: "high",
    note: "A haven-web settings change drops the public hostname from ALLOWED_HOSTS; every public request fails with DisallowedHost 400s while internal health checks stay green.",
    once: [
      { role: "gw", level: "info", at: -40, f: () => "Handling signal: hup" },
      { role: "gw", level: "info", at: -39, f: () => "Hang up: Master" },
      { role: "gw", level: "info", at: -38, f: (r) => `Booting worker with pid: ${r.int(100, 200)}` },
    ],
    down: ["resv", "orders", "haul", "parts", "billing", "payments", "access", "power"],
    emits: [
      {
        role: "gw",
        level: "error",
        perMin: 20,
        f: () =>
          "Invalid HTTP_HOST header: 'www.bluewaterhaven.com'. You may need to add 'www.bluewaterhaven.com' to ALLOWED_HOSTS.",
      },
      {
        role: "gw",
        level: "warn",
        perMin: 18,
        f: (r) => `Bad Request: /${r.pick(["berths/", "work-orders/", "account/invoices/", "haulouts/"])}`,
      },
    ],
  },
  {
    estate: "tidewater",
    category: "configuration",
    origin: "weather",
    hints: ["config", "no such file", "stations", "missing"],
    sev: "high",
    note: "wx-ingest is redeployed with its stations ConfigMap mounted at a new path; it starts with an empty station list, publishes no wind data and drystack-launch holds every launch.",
    mute: { role: "weather", how: "silent" },
    once: [
      {
        role: "weather",
        level: "info",
        at: -6,
        f: () => "starting wx-ingest version=v0.14.0 commit=4f2aa7e go=go1.22.6",
      },
      {
        role: "weather",
        level: "error",
        at: -5,
        f: () => "load stations: open /etc/wx-ingest/stations.yaml: no such file or directory",
      },
      { role: "weather", level: "warn", at: -5, f: () => "no stations configured; ingest loop idle" },
    ],
    emits: [
      { role: "weather", level: "warn", perMin: 1, f: () => "ingest tick: 0 stations, 0 observations" },
      {
        role: "launch",
        level: "warn",
        perMin: 12,
        f: (r) => `Launch ${r.int(100000, 999999)} held: no wind observation for ramp in last 10 min (fail-safe)`,
      },
      { role: "gw", level: "warn", perMin: 4, f: (r) => `Launch request for ${boat(r)} accepted but held for weather` },
    ],
  },
  // ---------------- dependency
  {
    estate: "harborline",
    category: "dependency",
    origin: "notify",
    hints: ["503", "unavailable", "twilio", "circuit", "upstream"],
    sev: "medium",
    note: "Twilio's messaging API answers 503 for all SMS; notify-hub's breaker opens and launch-ready and weather texts are queued undelivered.",
    emits: [
      {
        role: "notify",
        level: "error",
        perMin: 10,
        f: (r) =>
          `twilio POST /2010-04-01/Accounts/AC${r.hex(8)}…/Messages.json -> 503 Service Unavailable (code 20503) to ${member(r)}`,
      },
      {
        role: "notify",
        level: "warn",
        perMin: 1,
        f: () => "circuit twilio-sms OPEN after 20 failures in 30s; half-open probe in 30s",
        from: 40,
      },
      {
        role: "notify",
        level: "warn",
        perMin: 6,
        f: (r) => `sms to ${member(r)} short-circuited (twilio-sms open), queued`,
        from: 45,
      },
      { role: "orders", level: "info", perMin: 2, f: (r) => `${wo(r)} ready notice accepted by notify-hub (queued)` },
    ],
  },
  {
    estate: "stackhaus",
    category: "dependency",
    origin: "billing",
    hints: ["redis", "connect", "cannotconnect", "unavailable"],
    sev: "high",
    note: "The Redis that member-accounts uses for sessions and balance locks goes away (connection refused on redis-master); member-accounts fails every request and fuel-pos and the app report 500s from it.",
    mute: { role: "billing", how: "thin" },
    down: ["billing"],
    emits: [
      {
        role: "billing",
        level: "error",
        perMin: 12,
        f: () =>
          "Redis::CannotConnectError (Error connecting to Redis on redis-master.stackhaus.svc:6379 (Errno::ECONNREFUSED)):",
        stack: () =>
          [
            "redis-client (0.22.2) lib/redis_client/ruby_connection.rb:139:in `rescue in connect'",
            "redis (5.2.0) lib/redis/client.rb:96:in `call_v'",
            "app/services/balance_lock.rb:14:in `with_lock'",
            "app/controllers/internal/charges_controller.rb:17:in `create'",
          ].join("\n"),
        kind: "Redis::CannotConnectError",
      },
      {
        role: "fuel",
        level: "error",
        perMin: 7,
        f: (r) =>
          `Posting sale to member account failed: member-accounts responded 500 (InternalServerError) for pump ${r.int(1, 6)}`,
      },
      {
        role: "gw",
        level: "error",
        perMin: 8,
        f: (r) => `GET /api/v1/me/invoices 500 ${ms(r, 20, 90)}.1 ms - member-accounts: 500 Internal Server Error`,
      },
    ],
  },
  {
    estate: "bluewater",
    category: "dependency",
    origin: "payments",
    hints: ["stripe", "api", "500", "upstream", "circuit"],
    sev: "high",
    note: "Stripe's API returns 500 api_error for charges; payments-gw's circuit opens and haven-web and billing-runner fail card payments.",
    down: ["payments"],
    emits: [
      {
        role: "payments",
        level: "error",
        perMin: 10,
        f: (r) => `charge for ${member(r)} failed`,
        stack: (r) =>
          pyStack(
            [
              [
                "/srv/payments_gw/charges.py",
                143,
                "create_intent",
                "intent = stripe.PaymentIntent.create(**params, idempotency_key=key)",
              ],
              [
                "/usr/local/lib/python3.11/site-packages/stripe/_api_requestor.py",
                410,
                "_interpret_response",
                "self.handle_error_response(rbody, rcode, resp.data, rheaders)",
              ],
            ],
            `stripe._error.APIError: Request req_${r.hex(14)}: Sorry, something went wrong on our end. We've been notified of the problem.`,
          ),
        kind: "APIError",
      },
      {
        role: "payments",
        level: "warn",
        perMin: 1,
        f: () => "circuit 'stripe' state CLOSED -> OPEN (failure rate 87% over last 40 calls)",
        from: 50,
      },
      { role: "payments", level: "warn", perMin: 6, f: () => "rejecting charge: circuit 'stripe' is OPEN", from: 55 },
      { role: "gw", level: "error", perMin: 7, f: (r) => `payments-gw /v1/intents returned 503 for ${member(r)}` },
      {
        role: "billing",
        level: "warn",
        perMin: 5,
        f: (r) => `autopay INV-${r.int(700000, 799999)} deferred: payments unavailable`,
      },
    ],
  },
  {
    estate: "tidewater",
    category: "dependency",
    origin: "launch",
    hints: ["rabbitmq", "broker", "unreachable", "amqp"],
    sev: "high",
    note: "The RabbitMQ broker that drystack-launch publishes lift jobs to becomes unreachable; launches are accepted but never reach the lifts and the portal shows them stuck.",
    emits: [
      {
        role: "launch",
        level: "error",
        perMin: 8,
        f: (r) => `Failed to publish LiftJob for ${boat(r)}`,
        stack: () =>
          dotnetStack(
            "RabbitMQ.Client.Exceptions.BrokerUnreachableException: None of the specified endpoints were reachable\n ---> System.AggregateException: One or more errors occurred. (Connection failed)",
            [
              "RabbitMQ.Client.ConnectionFactory.CreateConnection(IEndpointResolver endpointResolver, String clientProvidedName)",
              "Tidewater.DryStack.Messaging.LiftJobPublisher.EnsureChannel() in /src/DryStack/Messaging/LiftJobPublisher.cs:line 41",
            ],
          ),
        kind: "RabbitMQ.Client.Exceptions.BrokerUnreachableException",
      },
      { role: "launch", level: "warn", perMin: 4, f: (r) => `Outbox has ${r.int(5, 200)} unpublished lift jobs` },
      {
        role: "forklift",
        level: "info",
        perMin: 2,
        f: () => "job queue idle: no lift jobs received in last 60s",
        from: 60,
      },
      {
        role: "gw",
        level: "warn",
        perMin: 5,
        f: (r) => `Launch ${r.int(100000, 999999)} still in state Accepted after ${r.int(15, 40)} minutes`,
      },
    ],
  },
];
