// The three made-up estates of holdout19: a food-delivery marketplace (forkful), a genomics lab pipeline
// (helix) and a municipal water-telemetry utility (aqua). Each lists its services, request flows (steps that
// share a trace id), periodic jobs, and the noise sources every window carries.
import type { Rng } from "./rng.js";
import type { EstateName, Gen, Level } from "./types.js";

export interface Estate {
  name: EstateName;
  edge: string;
  namespace: string;
  services: string[];
  flows: Array<{ weight: number; steps: Array<[string, Gen]> }>;
  jobs: Record<string, Gen[]>;
  noisy: Array<{ svc: string; level: Level; msg: Gen }>;
  deprecations: Array<[string, string]>;
  retries: Array<[string, Gen]>;
  slow: Array<[string, Gen]>;
}

const ms = (r: Rng, lo: number, hi: number) => `${r.int(lo, hi)}ms`;
const city = ["north", "harbour", "old-town", "east", "riverside", "uni"];

const forkful: Estate = {
  name: "forkful",
  edge: "eats-gateway",
  namespace: "forkful-prod",
  services: [
    "eats-gateway",
    "order-orchestrator",
    "menu-service",
    "courier-dispatch",
    "eta-model",
    "payments-adapter",
    "promo-rules",
    "restaurant-push",
    "geo-lookup",
    "order-store-pg",
    "notify-sms",
    "courier-location",
    "session-auth",
    "order-events-kafka",
  ],
  flows: [
    {
      weight: 4,
      steps: [
        ["eats-gateway", (r) => `GET /v3/restaurants/${r.int(1000, 9999)}/menu 200 ${ms(r, 12, 140)}`],
        ["menu-service", (r) => `menu rendered rest=${r.int(1000, 9999)} items=${r.int(12, 140)} cache=hit`],
      ],
    },
    {
      weight: 3,
      steps: [
        ["eats-gateway", (r) => `POST /v3/orders 201 ${ms(r, 90, 420)}`],
        ["session-auth", (r) => `token verified sub=cust_${r.hex(6)} scope=orders:write`],
        ["order-orchestrator", (r) => `order ORD-${r.int(100000, 999999)} accepted basket=${r.int(1, 9)} items`],
        [
          "promo-rules",
          (r) => `evaluated ${r.int(2, 14)} rules, applied=${r.pick(["none", "FREEDEL", "LUNCH10", "BOGO"])}`,
        ],
        ["payments-adapter", (r) => `authorised pi_${r.hex(14)} amount=${r.int(900, 6400) / 100} EUR`],
        [
          "order-store-pg",
          (r) => `duration: ${r.int(1, 9)}.${r.int(100, 999)} ms  execute S_${r.int(1, 40)}: INSERT INTO orders`,
        ],
        ["restaurant-push", (r) => `tablet tab-${r.hex(4)} ack order in ${ms(r, 40, 900)}`],
      ],
    },
    {
      weight: 3,
      steps: [
        [
          "courier-dispatch",
          (r) => `offer sent to courier c${r.int(1000, 9999)} zone=${r.pick(city)} score=0.${r.int(40, 99)}`,
        ],
        ["eta-model", (r) => `predicted eta=${r.int(9, 48)}min p90=${r.int(14, 60)}min model=v${r.int(40, 44)}`],
        [
          "geo-lookup",
          (r) =>
            `route ${r.int(2, 9)}.${r.int(0, 9)}km via ${r.pick(["bike", "scooter", "car"])} resolved in ${ms(r, 3, 40)}`,
        ],
      ],
    },
    {
      weight: 3,
      steps: [
        ["courier-location", (r) => `ingested ${r.int(20, 400)} pings partition=${r.int(0, 11)}`],
        [
          "order-events-kafka",
          (r) => `[Log partition=courier-pings-${r.int(0, 11)}] Rolled new log segment at offset ${r.int(1e6, 9e6)}`,
        ],
      ],
    },
    {
      weight: 1,
      steps: [
        ["order-orchestrator", (r) => `order ORD-${r.int(100000, 999999)} delivered, closing`],
        ["notify-sms", (r) => `sms queued to +44*******${r.int(10, 99)} template=delivered`],
      ],
    },
  ],
  jobs: {
    "courier-dispatch": [(r) => `rebalance tick: ${r.int(40, 300)} couriers online, ${r.int(0, 40)} unassigned orders`],
    "promo-rules": [(r) => `rules cache refreshed (${r.int(80, 160)} active campaigns)`],
    "menu-service": [(r) => `availability sync: ${r.int(0, 30)} items toggled out-of-stock`],
    "order-store-pg": [
      (r) => `checkpoint complete: wrote ${r.int(100, 3000)} buffers (${r.int(0, 9)}.${r.int(0, 9)}%)`,
    ],
    "payments-adapter": [(r) => `settlement poll: ${r.int(0, 60)} captures confirmed`],
    "order-events-kafka": [() => "[GroupCoordinator 2]: Stabilized group dispatch-consumers generation 41"],
    "session-auth": [(r) => `jwks served, ${r.int(2, 3)} keys active`],
    "eta-model": [(r) => `feature refresh: ${r.int(200, 900)} zones, lag ${r.int(2, 30)}s`],
  },
  noisy: [
    {
      svc: "promo-rules",
      level: "ERROR",
      msg: (r) => `campaign CMP-${r.int(100, 140)} references deleted restaurant, skipped`,
    },
    {
      svc: "restaurant-push",
      level: "WARN",
      msg: (r) => `tablet tab-${r.hex(4)} heartbeat missed (offline restaurant)`,
    },
    { svc: "courier-location", level: "ERROR", msg: () => "ping rejected: accuracy > 500m (GPS drift)" },
  ],
  deprecations: [
    ["eats-gateway", "DeprecationWarning: Buffer() is deprecated due to security and usability issues"],
    [
      "order-orchestrator",
      "WARN o.s.b.c.p.PropertyMapper: property 'spring.redis.host' is deprecated, use 'spring.data.redis.host'",
    ],
  ],
  retries: [
    ["order-orchestrator", (r) => `call to promo-rules retried (attempt 2/3) after ${ms(r, 200, 900)}, succeeded`],
    ["courier-dispatch", () => "publish to order-events-kafka retried once, ok"],
  ],
  slow: [
    [
      "eats-gateway",
      (r) => `slow request GET /v3/search?q=${r.pick(["pho", "ramen", "pizza"])} took ${r.int(2100, 4800)}ms`,
    ],
    [
      "order-store-pg",
      (r) => `duration: ${r.int(1100, 2400)}.${r.int(100, 999)} ms  statement: SELECT count(*) FROM order_items`,
    ],
  ],
};

const helix: Estate = {
  name: "helix",
  edge: "lims-portal",
  namespace: "helix-lab",
  services: [
    "lims-portal",
    "sample-registry",
    "run-scheduler",
    "seq-ingest",
    "demux-worker",
    "align-worker",
    "variant-caller",
    "report-render",
    "blob-archive",
    "lab-sso",
    "qc-metrics",
    "lims-postgres",
    "job-dispatcher",
  ],
  flows: [
    {
      weight: 4,
      steps: [
        ["lims-portal", (r) => `GET /api/samples/S-${r.int(20000, 99999)} 200 ${ms(r, 8, 160)}`],
        [
          "lab-sso",
          (r) =>
            `token introspected client=lims-portal user=${r.pick(["akim", "bnovak", "ceze", "dlund"])} active=true`,
        ],
        ["sample-registry", (r) => `sample S-${r.int(20000, 99999)} loaded (${r.int(1, 12)} aliquots)`],
        [
          "lims-postgres",
          (r) =>
            `duration: ${r.int(0, 6)}.${r.int(100, 999)} ms  bind <unnamed>: SELECT * FROM aliquot WHERE sample_id = $1`,
        ],
      ],
    },
    {
      weight: 2,
      steps: [
        [
          "seq-ingest",
          (r) => `run 2605${r.int(10, 28)}_NV${r.int(1, 4)}_0${r.int(100, 999)}: copied ${r.int(2, 90)} BCL tiles`,
        ],
        ["job-dispatcher", (r) => `enqueued job demux/${r.hex(8)} priority=${r.pick(["normal", "rush"])}`],
        [
          "demux-worker",
          (r) =>
            `lane ${r.int(1, 4)} demultiplexed: ${r.int(20, 96)} samples, undetermined ${r.int(1, 6)}.${r.int(0, 9)}%`,
        ],
      ],
    },
    {
      weight: 2,
      steps: [
        ["job-dispatcher", (r) => `enqueued job align/${r.hex(8)}`],
        [
          "align-worker",
          (r) => `aligned S-${r.int(20000, 99999)}: ${r.int(20, 400)}M reads, mapped ${r.int(95, 99)}.${r.int(0, 9)}%`,
        ],
        ["blob-archive", (r) => `PUT runs/${r.hex(8)}.bam ${r.int(1, 30)}.${r.int(0, 9)}GiB 200`],
      ],
    },
    {
      weight: 2,
      steps: [
        ["variant-caller", (r) => `called S-${r.int(20000, 99999)} chr${r.int(1, 22)}: ${r.int(2000, 90000)} variants`],
        ["qc-metrics", (r) => `qc S-${r.int(20000, 99999)} pass (dup ${r.int(3, 19)}%, cov ${r.int(28, 60)}x)`],
      ],
    },
    {
      weight: 1,
      steps: [
        ["lims-portal", (r) => `POST /api/reports 202 ${ms(r, 30, 200)}`],
        ["report-render", (r) => `report R-${r.int(1000, 9999)} rendered ${r.int(3, 40)} pages in ${ms(r, 800, 4000)}`],
        ["blob-archive", (r) => `PUT reports/R-${r.int(1000, 9999)}.pdf 200`],
      ],
    },
  ],
  jobs: {
    "run-scheduler": [(r) => `scheduler pass: ${r.int(0, 12)} runs pending, ${r.int(0, 6)} running`],
    "lims-postgres": [(r) => `automatic vacuum of table "lims.public.aliquot": index scans: ${r.int(0, 2)}`],
    "qc-metrics": [(r) => `refreshed reference panel cache (${r.int(100, 600)} loci)`],
    "blob-archive": [(r) => `lifecycle sweep moved ${r.int(0, 90)} objects to cold tier`],
    "lab-sso": [() => "realm helix: session cleanup finished"],
    "job-dispatcher": [(r) => `queue depth demux=${r.int(0, 9)} align=${r.int(0, 30)} call=${r.int(0, 20)}`],
  },
  noisy: [
    {
      svc: "qc-metrics",
      level: "ERROR",
      msg: (r) => `sample S-${r.int(20000, 99999)} has no sex annotation; XY check skipped`,
    },
    {
      svc: "seq-ingest",
      level: "WARN",
      msg: () => "instrument NV3 RunInfo.xml missing <Flowcell> tag, using folder name",
    },
    { svc: "report-render", level: "ERROR", msg: () => "font 'Helvetica Neue' not found, falling back to DejaVu Sans" },
  ],
  deprecations: [
    ["demux-worker", "FutureWarning: pandas.DataFrame.applymap has been deprecated, use DataFrame.map instead"],
    ["sample-registry", "WARN HHH90000025: MySQLDialect does not need to be specified explicitly"],
  ],
  retries: [
    ["align-worker", (r) => `blob-archive PUT retried after 503 (attempt 2), ok in ${ms(r, 300, 1200)}`],
    ["lims-portal", () => "retrying sample-registry call (1/3) ... ok"],
  ],
  slow: [
    ["lims-portal", (r) => `slow request GET /api/runs?limit=500 ${r.int(2500, 6000)}ms`],
    [
      "lims-postgres",
      (r) => `duration: ${r.int(1200, 3000)}.${r.int(100, 999)} ms  statement: SELECT * FROM run_audit ORDER BY ts`,
    ],
  ],
};

const aqua: Estate = {
  name: "aqua",
  edge: "field-app-api",
  namespace: "aquanet",
  services: [
    "field-app-api",
    "meter-ingest",
    "telemetry-gw",
    "reads-validator",
    "billing-export",
    "leak-analytics",
    "alarm-router",
    "historian-writer",
    "asset-registry",
    "crew-dispatch",
    "timescale-primary",
    "idp-gateway",
    "sms-notifier",
  ],
  flows: [
    {
      weight: 4,
      steps: [
        ["telemetry-gw", (r) => `frame batch from concentrator DC-${r.int(10, 99)}: ${r.int(40, 400)} frames`],
        ["meter-ingest", (r) => `accepted ${r.int(40, 400)} reads dc=DC-${r.int(10, 99)} dup=${r.int(0, 4)}`],
        ["reads-validator", (r) => `batch ${r.hex(6)} validated: ${r.int(40, 400)} ok, ${r.int(0, 3)} estimated`],
        ["historian-writer", (r) => `flushed ${r.int(200, 4000)} points to hypertable meter_reads in ${ms(r, 4, 90)}`],
        [
          "timescale-primary",
          (r) => `duration: ${r.int(1, 30)}.${r.int(100, 999)} ms  execute <unnamed>: COPY meter_reads`,
        ],
      ],
    },
    {
      weight: 3,
      steps: [
        ["field-app-api", (r) => `GET /v1/work-orders/${r.int(5000, 9999)} 200 ${ms(r, 20, 180)}`],
        ["idp-gateway", (r) => `access token ok client=field-app sub=crew${r.int(10, 80)}`],
        [
          "crew-dispatch",
          (r) => `work order WO-${r.int(5000, 9999)} status=${r.pick(["assigned", "en-route", "on-site"])}`,
        ],
        [
          "asset-registry",
          (r) => `Completed 200 OK in ${r.int(5, 90)}ms (ActiveRecord: ${r.int(1, 30)}.${r.int(0, 9)}ms)`,
        ],
      ],
    },
    {
      weight: 2,
      steps: [
        [
          "leak-analytics",
          (r) => `district DMA-${r.int(1, 40)} night-flow ${r.int(1, 20)}.${r.int(0, 9)} l/s (baseline ok)`,
        ],
        [
          "alarm-router",
          (r) => `alarm ${r.pick(["LOWPRESS", "TAMPER", "BACKFLOW"])} dma=${r.int(1, 40)} suppressed (below threshold)`,
        ],
      ],
    },
    {
      weight: 1,
      steps: [
        ["billing-export", (r) => `cycle C${r.int(10, 30)} export chunk ${r.int(1, 60)}: ${r.int(500, 2000)} accounts`],
        ["sms-notifier", (r) => `message queued to +353******${r.int(10, 99)} (interruption notice)`],
      ],
    },
  ],
  jobs: {
    "leak-analytics": [(r) => `model retrain skipped (last run ${r.int(2, 20)}h ago)`],
    "billing-export": [(r) => `export watermark at read_ts - ${r.int(5, 40)}m`],
    "alarm-router": [() => "lease alarm-router-leader renewed by alarm-router-0"],
    "timescale-primary": [(r) => `checkpoint complete: wrote ${r.int(500, 9000)} buffers`],
    "asset-registry": [(r) => `Sidekiq SyncGisJob done: ${r.int(0, 50)} assets updated`],
    "historian-writer": [(r) => `spool size ${r.int(1, 40)}MB, backlog 0`],
  },
  noisy: [
    {
      svc: "meter-ingest",
      level: "WARN",
      msg: (r) => `meter M-${r.int(100000, 999999)} clock ahead by ${r.int(61, 600)}s, read time clamped`,
    },
    { svc: "asset-registry", level: "ERROR", msg: () => "GIS sync: feature HYD-2291 has invalid geometry, skipped" },
    {
      svc: "crew-dispatch",
      level: "ERROR",
      msg: () => "push token for device tablet-17 rejected by MDM (device retired)",
    },
  ],
  deprecations: [
    ["asset-registry", "DEPRECATION WARNING: `to_s(:db)` is deprecated and will be removed from Rails 7.1"],
    [
      "crew-dispatch",
      "warn: Microsoft.AspNetCore.Server.Kestrel[0] Overriding address(es) 'http://+:80'. Binding to endpoints defined via IConfiguration instead.",
    ],
  ],
  retries: [
    ["historian-writer", () => "write to timescale-primary retried after serialization failure, committed"],
    ["telemetry-gw", (r) => `concentrator DC-${r.int(10, 99)} reconnect #1 ok`],
  ],
  slow: [
    ["field-app-api", (r) => `slow request GET /v1/assets/nearby ${r.int(2000, 5000)}ms`],
    [
      "timescale-primary",
      (r) => `duration: ${r.int(1500, 3500)}.${r.int(100, 999)} ms  statement: SELECT time_bucket('1 day', ts)`,
    ],
  ],
};

export const ESTATES: Record<EstateName, Estate> = { forkful, helix, aqua };
