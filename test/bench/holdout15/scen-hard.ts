// The hard categories of this set: memory, timeout, network, database and configuration (4 scenarios each).
import type { Scenario } from "./types.js";

const M = 60_000;

export const HARD: Scenario[] = [
  {
    estate: "crew",
    category: "memory",
    origin: "pairing-optimizer",
    hints: ["memory", "oom"],
    sev: "high",
    note: "Python solver grows past its cgroup limit; kubelet reports OOMKilled/137 and the roster API sees 503s.",
    traced: true,
    noise: 0,
    run: (k) => {
      k.log(
        "pairing-optimizer",
        0,
        "warn",
        "resident set 3.41 GiB of 3.50 GiB limit while expanding fleet B737 column pool",
      );
      k.log(
        "pairing-optimizer",
        40_000,
        "error",
        "column generation failed: MemoryError",
        'Traceback (most recent call last):\n  File "/app/solver/colgen.py", line 212, in expand\n    cols = np.vstack(batch)\n  File "<__array_function__ internals>", line 200, in vstack\nMemoryError: Unable to allocate 1.12 GiB for an array with shape (9412, 15980) and data type float64',
      );
      k.mute("pairing-optimizer", 45_000, 0.1);
      k.rep(
        "kubelet",
        47_000,
        null,
        4 * M,
        "warn",
        "Container pairing-optimizer in pod rostering-prod/pairing-optimizer-7c9d4 terminated: OOMKilled (exit code 137), restarting",
      );
      k.rep(
        "kubelet",
        60_000,
        null,
        2 * M,
        "warn",
        "Back-off restarting failed container pairing-optimizer in pod rostering-prod/pairing-optimizer-7c9d4",
      );
      k.rep(
        "roster-api",
        50_000,
        null,
        3000,
        "error",
        "POST http://pairing-optimizer:8080/solve failed: 503 Service Unavailable (retry 3/3)",
        { traced: true },
      );
      k.rep("crew-edge", 52_000, null, 5000, "error", "[POST /api/roster/rebuild] 502 upstream=roster-api rt=31004ms");
    },
  },
  {
    estate: "wx",
    category: "memory",
    origin: "forecast-api",
    hints: ["heap", "memory", "outofmemory"],
    sev: "high",
    note: "Kotlin forecast API thrashes in GC then dies of Java heap space; the nginx edge is far louder with 502/504.",
    traced: false,
    noise: 1,
    run: (k) => {
      k.rep(
        "forecast-api",
        0,
        90_000,
        15_000,
        "warn",
        (r) => `[GC (Allocation Failure) 3.8G->3.7G(3.9G), ${r.int(900, 2400)} ms] pause exceeds 500 ms target`,
      );
      k.log(
        "forecast-api",
        95_000,
        "error",
        'Exception in thread "grid-loader-3" java.lang.OutOfMemoryError: GC overhead limit exceeded',
        "java.lang.OutOfMemoryError: GC overhead limit exceeded\n\tat java.base/java.util.Arrays.copyOf(Arrays.java:3537)\n\tat com.wx.forecast.grid.GribReader.readMessage(GribReader.kt:141)\n\tat com.wx.forecast.grid.ModelCache.load(ModelCache.kt:88)",
      );
      k.rep(
        "forecast-api",
        110_000,
        240_000,
        9000,
        "error",
        "Handler dispatch failed; nested exception is java.lang.OutOfMemoryError: Java heap space",
      );
      k.mute("forecast-api", 100_000, 0.2);
      k.rep(
        "api-edge",
        98_000,
        null,
        700,
        "error",
        (r) =>
          `upstream timed out (110: Connection timed out) while reading response header from upstream, request: "GET /v3/forecast/hourly HTTP/1.1", upstream: "http://10.8.3.${r.int(10, 40)}:8080/forecast/hourly"`,
      );
      k.rep("api-edge", 120_000, null, 1500, "error", '"GET /v3/forecast/daily HTTP/1.1" 502 157 rt=0.004');
    },
  },
  {
    estate: "lab",
    category: "memory",
    origin: "result-router",
    hints: ["memory", "oom"],
    sev: "high",
    note: "Go router dies once with runtime out of memory and crash-loops; only envoy and the HL7 intake complain afterwards.",
    traced: true,
    noise: 0,
    run: (k) => {
      k.log(
        "result-router",
        0,
        "fatal",
        "fatal error: runtime: out of memory",
        "runtime stack:\nruntime.throw({0x12a4f1e?, 0x2000?})\n\t/usr/local/go/src/runtime/panic.go:1047 +0x5d\nruntime.sysMap(0xc4a0000000, 0x40000000, 0x1d9e6b8?)\n\t/usr/local/go/src/runtime/mem_linux.go:187 +0x11b\n\ngoroutine 4182 [running]:\nlab/router/batch.(*Buffer).Append(...)\n\t/src/router/batch/buffer.go:77",
      );
      k.mute("result-router", 1000, 0.05);
      k.rep(
        "kubelet",
        3000,
        null,
        3 * M,
        "warn",
        "Back-off restarting failed container result-router in pod lab-results/result-router-5f7b8 (last state: Terminated, reason: OOMKilled, exitCode: 137)",
      );
      k.rep(
        "fhir-gateway",
        2000,
        null,
        900,
        "error",
        "[GET /fhir/r4/Observation] 503 upstream connect error or disconnect/reset before headers. reset reason: connection failure upstream=result-router",
        { traced: true },
      );
      k.rep(
        "hl7-intake",
        5000,
        null,
        6000,
        "warn",
        (r) => `Forward to result-router failed, message spooled (queue depth ${r.int(200, 4000)})`,
      );
    },
  },
  {
    estate: "crew",
    category: "memory",
    origin: "crew-notify",
    hints: ["heap", "memory"],
    sev: "medium",
    note: "Node notifier hits its V8 heap limit during a bulk roster publish and aborts; a noisy unrelated service errors throughout.",
    traced: false,
    noise: 2,
    run: (k) => {
      k.log("crew-notify", 0, "info", "bulk publish started: 18422 roster-change notifications for period 2026-09");
      k.log(
        "crew-notify",
        70_000,
        "fatal",
        "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
        "<--- Last few GCs --->\n[1:0x5d4c2a0]   612904 ms: Mark-Compact 2038.1 (2082.6) -> 2031.9 (2084.3) MB, 1807.2 / 0.0 ms  (average mu = 0.112, current mu = 0.021) allocation failure\n<--- JS stacktrace --->\n 1: 0xb7a940 node::Abort() [node]\n 2: 0xa8e823 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]",
      );
      k.log("crew-notify", 0 + 12_000, "warn", "event loop lag 1840ms");
      k.mute("crew-notify", 70_000, 0, 100_000);
      k.log("kubelet", 72_000, "warn", "Container crew-notify terminated (exit code 134, signal SIGABRT), restarting");
      k.rep(
        "roster-api",
        75_000,
        160_000,
        8000,
        "warn",
        "notify queue publish slow: crew-notify not acknowledging, 412 messages pending",
      );
    },
  },
  {
    estate: "lab",
    category: "timeout",
    origin: "lis-bridge",
    hints: ["lock", "timeout"],
    sev: "high",
    note: "JVM LIS bridge transactions die with MySQL lock wait timeouts (1205) while an order sync holds row locks.",
    traced: true,
    noise: 1,
    run: (k) => {
      k.log("lis-bridge", -20_000, "info", "Nightly order reconciliation started (batch size 5000)");
      k.rep(
        "lis-bridge",
        0,
        null,
        2500,
        "error",
        "SQL Error: 1205, SQLState: 40001 - Lock wait timeout exceeded; try restarting transaction",
        {
          stack:
            "org.springframework.dao.CannotAcquireLockException: could not execute statement\n\tat lab.lis.OrderSync.update(OrderSync.java:212)",
        },
      );
      k.rep(
        "specimen-tracker",
        4000,
        null,
        5000,
        "error",
        "LIS order sync failed for A26-... : upstream lis-bridge responded 500 after 50012ms",
        { traced: true },
      );
      k.rep("clinician-portal", 9000, null, 7000, "warn", "GET /orders/pending took 50.3s (slow)");
    },
  },
  {
    estate: "wx",
    category: "timeout",
    origin: "model-runner",
    hints: ["timeout", "timed out"],
    sev: "medium",
    note: "Python model runner's downloads from an upstream model archive time out on read; forecasts go stale downstream.",
    traced: false,
    noise: 0,
    run: (k) => {
      k.rep(
        "model-runner",
        0,
        null,
        20_000,
        "error",
        (r) =>
          `fetch gfs.t12z.pgrb2.0p25.f${String(r.int(0, 120)).padStart(3, "0")} failed: requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='nomads.ncep.example', port=443): Read timed out. (read timeout=60)`,
      );
      k.log("model-runner", 4 * M, "warn", "run gfs-0p25 12z incomplete after 4 retries, keeping 06z as current");
      k.rep("forecast-api", 5 * M, null, 30_000, "warn", "serving model run 06z, 6h older than schedule");
    },
  },
  {
    estate: "crew",
    category: "timeout",
    origin: "duty-legality",
    hints: ["deadline", "timeout"],
    sev: "high",
    note: "Go legality checker's own evaluations exceed their 2 s context deadline; roster-api's retries are much louder.",
    traced: true,
    noise: 1,
    run: (k) => {
      k.rep(
        "duty-legality",
        0,
        null,
        1800,
        "warn",
        (r) =>
          `legality evaluation for pairing P${r.int(1, 9)}${r.hex(4).toUpperCase()} aborted: context deadline exceeded (elapsed 2.0s, rules evaluated ${r.int(40, 90)}/143)`,
      );
      k.chain(3000, null, 500, [
        [
          "roster-api",
          "error",
          "grpc call DutyLegality/Check failed: status=DEADLINE_EXCEEDED, retrying (attempt 2 of 3)",
          0,
        ],
        ["roster-api", "error", "grpc call DutyLegality/Check failed: status=DEADLINE_EXCEEDED, giving up", 2100],
        ["crew-edge", "error", "[POST /api/swaps] 504 upstream=roster-api rt=6302ms", 30],
      ]);
    },
  },
  {
    estate: "lab",
    category: "timeout",
    origin: "critical-callback",
    hints: ["statement timeout", "timeout"],
    sev: "medium",
    note: "Python callback worker's queries are cancelled by statement_timeout, logged only at WARN; escalations pile up.",
    traced: false,
    noise: 2,
    run: (k) => {
      k.rep(
        "critical-callback",
        0,
        null,
        25_000,
        "warn",
        "escalation poll skipped: psycopg.errors.QueryCanceled: canceling statement due to statement timeout (SQLSTATE 57014)",
      );
      k.rep(
        "clinician-portal",
        3 * M,
        null,
        60_000,
        "warn",
        (r) => `${r.int(3, 19)} critical results unacknowledged beyond 15 min`,
      );
    },
  },
  {
    estate: "crew",
    category: "network",
    origin: "ops-feed-ingest",
    hints: ["dns", "resolve", "lookup"],
    sev: "high",
    note: "Rust ingest cannot resolve the partner movement-feed host (SERVFAIL) and stops consuming; legality checks go stale.",
    traced: false,
    noise: 0,
    run: (k) => {
      k.rep(
        "ops-feed-ingest",
        0,
        null,
        5000,
        "error",
        "connect to feed.sita-partner.example:5671 failed: failed to lookup address information: Temporary failure in name resolution (resolver: SERVFAIL from 10.96.0.10)",
      );
      k.mute("ops-feed-ingest", 0, 0.05);
      k.rep("duty-legality", 2 * M, null, 40_000, "warn", "actuals older than 300s, legality using scheduled times");
    },
  },
  {
    estate: "wx",
    category: "network",
    origin: "radar-tiler",
    hints: ["route", "unreachable", "network"],
    sev: "medium",
    note: "Go tiler loses its route to the object store after a node network change (no route to host); edge serves stale tiles.",
    traced: true,
    noise: 2,
    run: (k) => {
      k.rep(
        "radar-tiler",
        0,
        null,
        3000,
        "error",
        (r) =>
          `upload tile batch ${r.hex(6)}: Put "https://objects.wx.internal/radar-tiles/z${r.int(3, 9)}": dial tcp 10.31.4.17:443: connect: no route to host`,
      );
      k.log("radar-tiler", 20_000, "warn", "uploader backlog 4200 tiles, dropping oldest");
      k.rep(
        "api-edge",
        60_000,
        null,
        20_000,
        "warn",
        '"GET /v3/tiles/radar/6/31/20.png HTTP/2.0" 200 served stale (age 900s)',
      );
    },
  },
  {
    estate: "lab",
    category: "network",
    origin: "hl7-intake",
    hints: ["reset", "socket", "connection"],
    sev: "high",
    note: ".NET HL7 listener's MLLP sessions to analyzers are reset by peer mid-message after a switch change.",
    traced: false,
    noise: 0,
    run: (k) => {
      k.rep(
        "hl7-intake",
        0,
        null,
        2000,
        "error",
        (r) =>
          `MLLP session from ${r.pick(["COBAS8K", "SYSMEX-XN", "ARCHITECT"])} aborted: System.Net.Sockets.SocketException (104): Connection reset by peer`,
      );
      k.mute("hl7-intake", 0, 0.3);
      k.rep("result-router", 60_000, null, 30_000, "warn", "no ORU traffic from chemistry line for 60s");
    },
  },
  {
    estate: "wx",
    category: "network",
    origin: "alert-dispatch",
    hints: ["tls", "socket", "network"],
    sev: "medium",
    note: "Node alert dispatcher's outbound TLS handshakes are cut (MTU black hole after a NAT change); warnings undelivered.",
    traced: false,
    noise: 1,
    run: (k) => {
      k.rep(
        "alert-dispatch",
        0,
        null,
        2500,
        "error",
        (r) =>
          `webhook sub=${r.hex(8)} failed: Error: Client network socket disconnected before secure TLS connection was established (code ECONNRESET)`,
      );
      k.rep("alert-dispatch", 30_000, null, 30_000, "warn", (r) => `delivery retry queue ${r.int(300, 9000)} items`);
    },
  },
  {
    estate: "crew",
    category: "database",
    origin: "roster-api",
    hints: ["pool", "connection"],
    sev: "high",
    note: "Spring roster API leaks JDBC connections after a batch job; HikariCP runs dry and the edge returns 503s.",
    traced: true,
    noise: 2,
    run: (k) => {
      k.log("roster-api", -60_000, "info", "Scheduled job monthlyHoursReport started");
      k.log(
        "roster-api",
        0,
        "warn",
        "HikariPool-1 - Connection leak detection triggered for org.postgresql.jdbc.PgConnection@4f1a2b on thread report-1",
      );
      k.rep(
        "roster-api",
        30_000,
        null,
        1200,
        "error",
        "HikariPool-1 - Connection is not available, request timed out after 30000ms (total=20, active=20, idle=0, waiting=48)",
        {
          traced: true,
          stack:
            "java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms\n\tat com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:696)\n\tat com.airline.roster.RosterRepository.find(RosterRepository.java:54)",
        },
      );
      k.rep("crew-edge", 31_000, null, 600, "error", "[GET /api/roster] 503 upstream=roster-api rt=30012ms");
    },
  },
  {
    estate: "lab",
    category: "database",
    origin: "lab-mysql",
    hints: ["connections", "mysql"],
    sev: "high",
    note: "MySQL refuses new clients (too many connections, 1040); several services fail in their own words.",
    traced: false,
    noise: 1,
    run: (k) => {
      k.rep(
        "lab-mysql",
        0,
        null,
        20_000,
        "warn",
        "[Warning] [MY-010055] [Server] Too many connections: max_connections=300 reached",
      );
      k.rep(
        "lis-bridge",
        2000,
        null,
        3000,
        "error",
        'Could not open JDBC Connection: java.sql.SQLNonTransientConnectionException: Data source rejected establishment of connection, message from server: "Too many connections"',
      );
      k.rep(
        "specimen-tracker",
        3000,
        null,
        4000,
        "error",
        "ActiveRecord::ConnectionNotEstablished: Mysql2::Error: Too many connections",
      );
    },
  },
  {
    estate: "wx",
    category: "database",
    origin: "accounts-db",
    hints: ["failover", "recovery", "read-only", "database"],
    sev: "high",
    note: "Postgres primary crashes and a replica is promoted; billing writes fail read-only and in-recovery for minutes.",
    traced: false,
    noise: 0,
    run: (k) => {
      k.log("accounts-db", 0, "error", "server process (PID 48211) was terminated by signal 9: Killed");
      k.log("accounts-db", 200, "warn", "terminating any other active server processes");
      k.log("accounts-db", 1500, "info", "all server processes terminated; reinitializing");
      k.rep("accounts-db", 3000, 90_000, 5000, "error", "FATAL:  the database system is in recovery mode");
      k.rep(
        "metering",
        2000,
        240_000,
        2000,
        "error",
        "PG::ReadOnlySqlTransaction: ERROR:  cannot execute UPDATE in a read-only transaction",
      );
      k.rep("api-edge", 4000, 240_000, 3000, "error", '"POST /v3/keys/usage HTTP/1.1" 500 88 rt=0.021');
    },
  },
  {
    estate: "crew",
    category: "database",
    origin: "fatigue-model",
    hints: ["queuepool", "pool"],
    sev: "medium",
    note: "Python fatigue model's SQLAlchemy QueuePool overflows; legality calls see 500s.",
    traced: true,
    noise: 1,
    run: (k) => {
      k.rep(
        "fatigue-model",
        0,
        null,
        4000,
        "error",
        "sqlalchemy.exc.TimeoutError: QueuePool limit of size 5 overflow 10 reached, connection timed out, timeout 30.00",
        { traced: true },
      );
      k.rep(
        "duty-legality",
        1000,
        null,
        3000,
        "warn",
        "fatigue score unavailable (fatigue-model HTTP 500), pairing marked provisional",
        { traced: true },
      );
    },
  },
  {
    estate: "wx",
    category: "configuration",
    origin: "metering",
    hints: ["env", "config", "key"],
    sev: "high",
    note: "Ruby metering service deployed without a required environment variable; usage recording fails for every call.",
    traced: true,
    noise: 2,
    run: (k) => {
      k.log("metering", -30_000, "info", "Puma starting in cluster mode... version 6.4.2, release 2026.08.14-2");
      k.rep("metering", 0, null, 2000, "error", 'KeyError: key not found: "USAGE_STREAM_URL"', {
        traced: true,
        stack: "config/initializers/usage_stream.rb:3:in `fetch'\napp/services/usage_recorder.rb:18:in `record'",
      });
      k.rep("api-edge", 3000, null, 4000, "warn", "metering mirror returned 500, request allowed without quota check");
    },
  },
  {
    estate: "lab",
    category: "configuration",
    origin: "result-router",
    hints: ["config", "invalid", "duration"],
    sev: "high",
    note: "Go router crash-loops on start after a ConfigMap change puts a unitless duration in its YAML.",
    traced: false,
    noise: 0,
    run: (k) => {
      k.log("kubelet", -15_000, "info", "configmap lab-results/result-router-config updated, rolling pods");
      k.rep(
        "result-router",
        0,
        null,
        40_000,
        "fatal",
        'failed to load /etc/router/router.yaml: routing.ack_timeout: time: missing unit in duration "30"',
      );
      k.mute("result-router", 0, 0);
      k.rep(
        "kubelet",
        5000,
        null,
        60_000,
        "warn",
        "Back-off restarting failed container result-router in pod lab-results/result-router-6d8f7 (CrashLoopBackOff)",
      );
      k.rep(
        "hl7-intake",
        10_000,
        null,
        5000,
        "error",
        "Forward to result-router failed: No connection could be made because the target machine actively refused it.",
      );
    },
  },
  {
    estate: "crew",
    category: "configuration",
    origin: "crew-notify",
    hints: ["config", "endpoint"],
    sev: "medium",
    note: "Node notifier released with a staging push endpoint in its production config; lookups of that host fail.",
    traced: false,
    noise: 0,
    run: (k) => {
      k.log(
        "crew-notify",
        0,
        "info",
        "config loaded from /etc/crew-notify/production.json: push.endpoint=https://push-gw.staging.internal/v1 (release 4.12.0)",
      );
      k.rep(
        "crew-notify",
        5000,
        null,
        2500,
        "error",
        "push send failed: getaddrinfo ENOTFOUND push-gw.staging.internal",
      );
      k.rep(
        "roster-api",
        30_000,
        null,
        60_000,
        "warn",
        "crew-notify delivery receipts missing for last 50 roster changes",
      );
    },
  },
  {
    estate: "lab",
    category: "configuration",
    origin: "lis-bridge",
    hints: ["certificate", "truststore", "pkix"],
    sev: "high",
    note: "JVM LIS bridge restarts with a rotated trust store lacking the LIS CA; every TLS call fails PKIX validation.",
    traced: true,
    noise: 2,
    run: (k) => {
      k.log(
        "lis-bridge",
        0,
        "info",
        "javax.net.ssl.trustStore=/etc/pki/lab/truststore-2026.jks (42 entries) applied after restart",
      );
      k.rep(
        "lis-bridge",
        8000,
        null,
        3000,
        "error",
        "Order sync failed: javax.net.ssl.SSLHandshakeException: PKIX path building failed: sun.security.provider.certpath.SunCertPathBuilderException: unable to find valid certification path to requested target",
        { traced: true },
      );
      k.rep("specimen-tracker", 10_000, null, 8000, "warn", "LIS status unknown for specimen, will retry", {
        traced: true,
      });
    },
  },
];
