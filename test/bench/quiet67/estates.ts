// The four made-up transit estates of quiet67: services, runtimes, normal request flows, health probes,
// periodic jobs and each estate's constant harmless complainer.
import type { Level } from "./formats.js";
import { chance, digits, hex, int, pick, type Rng } from "./rng.js";

export type Runtime = "go" | "java" | "python" | "node" | "dotnet" | "ruby" | "cpp";
/** One line of a request flow: service, level, message, ms after the flow starts. */
export type Step = [svc: string, level: Level, msg: string, dt: number];
export interface Flow {
  name: string;
  weight: number;
  run: (r: Rng) => Step[];
}
export interface Periodic {
  svc: string;
  everyMs: number;
  make: (r: Rng) => [Level, string];
}
export type Role =
  | "edge"
  | "tap"
  | "risk"
  | "ledger"
  | "pay"
  | "vehicle"
  | "feed"
  | "display"
  | "planner"
  | "push"
  | "batch"
  | "account"
  | "jvm"
  | "py"
  | "node"
  | "dotnet"
  | "go";
export interface Estate {
  key: string;
  namespace: string;
  traceIds: boolean;
  services: string[];
  runtime: Record<string, Runtime>;
  roles: Record<Role, string>;
  flows: Flow[];
  periodic: Periodic[];
  probed: string[];
  noisy: Periodic;
}

const pan = (r: Rng) => `${pick(r, ["4", "5", "3"])}${"*".repeat(11)}${digits(r, 4)}`;
const ms = (r: Rng, lo: number, hi: number) => int(r, lo, hi);
const stopName = (r: Rng) =>
  pick(r, [
    "Harbour St",
    "Central Stn",
    "Mill Rd",
    "Kings Cross Rd",
    "Univ. North",
    "Old Market",
    "Riverside",
    "Airport T2",
    "Elm Park",
    "Quarry Hill",
  ]);

// ---------- Tapline: account-based ticketing back office ----------
const tapline: Estate = {
  key: "tapline",
  namespace: "abt-prod",
  traceIds: true,
  services: [
    "tap-gateway",
    "validator-sync",
    "abt-ledger",
    "fare-capping",
    "card-risk",
    "rider-account-api",
    "payment-router",
    "journey-builder",
    "notify-worker",
  ],
  runtime: {
    "tap-gateway": "go",
    "validator-sync": "go",
    "abt-ledger": "java",
    "fare-capping": "java",
    "card-risk": "python",
    "rider-account-api": "node",
    "payment-router": "dotnet",
    "journey-builder": "java",
    "notify-worker": "ruby",
  },
  roles: {
    edge: "rider-account-api",
    tap: "tap-gateway",
    risk: "card-risk",
    ledger: "abt-ledger",
    pay: "payment-router",
    vehicle: "validator-sync",
    feed: "validator-sync",
    display: "validator-sync",
    planner: "journey-builder",
    push: "notify-worker",
    batch: "journey-builder",
    account: "rider-account-api",
    jvm: "fare-capping",
    py: "card-risk",
    node: "rider-account-api",
    dotnet: "payment-router",
    go: "tap-gateway",
  },
  flows: [
    {
      name: "tap",
      weight: 10,
      run: (r) => {
        const v = `VAL-${digits(r, 5)}`;
        const tok = hex(r, 16);
        const out: Step[] = [
          [
            "tap-gateway",
            "info",
            `tap accepted validator=${v} route=${int(r, 1, 96)} token=${tok} mode=emv-contactless`,
            0,
          ],
          ["card-risk", "info", `risk check token=${tok} score=${(r() * 0.3).toFixed(3)} decision=allow`, ms(r, 5, 30)],
          ["abt-ledger", "info", `Recorded tap ${hex(r, 8)} for token ${tok} (journey pending)`, ms(r, 30, 90)],
        ];
        if (chance(r, 0.5))
          out.push([
            "fare-capping",
            "info",
            `cap evaluation token=${tok} daily=${(r() * 9).toFixed(2)}/9.40 weekly=${(r() * 30).toFixed(2)}/38.50`,
            ms(r, 90, 200),
          ]);
        return out;
      },
    },
    {
      name: "account",
      weight: 4,
      run: (r) => {
        const p = pick(r, ["/v1/trips", "/v1/account", "/v1/cards", "/v1/statements/2026-10"]);
        const t = ms(r, 18, 240);
        return [
          ["rider-account-api", "info", `GET ${p} 200 ${t}ms`, 0],
          ["abt-ledger", "info", `Fetched ${int(r, 0, 60)} trips for account ACC-${digits(r, 7)}`, ms(r, 3, 12)],
        ];
      },
    },
    {
      name: "journey",
      weight: 3,
      run: (r) => [
        [
          "journey-builder",
          "info",
          `Assembled journey J${digits(r, 9)}: ${int(r, 1, 3)} legs, fare ${(1.8 + r() * 4).toFixed(2)} EUR`,
          0,
        ],
        ["fare-capping", "info", `cap state updated for token ${hex(r, 16)} (no cap reached)`, ms(r, 20, 60)],
      ],
    },
    {
      name: "payment",
      weight: 2,
      run: (r) => {
        const amt = (r() * 12 + 1.8).toFixed(2);
        return [
          [
            "payment-router",
            "info",
            `Authorization approved for aggregated charge {Amount=${amt} EUR, Acquirer="adyen-eu", Rrn="${digits(r, 12)}"}`,
            0,
          ],
          ["abt-ledger", "info", `Settled charge ${hex(r, 10)} amount=${amt}`, ms(r, 40, 120)],
        ];
      },
    },
    {
      name: "notify",
      weight: 1,
      run: (r) => [
        [
          "notify-worker",
          "info",
          `Performed TripReceiptJob (Job ID: ${hex(r, 24)}) from Sidekiq(default) in ${int(r, 30, 300)}ms`,
          0,
        ],
      ],
    },
  ],
  periodic: [
    {
      svc: "validator-sync",
      everyMs: 30_000,
      make: (r) => [
        "info",
        `heartbeat sweep: ${int(r, 2380, 2412)}/2431 validators online, ${int(r, 2, 19)} in tunnel sections`,
      ],
    },
    {
      svc: "journey-builder",
      everyMs: 60_000,
      make: (r) => ["info", `Closing idle journeys: ${int(r, 40, 400)} closed, ${int(r, 0, 3)} awaiting late taps`],
    },
    {
      svc: "payment-router",
      everyMs: 45_000,
      make: (r) => ["info", `Acquirer connection pool stats: active=${int(r, 1, 6)} idle=${int(r, 6, 14)} max=20`],
    },
  ],
  probed: ["tap-gateway", "validator-sync", "rider-account-api", "card-risk"],
  noisy: {
    svc: "validator-sync",
    everyMs: 7_000,
    make: (r) => [
      "error",
      `heartbeat rejected: validator VAL-0${pick(r, ["4417", "4417", "3120"])} presented certificate serial 3F:9A:${hex(r, 2).toUpperCase()}:11 not in fleet registry`,
    ],
  },
};

// ---------- Lumen: passenger information (no request ids) ----------
const lumen: Estate = {
  key: "lumen",
  namespace: "pis-prod",
  traceIds: false,
  services: [
    "gtfs-rt-ingest",
    "vehicle-tracker",
    "trip-updates",
    "pid-controller",
    "alerts-service",
    "trip-planner",
    "stop-cache",
    "api-edge",
    "timetable-loader",
  ],
  runtime: {
    "gtfs-rt-ingest": "go",
    "vehicle-tracker": "python",
    "trip-updates": "java",
    "pid-controller": "cpp",
    "alerts-service": "ruby",
    "trip-planner": "java",
    "stop-cache": "go",
    "api-edge": "node",
    "timetable-loader": "python",
  },
  roles: {
    edge: "api-edge",
    tap: "api-edge",
    risk: "alerts-service",
    ledger: "stop-cache",
    pay: "api-edge",
    vehicle: "vehicle-tracker",
    feed: "gtfs-rt-ingest",
    display: "pid-controller",
    planner: "trip-planner",
    push: "alerts-service",
    batch: "timetable-loader",
    account: "api-edge",
    jvm: "trip-updates",
    py: "vehicle-tracker",
    node: "api-edge",
    dotnet: "trip-planner",
    go: "stop-cache",
  },
  flows: [
    {
      name: "plan",
      weight: 4,
      run: (r) => {
        const t = ms(r, 40, 900);
        return [
          ["trip-planner", "info", `Plan request completed: ${int(r, 1, 5)} itineraries in ${t} ms (raptor)`, 0],
          ["api-edge", "info", `GET /otp/plan?fromPlace=...&toPlace=... 200 ${t + ms(r, 2, 30)}ms`, t + ms(r, 2, 30)],
        ];
      },
    },
    {
      name: "departures",
      weight: 6,
      run: (r) => {
        const stop = `LMN:${digits(r, 4)}`;
        return [
          ["stop-cache", "info", `departures stop=${stop} hit=${chance(r, 0.85)} n=${int(r, 3, 12)}`, 0],
          ["api-edge", "info", `GET /v1/stops/${stop}/departures 200 ${ms(r, 4, 60)}ms`, ms(r, 5, 70)],
        ];
      },
    },
    {
      name: "positions",
      weight: 8,
      run: (r) => [
        [
          "gtfs-rt-ingest",
          "info",
          `fetched VehiclePositions feed: ${int(r, 310, 360)} entities, header ts age ${int(r, 2, 9)}s`,
          0,
        ],
        [
          "vehicle-tracker",
          "info",
          `matched ${int(r, 290, 350)} vehicles to trips (${int(r, 3, 12)} unmatched)`,
          ms(r, 20, 80),
        ],
        [
          "trip-updates",
          "info",
          `Published TripUpdates: ${int(r, 280, 340)} trips, ${int(r, 4000, 6500)} stop_time_updates`,
          ms(r, 100, 300),
        ],
      ],
    },
    {
      name: "displays",
      weight: 5,
      run: (r) => [
        [
          "pid-controller",
          "info",
          `push frame -> PID-${digits(r, 4)} (${stopName(r)} bay ${pick(r, ["A", "B", "C", "D"])}) ${int(r, 2, 6)} rows ok`,
          0,
        ],
      ],
    },
  ],
  periodic: [
    {
      svc: "timetable-loader",
      everyMs: 120_000,
      make: (r) => ["info", `static GTFS unchanged (etag "${hex(r, 12)}"), skip rebuild`],
    },
    {
      svc: "alerts-service",
      everyMs: 40_000,
      make: (r) => ["info", `Published ServiceAlerts feed: ${int(r, 6, 14)} active alerts`],
    },
    {
      svc: "stop-cache",
      everyMs: 60_000,
      make: (r) => [
        "info",
        `cache stats keys=${int(r, 14000, 16000)} hit_ratio=0.${int(r, 84, 93)} evictions=${int(r, 0, 40)}`,
      ],
    },
  ],
  probed: ["gtfs-rt-ingest", "stop-cache", "api-edge", "vehicle-tracker"],
  noisy: {
    svc: "pid-controller",
    everyMs: 6_000,
    make: (r) => [
      "error",
      `${pick(r, ["PID-2231 (Harbour St bay C)", "PID-2231 (Harbour St bay C)", "PID-0718 (Quarry Hill)"])}: SNMP get sysUpTime timed out after 2000 ms, keeping last frame`,
    ],
  },
};

// ---------- Fairway: mobile ticket app ----------
const fairway: Estate = {
  key: "fairway",
  namespace: "mticket",
  traceIds: true,
  services: [
    "mticket-bff",
    "ticket-issuer",
    "wallet-pass",
    "barcode-signer",
    "payment-svc",
    "fare-catalog",
    "push-sender",
    "inspection-api",
    "user-profile",
  ],
  runtime: {
    "mticket-bff": "node",
    "ticket-issuer": "java",
    "wallet-pass": "python",
    "barcode-signer": "go",
    "payment-svc": "dotnet",
    "fare-catalog": "python",
    "push-sender": "ruby",
    "inspection-api": "go",
    "user-profile": "node",
  },
  roles: {
    edge: "mticket-bff",
    tap: "inspection-api",
    risk: "payment-svc",
    ledger: "ticket-issuer",
    pay: "payment-svc",
    vehicle: "inspection-api",
    feed: "fare-catalog",
    display: "inspection-api",
    planner: "fare-catalog",
    push: "push-sender",
    batch: "wallet-pass",
    account: "user-profile",
    jvm: "ticket-issuer",
    py: "fare-catalog",
    node: "mticket-bff",
    dotnet: "payment-svc",
    go: "barcode-signer",
  },
  flows: [
    {
      name: "buy",
      weight: 3,
      run: (r) => {
        const tk = `T-${digits(r, 8)}`;
        const price = pick(r, ["2.40", "3.10", "6.80", "24.00", "89.00"]);
        return [
          [
            "fare-catalog",
            "info",
            `quote product=${pick(r, ["single-2z", "day-all", "week-1-3", "month-1-2"])} price=${price}`,
            0,
          ],
          [
            "payment-svc",
            "info",
            `Payment captured {PspReference="${hex(r, 16).toUpperCase()}", Amount=${price}}`,
            ms(r, 200, 700),
          ],
          ["barcode-signer", "info", `signed barcode ticket=${tk} kid=fw-2026-09 alg=ES256`, ms(r, 700, 800)],
          ["ticket-issuer", "info", `Issued ticket ${tk} (${price} EUR)`, ms(r, 800, 900)],
          ["mticket-bff", "info", `POST /api/v3/tickets 201 ${ms(r, 800, 1300)}ms`, ms(r, 900, 1000)],
        ];
      },
    },
    {
      name: "wallet",
      weight: 4,
      run: (r) => [
        ["mticket-bff", "info", `GET /api/v3/wallet 200 ${ms(r, 30, 200)}ms`, 0],
        ["ticket-issuer", "info", `Listed ${int(r, 0, 6)} active tickets for user U${digits(r, 7)}`, ms(r, 5, 20)],
        ["user-profile", "info", `profile read uid=U${digits(r, 7)} ${ms(r, 2, 9)}ms`, ms(r, 2, 8)],
      ],
    },
    {
      name: "inspect",
      weight: 3,
      run: (r) => [
        [
          "inspection-api",
          "info",
          `scan ok ticket=T-${digits(r, 8)} device=HHD-${digits(r, 3)} sig=valid age=${int(r, 1, 300)}m`,
          0,
        ],
      ],
    },
    {
      name: "pass",
      weight: 2,
      run: (r) => [
        ["wallet-pass", "info", `pass updated serial=${hex(r, 12)} platform=${pick(r, ["apple", "google"])}`, 0],
        ["mticket-bff", "info", `POST /api/v3/wallet/save 200 ${ms(r, 200, 600)}ms`, ms(r, 200, 600)],
      ],
    },
  ],
  periodic: [
    {
      svc: "fare-catalog",
      everyMs: 60_000,
      make: (r) => ["info", `catalog refreshed: 214 products, version 2026.10.${int(r, 1, 9)}`],
    },
    {
      svc: "push-sender",
      everyMs: 45_000,
      make: (r) => ["info", `expiry reminders batch: ${int(r, 20, 300)} sent`],
    },
    {
      svc: "barcode-signer",
      everyMs: 90_000,
      make: () => ["info", "key cache: 2 keys loaded (fw-2026-09 active, fw-2026-08 verify-only)"],
    },
  ],
  probed: ["mticket-bff", "barcode-signer", "inspection-api", "user-profile", "wallet-pass"],
  noisy: {
    svc: "push-sender",
    everyMs: 8_000,
    make: (r) => ["error", `APNs rejected ${int(r, 1, 7)} device tokens (410 Unregistered), removing`],
  },
};

// ---------- Northvale: regional rail/bus gates, denylist and settlement (no request ids) ----------
const northvale: Estate = {
  key: "northvale",
  namespace: "nv-fare",
  traceIds: false,
  services: [
    "station-gates",
    "tap-auth",
    "deny-list",
    "trip-settlement",
    "cap-engine",
    "pos-retail",
    "depot-sync",
    "ops-portal",
    "gtfs-publisher",
  ],
  runtime: {
    "station-gates": "cpp",
    "tap-auth": "go",
    "deny-list": "java",
    "trip-settlement": "python",
    "cap-engine": "java",
    "pos-retail": "dotnet",
    "depot-sync": "python",
    "ops-portal": "ruby",
    "gtfs-publisher": "node",
  },
  roles: {
    edge: "ops-portal",
    tap: "tap-auth",
    risk: "deny-list",
    ledger: "trip-settlement",
    pay: "pos-retail",
    vehicle: "depot-sync",
    feed: "gtfs-publisher",
    display: "station-gates",
    planner: "gtfs-publisher",
    push: "ops-portal",
    batch: "trip-settlement",
    account: "ops-portal",
    jvm: "cap-engine",
    py: "depot-sync",
    node: "gtfs-publisher",
    dotnet: "pos-retail",
    go: "tap-auth",
  },
  flows: [
    {
      name: "gate",
      weight: 10,
      run: (r) => {
        const g = `${pick(r, ["CEN", "HBR", "UNV", "AIR", "MLR"])}-G${int(r, 1, 24)}`;
        const tok = hex(r, 12);
        return [
          ["station-gates", "info", `gate ${g} tap token=${tok} -> open (${int(r, 120, 320)} ms)`, ms(r, 200, 340)],
          ["tap-auth", "info", `authorise token=${tok} gate=${g} result=APPROVED dl_v=88213`, ms(r, 40, 90)],
          ["deny-list", "info", `lookup token=${tok} -> clear (snapshot 88213)`, ms(r, 10, 35)],
        ];
      },
    },
    {
      name: "cap",
      weight: 3,
      run: (r) => [
        [
          "cap-engine",
          "info",
          `capping run for token ${hex(r, 12)}: ${int(r, 1, 4)} taps, charge ${(r() * 8 + 2).toFixed(2)}`,
          0,
        ],
        ["trip-settlement", "info", `queued settlement record ${hex(r, 10)} (${int(r, 1, 4)} taps)`, ms(r, 30, 90)],
      ],
    },
    {
      name: "retail",
      weight: 2,
      run: (r) => [
        [
          "pos-retail",
          "info",
          `Sale completed {Terminal="POS-${digits(r, 3)}", Product="${pick(r, ["smartcard", "topup-20", "topup-50"])}"}`,
          0,
        ],
      ],
    },
    {
      name: "portal",
      weight: 2,
      run: (r) => [
        [
          "ops-portal",
          "info",
          `Completed 200 OK in ${int(r, 20, 300)}ms (Views: ${int(r, 5, 90)}.${int(r, 1, 9)}ms | ActiveRecord: ${int(r, 1, 40)}.${int(r, 1, 9)}ms)`,
          0,
        ],
      ],
    },
  ],
  periodic: [
    {
      svc: "deny-list",
      everyMs: 60_000,
      make: () => ["info", "published delta 88213 -> 88213 (0 adds, 0 removes) to 1,184 devices"],
    },
    {
      svc: "gtfs-publisher",
      everyMs: 30_000,
      make: (r) => ["info", `wrote feed/vehicle_positions.pb (${int(r, 180, 240)} entities)`],
    },
    {
      svc: "trip-settlement",
      everyMs: 50_000,
      make: (r) => [
        "info",
        `spool flush: ${int(r, 200, 900)} records -> /var/spool/settlement/batch-${digits(r, 6)}.csv`,
      ],
    },
  ],
  probed: ["tap-auth", "gtfs-publisher", "station-gates", "depot-sync"],
  noisy: {
    svc: "depot-sync",
    everyMs: 9_000,
    make: (r) => [
      "error",
      `bus ${pick(r, ["4412", "4412", "3307"])}: WLAN offload failed (AP depot-east-07 unreachable), will retry at next pull-in`,
    ],
  },
};

export const ESTATES: readonly Estate[] = [tapline, lumen, fairway, northvale];
export { pan };
