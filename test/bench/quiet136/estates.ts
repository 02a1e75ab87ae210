// The four made-up dry-cleaning and laundry businesses: services, runtimes, routes, who plays which role.
import type { Rng } from "./rng.js";
import type { Estate, Level, LevelStyle, Route, Runtime, Svc } from "./types.js";

type Bg = (r: Rng) => [Level, string];

const order = (r: Rng) => `ORD-${r.digits(6)}`;
const tag = (r: Rng) => `GT-${r.digits(3)}-${r.alnum(4).toUpperCase()}`;
const bank = (r: Rng) => `LB-${String(r.int(1, 38)).padStart(2, "0")}`;
const van = (r: Rng) => `VAN-${r.int(10, 42)}`;
const press = (r: Rng) => `PR-${String(r.int(1, 9)).padStart(2, "0")}`;
const garment = (r: Rng) => r.pick(["shirt", "suit-jacket", "trousers", "dress", "duvet", "coat", "tie", "blouse"]);
const cust = (r: Rng) => `cus_${r.alnum(10)}`;
export const ids = { order, tag, bank, van, press, garment, cust };

function svc(
  name: string,
  rt: Runtime,
  style: LevelStyle,
  idsOn: boolean,
  logger: string,
  version: string,
  bgPerMin: number,
  bg: Bg[],
): Svc {
  return { name, rt, style, ids: idsOn, logger, version, bgPerMin, bg };
}

function route(
  method: string,
  path: (r: Rng) => string,
  to: string,
  calls: string[],
  weight: number,
  ok: number,
  done: (r: Rng) => string,
): Route {
  return { method, path, to, calls, weight, ok, done };
}

// ---------------------------------------------------------------- A: Crisply (kebab-case, Envoy, W3C everywhere)
const crisply: Estate = {
  key: "A",
  brand: "Crisply",
  domain: "crisply.co.uk",
  proxy: "edge-envoy",
  ids: "w3c",
  namespace: "crisply-prod",
  svcs: [
    svc("edge-envoy", "envoy", "lower", true, "envoy", "1.31.3", 0.4, [
      () => ["DEBUG", "[source/common/upstream/cds_api_helper.cc:35] cds: add 0 cluster(s), remove 0 cluster(s)"],
      () => ["INFO", "[source/common/upstream/cluster_manager_impl.cc:243] cm init: all clusters initialized"],
    ]),
    svc("storefront-web", "node", "lower", true, "storefront", "4.18.2", 6, [
      () => ["DEBUG", "revalidated /prices (ISR) in 41ms"],
      (r) => ["INFO", `session refreshed customer=${cust(r)}`],
      (r) => [
        "DEBUG",
        `basket loaded items=${r.int(1, 7)} store=${r.pick(["islington", "clapham", "leith", "didsbury"])}`,
      ],
    ]),
    svc("order-api", "java", "upper", true, "c.c.orders.service.OrderService", "2.41.0", 10, [
      (r) => [
        "INFO",
        `order ${order(r)} moved to ${r.pick(["RECEIVED", "TAGGED", "IN_CLEANING", "PRESSED", "READY_FOR_PICKUP", "OUT_FOR_DELIVERY"])}`,
      ],
      (r) => ["DEBUG", `[scheduling-1] c.c.orders.outbox.OutboxRelay : published ${r.int(0, 14)} events to orders.v1`],
      (r) => [
        "INFO",
        `[task-${r.int(1, 8)}] c.c.orders.pricing.PriceBook : price book 2026-W49 served from cache (${r.int(180, 240)} items)`,
      ],
    ]),
    svc("locker-controller", "go", "lower", true, "lockers", "1.9.4", 14, [
      (r) => ["INFO", `bank heartbeat bank=${bank(r)} doors=24 occupied=${r.int(3, 22)} rssi=-${r.int(48, 79)}`],
      (r) => ["DEBUG", `door state change bank=${bank(r)} door=${r.int(1, 24)} state=${r.pick(["closed", "locked"])}`],
    ]),
    svc("garment-tagging", "python", "upper", true, "tagging.service", "3.2.7", 8, [
      (r) => [
        "INFO",
        `tagging.service: tag ${tag(r)} bound to ${order(r)} (${garment(r)}, care=${r.pick(["dry-clean", "wet-clean", "press-only", "launder"])})`,
      ],
      (r) => ["DEBUG", `tagging.rfid: reader counter-${r.int(1, 6)} inventory round ok tags_seen=${r.int(0, 9)}`],
    ]),
    svc("photo-store", "go", "lower", true, "photos", "0.14.1", 5, [
      (r) => ["INFO", `object stored key=garments/${tag(r)}.jpg bytes=${r.int(180000, 900000)}`],
      (r) => ["DEBUG", `thumbnail cache hit ratio=0.${r.int(80, 97)}`],
    ]),
    svc("van-dispatch", "go", "lower", true, "dispatch", "5.3.0", 9, [
      (r) => [
        "INFO",
        `van position van=${van(r)} lat=51.5${r.digits(3)} lon=-0.1${r.digits(3)} speed_kmh=${r.int(0, 48)}`,
      ],
      (r) => ["INFO", `stop completed van=${van(r)} order=${order(r)} stop=${r.int(1, 14)}/14 proof=photo`],
    ]),
    svc("press-telemetry", "python", "word", true, "press_telemetry.ingest", "1.4.0", 12, [
      (r) => [
        "INFO",
        `press_telemetry.ingest: cycle complete press=${press(r)} garment=${tag(r)} temp_c=${r.int(148, 182)} duration_s=${r.int(18, 70)}`,
      ],
      (r) => ["DEBUG", `press_telemetry.mqtt: PUBACK received mid=${r.int(1000, 65000)}`],
    ]),
    svc("payment-adapter", "node", "lower", true, "payments", "2.2.9", 4, [
      (r) => ["INFO", `payment intent captured id=pi_${r.alnum(14)} amount=${r.int(450, 8900)} currency=gbp`],
    ]),
    svc("customer-notify", "node", "lower", true, "notify", "1.12.0", 5, [
      (r) => [
        "INFO",
        `message queued channel=${r.pick(["sms", "push", "email"])} template=${r.pick(["ready_for_pickup", "van_nearby", "locker_code", "receipt"])}`,
      ],
      (r) => ["DEBUG", `kafka commit topic=orders.v1 partition=${r.int(0, 5)} offset=${r.int(100000, 999999)}`],
    ]),
  ],
  routes: [
    route(
      "GET",
      (r) => `/api/orders/${order(r)}`,
      "storefront-web",
      ["order-api"],
      30,
      200,
      (r) => `order fetched ${order(r)}`,
    ),
    route(
      "POST",
      () => "/api/orders",
      "storefront-web",
      ["order-api", "payment-adapter"],
      8,
      201,
      (r) => `order placed ${order(r)}`,
    ),
    route(
      "POST",
      (r) => `/api/dropoff/${bank(r)}/open`,
      "storefront-web",
      ["order-api", "locker-controller"],
      12,
      200,
      (r) => `drop-off door opened ${bank(r)}`,
    ),
    route(
      "POST",
      () => "/counter/tags",
      "garment-tagging",
      ["photo-store"],
      10,
      201,
      (r) => `tag issued ${tag(r)}`,
    ),
    route(
      "GET",
      (r) => `/api/garments/${tag(r)}/photo`,
      "photo-store",
      [],
      8,
      200,
      () => "photo served",
    ),
    route(
      "GET",
      () => "/api/delivery/slots",
      "van-dispatch",
      [],
      10,
      200,
      (r) => `slots computed n=${r.int(4, 16)}`,
    ),
  ],
  roles: {
    web: "storefront-web",
    pay: "payment-adapter",
    login: "storefront-web",
    devices: "locker-controller",
    press: "press-telemetry",
    worker: "customer-notify",
    consumer: "customer-notify",
    report: "order-api",
    tagging: "garment-tagging",
    vans: "van-dispatch",
    jvm: "order-api",
    backfill: "garment-tagging",
  },
};

// ---------------------------------------------------------------- B: Bluewater (snake_case, nginx, request ids on the web tier only)
const bluewater: Estate = {
  key: "B",
  brand: "Bluewater Laundry Co",
  domain: "bluewaterlaundry.com",
  proxy: "nginx_edge",
  ids: "webonly",
  namespace: "bluewater",
  svcs: [
    svc("nginx_edge", "nginx", "lower", true, "nginx", "1.27.3", 0.2, [
      () => ["INFO", "2026/12/02 signal process started"],
    ]),
    svc("web_storefront", "rails", "upper", true, "rails", "2026.12.1", 6, [
      (r) => [
        "DEBUG",
        `  Order Load (${r.float(0.3, 4).toFixed(1)}ms)  SELECT "orders".* FROM "orders" WHERE "orders"."reference" = $1 LIMIT $2`,
      ],
      (r) => ["INFO", `[ActionCable] Broadcasting to order_status:${order(r)}: {"state":"ready"}`],
    ]),
    svc("sidekiq_jobs", "sidekiq", "upper", false, "sidekiq", "2026.12.1", 16, [
      (r) => {
        const job = r.pick([
          "ReadyForPickupNotifier",
          "RoutePlanJob",
          "InvoiceMailerJob",
          "LockerCodeRotationJob",
          "LoyaltyPointsJob",
        ]);
        return ["INFO", `class=${job} jid=${r.hex(24)} elapsed=${r.float(0.02, 2.4).toFixed(3)} INFO: done`];
      },
      (r) => [
        "INFO",
        `class=${r.pick(["ReadyForPickupNotifier", "InvoiceMailerJob", "LoyaltyPointsJob"])} jid=${r.hex(24)} INFO: start`,
      ],
    ]),
    svc("payments_gateway", "python", "upper", false, "payments.gateway", "1.18.3", 3, [
      (r) => [
        "INFO",
        `payments.gateway: charge ch_${r.alnum(16)} authorised amount=${r.int(600, 9900)} GBP card=visa/${r.digits(4)}`,
      ],
      () => ["DEBUG", "payments.webhooks: webhook signature ok event=charge.succeeded"],
    ]),
    svc("route_planner", "python", "upper", false, "planner.api", "0.31.0", 5, [
      (r) => [
        "INFO",
        `planner.solver: solved depot=${r.pick(["bermondsey", "acton", "walthamstow"])} vans=${r.int(4, 11)} stops=${r.int(30, 140)} in ${r.int(300, 2900)}ms`,
      ],
      (r) => [
        "DEBUG",
        `planner.geocode: cache hit postcode=${r.pick(["SE1", "N1", "E17", "W3", "SW11"])} ${r.int(1, 9)}${r.alnum(2).toUpperCase()}`,
      ],
    ]),
    svc("tag_printer_bridge", "python", "word", false, "bridge.zebra", "0.9.2", 6, [
      (r) => [
        "INFO",
        `bridge.zebra: printed label ${tag(r)} on zebra-lp${String(r.int(1, 9)).padStart(2, "0")} (ZPL 812 bytes)`,
      ],
    ]),
    svc("locker_sync", "go", "lower", false, "lockers", "2.0.3", 10, [
      (r) => ["INFO", `synced bank=${bank(r)} doors=18 reserved=${r.int(0, 12)} fw=3.1.${r.int(0, 4)}`],
      (r) => ["DEBUG", `poll ok bank=${bank(r)} rtt_ms=${r.int(30, 240)}`],
    ]),
    svc("press_floor_monitor", "elixir", "lower", false, "PressFloor", "0.7.0", 10, [
      (r) => [
        "INFO",
        `[PressFloor.Line] ${press(r)} cycle=${r.int(1000, 9999)} temp_c=${r.int(150, 178)} steam_bar=${r.float(4, 6.5).toFixed(1)}`,
      ],
      (r) => ["DEBUG", `[PressFloor.Telemetry] flushed ${r.int(20, 90)} samples to timescale`],
    ]),
  ],
  routes: [
    route(
      "GET",
      (r) => `/orders/${order(r)}`,
      "web_storefront",
      [],
      30,
      200,
      () => "",
    ),
    route(
      "POST",
      () => "/checkout",
      "web_storefront",
      ["payments_gateway"],
      8,
      302,
      () => "",
    ),
    route(
      "GET",
      () => "/pickup/slots",
      "web_storefront",
      ["route_planner"],
      10,
      200,
      () => "",
    ),
    route(
      "POST",
      (r) => `/lockers/${bank(r)}/reserve`,
      "web_storefront",
      ["locker_sync"],
      8,
      201,
      () => "",
    ),
    route(
      "GET",
      () => "/account",
      "web_storefront",
      [],
      12,
      200,
      () => "",
    ),
  ],
  roles: {
    web: "web_storefront",
    pay: "payments_gateway",
    login: "web_storefront",
    devices: "locker_sync",
    press: "press_floor_monitor",
    worker: "sidekiq_jobs",
    consumer: "locker_sync",
    report: "web_storefront",
    tagging: "tag_printer_bridge",
    vans: "route_planner",
    jvm: null,
    backfill: "sidekiq_jobs",
  },
};

// ---------------------------------------------------------------- C: Sudsy (one-word names, Traefik, correlation ids on some)
const sudsy: Estate = {
  key: "C",
  brand: "Sudsy",
  domain: "sudsy.app",
  proxy: "traefik",
  ids: "correlation",
  namespace: "sudsy",
  svcs: [
    svc("traefik", "traefik", "lower", false, "traefik", "3.2.1", 0.3, [
      () => ["DEBUG", "Skipping same configuration providerName=kubernetescrd"],
    ]),
    svc("portal", "dotnet", "dotnet", true, "Sudsy.Portal.Orders.OrderEndpoints", "8.4.2", 6, [
      (r) => [
        "INFO",
        `Sudsy.Portal.Orders.OrderEndpoints[0] Order ${order(r)} summary rendered for customer ${cust(r)}`,
      ],
      () => [
        "DEBUG",
        "Microsoft.EntityFrameworkCore.Database.Command[20101] Executed DbCommand (3ms) [Parameters=[@__id_0='?'], CommandType='Text', CommandTimeout='30']",
      ],
    ]),
    svc("identity", "dotnet", "dotnet", true, "Sudsy.Identity.TokenService", "3.1.0", 4, [
      (r) => [
        "INFO",
        `Sudsy.Identity.TokenService[0] Issued access token for client ${r.pick(["sudsy-ios", "sudsy-android", "sudsy-web", "locker-kiosk"])} (lifetime 3600s)`,
      ],
    ]),
    svc("ledger", "dotnet", "dotnet", true, "Sudsy.Ledger.Postings", "5.0.7", 5, [
      (r) => [
        "INFO",
        `Sudsy.Ledger.Postings[0] Posted ${order(r)} amount=${r.int(5, 90)}.${r.digits(2)} GBP journal=${r.int(400000, 499999)}`,
      ],
      () => ["DEBUG", "Npgsql.Connection[0] Opened connection to ledger-pg-rw.sudsy.svc:5432/ledger"],
    ]),
    svc("lockers", "elixir", "word", true, "Lockers", "1.3.0", 12, [
      (r) => ["INFO", `[Lockers.Bank] ${bank(r)} heartbeat doors_free=${r.int(0, 20)} fw=2.7.${r.int(0, 3)}`],
      (r) => ["DEBUG", `[Lockers.Door] ${bank(r)}/${r.int(1, 20)} closed`],
    ]),
    svc("pressline", "go", "short", false, "pressline", "0.22.0", 12, [
      (r) => ["INFO", `press cycle done press=${press(r)} temp=${r.int(150, 180)}C secs=${r.int(20, 65)}`],
      (r) => ["DEBUG", `modbus poll ok unit=${r.int(1, 9)} regs=12`],
    ]),
    svc("vans", "elixir", "word", false, "Vans", "2.1.4", 8, [
      (r) => ["INFO", `[Vans.Tracker] ${van(r)} at stop ${r.int(1, 12)}/12 eta_drift=${r.int(-3, 9)}min`],
    ]),
    svc("notifier", "node", "lower", false, "notifier", "6.0.1", 5, [
      (r) => [
        "INFO",
        `sent ${r.pick(["sms", "push", "email"])} template=${r.pick(["locker_ready", "van_eta", "receipt", "stain_note"])}`,
      ],
    ]),
    svc("tagger", "go", "short", false, "tagger", "1.1.8", 8, [
      (r) => ["INFO", `tag printed tag=${tag(r)} order=${order(r)} station=counter-${r.int(1, 4)}`],
      (r) => ["DEBUG", `kafka fetch topic=garments partition=${r.int(0, 3)} records=${r.int(0, 12)}`],
    ]),
  ],
  routes: [
    route(
      "GET",
      (r) => `/api/orders/${order(r)}`,
      "portal",
      ["ledger"],
      28,
      200,
      () => "",
    ),
    route(
      "POST",
      () => "/api/checkout",
      "portal",
      ["ledger"],
      8,
      201,
      () => "",
    ),
    route(
      "POST",
      () => "/connect/token",
      "identity",
      [],
      10,
      200,
      () => "",
    ),
    route(
      "POST",
      (r) => `/api/lockers/${bank(r)}/unlock`,
      "lockers",
      [],
      10,
      200,
      () => "",
    ),
    route(
      "GET",
      () => "/api/vans/eta",
      "vans",
      [],
      8,
      200,
      () => "",
    ),
  ],
  roles: {
    web: "portal",
    pay: "ledger",
    login: "identity",
    devices: "lockers",
    press: "pressline",
    worker: "notifier",
    consumer: "tagger",
    report: "ledger",
    tagging: "tagger",
    vans: "vans",
    jvm: null,
    backfill: "ledger",
  },
};

// ---------------------------------------------------------------- D: FoldLine (team-prefixed -svc/-worker, HAProxy, no ids)
const foldline: Estate = {
  key: "D",
  brand: "FoldLine",
  domain: "foldline.io",
  proxy: "haproxy",
  ids: "none",
  namespace: "foldline",
  svcs: [
    svc("haproxy", "haproxy", "lower", false, "haproxy", "2.9.11", 0.1, [
      () => ["INFO", "Health check for server be_intake/intake2 succeeded, reason: Layer7 check passed, code: 200"],
    ]),
    svc("ops-intake-svc", "php", "upper", false, "intake", "7.3.0", 6, [
      (r) => [
        "INFO",
        `production.INFO: intake.order.created {"order":"${order(r)}","garments":${r.int(1, 9)},"store":"${r.pick(["shoreditch", "hove", "bath", "york"])}"} []`,
      ],
    ]),
    svc("ops-tagging-worker", "go", "lower", false, "tagging", "3.7.2", 10, [
      (r) => ["INFO", `label printed job=${r.int(100000, 999999)} tag=${tag(r)} printer=zt411-${r.int(1, 6)}`],
      (r) => ["DEBUG", `job claimed queue=tagging:labels job=${r.int(100000, 999999)}`],
    ]),
    svc("fleet-route-svc", "node", "lower", false, "fleet", "4.0.3", 6, [
      (r) => ["INFO", `eta computed van=${van(r)} order=${order(r)} eta_min=${r.int(4, 55)}`],
    ]),
    svc("fleet-telemetry-worker", "go", "lower", false, "telemetry", "2.2.0", 14, [
      (r) => [
        "INFO",
        `position ingested van=${van(r)} lat=53.9${r.digits(3)} lon=-1.0${r.digits(3)} age_ms=${r.int(200, 2500)}`,
      ],
      (r) => ["DEBUG", `mqtt message topic=fleet/${van(r)}/gps qos=1 bytes=${r.int(80, 140)}`],
    ]),
    svc("care-press-svc", "python", "upper", false, "care.press", "1.0.9", 8, [
      (r) => [
        "INFO",
        `care.press: finished ${press(r)} garment=${tag(r)} programme=${r.pick(["silk-low", "wool-steam", "cotton-high", "poly-mid"])}`,
      ],
    ]),
    svc("pay-ledger-svc", "java", "upper", false, "i.f.pay.ledger.LedgerService", "11.2.0", 6, [
      (r) => [
        "INFO",
        `[task-${r.int(1, 8)}] i.f.pay.ledger.LedgerService : posted charge ${order(r)} amount=${r.int(400, 9000)}p`,
      ],
      (r) => [
        "DEBUG",
        `[kafka-consumer-${r.int(1, 3)}] o.a.k.c.c.internals.ConsumerCoordinator : [Consumer clientId=pay-ledger-1, groupId=pay-ledger] Committed offset ${r.int(100000, 999999)} for partition payments-${r.int(0, 5)}`,
      ],
    ]),
    svc("cx-notify-worker", "node", "lower", false, "notify", "2.5.1", 5, [
      (r) => ["INFO", `delivered ${r.pick(["sms", "email"])} kind=${r.pick(["ready", "van_eta", "receipt"])}`],
    ]),
  ],
  routes: [
    route(
      "POST",
      () => "/intake/orders",
      "ops-intake-svc",
      ["pay-ledger-svc"],
      12,
      201,
      () => "",
    ),
    route(
      "GET",
      (r) => `/intake/orders/${order(r)}`,
      "ops-intake-svc",
      [],
      28,
      200,
      () => "",
    ),
    route(
      "GET",
      (r) => `/fleet/eta/${order(r)}`,
      "fleet-route-svc",
      [],
      14,
      200,
      () => "",
    ),
    route(
      "POST",
      () => "/pay/charges",
      "pay-ledger-svc",
      [],
      6,
      201,
      () => "",
    ),
    route(
      "GET",
      () => "/care/press/status",
      "care-press-svc",
      [],
      6,
      200,
      () => "",
    ),
  ],
  roles: {
    web: "ops-intake-svc",
    pay: "pay-ledger-svc",
    login: "ops-intake-svc",
    devices: "fleet-telemetry-worker",
    press: "care-press-svc",
    worker: "cx-notify-worker",
    consumer: "pay-ledger-svc",
    report: "pay-ledger-svc",
    tagging: "ops-tagging-worker",
    vans: "fleet-route-svc",
    jvm: "pay-ledger-svc",
    backfill: "ops-tagging-worker",
  },
};

export const ESTATES: Estate[] = [crisply, bluewater, sudsy, foldline];
export const estateByKey = (k: Estate["key"]) => ESTATES.find((e) => e.key === k)!;
