// The four made-up companies of holdout89: services with runtimes and healthy messages, request routes,
// periodic jobs, the domain's harmless noise and unrelated changes that can land near a failure.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export type Runtime = "go" | "java" | "python" | "node" | "dotnet" | "ruby" | "cpp";
export type Msg = (r: Rng) => [Level, string];

export interface Service {
  name: string;
  runtime: Runtime;
  edge?: boolean;
  ok: ((r: Rng) => string)[];
  /** healthy message when called by this caller */
  okBy?: Record<string, (r: Rng) => string>;
}
export interface Route {
  w: number;
  path: string[];
}
export interface Periodic {
  svc: string;
  every: number;
  msg: Msg;
}
export interface Estate {
  key: "tally" | "lumen" | "pagewise" | "meterline";
  ns: string;
  traces: boolean;
  services: Service[];
  routes: Route[];
  jobs: Periodic[];
  noisy: Periodic[];
  extra: Periodic[];
  changes: { svc: string; lines: (r: Rng) => [Level, string][] }[];
}

let sticky = "";
/** Ties the tenant of every line of one request together; empty for lines outside a request. */
export function stickTenant(t: string): void {
  sticky = t;
}
export const newTenant = (r: Rng) =>
  `${r.p(["acme-obs", "northwind", "t-", "t-", "t-", "blueharbor"])}${r.i(1000, 9899)}`;
export const ten = (r: Rng) => sticky || newTenant(r);
const ms = (r: Rng, lo = 2, hi = 90) => `${r.f(lo, hi).toFixed(1)}ms`;
const ulid = (r: Rng) =>
  `01J${r
    .hex(23)
    .toUpperCase()
    .replace(/[ILOU]/g, "K")}`;
const metric = (r: Rng) =>
  r.p([
    "http_requests_total",
    "container_cpu_usage_seconds_total",
    "kube_pod_status_phase",
    "node_network_receive_bytes_total",
    "jvm_gc_pause_seconds_bucket",
    "nginx_ingress_controller_requests",
  ]);
const promql = (r: Rng) =>
  r.p([
    `sum by (job) (rate(${metric(r)}[5m]))`,
    `histogram_quantile(0.99, sum by (le) (rate(http_request_duration_seconds_bucket[5m])))`,
    `topk(10, sum by (pod) (rate(${metric(r)}[1m])))`,
    `up{job="kubernetes-nodes"} == 0`,
  ]);

export const TALLY: Estate = {
  key: "tally",
  ns: "tally-prod",
  traces: true,
  services: [
    {
      name: "rw-gateway",
      runtime: "go",
      edge: true,
      ok: [(r) => `POST /api/v1/push (204) ${ms(r, 3, 40)} org_id=${ten(r)} content_length=${r.i(4000, 900000)}`],
    },
    {
      name: "otlp-receiver",
      runtime: "go",
      edge: true,
      ok: [(r) => `POST /otlp/v1/metrics (200) ${ms(r, 4, 60)} org_id=${ten(r)} data_points=${r.i(200, 40000)}`],
    },
    {
      name: "distributor",
      runtime: "go",
      ok: [
        (r) =>
          `push request handled org_id=${ten(r)} series=${r.i(100, 9000)} samples=${r.i(100, 30000)} replicas=3 duration=${ms(r, 1, 20)}`,
      ],
    },
    {
      name: "ingester",
      runtime: "go",
      ok: [
        (r) =>
          `push appended org_id=${ten(r)} samples=${r.i(100, 30000)} exemplars=${r.i(0, 40)} head_series=${r.i(90000, 400000)}`,
      ],
      okBy: { querier: (r) => `query served org_id=${ten(r)} series=${r.i(1, 2000)} duration=${ms(r, 1, 80)}` },
    },
    {
      name: "querier",
      runtime: "go",
      ok: [
        (r) =>
          `query stats org_id=${ten(r)} query="${promql(r)}" fetched_series_count=${r.i(1, 5000)} fetched_chunk_bytes=${r.i(1000, 9000000)} duration=${ms(r, 8, 900)}`,
      ],
    },
    {
      name: "store-gateway",
      runtime: "go",
      ok: [
        (r) =>
          `series request served org_id=${ten(r)} blocks_queried=${r.i(1, 24)} series=${r.i(1, 4000)} chunks=${r.i(1, 40000)} duration=${ms(r, 4, 400)}`,
      ],
    },
    {
      name: "query-frontend",
      runtime: "go",
      edge: true,
      ok: [
        (r) =>
          `query stats component=query-frontend method=GET path=/prometheus/api/v1/query_range status=success org_id=${ten(r)} response_time=${ms(r, 20, 1800)} split_queries=${r.i(1, 12)} results_cache_hit_bytes=${r.i(0, 500000)}`,
      ],
    },
    {
      name: "tenant-admin",
      runtime: "java",
      ok: [
        (r) => `GET /v1/tenants/${ten(r)}/limits 200 ${r.i(3, 40)}ms`,
        (r) => `GET /v1/tenants/${ten(r)}/plan 200 ${r.i(3, 40)}ms`,
      ],
    },
    {
      name: "ruler",
      runtime: "go",
      ok: [
        (r) =>
          `rule group evaluated org_id=${ten(r)} group=${r.p(["kubernetes-apps", "node-exporter", "slo-burn", "blackbox"])} rules=${r.i(3, 60)} duration=${ms(r, 20, 900)}`,
      ],
    },
    {
      name: "compactor",
      runtime: "go",
      ok: [
        (r) =>
          `compaction job succeeded org_id=${ten(r)} groupKey=0@${r.i(10 ** 15, 9 * 10 ** 15)}-split-${r.i(1, 4)}_of_4`,
      ],
    },
  ],
  routes: [
    { w: 5, path: ["rw-gateway", "distributor", "ingester"] },
    { w: 3, path: ["otlp-receiver", "distributor", "ingester"] },
    { w: 2, path: ["query-frontend", "querier", "ingester"] },
    { w: 1.5, path: ["query-frontend", "querier", "store-gateway"] },
    { w: 1, path: ["ruler", "query-frontend", "querier", "ingester"] },
    { w: 0.6, path: ["distributor", "tenant-admin"] },
    { w: 0.3, path: ["query-frontend", "tenant-admin"] },
  ],
  jobs: [
    {
      svc: "compactor",
      every: 45,
      msg: (r) => [
        "info",
        `compaction job succeeded org_id=${ten(r)} duration=${r.f(2, 90).toFixed(2)}s block=${ulid(r)}`,
      ],
    },
    {
      svc: "ingester",
      every: 120,
      msg: (r) => ["info", `TSDB head compacted org_id=${ten(r)} duration=${ms(r, 200, 4000)}`],
    },
    {
      svc: "store-gateway",
      every: 90,
      msg: (r) => [
        "info",
        `synchronized TSDB blocks for all users loaded_blocks=${r.i(3000, 9000)} duration=${r.f(1, 9).toFixed(2)}s`,
      ],
    },
    { svc: "distributor", every: 20, msg: () => ["info", "GET /ready (200) 0.4ms"] },
    { svc: "querier", every: 20, msg: () => ["info", "GET /ready (200) 0.3ms"] },
    { svc: "tenant-admin", every: 30, msg: () => ["info", "GET /actuator/health 200 2ms"] },
    {
      svc: "ingester",
      every: 60,
      msg: (r) => [
        "info",
        `WAL checkpoint created segments=${r.i(1200, 1900)}-${r.i(1901, 2100)} duration=${ms(r, 100, 900)}`,
      ],
    },
  ],
  noisy: [
    {
      svc: "distributor",
      every: 4,
      msg: (r) => [
        "warn",
        `push rejected: err-mimir-sample-out-of-order: the sample has been rejected because another sample with a more recent timestamp has already been ingested and out-of-order samples are not allowed org_id=${ten(r)} series={__name__="${metric(r)}"}`,
      ],
    },
    {
      svc: "ingester",
      every: 5,
      msg: (r) => [
        "error",
        `push error: per-user series limit of 150000 exceeded (err-mimir-max-series-per-user). To adjust the related per-tenant limit, configure -ingester.max-global-series-per-user, or contact your service administrator org_id=${ten(r)}`,
      ],
    },
    {
      svc: "query-frontend",
      every: 7,
      msg: (r) => [
        "error",
        `query stats component=query-frontend method=GET path=/prometheus/api/v1/query_range status=failed err="context deadline exceeded" org_id=${ten(r)} query_wall_time_seconds=120 length=${r.p(["30d", "90d", "14d"])}`,
      ],
    },
  ],
  extra: [
    {
      svc: "distributor",
      every: 25,
      msg: (r) => [
        "warn",
        `err-mimir-ingestion-rate-limited: the request has been rejected because the tenant exceeded the ingestion rate limit, set to ${r.p([10000, 50000, 150000])} items/s with a maximum allowed burst of 200000 org_id=${ten(r)}`,
      ],
    },
    {
      svc: "distributor",
      every: 40,
      msg: (r) => [
        "warn",
        `err-mimir-too-far-in-past: the sample has been rejected because its timestamp is too far in the past (${r.i(2, 30)}h older than the TSDB head) org_id=${ten(r)}`,
      ],
    },
    {
      svc: "compactor",
      every: 150,
      msg: (r) => [
        "warn",
        `failed to compact user blocks, will retry org_id=${ten(r)} err="blocks with out-of-order chunks are dropped, retry 1/3"`,
      ],
    },
    {
      svc: "tenant-admin",
      every: 200,
      msg: () => [
        "warn",
        "spring.jpa.open-in-view is enabled by default. Therefore, database queries may be performed during view rendering. Explicitly configure spring.jpa.open-in-view to disable this warning",
      ],
    },
    {
      svc: "ingester",
      every: 240,
      msg: () => [
        "warn",
        'flag "-ingester.ring.readiness-check-ring-health" is deprecated and will be removed in Mimir 2.15',
      ],
    },
    {
      svc: "querier",
      every: 60,
      msg: (r) => [
        "warn",
        `retrying store-gateway request after transient error attempt=1 max=3 err="rpc error: code = Unavailable desc = store-gateway-${r.i(0, 5)} is LEAVING"`,
      ],
    },
  ],
  changes: [
    {
      svc: "ruler",
      lines: (r) => [
        ["info", `Starting Mimir ruler version=2.13.${r.i(1, 4)} branch=release-2.13 revision=${r.hex(9)}`],
        ["info", `ruler: loaded rule groups for ${r.i(300, 900)} tenants`],
      ],
    },
    {
      svc: "query-frontend",
      lines: (r) => [["info", `runtime config reloaded hash=${r.hex(12)} tenants_overridden=${r.i(40, 120)}`]],
    },
    {
      svc: "store-gateway",
      lines: (r) => [
        ["info", "received SIGTERM, shutting down gracefully"],
        ["info", `Starting Mimir store-gateway version=2.13.${r.i(1, 4)}`],
        ["info", "store-gateway ring lifecycler: instance is now ACTIVE"],
      ],
    },
  ],
};

export const LUMEN: Estate = {
  key: "lumen",
  ns: "lumen-ingest",
  traces: false,
  services: [
    {
      name: "log-intake",
      runtime: "go",
      edge: true,
      ok: [
        (r) =>
          `POST /loki/api/v1/push 204 ${ms(r, 2, 50)} tenant=${ten(r)} streams=${r.i(1, 400)} bytes=${r.i(2000, 2000000)}`,
        (r) => `POST /v1/logs 200 ${ms(r, 2, 50)} tenant=${ten(r)} records=${r.i(10, 9000)}`,
      ],
    },
    {
      name: "span-collector",
      runtime: "go",
      edge: true,
      ok: [
        (r) => `TracesExporter sent batch spans=${r.i(50, 8192)} tenant=${ten(r)} dropped=0 elapsed=${ms(r, 2, 60)}`,
      ],
    },
    {
      name: "pipeline-router",
      runtime: "java",
      ok: [
        (r) =>
          `Routed batch tenant=${ten(r)} records=${r.i(10, 9000)} topic=logs-raw partition=${r.i(0, 47)} offset=${r.i(1e8, 9e8)}`,
      ],
    },
    {
      name: "log-indexer",
      runtime: "java",
      ok: [
        (r) =>
          `Bulk request completed: ${r.i(100, 5000)} docs, took ${r.i(8, 400)}ms, index=logs-${ten(r)}-2026.${r.i(10, 12)}`,
      ],
    },
    {
      name: "tail-sampler",
      runtime: "go",
      ok: [
        (r) =>
          `sampling decision traces=${r.i(20, 900)} sampled=${r.i(1, 60)} policy=${r.p(["errors", "latency>2s", "probabilistic-5pct"])}`,
      ],
    },
    {
      name: "trace-store",
      runtime: "cpp",
      ok: [
        (r) =>
          `I ingest.cc:214] appended ${r.i(50, 8000)} spans to segment ${r.i(800, 999)} tenant=${ten(r)} (${r.i(1, 30)} ms)`,
      ],
    },
    {
      name: "search-api",
      runtime: "node",
      edge: true,
      ok: [
        (r) =>
          `GET /api/search?q=${r.p(["level:error", "service:checkout", "trace_id:*", "status>=500"])} 200 ${r.i(30, 1400)}ms`,
        (r) => `GET /api/traces/${r.hex(32)} 200 ${r.i(20, 600)}ms`,
      ],
    },
    {
      name: "live-tail",
      runtime: "node",
      edge: true,
      ok: [(r) => `ws session ${r.hex(8)} tenant=${ten(r)} streamed ${r.i(10, 3000)} lines`],
    },
    {
      name: "retention-sweeper",
      runtime: "python",
      ok: [(r) => `deleted ${r.i(2, 400)} expired chunks for tenant ${ten(r)} (retention ${r.p([7, 14, 30, 90])}d)`],
    },
  ],
  routes: [
    { w: 6, path: ["log-intake", "pipeline-router", "log-indexer"] },
    { w: 4, path: ["span-collector", "tail-sampler", "trace-store"] },
    { w: 1.5, path: ["search-api", "log-indexer"] },
    { w: 0.8, path: ["search-api", "trace-store"] },
    { w: 1, path: ["live-tail", "pipeline-router"] },
  ],
  jobs: [
    {
      svc: "retention-sweeper",
      every: 30,
      msg: (r) => ["info", `sweep pass for shard ${r.i(0, 63)} finished in ${r.f(0.2, 9).toFixed(1)}s`],
    },
    {
      svc: "trace-store",
      every: 60,
      msg: (r) => [
        "info",
        `I compactor.cc:88] merged ${r.i(2, 9)} segments into ${r.i(800, 999)} (${r.i(20, 400)} MiB)`,
      ],
    },
    {
      svc: "log-indexer",
      every: 120,
      msg: (r) => ["info", `Rolled over index logs-${ten(r)} to generation ${r.i(10, 400)}`],
    },
    { svc: "pipeline-router", every: 30, msg: () => ["info", "GET /health 200"] },
    { svc: "tail-sampler", every: 30, msg: (r) => ["info", `healthcheck ok pending_traces=${r.i(1000, 40000)}`] },
  ],
  noisy: [
    {
      svc: "log-intake",
      every: 4,
      msg: (r) => [
        "warn",
        `rejected entries: entry for stream '{app="${r.p(["nginx", "payments", "batch"])}"}' has timestamp too old (${r.i(8, 40)}d behind, reject_old_samples_max_age=168h) tenant=${ten(r)}`,
      ],
    },
    {
      svc: "log-intake",
      every: 5,
      msg: (r) => [
        "error",
        `push rejected 429: Ingestion rate limit exceeded for user ${ten(r)} (limit: 4194304 bytes/sec) while attempting to ingest '${r.i(100, 4000)}' lines totaling '${r.i(100000, 900000)}' bytes, reduce log volume or contact your Loki administrator to see if the limit can be increased`,
      ],
    },
    {
      svc: "search-api",
      every: 6,
      msg: (r) => [
        "error",
        `search failed for tenant ${ten(r)}: query timed out after 30000ms (range=${r.p(["30d", "7d", "90d"])}, q="*")`,
      ],
    },
  ],
  extra: [
    {
      svc: "log-indexer",
      every: 50,
      msg: () => ["warn", "[types removal] Specifying types in bulk requests is deprecated."],
    },
    {
      svc: "span-collector",
      every: 35,
      msg: (r) => [
        "warn",
        `Exporting failed. Will retry the request after interval. error="rpc error: code = Unavailable desc = transport is closing" interval=${ms(r, 4, 40)}`,
      ],
    },
    {
      svc: "retention-sweeper",
      every: 120,
      msg: () => [
        "warn",
        "/usr/local/lib/python3.11/site-packages/google/auth/_default.py:76: UserWarning: Your application has authenticated using end user credentials from Google Cloud SDK without a quota project.",
      ],
    },
    {
      svc: "live-tail",
      every: 70,
      msg: (r) => ["warn", `ws session ${r.hex(8)} closed by client (1006) after ${r.i(2, 600)}s`],
    },
    {
      svc: "span-collector",
      every: 90,
      msg: (r) => ["warn", `dropping span with invalid trace id tenant=${ten(r)} reason="trace id is all zeroes"`],
    },
  ],
  changes: [
    {
      svc: "search-api",
      lines: (r) => [
        ["info", `search-api v4.${r.i(2, 9)}.${r.i(0, 9)} listening on :8080 (node v20.11.1)`],
        ["info", "connected to saved-queries store"],
      ],
    },
    {
      svc: "retention-sweeper",
      lines: (r) => [
        ["info", `reloaded retention policies from configmap (${r.i(300, 900)} tenants, revision ${r.i(100, 300)})`],
      ],
    },
    {
      svc: "log-indexer",
      lines: () => [
        ["info", "Received SIGTERM, flushing bulk processor"],
        ["info", "Started LogIndexerApplication in 11.482 seconds (process running for 12.9)"],
      ],
    },
  ],
};

export const PAGEWISE: Estate = {
  key: "pagewise",
  ns: "pagewise",
  traces: true,
  services: [
    {
      name: "alert-evaluator",
      runtime: "go",
      ok: [
        (r) =>
          `evaluated rule group tenant=${ten(r)} group=${r.p(["latency-slo", "k8s-pods", "disk", "payments"])} rules=${r.i(2, 40)} firing=${r.i(0, 3)} took=${ms(r, 10, 900)}`,
      ],
    },
    {
      name: "notify-router",
      runtime: "python",
      ok: [(r) => `routed alert ${r.hex(10)} receiver=${r.p(["slack", "webhook", "pager", "email"])} tenant=${ten(r)}`],
    },
    {
      name: "webhook-sender",
      runtime: "node",
      ok: [
        (r) =>
          `delivered notification ${r.hex(10)} to https://hooks.${r.p(["acme.io", "example.net", "corp.internal"])}/alerts status=200 in ${r.i(40, 900)}ms`,
      ],
    },
    {
      name: "pager-bridge",
      runtime: "ruby",
      ok: [
        (r) => `Completed 202 Accepted in ${r.i(20, 300)}ms (page ${r.hex(8)} escalation_policy=EP${r.i(100, 999)})`,
      ],
    },
    {
      name: "oncall-sched",
      runtime: "ruby",
      ok: [(r) => `Completed 200 OK in ${r.i(4, 80)}ms (Views: 0.3ms | ActiveRecord: ${r.f(1, 20).toFixed(1)}ms)`],
    },
    {
      name: "silence-store",
      runtime: "go",
      ok: [(r) => `silence lookup tenant=${ten(r)} matched=${r.i(0, 2)} active=${r.i(0, 40)} took=${ms(r, 0, 6)}`],
    },
    {
      name: "query-proxy",
      runtime: "go",
      ok: [(r) => `proxied /prometheus/api/v1/query status=200 tenant=${ten(r)} upstream_ms=${r.i(5, 900)}`],
    },
    {
      name: "dash-api",
      runtime: "dotnet",
      ok: [
        (r) =>
          `Request finished HTTP/1.1 GET http://dash-api/api/dashboards/${r.hex(8)}/panels - 200 ${r.i(800, 90000)} application/json ${r.f(10, 900).toFixed(4)}ms`,
      ],
    },
    {
      name: "dash-web",
      runtime: "node",
      edge: true,
      ok: [
        (r) => `GET /d/${r.hex(9)}/${r.p(["overview", "k8s-cluster", "api-latency", "billing"])} 200 ${r.i(40, 900)}ms`,
      ],
    },
  ],
  routes: [
    { w: 4, path: ["alert-evaluator", "query-proxy"] },
    { w: 2, path: ["alert-evaluator", "notify-router", "silence-store"] },
    { w: 1.2, path: ["notify-router", "webhook-sender"] },
    { w: 0.8, path: ["notify-router", "pager-bridge", "oncall-sched"] },
    { w: 4, path: ["dash-web", "dash-api", "query-proxy"] },
  ],
  jobs: [
    {
      svc: "oncall-sched",
      every: 60,
      msg: (r) => ["info", `[ActiveJob] [RotationSyncJob] Performed RotationSyncJob in ${r.i(30, 900)}ms`],
    },
    { svc: "silence-store", every: 30, msg: (r) => ["info", `expired silences purged count=${r.i(0, 12)}`] },
    { svc: "dash-api", every: 30, msg: () => ["info", "Health check /healthz completed: Healthy"] },
    { svc: "query-proxy", every: 20, msg: () => ["info", "GET /-/ready 200"] },
    {
      svc: "pager-bridge",
      every: 45,
      msg: () => ["info", 'Started GET "/up" for 10.46.0.1 ... Completed 200 OK in 1ms'],
    },
  ],
  noisy: [
    {
      svc: "webhook-sender",
      every: 4,
      msg: (r) => [
        "error",
        `delivery failed for notification ${r.hex(10)} to https://${r.p(["alerts.oldcorp.example", "hooks.staging-blueharbor.net", "ops.northwind.test"])}/hook: ${r.p(["connect ECONNREFUSED 203.0.113.14:443", "Request failed with status code 404", "Request failed with status code 410", "getaddrinfo ENOTFOUND alerts.oldcorp.example"])} (attempt ${r.i(1, 5)}/5, customer endpoint)`,
      ],
    },
    {
      svc: "dash-api",
      every: 6,
      msg: (r) => [
        "warn",
        `Panel query exceeded 30s for dashboard ${r.hex(8)} (range 90d, step 15s); returning partial result tenant=${ten(r)}`,
      ],
    },
    {
      svc: "alert-evaluator",
      every: 5,
      msg: (r) => [
        "warn",
        `rule evaluation failed tenant=${ten(r)} group=custom-${r.i(1, 90)} err="bad_data: 1:${r.i(4, 40)}: parse error: unexpected identifier \\"by\\""`,
      ],
    },
  ],
  extra: [
    {
      svc: "dash-web",
      every: 80,
      msg: () => [
        "warn",
        "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
      ],
    },
    {
      svc: "notify-router",
      every: 55,
      msg: (r) => [
        "warn",
        `Retrying (Retry(total=2, connect=None, read=None)) after connection broken by 'RemoteDisconnected' on webhook-sender (alert ${r.hex(10)}), succeeded on retry`,
      ],
    },
    {
      svc: "alert-evaluator",
      every: 90,
      msg: (r) => [
        "warn",
        `tenant ${ten(r)} has ${r.i(1001, 1400)} rules, over soft limit of 1000 (evaluating anyway)`,
      ],
    },
    {
      svc: "oncall-sched",
      every: 150,
      msg: () => [
        "warn",
        "DEPRECATION WARNING: `ActiveRecord::Base.default_timezone` is deprecated and will be removed in Rails 7.2.",
      ],
    },
  ],
  changes: [
    {
      svc: "dash-web",
      lines: (r) => [["info", `dash-web 9.${r.i(2, 8)}.${r.i(0, 9)} ready on :3000`]],
    },
    {
      svc: "oncall-sched",
      lines: () => [
        ["info", '* Puma version: 6.4.2 (ruby 3.3.0-p0) ("The Eagle of Durango")'],
        ["info", "* Listening on http://0.0.0.0:3000"],
      ],
    },
    {
      svc: "silence-store",
      lines: (r) => [["info", `config reloaded file=/etc/silence-store/config.yaml sha=${r.hex(10)}`]],
    },
  ],
};

export const METERLINE: Estate = {
  key: "meterline",
  ns: "meterline-billing",
  traces: false,
  services: [
    {
      name: "account-api",
      runtime: "node",
      edge: true,
      ok: [
        (r) => `GET /v2/accounts/acct_${r.hex(10)}/subscription 200 ${r.i(20, 400)}ms`,
        (r) => `GET /v2/usage/current 200 ${r.i(30, 500)}ms`,
      ],
    },
    {
      name: "entitlements",
      runtime: "go",
      ok: [
        (r) =>
          `entitlement check account=acct_${r.hex(10)} feature=${r.p(["logs.retention", "metrics.series", "traces.ingest", "sso"])} allowed=true`,
      ],
    },
    {
      name: "plan-catalog",
      runtime: "dotnet",
      ok: [
        (r) =>
          `Request finished HTTP/1.1 GET http://plan-catalog/plans/${r.p(["free", "pro", "team", "enterprise"])}-2026 - 200 - application/json ${r.f(1, 40).toFixed(4)}ms`,
      ],
    },
    {
      name: "billing-engine",
      runtime: "java",
      ok: [
        (r) =>
          `Rated usage for acct_${r.hex(10)} period=2026-${r.i(10, 11)} amount=${r.f(10, 9000).toFixed(2)} USD lines=${r.i(2, 40)}`,
      ],
    },
    {
      name: "pay-adapter",
      runtime: "ruby",
      ok: [(r) => `Completed 200 OK in ${r.i(200, 1400)}ms (charge ch_${r.hex(14)} succeeded)`],
    },
    {
      name: "invoice-renderer",
      runtime: "node",
      ok: [(r) => `rendered invoice INV-${r.i(100000, 999999)}.pdf (${r.i(2, 9)} pages) in ${r.i(300, 2500)}ms`],
    },
    {
      name: "usage-meter",
      runtime: "go",
      edge: true,
      ok: [
        (r) =>
          `metered batch account=acct_${r.hex(10)} dimension=${r.p(["ingested_bytes", "active_series", "spans", "query_seconds"])} units=${r.i(1, 9e6)}`,
      ],
    },
    {
      name: "usage-rollup",
      runtime: "python",
      ok: [
        (r) => `rolled up ${r.i(100, 90000)} usage records into hour bucket 2026-11-${r.i(1, 28)}T${r.i(10, 23)}:00Z`,
      ],
    },
    {
      name: "quota-cache",
      runtime: "cpp",
      ok: [
        (r) =>
          `I quota_server.cc:141] check acct_${r.hex(10)} dim=${r.p(["series", "bytes", "spans"])} used=${r.i(1, 99)}% ok`,
      ],
    },
  ],
  routes: [
    { w: 3, path: ["account-api", "entitlements", "plan-catalog"] },
    { w: 1.5, path: ["account-api", "billing-engine", "plan-catalog"] },
    { w: 5, path: ["usage-meter", "quota-cache"] },
    { w: 2.5, path: ["usage-meter", "usage-rollup"] },
    { w: 0.6, path: ["billing-engine", "pay-adapter"] },
    { w: 0.5, path: ["billing-engine", "invoice-renderer"] },
  ],
  jobs: [
    {
      svc: "usage-rollup",
      every: 60,
      msg: (r) => [
        "info",
        `celery@usage-rollup ready. Task rollup.hourly[${r.hex(8)}-${r.hex(4)}] succeeded in ${r.f(0.5, 9).toFixed(3)}s`,
      ],
    },
    { svc: "billing-engine", every: 45, msg: () => ["info", "GET /actuator/health 200"] },
    {
      svc: "quota-cache",
      every: 30,
      msg: (r) => ["info", `I stats.cc:60] entries=${r.i(180000, 220000)} hit_ratio=0.9${r.i(1, 8)} evictions=0`],
    },
    { svc: "entitlements", every: 20, msg: () => ["info", "GET /healthz 200"] },
  ],
  noisy: [
    {
      svc: "pay-adapter",
      every: 5,
      msg: (r) => [
        "error",
        `Stripe::CardError: Your card was declined. (card_declined, decline_code=${r.p(["insufficient_funds", "do_not_honor", "expired_card"])}) account=acct_${r.hex(10)} - dunning attempt ${r.i(1, 4)} scheduled`,
      ],
    },
    {
      svc: "usage-meter",
      every: 4,
      msg: (r) => [
        "warn",
        `tenant throttled: plan ${r.p(["free", "pro"])} ingestion rate exceeded account=acct_${r.hex(10)} dimension=ingested_bytes over_by=${r.i(1, 90)}%`,
      ],
    },
    {
      svc: "account-api",
      every: 6,
      msg: (r) => [
        "error",
        `GET /v2/usage/export?range=365d 504 30001ms account=acct_${r.hex(10)} (export too large, use async export)`,
      ],
    },
  ],
  extra: [
    {
      svc: "account-api",
      every: 70,
      msg: () => [
        "warn",
        "(node:7) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.",
      ],
    },
    {
      svc: "billing-engine",
      every: 60,
      msg: (r) => [
        "warn",
        `Retrying plan-catalog lookup after IOException (attempt 1 of 3) account=acct_${r.hex(10)}: succeeded on attempt 2`,
      ],
    },
    {
      svc: "usage-rollup",
      every: 100,
      msg: () => [
        "warn",
        "/app/rollup/tasks.py:88: DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version.",
      ],
    },
    {
      svc: "plan-catalog",
      every: 130,
      msg: () => [
        "warn",
        "Overriding HTTP_PORTS '8080' and HTTPS_PORTS ''. Binding to values defined by URLS instead 'http://+:5000'.",
      ],
    },
  ],
  changes: [
    {
      svc: "invoice-renderer",
      lines: (r) => [["info", `invoice-renderer 3.${r.i(1, 9)}.0 started (chromium 12${r.i(0, 9)}.0) pid=1`]],
    },
    {
      svc: "entitlements",
      lines: (r) => [["info", `feature flags reloaded version=${r.i(3000, 4000)} changed=${r.i(1, 6)}`]],
    },
    {
      svc: "usage-rollup",
      lines: () => [
        ["info", "celery@usage-rollup v5.3.6 (emerald-rush) is starting."],
        ["info", "Connected to redis://usage-broker:6379/0"],
      ],
    },
  ],
};

export const ESTATES = { tally: TALLY, lumen: LUMEN, pagewise: PAGEWISE, meterline: METERLINE } as const;
export type EstateKey = keyof typeof ESTATES;
