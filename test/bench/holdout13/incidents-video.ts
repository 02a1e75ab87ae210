// Incidents in the video origin/packaging estate (17). x-request-id (uuid) on request hops.
import { kafkaTime, klogHead, nginxAccess, nginxErrTime } from "./native.js";
import type { Rng } from "./rng.js";
import { javaStack, nodeStack, pyTrace } from "./stacks.js";
import { type Scenario, START } from "./types.js";

const asset = (r: Rng) => `a${r.hex(10)}`;
const rend = (r: Rng) => r.pick(["240p", "360p", "540p", "720p", "1080p", "2160p"]);
const job = (r: Rng) => `tj-${r.hex(8)}`;
const segPath = (r: Rng) => `/vod/${asset(r)}/${rend(r)}/seg_${r.int(1, 2400)}.m4s`;
const edgeSeg = (status: number) => ({
  svc: "edge-shield",
  lvl: "info" as const,
  msg: (r: Rng, t: number) => nginxAccess(r, t, "GET", segPath(r), status, r.float(0.002, 3)),
});
const pod = (svc: string, r: Rng) => `media-origin/${svc}-${r.hex(9)}-${r.hex(5)}`;

export const videoIncidents: Scenario[] = [
  {
    estate: "video",
    cat: "authentication",
    origin: "drm-license",
    hints: ["unauthorized", "401", "signature", "authentication"],
    sev: "high",
    note: "Mid-window drm-license's signed requests to the key provider start failing with 401 signature expired (its clock drifted); players' license POSTs fail at the shield first and drm-license logs its own failures a second or two later.",
    win: 18,
    onset: "mid",
    affects: [
      {
        svc: "edge-shield",
        p: 0.12,
        from: 0.2,
        lvl: "info",
        msg: (r, t) => nginxAccess(r, t, "POST", "/drm/widevine/license", 500, r.float(0.02, 0.2)),
      },
      {
        svc: "drm-license",
        p: 0.85,
        from: 1.6,
        lvl: "error",
        msg: (r) =>
          `fail: Drm.License.WidevineController[0] License request failed for session ${r.uuid()}: key provider authentication failed (401)`,
      },
    ],
    emits: [
      {
        svc: "drm-license",
        lvl: "error",
        every: 1.2,
        from: 1.5,
        msg: (r) =>
          `fail: Drm.License.KeyProviderClient[0] Key request rejected: 401 Unauthorized (signature expired: request time is ${r.int(300, 420)}s behind server time)`,
      },
    ],
  },
  {
    estate: "video",
    cat: "authorization",
    origin: "segment-store",
    hints: ["accessdenied", "access denied", "403", "forbidden", "permission"],
    sev: "high",
    note: "Early in the window a bucket policy change makes the object bucket (which does not log here) deny segment-store's reads; segment-store shows AccessDenied and origin-api and edge-shield return 502s.",
    win: 15,
    onset: "early",
    affects: [
      {
        svc: "segment-store",
        p: 0.75,
        lvl: "error",
        msg: (r) =>
          `GET vod/${asset(r)}/${rend(r)}/seg_${r.int(1, 2400)}.m4s failed: operation error S3: GetObject, https response error StatusCode: 403, RequestID: ${r.hex(16).toUpperCase()}, api error AccessDenied: Access Denied`,
      },
      {
        svc: "origin-api",
        p: 0.6,
        from: 0.1,
        lvl: "error",
        msg: (r) => `segment fetch failed asset=${asset(r)}: segment-store returned 502 Bad Gateway`,
      },
      { ...edgeSeg(502), p: 0.5, from: 0.1 },
    ],
  },
  {
    estate: "video",
    cat: "database",
    origin: "asset-catalog",
    hints: ["connection", "jdbc", "postgres", "slots", "database"],
    sev: "high",
    note: "asset-catalog's managed Postgres (not logging here) has no connection slots left from before the window starts; origin is asset-catalog whose JDBC errors show it, while transcode-worker logs an unrelated backlog error throughout.",
    win: 20,
    onset: "atstart",
    affects: [
      {
        svc: "asset-catalog",
        p: 0.6,
        lvl: "error",
        msg: () =>
          "o.h.engine.jdbc.spi.SqlExceptionHelper - FATAL: remaining connection slots are reserved for non-replication superuser connections",
      },
      {
        svc: "manifest-svc",
        p: 0.3,
        from: 0.3,
        lvl: "error",
        msg: (r) => `catalog lookup failed for asset ${asset(r)}: Request failed with status code 500`,
      },
    ],
    emits: [
      {
        svc: "transcode-worker",
        lvl: "error",
        every: 3,
        from: START,
        msg: (r) => `re-encode backlog job ${job(r)} skipped: source mezzanine missing in archive tier`,
      },
      {
        svc: "asset-catalog",
        lvl: "error",
        every: 1.6,
        msg: (r) =>
          `o.a.c.c.C.[.[.[/].[dispatcherServlet] - Servlet.service() for servlet [dispatcherServlet] threw exception (GET /api/assets/${asset(r)})`,
        stack: () =>
          javaStack(
            "org.springframework.transaction.CannotCreateTransactionException: Could not open JPA EntityManager for transaction",
            [
              "org.springframework.orm.jpa.JpaTransactionManager.doBegin(JpaTransactionManager.java:466)",
              "org.springframework.transaction.support.AbstractPlatformTransactionManager.startTransaction(AbstractPlatformTransactionManager.java:531)",
              "com.media.catalog.AssetService.get(AssetService.java:57)",
            ],
            "org.postgresql.util.PSQLException: FATAL: remaining connection slots are reserved for non-replication superuser connections",
            [
              "org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)",
              "com.zaxxer.hikari.pool.HikariPool.createPoolEntry(HikariPool.java:476)",
            ],
          ),
      },
    ],
  },
  {
    estate: "video",
    cat: "network",
    origin: "manifest-svc",
    hints: ["econnreset", "reset", "network", "etimedout", "socket"],
    sev: "high",
    note: "In the last two minutes the path from manifest-svc's node to redis-manifests breaks (redis itself keeps logging normally); manifest-svc gets ECONNRESET/ETIMEDOUT and origin-api reports 503s from it.",
    win: 14,
    onset: "end",
    affects: [
      {
        svc: "manifest-svc",
        p: 0.6,
        from: 0.3,
        lvl: "error",
        msg: (r) => `manifest build failed asset=${asset(r)}: Connection is closed.`,
      },
      {
        svc: "origin-api",
        p: 0.3,
        from: 0.5,
        lvl: "warn",
        msg: (r) => `manifest request asset=${asset(r)} failed: manifest-svc 503 Service Unavailable`,
      },
    ],
    emits: [
      {
        svc: "manifest-svc",
        lvl: "error",
        every: 1.5,
        until: 30,
        msg: () => "[ioredis] Unhandled error event:",
        stack: () =>
          nodeStack("Error: read ECONNRESET", ["TCP.onStreamRead (node:internal/stream_base_commons:216:20)"]),
      },
      {
        svc: "manifest-svc",
        lvl: "error",
        every: 2,
        from: 30,
        msg: () => "[ioredis] Unhandled error event:",
        stack: () =>
          nodeStack("Error: connect ETIMEDOUT", [
            "Socket.<anonymous> (/app/node_modules/ioredis/built/Redis.js:170:41)",
            "Object.onceWrapper (node:events:632:28)",
            "Socket.emit (node:events:518:28)",
            "Socket._onTimeout (node:net:595:8)",
          ]),
      },
    ],
  },
  {
    estate: "video",
    cat: "timeout",
    origin: "packager",
    hints: ["timeout", "deadline", "exceeded"],
    sev: "high",
    note: "Early on packager hangs and goes quiet; origin-api's on-demand packaging calls time out immediately, and packager only logs its own 30 s job-deadline aborts half a minute later.",
    win: 16,
    onset: "early",
    silence: [{ svc: "packager", cut: true }],
    affects: [{ ...edgeSeg(504), p: 0.15, from: 0.5 }],
    emits: [
      {
        svc: "origin-api",
        lvl: "error",
        every: 0.6,
        from: 0.4,
        msg: (r) =>
          `on-demand packaging asset=${asset(r)} failed: Post "http://packager:8080/v1/package": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`,
      },
      {
        svc: "packager",
        lvl: "error",
        every: 3,
        from: 31,
        msg: (r) =>
          `job pj-${r.hex(8)} aborted: exceeded 30s packaging deadline (mp4box still running, pid ${r.int(2000, 9000)})`,
      },
    ],
  },
  {
    estate: "video",
    cat: "rate_limiting",
    origin: "drm-license",
    hints: ["429", "throttl", "rate", "too many"],
    sev: "high",
    note: "From before the first line the key provider throttles drm-license (429, Retry-After); drm-license only warns, while packager's content-key retries form a much louder retry storm.",
    win: 12,
    onset: "atstart",
    affects: [
      {
        svc: "edge-shield",
        p: 0.1,
        lvl: "info",
        msg: (r, t) => nginxAccess(r, t, "POST", "/drm/widevine/license", 503, r.float(0.01, 0.05)),
      },
      {
        svc: "drm-license",
        p: 0.7,
        lvl: "warn",
        msg: (r) =>
          `warn: Drm.License.WidevineController[0] License for session ${r.uuid()} deferred: key provider throttled`,
      },
    ],
    emits: [
      {
        svc: "drm-license",
        lvl: "warn",
        every: 2,
        msg: () =>
          "warn: Drm.License.KeyProviderClient[0] Key provider throttled request: 429 Too Many Requests (Retry-After: 30)",
      },
      {
        svc: "packager",
        lvl: "error",
        every: 0.25,
        from: 0.5,
        msg: (r) =>
          `content key fetch for asset=${asset(r)} failed: drm-license returned 503, retry ${r.int(1, 10)}/10 in 250ms`,
      },
    ],
  },
  {
    estate: "video",
    cat: "rate_limiting",
    origin: "transcode-worker",
    hints: ["slowdown", "rate", "throttl", "reduce your request rate"],
    sev: "medium",
    note: "In the last minutes of a busy window transcode-worker's uploads get S3 SlowDown throttling; an unrelated catalog import job in asset-catalog errors throughout.",
    win: 25,
    onset: "end",
    size: "big",
    emits: [
      {
        svc: "asset-catalog",
        lvl: "error",
        every: 2,
        from: START,
        msg: (r) => `c.m.catalog.ImportJob - metadata import row ${r.int(1, 90000)} skipped: genre code 'XX' unknown`,
      },
      {
        svc: "transcode-worker",
        lvl: "error",
        every: 0.9,
        msg: (r) => `upload of ${job(r)} segment failed, job requeued`,
        stack: () =>
          pyTrace(
            [
              ["/app/transcode/upload.py", 88, "put_segment", "self.s3.put_object(Bucket=bucket, Key=key, Body=body)"],
              [
                "/usr/local/lib/python3.11/site-packages/botocore/client.py",
                569,
                "_api_call",
                "return self._make_api_call(operation_name, kwargs)",
              ],
              [
                "/usr/local/lib/python3.11/site-packages/botocore/client.py",
                1023,
                "_make_api_call",
                "raise error_class(parsed_response, operation_name)",
              ],
            ],
            "botocore.exceptions.ClientError: An error occurred (SlowDown) when calling the PutObject operation (reached max retries: 4): Please reduce your request rate.",
          ),
      },
      {
        svc: "packager",
        lvl: "warn",
        every: 4,
        from: 3,
        msg: (r) => `asset=${asset(r)} waiting for renditions (${r.int(1, 5)}/6 uploaded)`,
      },
    ],
  },
  {
    estate: "video",
    cat: "validation",
    origin: "asset-catalog",
    hints: ["validation", "notvalid", "rejected value", "invalid"],
    sev: "medium",
    note: "asset-catalog was released just before the window with a new validation rule rejecting zero-duration audio renditions; transcode-worker's update rejections show up first and asset-catalog's WARN validation lines a second later.",
    win: 14,
    onset: "atstart",
    emits: [
      {
        svc: "transcode-worker",
        lvl: "error",
        every: 2,
        from: 0.2,
        msg: (r) => `catalog update for job ${job(r)} rejected: 400 Bad Request (audio_${r.pick(["en", "es", "de"])})`,
      },
      {
        svc: "asset-catalog",
        lvl: "warn",
        every: 2,
        from: 1.2,
        msg: () =>
          "o.s.w.s.m.s.DefaultHandlerExceptionResolver - Resolved [org.springframework.web.bind.MethodArgumentNotValidException: Validation failed for argument [1] in public org.springframework.http.ResponseEntity<com.media.catalog.api.RenditionDto> com.media.catalog.api.RenditionController.update(java.lang.String,com.media.catalog.api.RenditionUpdate): [Field error in object 'renditionUpdate' on field 'durationMs': rejected value [0]; default message [must be greater than 0]] ]",
      },
      {
        svc: "packager",
        lvl: "warn",
        every: 15,
        from: 10,
        msg: (r) => `asset=${asset(r)} missing audio rendition metadata, packaging deferred`,
      },
    ],
  },
  {
    estate: "video",
    cat: "null_reference",
    origin: "transcode-worker",
    hints: ["attributeerror", "nonetype", "none", "null"],
    sev: "high",
    note: "From the first line transcode-worker jobs crash with AttributeError on a None profile; packager defers assets that have no renditions.",
    win: 18,
    onset: "atstart",
    affects: [
      {
        svc: "transcode-worker",
        p: 0.4,
        lvl: "error",
        msg: (r) => `job ${job(r)} crashed, marking failed`,
        stack: () =>
          pyTrace(
            [
              ["/app/transcode/worker.py", 144, "handle", "result = TranscodeJob(msg).run()"],
              ["/app/transcode/job.py", 212, "run", 'ladder = self.profile.get("ladder")'],
            ],
            "AttributeError: 'NoneType' object has no attribute 'get'",
          ),
      },
    ],
    emits: [
      {
        svc: "packager",
        lvl: "warn",
        every: 6,
        from: 5,
        msg: (r) => `asset=${asset(r)} has no renditions yet, deferring package`,
      },
    ],
  },
  {
    estate: "video",
    cat: "configuration",
    origin: "origin-api",
    hints: ["config", "invalid", "duration", "segment_cache_ttl", "env"],
    sev: "high",
    note: 'Early in the window origin-api is rolled out with SEGMENT_CACHE_TTL="30 s" and crash-loops on startup; kubelet reports CrashLoopBackOff and edge-shield gets connection refused.',
    win: 12,
    onset: "early",
    silence: [{ svc: "origin-api", cut: true }],
    affects: [{ ...edgeSeg(502), p: 0.95 }],
    emits: [
      { svc: "origin-api", lvl: "info", every: 25, jitter: 0, msg: () => "origin-api v4.7.0 starting (go1.23.3)" },
      {
        svc: "origin-api",
        lvl: "fatal",
        every: 25,
        jitter: 0,
        from: 0.1,
        msg: () => 'config: invalid value "30 s" for SEGMENT_CACHE_TTL: time: unknown unit " s" in duration "30 s"',
      },
      {
        svc: "kubelet",
        lvl: "error",
        every: 20,
        from: 15,
        msg: (r, t) =>
          `${klogHead(t, "E", "pod_workers.go:1301")} "Error syncing pod, skipping" err="failed to \\"StartContainer\\" for \\"origin-api\\" with CrashLoopBackOff: \\"back-off 40s restarting failed container=origin-api pod=origin-api-6c9f7d-${r.hex(5)}_media-origin\\"" pod="${pod("origin-api", r)}"`,
      },
      {
        svc: "edge-shield",
        lvl: "error",
        every: 0.5,
        from: 0.3,
        msg: (r, t) =>
          `${nginxErrTime(t)} [error] 31#31: *${r.int(100000, 999999)} connect() failed (111: Connection refused) while connecting to upstream, client: 100.70.${r.int(0, 255)}.${r.int(2, 250)}, server: vod.example-media.net, request: "GET ${segPath(r)} HTTP/1.1", upstream: "http://10.4.1.${r.int(2, 250)}:8080${segPath(r)}"`,
      },
    ],
  },
  {
    estate: "video",
    cat: "dependency",
    origin: "segment-store",
    hints: ["503", "backend", "unavailable", "googleapi"],
    sev: "high",
    note: "Already at the first line the cloud object store (not logging here) answers 503 backendError to segment-store; origin-api and edge-shield return 502s, with x-request-id across the hops.",
    win: 15,
    onset: "atstart",
    affects: [
      {
        svc: "segment-store",
        p: 0.5,
        lvl: "error",
        msg: (r) =>
          `GET vod/${asset(r)}/${rend(r)}/seg_${r.int(1, 2400)}.m4s failed: googleapi: Error 503: We encountered an internal error. Please try again., backendError`,
      },
      {
        svc: "origin-api",
        p: 0.4,
        from: 0.1,
        lvl: "error",
        msg: (r) => `segment fetch failed asset=${asset(r)}: segment-store returned 502 Bad Gateway`,
      },
      { ...edgeSeg(502), p: 0.3, from: 0.1 },
    ],
  },
  {
    estate: "video",
    cat: "memory",
    origin: "packager",
    hints: ["oom", "memory", "137", "killed"],
    sev: "high",
    note: "Mid-window packager, which warned about memory pressure, goes quiet; kubelet reports it exited 137 OOMKilled and origin-api gets connection refused until it comes back a minute later.",
    win: 20,
    onset: "mid",
    silence: [{ svc: "packager", until: 70, cut: true }],
    emits: [
      {
        svc: "packager",
        lvl: "warn",
        every: 20,
        from: -100,
        until: -1,
        msg: (r) => `memory pressure: rss=${r.float(3.3, 3.9).toFixed(2)}GiB limit=4GiB, shrinking segment cache`,
      },
      {
        svc: "kubelet",
        lvl: "info",
        every: 1,
        count: 1,
        from: 2,
        msg: (r, t) =>
          `${klogHead(t, "I", "kuberuntime_container.go:1010")} "Container exited" pod="${pod("packager", r)}" containerName="packager" exitCode=137 reason="OOMKilled"`,
      },
      {
        svc: "kubelet",
        lvl: "info",
        every: 1,
        count: 1,
        from: 3,
        msg: (r, t) =>
          `${klogHead(t, "I", "kubelet.go:2455")} "SyncLoop (PLEG): event for pod" pod="${pod("packager", r)}" event={"Type":"ContainerDied"}`,
      },
      {
        svc: "origin-api",
        lvl: "error",
        every: 0.5,
        from: 0.3,
        until: 72,
        msg: (r) =>
          `on-demand packaging asset=${asset(r)} failed: Post "http://packager:8080/v1/package": dial tcp 10.4.3.22:8080: connect: connection refused`,
      },
      {
        svc: "packager",
        lvl: "info",
        every: 1,
        count: 1,
        from: 70,
        msg: () => "packager v2.9.1 starting, workers=8 cache=512MiB",
      },
    ],
  },
  {
    estate: "video",
    cat: "memory",
    origin: "manifest-svc",
    hints: ["heap", "memory", "out of memory", "allocation"],
    sev: "high",
    note: "In the last minutes manifest-svc's Node heap reaches its limit and the process aborts with JavaScript heap out of memory; origin-api gets EOF/connection refused until it restarts.",
    win: 16,
    onset: "end",
    silence: [{ svc: "manifest-svc", until: 40 }],
    emits: [
      {
        svc: "manifest-svc",
        lvl: "warn",
        every: 20,
        from: -90,
        until: -1,
        msg: (r) => `manifest cache ${r.int(1800, 1990)}k entries, heap used ${r.float(3.6, 3.95).toFixed(2)}GB of 4GB`,
      },
      {
        svc: "manifest-svc",
        lvl: "fatal",
        every: 1,
        count: 1,
        msg: () => "<--- Last few GCs --->",
        stack: (r) =>
          [
            `[1:0x6e3b2c0]   ${r.int(800000, 990000)} ms: Mark-Compact 4041.2 (4130.5) -> 4039.8 (4130.7) MB, 1821.44 / 0.00 ms  (average mu = 0.091, current mu = 0.012) allocation failure; scavenge might not succeed`,
            "<--- JS stacktrace --->",
            "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
            " 1: 0xb9c1f0 node::Abort() [node]",
            " 2: 0xaa27ee  [node]",
            " 3: 0xd73b40 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
          ].join("\n"),
      },
      {
        svc: "origin-api",
        lvl: "error",
        every: 0.5,
        from: 0.2,
        until: 42,
        msg: (r) =>
          `manifest request asset=${asset(r)} failed: Get "http://manifest-svc:3000/v1/manifests/${asset(r)}": EOF`,
      },
      {
        svc: "manifest-svc",
        lvl: "info",
        every: 1,
        count: 1,
        from: 40,
        msg: () => "manifest-svc 3.4.1 listening on :3000 (node v20.18.0)",
      },
    ],
  },
  {
    estate: "video",
    cat: "disk",
    origin: "kafka-media",
    hints: ["no space", "disk", "space left", "log dir"],
    sev: "high",
    note: "Seconds after the window opens kafka-media cannot append (No space left on device), fails its only log dir and shuts down; transcode-worker's librdkafka client then gets connection refused.",
    win: 14,
    onset: "atstart",
    silence: [{ svc: "kafka-media", from: 2 }],
    emits: [
      {
        svc: "kafka-media",
        lvl: "error",
        every: 1,
        count: 1,
        msg: (r, t) =>
          `[${kafkaTime(t)}] ERROR Error while appending records to transcode-jobs-${r.int(0, 7)} in dir /var/lib/kafka/data (org.apache.kafka.storage.internals.log.LogDirFailureChannel)`,
        stack: () =>
          javaStack("java.io.IOException: No space left on device", [
            "java.base/sun.nio.ch.FileDispatcherImpl.write0(Native Method)",
            "java.base/sun.nio.ch.FileChannelImpl.write(FileChannelImpl.java:285)",
            "org.apache.kafka.common.record.MemoryRecords.writeFullyTo(MemoryRecords.java:92)",
            "org.apache.kafka.common.record.FileRecords.append(FileRecords.java:180)",
          ]),
      },
      {
        svc: "kafka-media",
        lvl: "error",
        every: 1,
        count: 1,
        from: 1,
        msg: (_r, t) =>
          `[${kafkaTime(t)}] ERROR Shutdown broker because all log dirs in /var/lib/kafka/data have failed (kafka.log.LogManager)`,
      },
      {
        svc: "transcode-worker",
        lvl: "error",
        every: 1,
        from: 2.5,
        msg: () =>
          'KafkaError{code=_TRANSPORT,val=-195,str="kafka-media:9092/1: Connect to ipv4#10.4.9.2:9092 failed: Connection refused (after 0ms in state CONNECT)"}',
      },
      {
        svc: "packager",
        lvl: "warn",
        every: 10,
        from: 5,
        msg: () => "job queue consumer idle: no messages from transcode-jobs in 10s",
      },
    ],
  },
  {
    estate: "video",
    cat: "disk",
    origin: "segment-store",
    hints: ["disk", "read-only", "watermark", "storage", "full"],
    sev: "medium",
    note: "In the last two minutes segment-store's data volume crosses its high watermark and goes read-only; it only warns, while packager's uploads fail with 507 Insufficient Storage.",
    win: 20,
    onset: "end",
    affects: [
      {
        svc: "segment-store",
        p: 0.9,
        lvl: "warn",
        msg: (r) => `PUT vod/${asset(r)}/${rend(r)}/init.mp4 507 Insufficient Storage (volume read-only)`,
      },
    ],
    emits: [
      {
        svc: "segment-store",
        lvl: "warn",
        every: 15,
        msg: (r) =>
          `disk /data usage ${r.float(97, 98.5).toFixed(1)}% above high watermark 95%, volume switched to read-only`,
      },
      {
        svc: "packager",
        lvl: "error",
        every: 2.5,
        from: 1,
        msg: (r) => `upload init.mp4 for asset=${asset(r)} failed: segment-store returned 507 Insufficient Storage`,
      },
    ],
  },
  {
    estate: "video",
    cat: "unknown",
    origin: "asset-catalog",
    hints: ["500", "internal", "unknown", "server error"],
    sev: "high",
    note: "Mid-window asset-catalog starts answering 500 with only an error id and no cause; manifest-svc's lookups fail first and the catalog's own 500 lines follow about a second later.",
    win: 16,
    onset: "mid",
    affects: [
      {
        svc: "manifest-svc",
        p: 0.3,
        from: 0.2,
        lvl: "error",
        msg: (r) => `catalog lookup failed for asset ${asset(r)}: Request failed with status code 500`,
      },
      {
        svc: "asset-catalog",
        p: 0.6,
        from: 1.1,
        lvl: "error",
        msg: (r) =>
          `o.s.w.s.DispatcherServlet - GET /api/assets/${asset(r)} 500 ${r.int(1, 20)}ms (error id ${r.hex(12)})`,
      },
    ],
  },
  {
    estate: "video",
    cat: "unknown",
    origin: "transcode-worker",
    hints: ["exit", "crash", "unknown", "error"],
    sev: "high",
    note: "Near the end of a long window transcode-worker goes quiet; kubelet reports it exited with code 1 and keeps backing off, with no reason in its own logs, and packager sees no progress.",
    win: 22,
    onset: "end",
    silence: [{ svc: "transcode-worker" }],
    emits: [
      {
        svc: "kubelet",
        lvl: "info",
        every: 1,
        count: 1,
        from: 4,
        msg: (r, t) =>
          `${klogHead(t, "I", "kuberuntime_container.go:1010")} "Container exited" pod="${pod("transcode-worker", r)}" containerName="transcode-worker" exitCode=1 reason="Error"`,
      },
      {
        svc: "kubelet",
        lvl: "error",
        every: 30,
        from: 20,
        msg: (r, t) =>
          `${klogHead(t, "E", "pod_workers.go:1301")} "Error syncing pod, skipping" err="failed to \\"StartContainer\\" for \\"transcode-worker\\" with CrashLoopBackOff: \\"back-off 20s restarting failed container=transcode-worker\\"" pod="${pod("transcode-worker", r)}"`,
      },
      {
        svc: "packager",
        lvl: "warn",
        every: 12,
        from: 15,
        msg: (r) => `no transcode progress for ${r.int(8, 20)} jobs in 60s`,
      },
    ],
  },
];
