// Timeout, rate-limiting, validation and null-reference incidents.
import { rollout, type Spec } from "./build.js";
import { each, every, min } from "./help.js";
import { dotnet, elixirExit, goPanic, java, node, py, ruby } from "./traces.js";

export const FLOW: Spec[] = [
  {
    cat: "timeout",
    estate: "ehr",
    origin: "fhir-gateway",
    uses: ["ehr-portal", "pas", "pacs-indexer-worker"],
    hints: ["lock", "timeout", "wait"],
    sev: "high",
    note: "A bulk re-index job in fhir-gateway holds row locks on the resource table; interactive writes wait and hit the lock wait timeout.",
    run(c) {
      const o = "fhir-gateway";
      c.emit(c.onset - 20000, o, "info", "c.s.fhir.jobs.ReindexJob - reindex started for Observation (batch=5000)");
      each(c, 4, (t, id) => {
        c.emit(
          t,
          o,
          "error",
          "o.h.e.j.s.SqlExceptionHelper - Lock wait timeout exceeded; try restarting transaction",
          c.r.chance(0.5)
            ? java(
                "org.springframework.dao.CannotAcquireLockException: could not execute statement [Lock wait timeout exceeded; try restarting transaction]",
                [
                  "org.springframework.orm.jpa.vendor.HibernateJpaDialect.convertHibernateAccessException(HibernateJpaDialect.java:287)",
                  "ca.uhn.fhir.jpa.dao.BaseHapiFhirResourceDao.update(BaseHapiFhirResourceDao.java:1803)",
                ],
                [
                  [
                    "java.sql.SQLTransientException: Lock wait timeout exceeded; try restarting transaction",
                    ["com.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:111)"],
                  ],
                ],
              )
            : undefined,
          id,
        );
        c.emit(
          t + 50000,
          "ehr-portal",
          "error",
          "POST /api/orders 504 - 50021 ms - upstream fhir-gateway timed out",
          undefined,
          id,
        );
      });
    },
  },
  {
    cat: "timeout",
    estate: "game",
    origin: "matchmaker",
    uses: ["lobby-svc", "edge-gw", "session-broker"],
    hints: ["deadline", "timeout", "timed out"],
    sev: "high",
    note: "A weekend event triples ranked queue size and matchmaker's pool solve no longer finishes inside its deadline; requests time out and lobby calls to matchmaker exit on timeout.",
    run(c) {
      const o = "matchmaker";
      every(c, 10, (t) =>
        c.emit(
          t,
          o,
          "warn",
          `pool solve exceeded budget\tqueue=ranked-eu tickets=${c.r.int(14000, 22000)} took=${c.r.int(5200, 9000)}ms budget=5000ms`,
        ),
      );
      each(c, 4, (t, id) => {
        c.emit(
          t,
          o,
          "error",
          `queue request failed\tticket=${c.r.hex(8)} error="context deadline exceeded"`,
          undefined,
          id,
        );
        c.emit(
          t + 5000,
          "lobby-svc",
          "error",
          "[error] start-match failed",
          elixirExit("GenServer.call(Lobby.MatchClient, {:enqueue, ...}, 5000)", "time out", [
            "(elixir 1.16.2) lib/gen_server.ex:1114: GenServer.call/3",
          ]),
          id,
        );
      });
    },
  },
  {
    cat: "timeout",
    estate: "port",
    origin: "berth-planner",
    uses: ["tos", "portcall-notify"],
    hints: ["timeout", "statement", "canceled", "cancel"],
    sev: "medium",
    note: "A mega-vessel call makes berth-planner's window query scan far more rows; Postgres cancels it at the statement timeout and plan refreshes fail.",
    run(c) {
      const o = "berth-planner";
      each(c, 10, (t, id) => {
        c.emit(
          t,
          o,
          "error",
          "Internal Server Error: /api/berths/plan/",
          py(
            [
              [
                "/usr/local/lib/python3.11/site-packages/django/core/handlers/exception.py",
                55,
                "inner",
                "response = get_response(request)",
              ],
              [
                "/app/planner/views.py",
                143,
                "plan",
                "windows = list(BerthWindow.objects.for_vessel(vessel).select_related('crane_plan'))",
              ],
              [
                "/usr/local/lib/python3.11/site-packages/django/db/backends/utils.py",
                89,
                "_execute",
                "return self.cursor.execute(sql, params)",
              ],
            ],
            ["django.db.utils.OperationalError: canceling statement due to statement timeout"],
          ),
          id,
        );
        c.emit(t + 10, o, "warn", `"POST /api/berths/plan/ HTTP/1.1" 500 145`, undefined, id);
      });
      every(
        c,
        60,
        (t) =>
          c.emit(
            t,
            "tos",
            "warn",
            "c.h.tos.vessel.VisitService - berth plan refresh from berth-planner failed (HTTP 500), keeping previous plan",
          ),
        c.onset + min,
      );
    },
  },
  {
    cat: "timeout",
    estate: "ehr",
    origin: "consent-registry",
    uses: ["rx-orders-svc", "ehr-portal"],
    hints: ["timeout", "time out", "exit", "genserver"],
    sev: "high",
    note: "consent-registry's cache GenServer is blocked by a slow full refresh; every consent lookup exits on the 5 s call timeout and order verification in rx-orders-svc stalls.",
    run(c) {
      const o = "consent-registry";
      c.emit(c.onset - 1000, o, "info", "ConsentRegistry.Cache full refresh started (2,314,880 rows)");
      each(c, 4, (t, id) => {
        c.emit(
          t,
          o,
          "error",
          "[error] GenServer #PID<0.4512.0> terminating",
          elixirExit(
            `GenServer.call(ConsentRegistry.Cache, {:lookup, "MRN${c.r.int(1000000, 9999999)}", :treatment}, 5000)`,
            "time out",
            [
              "(elixir 1.16.2) lib/gen_server.ex:1114: GenServer.call/3",
              "(consent_registry 1.9.3) lib/consent_registry/check.ex:31: ConsentRegistry.Check.run/2",
              "(consent_registry 1.9.3) lib/consent_registry_web/controllers/check_controller.ex:12: ConsentRegistryWeb.CheckController.show/2",
            ],
          ),
          id,
        );
        c.emit(
          t + 5100,
          "rx-orders-svc",
          "warn",
          "Rx.Orders.Consent.ConsentClient[0] Consent check timed out after 5s, order held for manual review",
          undefined,
          id,
        );
      });
    },
  },
  {
    cat: "rate_limiting",
    estate: "port",
    origin: "vgm-weigh",
    uses: ["gate-ops-api", "tos"],
    hints: ["429", "rate", "too many", "throttl", "limit"],
    sev: "medium",
    note: "The weighbridge vendor's cloud API starts throttling vgm-weigh (429 with Retry-After); VGM submissions queue up and gate-in is delayed. The vendor does not log here, vgm-weigh is the origin.",
    run(c) {
      const o = "vgm-weigh";
      each(c, 3, (t, id) => {
        c.emit(
          t,
          o,
          "warn",
          `WeighbridgeClient: 429 Too Many Requests from api.weighcloud.example (Retry-After: ${c.r.int(10, 60)}), x-ratelimit-remaining=0`,
          undefined,
          id,
        );
        if (c.r.chance(0.5))
          c.emit(
            t + 30,
            o,
            "error",
            "[ActiveJob] [VgmSubmitJob] Error performing VgmSubmitJob",
            ruby([
              "Faraday::TooManyRequestsError: the server responded with status 429",
              "/usr/local/bundle/gems/faraday-2.9.0/lib/faraday/response/raise_error.rb:35:in `on_complete'",
              "/app/app/clients/weighbridge_client.rb:28:in `submit_vgm'",
              "/app/app/jobs/vgm_submit_job.rb:12:in `perform'",
            ]),
            id,
          );
        if (c.r.chance(0.4))
          c.emit(
            t + 80,
            "gate-ops-api",
            "warn",
            `gate transaction waiting for VGM confirmation from vgm-weigh (${c.r.int(30, 400)}s)`,
            undefined,
            id,
          );
      });
    },
  },
  {
    cat: "rate_limiting",
    estate: "ehr",
    origin: "pacs-indexer-worker",
    uses: ["fhir-gateway"],
    hints: ["quota", "429", "rate", "exhausted", "resource_exhausted"],
    sev: "medium",
    note: "A backfill doubles pacs-indexer-worker's calls to the cloud Healthcare API and the project quota is exhausted; DICOM metadata requests get 429 RESOURCE_EXHAUSTED. The cloud API does not log here.",
    run(c) {
      const o = "pacs-indexer-worker";
      c.emit(c.onset - 40000, o, "info", "pacs.backfill: started backfill of 48211 studies (concurrency=32)");
      each(c, 2.5, (t, id) => {
        c.emit(
          t,
          o,
          "error",
          `Task pacs.tasks.index_study[${c.r.uuid()}] raised unexpected: HttpError 429 when requesting https://healthcare.googleapis.com/v1/projects/stm-imaging/locations/europe-west2/datasets/pacs/dicomStores/main/dicomWeb/studies/1.2.840.${c.r.int(10000, 99999)}/metadata returned "Quota exceeded for quota metric 'Number of DICOMweb read requests' and limit 'per minute per project'". Details: "[{'@type': 'type.googleapis.com/google.rpc.ErrorInfo', 'reason': 'RATE_LIMIT_EXCEEDED'}]" (RESOURCE_EXHAUSTED)`,
          undefined,
          id,
        );
        if (c.r.chance(0.3))
          c.emit(t + 100, o, "warn", `Task pacs.tasks.index_study retry: Retry in ${c.r.int(5, 60)}s`);
      });
    },
  },
  {
    cat: "rate_limiting",
    estate: "game",
    origin: "telemetry-sink",
    uses: ["anticheat-ingest", "edge-gw"],
    hints: ["throughput", "rate", "exceeded", "throttl", "provisioned"],
    sev: "medium",
    note: "A client patch doubles telemetry volume and telemetry-sink's Kinesis stream shards throttle PutRecords; batches are retried and eventually dropped.",
    run(c) {
      const o = "telemetry-sink";
      each(c, 2, (t, id) => {
        c.emit(
          t,
          o,
          "warn",
          `PutRecords partially failed\tstream=client-telemetry failed=${c.r.int(50, 480)} of=500 error="ProvisionedThroughputExceededException: Rate exceeded for shard shardId-00000000000${c.r.int(0, 7)} in stream client-telemetry under account 902114455310."`,
          undefined,
          id,
        );
      });
      each(c, 12, (t) =>
        c.emit(
          t,
          o,
          "warn",
          `dropping batch after 5 retries\trecords=${c.r.int(100, 500)} error="ThrottlingException: Rate exceeded"`,
        ),
      );
      every(
        c,
        60,
        (t) =>
          c.emit(t, "anticheat-ingest", "warn", `sink backpressure: forward queue at ${c.r.int(70, 99)}% capacity`),
        c.onset + min,
      );
    },
  },
  {
    cat: "rate_limiting",
    estate: "ehr",
    origin: "patient-notify-worker",
    uses: ["scheduling", "ehr-portal"],
    hints: ["429", "too many", "rate", "limit"],
    sev: "medium",
    note: "A reminder batch bursts past the SMS provider's account rate limit; the provider answers 429 (code 20429) and patient-notify-worker fails most sends. The provider does not log here.",
    run(c) {
      const o = "patient-notify-worker";
      each(c, 2, (t, id) => {
        c.emit(
          t,
          o,
          "error",
          "sms send failed",
          node("RestException [Error]: Too Many Requests", [
            "success (/app/node_modules/twilio/lib/base/Version.js:79:23)",
            "process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
            "async sendReminder (/app/src/channels/sms.js:44:5)",
          ]).concat(["  status: 429,", "  code: 20429,", "  moreInfo: 'https://www.twilio.com/docs/errors/20429'"]),
          id,
        );
      });
      every(
        c,
        45,
        (t) =>
          c.emit(
            t,
            "scheduling",
            "warn",
            `[ActiveJob] [ReminderBatchJob] ${c.r.int(100, 900)} reminders not confirmed by patient-notify-worker`,
          ),
        c.onset + min,
      );
    },
  },
  {
    cat: "validation",
    estate: "port",
    origin: "edi-ingest-worker",
    uses: ["tos", "berth-planner"],
    hints: ["validation", "invalid", "schema", "check digit"],
    sev: "medium",
    note: "A partner shipping line sends a BAPLIE bay plan batch with malformed container numbers and weights; edi-ingest-worker rejects the entries and the stowage plan in tos stays incomplete.",
    run(c) {
      const o = "edi-ingest-worker";
      c.emit(c.onset, o, "info", "edi.poll: sftp://partners/hapag/in -> 14 new files (BAPLIE 2.2)");
      each(c, 3, (t, id) => {
        const n = c.r.int(2, 9);
        c.emit(
          t,
          o,
          "error",
          `Task edi.tasks.parse_baplie[${c.r.uuid()}] raised unexpected: ValidationError(model='BayPlanEntry', errors=${n})`,
          py(
            [
              [
                "/usr/local/lib/python3.11/site-packages/celery/app/trace.py",
                477,
                "trace_task",
                "R = retval = fun(*args, **kwargs)",
              ],
              [
                "/app/edi/baplie.py",
                96,
                "parse_baplie",
                "entries = [BayPlanEntry.model_validate(seg) for seg in segments]",
              ],
            ],
            [
              `pydantic_core._pydantic_core.ValidationError: ${n} validation errors for BayPlanEntry`,
              "container_no",
              `  Value error, invalid ISO 6346 check digit in 'HLXU${c.r.int(100000, 999999)}A' [type=value_error, input_value='HLXU${c.r.int(100000, 999999)}A', input_type=str]`,
              "vgm_kg",
              "  Input should be a valid number, unable to parse string as a number [type=float_parsing, input_value='31,450', input_type=str]",
            ],
          ),
          id,
        );
      });
      every(
        c,
        90,
        (t) =>
          c.emit(
            t,
            "tos",
            "warn",
            `c.h.tos.vessel.StowageService - bay plan for HAPAG visit incomplete: ${c.r.int(200, 900)} slots without unit`,
          ),
        c.onset + min,
      );
    },
  },
  {
    cat: "validation",
    estate: "ehr",
    origin: "lis",
    uses: ["hl7-mllp-bridge", "fhir-gateway"],
    hints: ["invalid", "parse", "validation", "hl7", "segment"],
    sev: "medium",
    note: "An outreach lab partner starts sending ORU batches with impossible birth dates and unknown units; lis rejects the results and the bridge returns AE acks.",
    run(c) {
      const o = "lis";
      each(c, 3, (t, id) => {
        c.emit(
          t,
          o,
          "error",
          c.r.chance(0.6)
            ? `result rejected\tsender=OUTREACH-LAB control_id=${c.r.int(10000000, 99999999)} error="hl7: invalid field PID-7: parsing time \\"19850231\\": day out of range"`
            : `result rejected\tsender=OUTREACH-LAB control_id=${c.r.int(10000000, 99999999)} error="validation: OBX-6 unit \\"mmol/LL\\" not in UCUM table"`,
          undefined,
          id,
        );
        c.emit(
          t + 20,
          "hl7-mllp-bridge",
          "warn",
          'ack sent\ttype=ORU^R01 code=AE text="rejected by LIS"',
          undefined,
          id,
        );
      });
    },
  },
  {
    cat: "validation",
    estate: "game",
    origin: "inventory-api",
    uses: ["store-checkout", "edge-gw"],
    hints: ["json", "validation", "convert", "invalid", "deserializ"],
    sev: "medium",
    note: "A partner storefront drops a catalog file with prices as strings; inventory-api cannot deserialize it and SKU imports fail, so new bundles cannot be granted.",
    run(c) {
      const o = "inventory-api";
      each(c, 4, (t, id) => {
        c.emit(
          t,
          o,
          "error",
          "Skyforge.Inventory.Catalog.ImportWorker[0] Catalog import failed for partner feed 'nebula-store'",
          dotnet(
            `System.Text.Json.JsonException: The JSON value could not be converted to System.Int32. Path: $.items[${c.r.int(1, 900)}].price_cents | LineNumber: 0 | BytePositionInLine: ${c.r.int(1000, 90000)}.`,
            [
              "System.Text.Json.ThrowHelper.ReThrowWithPath(ReadStack& state, Utf8JsonReader& reader, Exception ex)",
              "Skyforge.Inventory.Catalog.ImportWorker.ExecuteAsync(CancellationToken stoppingToken) in /src/Inventory/Catalog/ImportWorker.cs:line 52",
            ],
            [
              "System.InvalidOperationException: Cannot get the value of a token type 'String' as a number.",
              ["System.Text.Json.Utf8JsonReader.TryGetInt32(Int32& value)"],
            ],
          ),
          id,
        );
        if (c.r.chance(0.4))
          c.emit(
            t + 60,
            "store-checkout",
            "warn",
            `sku lookup miss for bundle_${c.r.hex(4)} (catalog not imported), returning 409`,
            undefined,
            id,
          );
      });
    },
  },
  {
    cat: "validation",
    estate: "game",
    origin: "anticheat-ingest",
    uses: ["telemetry-sink"],
    hints: ["invalid", "serde", "deserializ", "validation", "parse"],
    sev: "medium",
    note: "A console platform partner's report batch contains NaN values as strings; anticheat-ingest's deserializer rejects every batch from that platform.",
    run(c) {
      const o = "anticheat-ingest";
      each(c, 3, (t, id) => {
        c.emit(
          t,
          o,
          "error",
          `batch rejected platform=psn error=invalid type: string "NaN", expected f64 at line 1 column ${c.r.int(100, 9000)} (serde_json::Error)`,
          undefined,
          id,
        );
      });
    },
  },
  {
    cat: "null_reference",
    estate: "port",
    origin: "tos",
    uses: ["gate-ops-api", "crane-telemetry", "billing-ledger"],
    hints: ["null", "nullpointer"],
    sev: "high",
    note: "A schema migration made vessel_visit.vessel_id nullable for barge calls; tos dereferences the missing vessel and every move for those visits throws NullPointerException.",
    run(c) {
      const o = "tos";
      c.emit(
        c.onset - 3 * min,
        o,
        "info",
        'o.f.c.i.c.DbMigrate - Successfully applied 1 migration to schema "tos", now at version v212 (execution time 00:01.204s)',
      );
      each(c, 4, (t, id) => {
        c.emit(
          t,
          o,
          "error",
          "o.a.c.c.C.[.[.[/].[dispatcherServlet] - Servlet.service() for servlet [dispatcherServlet] threw exception",
          java(
            'java.lang.NullPointerException: Cannot invoke "com.harborline.tos.model.Vessel.getImo()" because the return value of "com.harborline.tos.model.VesselVisit.getVessel()" is null',
            [
              "com.harborline.tos.move.MoveService.buildInstruction(MoveService.java:212)",
              "com.harborline.tos.move.MoveService.issue(MoveService.java:149)",
              "com.harborline.tos.web.MoveController.create(MoveController.java:61)",
            ],
          ),
          id,
        );
        if (c.r.chance(0.5))
          c.emit(
            t + 40,
            "crane-telemetry",
            "warn",
            `tos rejected cycle report crane=STS-${c.r.int(1, 12)} status=500`,
            undefined,
            id,
          );
        if (c.r.chance(0.3))
          c.emit(
            t + 60,
            "gate-ops-api",
            "error",
            "request errored POST /v1/gate/transactions 500: tos internal error",
            undefined,
            id,
          );
      });
    },
  },
  {
    cat: "null_reference",
    estate: "ehr",
    origin: "rx-orders-svc",
    uses: ["ehr-portal", "consent-registry"],
    hints: ["null", "nullreference", "object reference"],
    sev: "high",
    note: "After the formulary table gained an optional route column, rx-orders-svc reads a null Route for older drugs and throws NullReferenceException on order verification.",
    run(c) {
      const o = "rx-orders-svc";
      rollout(c, o, c.onset - 5 * min, false, "4.18.0");
      each(c, 5, (t, id) => {
        c.emit(
          t,
          o,
          "error",
          "Microsoft.AspNetCore.Diagnostics.ExceptionHandlerMiddleware[1] An unhandled exception has occurred while executing the request.",
          dotnet("System.NullReferenceException: Object reference not set to an instance of an object.", [
            "Rx.Orders.Domain.DoseCalculator.Normalize(FormularyItem item, Decimal dose) in /src/Rx.Orders.Domain/DoseCalculator.cs:line 37",
            "Rx.Orders.Api.OrdersController.Verify(Guid id) in /src/Rx.Orders.Api/Controllers/OrdersController.cs:line 112",
            "Microsoft.AspNetCore.Mvc.Infrastructure.ActionMethodExecutor.TaskOfIActionResultExecutor.Execute(ActionContext actionContext, IActionResultTypeMapper mapper, ObjectMethodExecutor executor, Object controller, Object[] arguments)",
          ]),
          id,
        );
        c.emit(t + 70, "ehr-portal", "error", `POST /api/orders 500 - ${c.r.int(20, 90)} ms`, undefined, id);
      });
    },
  },
  {
    cat: "null_reference",
    estate: "game",
    origin: "matchmaker",
    uses: ["edge-gw", "lobby-svc", "session-broker"],
    hints: ["nil", "pointer", "null", "dereference", "panic"],
    sev: "high",
    note: "A ticket schema change made the party field optional; matchmaker dereferences a nil party on solo tickets and panics, restarting in a loop.",
    drop: 0.85,
    run(c) {
      const o = "matchmaker";
      every(c, 25, (t) => {
        c.emit(
          t,
          o,
          "fatal",
          "panic: runtime error: invalid memory address or nil pointer dereference",
          goPanic(
            "runtime error: invalid memory address or nil pointer dereference\n[signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x9c41f3]",
            c.r.int(40, 900),
            [
              ["gg.skyforge/matchmaker/internal/pool.(*Ticket).PartySize(...)", "/src/internal/pool/ticket.go:58"],
              [
                "gg.skyforge/matchmaker/internal/pool.(*Solver).bucket(0xc000a1e000, 0xc0041b2d80)",
                "/src/internal/pool/solver.go:133",
              ],
              ["gg.skyforge/matchmaker/internal/pool.(*Solver).Run.func1()", "/src/internal/pool/solver.go:88"],
            ],
          ).slice(1),
        );
        c.emit(t + 3000, o, "info", "server listening\taddr=:8080 version=v5.2.0");
      });
      each(c, 3, (t, id) =>
        c.emit(
          t,
          "edge-gw",
          "warn",
          `"POST /v2/match/queue HTTP/2" 503 UC 212 95 ${c.r.int(1, 30)} - "-" "skyforge-client/3.14" "${c.r.uuid()}" "api.skyforge.gg" "10.42.1.7:8080"`,
          undefined,
          id,
        ),
      );
    },
  },
  {
    cat: "null_reference",
    estate: "port",
    origin: "berth-planner",
    uses: ["tos", "portcall-notify"],
    hints: ["nonetype", "none", "attribute", "null"],
    sev: "medium",
    note: "A schema change made pilot_booking optional on vessel calls; berth-planner's ETA task reads an attribute of None and fails for those calls.",
    run(c) {
      const o = "berth-planner";
      c.emit(c.onset - 2 * min, o, "info", "Applying planner.0087_vesselcall_pilot_booking_nullable... OK");
      each(c, 6, (t, id) => {
        c.emit(
          t,
          o,
          "error",
          `Task planner.tasks.recompute_eta[${c.r.uuid()}] raised unexpected: AttributeError("'NoneType' object has no attribute 'boarding_time'")`,
          py(
            [
              [
                "/usr/local/lib/python3.11/site-packages/celery/app/trace.py",
                477,
                "trace_task",
                "R = retval = fun(*args, **kwargs)",
              ],
              ["/app/planner/tasks.py", 61, "recompute_eta", "eta = call.pilot_booking.boarding_time + PILOT_TO_BERTH"],
            ],
            ["AttributeError: 'NoneType' object has no attribute 'boarding_time'"],
          ),
          id,
        );
      });
      every(
        c,
        120,
        (t) => c.emit(t, "portcall-notify", "warn", "no ETA updates received from berth-planner in 2 minutes"),
        c.onset + 2 * min,
      );
    },
  },
];
