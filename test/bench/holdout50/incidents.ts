// The 26 fault stories (two per category, each told twice on other estates): what the origin prints from the
// fault on, and how the edge, DNS monitor and surviving regions react.
import { edgeLine } from "./background.js";
import type { DbKind } from "./estates.js";
import type { Ctx } from "./stream.js";

export interface Fault {
  category: string;
  /** Store kinds the story needs (a promoted replica exists only for primary/replica stores). */
  needs?: DbKind[];
  run: (c: Ctx) => { origin: string; hints: string[]; sev: "medium" | "high"; note: string };
}

/** Region A fails at the edge: 503s with Envoy wording, then locality failover; DNS health check flips. */
function regionFails(c: Ctx, lag = 20_000): void {
  const { e, rng, A } = c;
  const s = c.start + lag;
  const cut = s + rng.int(40_000, 90_000);
  for (let off = s; off < cut; off += rng.int(300, 1500)) {
    const rid = rng.hex(12);
    c.emit(
      off,
      e.edge,
      "warn",
      edgeLine(c, A, "GET", rng.pick(e.paths).replace("{id}", rng.hex(8)), 503, rng.int(1, 30), rid, "UF"),
    );
    if (rng.chance(0.5))
      c.emit(
        off + 1,
        e.edge,
        "warn",
        e.edgeKind === "cloudflare"
          ? `origin ${c.app(A)} returned 521 for pool ${A}; retrying request on next pool`
          : `upstream connect error or disconnect/reset before headers. reset reason: connection failure, transport failure reason: delayed connect error: 111 (cluster=${e.app}-${A})`,
      );
  }
  c.emit(
    cut,
    e.edge,
    "warn",
    e.edgeKind === "cloudflare"
      ? `pool ${A} marked unhealthy (0/2 origins healthy); steering traffic to pools ${c.others.join(", ")}`
      : `outlier_detection: ejected 3/3 hosts in cluster ${e.app}-${A} (consecutive_5xx); locality ${A} healthy 0%, failing over priority P0 -> P1 (${c.others.join(", ")})`,
  );
  c.emit(
    cut + rng.int(2000, 20000),
    e.dns,
    "warn",
    `health check hc-${e.app}-${A} (https://${A}.api.${e.domain}/healthz) status changed: Healthy -> Unhealthy (12 of 16 checkers report failure: Failure: HTTP Status Code 503, Service Unavailable)`,
  );
  c.emit(
    cut + rng.int(20000, 40000),
    e.dns,
    "info",
    `failover record api.${e.domain} now answering ${c.B}.api.${e.domain} (PRIMARY ${A} unhealthy, TTL 60)`,
  );
  c.drained.push({ region: A, from: cut, to: c.dur });
  c.unhealthy.push({ region: A, from: s, to: c.dur });
  survivorsLouder(c, cut);
}

/** The survivors absorb region A's traffic: slower, pool pressure, SLO warnings (loud but not the origin). */
function survivorsLouder(c: Ctx, from: number): void {
  for (const r of c.others) {
    c.slow.push({ region: r, from, to: c.dur, ms: c.rng.int(150, 500) });
    c.every(
      c.app(r),
      from + 5000,
      c.dur,
      4000,
      "warn",
      () =>
        `p99 latency ${c.rng.int(700, 2400)}ms above SLO 500ms (traffic +${c.rng.int(60, 110)}% after failover from ${c.A})`,
    );
    c.every(
      c.app(r),
      from + 8000,
      c.dur,
      9000,
      "warn",
      () =>
        `${c.e.dbKind} pool exhausted briefly: active=${c.rng.int(20, 25)}/25 waiting=${c.rng.int(3, 40)}, request queued`,
    );
    if (c.rng.chance(0.6))
      c.every(
        c.app(r),
        from + 10000,
        c.dur,
        15000,
        "error",
        () => `request failed after 3 retries: upstream ${c.e.app}-${c.A} unavailable (cross-region call dropped)`,
      );
  }
}

const DB_CONN: Record<string, string> = {
  postgres: "FATAL:  remaining connection slots are reserved for non-replication superuser connections",
  aurora: "FATAL:  remaining connection slots are reserved for non-replication superuser connections",
  mysql: "[ERROR] [MY-010935] [Server] Too many connections",
  cassandra:
    "ERROR [Native-Transport-Requests-1] NativeTransportService - Too many concurrent connections, rejecting (native_transport_max_concurrent_connections=2048)",
  cockroach: "ERROR: sorry, too many clients already (server.max_connections_per_gateway = 600)",
};

/** A short Java stack under an exception line (only for JVM services). */
const jstack = (c: Ctx, frame: string) =>
  c.e.runtime === "java"
    ? {
        stack: [
          `\tat com.${c.e.company.split(" ")[0].toLowerCase()}.${c.e.app.replace(/-/g, "")}.${frame}`,
          "\tat org.springframework.web.servlet.FrameworkServlet.service(FrameworkServlet.java:885)",
          "\tat java.base/java.lang.Thread.run(Thread.java:1583)",
        ],
      }
    : {};

export const FAULTS: Fault[] = [
  // ---------------- database
  {
    category: "database",
    run: (c) => {
      const db = c.db(c.A);
      c.every(db, c.start, c.dur, 700, "fatal", () => DB_CONN[c.e.dbKind]);
      c.every(
        c.app(c.A),
        c.start + 300,
        c.dur,
        500,
        "error",
        () => `${c.e.dbKind} connect failed: ${DB_CONN[c.e.dbKind].replace(/^.*?\] /, "").replace("FATAL:  ", "")}`,
      );
      regionFails(c);
      return {
        origin: db,
        hints: ["connection", "database", "too many", "slots"],
        sev: "high",
        note: `${db} ran out of connections; edge failed ${c.A} over to ${c.others.join("/")}`,
      };
    },
  },
  {
    category: "database",
    run: (c) => {
      const rep = c.db(c.B);
      const k = c.e.dbKind;
      const msg =
        k === "mysql"
          ? "[ERROR] [MY-010584] [Repl] Replica I/O for channel '': Got fatal error 1236 from source when reading data from binary log: 'Cannot replicate because the source purged required binary logs.', Error_code: MY-013114"
          : k === "cassandra"
            ? `ERROR [MutationStage-3] StorageProxy.java:1512 - Cannot achieve consistency level LOCAL_QUORUM (hints for ${c.A} dropped, replica set in ${c.B} behind)`
            : k === "cockroach"
              ? `[n5] replica_raft.go:1502 raft receive queue for r${c.rng.int(100, 900)} is full; range in ${c.B} falling behind leaseholder`
              : "FATAL:  could not receive data from WAL stream: ERROR:  requested WAL segment 00000004000000A20000003F has already been removed";
      c.every(rep, c.start, c.dur, 5000, "error", () => msg);
      c.every(
        rep,
        c.start + 30000,
        c.dur,
        20000,
        "warn",
        (i) => `replication lag ${(30 + i * 20).toFixed(1)}s on ${rep} (source ${c.db(c.A)})`,
      );
      c.every(
        c.app(c.B),
        c.start + 60000,
        c.dur,
        2500,
        "warn",
        () =>
          `stale read: ${c.e.table} row ${c.rng.hex(8)} version ${c.rng.int(2, 9)} older than write acknowledged in ${c.A}; returning 409 to client`,
      );
      return {
        origin: rep,
        hints: ["replication", "wal", "replica", "lag", "binlog", "consistency"],
        sev: "medium",
        note: `replica ${rep} stopped replicating from ${c.db(c.A)}; reads in ${c.B} went stale`,
      };
    },
  },
  // ---------------- network
  {
    category: "network",
    run: (c) => {
      const app = c.app(c.A);
      c.every(app, c.start, c.dur, 400, "error", () =>
        c.rng.pick([
          `connect ETIMEDOUT ${c.rng.ip()}:5432 (${c.db(c.A)})`,
          `read ECONNRESET from ${c.db(c.A)}`,
          `dial tcp ${c.rng.ip()}:443: connect: no route to host`,
        ]),
      );
      c.emit(
        c.start + 2000,
        app,
        "warn",
        `net: ${c.rng.int(30, 60)}% packet loss to subnet-${c.rng.hex(8)} in ${c.A}b (ENI eth0 tx_errors rising)`,
      );
      regionFails(c, 15000);
      return {
        origin: app,
        hints: ["network", "connect", "route", "reset", "timedout"],
        sev: "high",
        note: `network path inside ${c.A} failed under ${app}; other regions absorbed its traffic`,
      };
    },
  },
  {
    category: "network",
    run: (c) => {
      const mm = c.e.mm;
      c.every(
        mm,
        c.start,
        c.dur,
        1500,
        "warn",
        () =>
          `[Producer clientId=${mm}-${c.B}] Connection to node ${c.rng.int(1, 6)} (b-${c.rng.int(1, 3)}.kafka.${c.B}.${c.e.domain}/${c.rng.ip()}:9094) could not be established. Broker may not be available.`,
      );
      c.every(
        mm,
        c.start + 20000,
        c.dur,
        4000,
        "error",
        () =>
          `WorkerSourceTask{id=MirrorSourceConnector-0} failed to send record to ${c.A}.events: org.apache.kafka.common.errors.TimeoutException: Expiring ${c.rng.int(20, 400)} record(s) for ${c.A}.events-${c.rng.int(0, 11)}:120000 ms has passed since batch creation`,
      );
      c.every(
        mm,
        c.start + 10000,
        c.dur,
        30000,
        "warn",
        (i) =>
          `cross-region link ${c.A}<->${c.B} saturated: tx ${(9.4 + (i % 3) * 0.2).toFixed(1)} Gbps of 10 Gbps, retransmits ${c.rng.int(4, 12)}%`,
      );
      c.every(
        c.app(c.B),
        c.start + 90000,
        c.dur,
        20000,
        "warn",
        () => `replicated events from ${c.A} are ${c.rng.int(60, 600)}s behind (consumer lag on ${c.A}.events)`,
      );
      return {
        origin: mm,
        hints: ["network", "connection", "link", "broker", "saturat"],
        sev: "medium",
        note: `cross-region link ${c.A}<->${c.B} saturated; MirrorMaker could not reach ${c.B} brokers`,
      };
    },
  },
  // ---------------- timeout
  {
    category: "timeout",
    run: (c) => {
      const app = c.app(c.A);
      c.every(app, c.start, c.dur, 600, "error", () =>
        c.e.runtime === "go"
          ? `query ${c.e.table} failed: context deadline exceeded (timeout 2s, cross-region write quorum to ${c.B})`
          : c.e.dbKind === "cassandra"
            ? "com.datastax.oss.driver.api.core.servererrors.WriteTimeoutException: Cassandra timeout during SIMPLE write query at consistency EACH_QUORUM (2 replica were required but only 1 acknowledged the write)"
            : `Query read timeout after 5000ms on ${c.e.table} (lock wait on ${c.db(c.A)})`,
      );
      c.every(c.db(c.A), c.start + 1000, c.dur, 3000, "error", () =>
        c.e.dbKind === "mysql"
          ? "Lock wait timeout exceeded; try restarting transaction"
          : c.e.dbKind === "cassandra"
            ? "WARN  [ReadStage-2] Operation timed out - received only 1 responses."
            : "ERROR:  canceling statement due to lock timeout",
      );
      c.slow.push({ region: c.A, from: c.start, to: c.dur, ms: 4800 });
      return {
        origin: app,
        hints: ["timeout", "deadline", "timed out"],
        sev: "high",
        note: `${app} writes timed out waiting on the store after a long lock/quorum wait`,
      };
    },
  },
  {
    category: "timeout",
    run: (c) => {
      const job = c.e.job;
      c.silent.set(job, c.start);
      c.emit(
        c.start,
        job,
        "info",
        `${job} run started (schedule */2 * * * *), scanning ${c.e.table} across ${c.e.regions.join(", ")}`,
      );
      c.every(
        job,
        c.start + 30000,
        c.dur,
        30000,
        "warn",
        (i) =>
          `${job} still running after ${30 * (i + 1)}s, ${c.rng.int(1, 9)}% done (cross-region scan on ${c.db(c.B)})`,
      );
      c.every(
        job,
        c.start + 120000,
        c.dur,
        120000,
        "error",
        () =>
          `${job} aborted: ERROR:  canceling statement due to statement timeout (statement_timeout=120s) while reading ${c.e.table} from ${c.db(c.B)}`,
      );
      return {
        origin: job,
        hints: ["timeout", "statement"],
        sev: "medium",
        note: `${job} cross-region scan hit statement_timeout every run`,
      };
    },
  },
  // ---------------- dependency
  {
    category: "dependency",
    run: (c) => {
      const app = c.app(c.A);
      c.every(app, c.start, c.dur, 700, "error", () =>
        c.rng.pick([
          `KMS Decrypt failed: InternalFailure: An internal error occurred (Service: Kms, Status Code: 500, Request ID: ${c.rng.hex(8)}-${c.rng.hex(4)}) endpoint kms.${c.A}.amazonaws.com`,
          `circuit breaker 'kms-${c.A}' is OPEN; short-circuiting call (failure rate 87% >= 50%)`,
        ]),
      );
      regionFails(c, 30000);
      return {
        origin: app,
        hints: ["kms", "dependency", "circuit", "500", "internal"],
        sev: "high",
        note: `regional KMS endpoint in ${c.A} returned 500s to ${app}; region failed over`,
      };
    },
  },
  {
    category: "dependency",
    run: (c) => {
      const app = c.app(c.A);
      c.every(app, c.start, c.dur, 900, "error", () =>
        c.rng.pick([
          `Publishing to ${c.e.table}-events failed: org.apache.kafka.common.errors.TimeoutException: Topic ${c.e.table}-events not present in metadata after 60000 ms.`,
          `[Producer clientId=${app}] Node -1 disconnected. bootstrap b-1.msk-${c.A}.${c.e.domain}:9094 returned no brokers (cluster unavailable)`,
        ]),
      );
      c.every(
        c.e.mm,
        c.start + 5000,
        c.dur,
        6000,
        "warn",
        () =>
          `[Consumer clientId=${c.e.mm}-${c.A}] Bootstrap broker b-1.msk-${c.A}.${c.e.domain}:9094 (id: -1 rack: null) disconnected`,
      );
      return {
        origin: app,
        hints: ["kafka", "broker", "dependency", "metadata"],
        sev: "high",
        note: `managed Kafka cluster in ${c.A} became unavailable; ${app} could not publish`,
      };
    },
  },
  // ---------------- memory
  {
    category: "memory",
    run: (c) => {
      const db = c.db(c.A);
      const k = c.e.dbKind;
      c.silent.set(db, c.start + 120000);
      c.every(db, c.start, c.start + 120000, 20000, "warn", (i) =>
        k === "cassandra"
          ? `WARN  [Service Thread] GCInspector.java:299 - G1 Old Generation GC in ${3000 + i * 1500}ms.  G1 Old Gen: 7.8 GiB -> 7.7 GiB`
          : `LOG:  memory usage ${80 + i * 3}% of ${k === "mysql" ? "innodb_buffer_pool + temp tables" : "shared_buffers + work_mem"}`,
      );
      c.every(db, c.start + 120000, c.dur, 8000, "fatal", () =>
        k === "cassandra"
          ? "ERROR [ReadStage-4] JVMStabilityInspector.java:196 - OutOfMemory error letting the JVM handle the error: java.lang.OutOfMemoryError: Java heap space"
          : k === "mysql"
            ? "[ERROR] [MY-000000] [Server] Out of memory (Needed 8388608 bytes); mysqld got signal 9"
            : k === "cockroach"
              ? "[n4] runtime: out of memory: cannot allocate 16777216-byte block (3221225472 in use)"
              : `LOG:  server process (PID ${c.rng.int(20000, 40000)}) was terminated by signal 9: Killed (out of memory); terminating any other active server processes`,
      );
      c.every(
        c.app(c.A),
        c.start + 125000,
        c.dur,
        800,
        "error",
        () => `${k} connection lost: server closed the connection unexpectedly`,
      );
      regionFails(c, 130000);
      return {
        origin: db,
        hints: ["memory", "oom", "heap", "killed"],
        sev: "high",
        note: `${db} ran out of memory and was OOM-killed; ${c.A} failed over`,
      };
    },
  },
  {
    category: "memory",
    run: (c) => {
      const app = c.app(c.A);
      const rt = c.e.runtime;
      c.every(
        app,
        c.start,
        c.dur,
        15000,
        "warn",
        (i) =>
          `heap used ${(1.1 + i * 0.12).toFixed(2)} GiB of 2 GiB after release ${c.rng.pick(["v4.18.0", "v4.18.1"])} (rss growing)`,
      );
      c.every(app, c.start + 150000, c.dur, 40000, "fatal", () =>
        rt === "node"
          ? "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory"
          : rt === "java"
            ? "java.lang.OutOfMemoryError: Java heap space"
            : rt === "python"
              ? "MemoryError; worker pid 41 killed by OOM killer (exit 137)"
              : "fatal error: runtime: out of memory",
      );
      c.every(
        app,
        c.start + 152000,
        c.dur,
        40000,
        "info",
        () => `container restarted (reason OOMKilled, exit code 137), readiness probe pending`,
      );
      return {
        origin: app,
        hints: ["memory", "heap", "oom"],
        sev: "high",
        note: `${app} leaked heap after a release and was OOM-killed repeatedly`,
      };
    },
  },
  // ---------------- disk
  {
    category: "disk",
    run: (c) => {
      const db = c.db(c.A);
      const k = c.e.dbKind;
      c.silent.set(db, c.start);
      const msg =
        k === "mysql"
          ? "[ERROR] [MY-011072] [Server] Disk is full writing './binlog.000412' (OS errno 28 - No space left on device). Waiting for someone to free space..."
          : k === "cassandra"
            ? "ERROR [COMMIT-LOG-ALLOCATOR] JVMStabilityInspector.java:111 - Exiting due to error while processing commit log during initialization. org.apache.cassandra.io.FSWriteError: java.io.IOException: No space left on device"
            : k === "cockroach"
              ? "[n2] disk stall detected: file write stall on /mnt/data1 (No space left on device); ballast file exhausted"
              : `PANIC:  could not write to file "pg_wal/xlogtemp.${c.rng.int(1000, 9999)}": No space left on device`;
      c.every(
        db,
        c.start - 240000,
        c.start,
        60000,
        "warn",
        (i) => `volume /var/lib/data ${88 + i * 2}% used (replication slot retaining WAL for ${c.db(c.B)})`,
      );
      c.every(db, c.start, c.dur, 4000, "fatal", () => msg);
      c.every(
        c.app(c.A),
        c.start + 500,
        c.dur,
        900,
        "error",
        () => `write to ${c.e.table} failed: ${k} unavailable (connection refused)`,
      );
      regionFails(c);
      return {
        origin: db,
        hints: ["disk", "space", "full", "enospc"],
        sev: "high",
        note: `${db} volume filled (retained WAL/binlog) and the store stopped; ${c.A} failed over`,
      };
    },
  },
  {
    category: "disk",
    run: (c) => {
      const job = c.e.job;
      c.every(job, c.start, c.dur, 20000, "error", () =>
        c.e.runtime === "python"
          ? `OSError: [Errno 28] No space left on device: '/var/spool/${job}/export-${c.rng.hex(6)}.parquet'`
          : `Error: ENOSPC: no space left on device, write '/var/spool/${job}/export-${c.rng.hex(6)}.csv'`,
      );
      c.every(
        job,
        c.start + 5000,
        c.dur,
        60000,
        "warn",
        () => `${job} export skipped: scratch volume /var/spool 100% used`,
      );
      return {
        origin: job,
        hints: ["disk", "space", "enospc"],
        sev: "medium",
        note: `${job} scratch volume filled up; exports failing`,
      };
    },
  },
  // ---------------- configuration
  {
    category: "configuration",
    run: (c) => {
      const app = c.app(c.A);
      c.emit(
        c.start - 4000,
        app,
        "info",
        `config revision r-${c.rng.int(4000, 5000)} applied (canary region ${c.A} first, others in 2h)`,
      );
      c.every(
        app,
        c.start,
        c.dur,
        1200,
        "error",
        () =>
          `Config validation error: "replication.peerRegion" must be one of [${c.others.join(", ")}], got "${c.A}"; refusing to start writer`,
      );
      c.every(
        app,
        c.start + 1000,
        c.dur,
        10000,
        "warn",
        () => `Back-off restarting failed container ${c.e.app} in pod ${app}-${c.rng.hex(5)}`,
      );
      regionFails(c, 10000);
      return {
        origin: app,
        hints: ["config", "validation", "setting"],
        sev: "high",
        note: `bad config pushed to ${c.A} first crash-looped ${app}; the other regions stayed healthy`,
      };
    },
  },
  {
    category: "configuration",
    run: (c) => {
      const app = c.app(c.A);
      c.emit(
        c.start - 3000,
        app,
        "info",
        `reloaded datasource config: DATABASE_URL host=${c.e.db}-ro.${c.A}.${c.e.domain}`,
      );
      const msg =
        c.e.dbKind === "mysql"
          ? "The MySQL server is running with the --read-only option so it cannot execute this statement"
          : c.e.dbKind === "cassandra"
            ? `DriverException: You specified ${c.A.replace(/-(\d)$/, "$1")} as the local DC, but some contact points are from a different DC (known DCs: ${c.e.regions.join(", ")})`
            : "ERROR:  cannot execute INSERT in a read-only transaction";
      c.every(app, c.start, c.dur, 800, "error", () => msg);
      return {
        origin: app,
        hints: ["config", "read-only", "local dc", "datasource"],
        sev: "high",
        note: `${app} datasource config pointed at the wrong endpoint/DC after a config push`,
      };
    },
  },
  // ---------------- authentication
  {
    category: "authentication",
    needs: ["postgres", "aurora", "mysql"],
    run: (c) => {
      const db = c.db(c.B);
      const app = c.app(c.B);
      c.emit(
        c.start - 20000,
        c.e.dns,
        "info",
        `planned switchover CHG-${c.rng.int(1000, 9999)}: promoting ${db} to primary, ${c.db(c.A)} demoted to replica`,
      );
      c.emit(
        c.start - 5000,
        db,
        "info",
        c.e.dbKind === "mysql"
          ? "[System] Replica stopped; read_only=OFF, now accepting writes"
          : "LOG:  database system is ready to accept connections (promoted)",
      );
      c.drained.push({ region: c.A, from: c.start - 20000, to: c.dur });
      const msg =
        c.e.dbKind === "mysql"
          ? `Access denied for user '${c.e.dbUser}'@'${c.rng.ip()}' (using password: YES)`
          : c.e.dbKind === "cassandra"
            ? `AuthenticationFailed: Provided username ${c.e.dbUser} and/or password are incorrect`
            : `FATAL:  password authentication failed for user "${c.e.dbUser}"`;
      c.every(db, c.start, c.dur, 900, "error", () => msg);
      c.every(
        app,
        c.start + 200,
        c.dur,
        600,
        "error",
        () => `could not open ${c.e.dbKind} connection: ${msg.replace("FATAL:  ", "")}`,
      );
      return {
        origin: db,
        hints: ["password", "authentication", "credential", "access denied"],
        sev: "high",
        note: `promoted replica ${db} lacked the rotated password for ${c.e.dbUser}`,
      };
    },
  },
  {
    category: "authentication",
    run: (c) => {
      const app = c.app(c.A);
      c.every(app, c.start, c.dur, 1000, "error", () =>
        c.rng.pick([
          "ExpiredTokenException: The security token included in the request is expired (Service: DynamoDb, Status Code: 400)",
          `UnrecognizedClientException: The security token included in the request is invalid. (dynamodb.${c.A}.amazonaws.com)`,
        ]),
      );
      c.emit(
        c.start + 3000,
        app,
        "warn",
        `web identity token refresh failed for role ${c.e.app}-${c.A}: InvalidIdentityToken: No OpenIDConnect provider found in your account for https://oidc.eks.${c.A}.amazonaws.com`,
      );
      regionFails(c, 40000);
      return {
        origin: app,
        hints: ["token", "authentication", "credential", "identity"],
        sev: "high",
        note: `${app} lost its AWS credentials (OIDC provider missing in ${c.A})`,
      };
    },
  },
  // ---------------- authorization
  {
    category: "authorization",
    needs: ["postgres", "aurora", "mysql"],
    run: (c) => {
      const db = c.db(c.B);
      c.emit(
        c.start - 30000,
        c.e.dns,
        "info",
        `planned switchover CHG-${c.rng.int(1000, 9999)} complete: ${db} promoted, api.${c.e.domain} answering ${c.B}`,
      );
      c.drained.push({ region: c.A, from: c.start - 30000, to: c.dur });
      const u = c.e.dbUser;
      const msg =
        c.e.dbKind === "mysql"
          ? `INSERT command denied to user '${u}'@'${c.rng.ip()}' for table '${c.e.table}'`
          : c.e.dbKind === "cassandra"
            ? `Unauthorized: User ${u} has no MODIFY permission on <table tessaro.${c.e.table}> or any of its parents`
            : c.e.dbKind === "cockroach"
              ? `ERROR: user ${u} does not have INSERT privilege on relation ${c.e.table}`
              : `ERROR:  permission denied for table ${c.e.table}`;
      c.every(db, c.start, c.dur, 1100, "error", () => msg);
      c.every(
        c.app(c.B),
        c.start + 100,
        c.dur,
        700,
        "error",
        () => `write ${c.e.table} failed: ${msg.replace("ERROR:  ", "")}`,
      );
      return {
        origin: db,
        hints: ["permission", "privilege", "denied", "grant"],
        sev: "high",
        note: `promoted ${db} was missing the write grant for ${u}`,
      };
    },
  },
  {
    category: "authorization",
    run: (c) => {
      const app = c.app(c.A);
      c.every(
        app,
        c.start,
        c.dur,
        1000,
        "error",
        () =>
          `AccessDeniedException: User: arn:aws:sts::4410${c.rng.int(10000000, 99999999)}:assumed-role/${c.e.app}-${c.A}/pod is not authorized to perform: dynamodb:PutItem on resource: arn:aws:dynamodb:${c.A}:441000000000:table/sessions because no identity-based policy allows the dynamodb:PutItem action`,
      );
      return {
        origin: app,
        hints: ["access", "authorized", "permission", "policy"],
        sev: "high",
        note: `${app} IAM role in ${c.A} lost dynamodb:PutItem on the sessions global table`,
      };
    },
  },
  // ---------------- rate_limiting
  {
    category: "rate_limiting",
    run: (c) => {
      const app = c.app(c.B);
      c.emit(
        c.start - 60000,
        c.e.edge,
        "info",
        `draining locality ${c.A} for maintenance window CHG-${c.rng.int(1000, 9999)}: weight 0`,
      );
      c.drained.push({ region: c.A, from: c.start - 60000, to: c.dur });
      c.every(app, c.start, c.dur, 700, "error", () =>
        c.rng.pick([
          `ProvisionedThroughputExceededException: The level of configured provisioned throughput for the table was exceeded. Consider increasing your provisioning level with the UpdateTable API. (table sessions, ${c.B})`,
          "ThrottlingException: Rate of requests exceeds the allowed throughput.",
        ]),
      );
      c.every(
        app,
        c.start + 300,
        c.dur,
        3000,
        "warn",
        () => `sessions write retried ${c.rng.int(3, 8)} times with backoff, giving up`,
      );
      return {
        origin: app,
        hints: ["throttl", "throughput", "rate", "exceeded"],
        sev: "medium",
        note: `after ${c.A} was drained, ${app} hit its regional DynamoDB write capacity`,
      };
    },
  },
  {
    category: "rate_limiting",
    run: (c) => {
      const app = c.app(c.A);
      c.every(
        app,
        c.start,
        c.dur,
        900,
        "error",
        () =>
          `partner API api.${c.rng.pick(["stripe.com", "adyen.com", "twilio.com"])} responded 429 Too Many Requests (Retry-After: ${c.rng.int(1, 30)}) - regional key ${c.A} quota exhausted`,
      );
      return {
        origin: app,
        hints: ["429", "rate", "quota", "too many"],
        sev: "medium",
        note: `${app} exhausted the partner API quota of its regional key`,
      };
    },
  },
  // ---------------- validation
  {
    category: "validation",
    run: (c) => {
      const app = c.app(c.A);
      c.emit(
        c.start - 10000,
        app,
        "info",
        `release ${c.rng.pick(["2026.11.3", "2026.11.4"])} rolled out to ${c.A} (request schema v7)`,
      );
      c.every(
        app,
        c.start,
        c.dur,
        500,
        "warn",
        () =>
          `422 Unprocessable Entity: request body failed schema validation: /amount must be integer (got "${c.rng.int(10, 900)}.00"), /currency is required`,
      );
      return {
        origin: app,
        hints: ["validation", "schema", "422", "invalid"],
        sev: "medium",
        note: `${app} rejects requests after a schema change shipped to ${c.A} first`,
      };
    },
  },
  {
    category: "validation",
    run: (c) => {
      const job = c.e.job;
      c.every(
        job,
        c.start,
        c.dur,
        3000,
        "error",
        () =>
          `row ${c.rng.int(100, 90000)} rejected: invalid value for "region": "${c.A.toUpperCase()}" does not match ^[a-z]{2}-[a-z]+-\\d$`,
      );
      c.every(
        job,
        c.start + 20000,
        c.dur,
        60000,
        "error",
        () => `${job} batch aborted: ${c.rng.int(200, 900)} invalid rows exceed threshold 100`,
      );
      return {
        origin: job,
        hints: ["validation", "invalid", "rejected"],
        sev: "medium",
        note: `${job} batch aborting on rows with an invalid region value`,
      };
    },
  },
  // ---------------- null_reference
  {
    category: "null_reference",
    run: (c) => {
      const app = c.app(c.A);
      const rt = c.e.runtime;
      const msg =
        rt === "node"
          ? "TypeError: Cannot read properties of undefined (reading 'replicaEndpoint')"
          : rt === "python"
            ? "AttributeError: 'NoneType' object has no attribute 'replica_endpoint'"
            : rt === "java"
              ? `java.lang.NullPointerException: Cannot invoke "RegionConfig.replicaEndpoint()" because "this.peer" is null`
              : "panic: runtime error: invalid memory address or nil pointer dereference [signal SIGSEGV: segmentation violation]";
      c.every(
        app,
        c.start,
        c.dur,
        900,
        "error",
        () => msg,
        0.4,
        jstack(c, "read.FailoverReader.peerEndpoint(FailoverReader.java:88)"),
      );
      c.every(
        app,
        c.start + 2000,
        c.dur,
        20000,
        "error",
        () => `500 Internal Server Error on GET ${c.e.paths[0]} (unhandled exception in failover read path)`,
      );
      regionFails(c, 25000);
      return {
        origin: app,
        hints: ["null", "undefined", "nonetype", "nil", "pointer"],
        sev: "high",
        note: `${app} dereferences a missing peer-region config in its failover read path`,
      };
    },
  },
  {
    category: "null_reference",
    run: (c) => {
      const app = c.app(c.B);
      c.emit(
        c.start - 40000,
        c.e.edge,
        "info",
        `draining locality ${c.A} for maintenance window CHG-${c.rng.int(1000, 9999)}: weight 0`,
      );
      c.drained.push({ region: c.A, from: c.start - 40000, to: c.dur });
      const rt = c.e.runtime;
      const msg =
        rt === "java"
          ? `java.lang.NullPointerException: Cannot invoke "String.length()" because the return value of "Session.homeRegion()" is null`
          : rt === "node"
            ? "TypeError: Cannot read properties of null (reading 'homeRegion')"
            : rt === "python"
              ? "TypeError: 'NoneType' object is not subscriptable (session['home_region'])"
              : "panic: runtime error: invalid memory address or nil pointer dereference";
      c.every(
        app,
        c.start,
        c.dur,
        800,
        "error",
        () => msg,
        0.4,
        jstack(c, "session.SessionRouter.route(SessionRouter.java:57)"),
      );
      return {
        origin: app,
        hints: ["null", "nonetype", "nil", "pointer"],
        sev: "high",
        note: `${app} crashes on sessions homed in drained ${c.A} (null home region)`,
      };
    },
  },
  // ---------------- unknown
  {
    category: "unknown",
    run: (c) => {
      const app = c.app(c.A);
      c.every(
        app,
        c.start,
        c.dur,
        15000,
        "error",
        () => `worker ${c.rng.int(1, 8)} exited unexpectedly with code 1; restarting`,
      );
      c.every(app, c.start + 500, c.dur, 3000, "error", () => `Internal Server Error`);
      regionFails(c, 20000);
      return {
        origin: app,
        hints: ["exit", "crash", "unknown", "unexpected"],
        sev: "high",
        note: `${app} workers keep exiting with no reason logged; ${c.A} failed over`,
      };
    },
  },
  {
    category: "unknown",
    run: (c) => {
      const app = c.app(c.A);
      c.every(app, c.start, c.dur, 1200, "error", () => `request ${c.rng.hex(12)} failed: 500 (no error detail)`);
      return {
        origin: app,
        hints: ["500", "unknown", "internal"],
        sev: "medium",
        note: `${app} returns 500s without logging a cause`,
      };
    },
  },
];
