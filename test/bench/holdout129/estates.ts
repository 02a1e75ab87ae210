// The four made-up dispatch companies of holdout129: their services, request flows, jobs and everyday noise.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export type Runtime = "java" | "kotlin" | "go" | "python" | "node" | "dotnet" | "ruby" | "cpp" | "elixir";
export type TraceStyle = "w3c" | "short" | "uuid" | "none";

export interface Line {
  svc: string;
  level: Level;
  msg: string;
  dt?: number; // ms after the flow start
}

export interface Estate {
  key: string;
  company: string;
  ns: string;
  traces: TraceStyle;
  runtimes: Record<string, Runtime>;
  zones: string[];
  /** request flows: weight and the lines one request leaves */
  flows: Array<{ w: number; plain?: boolean; make: (r: Rng) => Line[] }>;
  /** periodic jobs: period in seconds */
  jobs: Array<{ every: number; make: (r: Rng) => Line[] }>;
  /** one service logging the same harmless complaint all the time, lines per minute */
  noisy: { perMin: number; make: (r: Rng) => Line };
  /** rare lines: deprecations, retries that succeed, domain noise */
  odd: Array<{ w: number; make: (r: Rng) => Line[] }>;
  /** an unrelated rollout or reload somewhere, as the platform logs it */
  deploys: Array<(r: Rng) => Line[]>;
}

const drv = (r: Rng) => `D${r.digits(5)}`;
const ride = (r: Rng, p: string) => `${p}${r.digits(7)}`;
const ms = (r: Rng, lo: number, hi: number) => r.int(lo, hi);
const money = (r: Rng, lo: number, hi: number) => (r.int(lo * 100, hi * 100) / 100).toFixed(2);
const plate = (r: Rng) =>
  `${r.pick(["LK", "LD", "BV", "YX", "MA", "SF"])}${r.int(10, 74)} ${r.pick(["ABC", "KTX", "HPR", "ZUV", "GNE", "WMO"])}`;

// --- Metrocab: London-ish licensed taxi dispatch, mixed JVM/Go/C++ estate with W3C trace ids -------------------
const metrocab: Estate = {
  key: "metrocab",
  company: "Metrocab Dispatch",
  ns: "mcab-prod",
  traces: "w3c",
  runtimes: {
    "rider-api": "node",
    "booking-svc": "java",
    "dispatch-matcher": "go",
    "driver-gateway": "go",
    "eta-router": "cpp",
    "fare-engine": "kotlin",
    payments: "java",
    "driver-payouts": "python",
    "compliance-checks": "python",
    "control-room": "node",
  },
  zones: ["SOHO", "KX", "CANARY", "SHOREDITCH", "LHR-T5", "LCY", "BRIXTON", "CROYDON-S"],
  flows: [
    {
      w: 5,
      make: (r) => {
        const b = ride(r, "BK-");
        const z = r.pick(metrocab.zones);
        const eta = ms(r, 2, 11);
        return [
          {
            svc: "rider-api",
            level: "info",
            msg: `POST /v3/bookings 201 ${ms(r, 90, 420)}ms ua=MetrocabRider/6.${r.int(2, 4)}.${r.int(0, 9)}`,
          },
          {
            svc: "booking-svc",
            level: "info",
            msg: `Booking ${b} created channel=${r.pick(["app", "app", "app", "phone", "web"])} pickupZone=${z}`,
            dt: 12,
          },
          {
            svc: "fare-engine",
            level: "info",
            msg: `quote ${b}: ${r.pick(["METERED", "METERED", "FIXED"])} est=GBP ${money(r, 9, 48)} surge=${r.pick(["1.0", "1.0", "1.2", "1.4"])} zone=${z}`,
            dt: 30,
          },
          {
            svc: "dispatch-matcher",
            level: "info",
            msg: `matched booking=${b} driver=${drv(r)} candidates=${r.int(2, 14)} score=${r.next().toFixed(3)} eta=${eta}m`,
            dt: 140,
          },
          {
            svc: "eta-router",
            level: "info",
            msg: `route ok legs=1 dist=${r.int(400, 9000)}m dur=${eta * 60 + r.int(0, 59)}s graph=osm-2026w${r.int(20, 23)} t=${ms(r, 2, 19)}ms`,
            dt: 90,
          },
        ];
      },
    },
    {
      w: 9,
      plain: true,
      make: (r) => [
        {
          svc: "driver-gateway",
          level: "info",
          msg: `positions batch accepted n=${r.int(180, 640)} shard=${r.int(0, 7)} lag_p95=${ms(r, 300, 2400)}ms`,
        },
      ],
    },
    {
      w: 2,
      make: (r) => {
        const b = ride(r, "BK-");
        return [
          { svc: "booking-svc", level: "info", msg: `Booking ${b} completed, meter closed at GBP ${money(r, 8, 70)}` },
          {
            svc: "payments",
            level: "info",
            msg: `Capture succeeded booking=${b} psp_ref=${r.hex(16).toUpperCase()} amount=${money(r, 8, 70)} GBP`,
            dt: 180,
          },
        ];
      },
    },
    {
      w: 3,
      make: (r) => [
        { svc: "rider-api", level: "info", msg: `GET /v3/bookings/${ride(r, "BK-")}/track 200 ${ms(r, 8, 60)}ms` },
        { svc: "eta-router", level: "info", msg: `eta refresh dur=${r.int(60, 900)}s t=${ms(r, 1, 9)}ms`, dt: 6 },
      ],
    },
    {
      w: 1,
      make: (r) => [
        {
          svc: "control-room",
          level: "info",
          msg: `operator ${r.pick(["jpatel", "mokafor", "lnowak", "sreid"])} viewed job board zone=${r.pick(metrocab.zones)}`,
        },
      ],
    },
    {
      w: 1,
      make: (r) => [
        {
          svc: "compliance-checks",
          level: "info",
          msg: `licence check driver=${drv(r)} badge=${r.digits(6)} status=VALID expires=2027-0${r.int(1, 9)}-1${r.int(0, 9)}`,
        },
      ],
    },
  ],
  jobs: [
    {
      every: 30,
      make: (r) => [
        {
          svc: "fare-engine",
          level: "info",
          msg: `surge table refreshed zones=${metrocab.zones.length} max=${r.pick(["1.2", "1.4", "1.6", "1.0"])}`,
        },
      ],
    },
    { every: 15, make: (r) => [{ svc: "rider-api", level: "debug", msg: `GET /healthz 200 ${ms(r, 0, 3)}ms` }] },
    {
      every: 20,
      make: (r) => [
        {
          svc: "payments",
          level: "info",
          msg: `HikariPool-1 - Pool stats (total=20, active=${r.int(1, 6)}, idle=${r.int(12, 19)}, waiting=0)`,
        },
      ],
    },
    {
      every: 60,
      make: (r) => [
        { svc: "driver-payouts", level: "info", msg: `payout sweep: ${r.int(0, 14)} statements queued, 0 failed` },
      ],
    },
    {
      every: 45,
      make: (r) => [
        { svc: "control-room", level: "info", msg: `board snapshot pushed to ${r.int(9, 22)} operator sessions` },
      ],
    },
  ],
  noisy: {
    perMin: 14,
    make: (r) => ({
      svc: "driver-gateway",
      level: "warn",
      msg: `position rejected driver=${drv(r)} reason=implausible_jump dist=${r.int(900, 4200)}m dt=${r.int(2, 5)}s (tunnel?)`,
    }),
  },
  odd: [
    {
      w: 4,
      make: (r) => [
        {
          svc: "dispatch-matcher",
          level: "info",
          msg: `offer declined driver=${drv(r)} booking=${ride(r, "BK-")} reason=${r.pick(["driver_declined", "offer_expired", "too_far"])}`,
        },
      ],
    },
    {
      w: 3,
      make: (r) => [
        {
          svc: "booking-svc",
          level: "info",
          msg: `Booking ${ride(r, "BK-")} cancelled by rider after driver assigned (fee=GBP 5.00)`,
        },
      ],
    },
    {
      w: 2,
      make: (r) => [
        {
          svc: "payments",
          level: "warn",
          msg: `Capture refused booking=${ride(r, "BK-")} refusalReason=${r.pick(["Not enough balance", "Refused", "CVC Declined"])} -> rider notified to update card`,
        },
      ],
    },
    {
      w: 1,
      make: (r) => [
        {
          svc: "dispatch-matcher",
          level: "warn",
          msg: `no driver found booking=${ride(r, "BK-")} zone=CROYDON-S radius=8km after 3 rounds`,
        },
      ],
    },
    {
      w: 1,
      make: (r) => [
        {
          svc: "driver-gateway",
          level: "info",
          msg: `driver ${drv(r)} went offline mid-shift (app backgrounded ${r.int(120, 900)}s)`,
        },
      ],
    },
    {
      w: 1,
      make: () => [
        {
          svc: "rider-api",
          level: "warn",
          msg: "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.",
        },
      ],
    },
    {
      w: 1,
      make: (r) => [
        {
          svc: "fare-engine",
          level: "warn",
          msg: `HTTP call to eta-router retried (attempt 2) after ${ms(r, 200, 600)}ms: 503, succeeded`,
        },
      ],
    },
  ],
  deploys: [
    (r) => [
      {
        svc: "control-room",
        level: "info",
        msg: `Starting control-room v4.${r.int(10, 40)}.${r.int(0, 9)} (node v20.11.1)`,
      },
      { svc: "control-room", level: "info", msg: "websocket gateway listening on :8443", dt: 900 },
    ],
    (r) => [
      {
        svc: "driver-payouts",
        level: "info",
        msg: `config reloaded from /etc/payouts/payouts.yaml (sha256=${r.hex(12)})`,
      },
    ],
  ],
};

// --- Bluebird Cars: private hire with phone bookings, .NET/Ruby/C++ estate, no trace ids -------------------------
const bluebird: Estate = {
  key: "bluebird",
  company: "Bluebird Cars",
  ns: "bluebird",
  traces: "none",
  runtimes: {
    "phone-booking": "dotnet",
    "app-bff": "node",
    "job-allocator": "dotnet",
    "avl-ingest": "go",
    "surge-pricer": "python",
    "meter-sync": "cpp",
    "card-capture": "ruby",
    "payout-batch": "ruby",
    "licensing-sync": "python",
    "ops-console": "node",
  },
  zones: ["Z01-CENTRAL", "Z04-AIRPORT", "Z07-UNIVERSITY", "Z11-HARBOUR", "Z15-RETAIL", "Z22-OUTER-NORTH"],
  flows: [
    {
      w: 4,
      make: (r) => {
        const j = ride(r, "J");
        const z = r.pick(bluebird.zones);
        return [
          {
            svc: "phone-booking",
            level: "info",
            msg: `Call ${r.hex(8)} answered by agent ${r.int(100, 160)}; job ${j} captured pickup="${r.pick(["Station Rd", "Mill Lane", "Harbour Quay", "Kings Parade", "Arrivals Door 3"])}" zone=${z}`,
          },
          {
            svc: "job-allocator",
            level: "info",
            msg: `Job ${j} allocated to car ${r.int(100, 899)} (${plate(r)}) in ${ms(r, 300, 4200)}ms, ${r.int(1, 6)} offers`,
            dt: 600,
          },
        ];
      },
    },
    {
      w: 5,
      make: (r) => {
        const j = ride(r, "J");
        return [
          {
            svc: "app-bff",
            level: "info",
            msg: `POST /api/jobs 201 ${ms(r, 60, 380)} ms - ${r.pick(["ios", "android"])}`,
          },
          {
            svc: "surge-pricer",
            level: "info",
            msg: `quote job=${j} zone=${r.pick(bluebird.zones)} multiplier=${r.pick(["1.00", "1.00", "1.25", "1.50"])} base=${money(r, 7, 40)}`,
            dt: 20,
          },
          {
            svc: "job-allocator",
            level: "info",
            msg: `Job ${j} allocated to car ${r.int(100, 899)} (${plate(r)}) in ${ms(r, 300, 4200)}ms, ${r.int(1, 6)} offers`,
            dt: 900,
          },
        ];
      },
    },
    {
      w: 9,
      plain: true,
      make: (r) => [
        {
          svc: "avl-ingest",
          level: "info",
          msg: `flushed ${r.int(150, 520)} fixes to avl.positions in ${ms(r, 3, 40)}ms (modems online ${r.int(380, 460)})`,
        },
      ],
    },
    {
      w: 2,
      make: (r) => {
        const j = ride(r, "J");
        const amt = money(r, 6, 80);
        return [
          {
            svc: "meter-sync",
            level: "info",
            msg: `meter close car=${r.int(100, 899)} job=${j} tariff=${r.pick(["T1", "T2", "T3", "AIRPORT-FLAT"])} total=${amt}`,
          },
          {
            svc: "card-capture",
            level: "info",
            msg: `Completed 200 OK in ${ms(r, 120, 700)}ms (Views: 0.4ms | ActiveRecord: ${ms(r, 2, 30)}.1ms) charge job=${j} amount=${amt}`,
            dt: 400,
          },
        ];
      },
    },
    {
      w: 2,
      make: (r) => [
        {
          svc: "app-bff",
          level: "info",
          msg: `GET /api/jobs/${ride(r, "J")}/vehicle 200 ${ms(r, 5, 40)} ms - ${r.pick(["ios", "android"])}`,
        },
      ],
    },
    {
      w: 1,
      make: (r) => [
        {
          svc: "ops-console",
          level: "info",
          msg: `dispatcher ${r.pick(["amy.c", "raj.k", "tom.b"])} moved job ${ride(r, "J")} to manual queue`,
        },
      ],
    },
  ],
  jobs: [
    {
      every: 30,
      make: (r) => [
        {
          svc: "surge-pricer",
          level: "info",
          msg: `heatmap recomputed cells=${r.int(820, 900)} hot=${r.int(0, 9)} took=${(r.next() * 2 + 0.4).toFixed(2)}s`,
        },
      ],
    },
    {
      every: 10,
      make: (r) => [
        { svc: "job-allocator", level: "debug", msg: `Health check /health returned Healthy in ${ms(r, 1, 9)}ms` },
      ],
    },
    {
      every: 60,
      make: (r) => [
        {
          svc: "payout-batch",
          level: "info",
          msg: `Sidekiq DriverStatementJob JID-${r.hex(24)} done: ${(r.next() * 2 + 0.2).toFixed(3)} sec`,
        },
      ],
    },
    {
      every: 90,
      make: (r) => [
        {
          svc: "licensing-sync",
          level: "info",
          msg: `council register delta: ${r.int(0, 6)} badges updated, ${r.int(0, 2)} plates updated`,
        },
      ],
    },
  ],
  noisy: {
    perMin: 10,
    make: (r) => ({
      svc: "meter-sync",
      level: "error",
      msg: `meter car=${r.int(100, 899)} clock drift ${r.int(3, 40)}s vs server, resynced`,
    }),
  },
  odd: [
    {
      w: 4,
      make: (r) => [
        {
          svc: "job-allocator",
          level: "info",
          msg: `Offer for job ${ride(r, "J")} rejected by car ${r.int(100, 899)} (reason: ${r.pick(["DriverBusy", "Declined", "Timeout"])})`,
        },
      ],
    },
    {
      w: 2,
      make: (r) => [
        {
          svc: "app-bff",
          level: "info",
          msg: `job ${ride(r, "J")} cancelled by passenger after allocation, late-cancel fee applied`,
        },
      ],
    },
    {
      w: 2,
      make: (r) => [
        {
          svc: "card-capture",
          level: "warn",
          msg: `charge declined job=${ride(r, "J")} code=${r.pick(["card_declined", "insufficient_funds", "expired_card"])} - driver told to collect cash`,
        },
      ],
    },
    {
      w: 1,
      make: (r) => [
        {
          svc: "job-allocator",
          level: "warn",
          msg: `No vehicles available for job ${ride(r, "J")} in Z22-OUTER-NORTH after 4 rings; passenger offered callback`,
        },
      ],
    },
    {
      w: 1,
      make: (r) => [
        {
          svc: "avl-ingest",
          level: "info",
          msg: `modem ${r.digits(15)} logged off (ignition off) car=${r.int(100, 899)}`,
        },
      ],
    },
    {
      w: 1,
      make: () => [
        {
          svc: "card-capture",
          level: "warn",
          msg: "DEPRECATION WARNING: Calling `ActiveSupport::Deprecation.warn` on the singleton is deprecated and will be removed from Rails (use your own Deprecation object instead) (called from <top (required)> at /app/config/initializers/payments.rb:4)",
        },
      ],
    },
    {
      w: 1,
      make: (r) => [
        {
          svc: "surge-pricer",
          level: "warn",
          msg: `Retrying (Retry(total=2, connect=None, read=None, redirect=None, status=None)) after connection broken by 'ReadTimeoutError' for /v1/events; ok on retry (${ms(r, 300, 900)}ms)`,
        },
      ],
    },
  ],
  deploys: [
    (r) => [
      {
        svc: "ops-console",
        level: "info",
        msg: `ops-console 2.${r.int(3, 9)}.${r.int(0, 20)} started on port 3000 (NODE_ENV=production)`,
      },
    ],
    (r) => [
      {
        svc: "licensing-sync",
        level: "info",
        msg: `Reloading configuration: register_poll_seconds 90 -> ${r.pick([60, 120])}`,
      },
    ],
  ],
};

// --- CityRide: app-only ride hailing, Python/Go/Java, uuid request ids --------------------------------------------
const cityride: Estate = {
  key: "cityride",
  company: "CityRide",
  ns: "cityride-eu1",
  traces: "uuid",
  runtimes: {
    "edge-gw": "go",
    "rides-core": "python",
    matchmaker: "go",
    "positions-stream": "java",
    pricing: "go",
    wallet: "java",
    payouts: "python",
    "docs-verify": "node",
    "dispatch-board": "elixir",
  },
  zones: ["centrum", "zuid", "airport", "noord", "westpoort", "haven"],
  flows: [
    {
      w: 5,
      make: (r) => {
        const id = ride(r, "rd_");
        const z = r.pick(cityride.zones);
        return [
          {
            svc: "edge-gw",
            level: "info",
            msg: `"POST /v1/rides HTTP/1.1" 201 ${r.int(400, 900)} ${ms(r, 80, 500)}ms upstream=rides-core`,
          },
          {
            svc: "rides-core",
            level: "info",
            msg: `ride ${id} requested zone=${z} product=${r.pick(["standard", "standard", "xl", "green"])}`,
            dt: 8,
          },
          {
            svc: "pricing",
            level: "info",
            msg: `priced ride=${id} fare=EUR ${money(r, 8, 55)} surge=${r.pick(["1.0", "1.0", "1.3"])} zone=${z}`,
            dt: 25,
          },
          {
            svc: "matchmaker",
            level: "info",
            msg: `assigned ride=${id} driver=${drv(r)} pool=${r.int(3, 30)} took=${ms(r, 40, 900)}ms`,
            dt: 300,
          },
        ];
      },
    },
    {
      w: 9,
      plain: true,
      make: (r) => [
        {
          svc: "positions-stream",
          level: "info",
          msg: `Committed offsets for partition driver-positions-${r.int(0, 11)}: ${r.int(1000000, 9999999)} (batch ${r.int(200, 900)} records)`,
        },
      ],
    },
    {
      w: 2,
      make: (r) => {
        const id = ride(r, "rd_");
        const a = money(r, 8, 55);
        return [
          { svc: "rides-core", level: "info", msg: `ride ${id} completed, final fare EUR ${a}` },
          {
            svc: "wallet",
            level: "info",
            msg: `charge ok ride=${id} amount=${a} EUR method=${r.pick(["card", "card", "apple_pay", "ideal"])}`,
            dt: 200,
          },
        ];
      },
    },
    {
      w: 3,
      make: (r) => [
        {
          svc: "edge-gw",
          level: "info",
          msg: `"GET /v1/rides/${ride(r, "rd_")} HTTP/1.1" 200 ${r.int(600, 1800)} ${ms(r, 5, 50)}ms upstream=rides-core`,
        },
      ],
    },
    {
      w: 1,
      make: (r) => [
        {
          svc: "dispatch-board",
          level: "info",
          msg: `[info] board channel joined operator=${r.pick(["ops-1", "ops-2", "ops-3"])} zone=${r.pick(cityride.zones)}`,
        },
      ],
    },
    {
      w: 1,
      make: (r) => [
        {
          svc: "docs-verify",
          level: "info",
          msg: `document verified driver=${drv(r)} type=${r.pick(["licence", "insurance", "inspection"])} valid_until=2027-0${r.int(1, 9)}-0${r.int(1, 9)}`,
        },
      ],
    },
  ],
  jobs: [
    {
      every: 20,
      make: (r) => [
        {
          svc: "pricing",
          level: "info",
          msg: `surge zones recomputed n=${cityride.zones.length} max=${r.pick(["1.0", "1.3", "1.6"])}`,
        },
      ],
    },
    {
      every: 15,
      make: (r) => [
        { svc: "edge-gw", level: "debug", msg: `"GET /healthz HTTP/1.1" 200 2 ${ms(r, 0, 2)}ms upstream=local` },
      ],
    },
    {
      every: 60,
      make: (r) => [
        {
          svc: "payouts",
          level: "info",
          msg: `celery task payouts.tasks.settle_driver_day succeeded in ${(r.next() * 3).toFixed(3)}s`,
        },
      ],
    },
    {
      every: 30,
      make: (r) => [
        { svc: "dispatch-board", level: "info", msg: `[info] broadcast board snapshot to ${r.int(3, 12)} subscribers` },
      ],
    },
  ],
  noisy: {
    perMin: 12,
    make: (r) => ({
      svc: "docs-verify",
      level: "error",
      msg: `OCR confidence ${(r.next() * 0.3 + 0.4).toFixed(2)} below threshold for upload ${r.hex(10)}, queued for manual review`,
    }),
  },
  odd: [
    {
      w: 4,
      make: (r) => [
        {
          svc: "matchmaker",
          level: "info",
          msg: `offer declined ride=${ride(r, "rd_")} driver=${drv(r)} reason=${r.pick(["declined", "expired"])}`,
        },
      ],
    },
    {
      w: 2,
      make: (r) => [
        {
          svc: "rides-core",
          level: "info",
          msg: `ride ${ride(r, "rd_")} cancelled by rider after assignment (fee EUR 4.00)`,
        },
      ],
    },
    {
      w: 2,
      make: (r) => [
        {
          svc: "wallet",
          level: "warn",
          msg: `charge declined ride=${ride(r, "rd_")} decline_code=${r.pick(["insufficient_funds", "do_not_honor", "expired_card"])}`,
        },
      ],
    },
    {
      w: 1,
      make: (r) => [
        {
          svc: "matchmaker",
          level: "warn",
          msg: `no driver available ride=${ride(r, "rd_")} zone=westpoort radius=6km`,
        },
      ],
    },
    {
      w: 1,
      make: (r) => [
        {
          svc: "positions-stream",
          level: "warn",
          msg: `Dropped fix for driver ${drv(r)}: accuracy ${r.int(150, 900)}m exceeds 100m`,
        },
      ],
    },
    {
      w: 1,
      make: () => [
        {
          svc: "rides-core",
          level: "warn",
          msg: "RemovedInDjango51Warning: The USE_L10N setting is deprecated. Starting with Django 5.0, localized formatting of data will always be enabled.",
        },
      ],
    },
    {
      w: 1,
      make: (r) => [
        { svc: "edge-gw", level: "warn", msg: `upstream matchmaker retry 1/2 after 503, ok (${ms(r, 30, 300)}ms)` },
      ],
    },
  ],
  deploys: [
    (r) => [
      {
        svc: "dispatch-board",
        level: "info",
        msg: `[info] Running DispatchBoardWeb.Endpoint with cowboy 2.10.0 at :::4000 (http) release=${r.hex(7)}`,
      },
    ],
    (r) => [
      { svc: "payouts", level: "info", msg: `worker restarted for rollout payouts:${r.int(300, 400)} (celery 5.3.6)` },
    ],
  ],
};

// --- Northern Taxi Co-op: small radio-dispatch co-operative, Python/Ruby/Java, short request ids ---------------------
const northern: Estate = {
  key: "northern",
  company: "Northern Taxi Co-op",
  ns: "ntc",
  traces: "short",
  runtimes: {
    "hail-intake": "node",
    "radio-dispatch": "java",
    "mdt-link": "java",
    "fare-meter": "python",
    "trip-recorder": "python",
    "card-terminal": "ruby",
    "licence-check": "ruby",
    notifier: "node",
  },
  zones: ["city-centre", "rank-piccadilly", "airport", "salford", "stockport", "oldham"],
  flows: [
    {
      w: 5,
      make: (r) => {
        const j = ride(r, "NT");
        const car = r.int(1, 420);
        return [
          {
            svc: "hail-intake",
            level: "info",
            msg: `booking ${j} accepted source=${r.pick(["app", "phone", "phone", "rank-kiosk"])} zone=${r.pick(northern.zones)}`,
          },
          {
            svc: "radio-dispatch",
            level: "info",
            msg: `job ${j} -> car ${car} (dist ${(r.next() * 4).toFixed(1)}km, queue pos ${r.int(1, 5)})`,
            dt: 400,
          },
          { svc: "mdt-link", level: "info", msg: `car ${car} ACK job ${j} in ${ms(r, 400, 9000)}ms`, dt: 2000 },
        ];
      },
    },
    {
      w: 8,
      plain: true,
      make: (r) => [
        {
          svc: "mdt-link",
          level: "info",
          msg: `heartbeat window: ${r.int(260, 330)} terminals connected, ${r.int(0, 4)} stale`,
        },
      ],
    },
    {
      w: 2,
      make: (r) => {
        const j = ride(r, "NT");
        const a = money(r, 6, 60);
        return [
          {
            svc: "fare-meter",
            level: "info",
            msg: `meter off job=${j} tariff=${r.pick(["T1", "T2", "T3", "AIRPORT"])} fare=${a} extras=${r.pick(["0.00", "0.50", "2.00"])}`,
          },
          {
            svc: "card-terminal",
            level: "info",
            msg: `Completed 200 OK payment job=${j} amount=${a} auth=${r.digits(6)}`,
            dt: 900,
          },
          { svc: "trip-recorder", level: "info", msg: `trip ${j} archived (${r.int(40, 400)} points)`, dt: 1400 },
        ];
      },
    },
    {
      w: 2,
      make: (r) => [
        {
          svc: "notifier",
          level: "info",
          msg: `sms sent to +44 7${r.digits(3)} *** *** (car arriving) provider_id=SM${r.hex(12)}`,
        },
      ],
    },
    {
      w: 1,
      make: (r) => [
        {
          svc: "licence-check",
          level: "info",
          msg: `Started GET "/badges/${r.digits(5)}" ... Completed 200 OK in ${ms(r, 4, 40)}ms`,
        },
      ],
    },
  ],
  jobs: [
    {
      every: 30,
      make: (r) => [
        {
          svc: "radio-dispatch",
          level: "info",
          msg: `rank queues: ${northern.zones.map((z) => `${z}=${r.int(0, 9)}`).join(" ")}`,
        },
      ],
    },
    { every: 15, make: (r) => [{ svc: "hail-intake", level: "debug", msg: `GET /health 200 ${ms(r, 0, 3)}ms` }] },
    {
      every: 60,
      make: (r) => [
        { svc: "trip-recorder", level: "info", msg: `rotated segment trips-${r.hex(6)}.parquet (${r.int(2, 40)} MB)` },
      ],
    },
    {
      every: 120,
      make: (r) => [
        {
          svc: "licence-check",
          level: "info",
          msg: `expiry sweep: ${r.int(0, 5)} badges expiring within 30 days, reminders queued`,
        },
      ],
    },
  ],
  noisy: {
    perMin: 9,
    make: (r) => ({
      svc: "fare-meter",
      level: "warn",
      msg: `tariff lookup for car ${r.int(1, 420)} used cached table (meter firmware ${r.pick(["2.1.4", "2.1.3"])} lacks tariff push)`,
    }),
  },
  odd: [
    {
      w: 4,
      make: (r) => [
        {
          svc: "radio-dispatch",
          level: "info",
          msg: `car ${r.int(1, 420)} declined job ${ride(r, "NT")}, offering next in queue`,
        },
      ],
    },
    {
      w: 2,
      make: (r) => [
        { svc: "hail-intake", level: "info", msg: `booking ${ride(r, "NT")} cancelled by customer after car assigned` },
      ],
    },
    {
      w: 2,
      make: (r) => [
        { svc: "card-terminal", level: "warn", msg: `payment declined job=${ride(r, "NT")} response=05 Do not honour` },
      ],
    },
    {
      w: 1,
      make: (r) => [
        {
          svc: "radio-dispatch",
          level: "warn",
          msg: `no car available for job ${ride(r, "NT")} zone=oldham, held for ${r.int(2, 6)} min`,
        },
      ],
    },
    {
      w: 1,
      make: (r) => [
        { svc: "mdt-link", level: "info", msg: `car ${r.int(1, 420)} signed off mid-shift (driver break)` },
      ],
    },
    {
      w: 1,
      make: () => [
        {
          svc: "notifier",
          level: "warn",
          msg: "(node:17) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
        },
      ],
    },
    {
      w: 1,
      make: (r) => [
        {
          svc: "trip-recorder",
          level: "warn",
          msg: `GPS fix for car ${r.int(1, 420)} jumped ${r.int(800, 3000)}m in 3s (Mancunian Way underpass), smoothed`,
        },
      ],
    },
  ],
  deploys: [
    (r) => [
      { svc: "notifier", level: "info", msg: `notifier 1.${r.int(10, 30)}.${r.int(0, 9)} listening on 0.0.0.0:8080` },
    ],
    (r) => [
      {
        svc: "licence-check",
        level: "info",
        msg: `Puma starting in single mode... * Version 6.4.2, codename: The Eagle of Durango, release ${r.hex(7)}`,
      },
    ],
  ],
};

export const ESTATES: Record<string, Estate> = { metrocab, bluebird, cityride, northern };

export function services(e: Estate): string[] {
  return Object.keys(e.runtimes);
}
