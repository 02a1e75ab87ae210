// Five made-up companies for holdout28, each 10-11 services with its runtimes, everyday traffic, health checks,
// periodic jobs, a harmless recurring complaint and a deprecation warning per service.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export type Msg = (r: Rng) => string;
export interface SvcSpec {
  name: string;
  runtime: string;
  /** everyday lines this service prints while serving a request */
  msgs: Msg[];
  health?: string;
  job?: { everySec: number; msg: Msg };
  /** a constant harmless complaint; one such service is the noisy one in each file */
  noise?: { level: Level; msg: Msg };
  deprecation?: string;
  /** a transient failure that is retried and then succeeds */
  retry?: [Msg, Msg];
}
export interface Estate {
  company: string;
  namespace: string;
  traces: boolean;
  /** role -> service name, for the incident templates */
  s: Record<string, string>;
  svcs: SvcSpec[];
  /** request paths through the estate (service names, first is the edge) */
  flows: string[][];
}

const ms = (r: Rng, lo: number, hi: number) => r.int(lo, hi);
const ip = (r: Rng) => `10.${r.int(0, 3)}.${r.int(0, 15)}.${r.int(2, 250)}`;
const pick = <T>(r: Rng, xs: T[]) => r.pick(xs);

const envoyAccess = (paths: string[], up: string) => (r: Rng) =>
  `"${pick(r, ["GET", "GET", "POST"])} ${pick(r, paths)} HTTP/1.1" 200 - 0 ${r.int(80, 9000)} ${ms(r, 4, 180)} ${ms(r, 3, 170)} "${ip(r)}" "${pick(r, ["okhttp/4.12.0", "Mozilla/5.0", "Go-http-client/2.0"])}" "${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}" "${up}"`;
const nginxAccess = (paths: string[]) => (r: Rng) =>
  `${ip(r)} - - "${pick(r, ["GET", "GET", "POST", "PUT"])} ${pick(r, paths)} HTTP/1.1" 200 ${r.int(120, 14000)} "-" "${pick(r, ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)", "okhttp/4.12.0", "Mozilla/5.0 (Windows NT 10.0; Win64; x64)"])}" rt=${(r.int(3, 240) / 1000).toFixed(3)} uct="0.000" urt="${(r.int(2, 230) / 1000).toFixed(3)}"`;
const haproxyAccess = (paths: string[], be: string) => (r: Rng) =>
  `${ip(r)}:${r.int(30000, 65000)} fe_https~ ${be}/${be.replace("be_", "")}-${r.int(1, 3)} 0/0/${r.int(0, 2)}/${r.int(4, 190)}/${r.int(5, 200)} 200 ${r.int(300, 30000)} - - ---- ${r.int(80, 400)}/${r.int(80, 400)}/${r.int(1, 20)}/${r.int(0, 6)}/0 0/0 "${pick(r, ["GET", "GET", "POST"])} ${pick(r, paths)} HTTP/1.1"`;

export const ESTATES: Estate[] = [
  {
    company: "Larkspur Freight",
    namespace: "larkspur-prod",
    traces: true,
    s: {
      edge: "edge-envoy",
      api: "shipment-api",
      svc: "rate-quoter",
      worker: "tracking-consumer",
      db: "postgres-main",
      cache: "redis-cache",
      broker: "kafka",
      auth: "identity-svc",
      job: "label-batch",
      extra: "carrier-sync",
    },
    flows: [
      ["edge-envoy", "shipment-api", "rate-quoter"],
      ["edge-envoy", "shipment-api", "postgres-main"],
      ["edge-envoy", "identity-svc"],
      ["kafka", "tracking-consumer"],
      ["carrier-sync", "tracking-consumer"],
      ["edge-envoy", "shipment-api", "redis-cache"],
    ],
    svcs: [
      {
        name: "edge-envoy",
        runtime: "envoy",
        msgs: [envoyAccess(["/v1/shipments", "/v1/rates", "/v1/labels", "/v1/track"], "shipment-api")],
        deprecation:
          "Deprecated field: type envoy.config.route.v3.RouteAction Using deprecated option 'envoy.config.route.v3.RouteAction.hash_policy' from file route.proto. This configuration will be removed from Envoy soon.",
      },
      {
        name: "shipment-api",
        runtime: "java",
        msgs: [
          (r) =>
            `Created shipment LKS${r.int(1000000, 9999999)} for account ${r.int(1000, 9999)} (${r.int(1, 6)} parcels)`,
          (r) => `Completed 200 OK GET /v1/shipments/LKS${r.int(1000000, 9999999)} in ${r.int(8, 120)}ms`,
        ],
        health: "GET /actuator/health -> 200 {status:UP}",
        deprecation:
          "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
        retry: [
          () =>
            'I/O error on POST request for "http://rate-quoter:8080/quote": Connection reset; retrying (attempt 2/3)',
          () => "POST http://rate-quoter:8080/quote succeeded on attempt 2",
        ],
      },
      {
        name: "rate-quoter",
        runtime: "go",
        msgs: [
          (r) =>
            `quote computed lane=${pick(r, ["ORD-ATL", "LAX-SEA", "DFW-DEN", "JFK-BOS"])} carriers=${r.int(2, 5)} best=${r.int(40, 900)}.${r.int(10, 99)} took=${r.int(3, 90)}ms`,
        ],
        health: "http: GET /healthz 200 0.2ms",
        noise: {
          level: "error",
          msg: (r) => `fuel surcharge table for carrier=xpo missing week ${r.int(1, 52)}, using previous week`,
        },
      },
      {
        name: "tracking-consumer",
        runtime: "java",
        msgs: [
          (r) => `Processed ${r.int(20, 400)} scan events from partition ${r.int(0, 11)} (lag=${r.int(0, 40)})`,
          (r) =>
            `Shipment LKS${r.int(1000000, 9999999)} status -> ${pick(r, ["IN_TRANSIT", "OUT_FOR_DELIVERY", "DELIVERED"])}`,
        ],
        deprecation: "The configuration 'sasl.jaas.config' was supplied but isn't a known config.",
      },
      {
        name: "postgres-main",
        runtime: "postgres",
        msgs: [
          (r) =>
            `LOG:  duration: ${r.int(200, 900)}.${r.int(100, 999)} ms  statement: SELECT s.* FROM shipments s WHERE s.account_id = ${r.int(1000, 9999)} ORDER BY created_at DESC LIMIT 50`,
        ],
        job: {
          everySec: 300,
          msg: (r) =>
            `LOG:  checkpoint complete: wrote ${r.int(800, 6000)} buffers (${r.int(1, 9)}.${r.int(0, 9)}%); 0 WAL file(s) added, 0 removed, ${r.int(1, 4)} recycled; write=${r.int(20, 270)}.${r.int(100, 999)} s, sync=0.0${r.int(10, 99)} s, total=${r.int(20, 270)}.${r.int(100, 999)} s`,
        },
      },
      {
        name: "redis-cache",
        runtime: "redis",
        msgs: [() => "1:M * 100 changes in 300 seconds. Saving..."],
        job: { everySec: 300, msg: (r) => `1:M * Background saving started by pid ${r.int(1000, 9000)}` },
      },
      {
        name: "kafka",
        runtime: "kafka",
        msgs: [
          (r) =>
            `[LocalLog partition=scan-events-${r.int(0, 11)}, dir=/var/lib/kafka/data] Rolled new log segment at offset ${r.int(10000000, 99999999)} in ${r.int(1, 9)} ms. (kafka.log.LocalLog)`,
        ],
      },
      {
        name: "identity-svc",
        runtime: "go",
        msgs: [
          (r) =>
            `issued access token client_id=${pick(r, ["web-portal", "mobile-app", "partner-edi"])} scope="shipments:read shipments:write" ttl=3600s`,
        ],
        health: "GET /healthz 200",
      },
      {
        name: "label-batch",
        runtime: "python",
        msgs: [(r) => `label rendered for LKS${r.int(1000000, 9999999)} (ZPL, ${r.int(2, 9)} KB)`],
        job: { everySec: 120, msg: (r) => `batch run finished: ${r.int(40, 400)} labels rendered, 0 failed` },
        deprecation:
          "/usr/local/lib/python3.12/site-packages/botocore/auth.py:425: DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version.",
      },
      {
        name: "carrier-sync",
        runtime: "node",
        msgs: [
          (r) =>
            `synced ${r.int(5, 80)} tracking updates from ${pick(r, ["ups", "fedex", "dhl"])} in ${r.int(100, 900)}ms`,
        ],
        noise: {
          level: "warn",
          msg: (r) =>
            `dhl webhook signature header missing on delivery ${r.int(100000, 999999)}, accepted via allowlist`,
        },
        deprecation:
          "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
        retry: [
          () => "request to https://api.ups.com/track/v1/details failed, reason: socket hang up; retry 1/3 in 500ms",
          () => "ups tracking fetch recovered after 1 retry",
        ],
      },
    ],
  },
  {
    company: "Brightwell Clinics",
    namespace: "brightwell",
    traces: false,
    s: {
      edge: "nginx-ingress",
      api: "appointments-api",
      svc: "patient-portal",
      worker: "reminder-worker",
      db: "mysql-primary",
      cache: "redis",
      broker: "rabbitmq",
      auth: "sso-gateway",
      job: "billing-sync",
      extra: "fax-relay",
    },
    flows: [
      ["nginx-ingress", "patient-portal", "appointments-api"],
      ["nginx-ingress", "appointments-api", "mysql-primary"],
      ["nginx-ingress", "sso-gateway"],
      ["rabbitmq", "reminder-worker"],
      ["fax-relay", "appointments-api"],
      ["patient-portal", "redis"],
    ],
    svcs: [
      {
        name: "nginx-ingress",
        runtime: "nginx",
        msgs: [nginxAccess(["/api/appointments", "/api/slots?clinic=4", "/portal/login", "/api/patients/me"])],
      },
      {
        name: "appointments-api",
        runtime: "dotnet",
        msgs: [
          (r) =>
            `Request finished HTTP/1.1 GET http://appointments-api/api/slots?clinic=${r.int(1, 40)} - 200 - application/json ${r.int(4, 140)}.${r.int(1000, 9999)}ms`,
          (r) =>
            `Booked appointment A-${r.int(100000, 999999)} for clinic ${r.int(1, 40)} at ${r.int(8, 17)}:${pick(r, ["00", "15", "30", "45"])}`,
        ],
        health: "Health check 'mysql' completed after 3.1ms with status Healthy",
        deprecation: "warning ASPDEPR002: 'WithOpenApi' is deprecated and will be removed in a future release.",
      },
      {
        name: "patient-portal",
        runtime: "node",
        msgs: [(r) => `GET /portal/${pick(r, ["dashboard", "appointments", "messages"])} 200 ${r.int(20, 300)}ms`],
        health: "GET /healthz 200 1ms",
        deprecation:
          "(node:17) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
      },
      {
        name: "reminder-worker",
        runtime: "python",
        msgs: [
          (r) =>
            `Task reminders.send_sms[${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}] succeeded in ${r.int(1, 9)}.${r.int(10, 99)}s: None`,
        ],
        deprecation:
          "/usr/local/lib/python3.11/site-packages/celery/app/utils.py:206: CDeprecationWarning: The 'CELERY_TIMEZONE' setting is deprecated and scheduled for removal in version 6.0.0. Use the timezone instead",
      },
      {
        name: "mysql-primary",
        runtime: "mysql",
        msgs: [
          (r) =>
            `[Note] [MY-010914] [Server] Aborted connection ${r.int(10000, 99999)} to db: 'clinic' user: 'reporting' host: '${ip(r)}' (Got timeout reading communication packets).`,
        ],
        noise: {
          level: "warn",
          msg: (r) =>
            `[Warning] [MY-010055] [Server] IP address '${ip(r)}' could not be resolved: Name or service not known`,
        },
      },
      {
        name: "redis",
        runtime: "redis",
        msgs: [() => "1:M * 10 changes in 60 seconds. Saving..."],
        job: { everySec: 60, msg: (r) => `1:M * Background saving started by pid ${r.int(1000, 9000)}` },
      },
      {
        name: "rabbitmq",
        runtime: "rabbitmq",
        msgs: [
          (r) =>
            `accepting AMQP connection <0.${r.int(1000, 9999)}.0> (${ip(r)}:${r.int(30000, 60000)} -> 10.1.2.9:5672)`,
        ],
      },
      {
        name: "sso-gateway",
        runtime: "java",
        msgs: [
          (r) =>
            `type=LOGIN, realmId=brightwell, clientId=patient-portal, userId=${r.hex(8)}-${r.hex(4)}, ipAddress=${ip(r)}`,
        ],
        health: "GET /health/ready 200",
      },
      {
        name: "billing-sync",
        runtime: "ruby",
        msgs: [
          (r) =>
            `Performed BillingSyncJob (Job ID: ${r.hex(8)}) from Sidekiq(default) in ${r.int(40, 900)}.${r.int(1, 99)}ms`,
        ],
        job: { everySec: 180, msg: (r) => `claims export: ${r.int(10, 120)} claims pushed to clearing, 0 rejected` },
        deprecation:
          "DEPRECATION WARNING: `ActiveRecord::Base.legacy_connection_handling=` is deprecated and will be removed in Rails 7.1.",
      },
      {
        name: "fax-relay",
        runtime: "python",
        msgs: [
          (r) =>
            `fax job ${r.int(10000, 99999)} delivered to +1 555 ${r.int(100, 999)} ${r.int(1000, 9999)} (${r.int(1, 6)} pages)`,
        ],
        noise: {
          level: "error",
          msg: (r) => `fax job ${r.int(10000, 99999)} failed: remote fax machine busy (T.30 DCN), will not retry`,
        },
      },
    ],
  },
  {
    company: "Quillmark Media",
    namespace: "quillmark",
    traces: true,
    s: {
      edge: "haproxy",
      api: "article-api",
      svc: "paywall",
      worker: "search-indexer",
      db: "pg-articles",
      cache: "redis-sessions",
      broker: "kafka-0",
      auth: "auth-svc",
      job: "sitemap-cron",
      extra: "image-resizer",
      es: "es-data",
    },
    flows: [
      ["haproxy", "article-api", "pg-articles"],
      ["haproxy", "paywall", "auth-svc"],
      ["haproxy", "image-resizer"],
      ["kafka-0", "search-indexer", "es-data"],
      ["haproxy", "article-api", "redis-sessions"],
    ],
    svcs: [
      {
        name: "haproxy",
        runtime: "haproxy",
        msgs: [
          haproxyAccess(["/articles/2026/05/", "/api/v2/articles?section=politics", "/img/w_800/"], "be_articles"),
        ],
      },
      {
        name: "article-api",
        runtime: "python",
        msgs: [
          (r) =>
            `"GET /api/v2/articles/${r.int(100000, 999999)} HTTP/1.1" 200 ${r.int(2000, 40000)} ${r.int(10, 200)}ms`,
        ],
        health: '"GET /healthz HTTP/1.1" 200 2',
        deprecation:
          "RemovedInDjango51Warning: The django.utils.timezone.utc alias is deprecated. Please update your code to use datetime.timezone.utc instead.",
      },
      {
        name: "paywall",
        runtime: "node",
        msgs: [
          (r) =>
            `entitlement check user=${r.int(100000, 999999)} plan=${pick(r, ["digital", "print+digital", "free"])} granted=${r.chance(0.8)}`,
        ],
        deprecation: "(node:1) [DEP0106] DeprecationWarning: crypto.createCipher is deprecated.",
      },
      {
        name: "search-indexer",
        runtime: "java",
        msgs: [(r) => `Indexed ${r.int(5, 120)} documents into articles_v7 in ${r.int(20, 400)}ms`],
      },
      {
        name: "pg-articles",
        runtime: "postgres",
        msgs: [
          (r) =>
            `LOG:  automatic vacuum of table "articles.public.comments": index scans: 1, pages: 0 removed, ${r.int(1000, 9000)} remain, tuples: ${r.int(10, 900)} removed`,
        ],
      },
      {
        name: "redis-sessions",
        runtime: "redis",
        msgs: [() => "1:M * 100 changes in 300 seconds. Saving..."],
      },
      {
        name: "kafka-0",
        runtime: "kafka",
        msgs: [
          (r) =>
            `[GroupCoordinator 0]: Member consumer-indexer-1-${r.hex(8)} in group search-indexer has left, removing it from the group (kafka.coordinator.group.GroupCoordinator)`,
          (r) =>
            `[ProducerStateManager partition=article-events-${r.int(0, 5)}] Wrote producer snapshot at offset ${r.int(100000, 999999)} with 0 producer ids in 1 ms. (kafka.log.ProducerStateManager)`,
        ],
      },
      {
        name: "auth-svc",
        runtime: "node",
        msgs: [(r) => `session refreshed for user ${r.int(100000, 999999)} (expires in 1800s)`],
        health: "GET /health 200",
      },
      {
        name: "sitemap-cron",
        runtime: "go",
        msgs: [(r) => `sitemap shard ${r.int(0, 40)} written (${r.int(1000, 50000)} urls)`],
        job: {
          everySec: 240,
          msg: (r) => `sitemap regeneration done shards=41 urls=${r.int(800000, 900000)} took=${r.int(8, 40)}s`,
        },
        noise: {
          level: "warn",
          msg: (r) => `sitemap shard ${r.int(0, 40)} has ${r.int(50001, 52000)} urls (limit 50000), splitting`,
        },
      },
      {
        name: "image-resizer",
        runtime: "go",
        msgs: [(r) => `resized ${r.hex(10)}.jpg w=${pick(r, [400, 800, 1600])} q=82 took=${r.int(8, 120)}ms`],
        noise: {
          level: "warn",
          msg: (r) => `exif: unknown tag 0x${r.hex(4)} in ${r.hex(10)}.jpg, ignoring`,
        },
      },
      {
        name: "es-data",
        runtime: "elasticsearch",
        msgs: [
          (r) => `[INFO ][o.e.c.m.MetadataMappingService] [es-data-0] [articles_v7/${r.hex(6)}] update_mapping [_doc]`,
        ],
        job: {
          everySec: 300,
          msg: () =>
            "[INFO ][o.e.m.j.JvmGcMonitorService] [es-data-0] [gc][young] duration [112ms], collections [1]/[1s]",
        },
      },
    ],
  },
  {
    company: "Ferncastle Energy",
    namespace: "ferncastle",
    traces: false,
    s: {
      edge: "ingest-gw",
      api: "meter-ingest",
      svc: "tariff-api",
      worker: "readings-writer",
      db: "timescale",
      cache: "redis",
      broker: "kafka",
      auth: "token-service",
      job: "invoice-run",
      extra: "weather-feed",
    },
    flows: [
      ["ingest-gw", "meter-ingest", "kafka"],
      ["kafka", "readings-writer", "timescale"],
      ["ingest-gw", "tariff-api", "redis"],
      ["ingest-gw", "token-service"],
      ["weather-feed", "tariff-api"],
    ],
    svcs: [
      {
        name: "ingest-gw",
        runtime: "envoy",
        msgs: [envoyAccess(["/v1/readings", "/v1/tariffs/current", "/v1/meters/register"], "meter-ingest")],
      },
      {
        name: "meter-ingest",
        runtime: "go",
        msgs: [
          (r) => `accepted batch meter=MTR-${r.int(100000, 999999)} readings=${r.int(48, 96)} produced to readings-raw`,
        ],
        health: "GET /healthz 200 0.1ms",
      },
      {
        name: "tariff-api",
        runtime: "node",
        msgs: [
          (r) =>
            `tariff lookup region=${pick(r, ["N", "S", "E", "W"])} band=${pick(r, ["peak", "offpeak", "shoulder"])} cache=${pick(r, ["hit", "hit", "miss"])} ${r.int(2, 60)}ms`,
        ],
        health: "GET /healthz 200",
        deprecation:
          "(node:1) [DEP0170] DeprecationWarning: The URL redis://redis:6379 is invalid. Future versions of Node.js will throw an error.",
      },
      {
        name: "readings-writer",
        runtime: "java",
        msgs: [(r) => `Wrote ${r.int(500, 5000)} readings to hypertable readings in ${r.int(20, 300)}ms`],
      },
      {
        name: "timescale",
        runtime: "postgres",
        msgs: [
          (r) =>
            `LOG:  job ${r.int(1000, 1020)} (compression policy) completed in ${r.int(1, 30)}.${r.int(100, 999)} s`,
        ],
      },
      { name: "redis", runtime: "redis", msgs: [() => "1:M * 100 changes in 300 seconds. Saving..."] },
      {
        name: "kafka",
        runtime: "kafka",
        msgs: [
          (r) =>
            `[LocalLog partition=readings-raw-${r.int(0, 23)}, dir=/var/lib/kafka/data] Rolled new log segment at offset ${r.int(10000000, 99999999)} in ${r.int(1, 9)} ms. (kafka.log.LocalLog)`,
        ],
      },
      {
        name: "token-service",
        runtime: "dotnet",
        msgs: [
          (r) => `Token issued for client meter-fleet-${r.int(1, 40)} (grant_type=client_credentials, lifetime 3600s)`,
        ],
        deprecation:
          "warning SYSLIB0014: 'WebRequest.Create(string)' is obsolete: 'WebRequest, HttpWebRequest, ServicePoint, and WebClient are obsolete. Use HttpClient instead.'",
      },
      {
        name: "invoice-run",
        runtime: "dotnet",
        msgs: [
          (r) =>
            `Invoice INV-${r.int(1000000, 9999999)} generated for account ${r.int(10000, 99999)} (${r.int(28, 31)} days)`,
        ],
        job: {
          everySec: 150,
          msg: (r) => `Invoice batch ${r.int(100, 999)} completed: ${r.int(200, 900)} invoices, 0 errors`,
        },
      },
      {
        name: "weather-feed",
        runtime: "python",
        msgs: [
          (r) => `fetched forecast for grid cell ${r.int(100, 999)}: temp=${r.int(-5, 30)}C wind=${r.int(0, 60)}km/h`,
        ],
        noise: {
          level: "error",
          msg: (r) =>
            `station ${pick(r, ["EGLL", "EGCC", "EGPH", "EGBB"])} reported no observation for last hour, using interpolation`,
        },
        deprecation:
          "/app/feed/parse.py:88: FutureWarning: The behavior of DataFrame concatenation with empty or all-NA entries is deprecated.",
        retry: [
          () =>
            "requests.exceptions.ConnectionError: ('Connection aborted.', RemoteDisconnected('Remote end closed connection without response')) - retrying (1/3)",
          () => "forecast fetch succeeded after retry",
        ],
      },
    ],
  },
  {
    company: "Tidewater Games",
    namespace: "tidewater",
    traces: true,
    s: {
      edge: "edge-nginx",
      api: "store-api",
      svc: "matchmaker",
      worker: "events-consumer",
      db: "mysql-store",
      cache: "redis-lb",
      broker: "kafka",
      auth: "account-auth",
      job: "leaderboard-rollup",
      extra: "telemetry-relay",
    },
    flows: [
      ["edge-nginx", "store-api", "mysql-store"],
      ["edge-nginx", "matchmaker", "redis-lb"],
      ["edge-nginx", "account-auth"],
      ["kafka", "events-consumer"],
      ["telemetry-relay", "kafka"],
      ["leaderboard-rollup", "redis-lb"],
    ],
    svcs: [
      {
        name: "edge-nginx",
        runtime: "nginx",
        msgs: [nginxAccess(["/store/v3/catalog", "/match/v2/queue", "/auth/session", "/store/v3/purchase"])],
      },
      {
        name: "store-api",
        runtime: "java",
        msgs: [
          (r) => `Completed 200 OK GET /store/v3/catalog?region=${pick(r, ["eu", "na", "apac"])} in ${r.int(6, 90)}ms`,
          (r) =>
            `Purchase P-${r.int(10000000, 99999999)} settled: sku=${pick(r, ["gems_500", "season_pass", "skin_pack_12"])}`,
        ],
        health: "GET /actuator/health/liveness -> 200",
        deprecation:
          "spring.jpa.open-in-view is enabled by default. Therefore, database queries may be performed during view rendering. Explicitly configure spring.jpa.open-in-view to disable this warning",
      },
      {
        name: "matchmaker",
        runtime: "go",
        msgs: [
          (r) =>
            `match formed mode=${pick(r, ["ranked", "casual", "duo"])} players=${pick(r, [2, 4, 8])} wait=${r.int(2, 40)}s mmr_spread=${r.int(10, 200)}`,
        ],
        health: "GET /healthz 200",
        retry: [
          () => "redis: dial tcp 10.3.1.14:6379: i/o timeout, retrying (attempt 1)",
          () => "redis: reconnected to redis-lb:6379",
        ],
      },
      {
        name: "events-consumer",
        runtime: "python",
        msgs: [
          (r) =>
            `consumed ${r.int(50, 500)} events from game-events[${r.int(0, 15)}] offset=${r.int(1000000, 9999999)}`,
        ],
        deprecation:
          "/usr/local/lib/python3.12/site-packages/kafka/vendor/six.py:96: DeprecationWarning: pkg_resources is deprecated as an API.",
      },
      {
        name: "mysql-store",
        runtime: "mysql",
        msgs: [
          (r) =>
            `[Note] [MY-010914] [Server] Aborted connection ${r.int(10000, 99999)} to db: 'store' user: 'analytics' host: '${ip(r)}' (Got an error reading communication packets).`,
        ],
      },
      { name: "redis-lb", runtime: "redis", msgs: [() => "1:M * 10000 changes in 60 seconds. Saving..."] },
      {
        name: "kafka",
        runtime: "kafka",
        msgs: [
          (r) =>
            `[LocalLog partition=game-events-${r.int(0, 15)}, dir=/var/lib/kafka/data] Rolled new log segment at offset ${r.int(10000000, 99999999)} in ${r.int(1, 9)} ms. (kafka.log.LocalLog)`,
        ],
        job: {
          everySec: 300,
          msg: () =>
            "[UnifiedLog partition=game-events-3, dir=/var/lib/kafka/data] Deleting segments due to log retention time 168h breach (kafka.log.UnifiedLog)",
        },
      },
      {
        name: "account-auth",
        runtime: "ruby",
        msgs: [
          (r) =>
            `Completed 200 OK in ${r.int(5, 80)}ms (Views: 0.4ms | ActiveRecord: ${r.int(1, 20)}.${r.int(0, 9)}ms | Allocations: ${r.int(800, 4000)})`,
        ],
        health: 'Started GET "/up" for 10.3.0.1',
        deprecation:
          "DEPRECATION WARNING: Using `return`, `break` or `throw` to exit a transaction block is deprecated without replacement.",
      },
      {
        name: "leaderboard-rollup",
        runtime: "node",
        msgs: [(r) => `rolled up ${r.int(1000, 20000)} scores into season:${r.int(10, 14)}:global`],
        job: { everySec: 60, msg: (r) => `rollup tick done in ${r.int(200, 2000)}ms` },
      },
      {
        name: "telemetry-relay",
        runtime: "go",
        msgs: [(r) => `flushed ${r.int(1000, 20000)} client telemetry points to game-telemetry`],
        noise: {
          level: "error",
          msg: (r) =>
            `dropped ${r.int(1, 30)} telemetry points from client build 1.${r.int(40, 44)}.${r.int(0, 9)}: unknown schema version`,
        },
      },
    ],
  },
];

export const DDSOURCE: Record<string, string> = {
  java: "java",
  go: "go",
  node: "nodejs",
  python: "python",
  dotnet: "csharp",
  ruby: "ruby",
  postgres: "postgresql",
  mysql: "mysql",
  redis: "redis",
  kafka: "kafka",
  envoy: "envoy",
  nginx: "nginx",
  haproxy: "haproxy",
  rabbitmq: "rabbitmq",
  elasticsearch: "elasticsearch",
};
