// The six made-up estates the windows come from: services, runtimes, request paths, flows and chronic noise.
import type { Level } from "./render.js";
import type { Runtime } from "./runtimes.js";

export interface Svc {
  name: string;
  rt: Runtime;
  /** request paths for edges and app services */
  paths?: string[];
  /** background job lines (INFO/DEBUG), `{..}` placeholders filled per line */
  jobs?: string[];
}

export interface Estate {
  key: string;
  ns: string;
  trace: "traceparent" | "uuid" | "short" | "none";
  svcs: Svc[];
  /** request chains, edge first; infra never appears in a chain */
  flows: string[][];
  /** chronic, harmless errors or warnings: one of them repeats at a constant rate from the first minute */
  noise: Array<{ svc: string; lvl: Level; msg: string }>;
}

export const ESTATES: Estate[] = [
  {
    key: "rides",
    ns: "mobility-prod",
    trace: "traceparent",
    svcs: [
      { name: "edge-envoy", rt: "envoy", paths: ["/v1/quotes", "/v1/drivers/nearby", "/v1/rides", "/v1/me"] },
      { name: "rider-api", rt: "node", paths: ["/quotes", "/drivers/nearby", "/rides", "/me"] },
      { name: "dispatch-svc", rt: "go", paths: ["/internal/assign", "/internal/candidates", "/internal/assign"] },
      { name: "pricing-engine", rt: "java", paths: ["/price/quote"] },
      {
        name: "driver-locator",
        rt: "go",
        paths: ["/locate/nearby"],
        jobs: ["h3 index compacted cells={n} took={k}ms"],
      },
      { name: "trip-ledger", rt: "java", jobs: ["settled batch of {n} trips in {k}ms"] },
      { name: "notify-worker", rt: "python", jobs: ["sent {k} push notifications (fcm ok={k}, apns ok={k})"] },
      { name: "pg-trips", rt: "postgres" },
      { name: "redis-geo", rt: "redis" },
      { name: "kubelet", rt: "kubelet" },
    ],
    flows: [
      ["edge-envoy", "rider-api", "pricing-engine"],
      ["edge-envoy", "rider-api", "dispatch-svc", "driver-locator"],
      ["edge-envoy", "rider-api", "dispatch-svc"],
      ["edge-envoy", "rider-api"],
    ],
    noise: [
      { svc: "notify-worker", lvl: "error", msg: "APNs rejected token for device d-{hex}: BadDeviceToken (dropping)" },
      { svc: "driver-locator", lvl: "warn", msg: "stale ping ignored driver=drv_{id} age={k}s" },
    ],
  },
  {
    key: "grocer",
    ns: "grocer-prod",
    trace: "uuid",
    svcs: [
      {
        name: "storefront-nginx",
        rt: "nginx",
        paths: ["/api/cart/items", "/api/checkout", "/api/checkout/summary", "/api/slots", "/api/cart"],
      },
      {
        name: "cart-service",
        rt: "ruby",
        paths: ["/carts/items", "/carts/current", "/carts/current", "/carts/current", "/carts/current"],
      },
      { name: "checkout-api", rt: "java", paths: ["/checkout/submit", "/checkout/submit", "/checkout/summary"] },
      { name: "stock-service", rt: "dotnet", paths: ["/api/stock/reserve", "/api/stock/levels", "/api/stock/levels"] },
      { name: "payments-adapter", rt: "node", paths: ["/charges"] },
      {
        name: "slot-planner",
        rt: "python",
        paths: ["/slots/available"],
        jobs: ["rebuilt slot grid for store {k}: {n} slots"],
      },
      { name: "promo-engine", rt: "python", jobs: ["evaluated {n} promo rules for basket b_{hex}"] },
      { name: "mysql-orders", rt: "mysql" },
      { name: "order-events", rt: "kafka" },
      { name: "ecs-agent", rt: "ecs-agent" },
    ],
    flows: [
      ["storefront-nginx", "cart-service", "stock-service"],
      ["storefront-nginx", "checkout-api", "payments-adapter"],
      ["storefront-nginx", "checkout-api", "stock-service"],
      ["storefront-nginx", "slot-planner"],
      ["storefront-nginx", "cart-service"],
    ],
    noise: [
      { svc: "promo-engine", lvl: "error", msg: "rule PROMO-{k} references retired SKU {id}; skipped" },
      { svc: "cart-service", lvl: "warn", msg: "Rack::Attack throttle near limit for ip {ip} (count={k})" },
    ],
  },
  {
    key: "metrics",
    ns: "obs-saas",
    trace: "short",
    svcs: [
      { name: "ingest-gw", rt: "envoy", paths: ["/v2/auth/check", "/v2/ingest", "/v2/query", "/v2/dashboards"] },
      { name: "collector", rt: "go", paths: ["/write/batch"] },
      { name: "query-api", rt: "python", paths: ["/query/range", "/query/range", "/query/range", "/query/instant"] },
      { name: "dashboard-svc", rt: "node", paths: ["/dashboards/render"] },
      { name: "rollup-worker", rt: "java", jobs: ["rolled up {n} series into 5m buckets in {k}ms"] },
      { name: "tenant-auth", rt: "go", paths: ["/authz/check"] },
      { name: "billing-sync", rt: "ruby", jobs: ["synced usage for {k} tenants (stripe ok)"] },
      { name: "pg-meta", rt: "postgres" },
      { name: "ingest-kafka", rt: "kafka" },
      { name: "kubelet", rt: "kubelet" },
    ],
    flows: [
      ["ingest-gw", "tenant-auth"],
      ["ingest-gw", "collector"],
      ["ingest-gw", "query-api"],
      ["ingest-gw", "dashboard-svc", "query-api"],
    ],
    noise: [
      {
        svc: "collector",
        lvl: "error",
        msg: "dropping sample with out-of-order timestamp series_hash={hex} tenant=t{k}",
      },
      { svc: "billing-sync", lvl: "warn", msg: "tenant t{k} has no billing contact; usage email skipped" },
    ],
  },
  {
    key: "clinic",
    ns: "clinic-prod",
    trace: "uuid",
    svcs: [
      {
        name: "portal-nginx",
        rt: "nginx",
        paths: ["/api/appointments/book", "/api/appointments", "/api/patients/me", "/api/coverage"],
      },
      { name: "appointments-api", rt: "dotnet", paths: ["/api/appointments/book", "/api/appointments"] },
      { name: "patient-records", rt: "java", paths: ["/records/summary", "/records/summary", "/records/allergies"] },
      { name: "coverage-check", rt: "go", paths: ["/eligibility"] },
      { name: "sms-reminders", rt: "python", jobs: ["queued {k} reminder SMS for tomorrow"] },
      { name: "scheduler-cron", rt: "ruby", jobs: ["Job ReleaseExpiredHolds done: released {k} holds"] },
      { name: "audit-log", rt: "go", jobs: ["flushed {n} audit events to archive"] },
      { name: "postgres-main", rt: "postgres" },
      { name: "redis-sessions", rt: "redis" },
      { name: "ecs-agent", rt: "ecs-agent" },
    ],
    flows: [
      ["portal-nginx", "appointments-api", "patient-records"],
      ["portal-nginx", "appointments-api"],
      ["portal-nginx", "patient-records"],
      ["portal-nginx", "coverage-check"],
    ],
    noise: [
      {
        svc: "sms-reminders",
        lvl: "error",
        msg: "Twilio 21211: invalid 'To' phone number for patient p{id}; reminder dropped",
      },
      { svc: "audit-log", lvl: "warn", msg: "audit event missing actor_id from {ip}; stored as anonymous" },
    ],
  },
  {
    key: "stream",
    ns: "media-prod",
    trace: "none",
    svcs: [
      {
        name: "cdn-edge",
        rt: "nginx",
        paths: ["/api/play", "/api/play/heartbeat", "/api/catalog/rows", "/api/profile"],
      },
      { name: "playback-api", rt: "go", paths: ["/play/start", "/play/heartbeat"] },
      { name: "license-server", rt: "java", paths: ["/license/widevine"] },
      { name: "catalog-svc", rt: "node", paths: ["/rows"] },
      { name: "profile-svc", rt: "ruby", paths: ["/profiles/current"] },
      { name: "recs-engine", rt: "python", jobs: ["refreshed candidate pool for cohort {k}: {n} titles"] },
      { name: "transcoder", rt: "go", jobs: ["job tj-{hex} segment {k} encoded 1080p in {n}ms"] },
      { name: "redis-cache", rt: "redis" },
      { name: "events-kafka", rt: "kafka" },
      { name: "kubelet", rt: "kubelet" },
    ],
    flows: [
      ["cdn-edge", "playback-api", "license-server"],
      ["cdn-edge", "playback-api"],
      ["cdn-edge", "catalog-svc"],
      ["cdn-edge", "profile-svc"],
    ],
    noise: [
      { svc: "catalog-svc", lvl: "error", msg: 'artwork missing for title tt{id} locale=pt-BR {"fallback":"en-US"}' },
      { svc: "transcoder", lvl: "warn", msg: "segment tj-{hex}/{k} bitrate drifted 12% over ladder target" },
    ],
  },
  {
    key: "ledger",
    ns: "fin-prod",
    trace: "traceparent",
    svcs: [
      {
        name: "api-gateway",
        rt: "envoy",
        paths: [
          "/v1/transfers/quote",
          "/v1/transfers",
          "/v1/accounts/balance",
          "/v1/cards/authorize",
          "/v1/transfers/status",
        ],
      },
      {
        name: "transfer-svc",
        rt: "java",
        paths: ["/transfers/quote", "/transfers", "/transfers", "/transfers", "/transfers/status"],
      },
      { name: "accounts-api", rt: "dotnet", paths: ["/accounts/balance"] },
      { name: "card-auth", rt: "go", paths: ["/authorize"] },
      { name: "fx-rates", rt: "node", paths: ["/rates/latest"] },
      { name: "kyc-service", rt: "python", paths: ["/kyc/status"] },
      { name: "statement-gen", rt: "ruby", jobs: ["rendered statement for acct {id} ({k} pages)"] },
      { name: "pg-ledger", rt: "postgres" },
      { name: "redis-idem", rt: "redis" },
      { name: "kubelet", rt: "kubelet" },
    ],
    flows: [
      ["api-gateway", "transfer-svc", "fx-rates"],
      ["api-gateway", "transfer-svc", "kyc-service"],
      ["api-gateway", "accounts-api"],
      ["api-gateway", "card-auth"],
      ["api-gateway", "transfer-svc"],
    ],
    noise: [
      {
        svc: "statement-gen",
        lvl: "error",
        msg: "wkhtmltopdf: Warning: Failed to load font Inter-Medium.woff2, using fallback (acct {id})",
      },
      { svc: "kyc-service", lvl: "warn", msg: "sanction list cache is {k} minutes old (refresh scheduled)" },
    ],
  },
];

export function estate(key: string): Estate {
  const e = ESTATES.find((x) => x.key === key);
  if (!e) throw new Error(`no estate ${key}`);
  return e;
}

/** Periodic lines of infrastructure runtimes (servers, brokers, node agents). */
export const INFRA: Partial<Record<Runtime, string[]>> = {
  postgres: [
    "LOG:  checkpoint starting: time",
    "LOG:  checkpoint complete: wrote {n} buffers (1.{k}%); 0 WAL file(s) added, 0 removed, 1 recycled; write={k}.104 s, sync=0.00{k} s, total={k}.210 s",
    'LOG:  automatic vacuum of table "app.public.sessions": index scans: 1, pages: 0 removed, {n} remain',
    "LOG:  duration: {n}.412 ms  statement: SELECT id, state FROM jobs WHERE state = 'queued' ORDER BY id LIMIT 50",
  ],
  mysql: [
    "[Note] [MY-010914] [Server] Aborted connection {id} to db: 'orders' user: 'app' host: '{ip}' (Got timeout reading communication packets)",
    "[Note] [MY-013360] [Server] InnoDB: page_cleaner: 1000ms intended loop took {n}ms",
    "[Note] [MY-010051] [Server] Event Scheduler: scheduler thread started with id {k}",
  ],
  redis: [
    "1:M * {k} changes in 60 seconds. Saving...",
    "1:M * Background saving started by pid {n}",
    "{n}:C * DB saved on disk",
    "1:M * Background saving terminated with success",
  ],
  kafka: [
    "[Consumer clientId=consumer-app-{k}, groupId=app] Committed offsets for {k} partitions",
    "[Producer clientId=producer-{k}] Resetting the last seen epoch of partition events-{k} to 12 since the associated topicId changed",
    "[GroupCoordinator 1]: Member consumer-app-{k} in group app has heartbeat ok",
  ],
  kubelet: [
    'Probe succeeded probeType="Readiness" pod="default/web-{hex}"',
    'SyncLoop (PLEG): event for pod pod="batch/report-{hex}" event={"Type":"ContainerStarted"}',
    "Image garbage collection succeeded bytesFreed={n}000000",
  ],
  "ecs-agent": [
    "Managed task [arn:aws:ecs:eu-west-1:4411:task/prod/{hex}]: task at steady state: RUNNING",
    "TaskHandler: batching container event: {hex} RUNNING",
    "Sending state change to ECS: Task [{hex}] -> RUNNING",
  ],
};
