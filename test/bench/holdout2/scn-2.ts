// Scenarios, part 2: null_reference, configuration, dependency, memory, disk, unknown, and quiet windows.
import { down, E, F, G, I, type Scn, W, X } from "./parts.js";
import type { FaultCtx } from "./sim.js";

type Spec = Omit<Scn, "minutes" | "onset" | "size" | "distract"> & Partial<Scn>;
const s = (x: Spec): Spec => x;

const goPanic = (c: FaultCtx, fn: string): { cls: string; text: string; lines: string[] } => ({
  cls: "",
  text: "runtime error: invalid memory address or nil pointer dereference",
  lines: [
    "panic: runtime error: invalid memory address or nil pointer dereference",
    `[signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x${c.r().toString(16).slice(2, 9)}]`,
    "",
    "goroutine 1187 [running]:",
    `github.com/parcelco/${c.origin}/internal/stock.(*Reservation).${fn}(0x0, {0xc000a1e2d0, 0x24})`,
    `\t/src/internal/stock/reservation.go:${Math.floor(c.r() * 200) + 20} +0x1c`,
    `github.com/parcelco/${c.origin}/internal/api.(*Handler).Reserve(0xc0001b2000, {0x1e3b4a0, 0xc000512380}, 0xc0004f6d00)`,
    "\t/src/internal/api/handler.go:88 +0x2a5",
    "net/http.HandlerFunc.ServeHTTP(...)",
    "\t/usr/local/go/src/net/http/server.go:2166",
  ],
});

export const PART2: Spec[] = [
  // ---------------- null_reference
  s({
    cat: "null_reference",
    note: "Go nil pointer dereference in the reservation path for depots without a stock record; the panic kills the process (CrashLoopBackOff)",
    hints: ["nil pointer", "nil", "panic", "dereference", "null"],
    sev: "high",
    estate: "parcel",
    layout: "kubectl-prefix",
    origin: "depot-inventory",
    fault: {
      call: "refused",
      prob: 1,
      origin: () => [],
      crash: {
        every: 20,
        lastWords: (c) => [{ lvl: "FATAL", msg: "panic", err: goPanic(c, "Apply") }],
        reporter: (c, k) => down(c, k, "exit2", [{ lvl: "FATAL", msg: "panic", err: goPanic(c, "Apply") }]),
      },
    },
  }),
  s({
    cat: "null_reference",
    note: "Python AttributeError 'NoneType' object has no attribute 'get' when a resource provider has no inventory row (a new host type)",
    hints: ["nonetype", "attributeerror", "none", "null", "attribute"],
    sev: "high",
    estate: "cloud",
    layout: "python-compose",
    origin: "placement-svc",
    fault: {
      call: "5xx",
      prob: 0.6,
      origin: (c) => [
        E(
          "Uncaught exception in GET /allocation_candidates",
          X(c, "AttributeError", "'NoneType' object has no attribute 'get'", "allocation_candidates"),
        ),
      ],
    },
  }),
  s({
    cat: "null_reference",
    note: ".NET NullReferenceException in the limits check when the card has no velocity profile (new product line)",
    hints: ["nullreference", "null", "object reference"],
    sev: "high",
    estate: "card",
    layout: "dotnet-console",
    origin: "limits-service",
    fault: {
      call: "5xx",
      prob: 0.5,
      origin: (c) => [
        E(
          "An unhandled exception has occurred while executing the request.",
          X(c, "System.NullReferenceException", "Object reference not set to an instance of an object.", "check"),
        ),
      ],
    },
  }),
  s({
    cat: "null_reference",
    note: "Java NullPointerException (helpful NPE message) in price lookup when the route has no price config for a new train type",
    hints: ["nullpointer", "null", "npe"],
    sev: "high",
    estate: "rail",
    layout: "fluentbit-cri",
    origin: "ts-price-service",
    fault: {
      call: "5xx",
      prob: 0.5,
      origin: (c) => [
        E(
          "Servlet.service() for servlet [dispatcherServlet] in context with path [] threw exception [Request processing failed: java.lang.NullPointerException] with root cause",
          X(
            c,
            "java.lang.NullPointerException",
            'Cannot invoke "com.railco.price.entity.PriceConfig.getBasicPriceRate()" because "priceConfig" is null',
            "findByRouteIdAndTrainType",
          ),
        ),
      ],
    },
  }),
  s({
    cat: "null_reference",
    note: "Node TypeError: Cannot read properties of undefined (reading 'tier') for players whose lobby settings were never written",
    hints: ["typeerror", "undefined", "cannot read", "null"],
    sev: "high",
    estate: "arena",
    layout: "pino",
    origin: "lobby-svc",
    fault: {
      call: "5xx",
      prob: 0.55,
      origin: (c) => [
        E(
          "unhandled error in POST /lobbies",
          X(c, "TypeError", "Cannot read properties of undefined (reading 'tier')", "createLobby"),
        ),
      ],
    },
  }),
  s({
    cat: "null_reference",
    note: "Ruby NoMethodError undefined method for nil:NilClass on titles missing a rating after a catalog import",
    hints: ["nomethoderror", "nil", "undefined method", "null"],
    sev: "high",
    estate: "stream",
    layout: "papertrail-rails",
    origin: "catalog",
    fault: {
      call: "5xx",
      prob: 0.45,
      origin: (c) => [
        F(
          "NoMethodError (undefined method `age_rating' for nil:NilClass):",
          X(c, "NoMethodError", "undefined method `age_rating' for nil:NilClass", "show"),
        ),
      ],
    },
  }),
  // ---------------- configuration
  s({
    cat: "configuration",
    note: "Release drops NOTIFY_SMTP_HOST from the deployment manifest: the service exits at start-up on the missing required variable (crash loop)",
    hints: ["config", "environment", "env", "missing", "required"],
    sev: "high",
    estate: "parcel",
    layout: "gcp",
    origin: "notify-svc",
    fault: {
      call: "refused",
      prob: 1,
      origin: () => [],
      crash: {
        every: 15,
        lastWords: () => [
          I("starting notify-svc version=2.14.0"),
          F("invalid configuration", G("envconfig: required key NOTIFY_SMTP_HOST missing value")),
        ],
        reporter: (c, k) =>
          down(c, k, "exit1", [
            F("invalid configuration", G("envconfig: required key NOTIFY_SMTP_HOST missing value")),
          ]),
      },
    },
  }),
  s({
    cat: "configuration",
    note: "Feature flag 'store.dynamic-pricing' switched on before its rule set was configured: every priced purchase fails",
    hints: ["config", "feature flag", "flag", "not configured", "rule set"],
    sev: "high",
    estate: "arena",
    layout: "datadog",
    origin: "store-api",
    fault: {
      call: "5xx",
      prob: 0.7,
      origin: (c) => [
        E(
          "purchase failed",
          X(
            c,
            "ConfigError",
            "pricing rule set 'dynamic-v2' is not configured (flag store.dynamic-pricing=on)",
            "purchase",
          ),
        ),
      ],
      once: () => [I("feature flags updated from LaunchDarkly: store.dynamic-pricing=true (was false)", -3000)],
    },
  }),
  s({
    cat: "configuration",
    note: "Invalid value read from the environment ('10 minutes' for a Duration property): Spring Boot fails to bind and the app does not start",
    hints: ["bind", "config", "property", "invalid", "application failed to start"],
    sev: "high",
    estate: "rail",
    layout: "cri-files",
    origin: "ts-travel-service",
    fault: {
      call: "refused",
      prob: 1,
      origin: () => [],
      crash: {
        every: 20,
        lastWords: (c) => [
          E(
            '\n\n***************************\nAPPLICATION FAILED TO START\n***************************\n\nDescription:\n\nFailed to bind properties under \'travel.cache.ttl\' to java.time.Duration:\n\n    Property: travel.cache.ttl\n    Value: "10 minutes"\n    Origin: System Environment Property "TRAVEL_CACHE_TTL"\n    Reason: failed to convert java.lang.String to java.time.Duration',
          ),
          {
            ...E(
              "Application run failed",
              X(
                c,
                "org.springframework.boot.context.properties.bind.BindException",
                "Failed to bind properties under 'travel.cache.ttl' to java.time.Duration",
              ),
            ),
          },
        ],
        reporter: (c, k) =>
          down(c, k, "exit1", [
            E(
              "Application run failed",
              X(
                c,
                "org.springframework.boot.context.properties.bind.BindException",
                "Failed to bind properties under 'travel.cache.ttl' to java.time.Duration",
              ),
            ),
          ]),
      },
    },
  }),
  s({
    cat: "configuration",
    note: "Config push changed the database name to a typo ('registry_prd'): Postgres says the database does not exist right after the reload",
    hints: ["config", "does not exist", "database name", "dsn", "misconfig"],
    sev: "high",
    estate: "clinic",
    layout: "journald",
    origin: "patient-registry",
    fault: {
      call: "5xx",
      prob: 1,
      origin: (c) => [
        E(
          "cannot open database connection",
          X(
            c,
            "psycopg2.OperationalError",
            'connection to server at "pg-main.clinic.svc" (10.4.0.12), port 5432 failed: FATAL:  database "registry_prd" does not exist',
            "get_patient",
          ),
        ),
      ],
      once: () => [
        I("Reloading configuration from /etc/patient-registry/settings.toml (changed: DATABASE_URL)", -2000),
      ],
    },
  }),
  s({
    cat: "configuration",
    note: "Image store backend set to an unsupported value in the new settings file ('S3 ' with a trailing space): ImproperlyConfigured on every upload",
    hints: ["improperlyconfigured", "config", "setting", "invalid", "backend"],
    sev: "high",
    estate: "cloud",
    layout: "structlog",
    origin: "img-registry",
    fault: {
      call: "5xx",
      prob: 0.8,
      origin: (c) => [
        E(
          "image upload failed",
          X(
            c,
            "django.core.exceptions.ImproperlyConfigured",
            "IMAGE_STORE_BACKEND='S3 ' is not one of: 's3', 'swift', 'file'",
            "upload",
          ),
        ),
      ],
      once: () => [I("settings reloaded from /etc/img-registry/settings.py", -1500)],
    },
  }),
  s({
    cat: "configuration",
    note: ".NET options validation fails after the SMTP port setting was templated to an empty value (OptionsValidationException)",
    hints: ["options", "config", "validation failed", "setting", "smtp"],
    sev: "medium",
    estate: "card",
    layout: "otel-json",
    origin: "card-notify",
    fault: {
      call: "5xx",
      prob: 0.9,
      origin: (c) => [
        E(
          "Failed to send receipt email",
          X(
            c,
            "Microsoft.Extensions.Options.OptionsValidationException",
            "DataAnnotation validation failed for 'SmtpOptions' members: 'Port' with the error: 'The field Port must be between 1 and 65535.'",
            "send",
          ),
        ),
      ],
    },
  }),
  // ---------------- dependency
  s({
    cat: "dependency",
    note: "Kafka brokers unavailable during a botched rolling restart: the producer cannot reach any broker ('Broker may not be available'), origin logs WARN then times out",
    hints: ["kafka", "broker", "not available", "producer"],
    sev: "high",
    estate: "rail",
    layout: "kubectl-prefix",
    origin: "ts-order-service",
    fault: {
      call: "5xx",
      prob: 0.9,
      retries: 2,
      origin: (c) => [
        E(
          "[create][Order event publish failed]",
          X(
            c,
            "org.apache.kafka.common.errors.TimeoutException",
            "Topic order-events not present in metadata after 60000 ms.",
            "create",
          ),
          60000,
        ),
      ],
      periodic: {
        every: 3,
        lines: () => [
          W(
            "[Producer clientId=producer-1] Connection to node 2 (kafka-2.kafka-headless/10.4.3.12:9092) could not be established. Broker may not be available.",
          ),
        ],
      },
    },
  }),
  s({
    cat: "dependency",
    note: "Payment processor (Braintree) outage: 503 Service Unavailable on every capture",
    hints: ["503", "unavailable", "provider", "upstream", "gateway"],
    sev: "high",
    estate: "stream",
    layout: "syslog-3164",
    origin: "billing-gw",
    fault: {
      call: "5xx",
      prob: 0.9,
      origin: (c) => [
        E(
          "capture failed",
          X(
            c,
            "Braintree::ServiceUnavailableError",
            "503 Service Unavailable from payments.braintree-api.com",
            "capture",
          ),
        ),
      ],
    },
  }),
  s({
    cat: "dependency",
    note: "Redis primary down after a node drain: ioredis ECONNREFUSED to 6379, the session broker cannot validate sessions",
    hints: ["redis", "econnrefused", "connection", "unavailable"],
    sev: "high",
    estate: "arena",
    layout: "nginx-mixed",
    origin: "session-broker",
    fault: {
      call: "5xx",
      prob: 1,
      origin: (c) => [E("session lookup failed", X(c, "Error", "connect ECONNREFUSED 10.12.4.7:6379", "validate"))],
      periodic: {
        every: 2,
        lines: (c) => [
          E("[ioredis] Unhandled error event", X(c, "Error", "connect ECONNREFUSED 10.12.4.7:6379", "connect")),
        ],
      },
    },
  }),
  s({
    cat: "dependency",
    note: "RabbitMQ cluster unreachable (partition handling paused minority): the scheduler's oslo.messaging cannot reach AMQP",
    hints: ["amqp", "rabbit", "unreachable", "broker", "messaging"],
    sev: "high",
    estate: "cloud",
    layout: "syslog-5424",
    origin: "sched-worker",
    fault: {
      call: "timeout",
      prob: 0.9,
      waitMs: 60000,
      retries: 1,
      origin: () => [],
      periodic: {
        every: 2,
        lines: () => [
          E(
            "[oslo.messaging._drivers.impl_rabbit] AMQP server on rabbit-1.cloud:5672 is unreachable: [Errno 111] ECONNREFUSED. Trying again in 2 seconds.",
          ),
        ],
      },
    },
  }),
  s({
    cat: "dependency",
    note: "Elasticsearch lost its master (ClusterBlockException no master): indexing of scan events fails with 503 (the ingest service's own malformed-event errors are background)",
    hints: ["elasticsearch", "master", "unavailable", "cluster", "503"],
    sev: "high",
    estate: "parcel",
    layout: "datadog",
    origin: "tracking-ingest",
    fault: {
      call: "5xx",
      prob: 0.85,
      origin: () => [
        E(
          "bulk index failed",
          G(
            "elastic: Error 503 (Service Unavailable): blocked by: [SERVICE_UNAVAILABLE/2/no master]; [cluster_block_exception]",
          ),
        ),
      ],
    },
  }),
  s({
    cat: "dependency",
    note: "Card scheme gateway returns 5xx; the decision service's circuit breaker to the scheme opens (Polly)",
    hints: ["circuit", "scheme", "unavailable", "upstream", "brokencircuit"],
    sev: "high",
    estate: "card",
    layout: "ecs",
    origin: "auth-decision",
    fault: {
      call: "5xx",
      prob: 0.9,
      origin: (c) => [
        c.r() < 0.5
          ? E(
              "Scheme authorization call failed",
              X(
                c,
                "System.Net.Http.HttpRequestException",
                "Response status code does not indicate success: 502 (Bad Gateway). (scheme-gw.visa-net.example)",
                "authorize",
              ),
            )
          : E(
              "Scheme authorization short-circuited",
              X(
                c,
                "Polly.CircuitBreaker.BrokenCircuitException",
                "The circuit is now open and is not allowing calls. (scheme-gw)",
                "authorize",
              ),
            ),
      ],
    },
  }),
  // ---------------- memory
  s({
    cat: "memory",
    note: "JVM heap exhaustion (java.lang.OutOfMemoryError: Java heap space) from an unbounded seat cache, then the container is OOMKilled",
    hints: ["outofmemory", "heap", "memory", "oom"],
    sev: "high",
    estate: "rail",
    layout: "gcp",
    origin: "ts-seat-service",
    fault: {
      call: "refused",
      prob: 1,
      origin: () => [],
      once: (c) => [
        W("GC pause (G1 Evacuation Pause) 1840ms, heap 3.8G->3.7G(4.0G)", undefined, -90000),
        W("GC pause (G1 Evacuation Pause) 2610ms, heap 3.9G->3.9G(4.0G)", undefined, -30000),
        E(
          "Handler dispatch failed: java.lang.OutOfMemoryError: Java heap space",
          X(c, "java.lang.OutOfMemoryError", "Java heap space", "distributeSeat"),
          -800,
        ),
      ],
      crash: { every: 40, reporter: (c, k) => down(c, k, "oom") },
    },
  }),
  s({
    cat: "memory",
    note: "GC overhead limit exceeded in the travel service during a search burst (the JVM spends >98% in GC); requests fail slowly",
    hints: ["gc overhead", "outofmemory", "memory", "heap"],
    sev: "high",
    estate: "rail",
    layout: "syslog-5424",
    origin: "ts-travel-service",
    fault: {
      call: "timeout",
      prob: 0.7,
      ramp: 60,
      waitMs: 5000,
      retries: 2,
      origin: (c) => [
        E("[queryInfo] failed", X(c, "java.lang.OutOfMemoryError", "GC overhead limit exceeded", "queryInfo"), 4800),
      ],
      periodic: { every: 20, lines: () => [W("Full GC (Ergonomics) 3980M->3975M(4096M) 4.812s")] },
    },
  }),
  s({
    cat: "memory",
    note: "Silent OOM kill (exit 137) of the leaderboard's node process on a memory leak; the process never logs the reason, the kubelet does",
    hints: ["oom", "memory", "137", "killed"],
    sev: "high",
    estate: "arena",
    layout: "otel-json",
    origin: "leaderboard",
    fault: { call: "refused", prob: 1, origin: () => [], crash: { every: 30, reporter: (c, k) => down(c, k, "oom") } },
  }),
  s({
    cat: "memory",
    note: "Redis maxmemory reached with noeviction policy: 'OOM command not allowed when used memory > maxmemory' on every session write",
    hints: ["oom", "maxmemory", "memory", "redis"],
    sev: "high",
    estate: "arena",
    layout: "bunyan",
    origin: "player-profile",
    fault: {
      call: "5xx",
      prob: 0.6,
      origin: (c) => [
        E(
          "profile cache write failed",
          X(c, "ReplyError", "OOM command not allowed when used memory > 'maxmemory'.", "saveProfile"),
        ),
      ],
    },
  }),
  s({
    cat: "memory",
    note: "Node.js heap limit reached in the matchmaker (FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory), process aborts and restarts",
    hints: ["heap", "out of memory", "memory", "allocation"],
    sev: "high",
    estate: "arena",
    layout: "winston",
    origin: "matchmaker",
    fault: {
      call: "refused",
      prob: 1,
      origin: () => [],
      crash: {
        every: 25,
        lastWords: () => [
          I("<--- Last few GCs --->"),
          I(
            "[1:0x6b8a4c0]  1234567 ms: Mark-Compact 2037.4 (2082.1) -> 2035.9 (2083.8) MB, 1812.3 / 0.0 ms  (average mu = 0.121, current mu = 0.031) allocation failure; scavenge might not succeed",
          ),
          F("FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory"),
        ],
        reporter: (c, k) => down(c, k, "oom", [W("memory usage high: rss=1.9GB heapUsed=1.8GB", undefined, 60000)]),
      },
    },
  }),
  s({
    cat: "memory",
    note: "Kernel OOM killer kills the host agent (unbounded image cache); systemd reports the oom-kill and restarts it",
    hints: ["oom", "memory", "killed", "out of memory"],
    sev: "high",
    estate: "cloud",
    layout: "journald",
    origin: "host-agent",
    fault: { call: "refused", prob: 1, origin: () => [], crash: { every: 45, reporter: (c, k) => down(c, k, "oom") } },
  }),
  // ---------------- disk
  s({
    cat: "disk",
    note: "Receipts cache volume fills up: ENOSPC no space left on device on write",
    hints: ["enospc", "no space", "disk", "space"],
    sev: "high",
    estate: "arena",
    layout: "winston",
    origin: "store-api",
    fault: {
      call: "5xx",
      prob: 0.8,
      origin: (c) => [
        E("failed to persist receipt", X(c, "Error", "ENOSPC: no space left on device, write", "writeReceipt")),
      ],
    },
  }),
  s({
    cat: "disk",
    note: "Elasticsearch flood-stage watermark: indices get the read-only-allow-delete block, bulk indexing fails with 429 cluster_block_exception",
    hints: ["flood-stage", "disk", "read-only", "watermark", "cluster_block"],
    sev: "high",
    estate: "parcel",
    layout: "logrus",
    origin: "tracking-ingest",
    fault: {
      call: "5xx",
      prob: 0.9,
      origin: () => [
        E(
          "bulk index failed",
          G(
            "elastic: Error 429 (Too Many Requests): index [scans-2026.05] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block]; [cluster_block_exception]",
          ),
        ),
      ],
    },
  }),
  s({
    cat: "disk",
    note: "Postgres data volume full: 'could not extend file ... No space left on device' (DiskFull) on audit inserts",
    hints: ["no space", "disk", "diskfull", "space"],
    sev: "high",
    estate: "clinic",
    layout: "python-compose",
    origin: "audit-trail",
    fault: {
      call: "5xx",
      prob: 0.9,
      origin: (c) => [
        E(
          "audit write failed",
          X(
            c,
            "psycopg2.errors.DiskFull",
            'could not extend file "base/16384/2619": No space left on device\nHINT:  Check free disk space.',
            "write_event",
          ),
        ),
      ],
    },
  }),
  s({
    cat: "disk",
    note: "Temp directory for rendered statements fills the node's ephemeral storage: IOException No space left on device",
    hints: ["no space", "disk", "ioexception", "space"],
    sev: "high",
    estate: "card",
    layout: "serilog-compact",
    origin: "statement-builder",
    fault: {
      call: "5xx",
      prob: 0.85,
      origin: (c) => [
        E(
          "Rendering statement {StatementId} failed",
          X(c, "System.IO.IOException", "No space left on device : '/tmp/statements/st-88120.pdf'", "render"),
        ),
      ],
    },
  }),
  s({
    cat: "disk",
    note: "EXT4 errors remount the image volume read-only: OSError [Errno 30] Read-only file system on every upload",
    hints: ["read-only", "file system", "disk", "errno 30"],
    sev: "high",
    estate: "cloud",
    layout: "syslog-3164",
    origin: "img-registry",
    fault: {
      call: "5xx",
      prob: 0.9,
      origin: (c) => [
        E(
          "failed to store image chunk",
          X(c, "OSError", "[Errno 30] Read-only file system: '/var/lib/img-registry/images/8f2c/chunk-0003'", "store"),
        ),
      ],
      once: () => [
        {
          svc: "kernel",
          infra: "kernel",
          lvl: "ERROR",
          msg: "EXT4-fs error (device sdb1): ext4_journal_check_start:83: comm img-registry: Detected aborted journal",
        },
        { svc: "kernel", infra: "kernel", lvl: "FATAL", msg: "EXT4-fs (sdb1): Remounting filesystem read-only", dt: 2 },
      ],
    },
  }),
  s({
    cat: "disk",
    note: "WAL volume of the inventory service full: write ... no space left on device, reservations fail",
    hints: ["no space", "disk", "wal", "space"],
    sev: "high",
    estate: "parcel",
    layout: "cri-files",
    origin: "depot-inventory",
    fault: {
      call: "5xx",
      prob: 0.9,
      origin: () => [E("reserve stock", G("append wal: write /data/wal/00000042.log: no space left on device"))],
      once: () => [W("wal volume usage 97% (/data/wal)", undefined, -120000)],
    },
  }),
  // ---------------- unknown
  s({
    cat: "unknown",
    note: "Price service container exits with code 1 right after start-up without any log line explaining why (kubelet back-off only)",
    hints: ["crash", "exit", "restart", "unknown", "backoff"],
    sev: "high",
    estate: "rail",
    layout: "log4j2-json",
    origin: "ts-price-service",
    fault: {
      call: "refused",
      prob: 1,
      origin: () => [],
      crash: { every: 20, reporter: (c, k) => down(c, k, "exit1") },
    },
  }),
  s({
    cat: "unknown",
    note: "Inventory service answers 500 with a generic 'internal error' and logs no cause (swallowed exception)",
    hints: ["internal", "500", "unknown", "unexpected"],
    sev: "medium",
    estate: "arena",
    layout: "pino",
    origin: "inventory-svc",
    fault: { call: "5xx", prob: 0.5, origin: () => [E("request failed: internal error")] },
  }),
  s({
    cat: "unknown",
    note: "Gunicorn workers of the appointment API keep dying ('Worker exited with code 1', 'Worker failed to boot') with no traceback",
    hints: ["worker", "exit", "boot", "unknown", "crash"],
    sev: "high",
    estate: "clinic",
    layout: "syslog-3164",
    origin: "appointment-api",
    fault: {
      call: "5xx",
      prob: 0.7,
      origin: () => [],
      periodic: {
        every: 8,
        lines: (c) => [
          E(`Worker (pid:${Math.floor(c.r() * 900) + 100}) exited with code 1`),
          E("Worker failed to boot.", undefined, 5),
          I(`Booting worker with pid: ${Math.floor(c.r() * 900) + 100}`, 10),
        ],
      },
    },
  }),
  s({
    cat: "unknown",
    note: "Route planner binary exits with status 2 under systemd and restarts, with nothing in its own log",
    hints: ["exit", "status", "unknown", "crash", "restart"],
    sev: "high",
    estate: "parcel",
    layout: "journald",
    origin: "route-planner",
    fault: {
      call: "refused",
      prob: 1,
      origin: () => [],
      crash: { every: 20, reporter: (c, k) => down(c, k, "exit2") },
    },
  }),
  s({
    cat: "unknown",
    note: "Ledger writer host shuts down its own application ('Application is shutting down...') with no error; callers get connection refused",
    hints: ["shutting down", "stopped", "unknown", "unavailable", "exit"],
    sev: "high",
    estate: "card",
    layout: "dotnet-console",
    origin: "ledger-writer",
    fault: {
      call: "refused",
      prob: 1,
      origin: () => [],
      crash: {
        every: 60,
        lastWords: () => [I("Application is shutting down...")],
        reporter: (c, k) => down(c, k, "exit1", [I("Application is shutting down...", 20000)]),
      },
    },
  }),
  s({
    cat: "unknown",
    note: "Address validation function's runtime exits (Runtime.ExitError, exit status 1) on every invocation without an application error",
    hints: ["runtime", "exit", "unknown", "exiterror"],
    sev: "high",
    estate: "lambda",
    layout: "lambda-text",
    origin: "address-validate-fn",
    fault: {
      call: "5xx",
      prob: 0.8,
      origin: () => [
        {
          lvl: "ERROR",
          infra: "lambda-platform",
          msg: "Error: Runtime exited with error: exit status 1\nRuntime.ExitError",
          dt: 40,
        },
      ],
    },
  }),
];

/** Quiet windows: benign noise only (deploys, a transient 502, a retry that succeeds, cron failures, probes). */
export const QUIET: Spec[] = [
  ["rail", "spring-json"],
  ["parcel", "zap"],
  ["card", "serilog-compact"],
  ["arena", "pino"],
  ["clinic", "structlog"],
  ["stream", "papertrail-rails"],
  ["lambda", "lambda-text"],
  ["arena", "bunyan"],
  ["rail", "fluentbit-cri"],
  ["parcel", "slog"],
].map(([estate, layout], i) =>
  s({
    cat: null,
    note: [
      "deploy + probes",
      "transient 502 recovered",
      "cron expected failures",
      "retry that succeeds",
      "steady noisy service",
    ][i % 5],
    hints: [],
    sev: null,
    estate,
    layout: layout as Scn["layout"],
  }),
);
