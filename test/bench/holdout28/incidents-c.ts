// holdout28 incidents, part two: disk and memory, each after a publicly written-up outage.
import { MIN, type Scenario, SEC } from "./scenario.js";

export const INCIDENTS_C: Scenario[] = [
  // ---------------- disk
  {
    estate: 0,
    category: "disk",
    origin: "db",
    hints: ["space", "disk", "no space left", "enospc", "device"],
    sev: "high",
    note: "a runaway reporting query's temp files filled the database volume and the server crashed (temp-file/disk-full postmortems)",
    write: (c) => {
      const { db, api } = c.s;
      c.silence(db, 3 * SEC);
      c.block(api, 0);
      c.every(
        -3 * MIN,
        0,
        9 * SEC,
        db,
        "info",
        (i) => `LOG:  temporary file: path "base/pgsql_tmp/pgsql_tmp2214.${i}", size 1073741824`,
      );
      c.at(
        -3 * MIN - 2 * SEC,
        db,
        "info",
        "LOG:  duration: 0.412 ms  statement: SELECT a.id, sum(p.weight_kg) FROM accounts a JOIN parcels p ON true GROUP BY 1 ORDER BY 2 DESC",
      );
      c.at(
        0,
        db,
        "error",
        'ERROR:  could not write to file "base/pgsql_tmp/pgsql_tmp2214.21": No space left on device',
      );
      c.at(2 * SEC, db, "fatal", 'PANIC:  could not write to file "pg_wal/xlogtemp.2231": No space left on device');
      c.at(2.2 * SEC, db, "info", "LOG:  server process (PID 2231) was terminated by signal 6: Aborted");
      c.at(2.3 * SEC, db, "info", "LOG:  terminating any other active server processes");
      c.at(2.5 * SEC, db, "info", "LOG:  all server processes terminated; reinitializing");
      c.every(
        5 * SEC,
        c.dur,
        30 * SEC,
        db,
        "fatal",
        () => 'PANIC:  could not write to file "pg_wal/xlogtemp.2231": No space left on device',
      );
      c.every(3 * SEC, c.dur, 1200, db, "error", () => "FATAL:  the database system is in recovery mode");
      c.every(
        3 * SEC,
        c.dur,
        1000,
        api,
        "error",
        () =>
          "HikariPool-1 - Connection is not available, request timed out after 30000ms (total=0, active=0, idle=0, waiting=64)",
        () => [
          "org.postgresql.util.PSQLException: FATAL: the database system is in recovery mode",
          "\tat org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)",
        ],
      );
    },
  },
  {
    estate: 1,
    category: "disk",
    origin: "api",
    hints: ["space", "disk", "no space left", "ioexception"],
    sev: "high",
    note: "debug logging left on after an investigation filled the container's disk (log-volume postmortems)",
    write: (c) => {
      const { api, edge, svc } = c.s;
      c.block(api, 0);
      c.at(
        -6 * MIN,
        api,
        "info",
        "Serilog minimum level overridden to Debug via configuration (Serilog:MinimumLevel:Default=Debug)",
      );
      c.every(
        -6 * MIN,
        0,
        4 * SEC,
        api,
        "debug",
        () =>
          `Executing endpoint 'Brightwell.Appointments.Api.SlotsController.Get (Brightwell.Appointments.Api)' with payload of ${c.r.int(20, 400)} KB`,
      );
      c.at(
        0,
        api,
        "error",
        "Failed to write event through Serilog.Sinks.File.FileSink: System.IO.IOException: No space left on device : '/app/logs/appointments-20260514.log'",
      );
      c.every(
        SEC,
        c.dur,
        1300,
        api,
        "error",
        () =>
          `Connection id "0HN3${c.r.hex(8).toUpperCase()}", Request id "0HN3${c.r.hex(8).toUpperCase()}:0000000${c.r.int(1, 9)}": An unhandled exception was thrown by the application.`,
        () => [
          `System.IO.IOException: No space left on device : '/tmp/ASPNETCORE_${c.r.hex(8)}-${c.r.hex(4)}.tmp'`,
          "   at System.IO.RandomAccess.WriteAtOffset(SafeFileHandle handle, ReadOnlySpan`1 buffer, Int64 fileOffset)",
          "   at Microsoft.AspNetCore.WebUtilities.FileBufferingReadStream.WriteAsync(ReadOnlyMemory`1 buffer, CancellationToken cancellationToken)",
          "   at Brightwell.Appointments.Api.AttachmentsController.Upload(IFormFile file) in /src/Api/AttachmentsController.cs:line 37",
        ],
      );
      c.every(
        2 * SEC,
        c.dur,
        1600,
        edge,
        "info",
        () =>
          `10.1.${c.r.int(0, 9)}.${c.r.int(2, 250)} - - "POST /api/appointments HTTP/1.1" 500 0 "-" "okhttp/4.12.0" rt=0.0${c.r.int(10, 99)} uct="0.000" urt="0.0${c.r.int(10, 99)}"`,
      );
      c.every(3 * SEC, c.dur, 3000, svc, "error", () => "appointments-api responded 500 for POST /api/appointments");
    },
  },
  {
    estate: 2,
    category: "disk",
    origin: "es",
    hints: ["flood", "watermark", "disk", "read-only", "space"],
    sev: "medium",
    note: "the search cluster hit its flood-stage disk watermark and blocked writes (Elasticsearch flood-stage postmortems)",
    write: (c) => {
      const { es, worker } = c.s;
      c.every(
        -2 * MIN,
        0,
        30 * SEC,
        es,
        "warn",
        () =>
          "[WARN ][o.e.c.r.a.DiskThresholdMonitor] [es-data-0] high disk watermark [90%] exceeded on [kT3x0yQ_R1mXJpW2b6Yv1A][es-data-0][/usr/share/elasticsearch/data] free: 9.8gb[9.6%], shards will be relocated away from this node; currently relocating away shards totalling [0b] bytes",
      );
      c.at(
        0,
        es,
        "warn",
        "[WARN ][o.e.c.r.a.DiskThresholdMonitor] [es-data-0] flood stage disk watermark [95%] exceeded on [kT3x0yQ_R1mXJpW2b6Yv1A][es-data-0][/usr/share/elasticsearch/data] free: 4.9gb[4.8%], all indices on this node will be marked read-only",
      );
      c.every(
        30 * SEC,
        c.dur,
        30 * SEC,
        es,
        "warn",
        () =>
          "[WARN ][o.e.c.r.a.DiskThresholdMonitor] [es-data-0] flood stage disk watermark [95%] exceeded on [kT3x0yQ_R1mXJpW2b6Yv1A][es-data-0][/usr/share/elasticsearch/data] free: 4.7gb[4.6%], all indices on this node will be marked read-only",
      );
      c.every(
        2 * SEC,
        c.dur,
        1500,
        worker,
        "error",
        () => `Bulk request failed for ${c.r.int(5, 120)} documents`,
        () => [
          "org.elasticsearch.ElasticsearchStatusException: Elasticsearch exception [type=cluster_block_exception, reason=index [articles_v7] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];]",
          "\tat org.elasticsearch.rest.BytesRestResponse.errorFromXContent(BytesRestResponse.java:178)",
          "\tat org.elasticsearch.client.RestHighLevelClient.parseEntity(RestHighLevelClient.java:2484)",
        ],
      );
      c.silence(worker, 0);
    },
  },
  {
    estate: 4,
    category: "disk",
    origin: "broker",
    hints: ["space", "disk", "no space left", "log dir"],
    sev: "high",
    note: "a retention misconfiguration let the broker fill its data disk and shut down (Kafka disk-full postmortems)",
    write: (c) => {
      const { broker, extra, worker } = c.s;
      c.at(
        0,
        broker,
        "error",
        "[ReplicaManager broker=1] Error processing append operation on partition game-events-7 (kafka.server.ReplicaManager)",
        [
          "java.io.IOException: No space left on device",
          "\tat java.base/sun.nio.ch.FileDispatcherImpl.write0(Native Method)",
          "\tat org.apache.kafka.common.record.MemoryRecords.writeFullyTo(MemoryRecords.java:92)",
          "\tat kafka.log.LogSegment.append(LogSegment.scala:158)",
        ],
      );
      c.at(
        0.4 * SEC,
        broker,
        "error",
        "Error while appending records to game-events-7 in dir /var/lib/kafka/data (kafka.server.LogDirFailureChannel)",
      );
      c.at(
        0.8 * SEC,
        broker,
        "warn",
        "[ReplicaManager broker=1] Stopping serving replicas in dir /var/lib/kafka/data (kafka.server.ReplicaManager)",
      );
      c.at(
        1.5 * SEC,
        broker,
        "fatal",
        "Shutdown broker because all log dirs in /var/lib/kafka/data have failed (kafka.log.LogManager)",
      );
      c.silence(broker, 2 * SEC);
      c.every(
        3 * SEC,
        c.dur,
        1500,
        extra,
        "error",
        () =>
          "kafka: Failed to produce message to topic game-telemetry: kafka: client has run out of available brokers to talk to: dial tcp 10.4.2.11:9092: connect: connection refused",
      );
      c.every(
        4 * SEC,
        c.dur,
        3000,
        worker,
        "warn",
        () =>
          "<BrokerConnection node_id=1 host=kafka:9092 <connecting> [IPv4 ('10.4.2.11', 9092)]>: connect to 10.4.2.11:9092 failed: [Errno 111] Connection refused",
      );
      c.silence(worker, 3 * SEC);
    },
  },
  // ---------------- memory
  {
    estate: 3,
    category: "memory",
    origin: "worker",
    hints: ["outofmemory", "heap", "memory", "oom"],
    sev: "high",
    note: "a leak introduced by a release grew the heap until OOM and a crash loop (memory-leak-after-deploy postmortems)",
    write: (c) => {
      const { worker, broker } = c.s;
      const cycle = Math.max(90 * SEC, c.dur / 3);
      for (let k = 0; k * cycle < c.dur; k++) {
        const b = k * cycle;
        c.every(
          b,
          b + cycle * 0.7,
          8 * SEC,
          worker,
          "warn",
          (i) =>
            `[gc] GC(${4200 + i}) Pause Full (G1 Compaction Pause) ${3900 + i * 8}M->${3880 + i * 8}M(4096M) ${(900 + i * 180 + c.r.int(0, 90)).toFixed(0)}.${c.r.int(100, 999)}ms`,
        );
        c.at(
          b + cycle * 0.72,
          worker,
          "error",
          'Exception in thread "kafka-consumer-readings" java.lang.OutOfMemoryError: Java heap space',
          [
            "\tat java.base/java.util.Arrays.copyOf(Arrays.java:3537)",
            "\tat java.base/java.util.ArrayList.grow(ArrayList.java:237)",
            "\tat com.ferncastle.readings.dedup.SeenWindow.remember(SeenWindow.java:48)",
            "\tat com.ferncastle.readings.ReadingsListener.onBatch(ReadingsListener.java:77)",
          ],
        );
        c.at(b + cycle * 0.73, worker, "fatal", "Terminating due to java.lang.OutOfMemoryError: Java heap space");
        c.silence(worker, b + cycle * 0.72, b + cycle * 0.8);
        c.at(
          b + cycle * 0.8,
          worker,
          "info",
          "Starting ReadingsWriterApplication v2.7.1 using Java 17.0.11 with PID 1",
        );
        c.at(
          b + cycle * 0.8 + 200,
          broker,
          "info",
          "[GroupCoordinator 1]: Preparing to rebalance group readings-writer in state PreparingRebalance with old generation 88 (__consumer_offsets-21) (reason: Removing member readings-writer-0 on heartbeat expiration) (kafka.coordinator.group.GroupCoordinator)",
        );
      }
    },
  },
  {
    estate: 4,
    category: "memory",
    origin: "job",
    hints: ["heap", "memory", "out of memory", "oom"],
    sev: "medium",
    note: "a season rollover loaded every score into one process and it ran out of heap (unbounded in-memory cache postmortems)",
    write: (c) => {
      const { job, svc } = c.s;
      c.at(
        -20 * SEC,
        job,
        "info",
        "season rollover: loading all scores for season:13 into memory (41,882,113 entries)",
      );
      c.every(
        0,
        c.dur,
        70 * SEC,
        job,
        "fatal",
        () => "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
        () => [
          "<--- Last few GCs --->",
          `[1:0x6b8f2c0]   ${c.r.int(60000, 90000)} ms: Mark-Compact 2011.8 (2083.4) -> 2009.1 (2084.6) MB, 1843.21 / 0.00 ms  (average mu = 0.121, current mu = 0.012) allocation failure; scavenge might not succeed`,
          "<--- JS stacktrace --->",
          " 1: 0xb8d0a0 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]",
          " 2: 0xf06b10 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
        ],
      );
      c.every(
        2 * SEC,
        c.dur,
        70 * SEC,
        job,
        "info",
        () => "leaderboard-rollup@3.9.0 starting (node v20.12.2, --max-old-space-size=2048)",
      );
      c.silence(job, 0);
      c.every(
        30 * SEC,
        c.dur,
        20 * SEC,
        svc,
        "warn",
        () => `leaderboard snapshot stale (age ${c.r.int(120, 900)}s), using last good`,
      );
    },
  },
  {
    estate: 2,
    category: "memory",
    origin: "extra",
    hints: ["out of memory", "memory", "oom"],
    sev: "medium",
    note: "a decompression-bomb upload exhausted the resizer's memory over and over (image-processing OOM postmortems)",
    write: (c) => {
      const { extra, edge } = c.s;
      c.block(extra, 0);
      c.every(
        0,
        c.dur,
        45 * SEC,
        extra,
        "fatal",
        () => "fatal error: runtime: out of memory",
        () => [
          "",
          "runtime stack:",
          "runtime.throw({0x9a1b2c?, 0x40000000?})",
          "\t/usr/local/go/src/runtime/panic.go:1023 +0x5c",
          "runtime.(*mheap).grow(0xd3b0e0, 0x7d000?)",
          "\t/usr/local/go/src/runtime/mheap.go:1485 +0x2a8",
          "goroutine 88 [running]:",
          "image.NewNRGBA(...)",
          "\t/usr/local/go/src/image/image.go:393",
          "github.com/quillmark/image-resizer/internal/decode.Full({0xa81e40, 0xc0001a6000})",
          "\t/src/internal/decode/decode.go:61 +0x1b4",
        ],
      );
      c.every(
        3 * SEC,
        c.dur,
        45 * SEC,
        extra,
        "info",
        () => "image-resizer starting version=1.31.0 GOMAXPROCS=4 GOMEMLIMIT=1536MiB",
      );
      c.every(
        SEC,
        c.dur,
        900,
        edge,
        "info",
        () =>
          `10.2.${c.r.int(0, 9)}.${c.r.int(2, 250)}:${c.r.int(30000, 65000)} fe_https~ be_images/image-${c.r.int(1, 3)} 0/0/-1/-1/${c.r.int(1, 30)} 503 217 - - SC-- 240/240/0/0/0 0/0 "GET /img/w_800/${c.r.hex(10)}.jpg HTTP/1.1"`,
      );
    },
  },
  {
    estate: 3,
    category: "memory",
    origin: "job",
    hints: ["outofmemory", "memory", "out of memory"],
    sev: "medium",
    note: "the month-end invoice batch loaded all readings at once and died with OutOfMemoryException (batch-job OOM postmortems)",
    write: (c) => {
      const { job } = c.s;
      c.at(-30 * SEC, job, "info", "Month-end run started: 412,883 accounts, loading readings for 2026-04");
      c.every(
        0,
        c.dur,
        80 * SEC,
        job,
        "fatal",
        () =>
          "Unhandled exception. System.OutOfMemoryException: Exception of type 'System.OutOfMemoryException' was thrown.",
        () => [
          "   at System.Collections.Generic.List`1.set_Capacity(Int32 value)",
          "   at System.Collections.Generic.List`1.AddWithResize(T item)",
          "   at Ferncastle.Invoicing.BatchBuilder.LoadAllReadings(DateOnly month) in /src/Invoicing/BatchBuilder.cs:line 112",
          "   at Ferncastle.Invoicing.MonthEndRun.ExecuteAsync(CancellationToken stoppingToken) in /src/Invoicing/MonthEndRun.cs:line 44",
        ],
      );
      c.every(
        5 * SEC,
        c.dur,
        80 * SEC,
        job,
        "info",
        () => "Application started. Hosting environment: Production; Content root path: /app",
      );
      c.every(
        6 * SEC,
        c.dur,
        80 * SEC,
        job,
        "info",
        () => "Month-end run started: 412,883 accounts, loading readings for 2026-04",
      );
      c.silence(job, 0);
    },
  },
];
