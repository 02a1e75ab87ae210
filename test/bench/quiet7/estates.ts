// Five made-up companies, 8-10 services each: names, runtimes, everyday messages and the one noisy service.
export type Runtime = "node" | "java" | "go" | "python" | "postgres";
export type Role = "edge" | "auth" | "core" | "core2" | "worker" | "consumer" | "db" | "noisy" | "extra";

export interface Service {
  name: string;
  runtime: Runtime;
  role: Role;
  /** Share of the background traffic. */
  weight: number;
  /** Everyday info messages; {..} placeholders are filled by rng.fill. */
  tpl: string[];
}

export interface Estate {
  company: string;
  ns: string;
  services: Service[];
  /** The noisy service's constant harmless complaint and its level. */
  noisy: { level: "warn" | "error"; tpl: string[] };
  /** A third-party host the core calls (retries that succeed go here). */
  vendor: string;
  /** Periodic job names of the worker. */
  jobs: string[];
  /** Public API paths of the edge. */
  paths: string[];
  /** Kafka topic consumed by the consumer. */
  topic: string;
  /** Main table of the core's database. */
  table: string;
}

export const ESTATES: Estate[] = [
  {
    company: "Fernhill Grocers",
    ns: "fernhill-prod",
    vendor: "api.payflow.example",
    jobs: ["slot-capacity-rollup", "abandoned-basket-sweep", "price-feed-import"],
    paths: ["/api/v3/basket", "/api/v3/catalog/search", "/api/v3/slots", "/api/v3/orders", "/api/v3/me"],
    topic: "orders.placed.v2",
    table: "basket_items",
    noisy: {
      level: "warn",
      tpl: [
        "promo rule PR-{n} references discontinued SKU {id}, rule skipped",
        "promo rule PR-{n} has overlapping validity window with PR-{n}, using the newer one",
      ],
    },
    services: [
      {
        name: "storefront-gw",
        runtime: "node",
        role: "edge",
        weight: 5,
        tpl: ["{GET|GET|POST} {path} {200|200|200|200|204|304} {ms}ms", "GET /api/v3/catalog/search?q=... 200 {ms}ms"],
      },
      {
        name: "basket-svc",
        runtime: "java",
        role: "core",
        weight: 4,
        tpl: [
          "basket B-{id} updated: {n} items, total {n}.{n} GBP",
          "basket B-{id} checked out as order O-{id}",
          "HikariPool-1 - stats (total=20, active={2|3|4|5|6|7|9|11}, idle=14, waiting=0)",
        ],
      },
      {
        name: "catalog-api",
        runtime: "go",
        role: "core2",
        weight: 3,
        tpl: [
          "search q_len={n} hits={n} took={ms}ms",
          "sku {id} price refreshed from feed",
          "served product page sku={id} in {ms}ms",
        ],
      },
      {
        name: "slot-planner",
        runtime: "python",
        role: "worker",
        weight: 2,
        tpl: [
          "slot 2026-06-{12|13|14|15} 14:00-15:00 capacity {n}/{n} (store S-{n})",
          "van route V-{n} re-planned: {n} drops, {n} km",
        ],
      },
      {
        name: "order-events",
        runtime: "java",
        role: "consumer",
        weight: 2,
        tpl: [
          "processed orders.placed.v2 partition={n} offset={id} order O-{id}",
          "fulfilment request sent for order O-{id}",
        ],
      },
      {
        name: "identity",
        runtime: "node",
        role: "auth",
        weight: 2,
        tpl: ["token issued for customer C-{id} (grant=refresh_token)", "session S-{hex} refreshed"],
      },
      {
        name: "orders-pg",
        runtime: "postgres",
        role: "db",
        weight: 1,
        tpl: ["connection authorized: user=basket database=orders"],
      },
      {
        name: "promo-engine",
        runtime: "python",
        role: "noisy",
        weight: 1,
        tpl: ["evaluated {n} promo rules for basket B-{id}"],
      },
      {
        name: "notify-hub",
        runtime: "node",
        role: "extra",
        weight: 1,
        tpl: [
          "sms queued to +44 7*** ***{n} (delivery slot reminder)",
          "push sent to {n} devices (campaign weekly-deals)",
        ],
      },
    ],
  },
  {
    company: "Quayside Freight",
    ns: "quayside",
    vendor: "api.customs-bridge.example",
    jobs: ["eta-recompute", "invoice-batch", "carrier-rate-sync"],
    paths: ["/v1/quotes", "/v1/shipments", "/v1/tracking", "/v1/documents", "/v1/accounts/me"],
    topic: "tracking.events",
    table: "shipments",
    noisy: {
      level: "error",
      tpl: [
        "carrier MAERSKX returned unknown event code 'ZZ{n}' for container MSKU{id}, ignoring",
        "EDI 315 from carrier CMDU missing segment N9 (container CMAU{id}), stored without reference",
      ],
    },
    services: [
      {
        name: "shipper-portal",
        runtime: "node",
        role: "edge",
        weight: 5,
        tpl: ["{GET|GET|POST|PUT} {path} {200|200|200|201|304} {ms}ms"],
      },
      {
        name: "quote-engine",
        runtime: "java",
        role: "core",
        weight: 4,
        tpl: [
          "quote Q-{id} priced: {n} TEU Rotterdam->Felixstowe {n}.00 USD",
          "shipment SH-{id} booked with carrier {MSC|CMDU|HLCU}",
          "HikariPool-1 - stats (total=30, active={2|3|4|5|6|7|9|11}, idle=22, waiting=0)",
        ],
      },
      {
        name: "tracking-ingest",
        runtime: "go",
        role: "consumer",
        weight: 4,
        tpl: [
          "consumed tracking.events partition={n} offset={id} container MSKU{id} event=GATE_OUT",
          "batch of {n} AIS positions merged in {ms}ms",
        ],
      },
      {
        name: "route-optimizer",
        runtime: "python",
        role: "worker",
        weight: 2,
        tpl: [
          "route plan RP-{id} solved: {n} legs, cost {n}.{n} (ortools {ms}ms)",
          "vessel schedule refreshed for service AE{n}",
        ],
      },
      {
        name: "customs-docs",
        runtime: "java",
        role: "core2",
        weight: 2,
        tpl: ["generated commercial invoice for SH-{id} ({n} lines)", "ENS filing F-{id} accepted"],
      },
      {
        name: "carrier-sync",
        runtime: "python",
        role: "noisy",
        weight: 2,
        tpl: ["pulled {n} events from carrier HLCU in {ms}ms"],
      },
      {
        name: "auth-service",
        runtime: "go",
        role: "auth",
        weight: 2,
        tpl: [
          "issued access token sub=user-{id} scope=shipments:read,quotes:write ttl=900s",
          "introspect token ok client=portal",
        ],
      },
      {
        name: "freight-db",
        runtime: "postgres",
        role: "db",
        weight: 1,
        tpl: ["connection authorized: user=quote database=freight"],
      },
      {
        name: "billing-ledger",
        runtime: "java",
        role: "extra",
        weight: 2,
        tpl: [
          "posted invoice INV-{id} amount {n}.{n} USD to account A-{n}",
          "ledger balance recomputed for A-{n} in {ms}ms",
        ],
      },
    ],
  },
  {
    company: "Larchmont Clinics",
    ns: "larchmont-prod",
    vendor: "eligibility.payerlink.example",
    jobs: ["reminder-dispatch", "no-show-report", "slot-release"],
    paths: ["/api/appointments", "/api/patients/me", "/api/records", "/api/prescriptions", "/api/clinics"],
    topic: "appointments.changed",
    table: "appointments",
    noisy: {
      level: "warn",
      tpl: [
        "payer P{n} eligibility response missing 'coverage.period.end', assuming open-ended",
        "payer P{n} returned deprecated X12 271 segment EB*{n}, mapped with defaults",
      ],
    },
    services: [
      {
        name: "patient-portal",
        runtime: "node",
        role: "edge",
        weight: 5,
        tpl: ["{GET|GET|POST|PATCH} {path} {200|200|200|201|304} {ms}ms"],
      },
      {
        name: "appointments",
        runtime: "java",
        role: "core",
        weight: 4,
        tpl: [
          "appointment AP-{id} booked for clinic CL-{n} at 2026-06-{12|13|14|15}T09:30",
          "appointment AP-{id} rescheduled by patient",
          "HikariPool-1 - stats (total=16, active={2|3|4|5|6|7|9|11}, idle=10, waiting=0)",
        ],
      },
      {
        name: "records-api",
        runtime: "go",
        role: "core2",
        weight: 3,
        tpl: ["GET record bundle patient=PT-{id} resources={n} took={ms}ms", "FHIR Observation/{id} stored"],
      },
      {
        name: "reminder-sender",
        runtime: "python",
        role: "worker",
        weight: 2,
        tpl: ["reminder sent appointment=AP-{id} channel={sms|email}", "batch of {n} reminders prepared"],
      },
      {
        name: "schedule-sync",
        runtime: "java",
        role: "consumer",
        weight: 2,
        tpl: [
          "consumed appointments.changed partition={n} offset={id} AP-{id}",
          "calendar feed updated for clinician DR-{n}",
        ],
      },
      {
        name: "insurance-verify",
        runtime: "python",
        role: "noisy",
        weight: 2,
        tpl: ["eligibility check PT-{id} payer P{n}: active"],
      },
      {
        name: "sso-broker",
        runtime: "java",
        role: "auth",
        weight: 2,
        tpl: [
          "SAML assertion accepted for staff user s{id}@larchmont.example",
          "OIDC code exchanged for patient PT-{id}",
        ],
      },
      {
        name: "clinic-pg",
        runtime: "postgres",
        role: "db",
        weight: 1,
        tpl: ["connection authorized: user=appointments database=clinic"],
      },
      {
        name: "audit-trail",
        runtime: "go",
        role: "extra",
        weight: 2,
        tpl: ["audit event record.read actor=s{id} patient=PT-{id} result=allow", "audit batch flushed ({n} events)"],
      },
    ],
  },
  {
    company: "Brightwater Energy",
    ns: "brightwater",
    vendor: "api.gridpricing.example",
    jobs: ["invoice-run", "tariff-refresh", "estimated-read-fill"],
    paths: ["/api/account", "/api/usage", "/api/bills", "/api/meter-readings", "/api/outages"],
    topic: "meter.readings.raw",
    table: "meter_readings",
    noisy: {
      level: "error",
      tpl: [
        "meter MPAN 19{id} sent reading with future timestamp (+{n}s), clamped to now",
        "DCC message for meter ESME-{id} has invalid CRC, dropped (device will resend)",
      ],
    },
    services: [
      {
        name: "customer-web",
        runtime: "node",
        role: "edge",
        weight: 5,
        tpl: ["{GET|GET|POST} {path} {200|200|200|201|304} {ms}ms"],
      },
      {
        name: "tariff-calc",
        runtime: "java",
        role: "core",
        weight: 4,
        tpl: [
          "tariff quote for account A-{id}: {n}.{n} p/kWh (Flex Octo)",
          "bill estimate computed for A-{id} in {ms}ms",
          "HikariPool-1 - stats (total=24, active={2|3|4|5|6|7|9|11}, idle=18, waiting=0)",
        ],
      },
      {
        name: "meter-readings",
        runtime: "go",
        role: "consumer",
        weight: 4,
        tpl: [
          "consumed meter.readings.raw partition={n} offset={id} batch={n}",
          "validated {n} half-hourly reads for MPAN 19{id}",
        ],
      },
      {
        name: "invoice-runner",
        runtime: "python",
        role: "worker",
        weight: 2,
        tpl: ["invoice INV-{id} rendered ({n} KB PDF)", "direct debit DD-{id} scheduled"],
      },
      {
        name: "outage-map",
        runtime: "node",
        role: "core2",
        weight: 2,
        tpl: ["outage tiles refreshed: {n} active incidents", "GET /tiles/{n}/{n}/{n}.pbf 200 {ms}ms"],
      },
      { name: "smart-meter-gw", runtime: "go", role: "noisy", weight: 2, tpl: ["received {n} DCC messages in {ms}ms"] },
      {
        name: "account-auth",
        runtime: "node",
        role: "auth",
        weight: 2,
        tpl: ["login ok for customer A-{id} (mfa=totp)", "refresh token rotated for A-{id}"],
      },
      {
        name: "energy-db",
        runtime: "postgres",
        role: "db",
        weight: 1,
        tpl: ["connection authorized: user=tariff database=energy"],
      },
    ],
  },
  {
    company: "Nimbus Arcade",
    ns: "nimbus-live",
    vendor: "api.storepay.example",
    jobs: ["season-rollover-check", "leaderboard-snapshot", "inactive-session-reaper"],
    paths: ["/v2/match", "/v2/profile", "/v2/store/offers", "/v2/leaderboard", "/v2/inventory"],
    topic: "match.results",
    table: "player_inventory",
    noisy: {
      level: "warn",
      tpl: [
        "client build 4.{n}.0 reported speedhack heuristic score 0.{n} for player P{id} (below ban threshold)",
        "replay R-{id} checksum mismatch at frame {id}, marked for manual review",
      ],
    },
    services: [
      {
        name: "game-api",
        runtime: "go",
        role: "edge",
        weight: 5,
        tpl: ["{GET|GET|POST} {path} {200|200|200|201|304} {ms}ms"],
      },
      {
        name: "matchmaker",
        runtime: "java",
        role: "core2",
        weight: 4,
        tpl: ["match M-{id} formed: 10 players, mmr spread {n}, wait {ms}ms", "queue ranked-eu depth={n}"],
      },
      {
        name: "player-profile",
        runtime: "node",
        role: "core",
        weight: 3,
        tpl: ["profile P{id} loaded in {ms}ms", "inventory P{id}: granted item SKIN-{n}"],
      },
      {
        name: "leaderboard",
        runtime: "go",
        role: "consumer",
        weight: 3,
        tpl: ["consumed match.results partition={n} offset={id} match M-{id}", "ZADD lb:season12 {n} entries"],
      },
      {
        name: "store-api",
        runtime: "java",
        role: "extra",
        weight: 2,
        tpl: ["purchase PU-{id} completed: {n} gems", "offers rotated for region eu-west"],
      },
      { name: "anti-cheat", runtime: "python", role: "noisy", weight: 2, tpl: ["scanned {n} replays in {ms}ms"] },
      {
        name: "login-svc",
        runtime: "node",
        role: "auth",
        weight: 2,
        tpl: ["login ok player P{id} platform={steam|psn|xbl}", "session token refreshed for P{id}"],
      },
      {
        name: "profile-pg",
        runtime: "postgres",
        role: "db",
        weight: 1,
        tpl: ["connection authorized: user=profile database=players"],
      },
      {
        name: "season-jobs",
        runtime: "python",
        role: "worker",
        weight: 1,
        tpl: ["reward grant batch {n}/{n} done ({n} players)", "season stats aggregated for {n} players"],
      },
      {
        name: "push-relay",
        runtime: "go",
        role: "extra",
        weight: 1,
        tpl: ["fcm push sent to {n} devices (event: match_found)", "apns batch {n} ok"],
      },
    ],
  },
];

export function svcOf(e: Estate, role: Role): string {
  return e.services.find((s) => s.role === role)?.name ?? e.services[0].name;
}

export function serviceOf(e: Estate, name: string): Service {
  return e.services.find((s) => s.name === name) ?? e.services[0];
}
