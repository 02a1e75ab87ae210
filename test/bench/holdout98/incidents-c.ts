// Incident scenarios, part 3: dependency, memory, disk, unknown (four each, one per estate).
import type { Spec } from "./incidents-a.js";
import { javaTrace, pyTrace, rubyTrace } from "./stacks.js";
import { access } from "./traffic.js";

const END = 1e9;

export const PART_C: Spec[] = [
  // ---------------------------------------------------------------- dependency
  {
    cat: "dependency",
    estate: "voltaro",
    origin: "charge",
    hints: ["503", "psp", "payment", "unavailable", "circuit", "redlight"],
    sev: "high",
    note: "The payment provider answers charge-sessions' authorisations with 503 and its circuit breaker opens; plug-and-charge sessions cannot start and app-backend reports failures.",
    run(c) {
      const r = c.rng;
      c.mute("charge", 0, 0.3);
      c.every("charge", 0, 60, 16, () => [
        "error",
        `PSP pre-authorisation for session ${r.hex(12)} failed: 503 Service Unavailable from checkout.psp-live.example (${r.int(900, 4000)}ms)`,
        c.req(),
      ]);
      c.every("charge", 60, END, 20, () => [
        "error",
        rubyTrace("Stoplight::Error::RedLight: psp-checkout", [
          "/usr/local/bundle/gems/stoplight-4.1.0/lib/stoplight/strategy/red.rb:12:in `execute'",
          "/app/app/services/psp/preauth.rb:19:in `call'",
          "/app/app/controllers/sessions_controller.rb:33:in `create'",
        ]),
        c.req(),
      ]);
      c.at(
        "charge",
        58,
        "warn",
        "Switching psp-checkout from green to red because Faraday::ServerError the server responded with status 503",
      );
      c.every("app", 10, END, 26, () => [
        "error",
        `POST /v1/charging/sessions failed: charge-sessions responded 502 (payment authorisation unavailable) vin=${c.vin()}`,
        c.req(),
      ]);
    },
  },
  {
    cat: "dependency",
    estate: "nordlys",
    origin: "wake",
    hints: ["smpp", "esme_rsyserr", "system error", "carrier", "smsc"],
    sev: "high",
    note: "The carrier's SMSC answers wakeup-sms's submit_sm with ESME_RSYSERR and then refuses binds; no wake-up SMS leaves and commands to sleeping cars expire.",
    run(c) {
      const r = c.rng;
      c.mute("wake", 0, 0.05);
      c.every("wake", 0, END, 16, (i) => [
        "error",
        i % 4 === 3
          ? pyTrace(
              [
                [
                  "/app/wakeup_sms/smpp.py",
                  118,
                  "submit",
                  "pdu = self.client.send_message(source_addr='NORDLYS', destination_addr=msisdn, short_message=payload)",
                ],
                [
                  "/usr/local/lib/python3.11/site-packages/smpplib/client.py",
                  373,
                  "read_once",
                  "raise exceptions.PDUError(f'({pdu.status}) {pdu.command}: {consts.DESCRIPTIONS.get(pdu.status, \"Unknown status\")}', int(pdu.status))",
                ],
              ],
              "smpplib.exceptions.PDUError: (8) submit_sm_resp: System Error",
              `submit_sm failed for +46${r.digits(9)}`,
            )
          : `submit_sm to +46${r.digits(9)} failed: submit_sm_resp command_status=0x00000008 (ESME_RSYSERR) smsc=smsc2.carrier.example`,
      ]);
      c.every("wake", 90, END, 2, () => [
        "error",
        "bind_transceiver to smsc2.carrier.example:2775 failed: command_status=0x0000000D (ESME_RBINDFAIL), retry in 10s",
      ]);
      c.every("cmd", 30, END, 20, () => [
        "warn",
        `command ${r.pick(["UNLOCK_DOORS", "CLIMATE_START", "HORN_AND_LIGHTS"])} vin=${c.vin()} expired after 60s: vehicle asleep, wake-up not confirmed`,
      ]);
    },
  },
  {
    cat: "dependency",
    estate: "kestrel",
    origin: "cmd",
    hints: ["503", "circuit", "unavailable", "connectivity", "circuitbreakererror"],
    sev: "high",
    note: "The mobile operator's connectivity API returns 503 to command-svc's SIM-state checks and its circuit breaker opens; remote commands for vans fail fast.",
    run(c) {
      const r = c.rng;
      c.mute("cmd", 0, 0.3);
      c.every("cmd", 0, 45, 18, () => [
        "error",
        `sim state for iccid 8944${r.digits(15)}: 503 Service Unavailable from https://api.iot-connect.example/v2/sims (upstream connect error or disconnect/reset before headers)`,
        c.req(),
      ]);
      c.at("cmd", 45, "warn", "circuit breaker 'iot-connect' state change: closed -> open (fail_max=5)");
      c.every("cmd", 45, END, 24, () => [
        "error",
        pyTrace(
          [
            ["/app/commandsvc/dispatch.py", 71, "dispatch", "state = self.sims.state(iccid)"],
            [
              "/usr/local/lib/python3.12/site-packages/pybreaker.py",
              334,
              "call",
              "return self.state.call(func, *args, **kwargs)",
            ],
            [
              "/usr/local/lib/python3.12/site-packages/pybreaker.py",
              552,
              "before_call",
              "raise CircuitBreakerError(error_msg)",
            ],
          ],
          "pybreaker.CircuitBreakerError: Timeout not elapsed yet, circuit breaker still open",
          `dispatch failed for command ${r.hex(8)}-${r.hex(4)}`,
        ),
        c.req(),
      ]);
      c.every("fleet", 10, END, 20, () => [
        "warn",
        access("node", "POST", `/fleet/v2/vehicles/${c.vin()}/commands/immobilize`, 503, r.int(20, 90)),
        c.req(),
      ]);
    },
  },
  {
    cat: "dependency",
    estate: "aurelia",
    origin: "trips",
    hints: ["502", "bad gateway", "httperror", "vendor", "map"],
    sev: "medium",
    note: "The map-matching vendor answers trip-journal with 502 Bad Gateway; trips are closed without routes and owner-app-bff serves them incomplete.",
    run(c) {
      const r = c.rng;
      c.every("trips", 0, END, 14, (i) => [
        i % 3 === 0 ? "error" : "warn",
        i % 3 === 0
          ? pyTrace(
              [
                ["/srv/trip_journal/matching.py", 39, "match", "resp.raise_for_status()"],
                [
                  "/usr/local/lib/python3.11/site-packages/requests/models.py",
                  1024,
                  "raise_for_status",
                  "raise HTTPError(http_error_msg, response=self)",
                ],
              ],
              "requests.exceptions.HTTPError: 502 Server Error: Bad Gateway for url: https://routematch.mapvendor.example/v8/match?mode=car&points=412",
              `map matching failed for trip ${r.hex(12)}`,
            )
          : `map matching for trip ${r.hex(12)} failed (502 Bad Gateway), retry ${r.int(1, 3)}/3`,
      ]);
      c.every("trips", 60, END, 5, () => [
        "warn",
        `closed trip ${r.hex(12)} without route geometry (matching unavailable)`,
      ]);
      c.every("app", 60, END, 5, () => ["info", `trip ${r.hex(12)} served without polyline`]);
    },
  },
  // ---------------------------------------------------------------- memory
  {
    cat: "memory",
    estate: "voltaro",
    origin: "ingest",
    hints: ["outofmemory", "heap", "memory", "gc overhead"],
    sev: "high",
    note: "telemetry-ingest's decoder cache grows until the JVM runs out of heap; GC pauses lengthen, then OutOfMemoryError and restarts while vehicle-gateway buffers.",
    run(c) {
      const r = c.rng;
      c.every("ingest", -90, 60, 3, (i) => [
        "warn",
        `GC pause (G1 Evacuation Pause) ${400 + i * r.int(150, 400)}ms, heap ${88 + Math.min(11, i)}% of 4096M after collection`,
      ]);
      c.mute("ingest", 60, 0.2);
      for (let k = 0; k < 6; k++) {
        const off = 60 + k * r.int(70, 110);
        c.at(
          "ingest",
          off,
          "error",
          javaTrace(`Exception in thread "frame-decoder-${r.int(1, 8)}" java.lang.OutOfMemoryError: Java heap space`, [
            "java.base/java.util.Arrays.copyOf(Arrays.java:3541)",
            "java.base/java.util.ArrayList.grow(ArrayList.java:237)",
            "com.voltaro.telemetry.decode.SignalCache.put(SignalCache.java:71)",
            "com.voltaro.telemetry.decode.FrameDecoder.decode(FrameDecoder.java:204)",
          ]),
        );
        c.at("ingest", off + 1, "error", "Terminating due to java.lang.OutOfMemoryError: Java heap space");
        c.at(
          "ingest",
          off + r.int(15, 25),
          "info",
          "Starting TelemetryIngestApplication v3.22.1 using Java 21.0.5 with PID 1",
        );
      }
      c.every("gw", 50, END, 18, () => [
        "warn",
        `telemetry-ingest not accepting frames (${r.pick(["connection refused", "503", "write timeout"])}), spooling ${r.int(100, 4000)} msgs`,
        c.req(),
      ]);
    },
  },
  {
    cat: "memory",
    estate: "nordlys",
    origin: "gw",
    hints: ["bad_alloc", "memory", "alloc", "oom"],
    sev: "high",
    note: "mqtt-bridge's retained-message store grows until allocation fails (std::bad_alloc) and the process aborts and restarts repeatedly; tcu-shadow sees gaps.",
    run(c) {
      const r = c.rng;
      c.every("gw", -120, 0, 2, (i) => [
        "warn",
        `retained store ${2400 + i * 180} MiB (${r.int(1, 3)}.${r.int(0, 9)}M topics), rss ${3000 + i * 200} MiB`,
      ]);
      c.mute("gw", 0, 0.15);
      for (let k = 0; k < 7; k++) {
        const off = k * r.int(50, 90);
        c.at(
          "gw",
          off,
          "fatal",
          "terminate called after throwing an instance of 'std::bad_alloc'\n  what():  std::bad_alloc",
        );
        c.at("gw", off + 6, "info", "mqtt-bridge 4.3.2 starting, config=/etc/mqtt-bridge/bridge.toml");
        c.at("gw", off + 8, "info", `loading retained store: ${r.int(1, 3)}.${r.int(0, 9)}M topics`);
      }
      c.every("ingest", 20, END, 8, () => [
        "warn",
        `upstream mqtt-bridge stream closed (EOF), ${r.int(200, 2000)} vehicles without update`,
      ]);
      c.every("cmd", 20, END, 12, () => [
        "error",
        `publish command ${r.hex(8)} to vehicle ${c.vin()}: mqtt-bridge unavailable: connection refused`,
      ]);
    },
  },
  {
    cat: "memory",
    estate: "kestrel",
    origin: "trips",
    hints: ["memory", "memoryerror", "oom", "sigkill", "rss"],
    sev: "medium",
    note: "trip-builder workers exhaust memory loading very long van trips; MemoryError and SIGKILLed Celery workers stop trip stitching.",
    run(c) {
      const r = c.rng;
      c.every("trips", -30, END, 3, () => [
        "warn",
        `worker ForkPoolWorker-${r.int(1, 8)} rss ${r.int(3400, 3990)}MiB of 4096MiB limit`,
      ]);
      c.mute("trips", 30, 0.3);
      c.every("trips", 0, END, 4, () => [
        "error",
        `Task tripbuilder.tasks.stitch_trip[${r.hex(8)}-${r.hex(4)}] raised unexpected: MemoryError()\n${pyTrace(
          [
            ["/app/tripbuilder/tasks.py", 58, "stitch_trip", "points = np.array(self.load_points(trip_id))"],
            ["/app/tripbuilder/tasks.py", 33, "load_points", "return list(cursor)"],
          ],
          "MemoryError",
        )}`,
      ]);
      c.every("trips", 20, END, 5, () => [
        "error",
        `Process 'ForkPoolWorker-${r.int(1, 8)}' pid:${r.int(30, 900)} exited with 'signal 9 (SIGKILL)'\nbilliard.exceptions.WorkerLostError: Worker exited prematurely: signal 9 (SIGKILL) Job: ${r.int(1000, 9000)}.`,
      ]);
      c.every("fleet", 60, END, 8, () => [
        "warn",
        `trips for ${c.vin()} not available yet (stitching backlog)`,
        c.req(),
      ]);
    },
  },
  {
    cat: "memory",
    estate: "aurelia",
    origin: "app",
    hints: ["heap", "out of memory", "memory", "allocation failed"],
    sev: "high",
    note: "owner-app-bff leaks memory in its vehicle image cache until V8 aborts with 'JavaScript heap out of memory'; the pod restarts repeatedly and the app gets errors.",
    run(c) {
      const r = c.rng;
      for (let k = 0; k < 5; k++) {
        const off = k * r.int(80, 130);
        const pid = r.int(1, 30);
        c.at(
          "app",
          off,
          "error",
          `<--- Last few GCs --->\n\n[${pid}:0x6a3d000] ${r.int(600000, 900000)} ms: Mark-Compact ${r.int(2030, 2047)}.2 (2081.4) -> 2030.9 (2082.6) MB, 1822.51 / 0.00 ms  (average mu = 0.112, current mu = 0.021) allocation failure; scavenge might not succeed\n\n<--- JS stacktrace --->\n\nFATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory\n 1: 0xb9c330 node::Abort() [node]\n 2: 0xaa27ee  [node]\n 3: 0xd73eb0 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]`,
        );
        c.at("app", off + 9, "info", "owner-app-bff@6.4.0 starting (node v20.18.1, NODE_ENV=production)");
        c.at("app", off + 11, "info", "Server listening at http://0.0.0.0:3000");
      }
      c.mute("app", 0, 0.5);
      c.every("app", -60, 0, 2, () => [
        "warn",
        `image cache size ${r.int(1500, 1990)}MB (entries ${r.int(80000, 120000)})`,
      ]);
      c.every("cmd", 20, END, 6, () => [
        "warn",
        `Command callback to owner-app-bff failed: HttpRequestException: Connection refused (owner-app-bff:3000)`,
      ]);
    },
  },
  // ---------------------------------------------------------------- disk
  {
    cat: "disk",
    estate: "voltaro",
    origin: "gw",
    hints: ["space", "disk", "enospc", "no space left"],
    sev: "high",
    note: "vehicle-gateway's spool volume fills up and segment writes fail with 'no space left on device'; it stops accepting QoS1 publishes from cars.",
    run(c) {
      const r = c.rng;
      c.every("gw", -150, 0, 1, (i) => [
        "warn",
        `spool /var/spool/vgw usage ${90 + Math.min(9, i * 2)}% (segments ${r.int(400, 420)})`,
      ]);
      c.every("gw", 0, END, 20, (i) => [
        "error",
        i % 2
          ? `spool: write /var/spool/vgw/segment-000${r.int(412, 430)}.log: no space left on device`
          : `PUBLISH from ${c.vin()} rejected (reason code 0x97 Quota exceeded): spool unavailable`,
      ]);
      c.mute("ingest", 30, 0.4);
      c.every("ingest", 40, END, 3, () => ["warn", `frame rate dropped to ${r.int(5, 30)}% of baseline`]);
    },
  },
  {
    cat: "disk",
    estate: "nordlys",
    origin: "roaming",
    hints: ["read-only", "erofs", "filesystem", "disk"],
    sev: "medium",
    note: "roaming-ocpi's export volume is remounted read-only after an I/O error; CDR export files cannot be written (Errno::EROFS) and roaming billing stalls.",
    run(c) {
      const r = c.rng;
      c.every("roaming", 0, END, 10, () => [
        "error",
        rubyTrace(
          `CdrExportJob failed: Errno::EROFS: Read-only file system @ rb_sysopen - /var/lib/roaming/export/cdr-2026-11-${r.int(10, 20)}-${r.digits(4)}.json`,
          [
            "/app/app/jobs/cdr_export_job.rb:18:in `initialize'",
            "/app/app/jobs/cdr_export_job.rb:18:in `open'",
            "/app/app/jobs/cdr_export_job.rb:18:in `perform'",
          ],
        ),
      ]);
      c.every("roaming", 10, END, 3, () => ["warn", `Sidekiq retry set size ${r.int(200, 2000)} (cdr_export)`]);
    },
  },
  {
    cat: "disk",
    estate: "kestrel",
    origin: "consent",
    hints: ["flood", "disk", "watermark", "read-only", "clusterblock"],
    sev: "medium",
    note: "consent-ledger's audit index hits the Elasticsearch flood-stage watermark and is blocked read-only; consent changes that must be audited fail.",
    run(c) {
      const r = c.rng;
      c.every("consent", 0, END, 14, () => [
        "error",
        javaTrace(
          `audit write failed for consent change ${r.hex(10)}`,
          [
            "org.elasticsearch.client.RestClient.convertResponse(RestClient.java:347)",
            "co.elastic.clients.transport.rest_client.RestClientTransport.performRequest(RestClientTransport.java:146)",
            "com.kestrel.consent.audit.AuditWriter.write(AuditWriter.java:49)",
          ],
          `co.elastic.clients.elasticsearch._types.ElasticsearchException: [es/index] failed: [cluster_block_exception] index [consent-audit-2026.11] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];`,
        ),
        c.req(),
      ]);
      c.every("fleet", 10, END, 10, () => [
        "warn",
        `PUT /fleet/v2/drivers/${r.int(1000, 9999)}/consent -> consent-ledger 500`,
        c.req(),
      ]);
    },
  },
  {
    cat: "disk",
    estate: "aurelia",
    origin: "gw",
    hints: ["space", "disk", "persistence", "no space left", "errno 28"],
    sev: "high",
    note: "connect-gw's persistence volume is full; it cannot save its session database and starts refusing persistent sessions from vehicles.",
    run(c) {
      const r = c.rng;
      c.every("gw", 0, END, 6, () => [
        "error",
        "Error saving in-memory database, unable to open /var/lib/connect-gw/sessions.db.new for writing.",
      ]);
      c.every("gw", 0, END, 6, () => ["error", "Error: No space left on device."]);
      c.every("gw", 20, END, 12, () => [
        "warn",
        `Client ${c.vin()} connection refused: server unavailable (persistence error)`,
      ]);
      c.mute("ingest", 40, 0.4);
      c.every("cmd", 40, END, 6, () => [
        "warn",
        `Vehicle ${c.vin()} offline at connect-gw, queuing command ${r.hex(8)}`,
      ]);
    },
  },
  // ---------------------------------------------------------------- unknown
  {
    cat: "unknown",
    estate: "voltaro",
    origin: "charge",
    hints: ["exited", "crash", "unexpected", "unknown", "502"],
    sev: "high",
    note: "charge-sessions' Puma workers keep dying and rebooting without any exception logged; app-backend gets 502s for charging endpoints.",
    run(c) {
      const r = c.rng;
      c.mute("charge", 0, 0.15);
      c.every("charge", 0, END, 6, () => {
        const w = r.int(0, 3);
        return ["warn", `[1] ! Worker ${w} (PID: ${r.int(200, 9000)}) exited unexpectedly, restarting`];
      });
      c.every("charge", 5, END, 6, () => [
        "info",
        `[1] - Worker ${r.int(0, 3)} (PID: ${r.int(200, 9000)}) booted in ${(r.int(20, 90) / 10).toFixed(1)}s, phase: 0`,
      ]);
      c.every("app", 5, END, 30, () => [
        "error",
        `${r.pick(["GET /v1/charging/sessions", "POST /v1/charging/sessions", "GET /v1/charging/history"])} failed: charge-sessions responded 502 Bad Gateway${r.chance(0.3) ? " (socket hang up)" : ""}`,
        c.req(),
      ]);
    },
  },
  {
    cat: "unknown",
    estate: "nordlys",
    origin: "cmd",
    hints: ["internal", "500", "unknown", "error"],
    sev: "high",
    note: "command-router answers most requests with 500 and logs only 'internal error' without detail; companion-api's commands fail.",
    run(c) {
      const r = c.rng;
      c.mute("cmd", 0, 0.2);
      c.every("cmd", 0, END, 20, () => [
        "error",
        `request failed path=/v1/commands/${r.pick(["unlock", "lock", "climate", "locate"])} status=500 err="internal error"`,
      ]);
      c.every("app", 5, END, 26, () => [
        "error",
        `Remote command ${r.pick(["Unlock", "Lock", "Climate", "Locate"])} for ${c.vin()} failed: command-router returned 500 Internal Server Error`,
      ]);
    },
  },
  {
    cat: "unknown",
    estate: "kestrel",
    origin: "gw",
    hints: ["stale", "silent", "unknown", "no data", "unresponsive"],
    sev: "high",
    note: "telematics-edge silently stops logging and forwarding; position-store sees no records and fleet-api serves stale positions and failed commands.",
    run(c) {
      const r = c.rng;
      c.mute("gw", 0, 0);
      c.mute("ingest", 0, 0.5);
      c.every("ingest", 60, END, 4, () => [
        "warn",
        `no records on vehicle.positions from producer telematics-edge for ${r.int(60, 600)}s`,
      ]);
      c.every("fleet", 30, END, 18, () => ["warn", `position for ${c.vin()} older than 5 min, flagged stale`, c.req()]);
      c.every("cmd", 30, END, 10, () => [
        "error",
        `publish command to ${c.vin()} via telematics-edge failed: 503 upstream unhealthy`,
        c.req(),
      ]);
      c.every("cmd", 40, END, 4, () => ["error", "readiness of telematics-edge failed: GET :8080/healthz -> 503"]);
    },
  },
  {
    cat: "unknown",
    estate: "aurelia",
    origin: "cmd",
    hints: ["shutting down", "crash", "exit", "unknown", "restart"],
    sev: "high",
    note: "remote-ctl keeps shutting down and restarting without logging an exception; owner-app-bff's command calls fail with 502.",
    run(c) {
      const r = c.rng;
      c.mute("cmd", 0, 0.2);
      for (let k = 0; k < 9; k++) {
        const off = k * r.int(40, 70);
        c.at("cmd", off, "info", "Application is shutting down...");
        c.at("cmd", off + 7, "info", "Now listening on: http://[::]:8080");
        c.at("cmd", off + 7.2, "info", "Application started. Press Ctrl+C to shut down.");
        c.at("cmd", off + 7.3, "info", "Hosting environment: Production");
      }
      c.every("app", 5, END, 24, () => [
        "error",
        `POST /v1/vehicles/${c.vin()}/commands -> remote-ctl ${r.pick(["502 Bad Gateway", "ECONNREFUSED", "socket hang up"])}`,
      ]);
    },
  },
];
