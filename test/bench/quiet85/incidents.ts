// The eight real failures of quiet85, one per category, each on one estate and written the way the software
// involved logs it. `run` writes from t0 (true start at the origin) and takes over the flows that touch it.
import { accessLine, trucks } from "./baseline.js";
import { dotnetStack, javaStack, nodeStack, pyStack, rubyStack } from "./stacks.js";
import type { Ctx } from "./stream.js";

export interface IncidentKind {
  key: string;
  estate: string;
  originRole: "grade" | "telemetry" | "plant" | "assay" | "tpms" | "cmms" | "dispatch" | "payload";
  category: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  /** unrelated service deployed near t0 */
  bystander: "portal" | "fms" | "mesh" | "grade" | "cmms" | "plant";
  run: (c: Ctx, t0: number) => void;
}

const S = 1000;
const MIN = 60 * S;

export const INCIDENTS: readonly IncidentKind[] = [
  {
    key: "grade-db-slots",
    estate: "karrawong",
    originRole: "grade",
    category: "database",
    hints: ["connection", "database", "postgres", "slots", "psycopg2", "operationalerror", "sql"],
    severity: "high",
    note: "ore-grade's Postgres runs out of connection slots; grade lookups fail and dispatch-optimizer retries loudly",
    bystander: "cmms",
    run: (c, t0) => {
      const g = c.svc("grade");
      const pgErr =
        'sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at "kw-grade-db.ot.internal" (10.42.9.14), port 5432 failed: FATAL:  remaining connection slots are reserved for non-replication superuser connections';
      const tb = () =>
        pyStack(
          [
            ["/app/grade/api/destination.py", 41, "get_destination", "block = repo.block_for_face(face_id)"],
            ["/app/grade/repo.py", 112, "block_for_face", "with self.engine.connect() as conn:"],
            [
              "/usr/local/lib/python3.11/site-packages/sqlalchemy/engine/base.py",
              3268,
              "connect",
              "return self._connection_cls(self)",
            ],
            [
              "/usr/local/lib/python3.11/site-packages/psycopg2/__init__.py",
              122,
              "connect",
              "conn = _connect(dsn, connection_factory=connection_factory, **kwasync)",
            ],
          ],
          pgErr,
        );
      let n = 0;
      c.hooks.set("dispatch.grade", (t, id) => {
        if (t < t0) return false;
        n++;
        c.emit(t + 4, g, "ERROR", "Exception in ASGI application", {
          stack: n % 3 === 1 ? tb() : [pgErr.split(": (")[0] + ": " + pgErr.split("failed: ")[1]],
          trace: id,
        });
        c.emit(t + 6, g, "INFO", accessLine(c, "python", "GET", "/v1/destination", 500, 6), { trace: id });
        for (let a = 1; a <= 3; a++) {
          c.emit(
            t + a * 220,
            c.svc("dispatch"),
            "WARN",
            `GET http://ore-grade:8000/v1/destination -> 500 Internal Server Error, retry ${a}/3 in ${200 * a}ms`,
            { trace: id },
          );
          c.emit(t + a * 220 + 8, g, "INFO", accessLine(c, "python", "GET", "/v1/destination", 500, 4), { trace: id });
        }
        c.emit(
          t + 900,
          c.svc("dispatch"),
          "ERROR",
          `destination lookup failed after 3 retries (ore-grade 500); routing load to ROM-2 stockpile by default`,
          { trace: id },
        );
        return true;
      });
      c.hooks.set("portal.grade", (t, id) => {
        if (t < t0) return false;
        c.emit(t + 3, g, "ERROR", `pool checkout failed: ${pgErr.slice(pgErr.indexOf("FATAL"))}`, { trace: id });
        c.emit(t + 9, c.svc("portal"), "ERROR", accessLine(c, "node", "GET", "/api/grade/blocks", 502, 9), {
          trace: id,
        });
        c.emit(t + 10, c.svc("portal"), "ERROR", "upstream ore-grade responded 500 for GET /api/grade/blocks", {
          trace: id,
        });
        return true;
      });
      c.hooks.set("assay.poll", (t) => {
        if (t < t0) return false;
        c.emit(t, g, "ERROR", `LIMS import job failed: ${pgErr.slice(0, 120)}...`);
        return true;
      });
    },
  },
  {
    key: "telemetry-no-route",
    estate: "karrawong",
    originRole: "telemetry",
    category: "network",
    hints: ["route", "network", "dial", "connection", "unreachable", "mqtt", "reset"],
    severity: "high",
    note: "haul-telemetry loses its path to the MQTT broker (no route to host); fms-core sees stale positions and safe-stops trucks",
    bystander: "portal",
    run: (c, t0) => {
      const s = c.svc("telemetry");
      c.emit(
        t0,
        s,
        "ERROR",
        `mqtt: connection lost: read tcp 10.42.6.${c.rng.int(11, 40)}:48122->10.42.8.21:8883: read: connection reset by peer`,
      );
      c.every(t0 + 1500, c.end, 4 * S, (t, i) =>
        c.emit(
          t,
          s,
          i % 4 === 3 ? "WARN" : "ERROR",
          i % 2 === 0
            ? "mqtt: reconnect failed: dial tcp 10.42.8.21:8883: connect: no route to host"
            : `mqtt: reconnect failed: dial tcp 10.42.8.21:8883: i/o timeout (attempt ${i + 1}, next in 4s)`,
        ),
      );
      c.hooks.set("telemetry.ingest", (t) => {
        if (t < t0) return false;
        c.emit(t, s, "WARN", "ingested 0 position reports from 0 trucks (broker disconnected)");
        return true;
      });
      c.every(t0 + 30 * S, c.end, 10 * S, (t) =>
        c.emit(
          t,
          c.svc("fms"),
          "ERROR",
          `position feed stale: ${c.rng.int(26, 34)} trucks without update for > 30000ms (source haul-telemetry)`,
        ),
      );
      c.every(t0 + 35 * S, c.end, 7 * S, (t) =>
        c.emit(t, c.svc("fms"), "WARN", `${c.rng.pick(trucks(c))}: position timeout, truck entering safe stop`),
      );
      c.hooks.set("dispatch.cycle", (t) => {
        if (t < t0 + 30 * S) return false;
        c.emit(
          t,
          c.svc("dispatch"),
          "ERROR",
          "optimizer cycle skipped: no fresh positions (oldest 94s), keeping previous plan",
        );
        return true;
      });
      c.hooks.set("fms.state", (t) => t > t0 + 40 * S && c.rng.chance(0.85));
    },
  },
  {
    key: "conveyor-buffer-full",
    estate: "tallis",
    originRole: "plant",
    category: "disk",
    hints: ["space", "disk", "device", "volume", "ioexception", "full"],
    severity: "high",
    note: "conveyor-bridge's store-and-forward volume fills; it drops plant samples at WARN and goes unready while grade-control loses tonnage",
    bystander: "portal",
    run: (c, t0) => {
      const s = c.svc("plant");
      c.emit(t0 - 3 * MIN, s, "WARN", "store-and-forward volume /data/sf 91% used, upstream historian ack lag 38 min");
      c.emit(t0 - 60 * S, s, "WARN", "store-and-forward volume /data/sf 97% used");
      let i = 0;
      c.hooks.set("plant.sample", (t) => {
        if (t < t0) return false;
        i++;
        c.emit(
          t,
          s,
          "WARN",
          `failed to persist ${c.rng.int(40, 60)} samples for CV-0${c.rng.int(1, 3)}, dropping batch`,
          {
            stack:
              i % 4 === 1
                ? dotnetStack(
                    `System.IO.IOException: No space left on device : '/data/sf/cv0${c.rng.int(1, 3)}/seg-${c.rng.int(88000, 89999)}.bin'`,
                    [
                      "System.IO.RandomAccess.WriteAtOffset(SafeFileHandle handle, ReadOnlySpan`1 buffer, Int64 fileOffset)",
                      "System.IO.Strategies.OSFileStreamStrategy.Write(ReadOnlySpan`1 buffer)",
                      "Tallis.ConveyorBridge.StoreForward.SegmentWriter.AppendAsync(SampleBatch batch) in /src/ConveyorBridge/StoreForward/SegmentWriter.cs:line 77",
                      "Tallis.ConveyorBridge.Pipeline.FlushLoop(CancellationToken ct) in /src/ConveyorBridge/Pipeline.cs:line 143",
                    ],
                  )
                : undefined,
          },
        );
        return true;
      });
      c.every(t0 + 10 * S, c.end, 15 * S, (t) =>
        c.emit(t, s, "WARN", accessLine(c, "dotnet", "GET", "/health/ready", 503, 2) + " (Unhealthy: storage)"),
      );
      c.every(t0 + 60 * S, c.end, 20 * S, (t) =>
        c.emit(
          t,
          c.svc("grade"),
          "ERROR",
          `tonnage reconciliation paused: no CV-02 belt data from conveyor-bridge for ${Math.round((t - t0) / 1000)}s`,
        ),
      );
      c.every(t0 + 90 * S, c.end, 25 * S, (t) =>
        c.emit(
          t,
          c.svc("portal"),
          "ERROR",
          accessLine(c, "node", "GET", "/api/plant/throughput", 504, 5000) + " upstream conveyor-bridge",
        ),
      );
    },
  },
  {
    key: "lims-vendor-503",
    estate: "tallis",
    originRole: "assay",
    category: "dependency",
    hints: ["503", "unavailable", "lims", "upstream", "circuit", "vendor", "http"],
    severity: "medium",
    note: "the cloud LIMS behind lims-sync answers 503; lims-sync opens its circuit breaker and grade-control cannot get assays",
    bystander: "cmms",
    run: (c, t0) => {
      const s = c.svc("assay");
      const since = new Date(t0 - 3_600_000).toISOString().slice(0, 16).replace(":", "%3A");
      const url = `https://tallis.labcloud-lims.com/api/v2/batches?status=released&since=${since}Z`;
      c.every(c.start, c.end, 8 * S, (t) => {
        const block = `${c.rng.int(1300, 1420)}-ore-${String(c.rng.int(1, 40)).padStart(2, "0")}`;
        if (t < t0) {
          c.emit(
            t,
            s,
            "INFO",
            `10.40.3.${c.rng.int(2, 99)}:${c.rng.int(30000, 60000)} - "GET /samples?block=${block} HTTP/1.1" 200`,
          );
          c.emit(t + 30, c.svc("grade"), "INFO", `assays for ${block}: ${c.rng.int(3, 20)} samples (lims-sync)`);
          return;
        }
        const open = t > t0 + 50 * S;
        c.emit(
          t,
          s,
          open ? "WARN" : "ERROR",
          open
            ? "circuit 'labcloud' OPEN, failing fast (next probe in 30s)"
            : `upstream GET ${url} failed: 503 Service Unavailable`,
        );
        c.emit(
          t + 4,
          s,
          "INFO",
          `10.40.3.${c.rng.int(2, 99)}:${c.rng.int(30000, 60000)} - "GET /samples?block=${block} HTTP/1.1" 502`,
        );
        c.emit(
          t + 40,
          c.svc("grade"),
          "ERROR",
          `assay lookup for ${block} failed: lims-sync returned 502 Bad Gateway; block stays PENDING`,
        );
        c.emit(t + 45, c.svc("grade"), "WARN", `retrying assay lookup for ${block} in 5s`);
      });
      c.hooks.set("assay.poll", (t) => {
        if (t < t0) return false;
        c.emit(t, s, "ERROR", "LIMS poll failed", {
          stack: pyStack(
            [
              ["/app/lims_sync/poller.py", 63, "poll_released", "resp.raise_for_status()"],
              [
                "/usr/local/lib/python3.11/site-packages/requests/models.py",
                1021,
                "raise_for_status",
                "raise HTTPError(http_error_msg, response=self)",
              ],
            ],
            `requests.exceptions.HTTPError: 503 Server Error: Service Unavailable for url: ${url}`,
          ),
        });
        return true;
      });
      c.emit(
        t0 + 50 * S,
        s,
        "ERROR",
        "circuit 'labcloud' OPEN after 5 consecutive failures (last: 503 Service Unavailable)",
      );
      c.every(t0 + 80 * S, c.end, 30 * S, (t) =>
        c.emit(
          t,
          s,
          "WARN",
          "circuit 'labcloud' HALF_OPEN probe failed: 503 Service Unavailable (Retry-After: 120), back to OPEN",
        ),
      );
    },
  },
  {
    key: "tpms-heap-oom",
    estate: "ngarla",
    originRole: "tpms",
    category: "memory",
    hints: ["heap", "memory", "oom", "allocation"],
    severity: "high",
    note: "tpms-relay leaks memory, dies with a JavaScript heap OOM and crash-loops; haulage-control and mine-portal report it unreachable",
    bystander: "grade",
    run: (c, t0) => {
      const s = c.svc("tpms");
      const down: [number, number][] = [];
      let t = t0;
      for (let k = 0; t < c.end; k++) {
        const crash = t + (k === 0 ? 100 : c.rng.int(70, 110)) * S;
        c.every(t + 10 * S, crash - 5 * S, 20 * S, (g) =>
          c.emit(
            g,
            s,
            "WARN",
            `[1:0x6a31f00] ${Math.round((g - c.start) / 10)} ms: Mark-Compact ${c.rng.int(1960, 2030)}.4 (${c.rng.int(2060, 2080)}.1) -> ${c.rng.int(1950, 2020)}.9 (2075.6) MB, ${c.rng.int(1400, 2200)}.57 / 0.00 ms  (average mu = 0.1${c.rng.int(0, 9)}, current mu = 0.0${c.rng.int(1, 9)}) allocation failure; scavenge might not succeed`,
            { keep: true },
          ),
        );
        c.emit(
          crash,
          s,
          "FATAL",
          "FATAL ERROR: Ineffective mark-compacts near heap limit Allocation failed - JavaScript heap out of memory",
          {
            keep: true,
            stack: [
              " 1: 0xb8d0a3 node::Abort() [node]",
              " 2: 0xa96834  [node]",
              " 3: 0xd687f0 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, bool) [node]",
              " 4: 0xd68b97 v8::internal::V8::FatalProcessOutOfMemory(v8::internal::Isolate*, char const*, bool) [node]",
              " 5: 0xf46185  [node]",
              " 6: 0xf58668 v8::internal::Heap::CollectGarbage(v8::internal::AllocationSpace, v8::internal::GarbageCollectionReason, v8::GCCallbackFlags) [node]",
            ],
          },
        );
        const back = crash + c.rng.int(20, 45) * S;
        c.silence(s, crash, back);
        down.push([crash, back]);
        c.emit(back, s, "INFO", "tpms-relay listening on :7070 (node v20.11.1, --max-old-space-size=2048)", {
          keep: true,
        });
        t = back;
      }
      const isDown = (x: number) => down.some(([a, b]) => x >= a && x < b);
      c.every(t0 + 40 * S, c.end, 4 * S, (t1) => {
        const id = c.tid();
        if (isDown(t1))
          c.emit(
            t1,
            c.svc("fms"),
            "ERROR",
            "tyre/payload feed: dial tcp 10.60.3.17:7070: connect: connection refused (tpms-relay)",
            { trace: id },
          );
        else if (c.rng.chance(0.5))
          c.emit(
            t1,
            c.svc("fms"),
            "WARN",
            `tyre/payload feed: Get "http://tpms-relay:7070/frames": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`,
            { trace: id },
          );
      });
      c.hooks.set("payload.cycle", (t1, id) => {
        if (t1 < t0 + 100 * S) return false;
        c.emit(
          t1,
          c.svc("fms"),
          "WARN",
          `payload confirmation for ${c.rng.pick(trucks(c))} not received from tpms-relay within 5s, cycle recorded without payload`,
          { trace: id },
        );
        return true;
      });
      c.hooks.set("portal.fleet", (t1, id) => {
        if (t1 < t0 + 100 * S || !c.rng.chance(0.5)) return false;
        c.emit(
          t1 + 3,
          c.svc("portal"),
          "ERROR",
          "GET /api/tyres/live failed: FetchError: request to http://tpms-relay:7070/live failed, reason: socket hang up",
          {
            trace: id,
            stack: nodeStack("FetchError: request to http://tpms-relay:7070/live failed, reason: socket hang up", [
              "ClientRequest.<anonymous> (/app/node_modules/node-fetch/lib/index.js:1505:11)",
              "ClientRequest.emit (node:events:517:28)",
              "Socket.socketOnEnd (node:_http_client:525:9)",
            ]),
          },
        );
        return true;
      });
    },
  },
  {
    key: "cmms-sap-password",
    estate: "ngarla",
    originRole: "cmms",
    category: "authentication",
    hints: ["401", "unauthorized", "password", "logon", "credential", "authentication"],
    severity: "medium",
    note: "cmms-bridge's SAP service user password expires; every SAP call gets 401 and tpms-relay retries its tyre work orders",
    bystander: "plant",
    run: (c, t0) => {
      const s = c.svc("cmms");
      const err =
        "Faraday::UnauthorizedError: the server responded with status 401 (SAP gateway: 'Password logon no longer possible - password of user SVC_CMMS_NG expired')";
      c.every(t0, c.end, 6 * S, (t, i) => {
        const id = c.tid();
        c.emit(t, s, "ERROR", `POST /sap/opu/odata/sap/API_MAINTNOTIFICATION/MaintenanceNotification failed`, {
          trace: id,
          stack:
            i % 3 === 0
              ? rubyStack(err, [
                  "/usr/local/bundle/gems/faraday-2.9.0/lib/faraday/response/raise_error.rb:30:in `on_complete'",
                  "/usr/local/bundle/gems/faraday-2.9.0/lib/faraday/middleware.rb:18:in `block in call'",
                  "/app/app/services/sap/notification_client.rb:44:in `create'",
                  "/app/app/jobs/tyre_alert_job.rb:19:in `perform'",
                ])
              : undefined,
        });
        c.emit(t + 20, s, "INFO", accessLine(c, "ruby", "POST", "/api/workorders", 502, 312), { trace: id });
        for (let a = 1; a <= 2; a++)
          c.emit(
            t + 400 * a,
            c.svc("tpms"),
            "WARN",
            `POST http://cmms-bridge/api/workorders -> 502 Bad Gateway (tyre alert ${c.rng.pick(trucks(c))} pos ${c.rng.int(1, 6)}), retry ${a}/5, outbox depth ${40 + i * 2 + a}`,
            { trace: id },
          );
      });
      c.hooks.set("portal.workorders", (t, id) => {
        if (t < t0) return false;
        c.emit(t + 250, s, "ERROR", "SAP GET MaintenanceOrder failed: 401 Unauthorized", { trace: id });
        c.emit(t + 260, s, "INFO", accessLine(c, "ruby", "GET", "/api/workorders", 502, 255), { trace: id });
        c.emit(t + 270, c.svc("portal"), "ERROR", accessLine(c, "node", "GET", "/api/maintenance/open", 502, 270), {
          trace: id,
        });
        return true;
      });
      c.hooks.set("cmms.sync", (t) => {
        if (t < t0) return false;
        c.emit(t, s, "ERROR", `SAP PM sync aborted: ${err}`);
        return true;
      });
    },
  },
  {
    key: "dispatch-route-profile",
    estate: "redbank",
    originRole: "dispatch",
    category: "configuration",
    hints: ["config", "property", "profile", "illegalstate", "missing", "setting"],
    severity: "high",
    note: "dispatch-engine restarts with a new release whose config lacks the haul-route profile for RB-SOUTH; every assignment fails",
    bystander: "mesh",
    run: (c, t0) => {
      const s = c.svc("dispatch");
      c.emit(t0 - 9 * S, s, "INFO", "Received SIGTERM, shutting down gracefully (timeout 30s)", { keep: true });
      c.silence(s, t0 - 8 * S, t0 - 4 * S - 1);
      c.emit(t0 - 4 * S, s, "INFO", "Starting DispatchEngineApplication v3.18.0 using Java 21.0.2 with PID 1");
      c.emit(t0 - 3 * S, s, "INFO", 'The following 2 profiles are active: "prod", "rb-south"');
      c.emit(
        t0 - 1 * S,
        s,
        "WARN",
        "No haul route profile bound for pit RB-SOUTH under 'dispatch.routes.profiles'; using empty route graph",
      );
      c.emit(t0, s, "INFO", "Started DispatchEngineApplication in 5.112 seconds (process running for 5.6)");
      let k = 0;
      const fail = (t: number, id: string | undefined) => {
        k++;
        c.emit(t, s, "ERROR", `assignment failed for ${c.rng.pick(trucks(c))}`, {
          trace: id,
          stack:
            k % 3 === 1
              ? javaStack(
                  "java.lang.IllegalStateException: No route profile configured for pit 'RB-SOUTH' (dispatch.routes.profiles.RB-SOUTH)",
                  [
                    "com.redbank.dispatch.routing.RouteGraphProvider.graphFor(RouteGraphProvider.java:88)",
                    "com.redbank.dispatch.assign.AssignmentService.assign(AssignmentService.java:142)",
                    "com.redbank.dispatch.assign.AssignmentScheduler.tick(AssignmentScheduler.java:57)",
                    "org.springframework.scheduling.support.ScheduledMethodRunnable.run(ScheduledMethodRunnable.java:84)",
                  ],
                )
              : undefined,
        });
      };
      c.hooks.set("dispatch.assign", (t, id) => {
        if (t < t0) return false;
        fail(t, id);
        c.emit(
          t + 300,
          c.svc("fms"),
          "WARN",
          `${c.rng.pick(trucks(c))} no assignment from dispatch-engine for ${c.rng.int(60, 300)}s, holding at ${c.rng.pick(["DUMP-N", "CR-1", "WASTE-S"])}`,
          { trace: id },
        );
        return true;
      });
      c.hooks.set("dispatch.cycle", (t) => {
        if (t < t0) return false;
        c.emit(t, s, "ERROR", "optimizer cycle aborted: route graph for RB-SOUTH is empty");
        return true;
      });
      c.every(t0 + 20 * S, c.end, 12 * S, (t) => {
        const id = c.tid();
        c.emit(t, s, "ERROR", "GET /api/v1/queue -> 500 (IllegalStateException)", { trace: id });
        c.emit(
          t + 15,
          c.svc("portal"),
          "ERROR",
          "Upstream dispatch-engine returned 500 Internal Server Error for GET /api/v1/queue",
          { trace: id },
        );
      });
    },
  },
  {
    key: "payload-nonetype",
    estate: "redbank",
    originRole: "payload",
    category: "null_reference",
    hints: ["nonetype", "attributeerror", "none", "null", "attribute"],
    severity: "medium",
    note: "three newly commissioned trucks have no rated payload in tyre-payload-svc, which crashes on each of their cycles; ahs-supervisor holds them at the loader",
    bystander: "grade",
    run: (c, t0) => {
      const s = c.svc("payload");
      const fresh = ["RB-301", "RB-303", "RB-305"];
      c.emit(
        t0 - 2 * S,
        s,
        "INFO",
        "fleet registry refreshed: 37 trucks (3 added: RB-301, RB-303, RB-305 class 930E-5)",
      );
      c.every(t0, c.end, 9 * S, (t, i) => {
        const truck = c.rng.pick(fresh);
        const id = c.tid();
        c.emit(t, s, "ERROR", `error handling load event for ${truck}`, {
          trace: id,
          stack:
            i % 2 === 0
              ? pyStack(
                  [
                    ["/app/tyre_payload/consumers/base.py", 52, "run", "self.handle(msg.value())"],
                    ["/app/tyre_payload/consumers/load_events.py", 41, "handle", "self.on_load_complete(event)"],
                    [
                      "/app/tyre_payload/consumers/load_events.py",
                      74,
                      "on_load_complete",
                      "pct = payload_t / truck.model.rated_payload_t * 100",
                    ],
                  ],
                  "AttributeError: 'NoneType' object has no attribute 'rated_payload_t'",
                )
              : ["AttributeError: 'NoneType' object has no attribute 'rated_payload_t'"],
        });
        c.emit(
          t + 5 * S,
          c.svc("fms"),
          "WARN",
          `${truck} payload confirmation missing (tyre-payload-svc), holding at loader ${c.rng.pick(c.estate.shovels)}`,
          { trace: id },
        );
        if (i % 4 === 0)
          c.emit(t + 6 * S, c.svc("dispatch"), "WARN", `${truck} stuck at loader > 4 min, excluded from plan`);
      });
    },
  },
];
