// Memory: Python worker MemoryError + OOMKill, Go runtime out of memory, JVM heap, .NET OutOfMemoryException,
// Node heap limit, BEAM memory high watermark (WARN only) then the kernel OOM killer.
import { dotnet, goroutine, java, python } from "./stacks.js";
import type { Scenario } from "./types.js";

export const memory: Scenario[] = [
  {
    estate: "claims",
    cat: "memory",
    origin: "fraud-scorer",
    hints: ["memory", "oom", "memoryerror"],
    sev: "high",
    note: "fraud-scorer gunicorn workers leak after a feature-store join; MemoryError, OOMKilled; fnol-intake falls back to manual review loudly",
    run: (x) => {
      x.ramp(
        "fraud-scorer",
        "warn",
        0,
        150,
        20,
        4,
        (r) =>
          `[WARNING] worker pid=${r.int(30, 90)} rss=${r.int(3100, 3900)}MiB above soft limit 3072MiB (feature frame rows=${r.int(2e6, 9e6)})`,
      );
      x.every("fraud-scorer", "error", 150, 240, 12, "Exception in worker process", (r) =>
        python(
          [
            [
              "/app/scorer/features.py",
              214,
              "join_claim_history",
              "frame = history.merge(policies, on='policy_id', how='left')",
            ],
            [
              "/usr/local/lib/python3.11/site-packages/pandas/core/reshape/merge.py",
              1103,
              "_get_join_indexers",
              "lkey, rkey, count = _factorize_keys(lkey, rkey, sort=sort)",
            ],
          ],
          `numpy.core._exceptions._ArrayMemoryError: Unable to allocate ${r.float(1.1, 3.9).toFixed(2)} GiB for an array with shape (${r.int(2e8, 5e8)},) and data type int64`,
        ),
      );
      x.every(
        "fraud-scorer",
        "error",
        160,
        300,
        25,
        (r) =>
          `[CRITICAL] WORKER TIMEOUT (pid:${r.int(30, 90)}) / Worker (pid:${r.int(30, 90)}) was sent SIGKILL! Perhaps out of memory?`,
      );
      x.killed(245, "fraud-scorer", 137, "OOMKilled", 20);
      x.killed(290, "fraud-scorer", 137, "OOMKilled", 20);
      x.thin("fraud-scorer", 150, 0.2);
      x.every(
        "fnol-intake",
        "error",
        155,
        Number.POSITIVE_INFINITY,
        1.2,
        (r) =>
          `c.c.f.scoring.FraudClient : POST http://fraud-scorer:8000/v1/score failed: 502 Bad Gateway; claim CLM-${r.int(2026000, 2026999)} routed to manual review`,
      );
      x.every(
        "fnol-intake",
        "warn",
        170,
        Number.POSITIVE_INFINITY,
        3,
        "i.g.r.c.CircuitBreakerStateMachine : CircuitBreaker 'fraudScorer' is OPEN, calls not permitted",
      );
      x.every(
        "claims-portal",
        "error",
        175,
        Number.POSITIVE_INFINITY,
        2.5,
        (r) => `POST /api/v3/claims 503 ${r.int(3000, 9000)}ms upstream=fnol-intake err="upstream timeout"`,
      );
      x.deploy(-40, "doc-vault", "v4.18.2", "go");
    },
  },
  {
    estate: "podcast",
    cat: "memory",
    origin: "episode-transcoder",
    hints: ["memory", "out of memory"],
    sev: "high",
    note: "episode-transcoder loads whole 6h live-recording WAVs into memory: Go 'runtime: out of memory' and crash loop; playback falls back to originals",
    run: (x) => {
      x.every(
        "episode-transcoder",
        "warn",
        0,
        200,
        15,
        (r) =>
          `ingest ep_${r.hex(10)} source=wav duration=${r.int(18000, 24000)}s buffering fully (no seek support), rss=${r.int(5200, 7600)}MiB`,
      );
      for (const t of [60, 150, 240, 330]) {
        x.at(
          t,
          "episode-transcoder",
          "fatal",
          `fatal error: runtime: out of memory`,
          [
            `runtime: out of memory: cannot allocate ${x.r.int(1, 9) * 1073741824}-byte block (${x.r.int(7, 8)}${x.r.int(100, 999)}000000 in use)`,
            goroutine(x.r.int(100, 900), "running", [
              ["runtime.throw({0x1a3f2c1, 0x16})", "/usr/local/go/src/runtime/panic.go:1077 +0x5c fp=0xc000a1f6d8"],
              [
                "bytes.growSlice({0xc4d2a00000, 0x1bd7a2000, 0x1bd7a2000}, 0x200000)",
                "/usr/local/go/src/bytes/buffer.go:249 +0x8e",
              ],
              [
                "github.com/listen/transcoder/internal/ingest.(*WavReader).ReadAll(0xc0001c2000)",
                "/src/internal/ingest/wav.go:88 +0x1b4",
              ],
            ]),
          ].join("\n"),
        );
        x.killed(t + 0.5, "episode-transcoder", 2, "Error", 12);
      }
      x.thin("episode-transcoder", 60, 0.3);
      x.every(
        "playback-api",
        "warn",
        70,
        Number.POSITIVE_INFINITY,
        2,
        (r) => `rendition aac-64 missing for ep_${r.hex(10)}, serving original enclosure (transcode pending)`,
      );
      x.every(
        "cdn-purger",
        "error",
        80,
        Number.POSITIVE_INFINITY,
        6,
        (r) =>
          `purge skipped for ep_${r.hex(10)}: transcode job status unknown (grpc: Unavailable: connection refused to episode-transcoder:9090)`,
      );
      x.deploy(-90, "search-indexer", "2026.07.3", "python");
    },
  },
  {
    estate: "port",
    cat: "memory",
    origin: "yard-tos",
    hints: ["heap", "memory", "outofmemory"],
    sev: "high",
    note: "yard-tos loads the whole yard inventory into a Hibernate session for a re-stow; full GCs then java.lang.OutOfMemoryError; gate and berth planners time out",
    run: (x) => {
      x.ramp(
        "yard-tos",
        "warn",
        0,
        120,
        15,
        5,
        (r) =>
          `[gc] Pause Full (G1 Compaction Pause) ${r.int(3900, 4050)}M->${r.int(3850, 4000)}M(4096M) ${r.float(1.2, 6.5).toFixed(3)}s`,
      );
      x.every(
        "yard-tos",
        "error",
        120,
        Number.POSITIVE_INFINITY,
        10,
        "Handler dispatch failed: java.lang.OutOfMemoryError: Java heap space",
        () =>
          java("java.lang.OutOfMemoryError: Java heap space", [
            "org.hibernate.engine.internal.StatefulPersistenceContext.addEntity(StatefulPersistenceContext.java:419)",
            "org.hibernate.loader.ast.internal.CacheEntityLoaderHelper.loadFromSessionCache(CacheEntityLoaderHelper.java:96)",
            "com.terminal.yard.RestowPlanner.loadYard(RestowPlanner.java:142)",
            "com.terminal.yard.RestowPlanner.plan(RestowPlanner.java:77)",
          ]),
      );
      x.thin("yard-tos", 100, 0.15);
      x.every(
        "gate-kiosk",
        "error",
        110,
        Number.POSITIVE_INFINITY,
        1.5,
        (r) =>
          `[lane ${r.int(1, 12)}] GuzzleHttp\\Exception\\ConnectException: cURL error 28: Operation timed out after 10001 milliseconds with 0 bytes received (see https://curl.haxx.se/libcurl/c/libcurl-errors.html) for http://yard-tos:8080/api/moves`,
      );
      x.every(
        "terminal-api",
        "error",
        110,
        Number.POSITIVE_INFINITY,
        1.2,
        (r) => `POST /gate/transactions 504 ${r.int(10000, 10050)}ms upstream yard-tos timed out`,
      );
      x.every(
        "berth-planner",
        "warn",
        130,
        Number.POSITIVE_INFINITY,
        8,
        "c.t.berth.YardClient : yard capacity unavailable (read timed out), using cached snapshot",
      );
      x.deploy(-25, "customs-edi", "3.12.0", "dotnet");
    },
  },
  {
    estate: "claims",
    cat: "memory",
    origin: "payout-engine",
    hints: ["outofmemory", "memory"],
    sev: "high",
    note: "payout-engine builds the month-end SEPA pain.001 file in one StringBuilder; System.OutOfMemoryException then container killed 137",
    run: (x) => {
      x.at(0, "payout-engine", "info", "Starting batch MONTHEND-SEPA: 412877 payouts queued");
      x.every(
        "payout-engine",
        "warn",
        20,
        110,
        18,
        (r) =>
          `GC heap size ${r.float(5.1, 7.8).toFixed(2)} GB, gen2 collections=${r.int(40, 90)}, batch MONTHEND-SEPA ${r.int(10, 80)}% serialised`,
      );
      x.at(
        115,
        "payout-engine",
        "fatal",
        "Batch MONTHEND-SEPA failed",
        dotnet("System.OutOfMemoryException: Exception of type 'System.OutOfMemoryException' was thrown.", [
          "System.Text.StringBuilder.ExpandByABlock(Int32 minBlockCharCount)",
          "System.Text.StringBuilder.Append(String value)",
          "Claims.Payouts.Sepa.Pain001Writer.WriteTransactions(IEnumerable`1 payouts) in /src/Payouts/Sepa/Pain001Writer.cs:line 118",
          "Claims.Payouts.Batch.MonthEndJob.RunAsync(CancellationToken ct) in /src/Payouts/Batch/MonthEndJob.cs:line 54",
        ]),
      );
      x.killed(118, "payout-engine", 137, "OOMKilled", 25);
      x.silence("payout-engine", 116);
      x.every(
        "policy-ledger",
        "error",
        125,
        Number.POSITIVE_INFINITY,
        4,
        (r) =>
          `c.c.l.PayoutSync : payout status poll failed for CLM-${r.int(2026000, 2026999)}: I/O error on GET request for "http://payout-engine:8080/payouts": Connection refused`,
      );
      x.every(
        "claims-portal",
        "error",
        125,
        Number.POSITIVE_INFINITY,
        3,
        (r) =>
          `GET /api/v3/payouts 502 ${r.int(1, 30)}ms upstream=payout-engine err="connect ECONNREFUSED 10.60.3.21:8080"`,
      );
    },
  },
  {
    estate: "podcast",
    cat: "memory",
    origin: "playback-api",
    hints: ["heap", "memory"],
    sev: "high",
    note: "playback-api caches full manifests per listener; Node 'JavaScript heap out of memory' crash loop; listen-edge returns 502s naming playback-api",
    run: (x) => {
      x.ramp(
        "playback-api",
        "warn",
        0,
        90,
        15,
        3,
        (r) => `manifest cache size=${r.int(300, 900)}k entries heapUsed=${r.int(1500, 2000)}MB (limit 2048MB)`,
      );
      for (const t of [95, 180, 270]) {
        x.at(
          t,
          "playback-api",
          "fatal",
          "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
          [
            "",
            "<--- Last few GCs --->",
            `[1:0x6c8e2a0]  ${x.r.int(80000, 99000)} ms: Mark-Compact 2039.7 (2083.1) -> 2033.2 (2084.6) MB, 1843.22 / 0.00 ms  (average mu = 0.142, current mu = 0.021) allocation failure; scavenge might not succeed`,
            "",
            "<--- JS stacktrace --->",
            "",
            " 1: 0xb7a940 node::Abort() [node]",
            " 2: 0xa8e823  [node]",
            " 3: 0xd5c9e0 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
          ].join("\n"),
        );
        x.killed(t + 1, "playback-api", 134, "Error", 15);
      }
      x.thin("playback-api", 95, 0.35);
      x.every(
        "listen-edge",
        "error",
        96,
        Number.POSITIVE_INFINITY,
        0.6,
        (r) =>
          `GET /v2/episodes/:id/stream status=502 dur=${r.int(1, 9)}ms upstream=playback-api err="dial tcp 10.44.2.17:3000: connect: connection refused"`,
      );
      x.every(
        "listen-edge",
        "warn",
        100,
        Number.POSITIVE_INFINITY,
        2,
        (r) => `retrying upstream playback-api attempt=${r.int(2, 3)}/3`,
      );
      x.deploy(-60, "ad-stitcher", "5.4.1", "java");
    },
  },
  {
    estate: "port",
    cat: "memory",
    origin: "reefer-monitor",
    hints: ["memory", "oom", "watermark"],
    sev: "medium",
    note: "reefer-monitor (BEAM) logs only warnings: memory high watermark, a process mailbox growing; the kernel OOM killer ends beam.smp",
    run: (x) => {
      x.at(0, "reefer-monitor", "warn", "[warning] :alarm_handler: {:set, {:system_memory_high_watermark, []}}");
      x.ramp(
        "reefer-monitor",
        "warn",
        5,
        200,
        20,
        3,
        (r) =>
          `[warning] ReeferMonitor.Ingest pid=<0.${r.int(1000, 9000)}.0> message_queue_len=${r.int(200000, 2400000)} total_memory=${r.float(5.5, 7.9).toFixed(1)}GB`,
      );
      x.at(
        205,
        "kernel",
        "error",
        `Out of memory: Killed process ${x.r.int(1000, 9000)} (beam.smp) total-vm:${x.r.int(9000000, 9900000)}kB, anon-rss:${x.r.int(7800000, 8100000)}kB, file-rss:0kB, shmem-rss:0kB, UID:1000 pgtables:16244kB oom_score_adj:0`,
      );
      x.killed(205.3, "reefer-monitor", 137, "OOMKilled", 30);
      x.silence("reefer-monitor", 204);
      x.every(
        "terminal-api",
        "error",
        210,
        Number.POSITIVE_INFINITY,
        3,
        (r) =>
          `GET /reefers/${r.pick(["MSCU", "MAEU"])}${r.int(1000000, 9999999)}/telemetry 503 ${r.int(1, 20)}ms: reefer-monitor unavailable`,
      );
      x.every(
        "billing-tariffs",
        "warn",
        220,
        Number.POSITIVE_INFINITY,
        30,
        "WARNING tariffs.reefer: power readings missing for last interval, billing by estimate",
      );
    },
  },
];
