// Quiet windows: steady background errors, harmless deploys, brief self-healing blips. No incident.
import { type Def, flat, N, sec } from "./common.js";
import { CAMPUS, CLAIMS, FOOD, GRID, NEWS, PARCEL, RIDES, TELCO } from "./estates.js";

export const QUIET: Def[] = [];

const none: Pick<Def, "category" | "origin" | "hints" | "severity"> = {
  category: null,
  origin: null,
  hints: [],
  severity: null,
};

// Steady exporter errors and a rolling deploy of tracking-feed (SIGTERM, restart, ready).
QUIET.push({
  key: "quiet-deploy-parcel",
  note: "background exporter errors from minute one + a clean rolling deploy",
  estate: PARCEL,
  envelope: "kubectl-prefix",
  traceStyle: "trace_id",
  start: "2026-06-04T11:00:00Z",
  minutes: 25,
  rps: 2.0,
  ...none,
  noise: [
    ["route-optimizer", 6, N.otelExport],
    ["depot-scanner", 15, N.badClient],
    ["billing-ledger", 40, N.statsd],
  ],
  script: (_r, at) => {
    at(600, "tracking-feed", "info", "received SIGTERM, draining connections (in-flight=3)");
    at(601, "tracking-feed", "info", "server closed");
    at(606, "tracking-feed", "info", "tracking-feed 3.15.0 listening on :3000");
    at(606.5, "tracking-feed", "warn", "redis: using deprecated option 'enableOfflineQueue'");
    at(
      640,
      "event-exporter",
      "info",
      "Normal   ScalingReplicaSet   deployment/tracking-feed   Scaled down replica set tracking-feed-6f9b7 to 0 from 1",
    );
  },
});

// GC pause in policy-admin: 12 s of read timeouts in its callers, then normal.
QUIET.push({
  key: "quiet-blip-claims",
  note: "one long GC pause causes ~12 s of caller read timeouts, then everything recovers by itself",
  estate: CLAIMS,
  envelope: "spring-json",
  traceStyle: "w3c",
  start: "2026-06-12T13:00:00Z",
  minutes: 20,
  rps: 2.2,
  ...none,
  fault: {
    origin: "policy-admin",
    at: sec(640),
    until: sec(652),
    rate: flat(0.5),
    view: "timeout",
    wait: (r) => r.i(5000, 5100),
  },
  noise: [
    [
      "fraud-scoring",
      12,
      (r) => ["error", `Feature store miss for entity claimant:${r.i(100000, 999999)}, using defaults`],
    ],
    ["notice-mailer", 40, N.pyDeprecation],
  ],
  script: (_r, at) => {
    at(652, "policy-admin", "warn", "Pause Full (G1 Compaction Pause) 1912M->702M(2048M) 11834.512ms", {
      logger: "gc",
    });
    at(
      653,
      "policy-admin",
      "warn",
      "HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=12s).",
      { logger: "com.zaxxer.hikari.pool.HikariPool" },
    );
  },
});

// Config reload and a steady trickle of client-side 4xx errors.
QUIET.push({
  key: "quiet-config-reload-grid",
  note: "routine config reload and steady client errors; nothing breaks",
  estate: GRID,
  envelope: "otel-json",
  traceStyle: "w3c",
  start: "2026-06-20T10:00:00Z",
  minutes: 18,
  rps: 2.6,
  ...none,
  noise: [
    [
      "meter-ingest",
      3,
      (r) => ["warn", `meter ${r.i(10000000, 99999999)} clock drift ${r.i(31, 400)}s, reading re-stamped`],
    ],
    [
      "notify-sms",
      10,
      (r) => ["error", `smsc-2 rejected destination +44${r.i(7000000000, 7999999999)} (unallocated number)`],
    ],
    ["customer-portal", 20, (r) => ["warn", `POST /portal/login 401 for ${r.hex(8)} (bad password)`]],
  ],
  script: (_r, at) => {
    at(500, "tariff-engine", "info", "Refreshing configuration from config server (profile prod, label main)", {
      logger: "org.springframework.cloud.context.refresh.ConfigDataContextRefresher",
    });
    at(501, "tariff-engine", "info", "Keys refreshed [tariff.curve.cache-ttl]", {
      logger: "org.springframework.cloud.endpoint.event.RefreshEventListener",
    });
  },
});

// Rolling deploy of plan-catalog with a handful of 502s during the switch.
QUIET.push({
  key: "quiet-rollout-telco",
  note: "rolling deploy of plan-catalog: a handful of connection refusals for ~6 s, then healthy",
  estate: TELCO,
  envelope: "docker-json",
  traceStyle: "none",
  start: "2026-07-02T09:00:00Z",
  minutes: 16,
  rps: 2.6,
  ...none,
  fault: { origin: "plan-catalog", at: sec(420), until: sec(426), rate: flat(0.6), view: "refused" },
  noise: [
    [
      "cdr-collector",
      5,
      (r) => [
        "error",
        `CDR file MSC${r.i(1, 4)}_${r.i(100000, 999999)}.asn1 has ${r.i(1, 9)} undecodable records, skipped`,
      ],
    ],
    ["kyc-check", 30, N.dotnetHttps],
  ],
  script: (_r, at) => {
    at(419, "plan-catalog", "info", "shutting down on SIGTERM");
    at(426, "plan-catalog", "info", "plan-catalog v2.8.0 listening addr=:8080");
  },
});

// Deprecation warnings and retries that succeed.
QUIET.push({
  key: "quiet-retries-news",
  note: "deprecation warnings and transient retries that all succeed on the second attempt",
  estate: NEWS,
  envelope: "cri",
  traceStyle: "none",
  start: "2026-07-10T07:00:00Z",
  minutes: 22,
  rps: 2.2,
  ...none,
  noise: [
    ["push-alerts", 8, (r) => ["error", `apns: BadDeviceToken for ${r.i(1, 30)} tokens, pruned`]],
    ["media-transcode", 20, N.pyDeprecation],
    [
      "article-api",
      25,
      (r) => [
        "warn",
        `Retry attempt 1/3 for paywall /v1/entitlement after ${r.i(100, 190)}ms (resilience4j retry 'paywall') - succeeded on attempt 2`,
      ],
    ],
    ["story-editor", 30, N.nodeDeprecation],
  ],
});

// Nightly cron and one LDAP hiccup that succeeds on reconnect.
QUIET.push({
  key: "quiet-cron-campus",
  note: "nightly cron jobs and one LDAP reconnect that succeeds",
  estate: CAMPUS,
  envelope: "syslog-5424",
  traceStyle: "none",
  start: "2026-07-21T02:00:00Z",
  minutes: 20,
  rps: 1.2,
  ...none,
  noise: [
    [
      "library-proxy",
      8,
      (r) => [
        "error",
        `upstream ${r.p(["ieee-like", "springer-like"])} returned 403 for off-campus IP ${r.i(80, 90)}.${r.i(1, 250)}.${r.i(1, 250)}.${r.i(1, 250)} (no entitlement)`,
      ],
    ],
    ["fees", 20, (r) => ["warn", `Instalment plan IP-${r.i(1000, 9999)} overdue, reminder queued`]],
  ],
  script: (_r, at) => {
    at(300, "systemd", "info", "Starting logrotate.service - Rotate log files...");
    at(301, "systemd", "info", "logrotate.service: Deactivated successfully.");
    at(610, "sso-bridge", "warn", "ldap connection lost, reconnecting", {
      fields: {
        err: 'LDAP Result Code 200 "Network Error": read tcp 10.2.1.4:41822->10.2.0.10:636: read: connection reset by peer',
      },
    });
    at(611, "sso-bridge", "info", "ldap connection re-established", {
      fields: { server: "ldaps://dc2.uni-nord.example:636" },
    });
  },
});

// Kafka consumer group rebalance: lag warnings for a minute, then caught up.
QUIET.push({
  key: "quiet-rebalance-rides",
  note: "consumer group rebalance after a scale-up: lag warnings for a minute, then caught up",
  estate: RIDES,
  envelope: "app-json",
  traceStyle: "trace_id",
  start: "2026-08-08T17:00:00Z",
  minutes: 15,
  rps: 3.0,
  ...none,
  episodes: [
    {
      svc: "fleet-telemetry",
      from: 400,
      to: 470,
      period: 4,
      fn: (r) => ["warn", "consumer lag high", [`partition=${r.i(0, 11)} lag=${r.i(2000, 9000)}`]],
    },
  ],
  noise: [
    [
      "maps-tiles",
      4,
      (r) => [
        "error",
        `tile fetch failed z=${r.i(12, 17)} x=${r.i(1000, 9999)} y=${r.i(1000, 9999)}: upstream returned 404`,
      ],
    ],
    [
      "promo-codes",
      12,
      (r) => ["error", `promo ${r.p(["SUMMER24", "OLDCODE"])} expired, rejected for rider ${r.hex(8)}`],
    ],
  ],
  script: (_r, at) => {
    at(398, "fleet-telemetry", "info", "kafka: consumer group rebalance started", {
      fields: { group: "telemetry-writers", members: 6 },
    });
    at(472, "fleet-telemetry", "info", "kafka: consumer lag back to normal", { fields: { max_lag: 12 } });
  },
});

// Lambda cold starts and one isolated timed-out invocation.
QUIET.push({
  key: "quiet-coldstarts-food",
  note: "cold starts after a quiet hour and one isolated Lambda timeout; no sustained failure",
  estate: FOOD,
  envelope: "cloudwatch-lambda",
  traceStyle: "none",
  start: "2026-09-06T06:00:00Z",
  minutes: 20,
  rps: 1.0,
  ...none,
  noise: [
    [
      "menu-sync",
      15,
      (r) => [
        "error",
        `restaurant r${r.i(1000, 9999)} POS feed returned malformed CSV (line ${r.i(2, 400)}), skipping`,
      ],
    ],
    ["dispatch-api", 20, N.otelExport],
  ],
  script: (_r, at) => {
    const fns: Array<[string, string]> = [
      ["order-intake", "nodejs:20.v38"],
      ["payment-capture", "nodejs:20.v38"],
      ["courier-match", "python:3.12.v41"],
      ["eta-predict", "python:3.12.v41"],
    ];
    for (const [k, [fn, rtv]] of fns.entries())
      at(
        20 + k * 7,
        fn,
        "info",
        `INIT_START Runtime Version: ${rtv}\tRuntime Version ARN: arn:aws:lambda:eu-west-1::runtime:0cdcfbdefbc5e7d3343f73c2e2dd3cba17d61dea0686b404502a0c9ce8393${k}b9`,
        { rawLine: true },
      );
    at(
      700,
      "eta-predict",
      "error",
      "2026-09-06T06:11:40.000Z 9b1f0a3c-5d1e-4c7a-8f2b-1e0d9c8b7a65 Task timed out after 10.01 seconds",
      { rawLine: true },
    );
  },
});
