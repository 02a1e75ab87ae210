// holdout19 incidents in the genomics lab pipeline (helix): 14 postmortem-style failure chains.
import { em, java, javaCaused, node, py } from "./dsl.js";
import type { IncidentSpec } from "./types.js";

const smp = (r: { int: (a: number, b: number) => number }) => `S-${r.int(20000, 99999)}`;

export const HELIX: IncidentSpec[] = [
  {
    estate: "helix",
    cat: "authentication",
    origin: "sample-registry",
    hints: ["password", "authentication", "credential", "login"],
    sev: "high",
    note: "The vault rotation job changes the database password of registry_app but sample-registry keeps the old one; new pool connections fail password authentication and lims-portal serves 503s.",
    emits: [
      em(
        "sample-registry",
        "ERROR",
        1.4,
        () => "HikariPool-1 - Exception during pool initialization of new connection",
        {
          stack: java(
            'org.postgresql.util.PSQLException: FATAL: password authentication failed for user "registry_app"',
            [
              "org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)",
              "org.postgresql.core.v3.ConnectionFactoryImpl.tryConnect(ConnectionFactoryImpl.java:203)",
              "com.zaxxer.hikari.pool.PoolBase.newConnection(PoolBase.java:364)",
            ],
          ),
        },
      ),
      em(
        "lims-portal",
        "ERROR",
        0.35,
        (r) => `GET /api/samples/${smp(r)} 503 sample-registry unavailable ${r.int(30, 120)}ms`,
        { from: 20, burst: 2 },
      ),
    ],
    drop: ["sample-registry"],
  },
  {
    estate: "helix",
    cat: "authorization",
    origin: "blob-archive",
    hints: ["access", "denied", "permission", "forbidden", "policy"],
    sev: "high",
    note: "A bucket-policy cleanup removes write access for the archive role; blob-archive gets AccessDenied on every PUT and align-worker's upload retries make far more noise.",
    emits: [
      em(
        "blob-archive",
        "ERROR",
        1.6,
        (r) =>
          `PUT runs/${r.hex(8)}.bam failed: AccessDenied: User arn:aws:sts::4410:assumed-role/helix-archive/blob-archive is not authorized to perform: s3:PutObject on resource helix-runs-raw`,
      ),
      em(
        "align-worker",
        "ERROR",
        0.4,
        (r) => `upload of ${smp(r)}.bam to blob-archive failed (403), retry ${r.int(1, 6)}/6`,
        { from: 2, burst: 2 },
      ),
      em("report-render", "WARN", 5, () => "report PDF stored locally only: archive write forbidden", { from: 60 }),
    ],
    drop: ["blob-archive"],
  },
  {
    estate: "helix",
    cat: "database",
    origin: "sample-registry",
    hints: ["deadlock", "database", "sql", "transaction"],
    sev: "high",
    note: "A migration changes the aliquot/sample update order in sample-registry and concurrent batch check-ins deadlock in Postgres; lims-portal logs the resulting 500s at a higher rate.",
    once: [
      {
        svc: "sample-registry",
        level: "INFO",
        at: -60,
        msg: "Liquibase: ChangeSet db/changelog/2026-06-aliquot-status.yaml ran successfully",
      },
    ],
    emits: [
      em("sample-registry", "ERROR", 1.8, () => "batch check-in rolled back", {
        stack: java(
          "org.postgresql.util.PSQLException: ERROR: deadlock detected\n  Detail: Process 41822 waits for ShareLock on transaction 99120331; blocked by process 41907.",
          [
            "org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:2713)",
            "com.helix.registry.checkin.BatchCheckinService.apply(BatchCheckinService.java:118)",
          ],
        ),
      }),
      em("lims-postgres", "ERROR", 3, () => "deadlock detected", { from: 0.2 }),
      em("lims-portal", "ERROR", 0.4, () => "POST /api/checkins 500 sample-registry: internal error", {
        from: 1,
        burst: 2,
      }),
    ],
  },
  {
    estate: "helix",
    cat: "network",
    origin: "seq-ingest",
    hints: ["reset", "route", "network", "connection", "nfs"],
    sev: "medium",
    note: "A switch change isolates the sequencer storage VLAN; seq-ingest's copies from the instrument shares fail with resets and no-route errors, and run-scheduler keeps warning that runs are stuck.",
    emits: [
      em(
        "seq-ingest",
        "ERROR",
        2,
        (r) =>
          `copy from //nv${r.int(1, 4)}-share/runs failed: read tcp 10.30.1.14:${r.int(40000, 60000)}->10.30.8.${r.int(2, 9)}:445: read: connection reset by peer`,
      ),
      em("seq-ingest", "ERROR", 5, (r) => `dial tcp 10.30.8.${r.int(2, 9)}:445: connect: no route to host`, {
        from: 4,
      }),
      em(
        "run-scheduler",
        "WARN",
        1.5,
        (r) => `run 2606${r.int(10, 28)}_NV${r.int(1, 4)}: no new tiles for ${r.int(3, 30)} min, marking stalled`,
        { from: 40 },
      ),
    ],
  },
  {
    estate: "helix",
    cat: "timeout",
    origin: "report-render",
    hints: ["timeout", "navigation", "exceeded", "timed out"],
    sev: "medium",
    note: "report-render's headless browser hangs on a new embedded chart script and page renders time out after 30 s; lims-portal's report requests pile up as 504s.",
    emits: [
      em("report-render", "ERROR", 3, (r) => `render R-${r.int(1000, 9999)} failed`, {
        stack: node("TimeoutError: Navigation timeout of 30000 ms exceeded", [
          "LifecycleWatcher._LifecycleWatcher_createTimeoutPromise (/app/node_modules/puppeteer-core/lib/cjs/puppeteer/common/LifecycleWatcher.js:151:12)",
          "async Frame.goto (/app/node_modules/puppeteer-core/lib/cjs/puppeteer/api/Frame.js:191:21)",
          "async renderReport (/app/dist/render.js:64:9)",
        ]),
      }),
      em("lims-portal", "ERROR", 1, (r) => `GET /api/reports/R-${r.int(1000, 9999)}.pdf 504 after 30001ms`, {
        from: 30,
      }),
    ],
  },
  {
    estate: "helix",
    cat: "rate_limiting",
    origin: "qc-metrics",
    hints: ["rate", "limit", "429", "throttl"],
    sev: "medium",
    note: "qc-metrics starts annotating a large batch against the public variant database API (which does not log here) and is throttled with 429s; qc-metrics is the origin and only warns.",
    emits: [
      em(
        "qc-metrics",
        "WARN",
        0.8,
        () =>
          'annotation lookup throttled: HTTP 429 {"error":"API rate limit exceeded","count":"11","limit":"10"}, backing off',
      ),
      em("qc-metrics", "WARN", 25, (r) => `annotation queue ${r.int(500, 9000)} variants pending`, { from: 20 }),
      em("report-render", "WARN", 6, (r) => `report R-${r.int(1000, 9999)} waiting for QC annotations`, { from: 90 }),
    ],
  },
  {
    estate: "helix",
    cat: "validation",
    origin: "demux-worker",
    hints: ["samplesheet", "barcode", "invalid", "validation", "valueerror"],
    sev: "high",
    note: "A sample sheet with a non-ACGT index is uploaded; demux-worker rejects it on every attempt and job-dispatcher keeps re-queuing the job, logging more than the origin.",
    emits: [
      em("demux-worker", "ERROR", 6, () => "demultiplex job failed", {
        stack: py(
          [
            ["/opt/demux/run.py", 77, "main", "sheet = SampleSheet.load(path)"],
            ["/opt/demux/samplesheet.py", 131, "load", "self._check_index(row)"],
          ],
          "ValueError: invalid index sequence 'ACGTNXGA' in SampleSheet.csv row 41 (allowed: A,C,G,T,N)",
        ),
      }),
      em(
        "job-dispatcher",
        "WARN",
        1.2,
        (r) => `job demux/${r.hex(8)} failed on demux-worker, requeued (attempt ${r.int(2, 40)})`,
        { from: 1 },
      ),
      em("run-scheduler", "WARN", 20, () => "run 260611_NV2_0412 blocked in DEMUX", { from: 30 }),
    ],
  },
  {
    estate: "helix",
    cat: "null_reference",
    origin: "variant-caller",
    hints: ["nullpointer", "null"],
    sev: "high",
    note: "A variant-caller release mishandles samples without a reference base annotation and throws NullPointerException for every such interval; job-dispatcher retries the calls.",
    once: [{ svc: "variant-caller", level: "INFO", at: -90, msg: "variant-caller 5.2.0 started (gatk-lib 4.5.0.0)" }],
    emits: [
      em("variant-caller", "ERROR", 2, (r) => `calling ${smp(r)} chr${r.int(1, 22)} aborted`, {
        stack: java('java.lang.NullPointerException: Cannot invoke "String.length()" because "refBase" is null', [
          "com.helix.caller.pileup.PileupWalker.emit(PileupWalker.java:214)",
          "com.helix.caller.pileup.PileupWalker.walk(PileupWalker.java:160)",
          "com.helix.caller.Main.call(Main.java:58)",
        ]),
      }),
      em("job-dispatcher", "WARN", 0.8, (r) => `job call/${r.hex(8)} exited 1, retrying`, { from: 1 }),
    ],
  },
  {
    estate: "helix",
    cat: "configuration",
    origin: "sample-registry",
    hints: ["truststore", "pkix", "certificate", "config", "trust"],
    sev: "high",
    note: "A release switches sample-registry to a new trust-store file that lacks the internal CA; its calls to lab-sso fail PKIX validation and lims-portal users get 502s.",
    once: [
      {
        svc: "sample-registry",
        level: "INFO",
        at: -20,
        msg: "javax.net.ssl.trustStore=/etc/helix/tls/truststore-2026.p12 (release 7.4.0)",
      },
    ],
    emits: [
      em("sample-registry", "ERROR", 1.2, () => "token exchange with lab-sso failed", {
        stack: javaCaused(
          "javax.net.ssl.SSLHandshakeException: PKIX path building failed",
          ["sun.security.ssl.Alert.createSSLException(Alert.java:131)"],
          "sun.security.provider.certpath.SunCertPathBuilderException: unable to find valid certification path to requested target",
          ["java.base/sun.security.provider.certpath.SunCertPathBuilder.build(SunCertPathBuilder.java:148)"],
        ),
      }),
      em("lims-portal", "ERROR", 0.4, (r) => `GET /api/samples/${smp(r)} 502 sample-registry`, { from: 1, burst: 2 }),
    ],
    drop: ["sample-registry"],
  },
  {
    estate: "helix",
    cat: "configuration",
    origin: "run-scheduler",
    hints: ["config", "broker_url", "endpoint", "setting"],
    sev: "medium",
    note: "A config change points run-scheduler at the broker's management port (5673) instead of AMQP; it cannot publish run jobs and runs stop being scheduled.",
    once: [
      {
        svc: "run-scheduler",
        level: "INFO",
        at: -8,
        msg: "settings reloaded: broker_url=amqp://task-broker:5673/helix (changed)",
      },
    ],
    emits: [
      em(
        "run-scheduler",
        "ERROR",
        4,
        () => "publish run.start failed: [Errno 111] Connection refused (broker_url=amqp://task-broker:5673/helix)",
        {
          stack: py(
            [
              ["/app/scheduler/publish.py", 34, "publish", "with Connection(settings.broker_url) as conn:"],
              [
                "/usr/local/lib/python3.12/site-packages/kombu/connection.py",
                446,
                "_ensure_connection",
                "return retry_over_time(",
              ],
            ],
            "kombu.exceptions.OperationalError: [Errno 111] Connection refused",
          ),
        },
      ),
      em("lims-portal", "WARN", 3, (r) => `run 2606${r.int(10, 28)} still QUEUED after ${r.int(5, 40)}m`, { from: 60 }),
    ],
  },
  {
    estate: "helix",
    cat: "dependency",
    origin: "job-dispatcher",
    hints: ["broker", "amqp", "unavailable", "rabbit"],
    sev: "high",
    note: "The RabbitMQ cluster (which does not log here) loses quorum and refuses connections; job-dispatcher shows it first and align-worker and demux-worker idle with louder warnings.",
    emits: [
      em(
        "job-dispatcher",
        "ERROR",
        2,
        () => "AMQP connection to task-broker lost: broker unavailable (connection_forced), reconnecting",
      ),
      em("align-worker", "WARN", 0.5, () => "no job received in 60s, job-dispatcher queue unreachable", {
        from: 10,
        burst: 2,
      }),
      em("demux-worker", "WARN", 1, () => "poll job-dispatcher: 503 queue backend down", { from: 12 }),
    ],
  },
  {
    estate: "helix",
    cat: "memory",
    origin: "align-worker",
    hints: ["oom", "memory", "137", "killed"],
    sev: "high",
    note: "A new align-worker build leaks read buffers; its RSS climbs until the kubelet OOM-kills the pod (exit code 137), as job-dispatcher reports, and alignment jobs are lost.",
    once: [{ svc: "align-worker", level: "INFO", at: -400, msg: "align-worker 2.9.0 ready, threads=32" }],
    emits: [
      em(
        "align-worker",
        "WARN",
        12,
        (r) => `rss ${r.int(27, 31)}.${r.int(0, 9)}GiB of 32GiB limit, buffers retained ${r.int(900, 1400)}`,
        { to: 120 },
      ),
      em(
        "job-dispatcher",
        "ERROR",
        25,
        (r) => `pod align-worker-${r.hex(5)} terminated: OOMKilled (exit code 137), job requeued`,
        { from: 120 },
      ),
      em("job-dispatcher", "WARN", 2, (r) => `job align/${r.hex(8)} lost heartbeat, requeue`, { from: 121 }),
    ],
  },
  {
    estate: "helix",
    cat: "disk",
    origin: "lims-postgres",
    hints: ["disk", "space", "wal", "device"],
    sev: "high",
    note: "An inactive replication slot pins WAL until the lims-postgres volume fills; the database PANICs on WAL writes and sample-registry and lims-portal fail every request.",
    once: [
      {
        svc: "lims-postgres",
        level: "WARN",
        at: -120,
        msg: 'replication slot "analytics_cdc" is inactive, retaining 212 GB of WAL',
      },
    ],
    emits: [
      em(
        "lims-postgres",
        "FATAL",
        8,
        () => 'PANIC:  could not write to file "pg_wal/xlogtemp.231": No space left on device',
      ),
      em(
        "sample-registry",
        "ERROR",
        0.7,
        () => "could not execute statement; SQL [n/a]; FATAL: the database system is in recovery mode",
        { from: 2 },
      ),
      em("lims-portal", "ERROR", 0.3, (r) => `GET /api/samples/${smp(r)} 500 ${r.int(5, 40)}ms`, { from: 3, burst: 2 }),
    ],
    drop: ["lims-postgres", "sample-registry"],
  },
  {
    estate: "helix",
    cat: "unknown",
    origin: "report-render",
    hints: ["internal", "error", "unknown", "fail"],
    sev: "medium",
    note: "report-render starts answering every render with a bare 500 'internal error' and no cause in its logs; lims-portal shows the failed report downloads.",
    emits: [
      em("report-render", "ERROR", 2, (r) => `render R-${r.int(1000, 9999)} failed: internal error`),
      em("lims-portal", "ERROR", 1, (r) => `POST /api/reports 500 report-render ${r.int(20, 80)}ms`, { from: 1 }),
    ],
    drop: ["report-render"],
  },
];
