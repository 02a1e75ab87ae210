// The five made-up companies of holdout31: their services (each on one stack), request paths through them, and
// the harmless chatter every window carries (a noisy service, deprecation warnings, a retry that succeeds).
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";
import { glog, type Stack } from "./voices.js";

export interface Service {
  name: string;
  stack: Stack;
}

export interface Flow {
  chain: string[];
  routes: Array<[string, string]>;
  /** Paths the third and later hops serve (internal calls), when they differ from the edge route. */
  inner?: string[];
  weight: number;
}

export interface Chatter {
  svc: string;
  level: Level;
  everyMs: number;
  msg: (r: Rng, t: number) => string;
}

export interface Estate {
  id: string;
  company: string;
  ns: string;
  day: string;
  services: Service[];
  flows: Flow[];
  noisy: Chatter;
  deprecation: Chatter;
  /** A caller whose first attempt fails and the retry succeeds, in its own words. */
  retry: { svc: string; first: (r: Rng) => string; ok: (r: Rng) => string };
}

const id = (r: Rng, p: string, lo = 10000, hi = 99999) => `${p}${r.int(lo, hi)}`;

export const ESTATES: Record<string, Estate> = {
  kelpie: {
    id: "kelpie",
    company: "Kelpie Freight",
    ns: "kelpie-prod",
    day: "2026-11-03",
    services: [
      { name: "edge-traefik", stack: "traefik" },
      { name: "dispatch-api", stack: "rust" },
      { name: "route-optimizer", stack: "cpp" },
      { name: "tracking-ws", stack: "elixir" },
      { name: "invoice-portal", stack: "laravel" },
      { name: "carrier-sync", stack: "akka" },
      { name: "label-printer", stack: "ktor" },
      { name: "shipments-mongo", stack: "mongodb" },
      { name: "events-rabbit", stack: "rabbitmq" },
      { name: "depot-memcached", stack: "memcached" },
      { name: "pod-store", stack: "minio" },
      { name: "vault", stack: "vault" },
    ],
    flows: [
      {
        chain: ["edge-traefik", "dispatch-api", "route-optimizer", "shipments-mongo"],
        inner: ["/solve"],
        routes: [
          ["POST", "/v1/dispatch/plan"],
          ["GET", "/v1/dispatch/jobs"],
        ],
        weight: 4,
      },
      { chain: ["edge-traefik", "tracking-ws"], routes: [["GET", "/api/track/KF-{n}"]], weight: 3 },
      {
        chain: ["edge-traefik", "invoice-portal"],
        routes: [
          ["GET", "/invoices/{n}"],
          ["POST", "/invoices/{n}/pay"],
        ],
        weight: 2,
      },
      { chain: ["dispatch-api", "carrier-sync"], routes: [["POST", "/rates/quote"]], weight: 2 },
      { chain: ["edge-traefik", "label-printer", "pod-store"], routes: [["POST", "/api/v1/labels"]], weight: 2 },
    ],
    noisy: {
      svc: "tracking-ws",
      level: "error",
      everyMs: 9000,
      msg: (r) =>
        `Ranch listener TrackingWeb.Endpoint.HTTP had connection process started with :cowboy_clear:start_link/4 at #PID<0.${r.int(3000, 90000)}.0> exit with reason: {:shutdown, :closed}`,
    },
    deprecation: {
      svc: "invoice-portal",
      level: "warn",
      everyMs: 40000,
      msg: () =>
        "PHP Deprecated:  Creation of dynamic property App\\Models\\Invoice::$legacy_ref is deprecated in /var/www/app/Models/Invoice.php on line 41",
    },
    retry: {
      svc: "dispatch-api",
      first: () =>
        "dispatch_api::clients::carrier: request to carrier-sync failed, retrying attempt=1 error=hyper::Error(IncompleteMessage): connection closed before message completed",
      ok: () => "dispatch_api::clients::carrier: request to carrier-sync succeeded attempt=2",
    },
  },
  bramble: {
    id: "bramble",
    company: "Bramble Health clinics",
    ns: "bramble-prod",
    day: "2026-11-10",
    services: [
      { name: "lb-haproxy", stack: "haproxy" },
      { name: "portal-web", stack: "symfony" },
      { name: "appointments", stack: "elixir" },
      { name: "records-api", stack: "ktor" },
      { name: "notify", stack: "node" },
      { name: "rx-engine", stack: "haskell" },
      { name: "records-es", stack: "elasticsearch" },
      { name: "consul", stack: "consul" },
      { name: "vault", stack: "vault" },
      { name: "session-memcached", stack: "memcached" },
    ],
    flows: [
      {
        chain: ["lb-haproxy", "portal-web", "appointments"],
        inner: ["/api/v1/patients/{n}/appointments"],
        routes: [
          ["GET", "/patient/appointments"],
          ["POST", "/patient/appointments/book"],
        ],
        weight: 4,
      },
      {
        chain: ["lb-haproxy", "records-api", "records-es"],
        routes: [
          ["GET", "/api/v1/records/{n}"],
          ["GET", "/api/v1/records/search"],
        ],
        weight: 3,
      },
      { chain: ["appointments", "notify"], routes: [["POST", "/v1/messages"]], weight: 2 },
      { chain: ["records-api", "rx-engine"], routes: [["POST", "/interactions/check"]], weight: 2 },
      { chain: ["lb-haproxy", "appointments"], routes: [["GET", "/api/slots"]], weight: 2 },
    ],
    noisy: {
      svc: "notify",
      level: "error",
      everyMs: 7000,
      msg: (r) =>
        `[webpush] subscription expired (410 Gone) for endpoint https://fcm.googleapis.com/fcm/send/${r.hex(11)}:APA91b${r.hex(14)}; removing`,
    },
    deprecation: {
      svc: "portal-web",
      level: "warn",
      everyMs: 35000,
      msg: () =>
        'php.INFO: User Deprecated: Since symfony/security-bundle 6.2: The "form_login.csrf_token_generator" option is deprecated, use "enable_csrf" instead. {"exception":"[object] (ErrorException(code: 0): User Deprecated..."} []',
    },
    retry: {
      svc: "appointments",
      first: (r) =>
        `Notify.Client POST /v1/messages failed (attempt 1/3): %Mint.TransportError{reason: :closed}; retrying in ${r.int(100, 400)}ms`,
      ok: () => "Notify.Client POST /v1/messages -> 202 (attempt 2/3)",
    },
  },
  quillmark: {
    id: "quillmark",
    company: "Quillmark Publishing",
    ns: "quill-prod",
    day: "2026-11-14",
    services: [
      { name: "cdn-caddy", stack: "caddy" },
      { name: "reader-api", stack: "node" },
      { name: "paywall", stack: "rust" },
      { name: "recommender", stack: "cpp" },
      { name: "comments", stack: "elixir" },
      { name: "typeset", stack: "ocaml" },
      { name: "analytics-ch", stack: "clickhouse" },
      { name: "comments-cass", stack: "cassandra" },
      { name: "ingest-nats", stack: "nats" },
      { name: "assets-minio", stack: "minio" },
    ],
    flows: [
      {
        chain: ["cdn-caddy", "reader-api", "paywall"],
        inner: ["/v1/entitlements"],
        routes: [
          ["GET", "/api/articles/{n}"],
          ["GET", "/api/articles/{n}/body"],
        ],
        weight: 5,
      },
      {
        chain: ["cdn-caddy", "reader-api", "recommender"],
        inner: ["/rank"],
        routes: [["GET", "/api/recommendations"]],
        weight: 3,
      },
      {
        chain: ["cdn-caddy", "comments", "comments-cass"],
        routes: [
          ["GET", "/api/comments/{n}"],
          ["POST", "/api/comments"],
        ],
        weight: 2,
      },
      { chain: ["reader-api", "typeset", "assets-minio"], routes: [["POST", "/render"]], weight: 1 },
      { chain: ["reader-api", "analytics-ch"], routes: [["POST", "/internal/pageview"]], weight: 2 },
    ],
    noisy: {
      svc: "recommender",
      level: "warn",
      everyMs: 6000,
      msg: (r, t) =>
        glog(
          "W",
          t,
          "feature_store.cc:77",
          `feature 'author_affinity' missing for user u${r.int(100000, 999999)}; using default`,
          r.int(20, 60),
        ),
    },
    deprecation: {
      svc: "reader-api",
      level: "warn",
      everyMs: 45000,
      msg: () =>
        "(node:23) [DEP0170] DeprecationWarning: The URL redis://cache:6379,cache-2:6379 is invalid. Future versions of Node.js will throw an error.",
    },
    retry: {
      svc: "reader-api",
      first: () => "paywall request failed (attempt 1), retrying: SocketError: other side closed (UND_ERR_SOCKET)",
      ok: () => "paywall request succeeded on attempt 2",
    },
  },
  fernway: {
    id: "fernway",
    company: "Fernway Energy",
    ns: "fernway-prod",
    day: "2026-11-18",
    services: [
      { name: "gateway", stack: "traefik" },
      { name: "meter-ingest", stack: "rust" },
      { name: "grid-balancer", stack: "akka" },
      { name: "tariff-api", stack: "ktor" },
      { name: "customer-portal", stack: "laravel" },
      { name: "forecaster", stack: "haskell" },
      { name: "billing-jobs", stack: "elixir" },
      { name: "etcd", stack: "etcd" },
      { name: "usage-ch", stack: "clickhouse" },
      { name: "telemetry-nats", stack: "nats" },
    ],
    flows: [
      {
        chain: ["gateway", "customer-portal", "tariff-api"],
        inner: ["/api/v2/tariffs/{n}/bill"],
        routes: [
          ["GET", "/account/usage"],
          ["GET", "/account/bill/{n}"],
        ],
        weight: 3,
      },
      { chain: ["gateway", "meter-ingest", "telemetry-nats"], routes: [["POST", "/v1/readings"]], weight: 5 },
      { chain: ["grid-balancer", "forecaster"], routes: [["POST", "/forecast/load"]], weight: 1 },
      { chain: ["gateway", "tariff-api"], routes: [["GET", "/api/v2/tariffs/{n}"]], weight: 2 },
      { chain: ["meter-ingest", "usage-ch"], routes: [["POST", "/internal/flush"]], weight: 1 },
    ],
    noisy: {
      svc: "grid-balancer",
      level: "warn",
      everyMs: 8000,
      msg: (r) =>
        `Message [com.fernway.grid.Protocol$Tick] to Actor[akka://grid-balancer/user/feeder-${r.int(1, 40)}#-${r.int(100000000, 999999999)}] was not delivered. [${r.int(1, 9)}] dead letters encountered. If this is not an expected behavior then Actor[akka://grid-balancer/user/feeder-${r.int(1, 40)}] may have terminated unexpectedly. This logging can be turned off or adjusted with configuration settings 'akka.log-dead-letters' and 'akka.log-dead-letters-during-shutdown'.`,
    },
    deprecation: {
      svc: "customer-portal",
      level: "warn",
      everyMs: 30000,
      msg: () =>
        "PHP Deprecated:  strlen(): Passing null to parameter #1 ($string) of type string is deprecated in /var/www/vendor/laravel/framework/src/Illuminate/Support/Str.php on line 531",
    },
    retry: {
      svc: "customer-portal",
      first: () =>
        "production.WARNING: tariff-api call failed, retrying (1/3): cURL error 52: Empty reply from server (see https://curl.haxx.se/libcurl/c/libcurl-errors.html) for http://tariff-api:8080/api/v2/tariffs",
      ok: () => "production.INFO: tariff-api call succeeded after 1 retry",
    },
  },
  otterpay: {
    id: "otterpay",
    company: "Otterpay",
    ns: "otterpay-prod",
    day: "2026-11-24",
    services: [
      { name: "ingress", stack: "traefik" },
      { name: "ledger", stack: "rust" },
      { name: "risk-scorer", stack: "akka" },
      { name: "kyc", stack: "node" },
      { name: "merchant-dash", stack: "symfony" },
      { name: "payouts", stack: "elixir" },
      { name: "fx-rates", stack: "haskell" },
      { name: "events-mongo", stack: "mongodb" },
      { name: "payments-rabbit", stack: "rabbitmq" },
      { name: "vault", stack: "vault" },
    ],
    flows: [
      {
        chain: ["ingress", "merchant-dash", "ledger"],
        inner: ["/v1/balances/m_{n}"],
        routes: [
          ["GET", "/dashboard/balance"],
          ["GET", "/dashboard/payouts"],
        ],
        weight: 3,
      },
      {
        chain: ["ingress", "ledger", "risk-scorer"],
        inner: ["/score"],
        routes: [
          ["POST", "/v1/entries"],
          ["POST", "/v1/transfers"],
        ],
        weight: 4,
      },
      {
        chain: ["ingress", "kyc", "events-mongo"],
        routes: [
          ["POST", "/v1/verifications"],
          ["GET", "/v1/verifications/{n}"],
        ],
        weight: 2,
      },
      { chain: ["payouts", "ledger"], routes: [["POST", "/v1/transfers"]], weight: 1 },
      { chain: ["ledger", "fx-rates"], routes: [["GET", "/rates/EUR-{n}"]], weight: 1 },
    ],
    noisy: {
      svc: "risk-scorer",
      level: "error",
      everyMs: 8000,
      msg: (r) =>
        `c.o.risk.FeatureClient - feature 'device_age' missing for txn tx_${r.hex(12)}; scoring without it (model v${r.int(30, 33)})`,
    },
    deprecation: {
      svc: "merchant-dash",
      level: "warn",
      everyMs: 50000,
      msg: () =>
        'php.INFO: Deprecated: Doctrine\\DBAL\\Connection::executeUpdate() is deprecated, use executeStatement() instead. {"exception":"[object] (ErrorException(code: 0): Deprecated..."} []',
    },
    retry: {
      svc: "payouts",
      first: (r) =>
        `Ledger.Client POST /v1/transfers attempt 1 failed: %Mint.TransportError{reason: :timeout}; retrying in ${r.int(200, 800)}ms`,
      ok: () => "Ledger.Client POST /v1/transfers -> 201 (attempt 2)",
    },
  },
};

export const routeFill = (path: string, r: Rng) => path.replace("{n}", id(r, "", 1000, 99999));
