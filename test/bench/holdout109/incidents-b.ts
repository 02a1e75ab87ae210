// Broken windows, part 2: null_reference, configuration, dependency, memory, disk, unknown.
import { bodyId, mkVin, type Role } from "./estates.js";
import { loop, type Spec, say, st } from "./incidents-a.js";
import { add, ex, S, trace } from "./stream.js";

export const PART_B: Spec[] = [
  // ---------- null reference
  {
    cat: "null_reference",
    estate: 0,
    origin: "torque",
    uses: ["torque", "mes", "qdb"],
    hints: ["nullreference", "null", "object reference"],
    sev: "high",
    note: "torque-hub throws NullReferenceException mapping results from tools that send no angle trace, so trim-line fastenings are lost and mes-tracking holds bodies.",
    run: (c) => {
      const s = c.start;
      loop(c, s, 1700, (t) => {
        const id = trace(c);
        const x = ex(
          c,
          "torque",
          "System.NullReferenceException",
          "Object reference not set to an instance of an object.",
          [
            "Torque.Mapping.ResultMapper.MapAngleTrace",
            "Torque.Mapping.ResultMapper.Map",
            "Torque.Collection.ResultPump.HandleAsync",
          ],
        );
        add(
          c,
          t,
          "torque",
          "error",
          `fail: Torque.Collection.ResultPump[0] unhandled exception for tightening ${c.r.int(100000, 999999)} from NR-${c.r.int(300, 480)}`,
          { ...x, trace: id },
        );
        if (c.r.chance(0.5))
          say(
            c,
            t + c.r.int(300, 900),
            "mes",
            "warn",
            `body ${bodyId(c.r)} at ${c.r.pick(["TR1", "TR2"])}-${c.r.int(1, 48) * 10}: fastening batch incomplete (torque-hub), holding`,
            id,
          );
      });
    },
  },
  {
    cat: "null_reference",
    estate: 1,
    origin: "agv",
    uses: ["agv", "jis", "andon"],
    hints: ["nonetype", "attributeerror", "none", "null"],
    sev: "high",
    note: "fleet-manager crashes on missions whose drop station has no dock assigned (AttributeError on None), so parts-call deliveries stop.",
    run: (c) => {
      const s = c.start;
      say(c, s - 30000, "agv", "info", "layout sync: 14 stations added for ENS2 (dock assignment pending)");
      loop(c, s, 2000, (t) => {
        const x = ex(c, "agv", "AttributeError", "'NoneType' object has no attribute 'station_id'", [
          "fleet.planner.route_for",
          "fleet.planner.plan_mission",
          "fleet.api.missions.create",
        ]);
        add(c, t, "agv", "error", `Exception in ASGI application (POST /missions)`, x);
        add(c, t + c.r.int(20, 80), "jis", "error", `AGV mission for ${st(c)} failed: fleet-manager 500`);
      });
      loop(c, s + 100000, 45000, (t) =>
        add(c, t, "andon", "warn", `material call ENS2 overdue ${Math.round((t - s) / 60000)}min`),
      );
    },
  },
  {
    cat: "null_reference",
    estate: 2,
    origin: "andon",
    uses: ["andon", "mes", "plc"],
    hints: ["typeerror", "undefined", "null", "cannot read"],
    sev: "medium",
    note: "line-stop-notifier crashes with a TypeError on line-stop events from a new zone, so line-stop notifications silently stop while vin-tracker keeps sending them.",
    run: (c) => {
      const s = c.start;
      loop(c, s, 2600, (t) => {
        const id = trace(c);
        const x = ex(c, "andon", "TypeError", "Cannot read properties of undefined (reading 'zone')", [
          "src.handlers.lineStop.resolveEscalation",
          "src.handlers.lineStop.onLineStop",
          "src.consumer.dispatch",
        ]);
        add(c, t, "andon", "error", `failed to handle event line-stop/${c.r.pick(["MON-3", "MON-2"])}`, {
          ...x,
          trace: id,
        });
        if (c.r.chance(0.5))
          say(
            c,
            t - c.r.int(50, 200),
            "mes",
            "info",
            `published line-stop event ${c.r.pick(["MON-3", "MON-2"])}-${c.r.int(1, 48) * 10} (reason=${c.r.pick(["material", "quality", "equipment"])})`,
            id,
          );
      });
      loop(c, s + 90000, 40000, (t) =>
        say(c, t, "mes", "warn", `line stop MON-3 open ${Math.round((t - s) / 60000)}min without acknowledgment`),
      );
    },
  },
  {
    cat: "null_reference",
    estate: 3,
    origin: "mes",
    uses: ["mes", "plc", "eol", "jis"],
    hints: ["nullpointer", "null", "npe"],
    sev: "high",
    note: "assembly-mes throws NullPointerException when marrying bodies that have no paint record, failing body moves on A2.",
    run: (c) => {
      const s = c.start;
      loop(c, s, 1800, (t) => {
        const x = ex(
          c,
          "mes",
          "java.lang.NullPointerException",
          'Cannot invoke "com.halcyon.mes.paint.PaintRecord.getColorCode()" because the return value of "com.halcyon.mes.tracking.Body.getPaintRecord()" is null',
          ["tracking.MarriageService.marry", "tracking.StationEventService.accept", "api.StationEventController.post"],
        );
        add(
          c,
          t,
          "mes",
          "error",
          `Servlet.service() for servlet [dispatcherServlet] threw exception (POST /stations/A2-${c.r.int(1, 30) * 10}/events)`,
          x,
        );
        if (c.r.chance(0.6))
          add(
            c,
            t + c.r.int(20, 60),
            "plc",
            "warn",
            `assembly-mes answered 500 for station event A2, retry ${c.r.int(1, 5)}`,
          );
      });
      loop(c, s + 60000, 30000, (t) =>
        add(c, t, "eol", "warn", `no vehicles arriving from A2 for ${Math.round((t - s) / 60000)}min`),
      );
    },
  },
  // ---------- configuration
  {
    cat: "configuration",
    estate: 0,
    origin: "vision",
    uses: ["vision", "mes"],
    hints: ["config", "model", "not found", "file", "path"],
    sev: "high",
    note: "a config reload points paint-vision at a model file that does not exist on the pods, so every paint inspection errors and mes-tracking holds bodies.",
    run: (c) => {
      const s = c.start;
      say(
        c,
        s,
        "vision",
        "info",
        "config reloaded from /etc/paint-vision/config.yaml (revision 418): model.path=/opt/models/paint_defects_v15.onnx",
      );
      loop(c, s + 500, 1600, (t) => {
        const id = trace(c);
        const x = ex(
          c,
          "vision",
          "onnxruntime.capi.onnxruntime_pybind11_state.NoSuchFile",
          "[ONNXRuntimeError] : 3 : NO_SUCHFILE : Load model from /opt/models/paint_defects_v15.onnx failed. File doesn't exist",
          ["inspect.model.load", "inspect.pipeline.run", "inspect.worker.handle"],
        );
        add(c, t, "vision", "error", `inspection failed body=${bodyId(c.r)}`, { ...x, trace: id });
        if (c.r.chance(0.5))
          say(c, t + 50, "mes", "warn", `paint inspection result missing from paint-vision, body held at PT1-400`, id);
      });
      c.silence.set(S(c, "vision"), s + 400);
    },
  },
  {
    cat: "configuration",
    estate: 1,
    origin: "plc",
    uses: ["plc", "mes"],
    hints: ["nodeid", "config", "unknown", "mapping", "tag"],
    sev: "high",
    note: "right after a tag-map deploy opcua-bridge subscribes to node ids that do not exist in the PLC programs (BadNodeIdUnknown), so body ids stop flowing to body-mes.",
    run: (c) => {
      const s = c.start;
      add(c, s - 9000, "plc", "info", "starting opcua-bridge 3.8.0 (tag map tagmap-car-v23.json)");
      add(c, s - 2000, "plc", "info", "loaded 1,204 monitored items from tagmap-car-v23.json");
      loop(c, s, 1500, (t) => {
        const ln = c.r.pick(["CAR1", "CAR2"]);
        add(
          c,
          t,
          "plc",
          c.r.chance(0.6) ? "warn" : "error",
          `CreateMonitoredItems ${ln}: ns=3;s="DB_${ln}_Station${c.r.int(1, 40)}"."BodyIdent" -> BadNodeIdUnknown (0x80340000)`,
        );
      });
      c.silence.set(S(c, "plc"), s);
      loop(c, s + 12000, 5000, (t) =>
        say(
          c,
          t,
          "mes",
          "error",
          `station event without body id from ${c.r.pick(["CAR1", "CAR2"])}-${c.r.int(1, 40) * 10}, cannot track`,
        ),
      );
    },
  },
  {
    cat: "configuration",
    estate: 2,
    origin: "jis",
    uses: ["jis", "edi", "agv"],
    hints: ["config", "missing", "key", "env", "setting"],
    sev: "high",
    note: "after a helm upgrade sequence-caller is missing the supplier GLN mapping for two suppliers, so their call-offs are dropped.",
    run: (c) => {
      const s = c.start;
      add(c, s - 6000, "jis", "info", "sequence-caller v2.14.0 starting (chart sequence-caller-2.14.0)");
      add(c, s - 3000, "jis", "info", "supplier routing loaded: 2 of 4 suppliers configured");
      loop(c, s, 2500, (t) => {
        const sup = c.r.pick(["BROSE-CZ", "GRAMMER-CZ"]);
        add(c, t, "jis", "error", `call-off for ${sup} dropped: config key suppliers.${sup}.gln not set`, {
          trace: trace(c),
        });
      });
      loop(c, s + 60000, 25000, (t) =>
        add(
          c,
          t,
          "agv",
          "warn",
          `kit rack ${c.r.pick(["seats", "door-trim"])} for MON-1 not called, line-side stock ${c.r.int(1, 4)} sets`,
        ),
      );
    },
  },
  {
    cat: "configuration",
    estate: 3,
    origin: "agv",
    uses: ["agv", "jis", "andon"],
    hints: ["config", "map", "version", "unknown station", "mismatch"],
    sev: "high",
    note: "a config push switches agv-control to a map version that lacks the A3 stations, so missions to them are rejected with unknown station codes.",
    run: (c) => {
      const s = c.start;
      add(c, s - 4000, "agv", "info", "config reloaded: map.version=47 (was 48), source=config-server rev 9912");
      loop(c, s, 2200, (t) => {
        const code = `A3-${String(c.r.int(1, 30) * 10).padStart(3, "0")}`;
        add(c, t, "agv", "error", `mission rejected: unknown station code '${code}' (map version 47)`);
        add(c, t + c.r.int(20, 70), "jis", "warn", `agv-control rejected delivery to ${code}, will retry`);
      });
      loop(c, s + 60000, 30000, (t) => add(c, t, "andon", "warn", `material call A3 overdue`));
    },
  },
  // ---------- dependency
  {
    cat: "dependency",
    estate: 0,
    origin: "jis",
    uses: ["jis", "edi", "agv", "mes"],
    hints: ["kafka", "broker", "unavailable", "dependency"],
    sev: "high",
    note: "the Kafka cluster behind jis-sequencer becomes unavailable, so it can neither read the broadcast nor publish call-offs.",
    run: (c) => {
      const s = c.start;
      loop(c, s, 1200, (t) => {
        add(
          c,
          t,
          "jis",
          "warn",
          `[Producer clientId=jis-sequencer-1] Connection to node ${c.r.int(0, 2)} (kafka-${c.r.int(0, 2)}.halden-mes.svc/10.12.7.${c.r.int(10, 12)}:9092) could not be established. Broker may not be available.`,
        );
      });
      loop(c, s + 60000, 5000, (t) => {
        const x = ex(
          c,
          "jis",
          "org.apache.kafka.common.errors.TimeoutException",
          "Topic jis.calloffs not present in metadata after 60000 ms.",
          [
            "org.apache.kafka.clients.producer.KafkaProducer.waitOnMetadata",
            "org.apache.kafka.clients.producer.KafkaProducer.doSend",
            "calloff.CallOffPublisher.publish",
          ],
        );
        add(c, t, "jis", "error", `call-off seq ${c.r.int(10000, 99999)} not published`, x);
      });
      loop(c, s + 120000, 40000, (t) =>
        add(c, t, "agv", "warn", `no call-off missions received for ${Math.round((t - s) / 60000)}min`),
      );
    },
  },
  {
    cat: "dependency",
    estate: 1,
    origin: "edi",
    uses: ["edi", "jis"],
    hints: ["503", "unavailable", "partner", "mdn", "dependency"],
    sev: "medium",
    note: "a supplier's AS2 endpoint answers 503 Service Unavailable, so as2-gateway cannot deliver and parts-call retries.",
    run: (c) => {
      const s = c.start;
      loop(c, s, 3000, (t) => {
        add(
          c,
          t,
          "edi",
          "error",
          `AS2 to MAGNA-SLT (https://as2.magna-slt.example.com/as2): HTTP 503 Service Unavailable, MDN not received; message ${c.r.hex(12)}@as2-gateway queued for resend`,
        );
        add(
          c,
          t + c.r.int(20, 90),
          "jis",
          "warn",
          `call-off ${c.r.int(10000, 99999)} for MAGNA-SLT awaiting MDN (attempt ${c.r.int(1, 6)})`,
        );
      });
      loop(c, s + 120000, 60000, (t) => add(c, t, "edi", "warn", "circuit breaker as2-partner-MAGNA-SLT OPEN for 60s"));
    },
  },
  {
    cat: "dependency",
    estate: 2,
    origin: "mes",
    uses: ["mes", "jis", "eol"],
    hints: ["erp", "sap", "503", "unavailable", "dependency"],
    sev: "high",
    note: "the ERP's OData service that vin-tracker calls for order releases returns 503, so new VINs are not released and the circuit breaker opens.",
    run: (c) => {
      const s = c.start;
      loop(c, s, 2500, (t) => {
        const id = trace(c);
        add(
          c,
          t,
          "mes",
          "error",
          `ERP order release failed: GET https://erp.danek.example/sap/opu/odata/sap/ZPP_ORDER_SRV/Releases -> 503 Service Unavailable (ICM_HTTP_SERVICE_UNAVAILABLE)`,
          { trace: id },
        );
      });
      loop(c, s + 40000, 20000, (t) =>
        add(c, t, "mes", "warn", `CircuitBreaker 'erp' is OPEN and does not permit further calls`),
      );
      loop(c, s + 60000, 15000, (t) =>
        say(c, t, "jis", "warn", `release feed from vin-tracker: 0 new VINs in last ${Math.round((t - s) / 1000)}s`),
      );
    },
  },
  {
    cat: "dependency",
    estate: 3,
    origin: "torque",
    uses: ["torque", "qdb", "mes"],
    hints: ["toolsnet", "503", "unavailable", "dependency"],
    sev: "medium",
    note: "the ToolsNet server tightening-svc forwards results to answers 503, so tightening-svc buffers and retries while stations keep building.",
    run: (c) => {
      const s = c.start;
      loop(c, s, 1400, (t) => {
        if (c.r.chance(0.2)) {
          const x = ex(
            c,
            "torque",
            "org.springframework.web.client.HttpServerErrorException$ServiceUnavailable",
            '503 Service Unavailable: "<html><body>ToolsNet service is unavailable</body></html>"',
            [
              "org.springframework.web.client.DefaultResponseErrorHandler.handleError",
              "toolsnet.ToolsNetClient.postResults",
              "toolsnet.ResultForwarder.forward",
            ],
          );
          add(c, t, "torque", "error", "forwarding results to ToolsNet failed", x);
        } else
          add(
            c,
            t,
            "torque",
            "warn",
            `ToolsNet POST /api/results -> 503, buffered (${c.r.int(100, 5000)} results pending)`,
          );
      });
    },
  },
  // ---------- memory
  {
    cat: "memory",
    estate: 0,
    origin: "andon",
    uses: ["andon", "mes"],
    hints: ["heap", "memory", "out of memory", "oom"],
    sev: "high",
    note: "andon-svc's Node heap grows until it dies with 'JavaScript heap out of memory' and restarts in a loop, leaving the andon boards dark.",
    run: (c) => {
      const s = c.start;
      loop(c, s, 5000, (t, i) =>
        add(c, t, "andon", "warn", `event loop lag ${200 + i * 60}ms, heap used ${1400 + i * 40}MB / 2048MB`),
      );
      const crash = (t: number) => {
        add(
          c,
          t,
          "andon",
          "fatal",
          "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
          {
            stack: [
              "<--- Last few GCs --->",
              `[1:0x5c1e2a0]  ${c.r.int(300000, 900000)} ms: Mark-Compact 2041.8 (2083.4) -> 2039.9 (2084.6) MB, 1840.21 / 0.00 ms  (average mu = 0.112, current mu = 0.021) allocation failure; scavenge might not succeed`,
              " 1: 0xb8d0a3 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]",
              " 2: 0xf06490 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
            ],
            errType: "OOM",
          },
        );
        add(c, t + c.r.int(4000, 8000), "andon", "info", "andon-svc listening on :8080");
      };
      for (let t = s + 90000; t < c.end; t += c.r.int(80000, 140000)) crash(t);
      loop(c, s + 100000, 9000, (t) =>
        say(c, t, "mes", "warn", `andon publish to andon-svc failed: ECONNREFUSED, dropping board update`),
      );
    },
  },
  {
    cat: "memory",
    estate: 1,
    origin: "mes",
    uses: ["mes", "plc", "andon", "torque"],
    hints: ["outofmemory", "heap", "memory", "gc"],
    sev: "high",
    note: "body-mes runs out of Java heap (GC overhead then OutOfMemoryError) and stops tracking bodies; opcua-bridge and andon-display report it as timeouts.",
    run: (c) => {
      const s = c.start;
      loop(c, s, 4000, (t, i) =>
        add(
          c,
          t,
          "mes",
          "warn",
          `[gc] Pause Full (G1 Compaction Pause) ${3900 + i * 3}M->${3880 + i * 3}M(4096M) ${c.r.int(1800, 4200)}.${c.r.int(100, 999)}ms`,
        ),
      );
      loop(c, s + 60000, 6000, (t) => {
        const x = ex(c, "mes", "java.lang.OutOfMemoryError", "Java heap space", [
          "java.util.Arrays.copyOf",
          "java.util.ArrayList.grow",
          "tracking.BodyHistoryCache.load",
          "tracking.StationEventService.accept",
        ]);
        add(c, t, "mes", "error", `Exception in thread "http-nio-8080-exec-${c.r.int(1, 200)}"`, x);
      });
      c.slow.set(S(c, "mes"), { from: s + 30000, factor: 6 });
      loop(c, s + 40000, 2500, (t) =>
        add(
          c,
          t,
          "plc",
          "error",
          `POST body-mes /api/stations/events timed out after 10000ms, queued (${c.r.int(100, 4000)} queued)`,
        ),
      );
      loop(c, s + 80000, 30000, (t) =>
        add(c, t, "andon", "error", `cannot load line status from body-mes: timeout of 5000ms exceeded`),
      );
    },
  },
  {
    cat: "memory",
    estate: 2,
    origin: "vision",
    uses: ["vision", "mes"],
    hints: ["out of memory", "cuda", "memory", "oom"],
    sev: "high",
    note: "surface-inspect's GPU workers run out of CUDA memory after a batch-size change, so inspections fail and vin-tracker holds bodies.",
    run: (c) => {
      const s = c.start;
      loop(c, s, 1900, (t) => {
        const id = trace(c);
        const x = ex(
          c,
          "vision",
          "torch.OutOfMemoryError",
          `CUDA out of memory. Tried to allocate 1.${c.r.int(10, 90)} GiB. GPU 0 has a total capacity of 15.77 GiB of which 212.44 MiB is free. Process ${c.r.int(100, 900)} has 15.55 GiB memory in use.`,
          ["inspect.model.forward", "inspect.pipeline.infer_batch", "inspect.worker.run"],
        );
        add(c, t, "vision", "error", `inference failed for batch of ${c.r.int(8, 32)} frames body=${bodyId(c.r)}`, {
          ...x,
          trace: id,
        });
        if (c.r.chance(0.4))
          say(
            c,
            t + 100,
            "mes",
            "warn",
            `surface-inspect returned no verdict for body ${bodyId(c.r)}, holding at LAK-1-480`,
            id,
          );
      });
      c.silence.set(S(c, "vision"), s + 1000);
    },
  },
  {
    cat: "memory",
    estate: 3,
    origin: "plc",
    uses: ["plc", "mes", "andon"],
    hints: ["out of memory", "memory", "oom"],
    sev: "high",
    note: "plc-link's Go runtime dies with 'fatal error: runtime: out of memory' each time it rebuilds its subscription cache, so assembly-mes loses PLC events.",
    run: (c) => {
      const s = c.start;
      loop(c, s, 9000, (t, i) =>
        add(
          c,
          t,
          "plc",
          "warn",
          `subscription cache rebuild: ${120000 + i * 40000} items buffered, rss=${2400 + i * 300}MB`,
        ),
      );
      const crash = (t: number) => {
        add(c, t, "plc", "fatal", "fatal error: runtime: out of memory", {
          stack: [
            "",
            "runtime stack:",
            "runtime.throw({0x9e1c3a?, 0x2030?})",
            "\t/usr/local/go/src/runtime/panic.go:1023 +0x5c",
            "runtime.sysMapOS(0xc0a0000000, 0x4000000)",
            "\t/usr/local/go/src/runtime/mem_linux.go:167 +0x11b",
          ],
          errType: "runtime.oom",
        });
        add(c, t + c.r.int(5000, 9000), "plc", "info", "plc-link starting, connecting to 38 PLCs");
      };
      for (let t = s + 70000; t < c.end; t += c.r.int(60000, 120000)) crash(t);
      loop(c, s + 75000, 5000, (t) =>
        add(c, t, "mes", "warn", `no station events from plc-link for ${c.r.int(10, 60)}s on A1/A2`),
      );
      loop(c, s + 120000, 40000, (t) => add(c, t, "andon", "error", `LINE STOP A${c.r.int(1, 2)}: PLC link lost`));
    },
  },
  // ---------- disk
  {
    cat: "disk",
    estate: 0,
    origin: "qdb",
    uses: ["qdb", "torque", "vision", "eol"],
    hints: ["no space", "disk", "space", "enospc"],
    sev: "high",
    note: "quality-store's PostgreSQL volume fills up (No space left on device), so every quality write fails and its callers spool.",
    run: (c) => {
      const s = c.start;
      add(c, s - 120000, "qdb", "warn", "volume /var/lib/postgresql/data 94% used");
      loop(c, s, 1500, (t) => {
        const id = trace(c);
        add(
          c,
          t,
          "qdb",
          "error",
          `store results: ERROR: could not extend file "base/16384/24719.${c.r.int(1, 9)}": No space left on device (SQLSTATE 53100)`,
          { trace: id },
        );
        say(
          c,
          t + c.r.int(10, 60),
          c.r.pick<Role>(["torque", "vision", "eol"]),
          "error",
          `quality-store POST /v1/results -> 500, result spooled locally`,
          id,
        );
      });
    },
  },
  {
    cat: "disk",
    estate: 1,
    origin: "eol",
    uses: ["eol", "mes"],
    hints: ["flood", "disk", "read-only", "watermark", "cluster_block"],
    sev: "medium",
    note: "the Elasticsearch index that rework-tracker writes to is blocked read-only at the flood-stage disk watermark, so rework records cannot be saved.",
    run: (c) => {
      const s = c.start;
      loop(c, s, 3000, (t) => {
        const x = ex(
          c,
          "eol",
          "elasticsearch.ApiError",
          "ApiError(429, 'cluster_block_exception', 'index [rework-2026.10] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];')",
          ["rework.store.index_order", "rework.api.orders.close"],
        );
        add(c, t, "eol", "error", `closing rework order RW-${c.r.int(10000, 99999)} failed`, x);
        if (c.r.chance(0.4))
          add(c, t + 50, "mes", "warn", "rework-tracker did not confirm repair, vehicle kept on hold");
      });
    },
  },
  {
    cat: "disk",
    estate: 2,
    origin: "eol",
    uses: ["eol", "mes", "qdb"],
    hints: ["disk", "space", "ioexception", "not enough space"],
    sev: "medium",
    note: "eol-dyno's local result spool disk fills up, so dyno runs finish but their measurement files cannot be written.",
    run: (c) => {
      const s = c.start;
      add(c, s - 60000, "eol", "warn", "spool D:\\dyno\\results free space 1.2 GB (threshold 2 GB)");
      loop(c, s, 3500, (t) => {
        const x = ex(
          c,
          "eol",
          "System.IO.IOException",
          "There is not enough space on the disk. : 'D:\\dyno\\results\\" + mkVin(c.r) + ".mdf'",
          [
            "System.IO.RandomAccess.WriteAtOffset",
            "Dyno.Results.MdfWriter.Flush",
            "Dyno.Runs.RunFinisher.CompleteAsync",
          ],
        );
        add(c, t, "eol", "error", "fail: Dyno.Runs.RunFinisher[0] could not persist dyno run", {
          ...x,
          trace: trace(c),
        });
      });
      loop(c, s + 60000, 20000, (t) =>
        say(c, t, "mes", "warn", `dyno result for ${mkVin(c.r)} missing, vehicle not released to yard`),
      );
    },
  },
  {
    cat: "disk",
    estate: 3,
    origin: "vision",
    uses: ["vision", "mes"],
    hints: ["read-only", "disk", "filesystem", "erofs"],
    sev: "medium",
    note: "vision-qc's image volume is remounted read-only after I/O errors, so it can no longer save frames and skips inspections.",
    run: (c) => {
      const s = c.start;
      add(c, s, "vision", "error", "write /data/frames/2026-11-16/cam3_000184223.png: Input/output error (errno 5)");
      loop(c, s + 2000, 1500, (t) => {
        if (c.r.chance(0.2)) {
          const x = ex(
            c,
            "vision",
            "std::filesystem::filesystem_error",
            "filesystem error: cannot create directory: Read-only file system [/data/frames/2026-11-16/cam4]",
            ["vqc.storage.FrameStore.save", "vqc.pipeline.Inspector.process"],
          );
          add(c, t, "vision", "error", "frame store failure", x);
        } else
          add(
            c,
            t,
            "vision",
            "error",
            `failed to write frame /data/frames/2026-11-16/cam${c.r.int(1, 8)}_${c.r.int(100000, 999999)}.png: Read-only file system (errno 30), inspection skipped`,
          );
      });
      loop(c, s + 30000, 12000, (t) =>
        add(c, t, "mes", "warn", `vision-qc result missing for body ${bodyId(c.r)}, manual inspection required`),
      );
    },
  },
  // ---------- unknown
  {
    cat: "unknown",
    estate: 0,
    origin: "agv",
    uses: ["agv", "jis", "andon"],
    hints: ["crash", "exit", "restart", "unknown", "unavailable"],
    sev: "high",
    note: "agv-dispatch's workers keep exiting without any error and restarting; its normal traffic stops and jis-sequencer's missions fail.",
    run: (c) => {
      const s = c.start;
      c.silence.set(S(c, "agv"), s);
      for (let t = s + 2000; t < c.end; t += c.r.int(25000, 45000)) {
        add(c, t, "agv", "warn", `Worker (pid:${c.r.int(20, 900)}) exited unexpectedly, restarting`);
        add(c, t + c.r.int(2000, 4000), "agv", "info", "Booting worker with pid: " + c.r.int(20, 900));
      }
      loop(c, s + 5000, 2500, (t) => {
        const id = trace(c);
        say(
          c,
          t,
          "jis",
          "error",
          `mission request to agv-dispatch failed: 502 Bad Gateway (attempt ${c.r.int(1, 3)}/3)`,
          id,
        );
      });
      loop(c, s + 60000, 30000, (t) => say(c, t, "andon", "warn", `AGV deliveries overdue at ${st(c)}`));
    },
  },
  {
    cat: "unknown",
    estate: 1,
    origin: "andon",
    uses: ["andon", "mes", "plc"],
    hints: ["internal", "500", "unknown", "error"],
    sev: "medium",
    note: "andon-display starts answering every board update with a bare 500 and no explanation; body-mes reports the failures.",
    run: (c) => {
      const s = c.start;
      c.slow.set(S(c, "andon"), { from: s, factor: 5 });
      loop(c, s, 3000, (t) => {
        add(
          c,
          t,
          "andon",
          "error",
          `PUT /boards/${c.r.pick(c.e.lines)} 500 - - ${c.r.int(1, 9)}.${c.r.int(100, 999)} ms`,
        );
        if (c.r.chance(0.6))
          add(c, t + 30, "mes", "warn", "board update to andon-display failed: HTTP 500 Internal Server Error");
      });
    },
  },
  {
    cat: "unknown",
    estate: 2,
    origin: "torque",
    uses: ["torque", "mes", "qdb"],
    hints: ["unexpected", "unknown", "failed", "error"],
    sev: "medium",
    note: "nutrunner-svc starts failing result batches with a generic 'unexpected error' and nothing more, so vin-tracker stations wait for fastening confirmations.",
    run: (c) => {
      const s = c.start;
      c.slow.set(S(c, "torque"), { from: s, factor: 3 });
      loop(c, s, 2200, (t) => {
        const id = trace(c);
        add(
          c,
          t,
          "torque",
          "error",
          `batch ${c.r.int(100000, 999999)} processing failed: An unexpected error occurred.`,
          { trace: id },
        );
        if (c.r.chance(0.5))
          say(
            c,
            t + c.r.int(200, 900),
            "mes",
            "warn",
            `fastening confirmation for ${st(c)} not received from nutrunner-svc`,
            id,
          );
      });
    },
  },
  {
    cat: "unknown",
    estate: 3,
    origin: "qdb",
    uses: ["qdb", "eol", "torque", "vision"],
    hints: ["unavailable", "unknown", "readiness", "timeout", "unresponsive"],
    sev: "high",
    note: "quality-db-svc goes silent (its logs stop, no error) while every caller times out or gets 503 from it.",
    run: (c) => {
      const s = c.start;
      c.silence.set(S(c, "qdb"), s);
      loop(c, s + 3000, 1600, (t) => {
        const who = c.r.pick<Role>(["eol", "torque", "vision"]);
        if (who === "eol")
          add(
            c,
            t,
            "eol",
            "error",
            `Net::ReadTimeout with #<TCPSocket:(closed)> calling quality-db-svc POST /v1/results`,
          );
        else if (who === "torque")
          add(
            c,
            t,
            "torque",
            "error",
            `I/O error on POST request for "http://quality-db-svc:8080/v1/results": Read timed out`,
          );
        else
          add(
            c,
            t,
            "vision",
            "warn",
            `quality-db-svc upload failed: 503 upstream connect error or disconnect/reset before headers`,
          );
      });
    },
  },
];
