// Incident scenarios, part 2: rate limiting, validation, null reference, configuration (four each, one per estate).
import type { Spec } from "./incidents-a.js";
import { dotnetTrace, goPanic, javaTrace, nodeTrace, pyTrace, rubyTrace } from "./stacks.js";
import { access } from "./traffic.js";

const END = 1e9;

export const PART_B: Spec[] = [
  // ---------------------------------------------------------------- rate limiting
  {
    cat: "rate_limiting",
    estate: "voltaro",
    origin: "wake",
    hints: ["429", "too many", "rate", "throttl", "20429"],
    sev: "medium",
    note: "sms-wakeup's SMS provider account hits its request rate cap (HTTP 429, code 20429); remote-commands retries wake-ups in a loop and commands to sleeping cars expire.",
    run(c) {
      const r = c.rng;
      c.mute("wake", 0, 0.3);
      c.every("wake", 0, END, 16, () => [
        "warn",
        `wake-up SMS to +${r.pick(["49", "31", "46"])}${r.digits(9)} rejected: RestException [Error]: Too Many Requests (status 429, code 20429), retry-after ${r.int(1, 5)}s`,
        c.req(),
      ]);
      c.every("cmd", 10, END, 48, () => [
        "error",
        `wake-up for vin=${c.vin()} failed: sms-wakeup responded 503 Service Unavailable (attempt ${r.int(1, 5)}/5)`,
        c.req(),
      ]);
      c.every("cmd", 60, END, 10, () => [
        "warn",
        `command ${r.pick(["UNLOCK_DOORS", "CLIMATE_START"])} id=${r.hex(8)}-${r.hex(4)} expired: vehicle ${c.vin()} did not ack within 60s`,
      ]);
    },
  },
  {
    cat: "rate_limiting",
    estate: "nordlys",
    origin: "app",
    hints: ["quota", "429", "rate", "exceeded", "throttl"],
    sev: "medium",
    note: "companion-api exceeds its FCM send quota after a marketing push; command result notifications to phones fail with QUOTA_EXCEEDED (429).",
    run(c) {
      const r = c.rng;
      c.at("app", -40, "info", "Campaign push 'winter-tyres-2026' enqueued for 412880 devices");
      c.every("app", 0, END, 20, (i) => [
        i % 5 === 0 ? "error" : "warn",
        i % 5 === 0
          ? dotnetTrace(
              `Push for command result ${r.hex(8)} failed\nFirebaseAdmin.Messaging.FirebaseMessagingException: Quota exceeded for quota metric 'Send requests' and limit 'Send requests per minute per project' of service 'fcm.googleapis.com'`,
              [
                "FirebaseAdmin.Util.ErrorHandlingHttpClient`1.SendAndReadAsync(SendAndReadRequest args, CancellationToken cancellationToken)",
                "FirebaseAdmin.Messaging.FirebaseMessagingClient.SendAsync(Message message, Boolean dryRun, CancellationToken cancellationToken)",
                "Nordlys.Companion.Notifications.PushSender.SendAsync(PushRequest req) in /src/Companion.Notifications/PushSender.cs:line 61",
              ],
            )
          : `FCM send failed: 429 QUOTA_EXCEEDED (MessagingErrorCode.QuotaExceeded), backing off ${r.int(2, 32)}s`,
      ]);
      c.every("app", 60, END, 2, () => ["warn", `push outbox backlog ${r.int(2000, 90000)} messages`]);
    },
  },
  {
    cat: "rate_limiting",
    estate: "kestrel",
    origin: "fleet",
    hints: ["429", "rate limit", "too many", "throttl", "rate"],
    sev: "medium",
    note: "fleet-api exceeds the partner telematics API's rate limit for mixed-brand vans and retries immediately, getting 429s; fleet customers see 503 on those vehicles.",
    run(c) {
      const r = c.rng;
      c.every("fleet", 0, END, 40, (i) => [
        i % 6 === 0 ? "error" : "warn",
        i % 6 === 0
          ? nodeTrace("AxiosError: Request failed with status code 429", [
              "settle (/app/node_modules/axios/dist/node/axios.cjs:2031:12)",
              "IncomingMessage.handleStreamEnd (/app/node_modules/axios/dist/node/axios.cjs:3148:11)",
              "async PartnerClient.position (/app/dist/partners/partner-client.js:58:21)",
            ])
          : `partner api GET /v3/vehicles/${c.vin()}/location -> 429 Too Many Requests (x-ratelimit-remaining: 0, retry-after: 60), retry ${r.int(1, 4)}`,
        c.req(),
      ]);
      c.every("fleet", 20, END, 20, () => [
        "info",
        access("node", "GET", `/fleet/v2/vehicles/${c.vin()}/position`, 503, r.int(300, 2000)),
        c.req(),
      ]);
    },
  },
  {
    cat: "rate_limiting",
    estate: "aurelia",
    origin: "ingest",
    hints: ["throughput", "rate exceeded", "throttl", "provisionedthroughputexceeded"],
    sev: "medium",
    note: "signal-ingest's writes to the Kinesis stream are throttled (ProvisionedThroughputExceededException) after a hot shard; signal batches back up and connect-gw's acks slow down.",
    run(c) {
      const r = c.rng;
      c.every("ingest", 0, END, 20, (i) => [
        i % 4 === 0 ? "error" : "warn",
        i % 4 === 0
          ? pyTrace(
              [
                [
                  "/srv/signal_ingest/sink.py",
                  44,
                  "put",
                  "self.client.put_record(StreamName=self.stream, Data=blob, PartitionKey=vin)",
                ],
                [
                  "/usr/local/lib/python3.10/site-packages/botocore/client.py",
                  1021,
                  "_make_api_call",
                  "raise error_class(parsed_response, operation_name)",
                ],
              ],
              `botocore.errorfactory.ProvisionedThroughputExceededException: An error occurred (ProvisionedThroughputExceededException) when calling the PutRecord operation: Rate exceeded for shard shardId-00000000000${r.int(0, 7)} in stream aurelia-signals-prod under account 521873309114.`,
              `put_record failed for batch ${r.hex(8)}`,
            )
          : `PutRecords: ${r.int(40, 500)}/500 records failed with ProvisionedThroughputExceededException, retrying in ${r.int(50, 800)}ms`,
      ]);
      c.every("gw", 60, END, 4, () => [
        "warn",
        `ingest ack latency p99 ${r.int(4, 20)}s, ${r.int(100, 900)} clients throttled`,
      ]);
    },
  },
  // ---------------------------------------------------------------- validation
  {
    cat: "validation",
    estate: "voltaro",
    origin: "trips",
    hints: ["validation", "pydantic", "invalid", "float_type"],
    sev: "medium",
    note: "trip-history's trip model rejects EV trips whose fuel level is null (pydantic ValidationError), so closed trips for electric cars are dropped.",
    run(c) {
      const r = c.rng;
      c.at("trips", -8, "info", "trip-history 4.18.0 consumer started (model TripSummary v7)");
      c.mute("trips", 0, 0.4);
      c.every("trips", 0, END, 14, () => [
        "error",
        `dropping trip ${r.hex(12)} vin=${c.vin()}\n${pyTrace(
          [
            ["/app/trip_history/consumer.py", 97, "handle", "summary = TripSummary.model_validate(payload)"],
            [
              "/usr/local/lib/python3.11/site-packages/pydantic/main.py",
              596,
              "model_validate",
              "return cls.__pydantic_validator__.validate_python(",
            ],
          ],
          "pydantic_core._pydantic_core.ValidationError: 1 validation error for TripSummary\nfuel_level_end_pct\n  Input should be a valid number [type=float_type, input_value=None, input_type=NoneType]\n    For further information visit https://errors.pydantic.dev/2.9/v/float_type",
        )}`,
      ]);
      c.every("app", 90, END, 6, () => [
        "info",
        access("node", "GET", `/v1/vehicles/${c.vin()}/trips?limit=20`, 200, r.int(30, 90)),
        c.req(),
      ]);
    },
  },
  {
    cat: "validation",
    estate: "nordlys",
    origin: "cmd",
    hints: ["validation", "invalid", "max", "400", "field"],
    sev: "medium",
    note: "command-router's new release validates climate durations against a 30-minute maximum the app never sent before, rejecting most climate commands with 400.",
    run(c) {
      const r = c.rng;
      ["starting command-router version=3.9.0 commit=8c1e2fa go=go1.23.3", "listening on :8080 (grpc :9090)"].forEach(
        (m, i) => {
          c.at("cmd", -20 + i, "info", m);
        },
      );
      c.every("cmd", 0, END, 18, () => [
        "warn",
        `invalid command request vin=${c.vin()}: Key: 'ClimateRequest.DurationMin' Error:Field validation for 'DurationMin' failed on the 'max' tag`,
      ]);
      c.every("cmd", 0, END, 18, () => [
        "info",
        `http: POST /v1/commands/climate status=400 dur=${(r.int(3, 20) / 10).toFixed(1)}ms`,
      ]);
      c.every("app", 5, END, 18, () => [
        "error",
        `Climate start for ${c.vin()} failed: command-router returned 400 Bad Request {"error":"validation failed","field":"durationMin"}`,
      ]);
    },
  },
  {
    cat: "validation",
    estate: "kestrel",
    origin: "charge",
    hints: ["validation", "recordinvalid", "invalid", "currency"],
    sev: "medium",
    note: "billing-cdr rejects every depot-charging CDR with ActiveRecord::RecordInvalid (tariff currency not in the allowed list), so fleet energy billing stops.",
    run(c) {
      const r = c.rng;
      c.every("charge", 0, END, 14, () => [
        "error",
        rubyTrace(
          `CdrImportJob failed for cdr ${r.hex(12)}: ActiveRecord::RecordInvalid: Validation failed: Tariff currency is not included in the list`,
          [
            "/usr/local/bundle/gems/activerecord-7.1.3/lib/active_record/validations.rb:84:in `raise_validation_error'",
            "/usr/local/bundle/gems/activerecord-7.1.3/lib/active_record/validations.rb:55:in `save!'",
            "/app/app/jobs/cdr_import_job.rb:27:in `perform'",
          ],
        ),
      ]);
      c.every("charge", 30, END, 3, () => ["warn", `Sidekiq retry set size ${r.int(200, 3000)} (cdr_import)`]);
      c.every("fleet", 90, END, 3, () => [
        "warn",
        `energy report for fleet F-${r.int(100, 400)} incomplete: ${r.int(3, 80)} sessions without CDR`,
        c.req(),
      ]);
    },
  },
  {
    cat: "validation",
    estate: "aurelia",
    origin: "app",
    hints: ["zod", "validation", "invalid_type", "invalid"],
    sev: "medium",
    note: "owner-app-bff's response schema rejects vehicles without a nickname (ZodError invalid_type), so the garage screen fails with 500 for many owners.",
    run(c) {
      const r = c.rng;
      c.mute("app", 0, 0.5);
      c.every("app", 0, END, 22, () => [
        "error",
        nodeTrace(
          `GET /v1/garage failed: ZodError: [\n  {\n    "code": "invalid_type",\n    "expected": "string",\n    "received": "null",\n    "path": [\n      "vehicles",\n      ${r.int(0, 3)},\n      "nickname"\n    ],\n    "message": "Expected string, received null"\n  }\n]`,
          [
            "get error [as error] (/app/node_modules/zod/lib/types.js:55:31)",
            "ZodObject.parse (/app/node_modules/zod/lib/types.js:131:22)",
            "GarageController.list (/app/dist/garage/garage.controller.js:41:36)",
          ],
        ),
      ]);
      c.every("app", 0, END, 22, () => ["info", access("node", "GET", "/v1/garage", 500, r.int(30, 120))]);
    },
  },
  // ---------------------------------------------------------------- null reference
  {
    cat: "null_reference",
    estate: "voltaro",
    origin: "cmd",
    hints: ["nullpointer", "null", "npe"],
    sev: "high",
    note: "remote-commands throws NullPointerException for vehicles without a stored TCU profile; unlock and climate requests from the app get 500.",
    run(c) {
      const r = c.rng;
      c.mute("cmd", 0, 0.35);
      c.every("cmd", 0, END, 18, () => [
        "error",
        javaTrace(
          `Servlet.service() for servlet [dispatcherServlet] in context with path [] threw exception\njava.lang.NullPointerException: Cannot invoke "com.voltaro.cmd.model.TcuProfile.getWakeChannel()" because "profile" is null`,
          [
            `com.voltaro.cmd.routing.ChannelSelector.select(ChannelSelector.java:${r.int(40, 48)})`,
            "com.voltaro.cmd.service.CommandService.submit(CommandService.java:112)",
            "com.voltaro.cmd.api.CommandController.submit(CommandController.java:58)",
            "java.base/jdk.internal.reflect.DirectMethodHandleAccessor.invoke(DirectMethodHandleAccessor.java:103)",
          ],
        ),
        c.req(),
      ]);
      c.every("app", 5, END, 30, () => [
        "error",
        `POST /v1/vehicles/${c.vin()}/commands/${r.pick(["unlock_doors", "climate_start"])} upstream remote-commands 500 Internal Server Error`,
        c.req(),
      ]);
    },
  },
  {
    cat: "null_reference",
    estate: "nordlys",
    origin: "ingest",
    hints: ["nil pointer", "nil", "panic", "segmentation", "invalid memory address"],
    sev: "high",
    note: "tcu-shadow panics on a nil pointer when a vehicle reports without a location block and keeps restarting; mqtt-bridge cannot forward while it is down.",
    run(c) {
      const r = c.rng;
      c.mute("ingest", 0, 0.1);
      for (let k = 0; k < 40; k++) {
        const off = k * r.int(22, 40);
        c.at(
          "ingest",
          off,
          "fatal",
          goPanic(
            "runtime error: invalid memory address or nil pointer dereference",
            [
              [
                "github.com/nordlys/tcu-shadow/internal/shadow.(*Store).applyLocation(0xc0001a2000, 0xc00b3e6f00)",
                "/src/internal/shadow/location.go:57 +0x32",
              ],
              [
                "github.com/nordlys/tcu-shadow/internal/shadow.(*Store).Apply(0xc0001a2000, {0xc00b3e6f00, 0x11})",
                "/src/internal/shadow/store.go:142 +0x1c5",
              ],
              [
                "github.com/nordlys/tcu-shadow/internal/ingest.(*Handler).handle(0xc000214180, {0x1a3c2e0, 0xc0004f2a50})",
                "/src/internal/ingest/handler.go:88 +0x2b4",
              ],
              [
                "created by github.com/nordlys/tcu-shadow/internal/ingest.(*Server).serve in goroutine 1",
                "/src/internal/ingest/server.go:61 +0x1a5",
              ],
            ],
            r.int(200, 9000),
          ),
        );
        c.at("ingest", off + r.int(4, 9), "info", `tcu-shadow starting version=2.14.1 shards=16`);
        c.at("ingest", off + r.int(10, 14), "info", "loaded 46211 shadows from snapshot, listening :7400");
      }
      c.every("gw", 5, END, 30, () => [
        "error",
        `forward to tcu-shadow:7400 failed: ${r.pick(["Connection refused", "Connection reset by peer", "End of file"])}, ${r.int(10, 500)} msgs queued`,
      ]);
      c.every("app", 30, END, 10, () => [
        "warn",
        `Vehicle ${c.vin()} shadow unavailable (tcu-shadow 503), serving cache`,
      ]);
    },
  },
  {
    cat: "null_reference",
    estate: "kestrel",
    origin: "fleet",
    hints: ["typeerror", "undefined", "cannot read properties", "null"],
    sev: "high",
    note: "fleet-api crashes its mileage report handler with TypeError reading odometerKm of undefined for vehicles without a last position, returning 500 to fleet customers.",
    run(c) {
      const r = c.rng;
      c.every("fleet", 0, END, 24, () => [
        "error",
        nodeTrace("TypeError: Cannot read properties of undefined (reading 'odometerKm')", [
          `MileageService.summarize (/app/dist/reports/mileage.service.js:${r.int(70, 79)}:44)`,
          "Array.map (<anonymous>)",
          "MileageService.forFleet (/app/dist/reports/mileage.service.js:31:29)",
          "async ReportsController.mileage (/app/dist/reports/reports.controller.js:22:20)",
        ]),
        c.req(),
      ]);
      c.every("fleet", 0, END, 24, () => [
        "info",
        access(
          "node",
          "GET",
          `/fleet/v2/fleets/F-${r.int(100, 400)}/reports/mileage?month=2026-11`,
          500,
          r.int(40, 300),
        ),
        c.req(),
      ]);
    },
  },
  {
    cat: "null_reference",
    estate: "aurelia",
    origin: "dealer",
    hints: ["nomethoderror", "nil", "undefined method", "nilclass"],
    sev: "medium",
    note: "diag-portal raises NoMethodError on nil when a vehicle's last diagnostic snapshot is missing; dealer DTC pages fail with 500.",
    run(c) {
      const r = c.rng;
      c.mute("dealer", 0, 0.3);
      c.every("dealer", 0, END, 16, () => {
        const id = r.hex(8);
        return [
          "error",
          rubyTrace(`[${id}] NoMethodError (undefined method \`dtc_codes' for nil):`, [
            `[${id}] app/models/vehicle_snapshot.rb:31:in \`active_dtcs'`,
            `[${id}] app/controllers/dtc_controller.rb:${r.int(10, 19)}:in \`index'`,
            `[${id}] actionpack (7.1.3.4) lib/action_controller/metal/basic_implicit_render.rb:6:in \`send_action'`,
          ]),
        ];
      });
      c.every("dealer", 0, END, 16, () => [
        "info",
        `Completed 500 Internal Server Error in ${r.int(10, 60)}ms (ActiveRecord: ${r.int(2, 20)}.${r.int(0, 9)}ms | Allocations: ${r.int(3000, 9000)})`,
      ]);
    },
  },
  // ---------------------------------------------------------------- configuration
  {
    cat: "configuration",
    estate: "voltaro",
    origin: "ota",
    hints: ["config", "url", "missing", "schema", "setting", "env"],
    sev: "medium",
    note: "ota-campaigns' new release reads the CDN base URL from a renamed setting that is not set, so every package URL is built as 'None/...' and download links fail.",
    run(c) {
      const r = c.rng;
      [
        "Started server process [1]",
        "Waiting for application startup.",
        "settings: OTA_CDN_BASE_URL not set; using None",
        "Application startup complete.",
      ].forEach((m, i) => {
        c.at("ota", -15 + i, i === 2 ? "warn" : "info", m);
      });
      c.mute("ota", 0, 0.3);
      c.every("ota", 0, END, 14, () => [
        "error",
        `building download ticket for ${c.vin()} failed\n${pyTrace(
          [
            [
              "/app/ota_campaigns/tickets.py",
              52,
              "issue",
              'resp = session.head(f"{settings.cdn_base_url}/fw/{pkg.path}")',
            ],
            ["/usr/local/lib/python3.12/site-packages/requests/models.py", 439, "prepare_url", "raise MissingSchema("],
          ],
          `requests.exceptions.MissingSchema: Invalid URL 'None/fw/ivi/9.${r.int(1, 4)}.${r.int(0, 9)}/pkg.swu': No scheme supplied. Perhaps you meant https://None/fw/ivi/9.2.0/pkg.swu?`,
        )}`,
        c.req(),
      ]);
      c.every("app", 30, END, 8, () => [
        "warn",
        `software update for ${c.vin()}: ota-campaigns returned 500, hiding update card`,
        c.req(),
      ]);
    },
  },
  {
    cat: "configuration",
    estate: "nordlys",
    origin: "signer",
    hints: ["key", "config", "not found", "keyring", "kid"],
    sev: "high",
    note: "manifest-signer's config change points SIGNER_KEY_ID at a key that is not in its keyring; manifests cannot be signed and fota-orchestrator's waves stop.",
    run(c) {
      const r = c.rng;
      c.at("signer", -12, "info", "config reloaded: SIGNER_KEY_ID=ota-2027-q1 (was ota-2026-q4), SIGNER_ALG=ES384");
      c.mute("signer", 0, 0);
      c.every("signer", 0, END, 10, () => [
        "error",
        `sign manifest FOTA-2611-${r.int(100, 140)}/${r.hex(8)}: key "ota-2027-q1" not found in keyring /etc/signer/keys (3 keys loaded: ota-2026-q2, ota-2026-q3, ota-2026-q4)`,
      ]);
      c.every("ota", 5, END, 22, () => [
        "error",
        javaTrace(
          `Manifest signing failed for campaign FOTA-2611-${r.int(100, 140)}`,
          [
            "org.springframework.web.reactive.function.client.WebClientResponseException.create(WebClientResponseException.java:334)",
            "com.nordlys.fota.signing.SignerClient.sign(SignerClient.java:73)",
            "com.nordlys.fota.rollout.WaveRunner.prepare(WaveRunner.java:140)",
          ],
          "org.springframework.web.reactive.function.client.WebClientResponseException$InternalServerError: 500 Internal Server Error from POST http://manifest-signer:8080/v1/sign",
        ),
      ]);
    },
  },
  {
    cat: "configuration",
    estate: "kestrel",
    origin: "wake",
    hints: ["config", "env", "smpp", "not set", "localhost"],
    sev: "high",
    note: "sms-relay's new deployment lacks the SMPP_HOST variable and falls back to localhost, so every wake-up SMS fails with ECONNREFUSED 127.0.0.1:2775 and command-svc cannot wake vans.",
    run(c) {
      const r = c.rng;
      [
        "sms-relay@5.2.0 starting (node v20.18.1, NODE_ENV=production)",
        "SMPP_HOST is not set, using localhost:2775",
        "Server listening at http://0.0.0.0:3000",
      ].forEach((m, i) => {
        c.at("wake", -10 + i, i === 1 ? "warn" : "info", m);
      });
      c.mute("wake", -10, 0);
      c.every("wake", 0, END, 10, () => [
        "error",
        nodeTrace("smpp bind failed: Error: connect ECONNREFUSED 127.0.0.1:2775", [
          "TCPConnectWrap.afterConnect [as oncomplete] (node:net:1610:16)",
        ]),
      ]);
      c.every("wake", 5, END, 14, () => [
        "error",
        `submit wake-up for +${r.pick(["44", "49"])}${r.digits(9)} failed: no SMPP session bound`,
        c.req(),
      ]);
      c.every("cmd", 10, END, 24, () => [
        "warn",
        `wake vin=${c.vin()} via sms-relay failed (502), will retry in ${r.int(5, 30)}s`,
        c.req(),
      ]);
    },
  },
  {
    cat: "configuration",
    estate: "aurelia",
    origin: "wake",
    hints: ["config", "routing", "carrier", "mcc", "route"],
    sev: "high",
    note: "tcu-wake's reloaded routing table has no carrier entry for German SIMs (MCC 262), so wake-ups for most cars are refused and remote-ctl commands fail.",
    run(c) {
      const r = c.rng;
      c.at("wake", -6, "info", "config reloaded /etc/tcu-wake/routes.yaml: 11 carriers, 14 MCC routes (was 15)");
      c.every("wake", 0, END, 18, () => [
        "error",
        `wake iccid=8949${r.digits(15)}: no carrier route for MCC 262 MNC ${r.pick(["01", "02", "03"])} (routes.yaml)`,
      ]);
      c.every("cmd", 5, END, 20, () => [
        "warn",
        `Command ${r.pick(["Unlock", "ClimateStart", "Locate"])} for ${c.vin()} failed: wake-up rejected by tcu-wake (FailedPrecondition: no route)`,
      ]);
      c.every("app", 10, END, 14, () => [
        "info",
        access("node", "POST", `/v1/vehicles/${c.vin()}/commands`, 502, r.int(40, 200)),
      ]);
    },
  },
];
