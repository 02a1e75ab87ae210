// Incident variants, part two: validation, null reference, configuration, dependency, memory, disk, unknown.
import { hex, int } from "../holdout3/kit.js";
import type { Fault } from "./fault-types.js";

const K8S = [
  "loki_jsonl",
  "fluentd",
  "otlp",
  "gelf",
  "datadog_intake",
  "splunk_hec",
  "syslog5424",
  "traefik_mixed",
  "logstash",
] as const;
/** php-fpm's master log time, e.g. "[14-Nov-2026 04:01:55]" */
const fpmDate = (t: number) => {
  const d = new Date(t).toUTCString().split(" ");
  return `[${d[1]}-${d[2]}-${d[3]} ${d[4]}]`;
};
/** uWSGI's banner date, e.g. "Sat Nov 14 04:01:55 2026" */
const uwsgiDate = (t: number) => {
  const d = new Date(t).toUTCString().split(" ");
  return `${d[0].replace(",", "")} ${d[2]} ${d[1]} ${d[4]} ${d[3]}`;
};
const cls = (svc: string) =>
  svc
    .split("-")
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join("");

export const FAULTS_B: Fault[] = [
  // ---- validation
  {
    cat: "validation",
    hints: ["deserializ", "parse", "invalid", "format", "validation", "notreadable"],
    note: "consumer rejects timestamps in a new format",
    sev: "medium",
    rt: "java",
    mode: "loud",
    surface: "4xx",
    code: 400,
    ext: "producer",
    err: (r) => ({
      lvl: "WARN",
      msg: `Resolved [org.springframework.http.converter.HttpMessageNotReadableException: JSON parse error: Cannot deserialize value of type \`java.time.Instant\` from String "2026-11-26 ${int(r, 10, 23)}:${int(r, 10, 59)}:${int(r, 10, 59)}": Failed to deserialize java.time.Instant: (java.time.format.DateTimeParseException) Text '2026-11-26 ${int(r, 10, 23)}:${int(r, 10, 59)}:${int(r, 10, 59)}' could not be parsed at index 10]`,
    }),
  },
  {
    cat: "validation",
    hints: ["validation", "valid", "parse"],
    note: "pydantic rejects frames whose SNR field is 'n/a'",
    sev: "medium",
    rt: "python",
    mode: "loud",
    surface: "4xx",
    code: 422,
    ext: "frames",
    err: (r) => ({
      msg: `rejecting ${["telemetry frame", "segment"][int(r, 0, 1)]} ${hex(r, 10)}: 1 validation error for FrameHeader\nsnr_db\n  Input should be a valid number, unable to parse string as a number [type=float_parsing, input_value='n/a', input_type=str]\n    For further information visit https://errors.pydantic.dev/2.9/v/float_parsing`,
    }),
  },
  {
    cat: "validation",
    hints: ["validation", "invalid"],
    note: "import job fails Laravel validation on every row batch",
    sev: "medium",
    rt: "php",
    mode: "loud",
    surface: "5xx",
    ext: "imports",
    err: (r) => ({
      msg: `App\\Jobs\\ImportReadings failed: The given data was invalid. {"exception":"[object] (Illuminate\\\\Validation\\\\ValidationException(code: 0): The readings.${int(r, 0, 499)}.value field must be a number. (and ${int(r, 1, 40)} more errors) at /var/www/html/vendor/laravel/framework/src/Illuminate/Support/helpers.php:${int(r, 300, 420)})"}`,
    }),
  },
  {
    cat: "validation",
    hints: ["invalid", "decode", "serde", "parse", "deserializ"],
    note: "serde rejects reports with a null counter",
    sev: "medium",
    rt: "rust",
    mode: "loud",
    surface: "4xx",
    code: 400,
    ext: "reports",
    err: (r) => ({
      msg: `failed to decode report body: invalid type: null, expected u64 at line 1 column ${int(r, 120, 480)} report_id=${hex(r, 16)}`,
    }),
  },
  // ---- null reference
  {
    cat: "null_reference",
    hints: ["nomethoderror", "nil", "undefined method"],
    note: "Rails model calls strftime on a nil due date",
    sev: "medium",
    rt: "ruby",
    mode: "loud",
    surface: "5xx",
    ext: "views",
    err: (r) => ({
      msg: `NoMethodError (undefined method 'strftime' for nil):`,
      stack: [
        `  app/models/${["work_order", "ticket", "note"][int(r, 0, 2)]}.rb:${int(r, 40, 140)}:in 'due_label'`,
        "  app/serializers/summary_serializer.rb:22:in 'block in as_json'",
      ],
    }),
  },
  {
    cat: "null_reference",
    hints: ["nullreference", "null"],
    note: "NullReferenceException in the matcher for records without a counterparty",
    sev: "high",
    rt: "dotnet",
    mode: "loud",
    surface: "5xx",
    ext: "matcher",
    err: (r, c) => ({
      msg: "System.NullReferenceException: Object reference not set to an instance of an object.",
      stack: [
        `   at Ops.${cls(c.svc)}.Matching.CounterpartyMatcher.Score(Entry entry) in /src/${cls(c.svc)}/Matching/CounterpartyMatcher.cs:line ${int(r, 40, 200)}`,
        `   at Ops.${cls(c.svc)}.Api.MatchController.Post(MatchRequest request) in /src/${cls(c.svc)}/Api/MatchController.cs:line 57`,
      ],
    }),
  },
  {
    cat: "null_reference",
    hints: ["typeerror", "undefined", "cannot read"],
    note: "TypeError reading a property of undefined on a missing tier",
    sev: "high",
    rt: "node",
    mode: "loud",
    surface: "5xx",
    ext: "tiers",
    err: (r) => ({
      msg: "TypeError: Cannot read properties of undefined (reading 'tier')",
      stack: [
        `    at Scorer.weightFor (/app/dist/scoring/scorer.js:${int(r, 40, 120)}:41)`,
        "    at async Promise.all (index 2)",
      ],
    }),
  },
  {
    cat: "null_reference",
    hints: ["nil", "pointer", "panic", "dereference"],
    note: "nil pointer panic crash-loops the service",
    sev: "high",
    rt: "go",
    mode: "crash",
    death: "exit",
    upFor: [4, 25],
    surface: "refused",
    ext: "handler",
    err: (r, c) => ({
      lvl: "FATAL",
      msg: "panic: runtime error: invalid memory address or nil pointer dereference",
      stack: [
        `[signal SIGSEGV: segmentation violation code=0x1 addr=0x${int(r, 16, 90).toString(16)} pc=0x${hex(r, 6)}]`,
        "",
        `goroutine ${int(r, 100, 9000)} [running]:`,
        `main.(*${cls(c.svc)}).applyWindow(0xc000${hex(r, 6)}, 0x0)`,
        `\t/src/internal/${c.svc.replace(/-/g, "")}/window.go:${int(r, 60, 200)} +0x${hex(r, 2)}`,
      ],
    }),
    startup: (r, c) => [`starting ${c.svc} build=${hex(r, 7)}`, "listening on :8080"],
  },
  // ---- configuration
  {
    cat: "configuration",
    hints: ["environment", "variable", "config", "missing", "env"],
    note: "release drops a required env var; crash loop on start",
    sev: "high",
    rt: "node",
    mode: "crash",
    death: "exit",
    upFor: [1, 3],
    surface: "refused",
    ext: "env",
    err: (r) => ({
      msg: "Error: Missing required environment variable NOTIFY_SIGNING_KEY_ID",
      stack: [
        `    at requireEnv (/app/dist/config.js:${int(r, 10, 30)}:11)`,
        "    at Object.<anonymous> (/app/dist/config.js:41:22)",
      ],
    }),
    startup: (_r, c) => [`${c.svc} v5.0.0 starting (NODE_ENV=production)`, "loading configuration from environment"],
    onset: (r, c) => [[-30000, "INFO", `${c.svc} release v5.0.0 (${hex(r, 7)}) rolling out`]],
  },
  {
    cat: "configuration",
    hints: ["bind", "propert", "config", "datasize"],
    note: "new property value fails to bind after release; APPLICATION FAILED TO START",
    sev: "high",
    rt: "java",
    mode: "crash",
    death: "exit",
    upFor: [6, 12],
    surface: "refused",
    ext: "config",
    err: () => ({
      msg: "\n\n***************************\nAPPLICATION FAILED TO START\n***************************\n\nDescription:\n\nFailed to bind properties under 'ingest.frame.max-size' to org.springframework.util.unit.DataSize:\n\n    Property: ingest.frame.max-size\n    Value: \"64KiB\"\n    Origin: System Environment Property \"INGEST_FRAME_MAX_SIZE\"\n    Reason: failed to convert java.lang.String to org.springframework.util.unit.DataSize (caused by java.lang.IllegalArgumentException: '64KiB' is not a valid data size)\n\nAction:\n\nUpdate your application's configuration",
    }),
    startup: (_r, c) => [
      `Starting ${cls(c.svc)}Application v3.8.0 using Java 21.0.5 with PID 1`,
      'No active profile set, falling back to 1 default profile: "default"',
    ],
  },
  {
    cat: "configuration",
    hints: ["x509", "certificate", "tls", "trust", "config"],
    note: "config change points the CA bundle at a missing file; x509 unknown authority",
    sev: "high",
    rt: "go",
    mode: "loud",
    surface: "5xx",
    code: 502,
    ext: "signer",
    err: (_r, c) => ({
      msg: `Post "https://${c.ext}.${c.ns}.internal:8443/v1/requests": tls: failed to verify certificate: x509: certificate signed by unknown authority`,
    }),
    onset: (_r, c) => [
      [
        -1500,
        "INFO",
        `configuration reloaded from /etc/${c.svc}/config.yaml (tls.ca_bundle=/etc/ssl/${c.ns}/internal-ca-2026.pem)`,
      ],
      [
        -1400,
        "WARN",
        `could not read CA bundle /etc/ssl/${c.ns}/internal-ca-2026.pem: open /etc/ssl/${c.ns}/internal-ca-2026.pem: no such file or directory; using system roots`,
      ],
    ],
  },
  {
    cat: "configuration",
    hints: ["key", "config", "encryption", "missingappkey"],
    note: "release ships without APP_KEY: every request 500",
    sev: "high",
    rt: "php",
    mode: "loud",
    surface: "5xx",
    ext: "app",
    err: () => ({
      msg: 'No application encryption key has been specified. {"exception":"[object] (Illuminate\\\\Encryption\\\\MissingAppKeyException(code: 0): No application encryption key has been specified. at /var/www/html/vendor/laravel/framework/src/Illuminate/Encryption/EncryptionServiceProvider.php:83)"}',
    }),
    onset: (r, c) => [
      [-20000, "INFO", `Deploying ${c.svc} release ${hex(r, 7)}: php artisan config:cache`],
      [-18000, "INFO", "Configuration cached successfully."],
    ],
  },
  // ---- dependency
  {
    cat: "dependency",
    hints: ["circuit", "unavailable", "503", "callnotpermitted", "upstream", "vendor"],
    note: "screening vendor returns 503, breaker opens",
    sev: "high",
    rt: "java",
    mode: "loud",
    surface: "503",
    ext: "api.screenwise.example",
    err: (r, c) =>
      r() < 0.35
        ? { msg: `503 Service Unavailable from POST https://${c.ext}/v3/screenings` }
        : {
            msg: `CircuitBreaker 'screenwise' is OPEN and does not permit further calls`,
            stack: [
              "io.github.resilience4j.circuitbreaker.CallNotPermittedException: CircuitBreaker 'screenwise' is OPEN and does not permit further calls",
            ],
          },
  },
  {
    cat: "dependency",
    hints: ["amqp", "broker", "rabbit", "connection_forced", "unavailable"],
    note: "RabbitMQ broker shut down; publisher cannot reconnect",
    sev: "high",
    rt: "elixir",
    mode: "loud",
    surface: "503",
    ext: "rabbitmq",
    err: (r, c) =>
      r() < 0.15
        ? {
            msg: `AMQP connection to amqp://${c.ext}.${c.ns}:5672 lost: {:shutdown, {:server_initiated_close, 320, "CONNECTION_FORCED - broker forced connection closure with reason 'shutdown'"}}`,
          }
        : {
            msg: `publish of ${c.noun} event failed: broker ${c.ext}.${c.ns}:5672 unavailable (AMQP channel closed), reconnect attempt ${int(r, 1, 60)}`,
          },
  },
  {
    cat: "dependency",
    hints: ["502", "bad gateway", "upstream", "httperror", "unavailable"],
    note: "third-party data feed answers 502 Bad Gateway",
    sev: "medium",
    rt: "python",
    mode: "loud",
    surface: "503",
    ext: "feeds.spaceweather-data.example",
    err: (_r, c) => ({
      msg: `requests.exceptions.HTTPError: 502 Server Error: Bad Gateway for url: https://${c.ext}/v1/kp-index?window=3h`,
    }),
  },
  {
    cat: "dependency",
    hints: ["redis", "loading", "unavailable"],
    note: "Redis restarting and answering LOADING",
    sev: "medium",
    rt: "rust",
    mode: "loud",
    surface: "503",
    ext: "redis-cache",
    err: (_r, c) => ({ msg: `cache backend error: LOADING: Redis is loading the dataset in memory (${c.ext}:6379)` }),
  },
  // ---- memory
  {
    cat: "memory",
    hints: ["outofmemory", "heap", "memory"],
    note: "Java heap exhausted; JVM exits and restarts",
    sev: "high",
    rt: "java",
    mode: "crash",
    death: "exit",
    upFor: [50, 140],
    surface: "refused",
    ext: "heap",
    err: (r) =>
      r() < 0.5
        ? {
            lvl: "WARN",
            msg: `GC overhead: ${int(r, 91, 99)}% of the last 60s spent in G1 Old Generation collections, ${int(r, 1, 5)}% of heap reclaimed`,
          }
        : {
            msg: "Handler dispatch failed: java.lang.OutOfMemoryError: Java heap space",
            stack: ["Terminating due to java.lang.OutOfMemoryError: Java heap space"],
          },
    startup: (_r, c) => [
      `Starting ${cls(c.svc)}Application v2.4.1 using Java 17.0.13 with PID 1`,
      "Tomcat started on port 8080 (http) with context path '/'",
    ],
  },
  {
    cat: "memory",
    hints: ["oom", "memory", "killed", "out of memory"],
    note: "kernel OOM killer takes uWSGI; systemd restarts it",
    sev: "high",
    rt: "python",
    mode: "crash",
    death: "oom",
    proc: "uwsgi",
    upFor: [40, 90],
    surface: "refused",
    layouts: ["journal"],
    ext: "uwsgi",
    startup: (r, c) => [
      `raw:*** Starting uWSGI 2.0.26 (64bit) on [${uwsgiDate(c.at)}] ***`,
      "raw:detected binary path: /opt/venv/bin/uwsgi",
      `raw:spawned uWSGI master process (pid: ${int(r, 20000, 60000)})`,
      "raw:*** uWSGI is running in multiple interpreter mode ***",
    ],
  },
  {
    cat: "memory",
    hints: ["oom", "memory", "137"],
    note: "container OOMKilled; only kubelet reports it",
    sev: "high",
    rt: "go",
    mode: "crash",
    death: "oom",
    upFor: [30, 80],
    surface: "refused",
    layouts: [...K8S],
    ext: "cgroup",
    startup: (r, c) => [`starting ${c.svc} version=1.${int(r, 10, 40)}.0`, "ready to serve on :8080"],
  },
  {
    cat: "memory",
    hints: ["memory", "r14", "r15", "quota"],
    note: "dyno exceeds memory quota (R14/R15) and is killed",
    sev: "high",
    rt: "ruby",
    mode: "crash",
    death: "oom",
    upFor: [40, 100],
    surface: "503",
    layouts: ["heroku"],
    ext: "dyno",
    startup: (r) => [
      "raw:Puma starting in single mode...",
      `raw:* Puma version: 6.4.3 (ruby 3.3.6-p108) ("The Eagle of Durango")`,
      "raw:*  Min threads: 5, max threads: 5",
      "raw:*  Environment: production",
      `raw:* Listening on http://0.0.0.0:${int(r, 20000, 59999)}`,
      "raw:Use Ctrl-C to stop",
    ],
  },
  // ---- disk
  {
    cat: "disk",
    hints: ["disk", "flood", "watermark", "read-only", "cluster_block"],
    note: "Elasticsearch flood-stage watermark makes indices read-only",
    sev: "high",
    rt: "es",
    infra: "search-es",
    mode: "warn",
    surface: "5xx",
    rate: 0.3,
    layouts: [
      "stern",
      "loki_jsonl",
      "fluentd",
      "journal",
      "syslog5424",
      "splunk_hec",
      "gelf",
      "otlp",
      "datadog_intake",
      "logstash",
    ],
    ext: "data",
    err: (r) => ({
      lvl: "WARN",
      msg: `flood stage disk watermark [95%] exceeded on [${hex(r, 22)}][search-es-0][/usr/share/elasticsearch/data] free: ${int(r, 900, 2400)}mb[${(r() * 3 + 1).toFixed(1)}%], all indices on this node will be marked read-only`,
    }),
  },
  {
    cat: "disk",
    hints: ["space", "disk", "enospc", "no space"],
    note: "spool volume full: no space left on device",
    sev: "high",
    rt: "go",
    mode: "loud",
    surface: "5xx",
    ext: "spool",
    err: (r, c) => ({
      msg: `persisting batch ${hex(r, 12)}: write /var/spool/${c.svc}/batch-${int(r, 100000, 999999)}.seg: no space left on device`,
    }),
  },
  {
    cat: "disk",
    hints: ["space", "disk", "commitlog"],
    note: "Cassandra commit log volume full; node stops transports",
    sev: "high",
    rt: "cassandra",
    infra: "readings-cassandra",
    mode: "loud",
    surface: "5xx",
    rate: 0.25,
    layouts: ["stern", "loki_jsonl", "fluentd", "syslog5424", "splunk_hec", "gelf"],
    ext: "commitlog",
    err: (r) =>
      r() < 0.7
        ? {
            msg: "Failed to allocate new commit log segment: java.io.IOException: No space left on device",
            stack: [
              "java.io.IOException: No space left on device",
              "\tat org.apache.cassandra.db.commitlog.CommitLogSegment.<init>(CommitLogSegment.java:182)",
            ],
          }
        : {
            msg: "Stopping native transport and gossip: commit_failure_policy is stop (disk failure on /var/lib/cassandra/commitlog)",
          },
  },
  {
    cat: "disk",
    hints: ["read-only", "filesystem", "disk", "ioexception"],
    note: "export volume remounted read-only after ext4 errors",
    sev: "high",
    rt: "dotnet",
    mode: "loud",
    surface: "5xx",
    layouts: ["journal", "syslog5424"],
    ext: "exports",
    err: (r, c) => ({
      msg: `System.IO.IOException: Read-only file system : '/srv/${c.svc}/exports/${int(r, 2026000, 2026999)}.csv'`,
    }),
    onset: (r) => [
      [
        -2500,
        "ERROR",
        `kernel: EXT4-fs error (device nvme1n1p1): ext4_journal_check_start:83: comm kworker/u8:${int(r, 0, 9)}: Detected aborted journal`,
      ],
      [-2400, "ERROR", "kernel: EXT4-fs (nvme1n1p1): Remounting filesystem read-only"],
    ],
  },
  // ---- unknown
  {
    cat: "unknown",
    hints: ["unavailable", "refused", "unresponsive", "down", "crash", "stopped", "unknown"],
    note: "origin goes silent; callers get connection refused",
    sev: "high",
    rt: "elixir",
    mode: "stop",
    surface: "refused",
    ext: "none",
  },
  {
    cat: "unknown",
    hints: ["crash", "exit", "restart", "backoff", "unknown"],
    note: "crash loop with exit code 1 and no message",
    sev: "high",
    rt: "rust",
    mode: "crash",
    death: "exit",
    upFor: [8, 40],
    surface: "refused",
    layouts: ["stern", "loki_jsonl", "fluentd", "otlp", "datadog_intake"],
    ext: "none",
    startup: (r, c) => [`${c.svc} ${int(r, 1, 3)}.${int(r, 0, 20)}.0 starting`, "listening on 0.0.0.0:8080"],
  },
  {
    cat: "unknown",
    hints: ["sigsegv", "segfault", "signal", "crash", "unknown"],
    note: "php-fpm children die on SIGSEGV; callers get 502",
    sev: "medium",
    rt: "php",
    mode: "warn",
    surface: "5xx",
    code: 502,
    rate: 0.6,
    ext: "fpm",
    err: (r, c) => ({
      raw: true,
      lvl: "WARN",
      msg: `${fpmDate(c.at)} WARNING: [pool www] child ${int(r, 4000, 9999)} exited on signal 11 (SIGSEGV) after ${(r() * 40 + 0.2).toFixed(6)} seconds from start`,
    }),
  },
  {
    cat: "unknown",
    hints: ["terminated", "crash", "unexpected", "unknown", "exit"],
    note: "Windows service terminates unexpectedly, no app log",
    sev: "high",
    rt: "dotnet",
    mode: "crash",
    death: "exit",
    upFor: [20, 70],
    surface: "refused",
    layouts: ["winevent_json"],
    ext: "none",
    startup: (_r, c) => [
      `Application started. Hosting environment: Production; Content root path: C:\\Services\\${cls(c.svc)}\\`,
    ],
  },
];
