// The 52 faults (4 per category): where each lives, what its origin prints and how the neighbours react.
import type { Ctx } from "./background.js";
import type { Role } from "./estates.js";
import type { Level } from "./formats.js";

export interface Incident {
  category: string;
  origin: Role;
  also: Role[];
  hints: string[];
  sev: "medium" | "high";
  note: string;
  broker?: "mosquitto" | "emqx" | "hivemq";
  tsdb?: "influx" | "timescale";
  fault: (c: Ctx, t0: number) => void;
}

type MsgFn = (c: Ctx, i: number) => string;
const rep = (c: Ctx, r: Role, from: number, period: number, lv: Level, fn: MsgFn, stack?: string) =>
  c.s.every(from, c.s.end, period, (t, i) => c.s.add(t, r, lv, fn(c, i), stack));
const once = (c: Ctx, r: Role, t: number, lv: Level, msg: string, stack?: string) => c.s.add(t, r, lv, msg, stack);
const deploy = (c: Ctx, r: Role, t: number, v: string) =>
  once(
    c,
    r,
    t,
    "info",
    `starting ${c.name(r)} ${v} (git ${c.rng.hex(7)}), config loaded from /etc/${c.name(r)}/app.yaml`,
  );
const gw5xx = (c: Ctx, from: number, target: Role, code = 502) =>
  rep(
    c,
    "gateway",
    from,
    2500,
    "warn",
    (x) => `forward to ${x.name(target)} failed for ${x.dev()}: HTTP ${code}, will retry`,
  );
const dash5xx = (c: Ctx, from: number, path: string, code = 502) =>
  rep(c, "dashboard", from, 3000, "error", (x) => `GET /api/v1/${path} ${code} ${x.rng.int(20, 900)}ms`);
const NODE_TE = (fn: string, file: string) =>
  `    at ${fn} (/app/dist/${file}.js:${88 + fn.length}:${17 + file.length})\n    at Array.map (<anonymous>)\n    at processTicksAndRejections (node:internal/process/task_queues:95:5)`;
const JAVA = (cls: string) =>
  `\tat com.fleet.${cls}(${cls.split(".").pop()}.java:142)\n\tat com.fleet.shadow.ShadowController.update(ShadowController.java:77)\n\tat org.springframework.web.servlet.FrameworkServlet.service(FrameworkServlet.java:885)`;
const PY = (file: string, fn: string, line: string) =>
  `Traceback (most recent call last):\n  File "/app/${file}", line 211, in ${fn}\n    ${line}\n`;

export const INCIDENTS: Incident[] = [
  // ---------- authentication
  {
    category: "authentication",
    origin: "shadow",
    also: ["broker", "dashboard"],
    hints: ["auth", "password", "credential", "not authorised", "bad user"],
    sev: "high",
    broker: "mosquitto",
    note: "shadow service restarted with a stale MQTT password after a secret rotation; broker refuses it, shadows stop syncing",
    fault: (c, t0) => {
      deploy(c, "shadow", t0 - 4000, "2.14.1");
      rep(
        c,
        "shadow",
        t0,
        4000,
        "error",
        (_, i) => `MQTT connect failed: Connection Refused: bad user name or password (rc=4), attempt ${i + 1}`,
      );
      rep(
        c,
        "broker",
        t0 + 100,
        4000,
        "info",
        (x) => `Client ${x.name("shadow")}-${x.rng.hex(5)} disconnected, not authorised.`,
      );
      rep(
        c,
        "dashboard",
        t0 + 60000,
        5000,
        "warn",
        (x) => `device ${x.dev()} shadow stale (last sync ${x.rng.int(90, 900)}s ago)`,
      );
    },
  },
  {
    category: "authentication",
    origin: "ingest",
    also: ["tsdb", "dashboard", "alerting"],
    hints: ["sasl", "authentication", "credential", "scram"],
    sev: "high",
    note: "telemetry ingest consumer fails SASL/SCRAM login to Kafka after a credential rotation; no new points reach the store",
    fault: (c, t0) => {
      rep(
        c,
        "ingest",
        t0,
        3000,
        "error",
        () =>
          "[Connection] Connection error: SASL SCRAM SHA512 authentication failed: Authentication failed during authentication due to invalid credentials with SASL mechanism SCRAM-SHA-512",
      );
      rep(
        c,
        "ingest",
        t0 + 9000,
        15000,
        "error",
        () =>
          "[Consumer] Crash: KafkaJSSASLAuthenticationError: SASL SCRAM SHA512 authentication failed, restarting consumer in 5000ms",
      );
      rep(
        c,
        "alerting",
        t0 + 120000,
        30000,
        "warn",
        () => "no data received for rule group telemetry-freshness in 120s",
      );
      rep(c, "dashboard", t0 + 90000, 8000, "warn", (x) => `telemetry for ${x.dev()} older than 2m, serving cached`);
    },
  },
  {
    category: "authentication",
    origin: "provisioning",
    also: ["gateway"],
    hints: ["secret", "credential", "invalid_client", "token", "authentication"],
    sev: "medium",
    note: "provisioning service's OAuth client secret for the cloud registry expired; token requests fail and new devices cannot enroll",
    fault: (c, t0) => {
      rep(
        c,
        "provisioning",
        t0,
        5000,
        "error",
        () =>
          "token request failed: 401 invalid_client: AADSTS7000222: The provided client secret keys for app 'iot-registry-sync' are expired.",
      );
      rep(
        c,
        "provisioning",
        t0 + 2000,
        6000,
        "error",
        (x) => `enrollment of ${x.dev()} aborted: could not obtain registry access token`,
      );
      gw5xx(c, t0 + 3000, "provisioning", 503);
    },
  },
  {
    category: "authentication",
    origin: "alerting",
    also: ["rules"],
    hints: ["401", "authenticate", "credential", "auth", "unauthorized"],
    sev: "medium",
    note: "SMS provider rejects the alerting service's API key after it was rotated on the vendor side; no SMS alerts go out",
    fault: (c, t0) => {
      rep(
        c,
        "alerting",
        t0,
        6000,
        "error",
        (x) =>
          `SMS to +4477009${x.rng.int(10000, 99999)} failed: HTTP 401 Unauthorized: Authenticate (Twilio code 20003)`,
      );
      rep(c, "alerting", t0 + 30000, 20000, "warn", (x) => `${x.rng.int(5, 60)} notifications waiting in sms outbox`);
    },
  },
  // ---------- authorization
  {
    category: "authorization",
    origin: "broker",
    also: ["gateway", "ingest"],
    hints: ["acl", "denied", "authoriz", "permission"],
    sev: "high",
    broker: "mosquitto",
    note: "ACL file change reloaded on the broker denies gateways publishing to telemetry topics; telemetry stops",
    fault: (c, t0) => {
      once(c, "broker", t0 - 500, "info", "Reloading config.");
      rep(c, "broker", t0, 400, "info", (x) => {
        const d = x.dev();
        return `Denied PUBLISH from ${x.name("gateway")}-${x.rng.int(1, 4)} (d0, q1, r0, m${x.rng.int(100, 60000)}, 'telemetry/${d}', ... (${x.rng.int(90, 900)} bytes))`;
      });
      rep(
        c,
        "gateway",
        t0 + 5000,
        6000,
        "warn",
        () => "PUBACK not received within 20s for 412 inflight messages, resending",
      );
      rep(c, "ingest", t0 + 60000, 20000, "warn", () => "consumer lag 0 and no records polled in 60s on telemetry.raw");
    },
  },
  {
    category: "authorization",
    origin: "ota",
    also: ["gateway"],
    hints: ["accessdenied", "access denied", "not authorized", "403", "permission"],
    sev: "medium",
    note: "OTA service's IAM role lost s3:GetObject on the firmware bucket after a policy change; manifests cannot be signed, downloads 403",
    fault: (c, t0) => {
      rep(
        c,
        "ota",
        t0,
        4000,
        "error",
        (x) =>
          `presign fw-4.13.${x.rng.int(0, 2)}.bin failed: AccessDenied: User: arn:aws:sts::412907339120:assumed-role/ota-svc-role/i-0a7${x.rng.hex(6)} is not authorized to perform: s3:GetObject on resource: arn:aws:s3:::fleet-firmware-artifacts/fw-4.13.bin because no identity-based policy allows the s3:GetObject action`,
      );
      rep(c, "gateway", t0 + 3000, 5000, "warn", (x) => `device ${x.dev()} reports firmware download failed: HTTP 403`);
    },
  },
  {
    category: "authorization",
    origin: "rules",
    also: ["alerting"],
    hints: ["authorization", "not authorized", "topicauthorization", "acl"],
    sev: "medium",
    note: "rules engine's Kafka principal lost WRITE on alerts.raised after an ACL cleanup; matched rules cannot emit alerts",
    fault: (c, t0) => {
      rep(
        c,
        "rules",
        t0,
        3000,
        "error",
        () => "failed to emit alert: TopicAuthorizationException: Not authorized to access topics: [alerts.raised]",
      );
      rep(c, "alerting", t0 + 90000, 30000, "warn", () => "no events on alerts.raised for 90s (expected ~40/min)");
    },
  },
  {
    category: "authorization",
    origin: "shadow",
    also: ["dashboard", "gateway"],
    hints: ["forbidden", "403", "not authorized", "authorization"],
    sev: "medium",
    note: "shadow service's cloud IoT policy was detached; UpdateThingShadow returns 403 and desired-state commands stall",
    fault: (c, t0) => {
      rep(
        c,
        "shadow",
        t0,
        1500,
        "error",
        (x) =>
          `UpdateThingShadow ${x.dev()} failed: ForbiddenException: User is not authorized to perform: iot:UpdateThingShadow (HTTP 403)`,
      );
      dash5xx(c, t0 + 2000, "devices/commands", 502);
    },
  },
  // ---------- configuration
  {
    category: "configuration",
    origin: "rules",
    also: ["alerting"],
    hints: ["config", "keyerror", "environment", "missing", "env"],
    sev: "high",
    note: "rules-engine deploy lacks RULES_KAFKA_BOOTSTRAP in its environment; every pod crash-loops on start",
    fault: (c, t0) => {
      rep(c, "rules", t0, 20000, "info", (x) => `starting ${x.name("rules")} 3.8.0 (git 9c1e2f0)`);
      rep(
        c,
        "rules",
        t0 + 600,
        20000,
        "error",
        () => "KeyError: 'RULES_KAFKA_BOOTSTRAP'",
        `${PY("rules/settings.py", "<module>", "KAFKA_BOOTSTRAP = os.environ['RULES_KAFKA_BOOTSTRAP']")}KeyError: 'RULES_KAFKA_BOOTSTRAP'`,
      );
      rep(c, "alerting", t0 + 60000, 30000, "warn", () => "no events on alerts.raised for 60s (expected ~40/min)");
    },
  },
  {
    category: "configuration",
    origin: "broker",
    also: ["gateway", "shadow"],
    hints: ["cafile", "config", "certificate", "load"],
    sev: "high",
    broker: "mosquitto",
    note: "broker restarted with a new config pointing at a CA bundle path that does not exist; listener 8883 never comes up",
    fault: (c, t0) => {
      once(c, "broker", t0 - 800, "info", "mosquitto version 2.0.18 terminating");
      rep(
        c,
        "broker",
        t0,
        10000,
        "error",
        () => 'Error: Unable to load CA certificates. Check cafile "/mosquitto/certs/ca-bundle-2026.pem".',
      );
      rep(
        c,
        "broker",
        t0 + 50,
        10000,
        "error",
        () => "Error: Unable to open config file /mosquitto/config/mosquitto.conf listener 8883.",
      );
      rep(
        c,
        "gateway",
        t0 + 1000,
        1500,
        "error",
        (x) => `mqtt connect to ${x.name("broker")}:8883 failed: dial tcp 10.43.0.17:8883: connect: connection refused`,
      );
      rep(c, "shadow", t0 + 1500, 5000, "warn", () => "MQTT connection lost, reconnecting in 5s");
    },
  },
  {
    category: "configuration",
    origin: "ingest",
    also: ["tsdb"],
    hints: ["config", "database not found", "setting", "output"],
    sev: "medium",
    tsdb: "influx",
    note: "ingest relay redeployed with its output database renamed to telemetry_v2, which does not exist; every write 404s",
    fault: (c, t0) => {
      deploy(c, "ingest", t0 - 3000, "1.29.5");
      once(
        c,
        "ingest",
        t0 - 2000,
        "info",
        "Loaded outputs: influxdb (urls=[http://influxdb:8086] database=telemetry_v2)",
      );
      rep(
        c,
        "ingest",
        t0,
        10000,
        "error",
        () =>
          'E! [outputs.influxdb] When writing to [http://influxdb:8086]: 404 Not Found: database not found: "telemetry_v2"',
      );
      rep(
        c,
        "ingest",
        t0 + 5000,
        10000,
        "error",
        () => "E! [agent] Error writing to outputs.influxdb: could not write any address",
      );
      rep(
        c,
        "tsdb",
        t0 + 200,
        10000,
        "info",
        (x) => `[httpd] ${x.rng.ip()} - - [-] "POST /write?db=telemetry_v2 HTTP/1.1" 404 45 "-" "Telegraf/1.29.5"`,
      );
    },
  },
  {
    category: "configuration",
    origin: "ota",
    also: ["gateway"],
    hints: ["config", "missing", "setting", "signing"],
    sev: "medium",
    note: "OTA controller release expects OTA_SIGNING_KEY_ARN, which was not set; manifests go out unsigned and devices refuse them",
    fault: (c, t0) => {
      deploy(c, "ota", t0 - 5000, "5.2.0");
      once(c, "ota", t0 - 4000, "warn", "setting OTA_SIGNING_KEY_ARN is not set; manifest signing disabled");
      rep(
        c,
        "ota",
        t0,
        5000,
        "error",
        (x) => `manifest for ${x.dev()} rejected by device: signature missing (config OTA_SIGNING_KEY_ARN empty)`,
      );
      rep(
        c,
        "gateway",
        t0 + 800,
        5000,
        "warn",
        (x) => `device ${x.dev()}: OTA aborted, manifest signature verification failed`,
      );
    },
  },
  // ---------- database
  {
    category: "database",
    origin: "tsdb",
    also: ["ingest", "dashboard"],
    hints: ["recovery", "database", "postgres", "sql"],
    sev: "high",
    tsdb: "timescale",
    note: "TimescaleDB primary crashed and is replaying WAL; connections are refused while it is in recovery mode",
    fault: (c, t0) => {
      once(c, "tsdb", t0, "error", "LOG:  server process (PID 8812) was terminated by signal 6: Aborted");
      once(c, "tsdb", t0 + 10, "error", "LOG:  terminating any other active server processes");
      once(
        c,
        "tsdb",
        t0 + 900,
        "info",
        "LOG:  database system was interrupted; last known up at 2026-06-02 10:11:42 UTC",
      );
      rep(c, "tsdb", t0 + 1500, 2000, "error", () => "FATAL:  the database system is in recovery mode");
      rep(
        c,
        "ingest",
        t0 + 1600,
        2500,
        "error",
        () => "write failed: FATAL: the database system is in recovery mode; batch retried",
      );
      dash5xx(c, t0 + 2000, "sites/summary", 500);
    },
  },
  {
    category: "database",
    origin: "shadow",
    also: ["dashboard", "gateway"],
    hints: ["pool", "connection", "database", "queuepool", "sql"],
    sev: "high",
    note: "shadow service leaks DB sessions after a change to its bulk-update path; its pool is exhausted and updates fail",
    fault: (c, t0) => {
      rep(
        c,
        "shadow",
        t0,
        1800,
        "error",
        () =>
          "sqlalchemy.exc.TimeoutError: QueuePool limit of size 20 overflow 10 reached, connection timed out, timeout 30.00",
      );
      rep(
        c,
        "shadow",
        t0 + 30000,
        9000,
        "error",
        () =>
          'psycopg2.OperationalError: connection to server at "shadow-db" (10.44.3.4), port 5432 failed: FATAL:  remaining connection slots are reserved for non-replication superuser connections',
      );
      dash5xx(c, t0 + 2500, "devices/shadow", 503);
    },
  },
  {
    category: "database",
    origin: "provisioning",
    also: ["gateway"],
    hints: ["deadlock", "database", "mysql", "sql", "lock"],
    sev: "medium",
    note: "provisioning's registry writes deadlock in MySQL after a batch re-enrollment job started; enrollments fail",
    fault: (c, t0) => {
      once(c, "provisioning", t0 - 2000, "info", "batch re-enrollment job started: 18000 devices in group legacy-ca");
      rep(
        c,
        "provisioning",
        t0,
        2500,
        "error",
        (x) => `enroll ${x.dev()} failed: (1213, 'Deadlock found when trying to get lock; try restarting transaction')`,
      );
      gw5xx(c, t0 + 1000, "provisioning", 500);
    },
  },
  {
    category: "database",
    origin: "alerting",
    also: ["rules"],
    hints: ["relation", "database", "sql", "undefinedtable", "migration"],
    sev: "medium",
    note: "alerting service's schema migration failed half-way; the alert_state table is gone and evaluations fail",
    fault: (c, t0) => {
      once(c, "alerting", t0 - 3000, "info", "alembic: Running upgrade 7f2c1a -> 8d0e44, split alert_state");
      once(
        c,
        "alerting",
        t0 - 2500,
        "error",
        'alembic: upgrade 8d0e44 failed: psycopg2.errors.DuplicateObject: constraint "alert_state_pkey" already exists',
      );
      rep(
        c,
        "alerting",
        t0,
        5000,
        "error",
        () =>
          'psycopg2.errors.UndefinedTable: relation "alert_state" does not exist\nLINE 1: SELECT rule_id, status FROM alert_state WHERE ...',
      );
    },
  },
  // ---------- disk
  {
    category: "disk",
    origin: "broker",
    also: ["gateway"],
    hints: ["space", "disk", "no space", "persist"],
    sev: "high",
    broker: "mosquitto",
    note: "broker persistence volume filled up; mosquitto cannot save its database and starts dropping queued QoS1 messages",
    fault: (c, t0) => {
      rep(
        c,
        "broker",
        t0,
        30000,
        "error",
        () => "Error saving in-memory database, unable to open /mosquitto/data/mosquitto.db.new for writing.",
      );
      rep(c, "broker", t0 + 10, 30000, "error", () => "Error: No space left on device.");
      rep(c, "broker", t0 + 20000, 6000, "warn", (x) => `Outgoing messages are being dropped for client ${x.dev()}.`);
      rep(
        c,
        "gateway",
        t0 + 40000,
        8000,
        "warn",
        () => "PUBACK not received within 20s, resending 40 inflight messages",
      );
    },
  },
  {
    category: "disk",
    origin: "tsdb",
    also: ["ingest", "dashboard"],
    hints: ["space", "disk", "no space", "wal"],
    sev: "high",
    tsdb: "influx",
    note: "InfluxDB data volume is full; WAL writes fail and every write returns 500",
    fault: (c, t0) => {
      rep(
        c,
        "tsdb",
        t0,
        1500,
        "error",
        (x) =>
          `[httpd] write failed: engine: error writing WAL entry: write /var/lib/influxdb/wal/telemetry/autogen/${x.rng.int(400, 420)}/_0${x.rng.int(1000, 9999)}.wal: no space left on device`,
      );
      rep(
        c,
        "ingest",
        t0 + 300,
        3000,
        "error",
        () =>
          "E! [outputs.influxdb] When writing to [http://influxdb:8086]: 500 Internal Server Error: engine: error writing WAL entry",
      );
    },
  },
  {
    category: "disk",
    origin: "ota",
    also: ["gateway"],
    hints: ["space", "disk", "errno 28", "no space"],
    sev: "medium",
    note: "OTA service's image cache volume filled while staging a large firmware; image fetches for devices fail",
    fault: (c, t0) => {
      rep(
        c,
        "ota",
        t0,
        4000,
        "error",
        (x) =>
          `caching fw-4.13.0.bin for ${x.dev()} failed: OSError: [Errno 28] No space left on device: '/var/cache/ota/fw-4.13.0.bin.part'`,
      );
      rep(c, "gateway", t0 + 1000, 5000, "warn", (x) => `device ${x.dev()} reports firmware download failed: HTTP 500`);
    },
  },
  {
    category: "disk",
    origin: "tsdb",
    also: ["ingest", "dashboard"],
    hints: ["space", "disk", "no space", "wal"],
    sev: "high",
    tsdb: "timescale",
    note: "TimescaleDB WAL volume filled; PANIC on WAL write and the server restarts into a full disk",
    fault: (c, t0) => {
      once(c, "tsdb", t0, "error", 'PANIC:  could not write to file "pg_wal/xlogtemp.2214": No space left on device');
      rep(
        c,
        "tsdb",
        t0 + 3000,
        4000,
        "error",
        () => 'FATAL:  could not write to file "pg_wal/xlogtemp.2290": No space left on device',
      );
      rep(
        c,
        "ingest",
        t0 + 500,
        2500,
        "error",
        () => "write failed: server closed the connection unexpectedly; batch retried",
      );
      dash5xx(c, t0 + 1000, "sites/summary", 500);
    },
  },
  // ---------- memory
  {
    category: "memory",
    origin: "broker",
    also: ["gateway", "shadow"],
    hints: ["memory", "oom", "alloc"],
    sev: "high",
    broker: "emqx",
    note: "EMQX node memory grows with offline-session queues until the VM is OOM-killed and clients are dropped",
    fault: (c, t0) => {
      rep(
        c,
        "broker",
        t0,
        20000,
        "warn",
        (x) =>
          `msg: alarm_is_activated, name: high_system_memory_usage, message: System memory usage is higher than 70% (${x.rng.int(86, 98)}%)`,
      );
      once(
        c,
        "broker",
        t0 + 150000,
        "error",
        "msg: process_memory_overload, pid: <0.2241.0>, max_heap_size: 268435456, current: 2147483648",
      );
      once(
        c,
        "broker",
        t0 + 160000,
        "error",
        'eheap_alloc: Cannot allocate 3454473080 bytes of memory (of type "heap").',
      );
      rep(c, "broker", t0 + 180000, 60000, "info", () => "EMQX 5.5.1 is running now!");
      rep(c, "gateway", t0 + 161000, 1500, "error", (x) => `mqtt connect to ${x.name("broker")}:8883 failed: EOF`);
      rep(c, "shadow", t0 + 161500, 6000, "warn", () => "MQTT connection lost, reconnecting in 5s");
    },
  },
  {
    category: "memory",
    origin: "ingest",
    also: ["tsdb", "dashboard"],
    hints: ["memory", "heap", "outofmemory", "oom"],
    sev: "high",
    note: "ingest consumer (JVM) runs out of heap with a large rebalance backlog and restarts repeatedly",
    fault: (c, t0) => {
      rep(
        c,
        "ingest",
        t0,
        15000,
        "warn",
        (x) => `GC overhead: pause ${x.rng.int(900, 4000)}ms, heap after GC ${x.rng.int(93, 99)}%`,
      );
      rep(
        c,
        "ingest",
        t0 + 30000,
        45000,
        "error",
        () => 'Exception in thread "kafka-consumer-1" java.lang.OutOfMemoryError: Java heap space',
        "\tat java.base/java.util.Arrays.copyOf(Arrays.java:3537)\n\tat org.apache.kafka.common.record.MemoryRecords.readableRecords(MemoryRecords.java:611)\n\tat com.fleet.ingest.BatchWriter.append(BatchWriter.java:98)",
      );
      rep(c, "dashboard", t0 + 60000, 9000, "warn", (x) => `telemetry for ${x.dev()} older than 2m, serving cached`);
    },
  },
  {
    category: "memory",
    origin: "rules",
    also: ["alerting"],
    hints: ["heap", "memory", "allocation", "oom"],
    sev: "high",
    note: "rules engine's window state grows unbounded after a new 24h rule; Node runs out of heap and crashes",
    fault: (c, t0) => {
      rep(
        c,
        "rules",
        t0,
        40000,
        "info",
        (x) => `<--- Last few GCs ---> [1:0x${x.rng.hex(8)}] Mark-Compact 4032.1 (4135.6) -> 4019.7 (4138.8) MB`,
      );
      rep(
        c,
        "rules",
        t0 + 1000,
        40000,
        "error",
        () => "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
        " 1: 0xb8d0a3 node::Abort() [node]\n 2: 0xa98bd8 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]\n 3: 0xd646b0 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
      );
      rep(c, "alerting", t0 + 60000, 30000, "warn", () => "no events on alerts.raised for 60s (expected ~40/min)");
    },
  },
  {
    category: "memory",
    origin: "tsdb",
    also: ["ingest", "dashboard"],
    hints: ["memory", "out of memory", "alloc"],
    sev: "high",
    tsdb: "influx",
    note: "InfluxDB series cardinality explodes with a new tag; the process runs out of memory and restarts",
    fault: (c, t0) => {
      rep(
        c,
        "tsdb",
        t0,
        30000,
        "warn",
        (x) => `[store] cache-max-memory-size approaching: ${x.rng.int(900, 1000)}MB of 1024MB`,
      );
      rep(
        c,
        "tsdb",
        t0 + 60000,
        60000,
        "error",
        () => "runtime: out of memory: cannot allocate 268435456-byte block (3489660928 in use)",
      );
      rep(c, "tsdb", t0 + 60010, 60000, "error", () => "fatal error: out of memory");
      rep(
        c,
        "ingest",
        t0 + 61000,
        3000,
        "error",
        () =>
          'E! [outputs.influxdb] When writing to [http://influxdb:8086]: Post "http://influxdb:8086/write?db=telemetry": EOF',
      );
    },
  },
  // ---------- network
  {
    category: "network",
    origin: "gateway",
    also: ["broker"],
    hints: ["reset", "connection", "network", "socket"],
    sev: "medium",
    broker: "mosquitto",
    note: "gateway node's conntrack table overflows; its long-lived MQTT connections are reset and it reconnects in a loop",
    fault: (c, t0) => {
      rep(
        c,
        "gateway",
        t0,
        2000,
        "error",
        (x) =>
          `mqtt read: read tcp 10.42.7.${x.rng.int(2, 30)}:${x.rng.int(30000, 60000)}->10.43.0.17:8883: read: connection reset by peer`,
      );
      rep(c, "gateway", t0 + 500, 6000, "warn", () => "nf_conntrack: table full, dropping packet (from node dmesg)");
      rep(
        c,
        "broker",
        t0 + 100,
        2000,
        "info",
        (x) => `Socket error on client ${x.name("gateway")}-${x.rng.int(1, 3)}, disconnecting.`,
      );
    },
  },
  {
    category: "network",
    origin: "ingest",
    also: ["dashboard"],
    hints: ["dns", "enotfound", "getaddrinfo", "network", "resolve"],
    sev: "medium",
    note: "ingest pods cannot resolve the Kafka bootstrap host after a DNS policy change in their namespace",
    fault: (c, t0) => {
      rep(
        c,
        "ingest",
        t0,
        2500,
        "error",
        () => "[Connection] Connection error: getaddrinfo ENOTFOUND kafka-0.kafka-headless.data.svc.cluster.local",
      );
      rep(
        c,
        "ingest",
        t0 + 20000,
        20000,
        "error",
        () =>
          "[BrokerPool] Failed to connect to seed broker, trying another broker from the list: getaddrinfo EAI_AGAIN kafka-bootstrap",
      );
      rep(c, "dashboard", t0 + 90000, 9000, "warn", (x) => `telemetry for ${x.dev()} older than 2m, serving cached`);
    },
  },
  {
    category: "network",
    origin: "ota",
    also: ["gateway"],
    hints: ["econnreset", "socket", "network", "reset", "hang up"],
    sev: "medium",
    note: "OTA service's egress to the firmware CDN is reset mid-transfer after a proxy change; image streams fail",
    fault: (c, t0) => {
      rep(
        c,
        "ota",
        t0,
        3000,
        "error",
        (x) =>
          `stream fw-4.13.0.bin to ${x.dev()} failed: Error: socket hang up (code ECONNRESET) from cdn.firmware.internal:443`,
      );
      rep(
        c,
        "gateway",
        t0 + 1200,
        5000,
        "warn",
        (x) => `device ${x.dev()} firmware download interrupted at ${x.rng.int(5, 90)}%`,
      );
    },
  },
  {
    category: "network",
    origin: "shadow",
    also: ["broker", "dashboard"],
    hints: ["route", "network", "connection", "errno 113", "unreachable"],
    sev: "medium",
    broker: "hivemq",
    note: "a NetworkPolicy rollout cut the shadow service off from the broker; its connection drops with no route to host",
    fault: (c, t0) => {
      once(c, "shadow", t0, "error", "MQTT connection lost: [Errno 104] Connection reset by peer");
      rep(
        c,
        "shadow",
        t0 + 3000,
        5000,
        "error",
        () => "MQTT reconnect failed: [Errno 113] No route to host (hivemq.mqtt.svc:8883)",
      );
      once(
        c,
        "broker",
        t0 + 90,
        "info",
        `Client ID: ${c.name("shadow")}-0, IP: 10.42.9.4 was disconnected. reason: Connection lost.`,
      );
      rep(
        c,
        "dashboard",
        t0 + 30000,
        6000,
        "warn",
        (x) => `device ${x.dev()} shadow stale (last sync ${x.rng.int(60, 600)}s ago)`,
      );
    },
  },
  // ---------- timeout
  {
    category: "timeout",
    origin: "shadow",
    also: ["dashboard", "gateway"],
    hints: ["timeout", "timed out", "lock"],
    sev: "medium",
    note: "shadow service's per-thing locks are held by a stuck batch; updates time out waiting for them",
    fault: (c, t0) => {
      rep(c, "shadow", t0, 2000, "error", (x) => `timed out acquiring shadow lock for ${x.dev()} after 5000ms`);
      dash5xx(c, t0 + 2000, "devices/commands", 504);
    },
  },
  {
    category: "timeout",
    origin: "rules",
    also: ["alerting"],
    hints: ["deadline", "timeout", "exceeded"],
    sev: "medium",
    note: "a new rule with a 6h window makes rule evaluation overrun its tick deadline; ticks are skipped",
    fault: (c, t0) => {
      once(c, "rules", t0 - 5000, "info", "rule set v214 activated (added: soc-drift-6h)");
      rep(
        c,
        "rules",
        t0,
        10000,
        "error",
        (x) => `rule soc-drift-6h evaluation exceeded deadline 10s (took ${x.rng.int(11, 40)}s), tick skipped`,
      );
      rep(c, "alerting", t0 + 60000, 30000, "warn", () => "alert evaluation lag 75s behind realtime");
    },
  },
  {
    category: "timeout",
    origin: "provisioning",
    also: ["gateway"],
    hints: ["timeout", "timed out"],
    sev: "medium",
    note: "the private CA's IssueCertificate calls from provisioning stop answering in time; enrollments time out",
    fault: (c, t0) => {
      rep(c, "provisioning", t0, 4000, "error", (x) => `IssueCertificate for ${x.dev()} timed out after 30000ms`);
      gw5xx(c, t0 + 30000, "provisioning", 504);
    },
  },
  {
    category: "timeout",
    origin: "alerting",
    also: ["rules"],
    hints: ["timeout", "timed out"],
    sev: "medium",
    note: "the incident-management webhook stops answering in time; alert delivery from the alerting service times out",
    fault: (c, t0) => {
      rep(
        c,
        "alerting",
        t0,
        5000,
        "error",
        () => "webhook POST https://events.opsgenie-proxy.internal/v2/alerts failed: timeout of 10000ms exceeded",
      );
      rep(c, "alerting", t0 + 40000, 20000, "warn", (x) => `${x.rng.int(10, 80)} alerts queued for redelivery`);
    },
  },
  // ---------- rate_limiting
  {
    category: "rate_limiting",
    origin: "alerting",
    also: ["rules"],
    hints: ["429", "rate", "too many", "limit"],
    sev: "medium",
    note: "an alert storm makes the alerting service exceed the SMS provider's rate limit; messages are refused with 429",
    fault: (c, t0) => {
      rep(
        c,
        "alerting",
        t0,
        1200,
        "error",
        (x) => `SMS to +4477009${x.rng.int(10000, 99999)} failed: HTTP 429 Too Many Requests (Twilio code 20429)`,
      );
    },
  },
  {
    category: "rate_limiting",
    origin: "shadow",
    also: ["dashboard"],
    hints: ["throttl", "rate", "exceeded"],
    sev: "medium",
    note: "a bulk desired-state push makes the shadow service exceed the cloud IoT shadow API rate; calls are throttled",
    fault: (c, t0) => {
      once(c, "shadow", t0 - 3000, "info", "bulk desired update requested for 22000 things (job bd-7731)");
      rep(
        c,
        "shadow",
        t0,
        700,
        "error",
        (x) => `UpdateThingShadow ${x.dev()} failed: ThrottlingException: Rate exceeded`,
      );
      dash5xx(c, t0 + 3000, "devices/commands", 503);
    },
  },
  {
    category: "rate_limiting",
    origin: "dashboard",
    also: [],
    hints: ["429", "rate", "limit"],
    sev: "medium",
    note: "dashboard API's per-tenant limiter hits after a wallboard integration polls in a tight loop",
    fault: (c, t0) => {
      rep(
        c,
        "dashboard",
        t0,
        500,
        "warn",
        () => "GET /api/v1/sites/418/summary 429 1ms rate limit exceeded for api key ak_live_…3f1c (600 req/min)",
      );
      rep(c, "dashboard", t0 + 500, 6000, "error", () => "tenant greenfield-ops throttled: 4120 requests in last 60s");
    },
  },
  {
    category: "rate_limiting",
    origin: "ota",
    also: ["gateway"],
    hints: ["slowdown", "rate", "reduce your request rate", "503"],
    sev: "medium",
    note: "an OTA wave without backoff makes the OTA service hammer object storage; it answers SlowDown",
    fault: (c, t0) => {
      once(c, "ota", t0 - 2000, "info", "rollout fw-4.13.0 wave 3 started: 12000 devices, concurrency unlimited");
      rep(
        c,
        "ota",
        t0,
        800,
        "error",
        () =>
          "GetObject fw-4.13.0.bin failed: SlowDown: Please reduce your request rate. (Service: S3, Status Code: 503)",
      );
      rep(c, "gateway", t0 + 1000, 4000, "warn", (x) => `device ${x.dev()} firmware download failed: HTTP 503`);
    },
  },
  // ---------- validation
  {
    category: "validation",
    origin: "ota",
    also: ["gateway", "ingest"],
    hints: ["validation", "invalid", "schema", "payload"],
    sev: "medium",
    note: "OTA rollout of fw-5.2.0 ships firmware that sends temperature as a string; ingest rejects those payloads",
    fault: (c, t0) => {
      once(c, "ota", t0 - 60000, "info", "rollout fw-5.2.0 wave 1 started: 800 devices");
      rep(c, "ota", t0, 30000, "info", (x) => `rollout fw-5.2.0 wave 1: ${x.rng.int(200, 800)}/800 devices updated`);
      rep(c, "gateway", t0 - 30000, 5000, "info", (x) => `device ${x.dev()} booted firmware 5.2.0`);
      rep(
        c,
        "ingest",
        t0 + 1000,
        900,
        "error",
        (x) =>
          `rejected record from ${x.dev()} (fw 5.2.0): payload validation failed: $.${x.est.metrics[0]}: expected number, got string`,
      );
    },
  },
  {
    category: "validation",
    origin: "ingest",
    also: ["tsdb"],
    hints: ["field type conflict", "type", "conflict", "validation", "partial write"],
    sev: "medium",
    tsdb: "influx",
    note: "ingest mapper v3.4.0 writes battery as a string; InfluxDB drops the points with field type conflict",
    fault: (c, t0) => {
      deploy(c, "ingest", t0 - 4000, "3.4.0");
      rep(
        c,
        "ingest",
        t0,
        3000,
        "error",
        (x) =>
          `E! [outputs.influxdb] When writing to [http://influxdb:8086]: 400 Bad Request: partial write: field type conflict: input field "battery" on measurement "device_status" is type string, already exists as type float dropped=${x.rng.int(50, 800)}`,
      );
      rep(
        c,
        "tsdb",
        t0 + 50,
        3000,
        "info",
        (x) => `[httpd] ${x.rng.ip()} - - [-] "POST /write?db=telemetry HTTP/1.1" 400 212 "-" "Telegraf/1.29.4"`,
      );
    },
  },
  {
    category: "validation",
    origin: "rules",
    also: ["alerting"],
    hints: ["validation", "required", "schema", "invalid"],
    sev: "medium",
    note: "rules engine deploy emits alerts without the severity field; the alerting service rejects them as invalid",
    fault: (c, t0) => {
      deploy(c, "rules", t0 - 4000, "3.9.0");
      rep(c, "rules", t0, 4000, "info", (x) => `alert emitted for ${x.dev()} rule ${x.est.metrics[0]}-threshold`);
      rep(
        c,
        "alerting",
        t0 + 200,
        4000,
        "error",
        () => "alert rejected: ValidationError: 'severity' is a required property (schema alert-event v2)",
      );
    },
  },
  {
    category: "validation",
    origin: "gateway",
    also: ["ingest"],
    hints: ["timestamp", "invalid", "validation", "range"],
    sev: "medium",
    note: "gateway release parses device timestamps as seconds instead of ms; ingest rejects readings dated 1970",
    fault: (c, t0) => {
      deploy(c, "gateway", t0 - 3000, "2.7.0");
      rep(
        c,
        "ingest",
        t0,
        1000,
        "error",
        (x) =>
          `rejected record from ${x.dev()}: invalid timestamp 1970-01-21T${x.rng.int(10, 23)}:${x.rng.int(10, 59)}:00Z (outside accepted range)`,
      );
      rep(
        c,
        "gateway",
        t0 + 500,
        20000,
        "warn",
        () => "clock sanity: 96% of readings older than 30 days in last minute",
      );
    },
  },
  // ---------- null_reference
  {
    category: "null_reference",
    origin: "rules",
    also: ["alerting"],
    hints: ["typeerror", "undefined", "null", "cannot read"],
    sev: "high",
    note: "rules engine release reads a threshold from devices without a site profile and throws TypeError per message",
    fault: (c, t0) => {
      deploy(c, "rules", t0 - 3000, "3.8.2");
      rep(
        c,
        "rules",
        t0,
        1500,
        "error",
        () => "TypeError: Cannot read properties of undefined (reading 'threshold')",
        NODE_TE("evaluateRule", "engine/evaluate"),
      );
    },
  },
  {
    category: "null_reference",
    origin: "shadow",
    also: ["dashboard"],
    hints: ["nullpointer", "null", "npe"],
    sev: "high",
    note: "shadow service throws NullPointerException for things that never reported state since the new version",
    fault: (c, t0) => {
      deploy(c, "shadow", t0 - 4000, "2.15.0");
      rep(
        c,
        "shadow",
        t0,
        2000,
        "error",
        () =>
          'java.lang.NullPointerException: Cannot invoke "com.fleet.shadow.Reported.getVersion()" because "reported" is null',
        JAVA("shadow.merge.DeltaMerger.merge"),
      );
      dash5xx(c, t0 + 1000, "devices/shadow", 500);
    },
  },
  {
    category: "null_reference",
    origin: "dashboard",
    also: [],
    hints: ["nonetype", "attributeerror", "null", "none"],
    sev: "medium",
    note: "dashboard API crashes on devices that have never been seen (last_seen is None) after a list-view change",
    fault: (c, t0) => {
      rep(
        c,
        "dashboard",
        t0,
        2000,
        "error",
        () => "AttributeError: 'NoneType' object has no attribute 'last_seen'",
        `${PY("api/views/devices.py", "list_devices", "age = now - device.status.last_seen")}AttributeError: 'NoneType' object has no attribute 'last_seen'`,
      );
      rep(c, "dashboard", t0 + 50, 2000, "error", () => "GET /api/v1/devices?status=all 500 12ms");
    },
  },
  {
    category: "null_reference",
    origin: "gateway",
    also: ["broker"],
    hints: ["nil pointer", "nil", "null", "panic", "segmentation"],
    sev: "high",
    broker: "emqx",
    note: "gateway panics on a nil session pointer for devices without a session and restarts repeatedly",
    fault: (c, t0) => {
      rep(
        c,
        "gateway",
        t0,
        25000,
        "error",
        () => "panic: runtime error: invalid memory address or nil pointer dereference",
        "[signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x8c4f21]\n\ngoroutine 1184 [running]:\nmain.(*Session).Forward(0x0, 0xc000a1e000)\n\t/src/gateway/session.go:212 +0x41\nmain.(*Uplink).handle(0xc0002c4180)\n\t/src/gateway/uplink.go:88 +0x1c5",
      );
      rep(
        c,
        "broker",
        t0 + 100,
        6000,
        "info",
        (x) => `msg: client_disconnected, clientid: ${x.name("gateway")}-${x.rng.int(1, 3)}, reason: tcp_closed`,
      );
    },
  },
  // ---------- dependency
  {
    category: "dependency",
    origin: "ingest",
    also: ["dashboard"],
    hints: ["leader", "kafka", "broker", "unavailable", "dependency"],
    sev: "medium",
    note: "the managed Kafka cluster loses partition leaders; ingest producers and consumers fail (Kafka does not log here)",
    fault: (c, t0) => {
      rep(
        c,
        "ingest",
        t0,
        2000,
        "error",
        (x) =>
          `[Producer] Failed to send messages: KafkaJSProtocolError: There is no leader for this topic-partition as we are in the middle of a leadership election (telemetry.raw-${x.rng.int(0, 11)})`,
      );
      rep(
        c,
        "ingest",
        t0 + 15000,
        20000,
        "error",
        () => "KafkaJSNumberOfRetriesExceeded: Request Metadata(key: 3, version: 6) failed after 5 retries",
      );
    },
  },
  {
    category: "dependency",
    origin: "alerting",
    also: [],
    hints: ["503", "unavailable", "pagerduty", "upstream", "provider"],
    sev: "medium",
    note: "PagerDuty Events API returns 503 for the alerting service's pages; pages stay undelivered",
    fault: (c, t0) => {
      rep(
        c,
        "alerting",
        t0,
        4000,
        "error",
        () => "page via PagerDuty failed: 503 Service Unavailable from events.pagerduty.com/v2/enqueue",
      );
      rep(
        c,
        "alerting",
        t0 + 60000,
        30000,
        "warn",
        () => "circuit breaker pagerduty OPEN (failure rate 100% over 20 calls)",
      );
    },
  },
  {
    category: "dependency",
    origin: "shadow",
    also: ["dashboard"],
    hints: ["serviceunavailable", "unavailable", "503", "upstream"],
    sev: "medium",
    note: "the cloud IoT data endpoint is unavailable; shadow service's GetThingShadow/UpdateThingShadow return 503",
    fault: (c, t0) => {
      rep(
        c,
        "shadow",
        t0,
        1500,
        "error",
        (x) => `GetThingShadow ${x.dev()} failed: ServiceUnavailableException: Service Unavailable (HTTP 503)`,
      );
      dash5xx(c, t0 + 1000, "devices/shadow", 502);
    },
  },
  {
    category: "dependency",
    origin: "provisioning",
    also: ["gateway"],
    hints: ["503", "unavailable", "circuit", "upstream", "ca"],
    sev: "medium",
    note: "the external private CA service answers 503; provisioning's circuit breaker opens and enrollments fail",
    fault: (c, t0) => {
      rep(
        c,
        "provisioning",
        t0,
        4000,
        "error",
        (x) => `IssueCertificate for ${x.dev()} failed: upstream CA returned 503 Service Unavailable`,
      );
      once(c, "provisioning", t0 + 30000, "warn", "circuit breaker pki-ca OPEN after 10 consecutive failures");
      gw5xx(c, t0 + 2000, "provisioning", 503);
    },
  },
  // ---------- unknown
  {
    category: "unknown",
    origin: "broker",
    also: ["gateway", "shadow"],
    hints: ["restart", "exit", "crash", "unknown"],
    sev: "high",
    broker: "mosquitto",
    note: "the broker process restarts every minute or two without logging why; clients are dropped each time",
    fault: (c, t0) => {
      rep(c, "broker", t0 + 400, 80000, "info", () => "mosquitto version 2.0.18 starting");
      rep(c, "broker", t0 + 500, 80000, "info", () => "Opening ipv4 listen socket on port 8883.");
      rep(
        c,
        "gateway",
        t0,
        80000,
        "error",
        (x) => `mqtt connection to ${x.name("broker")}:8883 lost: EOF, reconnecting`,
      );
      rep(c, "shadow", t0 + 200, 80000, "warn", () => "MQTT connection lost, reconnecting in 5s");
    },
  },
  {
    category: "unknown",
    origin: "ingest",
    also: ["dashboard"],
    hints: ["exit", "unknown", "crash", "worker"],
    sev: "medium",
    note: "ingest workers exit with code 1 and no message; the supervisor keeps restarting them",
    fault: (c, t0) => {
      rep(c, "ingest", t0, 12000, "error", (x) => `worker ${x.rng.int(1, 8)} exited with code 1, restarting`);
      rep(c, "dashboard", t0 + 90000, 9000, "warn", (x) => `telemetry for ${x.dev()} older than 2m, serving cached`);
    },
  },
  {
    category: "unknown",
    origin: "ota",
    also: ["gateway"],
    hints: ["unexpected", "unknown", "stopped", "exit"],
    sev: "medium",
    note: "OTA rollout workers stop unexpectedly without an error; the staged wave stalls",
    fault: (c, t0) => {
      rep(
        c,
        "ota",
        t0,
        20000,
        "error",
        (x) => `rollout worker ${x.rng.int(0, 3)} stopped unexpectedly (state=RUNNING), respawning`,
      );
      rep(c, "ota", t0 + 60000, 60000, "warn", () => "rollout fw-4.13.0 wave 2 stalled: 0 devices progressed in 60s");
    },
  },
  {
    category: "unknown",
    origin: "rules",
    also: ["alerting"],
    hints: ["exit", "unknown", "crash", "restart"],
    sev: "medium",
    note: "rules engine process exits with code 1 and nothing logged before it; it restarts in a loop",
    fault: (c, t0) => {
      rep(
        c,
        "rules",
        t0,
        30000,
        "error",
        () => "process exited unexpectedly, code=1 signal=null; restarting (backoff 10s)",
      );
      rep(c, "rules", t0 + 10000, 30000, "info", (x) => `starting ${x.name("rules")} 3.8.2 (git 4be19a0)`);
      rep(c, "alerting", t0 + 60000, 30000, "warn", () => "no events on alerts.raised for 60s (expected ~40/min)");
    },
  },
];
