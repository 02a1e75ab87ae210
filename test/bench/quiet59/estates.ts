// The four made-up observability vendors of quiet59: their services, runtimes, request flows, periodic jobs and
// the harmless complaint each estate always has.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export type Runtime = "go" | "java" | "python" | "node" | "dotnet" | "ruby" | "cpp";
export type Role =
  | "edge"
  | "distributor"
  | "ingester"
  | "compactor"
  | "storegw"
  | "queryfe"
  | "querier"
  | "ruler"
  | "alertrouter"
  | "notifier"
  | "webhook"
  | "dash"
  | "render"
  | "meter"
  | "billing"
  | "otlp"
  | "logingest"
  | "tracestore"
  | "tail"
  | "escalation"
  | "oncall"
  | "admin";

export interface Step {
  svc: string;
  dt: number; // ms after the flow starts
  level?: Level;
  msg: (r: Rng) => string;
}
export interface Flow {
  weight: number;
  steps: Step[];
}
export interface Periodic {
  svc: string;
  every: number; // seconds
  level?: Level;
  msg: (r: Rng) => string;
}
export interface Estate {
  key: string;
  company: string;
  namespace: string;
  traces: boolean;
  services: Record<string, Runtime>;
  roles: Partial<Record<Role, string>>;
  tenants: string[];
  flows: Flow[];
  periodic: Periodic[];
  noisy: Periodic;
  deprecations: Periodic[];
  retryOk: { svc: string; first: (r: Rng) => string; after: (r: Rng) => string }[];
  releases: Record<string, string>;
}

const ms = (r: Rng, lo: number, hi: number) => `${r.int(lo, hi)}ms`;

// ---------------------------------------------------------------- tallyscope: hosted Prometheus-style metrics
const TALLY_TENANTS = [
  "acme-prod",
  "t-40113",
  "globex-eu",
  "t-77120",
  "initech",
  "t-10982",
  "hooli-staging",
  "umbrella-obs",
];
const tally: Estate = {
  key: "tallyscope",
  company: "Tallyscope",
  namespace: "metrics-prod",
  traces: true,
  services: {
    "rw-gateway": "go",
    distributor: "go",
    ingester: "go",
    "tsdb-compactor": "go",
    "store-gateway": "go",
    "query-frontend": "go",
    querier: "go",
    ruler: "go",
    "alert-router": "go",
    "dash-api": "node",
  },
  roles: {
    edge: "rw-gateway",
    distributor: "distributor",
    ingester: "ingester",
    compactor: "tsdb-compactor",
    storegw: "store-gateway",
    queryfe: "query-frontend",
    querier: "querier",
    ruler: "ruler",
    alertrouter: "alert-router",
    notifier: "alert-router",
    webhook: "alert-router",
    dash: "dash-api",
  },
  tenants: TALLY_TENANTS,
  flows: [
    {
      weight: 6,
      steps: [
        {
          svc: "distributor",
          dt: 0,
          level: "debug",
          msg: (r) =>
            `push ok tenant=${r.pick(TALLY_TENANTS)} series=${r.int(200, 4800)} samples=${r.int(400, 9800)} exemplars=0`,
        },
        {
          svc: "rw-gateway",
          dt: 9,
          msg: (r) =>
            `"POST /api/v1/push HTTP/1.1" 200 0 ${r.int(4, 40)}ms tenant=${r.pick(TALLY_TENANTS)} ua="Prometheus/2.${r.int(45, 53)}.${r.int(0, 3)}"`,
        },
      ],
    },
    {
      weight: 2,
      steps: [
        {
          svc: "querier",
          dt: 0,
          level: "debug",
          msg: (r) =>
            `query stats: fetched_series=${r.int(10, 900)} fetched_chunks=${r.int(40, 6000)} store_gateway_blocks=${r.int(0, 12)}`,
        },
        {
          svc: "query-frontend",
          dt: 12,
          msg: (r) =>
            `query stats component=query-frontend method=GET path=/prometheus/api/v1/query_range status=200 tenant=${r.pick(TALLY_TENANTS)} response_time=${ms(r, 30, 900)} split_queries=${r.int(1, 8)} results_cache_hit_ratio=0.${r.int(40, 99)}`,
        },
        {
          svc: "dash-api",
          dt: 20,
          msg: (r) => `GET /api/ds/query 200 ${r.int(40, 950)}ms dashboard=${r.hex(9)} panel=${r.int(1, 24)}`,
        },
      ],
    },
    {
      weight: 1,
      steps: [
        {
          svc: "ruler",
          dt: 0,
          level: "debug",
          msg: (r) =>
            `rule group evaluated tenant=${r.pick(TALLY_TENANTS)} group=${r.pick(["node.rules", "k8s.rules", "slo:burn", "api-latency"])} duration=${ms(r, 3, 180)}`,
        },
      ],
    },
    {
      weight: 1,
      steps: [
        {
          svc: "alert-router",
          dt: 0,
          msg: (r) =>
            `Notify success integration=${r.pick(["slack", "pagerduty", "email", "webhook", "opsgenie"])}[0] receiver=${r.pick(["team-infra", "sre-oncall", "db-alerts", "platform"])} tenant=${r.pick(TALLY_TENANTS)} attempts=1`,
        },
      ],
    },
  ],
  periodic: [
    {
      svc: "ingester",
      every: 15,
      msg: (r) =>
        `head stats: series=${r.int(2100000, 2180000)} chunks=${r.int(6100000, 6300000)} memory_series_created_total=+${r.int(300, 3000)}`,
    },
    {
      svc: "tsdb-compactor",
      every: 60,
      msg: (r) => `compaction planner: ${r.int(0, 4)} jobs for tenant ${r.pick(TALLY_TENANTS)}, next run in 1m`,
    },
    {
      svc: "store-gateway",
      every: 45,
      msg: (r) =>
        `synchronizing TSDB blocks for all users, discovered ${r.int(18400, 18600)} blocks, loaded ${r.int(0, 6)} new`,
    },
    {
      svc: "ingester",
      every: 30,
      level: "debug",
      msg: (r) => `shipper: uploaded block ${`01J${r.hex(23).toUpperCase()}`} tenant=${r.pick(TALLY_TENANTS)}`,
    },
    {
      svc: "query-frontend",
      every: 30,
      msg: (r) => `results cache stats: hits=${r.int(800, 2000)} misses=${r.int(90, 400)} evictions=${r.int(0, 20)}`,
    },
  ],
  noisy: {
    svc: "distributor",
    every: 3,
    level: "warn",
    msg: (r) =>
      `push error tenant=t-40113 err="rpc error: code = Code(400) desc = user=t-40113: err: out of order sample. timestamp=2026-${r.pick(["11-03T02:1", "11-03T02:2"])}${r.int(0, 9)}:${r.int(10, 59)}Z, series={__name__=\\"node_cpu_seconds_total\\", cpu=\\"${r.int(0, 15)}\\", instance=\\"10.0.${r.int(1, 9)}.${r.int(2, 250)}:9100\\"}"`,
  },
  deprecations: [
    {
      svc: "rw-gateway",
      every: 90,
      level: "warn",
      msg: () =>
        `deprecated: /api/prom/push is deprecated and will be removed in v3, use /api/v1/push (client=grafana-agent/v0.39.1)`,
    },
    {
      svc: "querier",
      every: 240,
      level: "warn",
      msg: () => `flag -querier.query-ingesters-within is deprecated, use -querier.query-store-after instead`,
    },
  ],
  retryOk: [
    {
      svc: "ingester",
      first: (r) =>
        `shipper: upload of block 01J${r.hex(23).toUpperCase()} failed, will retry: Put "https://tally-blocks.s3.eu-west-1.amazonaws.com/...": net/http: TLS handshake timeout`,
      after: (r) => `shipper: uploaded block 01J${r.hex(23).toUpperCase()} on attempt 2`,
    },
  ],
  releases: { distributor: "v2.13.4", "query-frontend": "v2.13.4", "dash-api": "10.4.2", ruler: "v2.13.4" },
};

// ---------------------------------------------------------------- skylark: logs and traces pipeline
const SKY_TENANTS = ["org-3317", "org-0041", "org-9120", "org-5508", "org-2290", "org-7764"];
const sky: Estate = {
  key: "skylark",
  company: "Skylark Observability",
  namespace: "skylark-prod",
  traces: false,
  services: {
    "otlp-gateway": "go",
    "trace-collector": "go",
    "log-distributor": "go",
    "log-ingester": "go",
    "trace-store": "java",
    "index-gateway": "go",
    "log-query-fe": "go",
    "tail-stream": "node",
    "metering-agg": "python",
    "billing-api": "ruby",
  },
  roles: {
    otlp: "otlp-gateway",
    edge: "otlp-gateway",
    distributor: "log-distributor",
    logingest: "log-ingester",
    ingester: "log-ingester",
    tracestore: "trace-store",
    compactor: "index-gateway",
    storegw: "index-gateway",
    queryfe: "log-query-fe",
    querier: "log-query-fe",
    tail: "tail-stream",
    meter: "metering-agg",
    billing: "billing-api",
    dash: "tail-stream",
  },
  tenants: SKY_TENANTS,
  flows: [
    {
      weight: 5,
      steps: [
        {
          svc: "log-ingester",
          dt: 0,
          level: "debug",
          msg: (r) => `appended ${r.int(20, 900)} entries to ${r.int(1, 40)} streams tenant=${r.pick(SKY_TENANTS)}`,
        },
        {
          svc: "log-distributor",
          dt: 6,
          msg: (r) =>
            `POST /loki/api/v1/push (204) ${ms(r, 2, 60)} tenant=${r.pick(SKY_TENANTS)} bytes=${r.int(2, 900)}KiB`,
        },
      ],
    },
    {
      weight: 4,
      steps: [
        {
          svc: "trace-collector",
          dt: 0,
          level: "debug",
          msg: (r) =>
            `TracesExporter batch sent {"kind": "exporter", "name": "otlp/gateway", "#spans": ${r.int(50, 2048)}}`,
        },
        {
          svc: "otlp-gateway",
          dt: 8,
          msg: (r) =>
            `export accepted signal=traces tenant=${r.pick(SKY_TENANTS)} spans=${r.int(50, 2048)} partial_success=false`,
        },
        {
          svc: "trace-store",
          dt: 30,
          level: "debug",
          msg: (r) => `Persisted ${r.int(40, 2000)} spans to segment seg-${r.int(80000, 89999)} in ${r.int(3, 40)} ms`,
        },
      ],
    },
    {
      weight: 2,
      steps: [
        {
          svc: "index-gateway",
          dt: 0,
          level: "debug",
          msg: (r) => `index query: fetched ${r.int(1, 90)} chunk refs from ${r.int(1, 14)} tables`,
        },
        {
          svc: "log-query-fe",
          dt: 15,
          msg: (r) =>
            `query=${r.pick(['{app="checkout"} |= "error"', 'sum(rate({ns="prod"}[5m])) by (app)', '{job="nginx"} | json | status>=500', 'count_over_time({app="api"}[1h])'])} status=200 duration=${r.float(0.05, 4.2, 2)}s tenant=${r.pick(SKY_TENANTS)}`,
        },
      ],
    },
    {
      weight: 1,
      steps: [
        {
          svc: "tail-stream",
          dt: 0,
          msg: (r) =>
            `tail session opened tenant=${r.pick(SKY_TENANTS)} query_hash=${r.hex(8)} clients=${r.int(1, 40)}`,
        },
      ],
    },
    {
      weight: 1,
      steps: [
        {
          svc: "metering-agg",
          dt: 0,
          msg: (r) =>
            `aggregated usage window tenant=${r.pick(SKY_TENANTS)} log_bytes=${r.int(1, 900)}MB spans=${r.int(1000, 900000)}`,
        },
        {
          svc: "billing-api",
          dt: 25,
          msg: (r) =>
            `Completed 200 OK in ${r.int(8, 120)}ms (Views: ${r.float(0.1, 2, 1)}ms | ActiveRecord: ${r.float(1, 30, 1)}ms | Allocations: ${r.int(900, 9000)})`,
        },
      ],
    },
  ],
  periodic: [
    {
      svc: "log-ingester",
      every: 20,
      msg: (r) => `flushing stream chunks: ${r.int(100, 900)} chunks flushed, reason=idle`,
    },
    {
      svc: "trace-store",
      every: 30,
      msg: (r) =>
        `[segment-roller] Rolled segment seg-${r.int(80000, 89999)} (${r.int(90, 256)} MB, ${r.int(200000, 900000)} spans)`,
    },
    {
      svc: "index-gateway",
      every: 60,
      msg: (r) => `uploaded index table index_${r.int(20390, 20399)} (${r.int(2, 90)} files)`,
    },
    {
      svc: "metering-agg",
      every: 60,
      msg: (r) => `INFO usage_rollup: closed 1-minute window, ${r.int(140, 180)} tenants, lag=${r.float(0.2, 3.5, 1)}s`,
    },
    {
      svc: "billing-api",
      every: 120,
      msg: () => `[Sidekiq] InvoiceDraftRefreshJob JID-${"a1b2c3d4e5f6a7b8".slice(0, 12)} done: 0.4 sec`,
    },
  ],
  noisy: {
    svc: "log-distributor",
    every: 2.5,
    level: "warn",
    msg: (r) =>
      `push rejected tenant=org-9120 err="entry for stream '{app=\\"legacy-cron\\", host=\\"vm-${r.int(10, 99)}\\"}' has timestamp too old: 2026-10-${r.int(10, 28)}T0${r.int(0, 9)}:00:00Z, oldest acceptable timestamp is: 2026-11-${r.int(20, 25)}T00:00:00Z" status=400`,
  },
  deprecations: [
    {
      svc: "log-distributor",
      every: 120,
      level: "warn",
      msg: () =>
        `deprecated push format: JSON stream without "values" array received from promtail/2.7.4, support ends 2027-01`,
    },
    {
      svc: "trace-store",
      every: 300,
      level: "warn",
      msg: () =>
        `WARN o.h.e.j.e.i.JdbcEnvironmentInitiator - HHH000342: dialect org.hibernate.dialect.PostgreSQL10Dialect is deprecated; use PostgreSQLDialect`,
    },
  ],
  retryOk: [
    {
      svc: "trace-collector",
      first: () =>
        `Exporting failed. Will retry the request after interval. {"kind": "exporter", "name": "otlp/gateway", "error": "rpc error: code = Unavailable desc = the connection is draining", "interval": "3.1s"}`,
      after: () => `Exporting succeeded after retry {"kind": "exporter", "name": "otlp/gateway", "attempt": 2}`,
    },
  ],
  releases: { "log-query-fe": "v3.1.2", "tail-stream": "4.9.0", "billing-api": "2026.11.3", "index-gateway": "v3.1.2" },
};

// ---------------------------------------------------------------- pagewell: alerting, on-call and notifications
const PW_TENANTS = ["acct_18812", "acct_30456", "acct_00791", "acct_55320", "acct_71004"];
const pagewell: Estate = {
  key: "pagewell",
  company: "Pagewell",
  namespace: "pw-prod",
  traces: true,
  services: {
    "rule-evaluator": "go",
    "alert-router": "go",
    notifier: "node",
    "webhook-relay": "node",
    "escalation-svc": "dotnet",
    "oncall-api": "ruby",
    "schedule-sync": "python",
    "status-page-web": "node",
    "audit-writer": "java",
  },
  roles: {
    ruler: "rule-evaluator",
    alertrouter: "alert-router",
    notifier: "notifier",
    webhook: "webhook-relay",
    escalation: "escalation-svc",
    oncall: "oncall-api",
    dash: "status-page-web",
    admin: "oncall-api",
    billing: "oncall-api",
  },
  tenants: PW_TENANTS,
  flows: [
    {
      weight: 3,
      steps: [
        {
          svc: "rule-evaluator",
          dt: 0,
          level: "debug",
          msg: (r) => `evaluated 1 group account=${r.pick(PW_TENANTS)} rules=${r.int(2, 60)} took=${ms(r, 2, 90)}`,
        },
        {
          svc: "alert-router",
          dt: 15,
          msg: (r) =>
            `routed alert fingerprint=${r.hex(16)} account=${r.pick(PW_TENANTS)} route=${r.pick(["catch-all", "sev1", "db", "frontend"])} status=${r.pick(["firing", "firing", "resolved"])}`,
        },
        {
          svc: "escalation-svc",
          dt: 40,
          msg: (r) =>
            `Escalation policy EP-${r.int(100, 999)} step ${r.int(1, 3)} scheduled for page #${r.int(40000, 49999)} (delay ${r.pick([0, 5, 10, 15])}m)`,
        },
        {
          svc: "notifier",
          dt: 80,
          msg: (r) =>
            `delivered ${r.pick(["push", "sms", "email", "voice", "slack"])} notification nid=${r.hex(12)} in ${ms(r, 60, 900)}`,
        },
        {
          svc: "audit-writer",
          dt: 120,
          level: "debug",
          msg: (r) =>
            `audit event persisted type=notification.sent partition=${r.int(0, 11)} offset=${r.int(7000000, 7900000)}`,
        },
      ],
    },
    {
      weight: 3,
      steps: [
        {
          svc: "oncall-api",
          dt: 0,
          msg: (r) =>
            `Completed 200 OK in ${r.int(9, 240)}ms (Views: ${r.float(0.2, 9, 1)}ms | ActiveRecord: ${r.float(1, 60, 1)}ms)`,
        },
        {
          svc: "escalation-svc",
          dt: 5,
          level: "debug",
          msg: (r) =>
            `Request finished HTTP/1.1 GET http://escalation-svc/api/policies/EP-${r.int(100, 999)} - 200 - application/json ${r.float(2, 40, 4)}ms`,
        },
      ],
    },
    {
      weight: 2,
      steps: [
        {
          svc: "webhook-relay",
          dt: 0,
          msg: (r) =>
            `POST ${r.pick(["https://hooks.slack.com/services/T0…", "https://events.pagerduty.com/v2/enqueue", "https://api.opsgenie.com/v2/alerts", "https://hooks.zapier.com/hooks/catch/…"])} -> 2${r.pick(["00", "02", "00"])} (${r.int(80, 700)}ms)`,
        },
      ],
    },
    {
      weight: 2,
      steps: [
        {
          svc: "status-page-web",
          dt: 0,
          msg: (r) =>
            `GET /${r.pick(["", "history", "api/v2/summary.json", "notices"])} 200 ${r.int(3, 90)}ms - ${r.int(1, 40)}kb`,
        },
      ],
    },
  ],
  periodic: [
    {
      svc: "schedule-sync",
      every: 60,
      msg: (r) => `INFO schedule_sync.worker: synced ${r.int(300, 340)} schedules, ${r.int(0, 6)} overrides changed`,
    },
    {
      svc: "audit-writer",
      every: 30,
      msg: (r) => `INFO c.p.audit.Compactor - compacted partition ${r.int(0, 11)} (${r.int(1000, 9000)} records)`,
    },
    {
      svc: "escalation-svc",
      every: 30,
      msg: (r) => `Pending escalations sweep: ${r.int(0, 30)} due, ${r.int(0, 4)} acknowledged in flight`,
    },
    {
      svc: "notifier",
      every: 45,
      msg: (r) => `queue depth email=${r.int(0, 12)} sms=${r.int(0, 6)} push=${r.int(0, 20)} voice=${r.int(0, 2)}`,
    },
  ],
  noisy: {
    svc: "schedule-sync",
    every: 4,
    level: "error",
    msg: (r) =>
      `ERROR schedule_sync.gcal: calendar sync failed for user u_${r.int(1000, 1020)}: HttpError 410 when requesting https://www.googleapis.com/calendar/v3/calendars/primary/events?syncToken=... returned "Sync token is no longer valid, a full sync is required."`,
  },
  deprecations: [
    {
      svc: "notifier",
      every: 150,
      level: "warn",
      msg: () =>
        `(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.`,
    },
    {
      svc: "oncall-api",
      every: 200,
      level: "warn",
      msg: () =>
        `DEPRECATION WARNING: Using legacy connection handling is deprecated and will be removed in Rails 7.2 (called from block in <class:Application>)`,
    },
  ],
  retryOk: [
    {
      svc: "notifier",
      first: (r) =>
        `twilio: POST /2010-04-01/Accounts/AC…/Messages.json failed with 503, retrying in ${r.int(200, 900)}ms (attempt 1/3)`,
      after: () => `twilio: message queued sid=SM${"0f3a9c2b7d1e4f60".repeat(2)} on attempt 2`,
    },
  ],
  releases: {
    "oncall-api": "2026.11.28-2",
    "status-page-web": "3.12.0",
    "rule-evaluator": "v1.42.0",
    "audit-writer": "5.3.1",
  },
};

// ---------------------------------------------------------------- gaugehaus: TSDB, dashboards and metering
const GH_TENANTS = ["ws-alpine", "ws-borealis", "ws-cinder", "ws-delta9", "ws-ember", "ws-fjord"];
const gauge: Estate = {
  key: "gaugehaus",
  company: "Gaugehaus",
  namespace: "gh-prod",
  traces: false,
  services: {
    "ingest-edge": "go",
    "series-writer": "go",
    chunkstore: "cpp",
    "chunk-compactor": "cpp",
    "query-api": "go",
    "dashboard-svc": "node",
    "render-svc": "node",
    "usage-meter": "python",
    "invoice-worker": "ruby",
    "tenant-admin": "dotnet",
  },
  roles: {
    edge: "ingest-edge",
    distributor: "ingest-edge",
    ingester: "series-writer",
    compactor: "chunk-compactor",
    storegw: "chunkstore",
    querier: "query-api",
    queryfe: "query-api",
    dash: "dashboard-svc",
    render: "render-svc",
    meter: "usage-meter",
    billing: "invoice-worker",
    admin: "tenant-admin",
    alertrouter: "dashboard-svc",
    webhook: "dashboard-svc",
  },
  tenants: GH_TENANTS,
  flows: [
    {
      weight: 6,
      steps: [
        {
          svc: "series-writer",
          dt: 0,
          level: "debug",
          msg: (r) =>
            `wrote batch workspace=${r.pick(GH_TENANTS)} points=${r.int(500, 20000)} new_series=${r.int(0, 40)}`,
        },
        {
          svc: "chunkstore",
          dt: 4,
          level: "debug",
          msg: (r) =>
            `<Debug> WriteBuffer: appended ${r.int(500, 20000)} rows to part 2026${r.int(1101, 1130)}_${r.int(1, 9999)}`,
        },
        {
          svc: "ingest-edge",
          dt: 10,
          msg: (r) =>
            `[${r.int(10, 99)}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}] "POST /v1/metrics HTTP/1.1" 202 ${r.int(0, 9)} ${r.float(0.002, 0.09, 3)} ws=${r.pick(GH_TENANTS)}`,
        },
      ],
    },
    {
      weight: 3,
      steps: [
        {
          svc: "chunkstore",
          dt: 0,
          msg: (r) =>
            `<Information> executeQuery: Read ${r.int(1000, 9000000)} rows, ${r.float(0.1, 900, 2)} MiB in ${r.float(0.004, 1.8, 3)} sec.`,
        },
        {
          svc: "query-api",
          dt: 8,
          msg: (r) =>
            `query ok ws=${r.pick(GH_TENANTS)} range=${r.pick(["1h", "6h", "24h", "7d"])} step=${r.pick(["15s", "60s", "5m"])} series=${r.int(1, 400)} took=${ms(r, 8, 1800)}`,
        },
        { svc: "dashboard-svc", dt: 15, msg: (r) => `GET /api/panels/${r.hex(8)}/data 200 ${r.int(20, 1900)} ms` },
      ],
    },
    {
      weight: 1,
      steps: [
        {
          svc: "render-svc",
          dt: 0,
          msg: (r) =>
            `rendered dashboard ${r.hex(10)} to png ${r.int(1200, 2400)}x${r.int(600, 1400)} in ${r.int(900, 6000)}ms`,
        },
      ],
    },
    {
      weight: 1,
      steps: [
        {
          svc: "tenant-admin",
          dt: 0,
          msg: (r) => `HTTP GET /api/workspaces/${r.pick(GH_TENANTS)}/members responded 200 in ${r.float(3, 80, 4)} ms`,
        },
      ],
    },
  ],
  periodic: [
    {
      svc: "chunk-compactor",
      every: 40,
      msg: (r) =>
        `<Information> MergeTreeDataMergerMutator: Merged ${r.int(3, 9)} parts: from 2026${r.int(1101, 1130)}_${r.int(1, 999)} to 2026${r.int(1101, 1130)}_${r.int(1000, 9999)} (${r.int(5, 900)} MiB)`,
    },
    {
      svc: "usage-meter",
      every: 60,
      msg: (r) =>
        `INFO meter.flush: flushed ${r.int(800, 1100)} usage records to ledger (${r.int(6, 6)} workspaces active)`,
    },
    {
      svc: "invoice-worker",
      every: 90,
      msg: (r) =>
        `[ActiveJob] [UsageSnapshotJob] Performed UsageSnapshotJob from Sidekiq(billing) in ${r.float(100, 900, 2)}ms`,
    },
    {
      svc: "series-writer",
      every: 20,
      msg: (r) => `wal checkpoint done segments=${r.int(3, 9)} duration=${ms(r, 80, 600)}`,
    },
    {
      svc: "tenant-admin",
      every: 120,
      msg: () => `Hosting environment: Production; Health check 'postgres' Healthy; 'redis' Healthy`,
    },
  ],
  noisy: {
    svc: "render-svc",
    every: 5,
    level: "error",
    msg: (r) =>
      `render failed for panel ${r.pick(["a81c02f7", "3bd9e611", "77a0c4de"])}: Protocol error (Runtime.callFunctionOn): Execution context was destroyed, most likely because of a navigation. (will serve cached thumbnail)`,
  },
  deprecations: [
    {
      svc: "dashboard-svc",
      every: 180,
      level: "warn",
      msg: () =>
        `(node:7) [DEP0040] DeprecationWarning: The \`punycode\` module is deprecated. Please use a userland alternative instead.`,
    },
    {
      svc: "ingest-edge",
      every: 100,
      level: "warn",
      msg: (r) =>
        `client ${r.pick(["telegraf/1.22", "gh-agent/0.8.1"])} uses deprecated line-protocol endpoint /write, migrate to /v1/metrics`,
    },
  ],
  retryOk: [
    {
      svc: "usage-meter",
      first: () =>
        `WARNING urllib3.connectionpool: Retrying (Retry(total=2, connect=None, read=None, redirect=None, status=None)) after connection broken by 'RemoteDisconnected('Remote end closed connection without response')': /v1/ledger/batch`,
      after: () => `INFO meter.flush: ledger batch accepted after retry`,
    },
  ],
  releases: { "dashboard-svc": "8.19.0", "tenant-admin": "2.7.3", "query-api": "v3.7.9", "render-svc": "8.19.0" },
};

export const ESTATES: Estate[] = [tally, sky, pagewell, gauge];
