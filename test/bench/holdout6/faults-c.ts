// Fault recipes, part 3: dependency, memory, disk, unknown (5 each).
import { hex, int } from "../holdout3/kit.js";
import { E, F, I, jstack, pytb, W } from "./lines.js";
import type { Fault } from "./types.js";

export const FAULTS_C: Fault[] = [
  // ---- dependency
  {
    cat: "dependency",
    mode: "payment vendor 5xx",
    hints: ["vendor", "upstream", "503", "dependency", "provider"],
    sev: "high",
    on: ["dotnet", "ruby", "jvm"],
    sym: "5xx",
    rate: 24,
    storm: 1.5,
    pool: [
      (c) =>
        E(
          `card processor returned 503 Service Unavailable (request ${hex(c.r, 12)}), provider status page reports degraded`,
        ),
      () => E("acquirer gateway error 502 Bad Gateway on /v1/authorizations"),
      () => W("vendor latency p99 8.4s"),
    ],
    note: "dependency: the external card processor fails with 5xx; the origin is the only service talking to it; callers report 5xx naming the origin",
  },
  {
    cat: "dependency",
    mode: "circuit breaker open to external service",
    hints: ["circuit", "breaker", "dependency", "unavailable"],
    sev: "high",
    on: ["jvm"],
    sym: "5xx",
    rate: 30,
    storm: 1.5,
    lead: [() => W("CircuitBreaker 'shippingQuotes' changed state from CLOSED to OPEN")],
    pool: [
      () =>
        E(
          "io.github.resilience4j.circuitbreaker.CallNotPermittedException: CircuitBreaker 'shippingQuotes' is OPEN and does not permit further calls",
        ),
      () => W("CircuitBreaker 'shippingQuotes' changed state from HALF_OPEN to OPEN"),
    ],
    note: "dependency: a third-party quote API fails and the origin's breaker opens; CallNotPermittedException floods; callers 5xx",
  },
  {
    cat: "dependency",
    mode: "kafka broker unavailable (broker does not log here)",
    estates: ["hospital-pharmacy", "music-label"],
    hints: ["broker", "kafka", "unavailable", "dependency"],
    sev: "high",
    on: ["go", "python", "node"],
    sym: "none",
    rate: 28,
    storm: 0,
    pool: [
      (c) =>
        E(
          c.o.rt === "go"
            ? "kafka: client has run out of available brokers to talk to (Is your cluster reachable?)"
            : c.o.rt === "python"
              ? 'KafkaError{code=_ALL_BROKERS_DOWN,val=-187,str="3/3 brokers are down"}'
              : "KafkaJSNumberOfRetriesExceeded: Connection error: connect ECONNREFUSED 10.42.9.20:9092 (broker b-2.events)",
        ),
      () => W("event publish buffered locally, broker unavailable"),
    ],
    note: "dependency: the managed event broker (not logging in this window) is down; the origin cannot produce; no callers",
  },
  {
    cat: "dependency",
    mode: "object storage provider 500 / SlowDown",
    hints: ["storage", "s3", "500", "dependency", "provider"],
    sev: "medium",
    on: ["python", "rust"],
    sym: "none",
    rate: 16,
    storm: 0,
    underway: true,
    pool: [
      () => E("S3 upload failed: InternalError: We encountered an internal error. Please try again. (status 500)"),
      (c) => W(`retrying GetObject ${c.noun}/${hex(c.r, 16)} after 503 from storage provider`),
    ],
    note: "dependency: window opens mid-incident; the object-storage provider answers 500/503; the origin's transfers fail",
  },
  {
    cat: "dependency",
    mode: "SaaS search / maps API outage, WARN only",
    hints: ["dependency", "unavailable", "provider", "upstream", "502"],
    sev: "medium",
    on: ["node", "elixir", "go"],
    sym: "5xx",
    rate: 20,
    storm: 2,
    pool: [
      (c) => W(`maps provider unavailable (502 Bad Gateway), serving ${c.noun} without eta`),
      () => W("third-party geocoder down, degraded mode"),
    ],
    note: "dependency: the SaaS provider is down; the origin degrades and logs WARN only; its callers log errors louder",
  },
  // ---- memory
  {
    cat: "memory",
    mode: "JVM heap exhaustion",
    hints: ["outofmemory", "heap", "memory", "oom"],
    sev: "high",
    on: ["jvm"],
    sym: "5xx",
    rate: 10,
    storm: 3,
    lead: [
      () => W("[gc] Pause Full (G1 Compaction Pause) 3987M->3961M(4096M) 2871.113ms"),
      () => W("[gc] Pause Full (G1 Compaction Pause) 4012M->4006M(4096M) 3302.904ms"),
    ],
    pool: [
      (c) =>
        E(
          "Handler dispatch failed: java.lang.OutOfMemoryError: Java heap space",
          jstack(c.o.name, "java.lang.OutOfMemoryError: Java heap space", "report.ReportBuilder.collect"),
        ),
      () => E("java.lang.OutOfMemoryError: GC overhead limit exceeded"),
    ],
    note: "memory: a report loads a whole table into the origin's heap; full GCs then OutOfMemoryError; callers 5xx louder",
  },
  {
    cat: "memory",
    mode: "kubelet OOMKilled, origin silent",
    hints: ["oom", "memory", "killed", "137"],
    sev: "high",
    on: ["python", "ruby", "node"],
    sym: "refused",
    rate: 4,
    storm: 6,
    silent: true,
    pool: [(c) => W(`worker rss ${int(c.r, 1800, 1990)}MB close to limit 2048MB`)],
    kubelet: [
      (c) => W(`"Container exceeded memory limit" container="${c.o.name}" reason="OOMKilled" exitCode=137`),
      (c) =>
        I(
          `memory cgroup out of memory: Killed process ${int(c.r, 1000, 40000)} (${c.o.rt === "node" ? "node" : c.o.rt}) total-vm:${int(c.r, 2100000, 2400000)}kB, anon-rss:2097152kB`,
        ),
      (c) => W(`Back-off restarting failed container ${c.o.name} in pod ${c.o.name}-${hex(c.r, 5)}`),
    ],
    note: "memory: the origin's memory grows until the kubelet OOM-kills it (exit 137, logged by the kubelet and kernel); it goes silent; callers see refused",
  },
  {
    cat: "memory",
    mode: "Go runtime out of memory",
    hints: ["memory", "out of memory", "oom"],
    sev: "high",
    on: ["go"],
    sym: "reset",
    rate: 6,
    storm: 3,
    silent: true,
    pool: [
      () =>
        F("fatal error: runtime: out of memory", [
          "",
          "runtime stack:",
          "runtime.throw({0x1a2b3c0?, 0x40000000?})",
          "\t/usr/local/go/src/runtime/panic.go:1077 +0x5c",
          "runtime.sysMap(0xc0a0000000, 0x40000000, 0x2c1e5a8?)",
        ]),
    ],
    note: "memory: an unbounded map in the origin exhausts memory; Go fatal error then silence; callers see resets",
  },
  {
    cat: "memory",
    mode: "Node heap limit",
    hints: ["heap", "memory", "allocation", "oom"],
    sev: "high",
    on: ["node"],
    sym: "5xx",
    rate: 5,
    storm: 4,
    lead: [
      () =>
        W(
          "<--- Last few GCs ---> [1:0x5a1c2d0] 412311 ms: Mark-Compact 2031.4 (2083.1) -> 2029.8 (2084.6) MB, 1893.22 / 0.00 ms (average mu = 0.112)",
        ),
    ],
    pool: [
      () => F("FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory"),
      () => W("process restarted by supervisor after crash (signal SIGABRT)"),
    ],
    note: "memory: the origin's in-memory cache grows without bound; V8 reaches its heap limit and aborts repeatedly; callers 5xx",
  },
  {
    cat: "memory",
    mode: "Python MemoryError / redis maxmemory",
    hints: ["memory", "memoryerror", "oom", "maxmemory"],
    sev: "medium",
    on: ["python", "redis"],
    sym: "none",
    rate: 12,
    storm: 0,
    pool: [
      (c) =>
        E(
          c.o.rt === "redis" ? "OOM command not allowed when used memory > 'maxmemory'." : "MemoryError",
          c.o.rt === "redis" ? undefined : pytb("worker/batch.py", "load_all", "rows = list(cursor)", "MemoryError"),
        ),
      () => W("memory usage 97% of limit"),
    ],
    note: "memory: the origin runs out of memory (MemoryError or maxmemory OOM) on an oversized batch; no callers",
  },
  // ---- disk
  {
    cat: "disk",
    mode: "ENOSPC on log/upload volume",
    hints: ["enospc", "space", "disk"],
    sev: "high",
    on: ["node", "go"],
    sym: "5xx",
    rate: 20,
    storm: 2,
    lead: [() => W("disk usage on /var/data at 94%")],
    pool: [
      (c) => E(`Error: ENOSPC: no space left on device, write '/var/data/${c.noun}/${hex(c.r, 8)}.part'`),
      (c) =>
        E(
          c.o.rt === "go"
            ? "write /var/data/spool/batch.tmp: no space left on device"
            : "failed to flush spool: ENOSPC",
        ),
    ],
    note: "disk: the origin's data volume fills up; writes fail with ENOSPC; callers 5xx",
  },
  {
    cat: "disk",
    mode: "postgres cannot extend file / WAL volume full",
    hints: ["space", "disk", "device", "wal"],
    sev: "high",
    on: ["postgres"],
    sym: "none",
    rate: 14,
    storm: 2,
    callerPool: [
      (c) => E(`ERROR: could not extend file "base/16384/24601": No space left on device (from ${c.o.name})`),
      (c) => E(`database ${c.o.name} rejected write: PANIC during checkpoint`),
    ],
    pool: [
      () =>
        E('ERROR:  could not extend file "base/16384/24601": No space left on device\nHINT:  Check free disk space.'),
      () => F('PANIC:  could not write to file "pg_wal/xlogtemp.412": No space left on device'),
    ],
    note: "disk: the database volume fills (WAL growth); the server logs No space left on device / PANIC; apps echo it louder",
  },
  {
    cat: "disk",
    mode: "read-only filesystem after remount",
    hints: ["read-only", "filesystem", "disk"],
    sev: "high",
    on: ["python", "ruby", "dotnet", "rust"],
    sym: "5xx",
    rate: 18,
    storm: 1.5,
    pool: [
      (c) =>
        E(
          c.o.rt === "python"
            ? `OSError: [Errno 30] Read-only file system: '/data/${c.noun}/${hex(c.r, 6)}.tmp'`
            : c.o.rt === "ruby"
              ? `Errno::EROFS: Read-only file system @ rb_sysopen - /data/${c.noun}/${hex(c.r, 6)}.tmp`
              : c.o.rt === "dotnet"
                ? `System.IO.IOException: Read-only file system : '/data/${c.noun}/${hex(c.r, 6)}.tmp'`
                : `failed to persist ${c.noun}: Read-only file system (os error 30)`,
        ),
      () => W("cannot rotate local cache: filesystem mounted read-only"),
    ],
    kubelet: [
      () =>
        E(
          "EXT4-fs error (device nvme1n1): ext4_journal_check_start:83: Detected aborted journal; Remounting filesystem read-only",
        ),
    ],
    note: "disk: the origin's volume is remounted read-only after I/O errors (the kernel logs it); every write fails",
  },
  {
    cat: "disk",
    mode: "Elasticsearch flood-stage watermark",
    hints: ["flood", "watermark", "disk", "read-only"],
    sev: "high",
    on: ["es"],
    sym: "none",
    rate: 8,
    storm: 3,
    lead: [
      () =>
        W(
          "high disk watermark [90%] exceeded on [es-data-0][/usr/share/elasticsearch/data] free: 9.1gb[9.2%], shards will be relocated away from this node",
        ),
    ],
    pool: [
      () =>
        W(
          "flood stage disk watermark [95%] exceeded on [es-data-0][/usr/share/elasticsearch/data] free: 4.2gb[4.3%], all indices on this node will be marked read-only",
        ),
    ],
    callerPool: [
      (c) =>
        E(
          `bulk index failed: cluster_block_exception: index [${c.noun}s-v7] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block] (${c.o.name})`,
        ),
    ],
    note: "disk: the search node crosses the flood-stage watermark (WARN only) and blocks writes; the indexer logs errors mentioning TOO_MANY_REQUESTS (decoy toward rate limiting)",
  },
  {
    cat: "disk",
    mode: "kafka log dir full, broker offline",
    hints: ["disk", "space", "log dir", "device"],
    sev: "high",
    on: ["kafka", "mysql"],
    sym: "none",
    rate: 10,
    storm: 2,
    pool: [
      (c) =>
        E(
          c.o.rt === "kafka"
            ? "Error while appending records to events-3 in dir /var/lib/kafka/data (kafka.server.LogDirFailureChannel) java.io.IOException: No space left on device"
            : "[ERROR] [MY-012639] [InnoDB] Write to file ./binlog.000412 failed at offset 0, 16384 bytes should have been written, only 0 were written. Operating system error number 28 (No space left on device).",
        ),
      () =>
        E(
          "Disk is full writing './binlog.000412' (OS errno 28 - No space left on device). Waiting for someone to free space...",
        ),
    ],
    callerPool: [(c) => E(`write to ${c.o.name} failed: server unavailable (not enough space)`)],
    note: "disk: the broker/database data dir fills (errno 28); apps fail their writes naming it",
  },
  // ---- unknown
  {
    cat: "unknown",
    mode: "process exits without reason",
    hints: ["exit", "crash", "unknown", "terminated"],
    sev: "high",
    on: ["jvm", "dotnet", "elixir"],
    sym: "refused",
    rate: 3,
    storm: 5,
    silent: true,
    pool: [() => E("Application is shutting down..."), () => I("Stopping service")],
    note: "unknown: the origin shuts down without saying why and goes silent; callers see connection refused and are far louder",
  },
  {
    cat: "unknown",
    mode: "unexplained 500s, generic error",
    hints: ["internal", "unknown", "500", "unexpected"],
    sev: "medium",
    on: ["ruby", "node", "rust", "python"],
    sym: "5xx",
    rate: 20,
    storm: 2,
    pool: [
      (c) => E(`request ${hex(c.r, 12)} failed: internal error`),
      () => E("unexpected error, returning 500"),
      () => W("handler returned error status 500"),
    ],
    note: "unknown: the origin starts returning 500 with only a generic message; no cause is ever logged",
  },
  {
    cat: "unknown",
    mode: "worker stops processing, only backlog warnings",
    hints: ["stall", "backlog", "unknown", "stuck"],
    sev: "medium",
    on: ["go", "python", "elixir"],
    sym: "none",
    rate: 6,
    storm: 0,
    silent: true,
    pool: [(c) => W(`${c.noun} consumer: no progress in ${int(c.r, 60, 600)}s`)],
    note: "unknown: the origin stalls (its normal lines stop) after a few no-progress warnings; nobody says why",
  },
  {
    cat: "unknown",
    mode: "health check failing with no detail",
    hints: ["health", "unhealthy", "unknown", "probe"],
    sev: "medium",
    on: ["dotnet", "jvm", "go"],
    sym: "5xx",
    rate: 12,
    storm: 1.5,
    pool: [
      (c) =>
        E(
          c.o.rt === "dotnet"
            ? "Health check 'self' completed after 5001ms with status Unhealthy and description '(null)'"
            : c.o.rt === "jvm"
              ? "Health contributor 'custom' reported status=DOWN"
              : "healthz: check failed",
        ),
      () => E("request failed, instance unhealthy"),
    ],
    kubelet: [
      (c) =>
        W(
          `"Probe failed" probeType="Liveness" pod="${c.o.name}-${hex(c.r, 5)}" output="HTTP probe failed with statuscode: 503"`,
        ),
    ],
    note: "unknown: the origin reports itself unhealthy with no reason and starts failing requests; kubelet probe failures appear too",
  },
  {
    cat: "unknown",
    mode: "segfault / abort in native code",
    hints: ["segfault", "sigsegv", "crash", "signal", "unknown"],
    sev: "high",
    on: ["rust", "python", "ruby"],
    sym: "reset",
    rate: 4,
    storm: 4,
    silent: true,
    underway: true,
    pool: [
      (c) =>
        F(
          c.o.rt === "python"
            ? "Fatal Python error: Segmentation fault"
            : c.o.rt === "ruby"
              ? "[BUG] Segmentation fault at 0x0000000000000018"
              : "thread 'tokio-runtime-worker' received signal SIGSEGV",
        ),
      () => E("worker exited on signal 11 (SIGSEGV)"),
    ],
    note: "unknown: already under way; the origin crashes on a signal in native code with no explanation, then goes silent; callers see resets",
  },
];
