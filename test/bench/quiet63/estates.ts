// Four made-up parcel and postal companies: their services, request paths, healthy lines, the one service that
// complains constantly from the first minute, periodic jobs and health checks. Wording follows each runtime.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export type Line = [Level, string];
export type Role =
  | "edge"
  | "label"
  | "address"
  | "sort"
  | "scan"
  | "track"
  | "webhook"
  | "route"
  | "handheld"
  | "pod"
  | "locker"
  | "customs"
  | "notify"
  | "jvm"
  | "python"
  | "queue"
  | "db";

export interface Estate {
  key: string;
  company: string;
  ns: string;
  traceIds: boolean;
  services: string[];
  roles: Partial<Record<Role, string>>;
  routes: string[][];
  /** a healthy line; an edge service is told which service it called so its access line names the right path */
  ok: Record<string, (r: Rng, next?: string) => string>;
  noisy: [number, string, (r: Rng) => Line];
  jobs: [number, string, (r: Rng) => Line][];
}

const parcel = (r: Rng, p: string): string => `${p}${r.digits(9)}`;
const ms = (r: Rng, lo = 8, hi = 180): number => r.i(lo, hi);
const pc = (r: Rng): string => r.p(["LS6 2QT", "M14 5RB", "EH7 4AH", "BS3 1QP", "CF10 1EP", "G12 8QQ", "NE1 4ST"]);
const zip = (r: Rng): string => r.p(["10013", "60614", "94110", "30309", "98109", "02139", "78704", "33131"]);

export const KESTREL: Estate = {
  key: "kestrel",
  company: "Kestrel Parcel",
  ns: "kestrel-prod",
  traceIds: true,
  services: [
    "ship-api",
    "label-svc",
    "addr-validate",
    "rate-quote",
    "tracking-ingest",
    "webhook-relay",
    "hub-sorter",
    "scan-gw",
    "pod-store",
    "customs-link",
  ],
  roles: {
    edge: "ship-api",
    label: "label-svc",
    address: "addr-validate",
    sort: "hub-sorter",
    scan: "scan-gw",
    track: "tracking-ingest",
    webhook: "webhook-relay",
    pod: "pod-store",
    customs: "customs-link",
    jvm: "label-svc",
    python: "addr-validate",
    queue: "tracking-ingest",
    db: "rate-quote",
  },
  routes: [
    ["ship-api", "addr-validate"],
    ["ship-api", "rate-quote"],
    ["ship-api", "label-svc", "addr-validate"],
    ["ship-api", "label-svc", "customs-link"],
    ["scan-gw", "tracking-ingest", "webhook-relay"],
    ["scan-gw", "tracking-ingest"],
    ["ship-api", "pod-store"],
    ["hub-sorter", "tracking-ingest"],
  ],
  ok: {
    "ship-api": (r, next) =>
      `${r.p(
        {
          "addr-validate": ["POST /v2/addresses/validate 200"],
          "rate-quote": ["GET /v2/rates 200", "POST /v2/rates 200"],
          "label-svc": ["POST /v2/labels 201", "POST /v2/shipments 201"],
          "pod-store": ["POST /v2/pod 201", `GET /v2/pod/KP${r.digits(9)} 200`],
        }[next ?? ""] ?? [`GET /v2/shipments/KP${r.digits(9)} 200`],
      )} ${ms(r, 20, 240)}ms`,
    "label-svc": (r) =>
      `Label rendered shipment=${parcel(r, "KP")} format=${r.p(["ZPL", "PDF", "PNG"])} size=4x6 took=${ms(r, 12, 90)}ms`,
    "addr-validate": (r) =>
      `validated address zip=${zip(r)} dpv=${r.p(["Y", "Y", "Y", "S"])} confidence=${r.f(0.86, 0.99).toFixed(2)} (${ms(r, 2, 30)}ms)`,
    "rate-quote": (r) =>
      `quote ok services=${r.i(2, 5)} zone=${r.i(2, 8)} dim_weight=${r.f(0.2, 9).toFixed(1)}lb elapsed=${ms(r, 2, 20)}ms`,
    "tracking-ingest": (r) =>
      `ingested batch events=${r.i(5, 60)} partition=${r.i(0, 11)} offset=${r.i(1000000, 9000000)} lag=${r.i(0, 40)}`,
    "webhook-relay": (r) =>
      `webhook delivered event=${r.p(["shipment.in_transit", "shipment.out_for_delivery", "shipment.delivered", "label.created"])} merchant=m_${r.digits(4)} status=200 ${ms(r, 40, 400)}ms`,
    "hub-sorter": (r) =>
      `induct ${parcel(r, "KP")} hub=${r.p(["RNO1", "MEM2", "IND3"])} chute=${r.i(1, 180)} weight=${r.f(0.1, 22).toFixed(2)}kg`,
    "scan-gw": (r) => `accepted ${r.i(3, 40)} scans from device HH-${r.digits(5)} fw=5.${r.i(1, 4)}.${r.i(0, 9)}`,
    "pod-store": (r) =>
      `Stored proof of delivery for ${parcel(r, "KP")} (signature=${r.p(["true", "false"])}, photos=${r.i(0, 2)}) in ${ms(r, 8, 60)} ms`,
    "customs-link": (r) =>
      `CN23 submitted for ${parcel(r, "KP")} hs=${r.digits(6)} value=${r.i(5, 900)}.00 USD ref=CBP-${r.hex(8)}`,
  },
  noisy: [
    3.5,
    "webhook-relay",
    (r) => [
      "error",
      `webhook delivery failed merchant=m_8812 url=https://hooks.shopfront-demo.io/kestrel status=410 Gone attempt=${r.i(1, 8)}/8 - endpoint gone, will drop after 8`,
    ],
  ],
  jobs: [
    [10, "ship-api", (r) => ["info", `GET /healthz 200 ${r.i(1, 4)}ms`]],
    [15, "label-svc", () => ["debug", "Health check UP: db=UP diskSpace=UP ping=UP"]],
    [
      60,
      "tracking-ingest",
      (r) => ["info", `consumer lag summary total=${r.i(0, 300)} partitions=12 group=trk-ingest`],
    ],
    [
      45,
      "hub-sorter",
      (r) => ["info", `sorter throughput last 60s: ${r.i(2400, 3900)} pph, recirc=${r.f(0.8, 2.4).toFixed(1)}%`],
    ],
    [120, "customs-link", () => ["info", "manifest export job: 0 pending declarations older than 15m"]],
    [
      90,
      "addr-validate",
      () => [
        "warn",
        "/usr/local/lib/python3.11/site-packages/usaddress/__init__.py:28: DeprecationWarning: pkg_resources is deprecated as an API",
      ],
    ],
  ],
};

export const NORTHPOST: Estate = {
  key: "northpost",
  company: "Northpost",
  ns: "northpost-prod",
  traceIds: false,
  services: [
    "counter-web",
    "postcode-svc",
    "sort-plan",
    "ocr-reader",
    "track-events",
    "notify-sms",
    "locker-ctl",
    "route-opt",
    "handheld-sync",
  ],
  roles: {
    edge: "counter-web",
    address: "postcode-svc",
    sort: "ocr-reader",
    scan: "handheld-sync",
    track: "track-events",
    route: "route-opt",
    handheld: "handheld-sync",
    locker: "locker-ctl",
    notify: "notify-sms",
    jvm: "track-events",
    python: "route-opt",
    queue: "track-events",
    db: "postcode-svc",
  },
  routes: [
    ["counter-web", "postcode-svc"],
    ["counter-web", "track-events"],
    ["handheld-sync", "track-events", "notify-sms"],
    ["handheld-sync", "track-events"],
    ["ocr-reader", "sort-plan"],
    ["counter-web", "locker-ctl"],
    ["locker-ctl", "track-events", "notify-sms"],
  ],
  ok: {
    "counter-web": (r, next) =>
      `HTTP ${r.p(
        {
          "postcode-svc": [`GET /api/postcode/${pc(r).replace(" ", "")}`, "POST /api/address/verify"],
          "track-events": [`GET /api/track/${r.p(["JV", "KF", "RB"])}${r.digits(9)}GB`],
          "locker-ctl": ["POST /api/locker/reserve", "POST /api/locker/collect"],
        }[next ?? ""] ?? ["GET /api/branches"],
      )} responded ${r.p([200, 200, 200, 201])} in ${r.f(4, 160).toFixed(4)} ms`,
    "postcode-svc": (r) => `PAF lookup postcode=${pc(r)} premises=${r.i(1, 90)} took ${ms(r, 1, 12)}ms`,
    "sort-plan": (r) =>
      `segregation ${r.p(["LS", "M", "EH", "BS", "G", "NE"])}${r.i(1, 99)} -> frame ${r.i(1, 64)} bay ${r.i(1, 12)}`,
    "ocr-reader": (r) =>
      `read ok piece=${r.hex(10).toUpperCase()} conf=${r.f(0.81, 0.99).toFixed(2)} mode=${r.p(["DMC", "OCR", "4SCB"])}`,
    "track-events": (r) =>
      `event ${r.p(["EVDAV", "EVKSP", "EVNRT", "EVGMI", "EVDAC"])} recorded item=${r.p(["JV", "KF", "RB"])}${r.digits(9)}GB site=${r.i(100, 999)}`,
    "notify-sms": (r) =>
      `sms queued to +447${r.digits(3)}***${r.digits(3)} template=${r.p(["ooh_card", "out_for_delivery", "locker_ready"])} sid=SM${r.hex(32)}`,
    "locker-ctl": (r) =>
      `compartment ${r.i(1, 48)} ${r.p(["opened", "closed", "reserved"])} at locker PL-${r.digits(4)}`,
    "route-opt": (r) => `walk ${r.i(1000, 9999)}: ${r.i(120, 420)} stops sequenced, ${r.f(8, 60).toFixed(1)} km`,
    "handheld-sync": (r) =>
      `Completed 200 OK in ${ms(r, 10, 220)}ms (Views: 0.1ms | ActiveRecord: ${r.f(1, 40).toFixed(1)}ms | Allocations: ${r.i(800, 9000)})`,
  },
  noisy: [
    2.2,
    "ocr-reader",
    (r) => [
      "error",
      `frame grab failed on camera cam-0${r.i(5, 7)}: truncated JPEG (${r.i(1100, 9000)} bytes), frame dropped`,
    ],
  ],
  jobs: [
    [10, "counter-web", () => ["info", "Health check /health/ready responded Healthy"]],
    [30, "locker-ctl", (r) => ["info", `heartbeat from ${r.i(380, 412)}/412 lockers ok`]],
    [60, "route-opt", (r) => ["info", `rebalance job: ${r.i(0, 14)} walks adjusted for absent staff`]],
    [45, "sort-plan", (r) => ["info", `plan v${r.i(300, 320)} in use, ${r.i(0, 3)} segregations updated`]],
    [
      120,
      "handheld-sync",
      () => [
        "warn",
        "DEPRECATION WARNING: `Rails.application.secrets` is deprecated in favor of `Rails.application.credentials` and will be removed in Rails 7.2",
      ],
    ],
    [
      20,
      "track-events",
      (r) => ["debug", `HikariPool-1 - Pool stats (total=20, active=${r.i(1, 7)}, idle=${r.i(10, 19)}, waiting=0)`],
    ],
  ],
};

export const QUAYLINE: Estate = {
  key: "quayline",
  company: "Quayline Cross-Border",
  ns: "quayline-prod",
  traceIds: true,
  services: [
    "merchant-gw",
    "shipment-core",
    "duty-calc",
    "customs-decl",
    "label-print",
    "carrier-handoff",
    "tracking-api",
    "webhook-dispatch",
    "addr-normalize",
  ],
  roles: {
    edge: "merchant-gw",
    label: "label-print",
    address: "addr-normalize",
    scan: "carrier-handoff",
    track: "tracking-api",
    webhook: "webhook-dispatch",
    customs: "customs-decl",
    jvm: "shipment-core",
    python: "label-print",
    queue: "carrier-handoff",
    db: "shipment-core",
  },
  routes: [
    ["merchant-gw", "shipment-core", "addr-normalize"],
    ["merchant-gw", "shipment-core", "duty-calc"],
    ["merchant-gw", "shipment-core", "customs-decl"],
    ["merchant-gw", "tracking-api"],
    ["shipment-core", "label-print"],
    ["carrier-handoff", "tracking-api", "webhook-dispatch"],
    ["merchant-gw", "duty-calc"],
  ],
  ok: {
    "merchant-gw": (r, next) =>
      `${r.p(
        {
          "shipment-core": ["POST /v1/shipments", "POST /v1/orders"],
          "tracking-api": [`GET /v1/tracking/QL${r.digits(10)}`],
          "duty-calc": ["POST /v1/landed-cost"],
        }[next ?? ""] ?? ["GET /v1/account"],
      )} ${r.p([200, 200, 201])} ${ms(r, 30, 420)}ms key=pk_live_…${r.hex(4)}`,
    "shipment-core": (r) =>
      `Shipment QL${r.digits(10)} created lane=${r.p(["CN-US", "GB-DE", "US-CA", "DE-GB", "CN-GB"])} pieces=${r.i(1, 4)}`,
    "duty-calc": (r) =>
      `landed cost computed dest=${r.p(["US", "DE", "GB", "CA", "FR"])} items=${r.i(1, 6)} duty=${r.f(0, 80).toFixed(2)} vat=${r.f(0, 60).toFixed(2)} in ${ms(r, 3, 40)}ms`,
    "customs-decl": (r) =>
      `Declaration ${r.p(["H7", "CN23", "ICS2-ENS"])} ${r.hex(10).toUpperCase()} filed, MRN 26${r.p(["GB", "DE", "NL"])}${r.hex(14).toUpperCase()}`,
    "label-print": (r) =>
      `label QL${r.digits(10)} rendered carrier=${r.p(["royalmail", "dhl", "usps", "canadapost"])} ${ms(r, 20, 140)}ms`,
    "carrier-handoff": (r) =>
      `handoff batch ${r.hex(6)}: ${r.i(10, 200)} parcels tendered to ${r.p(["DHL", "USPS", "Royal Mail", "Canada Post"])}`,
    "tracking-api": (r) =>
      `tracking lookup QL${r.digits(10)} events=${r.i(1, 14)} status=${r.p(["in_transit", "customs_cleared", "delivered"])} ${ms(r, 2, 30)}ms`,
    "webhook-dispatch": (r) =>
      `Performed WebhookDeliveryJob (Job ID: ${r.hex(8)}-${r.hex(4)}) from Sidekiq(webhooks) in ${r.f(30, 500).toFixed(2)}ms`,
    "addr-normalize": (r) =>
      `normalized address country=${r.p(["US", "DE", "GB", "FR", "CA"])} components=${r.i(4, 8)} score=${r.f(0.8, 1).toFixed(2)}`,
  },
  noisy: [
    3,
    "addr-normalize",
    (r) => [
      "error",
      `libpostal parse failed for merchant=${r.p(["mk_seoul_apparel", "mk_busan_beauty"])}: unsupported script Hangul in street line, passing raw address through`,
    ],
  ],
  jobs: [
    [10, "merchant-gw", (r) => ["info", `GET /healthz 200 ${r.i(0, 3)}ms`]],
    [15, "shipment-core", () => ["debug", "Health check UP: db=UP kafka=UP diskSpace=UP"]],
    [
      60,
      "tracking-api",
      (r) => ["info", `cache stats hit_ratio=${r.f(0.88, 0.97).toFixed(3)} keys=${r.i(180000, 220000)}`],
    ],
    [300, "duty-calc", () => ["info", 'tariff table refresh: no change (etag W/"5f1-2026q3")']],
    [
      75,
      "merchant-gw",
      () => [
        "warn",
        "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.",
      ],
    ],
    [
      30,
      "webhook-dispatch",
      (r) => ["info", `Sidekiq stats: processed=${r.i(1000, 99000)} failed=0 busy=${r.i(0, 8)} enqueued=${r.i(0, 40)}`],
    ],
  ],
};

export const LASTMILE: Estate = {
  key: "lastmile",
  company: "Lastmile Lockers",
  ns: "lastmile-prod",
  traceIds: false,
  services: [
    "courier-bff",
    "locker-api",
    "compartment-mgr",
    "route-planner",
    "geo-index",
    "pod-capture",
    "photo-store",
    "notify-push",
    "cod-payments",
    "dispatch-board",
  ],
  roles: {
    edge: "courier-bff",
    route: "route-planner",
    handheld: "courier-bff",
    pod: "pod-capture",
    locker: "locker-api",
    notify: "notify-push",
    jvm: "geo-index",
    python: "route-planner",
    queue: "notify-push",
    db: "locker-api",
    address: "geo-index",
  },
  routes: [
    ["courier-bff", "route-planner", "geo-index"],
    ["courier-bff", "pod-capture", "photo-store"],
    ["courier-bff", "locker-api", "compartment-mgr"],
    ["locker-api", "notify-push"],
    ["courier-bff", "cod-payments"],
    ["dispatch-board", "route-planner"],
    ["dispatch-board", "photo-store"],
  ],
  ok: {
    "courier-bff": (r, next) =>
      `${r.p(
        {
          "route-planner": ["GET /m/v3/route/today", "POST /m/v3/route/resequence"],
          "pod-capture": ["POST /m/v3/pod"],
          "locker-api": ["POST /m/v3/locker/drop", "POST /m/v3/locker/open"],
          "cod-payments": ["POST /m/v3/cod"],
        }[next ?? ""] ?? ["POST /m/v3/stops/complete"],
      )} ${r.p([200, 200, 201])} ${ms(r, 25, 380)}ms device=and-${r.hex(6)}`,
    "locker-api": (r) => `reservation ${r.hex(8)} ok locker=LK-${r.digits(4)} size=${r.p(["S", "M", "L"])}`,
    "compartment-mgr": (r) =>
      `slot ${r.i(1, 60)} ${r.p(["unlocked", "locked", "door closed"])} locker=LK-${r.digits(4)} rtt=${ms(r, 40, 900)}ms`,
    "route-planner": (r) =>
      `route built for driver D${r.digits(5)}: ${r.i(60, 190)} stops, ${r.f(30, 140).toFixed(1)} km, solve ${ms(r, 80, 900)}ms`,
    "geo-index": (r) => `geocode batch size=${r.i(20, 200)} hits=${r.i(15, 200)} took=${ms(r, 5, 60)}ms`,
    "pod-capture": (r) =>
      `POD accepted stop=${r.hex(8)} sig=${r.p(["yes", "no"])} photos=${r.i(1, 3)} gps_acc=${r.i(3, 25)}m`,
    "photo-store": (r) => `PUT /photos/${r.hex(16)}.jpg 201 size=${r.i(80, 900)}KB ${ms(r, 10, 120)}ms`,
    "notify-push": (r) => `Push sent via FCM to device ${r.hex(10)}: message_id=0:${r.digits(16)}`,
    "cod-payments": (r) => `Completed COD capture ${r.hex(8)} amount=${r.i(5, 300)}.00 PLN status=captured`,
    "dispatch-board": (r) =>
      `board refresh depot=${r.p(["WAW-1", "KRK-2", "POZ-1", "GDN-3"])} drivers=${r.i(40, 120)} late=${r.i(0, 6)}`,
  },
  noisy: [
    4,
    "compartment-mgr",
    () => [
      "error",
      "door sensor mismatch locker=LK-3381 slot=22 reports OPEN while bolt=LOCKED (ticket MAINT-5521 open)",
    ],
  ],
  jobs: [
    [10, "courier-bff", (r) => ["info", `GET /healthz 200 ${r.i(0, 3)}ms`]],
    [15, "geo-index", () => ["debug", "Health check UP: elastic=UP diskSpace=UP"]],
    [30, "locker-api", (r) => ["info", `fleet heartbeat: ${r.i(1190, 1210)}/1214 lockers online`]],
    [60, "dispatch-board", (r) => ["info", `ETA recompute finished for ${r.i(300, 900)} stops`]],
    [
      90,
      "route-planner",
      () => [
        "warn",
        "/app/planner/solve.py:88: FutureWarning: Series.__getitem__ treating keys as positions is deprecated",
      ],
    ],
    [20, "photo-store", (r) => ["info", `GET /healthz 200 ${r.i(0, 2)}ms`]],
  ],
};

export const ESTATES: readonly Estate[] = [KESTREL, NORTHPOST, QUAYLINE, LASTMILE];
