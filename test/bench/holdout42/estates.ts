// Five made-up companies: their services, the request paths that cross them, and each estate's steady noise
// (a constant harmless error, deprecation warnings, a periodic job, a retry that succeeds).
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Flow {
  /** The edge service that prints the access line. */
  edge: string;
  method: string;
  path: string;
  /** Downstream services and the business line each prints for this request. */
  hops: Array<[string, (r: Rng) => string]>;
}

export interface Estate {
  key: string;
  company: string;
  namespace: string;
  day: string;
  services: string[];
  flows: Flow[];
  noisy: { svc: string; level: Level; gapSec: number; msg: (r: Rng) => string };
  deprecations: Array<{ svc: string; gapSec: number; msg: string }>;
  job: { svc: string; everySec: number; msgs: (r: Rng) => string[] };
  retry: { svc: string; gapSec: number; msgs: (r: Rng) => [string, string] };
}

const n = (r: Rng, lo: number, hi: number) => r.int(lo, hi);

export const ESTATES: Estate[] = [
  {
    key: "freight",
    company: "Marlow Freight",
    namespace: "marlow-prod",
    day: "2026-07-06",
    services: [
      "shipper-portal",
      "shipment-api",
      "rate-quoter",
      "label-service",
      "tracking-ingest",
      "route-planner",
      "invoice-runner",
      "carrier-sync",
      "notify-worker",
    ],
    flows: [
      {
        edge: "shipper-portal",
        method: "POST",
        path: "/api/shipments",
        hops: [
          ["shipment-api", (r) => `shipment SH${n(r, 100000, 999999)} created pieces=${n(r, 1, 9)} service=GROUND`],
          [
            "rate-quoter",
            (r) => `quoted lane DE-NL weight=${n(r, 2, 900)}kg total=${n(r, 20, 900)}.${n(r, 10, 99)} EUR`,
          ],
          [
            "label-service",
            (r) => `label rendered zpl=4x6 tracking=MF${n(r, 10000000, 99999999)} in ${n(r, 20, 90)}ms`,
          ],
        ],
      },
      {
        edge: "shipper-portal",
        method: "GET",
        path: "/api/shipments/track",
        hops: [
          ["shipment-api", (r) => `lookup SH${n(r, 100000, 999999)} status=IN_TRANSIT`],
          ["tracking-ingest", (r) => `scan history returned ${n(r, 2, 14)} events`],
        ],
      },
      {
        edge: "shipment-api",
        method: "POST",
        path: "/internal/routes/plan",
        hops: [
          ["route-planner", (r) => `planned ${n(r, 8, 40)} stops for depot AMS-${n(r, 1, 4)} in ${n(r, 60, 400)}ms`],
        ],
      },
    ],
    noisy: {
      svc: "carrier-sync",
      level: "error",
      gapSec: 9,
      msg: (r) => `EDI 214 from carrier DHLX has unknown status code 'X${n(r, 10, 99)}', stored as UNKNOWN`,
    },
    deprecations: [
      {
        svc: "shipment-api",
        gapSec: 70,
        msg: "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
      },
      {
        svc: "shipper-portal",
        gapSec: 95,
        msg: "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
      },
    ],
    job: {
      svc: "invoice-runner",
      everySec: 60,
      msgs: (r) => [
        `Running job "accrue_fuel_surcharge (trigger: interval[0:01:00])"`,
        `Job "accrue_fuel_surcharge" executed successfully (${n(r, 3, 90)} shipments)`,
      ],
    },
    retry: {
      svc: "tracking-ingest",
      gapSec: 45,
      msgs: (r) => [
        `kafka: Retrying produce to scans-v2 partition ${n(r, 0, 11)} (attempt 1/5): NOT_LEADER_OR_FOLLOWER`,
        `kafka: produce to scans-v2 succeeded after 1 retry`,
      ],
    },
  },
  {
    key: "clinic",
    company: "Pinecone Health",
    namespace: "pinecone-prod",
    day: "2026-07-09",
    services: [
      "patient-web",
      "booking-api",
      "provider-directory",
      "eligibility-check",
      "claims-engine",
      "rx-router",
      "reminder-worker",
      "chart-store",
      "audit-trail",
    ],
    flows: [
      {
        edge: "patient-web",
        method: "POST",
        path: "/appointments",
        hops: [
          [
            "booking-api",
            (r) =>
              `appointment A-${n(r, 100000, 999999)} booked slot=${n(r, 8, 17)}:${r.pick(["00", "15", "30", "45"])} clinic=C${n(r, 10, 60)}`,
          ],
          [
            "provider-directory",
            (r) => `provider P${n(r, 1000, 9999)} availability served from cache (${n(r, 1, 9)}ms)`,
          ],
          [
            "eligibility-check",
            (r) =>
              `270/271 eligibility ok payer=${r.pick(["AETNA", "CIGNA", "BCBS", "UHC"])} member=***${n(r, 1000, 9999)}`,
          ],
        ],
      },
      {
        edge: "patient-web",
        method: "GET",
        path: "/chart/summary",
        hops: [
          [
            "chart-store",
            (r) => `chart read patient=PT${n(r, 100000, 999999)} sections=${n(r, 3, 12)} ${n(r, 4, 60)}ms`,
          ],
          ["audit-trail", (r) => `audit event READ chart by user=u${n(r, 1000, 9999)} recorded`],
        ],
      },
      {
        edge: "booking-api",
        method: "POST",
        path: "/internal/claims",
        hops: [
          [
            "claims-engine",
            (r) => `claim CLM-${n(r, 1000000, 9999999)} adjudicated lines=${n(r, 1, 6)} status=ACCEPTED`,
          ],
          ["rx-router", (r) => `e-prescription routed to pharmacy NCPDP ${n(r, 1000000, 9999999)}`],
        ],
      },
    ],
    noisy: {
      svc: "provider-directory",
      level: "warn",
      gapSec: 6,
      msg: (r) => `NPI ${n(r, 1000000000, 1999999999)} has no taxonomy code in NPPES extract; using 'General Practice'`,
    },
    deprecations: [
      {
        svc: "claims-engine",
        gapSec: 80,
        msg: "/app/claims/util.py:41: DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
      },
    ],
    job: {
      svc: "reminder-worker",
      everySec: 60,
      msgs: (r) => [
        `[sidekiq] SendRemindersJob JID-${r.hex(24)} start`,
        `[sidekiq] SendRemindersJob JID-${r.hex(24)} done: ${n(r, 0, 3)}.${n(r, 100, 999)} sec (${n(r, 5, 80)} SMS queued)`,
      ],
    },
    retry: {
      svc: "eligibility-check",
      gapSec: 50,
      msgs: () => [
        "clearinghouse request failed: read ECONNRESET; retrying in 200ms (attempt 2 of 3)",
        "clearinghouse request succeeded on attempt 2",
      ],
    },
  },
  {
    key: "stream",
    company: "Brightwave Media",
    namespace: "brightwave-prod",
    day: "2026-07-13",
    services: [
      "edge-gateway",
      "catalog-api",
      "playback-auth",
      "entitlements",
      "recs-service",
      "search-api",
      "transcode-worker",
      "billing-sub",
      "ingest-watcher",
      "thumbnailer",
    ],
    flows: [
      {
        edge: "edge-gateway",
        method: "GET",
        path: "/v3/playback/manifest",
        hops: [
          ["playback-auth", (r) => `issued playback token title=tt${n(r, 1000000, 9999999)} drm=widevine ttl=300s`],
          [
            "entitlements",
            (r) => `entitlement check account=acc_${r.hex(8)} plan=${r.pick(["basic", "standard", "premium"])} ok`,
          ],
        ],
      },
      {
        edge: "edge-gateway",
        method: "GET",
        path: "/v3/home",
        hops: [
          [
            "catalog-api",
            (r) =>
              `rendered rail set home-${r.pick(["us", "gb", "de", "br"])} rails=${n(r, 8, 24)} (${n(r, 10, 90)}ms)`,
          ],
          ["recs-service", (r) => `scored ${n(r, 200, 900)} candidates model=two-tower-v41 p99=${n(r, 8, 30)}ms`],
        ],
      },
      {
        edge: "edge-gateway",
        method: "GET",
        path: "/v3/search",
        hops: [
          [
            "search-api",
            (r) =>
              `query q="${r.pick(["drama", "space", "cooking", "noir", "live"])}" hits=${n(r, 0, 800)} took=${n(r, 5, 80)}ms`,
          ],
        ],
      },
    ],
    noisy: {
      svc: "thumbnailer",
      level: "error",
      gapSec: 8,
      msg: (r) =>
        `ffmpeg: [mjpeg @ 0x55d${r.hex(6)}] unable to decode APP fields: Invalid data found when processing input (asset ${r.hex(10)}, used fallback frame)`,
    },
    deprecations: [
      {
        svc: "catalog-api",
        gapSec: 75,
        msg: "WARNING: gRPC client option 'grpc.WithInsecure' is deprecated: use WithTransportCredentials and insecure.NewCredentials() instead",
      },
      {
        svc: "billing-sub",
        gapSec: 120,
        msg: "DEPRECATION WARNING: `ActiveRecord::Base.default_timezone` is deprecated and will be removed in Rails 7.2. Use `ActiveRecord.default_timezone` instead.",
      },
    ],
    job: {
      svc: "ingest-watcher",
      everySec: 30,
      msgs: (r) => [`polled s3://bw-mezzanine-drop/incoming: ${n(r, 0, 4)} new objects`],
    },
    retry: {
      svc: "recs-service",
      gapSec: 40,
      msgs: () => [
        "feature-store get failed: rpc error: code = Unavailable desc = transport is closing; retrying (1/3)",
        "feature-store get ok after retry",
      ],
    },
  },
  {
    key: "bank",
    company: "Cobalt Bank",
    namespace: "cobalt-prod",
    day: "2026-07-16",
    services: [
      "mobile-bff",
      "accounts-core",
      "payments-orch",
      "ledger-writer",
      "kyc-checker",
      "fraud-scorer",
      "card-auth",
      "statement-batch",
      "push-notifier",
    ],
    flows: [
      {
        edge: "mobile-bff",
        method: "POST",
        path: "/v1/transfers",
        hops: [
          [
            "payments-orch",
            (r) =>
              `transfer TR${n(r, 10000000, 99999999)} accepted rail=${r.pick(["SEPA_INST", "SEPA", "INTERNAL"])} amount=${n(r, 5, 4000)}.${n(r, 10, 99)}`,
          ],
          ["fraud-scorer", (r) => `score=0.0${n(r, 1, 89)} decision=ALLOW model=gbm-2026-06 latency=${n(r, 3, 19)}ms`],
          ["ledger-writer", (r) => `posted journal J${n(r, 10000000, 99999999)} legs=2 balanced=true`],
        ],
      },
      {
        edge: "mobile-bff",
        method: "GET",
        path: "/v1/accounts",
        hops: [
          [
            "accounts-core",
            (r) => `accounts listed customer=C${n(r, 100000, 999999)} count=${n(r, 1, 4)} ${n(r, 3, 40)}ms`,
          ],
        ],
      },
      {
        edge: "card-auth",
        method: "POST",
        path: "/iso8583/0100",
        hops: [
          ["fraud-scorer", (r) => `score=0.${n(r, 10, 39)} decision=ALLOW mcc=${n(r, 5000, 5999)}`],
          ["accounts-core", (r) => `hold placed card=****${n(r, 1000, 9999)} amount=${n(r, 1, 300)}.${n(r, 10, 99)}`],
        ],
      },
    ],
    noisy: {
      svc: "kyc-checker",
      level: "error",
      gapSec: 11,
      msg: (r) => `document OCR: MRZ checksum mismatch for upload doc_${r.hex(12)}; flagged for manual review`,
    },
    deprecations: [
      {
        svc: "payments-orch",
        gapSec: 90,
        msg: "spring.jpa.open-in-view is enabled by default. Therefore, database queries may be performed during view rendering. Explicitly configure spring.jpa.open-in-view to disable this warning",
      },
    ],
    job: {
      svc: "statement-batch",
      everySec: 60,
      msgs: (r) => [
        `Job: [SimpleJob: [name=interestAccrualJob]] launched with the following parameters: [{run.id=${n(r, 1000, 9999)}}]`,
        `Step: [accrueStep] executed in ${n(r, 200, 900)}ms`,
      ],
    },
    retry: {
      svc: "push-notifier",
      gapSec: 35,
      msgs: (r) => [
        `FCM send failed with 503 UNAVAILABLE for token ...${r.hex(6)}; retrying with backoff 500ms`,
        "FCM send ok on retry 1",
      ],
    },
  },
  {
    key: "games",
    company: "Tidewater Games",
    namespace: "tidewater-live",
    day: "2026-07-20",
    services: [
      "lobby-gw",
      "matchmaker",
      "player-profile",
      "inventory-svc",
      "store-checkout",
      "leaderboard",
      "chat-relay",
      "telemetry-sink",
      "season-jobs",
    ],
    flows: [
      {
        edge: "lobby-gw",
        method: "POST",
        path: "/match/queue",
        hops: [
          [
            "matchmaker",
            (r) =>
              `ticket ${r.hex(8)} matched region=${r.pick(["eu-west", "us-east", "ap-south"])} mmr=${n(r, 900, 3100)} wait=${n(r, 2, 40)}s`,
          ],
          ["player-profile", (r) => `profile loaded player=${n(r, 10000000, 99999999)} level=${n(r, 1, 200)}`],
        ],
      },
      {
        edge: "lobby-gw",
        method: "POST",
        path: "/store/purchase",
        hops: [
          [
            "store-checkout",
            (r) =>
              `order ord_${r.hex(10)} completed sku=${r.pick(["skin_ember", "pass_s14", "gems_500", "emote_wave"])}`,
          ],
          ["inventory-svc", (r) => `granted ${n(r, 1, 3)} item(s) to player ${n(r, 10000000, 99999999)}`],
        ],
      },
      {
        edge: "lobby-gw",
        method: "GET",
        path: "/leaderboard/weekly",
        hops: [["leaderboard", (r) => `ZREVRANGE lb:weekly:${n(r, 1, 9)} 0 99 -> 100 entries in ${n(r, 1, 6)}ms`]],
      },
    ],
    noisy: {
      svc: "chat-relay",
      level: "warn",
      gapSec: 5,
      msg: (r) =>
        `profanity filter: message from ${n(r, 10000000, 99999999)} masked (rule=${r.pick(["slur-3", "spam-link", "caps-flood"])})`,
    },
    deprecations: [
      {
        svc: "telemetry-sink",
        gapSec: 100,
        msg: "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
      },
    ],
    job: {
      svc: "season-jobs",
      everySec: 60,
      msgs: (r) => [`cron leaderboard-snapshot: snapshotted ${n(r, 1000, 90000)} rows to s3://tw-lb-archive/`],
    },
    retry: {
      svc: "inventory-svc",
      gapSec: 40,
      msgs: () => [
        "redis: connection pool: dial tcp 10.4.2.19:6379: i/o timeout, retrying (1/3)",
        "redis: reconnected to 10.4.2.19:6379",
      ],
    },
  },
];

export const estate = (key: string): Estate => {
  const e = ESTATES.find((x) => x.key === key);
  if (!e) throw new Error(`no estate ${key}`);
  return e;
};
