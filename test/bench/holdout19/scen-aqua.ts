// holdout19 incidents in the municipal water-telemetry utility (aqua): 17 postmortem-style failure chains.
import { dotnet, em, fo, java, node, py } from "./dsl.js";
import type { IncidentSpec } from "./types.js";

const wo = (r: { int: (a: number, b: number) => number }) => `WO-${r.int(5000, 9999)}`;

export const AQUA: IncidentSpec[] = [
  {
    estate: "aqua",
    cat: "authentication",
    origin: "meter-ingest",
    hints: ["mqtt", "auth", "credential", "not authorized", "password"],
    sev: "high",
    note: "The MQTT broker's credentials are rotated but meter-ingest's secret is not updated; its reconnects get CONNACK 'not authorized' and telemetry-gw buffers and drops frames loudly.",
    emits: [
      em(
        "meter-ingest",
        "ERROR",
        3,
        () => "mqtt connect to tcp://mq.aquanet.internal:1883 failed: CONNACK rc=5 not authorized (user meter-ingest)",
      ),
      em(
        "telemetry-gw",
        "WARN",
        0.4,
        (r) => `forward to meter-ingest failed, ${r.int(100, 4000)} frames buffered for DC-${r.int(10, 99)}`,
        { from: 5, burst: 2 },
      ),
      em("telemetry-gw", "ERROR", 8, () => "buffer full, dropping oldest frames", { from: 120 }),
    ],
    drop: ["meter-ingest"],
  },
  {
    estate: "aqua",
    cat: "authorization",
    origin: "billing-export",
    hints: ["permission", "denied", "grant", "privilege"],
    sev: "medium",
    note: "A schema re-grant script leaves billing-export's role without SELECT on meter_reads; the billing export fails on each chunk with permission denied.",
    emits: [
      em("billing-export", "ERROR", 3, (r) => `export chunk ${r.int(1, 60)} failed`, {
        stack: java("org.postgresql.util.PSQLException: ERROR: permission denied for table meter_reads", [
          "org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:2713)",
          "org.springframework.jdbc.core.JdbcTemplate.query(JdbcTemplate.java:733)",
          "ie.aquanet.billing.ReadsExporter.exportChunk(ReadsExporter.java:91)",
        ]),
      }),
      em("timescale-primary", "ERROR", 4, () => "permission denied for table meter_reads", { from: 0.1 }),
    ],
  },
  {
    estate: "aqua",
    cat: "authorization",
    origin: "asset-registry",
    hints: ["policy", "forbidden", "denied", "authoriz", "403"],
    sev: "high",
    note: "asset-registry loads a new policy bundle that denies assets:read to service principals; it rejects internal calls and leak-analytics and crew-dispatch log many more 403 failures.",
    once: [
      { svc: "asset-registry", level: "INFO", at: -5, msg: "policy bundle aquanet-authz rev 2026.06.04-2 activated" },
    ],
    emits: [
      em(
        "asset-registry",
        "WARN",
        1.2,
        (r) =>
          `authorization denied: subject=svc:${r.pick(["leak-analytics", "crew-dispatch"])} action=assets:read resource=dma/${r.int(1, 40)} (policy rule default_deny)`,
      ),
      em(
        "leak-analytics",
        "ERROR",
        0.5,
        (r) => `asset lookup for DMA-${r.int(1, 40)} failed: 403 Forbidden from asset-registry`,
        { from: 1 },
      ),
      em("crew-dispatch", "ERROR", 0.6, () => "fail: AssetClient[0] GET /assets/nearby returned 403 (Forbidden)", {
        from: 2,
      }),
    ],
  },
  {
    estate: "aqua",
    cat: "database",
    origin: "historian-writer",
    hints: ["relation", "partition", "database", "sql", "psql"],
    sev: "high",
    note: "The job that pre-creates next month's chunk table was disabled in a migration; at midnight UTC historian-writer's inserts hit a relation that does not exist and reads back up behind it in reads-validator.",
    emits: [
      em("historian-writer", "ERROR", 1.4, () => "flush failed, batch kept in spool", {
        stack: java('org.postgresql.util.PSQLException: ERROR: relation "meter_reads_2026_07" does not exist', [
          "org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:2713)",
          "ie.aquanet.historian.PartitionedWriter.copyBatch(PartitionedWriter.java:142)",
        ]),
      }),
      em("reads-validator", "WARN", 0.6, (r) => `downstream historian-writer backpressure, holding batch ${r.hex(6)}`, {
        from: 10,
        burst: 2,
      }),
    ],
    drop: ["historian-writer"],
  },
  {
    estate: "aqua",
    cat: "network",
    origin: "meter-ingest",
    hints: ["tls", "certificate", "x509", "handshake", "expired"],
    sev: "high",
    note: "meter-ingest's serving certificate expires at midnight because renewal silently failed; TLS handshakes from telemetry-gw fail and the gateway logs many more x509 errors than meter-ingest.",
    emits: [
      em(
        "meter-ingest",
        "WARN",
        2,
        (r) =>
          `http: TLS handshake error from 10.40.3.${r.int(2, 60)}:${r.int(30000, 60000)}: remote error: tls: bad certificate`,
      ),
      em(
        "meter-ingest",
        "ERROR",
        120,
        () => "serving certificate CN=meter-ingest.aquanet.internal expired (notAfter reached), renewal not found",
        { from: 0.5 },
      ),
      em(
        "telemetry-gw",
        "ERROR",
        0.3,
        () =>
          "POST https://meter-ingest.aquanet.internal/v1/frames failed: x509: certificate has expired or is not yet valid",
        { from: 0.4, burst: 2 },
      ),
    ],
    drop: ["meter-ingest"],
  },
  {
    estate: "aqua",
    cat: "timeout",
    origin: "alarm-router",
    hints: ["lease", "timeout", "leader", "election"],
    sev: "high",
    note: "alarm-router's leader election never settles: lease renewals against the API server time out, leadership flips between replicas and alarms are not routed; only warnings at the origin while leak-analytics complains loudly.",
    emits: [
      em(
        "alarm-router",
        "WARN",
        3,
        (r) =>
          `failed to renew lease aquanet/alarm-router-leader: timed out waiting for the condition (holder alarm-router-${r.int(0, 2)})`,
      ),
      em("alarm-router", "WARN", 9, (r) => `leader election: new leader alarm-router-${r.int(0, 2)}, stepping down`, {
        from: 4,
      }),
      em(
        "leak-analytics",
        "ERROR",
        0.5,
        (r) => `alarm BURST dma=${r.int(1, 40)} not acknowledged by alarm-router within 20s, retrying`,
        { from: 10, burst: 2 },
      ),
    ],
  },
  {
    estate: "aqua",
    cat: "timeout",
    origin: "asset-registry",
    hints: ["lock", "timeout", "wait"],
    sev: "high",
    note: "A long-running GIS re-sync holds row locks in asset-registry's MySQL; requests wait and fail with lock wait timeouts, and crew-dispatch and field-app-api echo them as 5xx.",
    once: [{ svc: "asset-registry", level: "INFO", at: -30, msg: "Sidekiq FullGisResyncJob started (jid 8e1c2f0a)" }],
    emits: [
      em(
        "asset-registry",
        "ERROR",
        1.5,
        () =>
          "ActiveRecord::LockWaitTimeout: Mysql2::Error::TimeoutError: Lock wait timeout exceeded; try restarting transaction",
        {
          stack: () => [
            "app/models/asset.rb:88:in `touch_inspection!'",
            "app/controllers/assets_controller.rb:41:in `update'",
            "actionpack (7.1.3) lib/action_controller/metal/basic_implicit_render.rb:6:in `send_action'",
          ],
        },
      ),
      em(
        "crew-dispatch",
        "ERROR",
        0.5,
        (r) => `fail: WorkOrders[0] ${wo(r)} close failed: asset-registry returned 500`,
        { from: 1 },
      ),
      em(
        "field-app-api",
        "ERROR",
        0.5,
        (r) => `PATCH /v1/work-orders/${r.int(5000, 9999)} 502 in ${r.int(50000, 51000)}ms`,
        { from: 2 },
      ),
    ],
  },
  {
    estate: "aqua",
    cat: "rate_limiting",
    origin: "sms-notifier",
    hints: ["429", "rate", "limit", "too many"],
    sev: "medium",
    note: "A district-wide pressure drop triggers thousands of customer notices and the SMS vendor (which does not log here) throttles sms-notifier with 429s; sms-notifier is the origin, alarm-router's queue grows.",
    emits: [
      em(
        "sms-notifier",
        "ERROR",
        0.7,
        () => "send failed: 429 Too Many Requests (vendor error 20429), requeue with backoff",
        {
          echo: [
            fo("alarm-router", "WARN", 60, () => "notification delivery pending on sms-notifier, keeping alarm open"),
          ],
        },
      ),
      em("alarm-router", "WARN", 0.5, (r) => `notice queue depth ${r.int(1000, 30000)}`, { from: 5 }),
    ],
  },
  {
    estate: "aqua",
    cat: "validation",
    origin: "reads-validator",
    hints: ["validation", "unit", "invalid"],
    sev: "medium",
    note: "A meter firmware rollout starts reporting volume in kL; reads-validator rejects whole batches as invalid and billing-export warns that cycle data is missing.",
    emits: [
      em(
        "reads-validator",
        "ERROR",
        1.8,
        (r) =>
          `batch ${r.hex(6)} rejected: ValidationError: field 'unit' value 'kL' not in ['m3','L'] (meter fw 4.2.0, ${r.int(40, 400)} reads)`,
      ),
      em(
        "billing-export",
        "WARN",
        6,
        (r) => `cycle C${r.int(10, 30)}: ${r.int(100, 3000)} accounts without validated reads`,
        { from: 60 },
      ),
    ],
  },
  {
    estate: "aqua",
    cat: "null_reference",
    origin: "crew-dispatch",
    hints: ["nullreference", "null", "object reference"],
    sev: "high",
    note: "crew-dispatch's new shift-roster code assumes every crew has a vehicle; for one without, it throws NullReferenceException on each work-order assignment and field-app-api shows 500s.",
    once: [
      {
        svc: "crew-dispatch",
        level: "INFO",
        at: -70,
        msg: "info: Microsoft.Hosting.Lifetime[0] Application started. Version 6.3.0",
      },
    ],
    emits: [
      em(
        "crew-dispatch",
        "ERROR",
        1.6,
        () =>
          "fail: Microsoft.AspNetCore.Diagnostics.ExceptionHandlerMiddleware[1] An unhandled exception has occurred while executing the request.",
        {
          stack: dotnet("System.NullReferenceException: Object reference not set to an instance of an object.", [
            "Aquanet.Crew.Rostering.AssignmentPlanner.PickVehicle(Crew crew) in /src/Rostering/AssignmentPlanner.cs:line 77",
            "Aquanet.Crew.Api.WorkOrdersController.Assign(Int32 id) in /src/Api/WorkOrdersController.cs:line 52",
          ]),
          echo: [
            fo(
              "field-app-api",
              "ERROR",
              15,
              (r) => `POST /v1/work-orders/${r.int(5000, 9999)}/assign 500 upstream crew-dispatch`,
            ),
          ],
        },
      ),
    ],
  },
  {
    estate: "aqua",
    cat: "null_reference",
    origin: "field-app-api",
    hints: ["typeerror", "undefined", "null"],
    sev: "medium",
    note: "field-app-api crashes on work orders created without a linked meter: reading meterId of undefined throws on each request, while the noisy crew-dispatch errors carry on.",
    emits: [
      em("field-app-api", "ERROR", 1.3, (r) => `GET /v1/work-orders/${r.int(5000, 9999)} 500`, {
        stack: node("TypeError: Cannot read properties of undefined (reading 'meterId')", [
          "toWorkOrderDto (/srv/field-app-api/dist/mappers/workOrder.js:23:34)",
          "Array.map (<anonymous>)",
          "listWorkOrders (/srv/field-app-api/dist/routes/workOrders.js:57:28)",
        ]),
      }),
    ],
  },
  {
    estate: "aqua",
    cat: "configuration",
    origin: "leak-analytics",
    hints: ["config", "env", "setting", "window", "valueerror"],
    sev: "medium",
    note: "A release sets LEAK_WINDOW=15m in leak-analytics' environment where an integer of minutes is expected; the night-flow job crashes on each run and alarm-router stops getting leak alarms.",
    once: [
      {
        svc: "leak-analytics",
        level: "INFO",
        at: -10,
        msg: "leak-analytics 3.1.0 starting with env profile prod-eu (LEAK_WINDOW changed)",
      },
    ],
    emits: [
      em("leak-analytics", "ERROR", 5, () => "night-flow job failed to start", {
        stack: py(
          [["/app/leak/settings.py", 19, "<module>", 'WINDOW_MIN = int(os.environ["LEAK_WINDOW"])']],
          "ValueError: invalid literal for int() with base 10: '15m'",
        ),
      }),
      em("alarm-router", "WARN", 30, () => "no leak scores received from leak-analytics in the last 5 minutes", {
        from: 300,
      }),
    ],
  },
  {
    estate: "aqua",
    cat: "dependency",
    origin: "leak-analytics",
    hints: ["weather", "503", "breaker", "upstream", "unavailable"],
    sev: "medium",
    note: "The weather data vendor leak-analytics calls (it does not log here) is down with 503s; leak-analytics is the origin, opens its breaker and scores with stale rainfall data.",
    emits: [
      em(
        "leak-analytics",
        "ERROR",
        2,
        () => "weather fetch failed: 503 Service Unavailable from api.weather-vendor.example/v3/rainfall",
      ),
      em("leak-analytics", "WARN", 45, () => "circuit weather-api OPEN, using cached rainfall (age > 2h)", {
        from: 10,
      }),
    ],
  },
  {
    estate: "aqua",
    cat: "memory",
    origin: "telemetry-gw",
    hints: ["memory", "oom", "allocation"],
    sev: "high",
    note: "telemetry-gw's new frame decoder leaks buffers; allocations fail, supervisord reports the process killed by the OOM killer and meter-ingest sees gaps.",
    emits: [
      em("telemetry-gw", "ERROR", 15, () => "memory allocation of 4194304 bytes failed"),
      em(
        "telemetry-gw",
        "ERROR",
        15,
        () => "exited: telemetry-gw (terminated by SIGKILL; not expected) - oom-kill in cgroup /telemetry",
        { from: 1 },
      ),
      em("meter-ingest", "WARN", 0.8, (r) => `no frames from DC-${r.int(10, 99)} for ${r.int(60, 600)}s`, { from: 20 }),
    ],
  },
  {
    estate: "aqua",
    cat: "disk",
    origin: "historian-writer",
    hints: ["space", "disk", "device"],
    sev: "high",
    note: "DEBUG logging left on after a support session fills historian-writer's spool volume; spooling fails with no space left and reads-validator backs up.",
    emits: [
      em("historian-writer", "ERROR", 2, () => "spool append failed", {
        stack: java("java.io.IOException: No space left on device", [
          "java.base/java.io.FileOutputStream.writeBytes(Native Method)",
          "ie.aquanet.historian.spool.SegmentFile.append(SegmentFile.java:77)",
        ]),
      }),
      em("reads-validator", "WARN", 0.5, () => "historian-writer rejected batch (507), holding", { from: 4, burst: 2 }),
    ],
    drop: ["historian-writer"],
  },
  {
    estate: "aqua",
    cat: "disk",
    origin: "asset-registry",
    hints: ["read-only", "readonly", "disk", "erofs", "file system"],
    sev: "high",
    note: "The node's disk throws I/O errors and the kernel remounts asset-registry's volume read-only; uploads and tmp writes fail with EROFS and crew-dispatch reports the 500s.",
    emits: [
      em(
        "asset-registry",
        "ERROR",
        1.5,
        () => "Errno::EROFS: Read-only file system @ rb_sysopen - /var/app/tmp/uploads/inspection.jpg",
      ),
      em("crew-dispatch", "ERROR", 0.5, (r) => `fail: Photos[0] upload for ${wo(r)} failed: asset-registry 500`, {
        from: 2,
        burst: 2,
      }),
    ],
  },
  {
    estate: "aqua",
    cat: "unknown",
    origin: "reads-validator",
    hints: ["fail", "error", "unknown"],
    sev: "medium",
    note: "reads-validator starts failing batches with a bare 'batch failed' and no reason; meter-ingest backlog warnings are the loudest symptom.",
    emits: [
      em("reads-validator", "ERROR", 2, (r) => `batch ${r.hex(6)} failed`),
      em("meter-ingest", "WARN", 0.5, (r) => `validator queue backlog ${r.int(1000, 90000)} reads`, {
        from: 5,
        burst: 2,
      }),
    ],
    drop: ["reads-validator"],
  },
];
