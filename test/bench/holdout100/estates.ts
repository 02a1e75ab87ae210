// The four made-up companies: services with their runtime, request routes, healthy lines and the domain's
// steady background (health checks, periodic jobs, one noisy service, deprecations, retries that succeed).
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export type Runtime = "java" | "node" | "go" | "python" | "dotnet" | "ruby" | "cpp";
export type Line = [Level, string];
/** Every `every` seconds `svc` logs `fn(r)`; `from` is a share of the window before it starts. */
export interface Steady {
  every: number;
  svc: string;
  fn: (r: Rng) => Line | Line[];
  from?: number;
}
export interface Service {
  rt: Runtime;
  ok: (r: Rng) => string | null;
  path: (r: Rng) => string;
}
export interface Estate {
  key: "starfall" | "tidewater" | "alpenglow" | "cedar";
  name: string;
  ns: string;
  traced: boolean;
  services: Record<string, Service>;
  routes: string[][];
  steady: Steady[];
  /** unrelated changes that may land near the trouble (deploys, reloads) */
  changes: ((r: Rng) => [string, Level, string])[];
}

const ms = (r: Rng, lo: number, hi: number) => `${r.i(lo, hi)}ms`;
const guest = (r: Rng) => `G${r.i(1000000, 9999999)}`;
const band = (r: Rng) => `${r.hex(8).toUpperCase()}`;
const card = (r: Rng) => `01-${r.hex(4).toUpperCase()}-${r.hex(4).toUpperCase()}-${r.i(10, 99)}`;
const RIDES = ["Comet Run", "Nebula Drop", "River Lantern", "Orbit Swings", "Dragon Gorge", "Moonbeam Carousel"];
const TIDE_RIDES = ["Riptide", "Kraken Falls", "Lazy Lagoon", "Cyclone Coaster", "Pirate Plunge", "Bay Wheel"];
const LIFTS = ["Gondola Eiger", "Chair 4 Kessel", "T-bar Nord", "Chair 7 Sonnen", "Sixpack Ries", "Gondola Alp"];
const CEDAR_LIFTS = [
  "Summit Express",
  "Cedar Quad",
  "Bear Hollow Triple",
  "Eagle Six",
  "Magic Carpet 2",
  "Ridge Gondola",
];

// --------------------------------------------------------------------------------------------- Starfall Parks
const starfall: Estate = {
  key: "starfall",
  name: "Starfall Parks",
  ns: "starfall-prod",
  traced: true,
  services: {
    "guest-app-bff": {
      rt: "node",
      path: (r) => r.p(["/v3/tickets/cart", "/v3/vq/join", "/v3/photos", "/v3/waits", "/v3/passes/me"]),
      ok: (r) =>
        `${r.p(["GET", "GET", "POST"])} ${r.p(["/v3/tickets/cart", "/v3/vq/join", "/v3/photos", "/v3/waits", "/v3/passes/me"])} 200 ${ms(r, 18, 340)} - app=${r.p(["ios/5.12.0", "android/5.12.1", "web"])}`,
    },
    "ticketing-svc": {
      rt: "java",
      path: () => "/internal/orders",
      ok: (r) =>
        `Order ORD-${r.i(4000000, 4999999)} confirmed: ${r.i(1, 6)} x ${r.p(["1-Day Base", "Park Hopper", "After 4pm", "Annual Gold add-on"])}, visit date 2026-12-${r.i(1, 28)}`,
    },
    "pass-registry": {
      rt: "java",
      path: () => "/passes/lookup",
      ok: (r) =>
        `lookup uid=${band(r)} -> pass ${r.p(["GOLD", "SILVER", "DAY", "DAY", "PLUS"])} valid entitlements=${r.i(1, 4)} (${ms(r, 2, 19)})`,
    },
    "wristband-gate": {
      rt: "go",
      path: () => "/validate",
      ok: (r) =>
        `tap accepted reader=${r.p(["TS-MAIN-0", "TS-MAIN-1", "TS-WEST-3", "RE-COMET-2", "RE-NEBULA-1"])}${r.i(1, 9)} uid=${band(r)} latency=${ms(r, 40, 260)}`,
    },
    "vq-service": {
      rt: "java",
      path: () => "/vq/slots",
      ok: (r) =>
        `Boarding group ${r.i(10, 240)} slot reserved for party of ${r.i(1, 6)} on ${r.p(RIDES)} (return window ${r.i(10, 19)}:${r.p(["00", "15", "30", "45"])})`,
    },
    "ride-ops-bridge": {
      rt: "python",
      path: () => "/rides/state",
      ok: (r) =>
        `cycle complete ride=${r.p(RIDES)} train=${r.i(1, 4)} riders=${r.i(8, 32)} dispatch_interval=${r.i(38, 95)}s`,
    },
    "photo-match": {
      rt: "python",
      path: () => "/match",
      ok: (r) =>
        `matched ${r.i(1, 6)} frames from ${r.p(["COMET-CAM-2", "NEBULA-CAM-1", "GORGE-CAM-4"])} to wristband ${band(r)} score=0.${r.i(81, 99)}`,
    },
    "pos-hub": {
      rt: "dotnet",
      path: () => "/api/tender",
      ok: (r) =>
        `Tender approved store=${r.p(["F&B-PLAZA", "MERCH-CASTLE", "F&B-HARBOR", "MERCH-ENTRY"])} lane=${r.i(1, 8)} amount=${r.i(4, 180)}.${r.i(10, 99)} USD tender=${r.p(["wristband", "card", "card", "apple_pay"])}`,
    },
    "wait-times": {
      rt: "node",
      path: () => "/waits",
      ok: (r) => `published wait ${r.p(RIDES)}=${r.i(5, 95)}min (source=sensor+vq)`,
    },
    "notify-worker": {
      rt: "ruby",
      path: () => "/push",
      ok: (r) => `VqReturnPushJob JID-${r.hex(24)} INFO: done: 0.${r.i(10, 99)} sec`,
    },
  },
  routes: [
    ["guest-app-bff", "ticketing-svc", "pass-registry"],
    ["wristband-gate", "pass-registry"],
    ["wristband-gate", "pass-registry"],
    ["guest-app-bff", "vq-service", "ride-ops-bridge"],
    ["guest-app-bff", "photo-match"],
    ["pos-hub", "pass-registry"],
    ["guest-app-bff", "wait-times", "ride-ops-bridge"],
    ["vq-service", "notify-worker"],
  ],
  steady: [
    { every: 15, svc: "guest-app-bff", fn: (r) => ["info", `GET /healthz 200 ${r.i(1, 4)}ms - kube-probe/1.29`] },
    {
      every: 10,
      svc: "pass-registry",
      fn: () => ["debug", "HikariPool-1 - Pool stats (total=20, active=3, idle=17, waiting=0)"],
    },
    {
      every: 30,
      svc: "ride-ops-bridge",
      fn: (r) => ["info", `PLC heartbeat ok (${r.i(6, 6)} rides, max_lag=${r.i(40, 180)}ms)`],
    },
    // the noisy one
    {
      every: 6,
      svc: "photo-match",
      fn: (r) => [
        "error",
        `unmatched frame ${r.p(["COMET-CAM-2", "GORGE-CAM-4"])}/${r.hex(10)}.jpg: no wristband in range (rssi=-${r.i(88, 99)}dBm), kept for 24h`,
      ],
    },
    {
      every: 45,
      svc: "wristband-gate",
      fn: (r) => [
        "warn",
        `tap refused reader=TS-MAIN-${r.i(0, 1)}${r.i(1, 9)} uid=${band(r)}: entitlement expired 2026-11-${r.i(10, 29)}`,
      ],
    },
    {
      every: 120,
      svc: "ticketing-svc",
      fn: () => [
        "warn",
        "spring.jpa.open-in-view is enabled by default. Therefore, database queries may be performed during view rendering. Explicitly configure spring.jpa.open-in-view to disable this warning",
      ],
    },
    {
      every: 60,
      svc: "vq-service",
      fn: (r) => [
        "info",
        `Boarding groups for ${r.p(RIDES)} are full for today (capacity ${r.i(900, 2400)}); join requests get WAITLIST`,
      ],
    },
    {
      every: 90,
      svc: "notify-worker",
      fn: (r) => [
        "warn",
        `VqReturnPushJob JID-${r.hex(24)} WARN: APNs 410 Unregistered for device ${r.hex(8)}…, retrying in 12s (attempt 1/3)`,
      ],
    },
    {
      every: 95,
      svc: "notify-worker",
      fn: (r) => ["info", `VqReturnPushJob JID-${r.hex(24)} INFO: done after retry: 0.${r.i(10, 99)} sec`],
    },
    {
      every: 180,
      svc: "wait-times",
      fn: () => [
        "warn",
        "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
      ],
    },
    {
      every: 150,
      svc: "ride-ops-bridge",
      fn: (r) => [
        "warn",
        `ride=${r.p(["Orbit Swings", "Moonbeam Carousel"])} state RUNNING -> WEATHER_HOLD (wind ${r.i(31, 40)} mph gust > 30 limit)`,
      ],
    },
    {
      every: 75,
      svc: "pos-hub",
      fn: (r) => ["warn", `Tender declined store=F&B-PLAZA lane=${r.i(1, 8)} reason=05 Do not honor (issuer)`],
    },
    {
      every: 300,
      svc: "ticketing-svc",
      fn: (r) => ["info", `Scheduled task 'releaseAbandonedCarts' released ${r.i(3, 40)} carts in ${r.i(80, 300)}ms`],
    },
  ],
  changes: [
    () => ["wait-times", "info", "Deploy wait-times@2026.11.30-3 rolled out (image sha256:4fe1c2…); 2/2 pods ready"],
    () => ["guest-app-bff", "info", "feature flag photo_bundle_upsell changed 0% -> 25% by launchdarkly stream"],
    () => [
      "notify-worker",
      "info",
      "Sidekiq 7.2.4 starting processing (concurrency 10) after rollout notify-worker v418",
    ],
  ],
};

// --------------------------------------------------------------------------------------- Tidewater Adventure Park
const tidewater: Estate = {
  key: "tidewater",
  name: "Tidewater Adventure Park",
  ns: "tidewater",
  traced: false,
  services: {
    "park-api": {
      rt: "ruby",
      path: (r) => r.p(["/api/passes", "/api/groups", "/api/photos", "/api/menu"]),
      ok: (r) =>
        `Completed 200 OK in ${r.i(12, 260)}ms (Views: ${r.i(0, 9)}.${r.i(1, 9)}ms | ActiveRecord: ${r.i(1, 40)}.${r.i(1, 9)}ms | Allocations: ${r.i(900, 9000)}) ${r.p(["GET /api/passes/mine", "POST /api/groups/join", "GET /api/photos", "GET /api/menu/harborside"])}`,
    },
    "gate-controller": {
      rt: "go",
      path: () => "/scan",
      ok: (r) =>
        `scan ok lane=${r.p(["N1", "N2", "N3", "S1", "S2", "RIPTIDE-Q", "KRAKEN-Q"])} tag=${band(r)} pass=${r.p(["annual", "annual", "day", "fastlane"])} dur=${ms(r, 30, 210)}`,
    },
    "annual-pass": {
      rt: "python",
      path: () => "/passes/check",
      ok: (r) => `"GET /passes/check?tag=${band(r)} HTTP/1.1" 200 ${r.i(180, 420)} ${r.i(3, 40)}ms`,
    },
    "boarding-groups": {
      rt: "go",
      path: () => "/groups",
      ok: (r) =>
        `group assigned ride=${r.p(TIDE_RIDES)} group=${r.i(1, 180)} party=${r.i(1, 8)} est_return=${r.i(11, 19)}:${r.i(10, 59)}`,
    },
    "ride-telemetry": {
      rt: "cpp",
      path: () => "/telemetry",
      ok: (r) =>
        `[plc] ${r.p(TIDE_RIDES)} dispatch #${r.i(100, 900)} ok, brake_zone_temp=${r.i(30, 55)}C, cycle=${r.i(60, 140)}s`,
    },
    "ridephoto-store": {
      rt: "node",
      path: () => "/photos",
      ok: (r) =>
        `stored capture ${r.hex(12)} (${r.i(700, 1900)}KB) ride=${r.p(["Riptide", "Kraken Falls", "Cyclone Coaster"])} linked tag=${band(r)}`,
    },
    "till-gateway": {
      rt: "java",
      path: () => "/tills/authorize",
      ok: (r) =>
        `authorize till=${r.p(["HARBORSIDE", "SNACKSHACK", "GIFTS-MAIN", "CANTINA"])}-${r.i(1, 9)} amount=${r.i(3, 120)}.${r.i(10, 99)} result=APPROVED auth=${r.hex(6).toUpperCase()}`,
    },
    "menu-service": {
      rt: "python",
      path: () => "/menu",
      ok: (r) =>
        `"GET /menu/${r.p(["harborside", "cantina", "snackshack"])} HTTP/1.1" 200 ${r.i(2000, 9000)} ${r.i(4, 30)}ms`,
    },
    waitboard: {
      rt: "node",
      path: () => "/board",
      ok: (r) => `board refresh: ${r.p(TIDE_RIDES)} ${r.i(5, 80)} min, ${r.i(0, 3)} groups pending`,
    },
  },
  routes: [
    ["gate-controller", "annual-pass"],
    ["gate-controller", "annual-pass"],
    ["park-api", "annual-pass"],
    ["park-api", "boarding-groups", "ride-telemetry"],
    ["park-api", "ridephoto-store"],
    ["till-gateway", "annual-pass"],
    ["park-api", "menu-service"],
    ["waitboard", "boarding-groups"],
  ],
  steady: [
    { every: 20, svc: "annual-pass", fn: () => ["info", '"GET /health HTTP/1.1" 200 17 1ms'] },
    { every: 20, svc: "gate-controller", fn: () => ["debug", "GET /healthz 200 (kubelet)"] },
    // the noisy one
    {
      every: 5,
      svc: "gate-controller",
      fn: (r) => [
        "error",
        `reader ${r.p(["N2", "S1", "KRAKEN-Q"])}-${r.i(1, 4)}: serial frame CRC mismatch, dropped frame (crc=0x${r.hex(4)}), reconnecting`,
      ],
    },
    {
      every: 12,
      svc: "gate-controller",
      fn: (r) => ["info", `reader ${r.p(["N2", "S1", "KRAKEN-Q"])}-${r.i(1, 4)}: reconnected after ${r.i(120, 900)}ms`],
    },
    {
      every: 40,
      svc: "gate-controller",
      fn: (r) => ["warn", `scan refused lane=${r.p(["N1", "S2"])} tag=${band(r)}: pass expired`],
    },
    {
      every: 70,
      svc: "till-gateway",
      fn: (r) => ["warn", `authorize till=SNACKSHACK-${r.i(1, 4)} result=DECLINED code=51 (insufficient funds)`],
    },
    {
      every: 200,
      svc: "park-api",
      fn: () => [
        "warn",
        "DEPRECATION WARNING: `to_s(:db)` is deprecated and will be removed from Rails 7.2 (use `to_fs(:db)` instead) (called from PassSerializer#valid_until at app/serializers/pass_serializer.rb:14)",
      ],
    },
    {
      every: 60,
      svc: "boarding-groups",
      fn: (r) => ["info", `ride=${r.p(TIDE_RIDES)} all groups distributed for today; join returns 409 FULL`],
    },
    {
      every: 130,
      svc: "ride-telemetry",
      fn: (r) => [
        "warn",
        `[plc] ${r.p(["Bay Wheel", "Cyclone Coaster"])} paused: lightning within 8mi (detector STRIKE-NET), auto-resume after 30 min clear`,
      ],
    },
    {
      every: 110,
      svc: "ridephoto-store",
      fn: (r) => ["warn", `upload to s3 timed out, retry 1/5 succeeded capture=${r.hex(12)}`],
    },
    {
      every: 300,
      svc: "annual-pass",
      fn: (r) => ["info", `celery beat: renewal_reminders sent ${r.i(10, 200)} emails`],
    },
    {
      every: 180,
      svc: "menu-service",
      fn: () => [
        "warn",
        "RemovedInDjango51Warning: The DEFAULT_FILE_STORAGE setting is deprecated. Use STORAGES instead.",
      ],
    },
  ],
  changes: [
    () => ["menu-service", "info", "Booting worker with pid: 41 (gunicorn 22.0.0, release menu-service 3.18.2)"],
    () => ["waitboard", "info", "config reloaded from /etc/waitboard/boards.yaml (14 boards)"],
    () => ["ridephoto-store", "info", "ridephoto-store v2.44.0 listening on :8080 (rolling update 1/3)"],
  ],
};

// -------------------------------------------------------------------------------------- Alpenglow Mountain Group
const alpenglow: Estate = {
  key: "alpenglow",
  name: "Alpenglow Mountain Group",
  ns: "alpenglow-prod",
  traced: true,
  services: {
    "alpen-web-gw": {
      rt: "node",
      path: (r) => r.p(["/api/passes/quote", "/api/rental/fit", "/api/school/book", "/api/lifts"]),
      ok: (r) =>
        `${r.p(["GET", "POST"])} ${r.p(["/api/passes/quote", "/api/rental/fit", "/api/school/book", "/api/lifts/status"])} -> 200 (${ms(r, 20, 420)}) lang=${r.p(["de", "en", "fr", "it"])}`,
    },
    "liftpass-core": {
      rt: "java",
      path: () => "/skipass/validate",
      ok: (r) =>
        `SkiPass ${card(r)} issued product=${r.p(["Tageskarte", "3-Tage", "Saisonkarte", "Nachmittag"])} holder=${guest(r)} price=${r.i(59, 1200)}.00 CHF`,
    },
    "gate-reader-hub": {
      rt: "cpp",
      path: () => "/access",
      ok: (r) => `access GRANTED gate=${r.p(LIFTS)}/${r.i(1, 6)} chip=${card(r)} t=${r.i(30, 190)}ms`,
    },
    "pricing-engine": {
      rt: "python",
      path: () => "/price",
      ok: (r) =>
        `priced product=${r.p(["day", "3day", "afternoon"])} date=2026-12-${r.i(1, 28)} demand=${r.i(40, 98)}% -> ${r.i(59, 99)}.00 CHF (model v41)`,
    },
    "rental-fitting": {
      rt: "dotnet",
      path: () => "/fittings",
      ok: (r) =>
        `Fitting FT-${r.i(100000, 999999)} saved: skis ${r.i(140, 186)}cm, boot ${r.i(22, 31)}.${r.p([0, 5])}, DIN ${r.i(3, 10)}.${r.p([0, 5])} shop=${r.p(["Verbier-Centre", "Zermatt-Sud", "Laax-Base"])}`,
    },
    "skischool-booking": {
      rt: "ruby",
      path: () => "/lessons",
      ok: (r) =>
        `Completed 201 Created in ${r.i(30, 220)}ms (ActiveRecord: ${r.i(2, 40)}.${r.i(1, 9)}ms) POST /lessons group=${r.p(["Kids Snowflake", "Private 2h", "Freeride Intro"])}`,
    },
    "snowmaking-ctl": {
      rt: "python",
      path: () => "/guns",
      ok: (r) =>
        `gun ${r.p(["SM-A", "SM-B", "SM-C"])}${r.i(10, 48)} wetbulb=-${r.i(3, 9)}.${r.i(0, 9)}C flow=${r.i(2, 9)}.${r.i(0, 9)}l/s state=ON`,
    },
    "lift-telemetry": {
      rt: "go",
      path: () => "/telemetry",
      ok: (r) => `lift=${r.p(LIFTS)} speed=${r.i(3, 6)}.${r.i(0, 9)}m/s load=${r.i(10, 95)}% wind=${r.i(5, 40)}km/h`,
    },
    "payments-adapter": {
      rt: "java",
      path: () => "/payments/authorize",
      ok: (r) =>
        `Authorised ${r.i(40, 1200)}.00 CHF pspReference=${r.hex(16).toUpperCase()} method=${r.p(["twint", "visa", "mc", "postfinance"])}`,
    },
    "guest-profile": {
      rt: "node",
      path: () => "/profiles",
      ok: (r) => `profile ${guest(r)} loaded (photo=yes, passes=${r.i(0, 3)}) in ${ms(r, 3, 40)}`,
    },
  },
  routes: [
    ["alpen-web-gw", "pricing-engine"],
    ["alpen-web-gw", "liftpass-core", "payments-adapter"],
    ["alpen-web-gw", "liftpass-core", "pricing-engine"],
    ["gate-reader-hub", "liftpass-core"],
    ["gate-reader-hub", "liftpass-core"],
    ["alpen-web-gw", "rental-fitting", "guest-profile"],
    ["alpen-web-gw", "skischool-booking", "payments-adapter"],
    ["alpen-web-gw", "guest-profile"],
  ],
  steady: [
    { every: 15, svc: "alpen-web-gw", fn: () => ["info", "GET /health -> 200 (1ms) lang=-"] },
    {
      every: 2.5,
      svc: "lift-telemetry",
      fn: (r) => [
        "info",
        `lift=${r.p(LIFTS)} speed=${r.i(3, 6)}.${r.i(0, 9)}m/s load=${r.i(10, 95)}% wind=${r.i(5, 40)}km/h`,
      ],
    },
    {
      every: 8,
      svc: "snowmaking-ctl",
      fn: (r) => [
        "info",
        `gun ${r.p(["SM-A", "SM-B"])}${r.i(10, 48)} wetbulb=-${r.i(3, 9)}.${r.i(0, 9)}C flow=${r.i(2, 9)}.${r.i(0, 9)}l/s state=ON`,
      ],
    },
    // the noisy one
    {
      every: 5,
      svc: "snowmaking-ctl",
      fn: (r) => [
        "error",
        `modbus read failed gun SM-C${r.i(10, 19)}: [Errno 113] No route to host (unit offline for season, alarm suppressed)`,
      ],
    },
    {
      every: 35,
      svc: "gate-reader-hub",
      fn: (r) => [
        "warn",
        `access DENIED gate=${r.p(LIFTS)}/${r.i(1, 6)} chip=${card(r)} reason=photo_mismatch (operator override requested)`,
      ],
    },
    {
      every: 50,
      svc: "gate-reader-hub",
      fn: (r) => ["warn", `access DENIED gate=${r.p(LIFTS)}/${r.i(1, 6)} chip=${card(r)} reason=pass_expired`],
    },
    {
      every: 160,
      svc: "liftpass-core",
      fn: () => [
        "warn",
        "HHH90000026: MySQL8Dialect has been deprecated; use org.hibernate.dialect.MySQLDialect instead",
      ],
    },
    {
      every: 100,
      svc: "payments-adapter",
      fn: (r) => [
        "warn",
        `Refused ${r.i(40, 300)}.00 CHF pspReference=${r.hex(16).toUpperCase()} refusalReason=Refused (issuer)`,
      ],
    },
    {
      every: 90,
      svc: "lift-telemetry",
      fn: () => ["warn", "lift=Gondola Alp wind=72km/h above 65 limit -> operator hold requested"],
    },
    {
      every: 240,
      svc: "pricing-engine",
      fn: (r) => [
        "info",
        `demand snapshot refreshed: ${r.i(12000, 30000)} bookings, forecast horizon 14d (${r.i(300, 900)}ms)`,
      ],
    },
    {
      every: 120,
      svc: "rental-fitting",
      fn: (r) => ["warn", `Retrying label printer PR-${r.i(1, 9)} after IOException (attempt 1 of 3) ... printed`],
    },
  ],
  changes: [
    () => [
      "skischool-booking",
      "info",
      "Puma starting in cluster mode... * Version 6.4.2, Ruby version: ruby 3.3.0 (release skischool-booking 2026.48.1)",
    ],
    () => ["guest-profile", "info", "deployment guest-profile rolled to v1.93.0, 3/3 ready"],
    () => ["alpen-web-gw", "info", "route config reloaded (42 routes, 3 changed) by config-sync"],
  ],
};

// ----------------------------------------------------------------------------------------- Cedar Ridge Resorts
const cedar: Estate = {
  key: "cedar",
  name: "Cedar Ridge Resorts",
  ns: "cedar-ridge",
  traced: false,
  services: {
    "cr-mobile-api": {
      rt: "go",
      path: (r) => r.p(["/v1/passes", "/v1/lessons", "/v1/rentals", "/v1/lifts"]),
      ok: (r) =>
        `http request method=${r.p(["GET", "GET", "POST"])} path=${r.p(["/v1/passes/me", "/v1/lessons", "/v1/rentals/reserve", "/v1/lifts"])} status=200 dur=${ms(r, 15, 300)}`,
    },
    "pass-scan": {
      rt: "go",
      path: () => "/scan",
      ok: (r) =>
        `scan accepted lift="${r.p(CEDAR_LIFTS)}" gate=${r.i(1, 4)} media=${card(r)} product=${r.p(["EPIC-LOCAL", "DAY", "DAY", "4-PACK"])}`,
    },
    "season-pass": {
      rt: "node",
      path: () => "/passes",
      ok: (r) =>
        `pass lookup media=${card(r)} -> ${r.p(["active", "active", "active", "blackout-free"])} (${ms(r, 3, 30)})`,
    },
    "dyn-pricing": {
      rt: "python",
      path: () => "/quote",
      ok: (r) =>
        `quote lift_ticket date=2026-12-${r.i(1, 28)} days_out=${r.i(0, 30)} price=${r.i(89, 229)} USD elasticity=${r.i(1, 9)}.${r.i(0, 9)}`,
    },
    "rental-shop": {
      rt: "python",
      path: () => "/reservations",
      ok: (r) =>
        `reservation RS-${r.i(10000, 99999)} fitted: ${r.p(["demo skis", "snowboard", "kids package"])} size=${r.i(100, 180)}cm pickup=${r.p(["Base Lodge", "Summit Shop"])}`,
    },
    "lesson-planner": {
      rt: "node",
      path: () => "/lessons",
      ok: (r) =>
        `lesson booked LS-${r.i(10000, 99999)} ${r.p(["Ski Level 2", "Ride Level 1", "Kids Camp", "Private 3h"])} instructor=${r.i(100, 400)}`,
    },
    "lift-status": {
      rt: "go",
      path: () => "/lifts",
      ok: (r) => `lift state lift="${r.p(CEDAR_LIFTS)}" status=OPEN riders_last_5m=${r.i(40, 600)}`,
    },
    "snowmaking-scada": {
      rt: "dotnet",
      path: () => "/trails",
      ok: (r) =>
        `Trail ${r.p(["Lower Timberline", "Bear Run", "Cedar Chute"])} guns=${r.i(4, 22)} water=${r.i(300, 1800)}gpm air_temp=${r.i(10, 27)}F`,
    },
    "card-terminal": {
      rt: "java",
      path: () => "/authorize",
      ok: (r) =>
        `terminal ${r.p(["BASE-T", "SUMMIT-T", "RENT-T"])}${r.i(1, 12)} sale ${r.i(5, 400)}.${r.i(10, 99)} USD APPROVED (emv chip)`,
    },
  },
  routes: [
    ["pass-scan", "season-pass"],
    ["pass-scan", "season-pass"],
    ["cr-mobile-api", "season-pass"],
    ["cr-mobile-api", "dyn-pricing"],
    ["cr-mobile-api", "rental-shop", "card-terminal"],
    ["cr-mobile-api", "lesson-planner"],
    ["cr-mobile-api", "lift-status"],
    ["card-terminal", "season-pass"],
  ],
  steady: [
    {
      every: 15,
      svc: "cr-mobile-api",
      fn: () => ["debug", "http request method=GET path=/healthz status=200 dur=0ms"],
    },
    {
      every: 4,
      svc: "lift-status",
      fn: (r) => ["info", `lift state lift="${r.p(CEDAR_LIFTS)}" status=OPEN riders_last_5m=${r.i(40, 600)}`],
    },
    // the noisy one
    {
      every: 5,
      svc: "season-pass",
      fn: (r) => [
        "warn",
        `pass photo mismatch media=${card(r)} confidence=0.${r.i(20, 59)} (flagged for liftie review)`,
      ],
    },
    {
      every: 7,
      svc: "snowmaking-scada",
      fn: (r) => [
        "error",
        `OPC UA read BadNodeIdUnknown ns=2;s=Pump${r.i(3, 4)}.Pressure (pump station decommissioned), skipping`,
      ],
    },
    {
      every: 40,
      svc: "pass-scan",
      fn: (r) => ["warn", `scan rejected lift="${r.p(CEDAR_LIFTS)}" media=${card(r)} reason=NOT_VALID_TODAY`],
    },
    {
      every: 80,
      svc: "card-terminal",
      fn: (r) => ["warn", `terminal RENT-T${r.i(1, 5)} sale DECLINED (05 do not honor)`],
    },
    {
      every: 150,
      svc: "lift-status",
      fn: (r) => ["warn", `lift state lift="Ridge Gondola" status=WIND_HOLD gust=${r.i(45, 60)}mph`],
    },
    {
      every: 200,
      svc: "dyn-pricing",
      fn: () => [
        "warn",
        "FutureWarning: Series.__getitem__ treating keys as positions is deprecated. In a future version, integers will always be treated as labels",
      ],
    },
    {
      every: 300,
      svc: "rental-shop",
      fn: (r) => ["info", `nightly-prep: ${r.i(100, 600)} reservations staged for tomorrow`],
    },
    { every: 90, svc: "lesson-planner", fn: () => ["warn", "sendgrid 429, retrying in 2s ... delivered"] },
  ],
  changes: [
    () => ["lesson-planner", "info", "lesson-planner@4.11.0 started, NODE_ENV=production (rolling deploy)"],
    () => ["dyn-pricing", "info", "model reload: elasticity coefficients v2026-11-30 loaded (418 segments)"],
    () => ["rental-shop", "info", "[INFO] Starting gunicorn 21.2.0 (rental-shop release 812)"],
  ],
};

export const ESTATES: Record<Estate["key"], Estate> = { starfall, tidewater, alpenglow, cedar };
