// Memory, disk and unknown-cause incidents.
import { rollout, type Spec } from "./build.js";
import { each, every, min } from "./help.js";
import { goFatal, java, py, rustPanic } from "./traces.js";

export const RES: Spec[] = [
  {
    cat: "memory",
    estate: "ehr",
    origin: "pacs-indexer-worker",
    uses: ["fhir-gateway", "kubelet"],
    hints: ["memory", "oom", "sigkill", "killed"],
    sev: "high",
    note: "pacs-indexer-worker leaks decoded DICOM frames in a module-level cache; RSS climbs for half an hour until the kernel OOM-kills the Celery children and kubelet reports OOMKilled.",
    run(c) {
      const o = "pacs-indexer-worker";
      let rss = 900;
      every(
        c,
        45,
        (t) => {
          rss += c.r.int(60, 140);
          c.emit(t, o, "warn", `celery.worker: child pid ${c.r.int(20, 99)} rss=${rss}MB exceeds soft limit 1024MB`);
        },
        c.onset,
        c.onset + 6 * min,
      );
      every(
        c,
        90,
        (t) => {
          c.emit(
            t,
            "kubelet",
            "warn",
            `Container pacs-indexer-worker in pod pacs-indexer-worker-5f7b9c8d6-${c.r.hex(5)} was OOMKilled (exit code 137), restarting`,
          );
          c.emit(
            t + 200,
            o,
            "error",
            `Process 'ForkPoolWorker-${c.r.int(1, 8)}' pid:${c.r.int(20, 99)} exited with 'signal 9 (SIGKILL)'`,
          );
          c.emit(
            t + 300,
            o,
            "error",
            `Task handler raised error: WorkerLostError('Worker exited prematurely: signal 9 (SIGKILL) Job: ${c.r.int(100, 9999)}.')`,
            py(
              [
                [
                  "/usr/local/lib/python3.11/site-packages/billiard/pool.py",
                  1265,
                  "mark_as_worker_lost",
                  "raise WorkerLostError(",
                ],
              ],
              ["billiard.exceptions.WorkerLostError: Worker exited prematurely: signal 9 (SIGKILL) Job: 4471."],
            ),
          );
        },
        c.onset + 6 * min,
      );
    },
  },
  {
    cat: "memory",
    estate: "port",
    origin: "tos",
    uses: ["gate-ops-api", "yard-alloc-svc", "crane-telemetry"],
    hints: ["outofmemory", "heap", "memory", "gc"],
    sev: "high",
    note: "An unbounded in-memory cache of move history in tos fills the heap; GC pauses grow and the JVM throws OutOfMemoryError, gate calls time out.",
    drop: 0.6,
    run(c) {
      const o = "tos";
      every(
        c,
        30,
        (t) =>
          c.emit(
            t,
            o,
            "warn",
            `c.h.tos.ops.GcMonitor - old gen ${c.r.int(88, 99)}% after full GC, pause ${c.r.int(1200, 6000)}ms`,
          ),
        c.onset,
        c.onset + 5 * min,
      );
      each(
        c,
        6,
        (t, id) => {
          c.emit(
            t,
            o,
            "error",
            "o.a.c.c.C.[.[.[/].[dispatcherServlet] - Servlet.service() for servlet [dispatcherServlet] threw exception",
            java(
              c.r.chance(0.5)
                ? "java.lang.OutOfMemoryError: Java heap space"
                : "java.lang.OutOfMemoryError: GC overhead limit exceeded",
              [
                "java.base/java.util.Arrays.copyOf(Arrays.java:3537)",
                "java.base/java.util.ArrayList.grow(ArrayList.java:237)",
                "com.harborline.tos.move.MoveHistoryCache.append(MoveHistoryCache.java:44)",
              ],
            ),
            id,
          );
          if (c.r.chance(0.6))
            c.emit(
              t + 15000,
              "gate-ops-api",
              "error",
              "request errored GET /v1/appointments 504 15003ms: upstream tos timed out",
              undefined,
              id,
            );
        },
        c.onset + 5 * min,
      );
    },
  },
  {
    cat: "memory",
    estate: "game",
    origin: "telemetry-sink",
    uses: ["anticheat-ingest", "kubelet"],
    hints: ["out of memory", "memory", "oom"],
    sev: "high",
    note: "telemetry-sink buffers unbounded when its downstream slows; the Go runtime runs out of memory and the pod is OOM-killed repeatedly.",
    drop: 0.5,
    run(c) {
      const o = "telemetry-sink";
      every(
        c,
        30,
        (t) =>
          c.emit(
            t,
            o,
            "warn",
            `buffer growing\tpending_records=${c.r.int(200000, 2000000)} heap_inuse_mb=${c.r.int(1200, 3800)}`,
          ),
        c.onset,
        c.onset + 4 * min,
      );
      every(
        c,
        100,
        (t) => {
          c.emit(
            t,
            o,
            "fatal",
            "fatal error: runtime: out of memory",
            goFatal("runtime: out of memory", c.r.int(1, 200), [
              ["runtime.throw({0x10e5c2a?, 0x2?})", "/usr/local/go/src/runtime/panic.go:1023 +0x5c"],
              ["runtime.sysMapOS(0xc1a4000000, 0x4000000)", "/usr/local/go/src/runtime/mem_linux.go:167 +0x11b"],
              ["gg.skyforge/telemetry-sink/internal/buffer.(*Ring).Push(...)", "/src/internal/buffer/ring.go:72"],
            ]),
          );
          c.emit(
            t + 1500,
            "kubelet",
            "warn",
            `Container telemetry-sink in pod telemetry-sink-66f8d7c9b-${c.r.hex(5)} terminated: OOMKilled (exit code 137)`,
          );
        },
        c.onset + 4 * min,
      );
      every(
        c,
        50,
        (t) =>
          c.emit(
            t,
            "anticheat-ingest",
            "warn",
            "forward to telemetry-sink failed: connection refused (os error 111), buffering",
          ),
        c.onset + 4 * min,
      );
    },
  },
  {
    cat: "memory",
    estate: "ehr",
    origin: "ehr-portal",
    uses: ["fhir-gateway", "idp-broker", "kubelet"],
    hints: ["heap", "memory", "out of memory"],
    sev: "high",
    note: "ehr-portal keeps every rendered patient summary in a session map; the V8 heap reaches its limit, Node aborts with 'JavaScript heap out of memory' and restarts.",
    run(c) {
      const o = "ehr-portal";
      every(
        c,
        60,
        (t) => c.emit(t, o, "warn", `event loop lag ${c.r.int(200, 1800)}ms, heapUsed=${c.r.int(1700, 2030)}MB`),
        c.onset,
        c.onset + 5 * min,
      );
      every(
        c,
        120,
        (t) => {
          c.emit(t, o, "fatal", "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory", [
            "",
            "<--- Last few GCs --->",
            `[1:0x6a3d2f0]  ${c.r.int(900000, 2000000)} ms: Mark-Compact 2031.4 (2083.6) -> 2029.9 (2084.1) MB, 1874.52 / 0.00 ms  (average mu = 0.121, current mu = 0.027) allocation failure; scavenge might not succeed`,
            "",
            "<--- JS stacktrace --->",
            "",
            " 1: 0xb8ced1 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]",
            " 2: 0xf06460 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
          ]);
          c.emit(
            t + 2000,
            "kubelet",
            "warn",
            `Container ehr-portal in pod ehr-portal-7b5d-${c.r.hex(5)} exited with code 134, restarting`,
          );
          c.emit(t + 5000, o, "info", "server listening on http://0.0.0.0:3000 (version 12.4.1)");
        },
        c.onset + 5 * min,
      );
    },
  },
  {
    cat: "disk",
    estate: "ehr",
    origin: "audit-trail",
    uses: ["pas", "lis"],
    hints: ["space", "disk", "enospc", "device", "full"],
    sev: "high",
    note: "Debug logging left on after an investigation fills audit-trail's volume; segment appends fail with 'No space left on device' and audited writes in pas back up.",
    run(c) {
      const o = "audit-trail";
      every(
        c,
        60,
        (t) =>
          c.emit(
            t,
            o,
            "warn",
            `volume /var/lib/audit at ${Math.min(99, 91 + Math.round(((t - c.t0) / (c.end - c.t0)) * 8))}% used`,
          ),
        c.t0 + min,
        c.onset,
      );
      each(c, 3, (t, id) => {
        c.emit(
          t,
          o,
          "error",
          `append failed segment=seg-${c.r.int(1100, 1200)}: No space left on device (os error 28)`,
          undefined,
          id,
        );
        if (c.r.chance(0.5))
          c.emit(
            t + 60,
            "pas",
            "warn",
            "o.s.m.pas.audit.AuditPublisher - audit-trail rejected batch (507 Insufficient Storage), buffering locally",
            undefined,
            id,
          );
      });
      c.emit(
        c.onset + 3 * min,
        o,
        "fatal",
        "writer task died",
        rustPanic(
          "audit-writer",
          "src/segment.rs:211:37",
          'called `Result::unwrap()` on an `Err` value: Os { code: 28, kind: StorageFull, message: "No space left on device" }',
        ),
      );
    },
  },
  {
    cat: "disk",
    estate: "game",
    origin: "leaderboard-worker",
    uses: ["session-broker"],
    hints: ["space", "disk", "errno 28", "device"],
    sev: "medium",
    note: "Snapshot files are never pruned on leaderboard-worker's scratch volume; once it is full, every rollup fails writing its snapshot.",
    run(c) {
      const o = "leaderboard-worker";
      each(c, 8, (t, id) => {
        c.emit(
          t,
          o,
          "error",
          `Task lb.tasks.apply_match_result[${c.r.uuid()}] raised unexpected: OSError(28, 'No space left on device')`,
          py(
            [["/app/lb/snapshots.py", 52, "write_snapshot", "with open(path, 'wb') as fh:"]],
            [`OSError: [Errno 28] No space left on device: '/var/cache/lb/snap-S14-${c.r.int(10000, 99999)}.parquet'`],
          ),
          id,
        );
      });
    },
  },
  {
    cat: "disk",
    estate: "port",
    origin: "container-search",
    uses: ["gate-ops-api", "tos"],
    hints: ["flood", "disk", "read-only", "watermark"],
    sev: "medium",
    note: "The Elasticsearch cluster behind container-search crosses the flood-stage disk watermark and blocks writes; container-search (the caller; Elasticsearch does not log here) cannot index move events.",
    run(c) {
      const o = "container-search";
      each(c, 3, (t, id) => {
        c.emit(
          t,
          o,
          "error",
          "c.h.search.Indexer - bulk index failed",
          java(
            "org.elasticsearch.ElasticsearchStatusException: Elasticsearch exception [type=cluster_block_exception, reason=index [moves-2026.06] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];]",
            [
              "org.elasticsearch.rest.BytesRestResponse.errorFromXContent(BytesRestResponse.java:178)",
              "com.harborline.search.Indexer.flush(Indexer.java:97)",
            ],
          ),
          id,
        );
      });
      every(
        c,
        120,
        (t) =>
          c.emit(t, "gate-ops-api", "warn", "unit search results older than 5 minutes (container-search index lag)"),
        c.onset + 2 * min,
      );
    },
  },
  {
    cat: "disk",
    estate: "game",
    origin: "replay-archiver",
    uses: ["session-broker", "leaderboard-worker"],
    hints: ["space", "disk", "device", "enospc"],
    sev: "medium",
    note: "replay-archiver's local staging volume fills after the upload job stalls; writes fail with 'no space left on device' and replays are lost.",
    run(c) {
      const o = "replay-archiver";
      every(
        c,
        60,
        (t) => c.emit(t, o, "warn", `staging volume usage high\tused_pct=${c.r.int(90, 98)} path=/data/replays`),
        c.t0 + 2 * min,
        c.onset,
      );
      each(c, 4, (t, id) =>
        c.emit(
          t,
          o,
          "error",
          `replay write failed\tmatch=${c.r.hex(10)} error="write /data/replays/${c.r.hex(10)}.rpl: no space left on device"`,
          undefined,
          id,
        ),
      );
    },
  },
  {
    cat: "unknown",
    estate: "port",
    origin: "yard-alloc-svc",
    uses: ["tos", "kubelet"],
    hints: ["exit", "crash", "restart", "unknown", "backoff", "unavailable"],
    sev: "high",
    note: "yard-alloc-svc exits right after start with status 1 and no error of its own; kubelet backs off and tos gets 503s. The logs never say why.",
    drop: 0.95,
    run(c) {
      const o = "yard-alloc-svc";
      every(c, 45, (t) => {
        c.emit(t, o, "info", "server listening\taddr=:8080 version=v3.8.1");
        c.emit(t + 900, o, "info", "shutting down");
        c.emit(
          t + 3000,
          "kubelet",
          "warn",
          `Back-off restarting failed container yard-alloc-svc in pod yard-alloc-svc-6c9f7-${c.r.hex(5)} (exit code 1)`,
        );
      });
      each(c, 3, (t, id) =>
        c.emit(
          t,
          "tos",
          "error",
          "c.h.tos.yard.YardClient - yard allocation call failed: 503 Service Unavailable (no healthy upstream)",
          undefined,
          id,
        ),
      );
    },
  },
  {
    cat: "unknown",
    estate: "ehr",
    origin: "consent-registry",
    uses: ["rx-orders-svc", "ehr-portal"],
    hints: ["exit", "shutdown", "crash", "unknown", "unavailable"],
    sev: "high",
    note: "consent-registry's application stops and restarts repeatedly with a plain shutdown; no reason is logged, and callers see connection refusals.",
    drop: 0.9,
    run(c) {
      const o = "consent-registry";
      every(c, 60, (t) => {
        c.emit(t, o, "error", "[notice] Application consent_registry exited: shutdown");
        c.emit(t + 4000, o, "info", "Running ConsentRegistryWeb.Endpoint with Bandit 1.5.7 at :::4000 (http)");
      });
      each(c, 3, (t, id) =>
        c.emit(
          t,
          "rx-orders-svc",
          "error",
          "Rx.Orders.Consent.ConsentClient[0] Consent check failed: System.Net.Http.HttpRequestException: Connection refused (consent-registry:4000)",
          undefined,
          id,
        ),
      );
    },
  },
  {
    cat: "unknown",
    estate: "game",
    origin: "lobby-svc",
    uses: ["edge-gw", "chat-relay"],
    hints: ["internal", "500", "unknown", "error"],
    sev: "medium",
    note: "After a routine deploy lobby-svc starts answering half its joins with 500 and an opaque internal error; its logs carry no reason.",
    run(c) {
      const o = "lobby-svc";
      rollout(c, o, c.onset - 90000, false, "v2.8.1");
      each(c, 3, (t, id) => {
        c.emit(
          t,
          o,
          "error",
          `[error] join failed lobby=${c.r.hex(6)} status=500 reason=internal_error`,
          undefined,
          id,
        );
        if (c.r.chance(0.5))
          c.emit(
            t + 30,
            "edge-gw",
            "warn",
            `"POST /v2/lobby/join HTTP/2" 500 - 88 41 ${c.r.int(3, 30)} ${c.r.int(2, 29)} "-" "skyforge-client/3.14" "${c.r.uuid()}" "api.skyforge.gg" "10.42.4.12:4000"`,
            undefined,
            id,
          );
      });
    },
  },
  {
    cat: "unknown",
    estate: "ehr",
    origin: "scheduling",
    uses: ["ehr-portal", "patient-notify-worker"],
    hints: ["500", "internal", "unknown"],
    sev: "medium",
    note: "scheduling starts returning 500 on most booking requests with no exception logged; the portal reports upstream errors.",
    run(c) {
      const o = "scheduling";
      each(c, 3, (t, id) => {
        c.emit(
          t,
          o,
          "info",
          `Started POST "/appointments" for 10.0.${c.r.int(0, 9)}.${c.r.int(2, 250)}`,
          undefined,
          id,
        );
        c.emit(
          t + 15,
          o,
          "error",
          `Completed 500 Internal Server Error in ${c.r.int(3, 40)}ms (ActiveRecord: 0.0ms | Allocations: 812)`,
          undefined,
          id,
        );
        c.emit(
          t + 60,
          "ehr-portal",
          "error",
          `POST /api/appointments 502 - ${c.r.int(10, 90)} ms - upstream scheduling returned 500`,
          undefined,
          id,
        );
      });
    },
  },
];
