// The four made-up companies: services, runtimes, request flows, everyday lines and their one noisy service.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export type Runtime = "java" | "python" | "go" | "node" | "dotnet" | "ruby" | "cpp";
export type Tpl = (r: Rng) => [Level, string];
export interface Svc {
  name: string;
  rt: Runtime;
  perMin: number;
  amb: Tpl[];
}
export interface Estate {
  key: string;
  ns: string;
  traced: boolean;
  services: Svc[];
  flows: [string, Tpl][][];
  flowsPerMin: number;
  noisy: { svc: string; perMin: number; tpl: Tpl };
  deprecations: [string, string][];
}

const money = (r: Rng, lo = 8, hi = 70) => (r.int(lo * 100, hi * 100) / 100).toFixed(2);
export const ids = {
  order: (r: Rng) => `o_${r.hex(10)}`,
  store: (r: Rng) => `${r.int(10000, 49999)}`,
  courier: (r: Rng) => `c${r.int(100000, 999999)}`,
  user: (r: Rng) => `u${r.int(1000000, 9999999)}`,
  ms: (r: Rng, lo = 8, hi = 240) => r.int(lo, hi),
  money,
  bao: (r: Rng) => `BS-${r.int(200000, 299999)}`,
  rossa: (r: Rng) => `CR${r.int(1000000, 1999999)}`,
};
const I = (m: string): [Level, string] => ["INFO", m];
const W = (m: string): [Level, string] => ["WARN", m];
const D = (m: string): [Level, string] => ["DEBUG", m];
const CITIES = ["lisbon", "porto", "valencia", "lyon", "leeds", "bristol", "turin", "bologna"];

// ---------------------------------------------------------------- Forkful marketplace, consumer side
const forkful: Estate = {
  key: "forkful",
  ns: "forkful-prod",
  traced: true,
  services: [
    {
      name: "edge-gw",
      rt: "go",
      perMin: 6,
      amb: [
        (r) => I(`tls: session resumed for ${r.int(40, 400)} clients in last 60s`),
        (r) => D(`upstream pool order-intake: ${r.int(20, 60)} idle, ${r.int(1, 12)} active`),
      ],
    },
    {
      name: "order-intake",
      rt: "java",
      perMin: 8,
      amb: [
        (r) => I(`Cart ${r.hex(8)} abandoned after ${r.int(10, 40)}m, released holds`),
        (r) =>
          W(
            `Address for user ${ids.user(r)} did not geocode (confidence ${r.int(12, 40)}%), asked client to pin on map`,
          ),
        (r) => I(`OrderExpiryJob: expired ${r.int(0, 6)} unpaid checkouts`),
      ],
    },
    {
      name: "menu-catalog",
      rt: "python",
      perMin: 8,
      amb: [
        (r) => I(`menu sync for store ${ids.store(r)}: ${r.int(40, 220)} items, ${r.int(0, 9)} changed`),
        (r) => I(`item ${r.int(1000000, 9999999)} marked sold out by store ${ids.store(r)}`),
        (r) => I(`published menu bundle v${r.int(8000, 9999)} for ${r.pick(CITIES)} (${r.int(1100, 2600)} stores)`),
      ],
    },
    {
      name: "restaurant-availability",
      rt: "go",
      perMin: 10,
      amb: [
        (r) => I(`store ${ids.store(r)} paused orders: reason=busy_kitchen duration=${r.pick([15, 20, 30])}m`),
        (r) => I(`store ${ids.store(r)} resumed orders`),
        (r) => I(`prep-time estimate for store ${ids.store(r)} raised to ${r.int(18, 45)}m (queue ${r.int(6, 20)})`),
      ],
    },
    {
      name: "payments",
      rt: "java",
      perMin: 6,
      amb: [
        (r) =>
          I(
            `Refund issued automatically for late order ${ids.order(r)}: EUR ${money(r, 2, 12)} (delay ${r.int(25, 70)}m)`,
          ),
        (r) => I(`Tip adjusted on ${ids.order(r)}: EUR ${money(r, 1, 6)} -> courier ${ids.courier(r)}`),
        (r) => I(`Settlement batch ${r.int(4000, 9000)} sent: ${r.int(200, 900)} captures`),
      ],
    },
    {
      name: "promo-engine",
      rt: "node",
      perMin: 6,
      amb: [
        (r) => I(`promo code ${r.pick(["FEAST", "PIZZA", "NEWUSER", "LUNCH"])}${r.int(10, 99)} rejected: expired`),
        (r) => I(`campaign cache refreshed: ${r.int(300, 900)} active campaigns`),
        (r) => I(`promo ${r.pick(["FREEDEL", "2FOR1"])} redemption limit reached for user ${ids.user(r)}`),
      ],
    },
    {
      name: "eta-service",
      rt: "python",
      perMin: 8,
      amb: [
        (r) => I(`eta model v${r.int(40, 44)}.${r.int(0, 9)} p50 error ${r.int(80, 190)}s over last 5m`),
        (r) => I(`route cache hit ratio ${r.int(71, 93)}%`),
      ],
    },
    {
      name: "support-desk",
      rt: "ruby",
      perMin: 5,
      amb: [
        (r) =>
          I(
            `Ticket #${r.int(800000, 899999)} opened: ${r.pick(["missing item", "late order", "wrong order", "courier never arrived", "cold food"])}`,
          ),
        (r) => I(`Macro "refund_partial" applied by agent ${r.int(100, 400)} on ticket #${r.int(800000, 899999)}`),
        (r) =>
          I(`Completed 200 OK in ${r.int(30, 260)}ms (Views: ${r.int(8, 80)}.1ms | ActiveRecord: ${r.int(3, 60)}.4ms)`),
      ],
    },
    {
      name: "notifications",
      rt: "node",
      perMin: 8,
      amb: [
        (r) =>
          I(
            `push sent kind=${r.pick(["order_confirmed", "courier_assigned", "arriving", "delivered"])} tokens=${r.int(1, 3)}`,
          ),
        (r) => I(`fcm token unregistered for user ${ids.user(r)}, removed`),
      ],
    },
    {
      name: "search-ranker",
      rt: "python",
      perMin: 5,
      amb: [
        (r) => I(`ranked ${r.int(40, 300)} stores for ${r.pick(CITIES)} in ${r.int(9, 60)}ms`),
        (r) => I(`feature store snapshot ${r.hex(7)} loaded`),
      ],
    },
  ],
  flows: [
    [
      ["edge-gw", (r) => I(`POST /v3/orders 201 ${ids.ms(r, 120, 600)}ms`)],
      [
        "order-intake",
        (r) => I(`Order ${ids.order(r)} accepted for store ${ids.store(r)}: ${r.int(1, 6)} items, EUR ${money(r)}`),
      ],
      [
        "payments",
        (r) => I(`Authorized EUR ${money(r)} card=visa ****${r.int(1000, 9999)} psp_ref=${r.hex(16).toUpperCase()}`),
      ],
      ["promo-engine", (r) => I(`evaluated ${r.int(1, 4)} campaigns for cart in ${r.int(2, 30)}ms`)],
      ["notifications", () => I("push sent kind=order_confirmed tokens=1")],
    ],
    [
      ["edge-gw", (r) => I(`GET /v3/stores?lat=38.7${r.int(100, 999)}&lng=-9.1${r.int(100, 999)} 200 ${ids.ms(r)}ms`)],
      ["search-ranker", (r) => I(`ranked ${r.int(40, 300)} stores in ${r.int(9, 60)}ms`)],
      ["restaurant-availability", (r) => I(`availability batch: ${r.int(40, 300)} stores, ${r.int(2, 30)} paused`)],
      ["eta-service", (r) => I(`eta batch ${r.int(20, 80)} stores p95=${r.int(20, 90)}ms`)],
    ],
    [
      ["edge-gw", (r) => I(`GET /v3/stores/${ids.store(r)}/menu 200 ${ids.ms(r)}ms`)],
      ["menu-catalog", (r) => I(`served menu for store ${ids.store(r)} from cache (etag ${r.hex(8)})`)],
    ],
    [
      ["edge-gw", (r) => I(`GET /v3/orders/${ids.order(r)}/track 200 ${ids.ms(r, 5, 80)}ms`)],
      ["eta-service", (r) => I(`eta for ${ids.order(r)}: ${r.int(4, 38)}m (courier leg ${r.int(2, 15)}m)`)],
    ],
    [
      ["edge-gw", (r) => I(`POST /v3/orders 402 ${ids.ms(r, 200, 900)}ms`)],
      [
        "payments",
        (r) =>
          I(`Card declined for ${ids.order(r)}: ${r.pick(["insufficient_funds", "do_not_honor", "expired_card"])}`),
      ],
    ],
  ],
  flowsPerMin: 70,
  noisy: {
    svc: "restaurant-availability",
    perMin: 14,
    tpl: (r) =>
      W(
        `tablet heartbeat missing for store ${ids.store(r)} (last seen ${r.int(3, 50)}m ago); keeping store open per policy`,
      ),
  },
  deprecations: [
    ["edge-gw", "route /v2/orders is deprecated and will be removed on 2026-12-01 (client app 6.x)"],
    ["menu-catalog", "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal"],
  ],
};

// ---------------------------------------------------------------- Forkful fleet (courier side)
const fleet: Estate = {
  key: "forkful-fleet",
  ns: "fleet-prod",
  traced: false,
  services: [
    {
      name: "courier-gw",
      rt: "node",
      perMin: 8,
      amb: [
        (r) => I(`ws connections: ${r.int(4000, 9000)} open, ${r.int(20, 140)} closed in last 60s`),
        (r) => I(`courier ${ids.courier(r)} app version 9.${r.int(10, 14)}.${r.int(0, 9)} (android)`),
      ],
    },
    {
      name: "dispatch",
      rt: "go",
      perMin: 12,
      amb: [
        (r) =>
          I(
            `offer declined courier=${ids.courier(r)} order=${ids.order(r)} reason=${r.pick(["too_far", "no_reason", "low_fee", "busy"])}`,
          ),
        (r) =>
          I(
            `order=${ids.order(r)} assigned courier=${ids.courier(r)} attempt=${r.int(1, 4)} pickup_eta=${r.int(3, 18)}m`,
          ),
        (r) => I(`zone ${r.pick(CITIES)}-${r.int(1, 9)} supply ratio ${r.float(0.6, 1.8).toFixed(2)}`),
      ],
    },
    {
      name: "batching",
      rt: "python",
      perMin: 8,
      amb: [
        (r) =>
          I(
            `wave ${r.int(10000, 99999)} solved: ${r.int(30, 140)} orders -> ${r.int(20, 90)} routes in ${r.float(0.2, 1.4).toFixed(2)}s`,
          ),
        (r) => I(`stacked 2 orders for courier ${ids.courier(r)} (detour ${r.int(1, 6)}m)`),
      ],
    },
    {
      name: "location-ingest",
      rt: "go",
      perMin: 10,
      amb: [
        (r) => I(`flushed ${r.int(8000, 30000)} pings to courier.positions in ${r.int(5, 60)}ms`),
        (r) => D(`dropped ${r.int(1, 40)} pings with accuracy > 100m`),
      ],
    },
    {
      name: "offer-svc",
      rt: "java",
      perMin: 8,
      amb: [
        (r) => I(`Offer ${r.hex(8)} sent to ${ids.courier(r)} fee=EUR ${money(r, 3, 9)} expires_in=45s`),
        (r) => I(`Offer ${r.hex(8)} expired without answer (courier ${ids.courier(r)})`),
      ],
    },
    {
      name: "payouts",
      rt: "dotnet",
      perMin: 5,
      amb: [
        (r) => I(`Accrued EUR ${money(r, 3, 12)} for courier ${ids.courier(r)} delivery ${ids.order(r)}`),
        (r) => I(`Weekly statement generated for courier ${ids.courier(r)}`),
      ],
    },
    {
      name: "shift-planner",
      rt: "ruby",
      perMin: 4,
      amb: [
        (r) => I(`Shift ${r.int(100000, 999999)} booked by ${ids.courier(r)} (${r.pick(CITIES)}, 18:00-22:00)`),
        (r) => I(`Completed 200 OK in ${r.int(20, 200)}ms (ActiveRecord: ${r.int(2, 40)}.2ms)`),
      ],
    },
    {
      name: "courier-support",
      rt: "python",
      perMin: 4,
      amb: [
        (r) =>
          I(
            `ticket ${r.int(300000, 399999)} indexed (category=${r.pick(["app_crash", "payout_question", "unsafe_address", "restaurant_wait"])})`,
          ),
        (r) => I(`GET /api/tickets?courier=${ids.courier(r)} 200 ${r.int(20, 140)}ms`),
      ],
    },
    {
      name: "geocoder",
      rt: "cpp",
      perMin: 8,
      amb: [
        (r) => I(`geocode ok q_len=${r.int(18, 70)} conf=0.${r.int(80, 99)} ${r.int(2, 40)}ms`),
        (r) => I(`cache stats hits=${r.int(20000, 90000)} misses=${r.int(1000, 9000)}`),
      ],
    },
  ],
  flows: [
    [
      ["dispatch", (r) => I(`new order=${ids.order(r)} pickup store=${ids.store(r)}`)],
      ["geocoder", (r) => I(`geocode ok q_len=${r.int(18, 70)} conf=0.${r.int(80, 99)} ${r.int(2, 40)}ms`)],
      ["batching", (r) => I(`order ${ids.order(r)} queued for wave (ready_at +${r.int(4, 20)}m)`)],
      ["offer-svc", (r) => I(`Offer ${r.hex(8)} sent to ${ids.courier(r)} fee=EUR ${money(r, 3, 9)} expires_in=45s`)],
      ["courier-gw", (r) => I(`POST /v1/offers/${r.hex(8)}/accept 200 ${r.int(30, 200)}ms`)],
    ],
    [
      ["courier-gw", (r) => I(`POST /v1/location 204 ${r.int(1, 12)}ms`)],
      ["location-ingest", (r) => D(`ping courier=${ids.courier(r)} acc=${r.int(3, 30)}m speed=${r.int(0, 35)}kmh`)],
    ],
    [
      ["courier-gw", (r) => I(`POST /v1/deliveries/${ids.order(r)}/complete 200 ${r.int(40, 300)}ms`)],
      ["payouts", (r) => I(`Accrued EUR ${money(r, 3, 12)} for courier ${ids.courier(r)}`)],
    ],
  ],
  flowsPerMin: 60,
  noisy: {
    svc: "geocoder",
    perMin: 12,
    tpl: (r) => [
      "ERROR",
      `geocode failed: ZERO_RESULTS for address "${r.pick(["Rua", "Calle", "Rue", "Via"])} ${r.pick(["do Ouro", "Mayor", "de la Paix", "Roma", "Nova"])} ${r.int(1, 300)}${r.pick(["", "B", ", fl 3", " (back door)"])}"`,
    ],
  },
  deprecations: [
    [
      "courier-gw",
      "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.",
    ],
    [
      "payouts",
      "Microsoft.AspNetCore.Server.Kestrel[0] Overriding address(es) 'http://+:80'. Binding to endpoints defined via IConfiguration instead.",
    ],
  ],
};

// ---------------------------------------------------------------- Casa Rossa restaurant group, own delivery
const rossa: Estate = {
  key: "casa-rossa",
  ns: "rossa",
  traced: false,
  services: [
    {
      name: "web-order",
      rt: "node",
      perMin: 8,
      amb: [
        (r) =>
          I(
            `GET /ordina/${r.pick(["milano-centro", "roma-prati", "torino-crocetta", "bologna-san-vitale"])} 200 ${r.int(20, 180)}ms`,
          ),
        (r) => I(`prerender cache warm: ${r.int(20, 60)} pages`),
      ],
    },
    {
      name: "order-router",
      rt: "dotnet",
      perMin: 8,
      amb: [
        (r) => I(`Order ${ids.rossa(r)} routed to kitchen ${r.int(1, 38)} (load ${r.int(10, 90)}%)`),
        (r) =>
          I(`Kitchen ${r.int(1, 38)} is paused (busy), order ${ids.rossa(r)} offered pickup slot +${r.int(15, 40)}m`),
      ],
    },
    {
      name: "kds-hub",
      rt: "dotnet",
      perMin: 10,
      amb: [
        (r) =>
          I(
            `Ticket ${ids.rossa(r)} bumped at station ${r.pick(["grill", "pizza", "fryer", "pass"])} kitchen ${r.int(1, 38)}`,
          ),
        (r) => I(`Kitchen ${r.int(1, 38)} ticket times p50=${r.int(7, 16)}m p90=${r.int(16, 30)}m`),
      ],
    },
    {
      name: "tablet-bridge",
      rt: "node",
      perMin: 8,
      amb: [
        (r) => I(`tablet ${r.hex(6)} (kitchen ${r.int(1, 38)}) acked order ${ids.rossa(r)} in ${r.int(2, 40)}s`),
        (r) => I(`tablet ${r.hex(6)} reconnected after ${r.int(3, 60)}s`),
      ],
    },
    {
      name: "rossa-pay",
      rt: "java",
      perMin: 6,
      amb: [
        (r) => I(`Captured EUR ${money(r)} for ${ids.rossa(r)} (tip EUR ${money(r, 0, 5)})`),
        (r) =>
          I(
            `Card declined for ${ids.rossa(r)}: ${r.pick(["05 Do not honor", "51 Insufficient funds", "54 Expired card"])}`,
          ),
        (r) => I(`Refund EUR ${money(r, 3, 20)} for ${ids.rossa(r)} issued (reason=late_delivery, automatic)`),
      ],
    },
    {
      name: "loyalty",
      rt: "ruby",
      perMin: 5,
      amb: [
        (r) => I(`Stamp added to card ${r.int(100000, 999999)} (${r.int(1, 9)}/10)`),
        (r) =>
          I(`Completed 200 OK in ${r.int(10, 120)}ms (Views: ${r.int(1, 20)}.0ms | ActiveRecord: ${r.int(2, 30)}.9ms)`),
      ],
    },
    {
      name: "store-config",
      rt: "python",
      perMin: 4,
      amb: [
        (r) => I(`opening hours served for ${r.int(30, 38)} kitchens (rev ${r.int(300, 340)})`),
        (r) => I(`delivery radius kitchen ${r.int(1, 38)}: ${r.float(2, 6).toFixed(1)} km`),
      ],
    },
    {
      name: "driver-tracker",
      rt: "go",
      perMin: 8,
      amb: [
        (r) => I(`driver d${r.int(100, 480)} position update lag=${r.int(1, 9)}s`),
        (r) => I(`eta refreshed for ${r.int(20, 120)} active deliveries`),
      ],
    },
    {
      name: "sms-relay",
      rt: "python",
      perMin: 4,
      amb: [
        (r) =>
          I(
            `sms queued to +39 3** *** ${r.int(1000, 9999)} template=${r.pick(["driver_near", "order_ready", "delay_apology"])}`,
          ),
        (r) => I(`delivery receipt SM${r.hex(12)} status=delivered`),
      ],
    },
  ],
  flows: [
    [
      ["web-order", (r) => I(`POST /api/ordini 201 ${r.int(140, 700)}ms`)],
      ["order-router", (r) => I(`Order ${ids.rossa(r)} routed to kitchen ${r.int(1, 38)} (load ${r.int(10, 90)}%)`)],
      ["rossa-pay", (r) => I(`Authorized EUR ${money(r)} for ${ids.rossa(r)}`)],
      ["kds-hub", (r) => I(`Ticket ${ids.rossa(r)} fired to stations grill,pass`)],
      ["tablet-bridge", (r) => I(`pushed order ${ids.rossa(r)} to tablet ${r.hex(6)}`)],
    ],
    [
      ["web-order", (r) => I(`GET /api/menu?kitchen=${r.int(1, 38)} 200 ${r.int(10, 90)}ms`)],
      ["store-config", (r) => I(`GET /kitchens/${r.int(1, 38)}/hours 200 ${r.int(2, 20)}ms`)],
    ],
    [
      ["driver-tracker", (r) => I(`delivery ${ids.rossa(r)} picked up by driver d${r.int(100, 480)}`)],
      ["sms-relay", () => I("sms queued template=driver_near")],
    ],
    [
      ["web-order", (r) => I(`POST /api/fedelta/timbri 200 ${r.int(20, 120)}ms`)],
      ["loyalty", (r) => I(`Stamp added to card ${r.int(100000, 999999)} (${r.int(1, 9)}/10)`)],
    ],
  ],
  flowsPerMin: 55,
  noisy: {
    svc: "tablet-bridge",
    perMin: 10,
    tpl: (r) => [
      "ERROR",
      `tablet ${r.pick(["a91f3c (kitchen 4)", "c7d4e9 (kitchen 29)"])} offline: websocket closed 1006, order copy sent by email`,
    ],
  },
  deprecations: [
    ["web-order", "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated."],
    [
      "rossa-pay",
      "o.s.b.c.p.PropertiesMigrationListener - property 'spring.redis.host' is deprecated, use 'spring.data.redis.host'",
    ],
  ],
};

// ---------------------------------------------------------------- Bao Street restaurant group, own delivery
const bao: Estate = {
  key: "bao-street",
  ns: "bao-prod",
  traced: true,
  services: [
    {
      name: "bao-app-api",
      rt: "python",
      perMin: 8,
      amb: [
        (r) => I(`"GET /api/v1/stores/${r.int(1, 24)}/menu HTTP/1.1" 200 ${r.int(2000, 30000)}`),
        (r) => I(`session refreshed for user ${ids.user(r)}`),
      ],
    },
    {
      name: "bao-orders",
      rt: "go",
      perMin: 10,
      amb: [
        (r) => I(`order ${ids.bao(r)} state=preparing store=${r.int(1, 24)}`),
        (r) => I(`order ${ids.bao(r)} state=delivered late_by=${r.int(0, 20)}m`),
        (r) => W(`store ${r.int(1, 24)} paused online orders for ${r.pick([10, 20, 30])}m (manager request)`),
      ],
    },
    {
      name: "kitchen-display",
      rt: "node",
      perMin: 8,
      amb: [
        (r) =>
          I(`ticket ${ids.bao(r)} bumped by station ${r.pick(["steam", "wok", "fry", "expo"])} store ${r.int(1, 24)}`),
        (r) => I(`screen ${r.hex(4)} store ${r.int(1, 24)} heartbeat ok`),
      ],
    },
    {
      name: "bao-payments",
      rt: "java",
      perMin: 6,
      amb: [
        (r) => I(`Charge succeeded ch_${r.hex(14)} GBP ${money(r, 9, 60)} tip GBP ${money(r, 0, 5)}`),
        (r) =>
          I(
            `Charge declined for ${ids.bao(r)}: card_declined (${r.pick(["insufficient_funds", "lost_card", "generic_decline"])})`,
          ),
      ],
    },
    {
      name: "bao-promos",
      rt: "ruby",
      perMin: 4,
      amb: [
        (r) => I(`Promo code ${r.pick(["BAO", "DUMPLING", "STUDENT"])}${r.int(10, 50)} rejected: expired`),
        (r) =>
          I(
            `Completed 200 OK in ${r.int(8, 90)}ms (ActiveRecord: ${r.int(1, 20)}.3ms | Allocations: ${r.int(900, 9000)})`,
          ),
      ],
    },
    {
      name: "courier-sync",
      rt: "go",
      perMin: 8,
      amb: [
        (r) => I(`partner job ${r.hex(12)} created for ${ids.bao(r)} quote=GBP ${money(r, 3, 8)}`),
        (r) => I(`partner webhook status=courier_assigned job=${r.hex(12)}`),
        (r) => I(`partner job ${r.hex(12)} cancelled by partner: no_couriers_available, re-requesting`),
      ],
    },
    {
      name: "menu-sync",
      rt: "python",
      perMin: 4,
      amb: [
        (r) => I(`pushed menu for store ${r.int(1, 24)} to marketplace listing (${r.int(60, 140)} items)`),
        (r) =>
          I(
            `item ${r.pick(["char-siu-bao", "gua-bao-pork", "prawn-toast", "bao-fries"])} 86'd at store ${r.int(1, 24)}`,
          ),
      ],
    },
    {
      name: "bao-refunds",
      rt: "python",
      perMin: 3,
      amb: [
        (r) => I(`auto-refund GBP ${money(r, 2, 10)} for ${ids.bao(r)} (late ${r.int(20, 50)}m)`),
        (r) => I(`refund run complete: ${r.int(0, 14)} issued, ${r.int(0, 3)} sent to review`),
      ],
    },
  ],
  flows: [
    [
      ["bao-app-api", (r) => I(`"POST /api/v1/orders HTTP/1.1" 201 ${r.int(300, 900)}`)],
      ["bao-promos", (r) => I(`Promo evaluated for basket ${r.hex(8)}: ${r.pick(["none", "10% off", "free fries"])}`)],
      ["bao-orders", (r) => I(`order ${ids.bao(r)} created store=${r.int(1, 24)} items=${r.int(1, 7)}`)],
      ["bao-payments", (r) => I(`Charge succeeded ch_${r.hex(14)} GBP ${money(r, 9, 60)}`)],
      ["kitchen-display", (r) => I(`ticket ${ids.bao(r)} displayed at store ${r.int(1, 24)}`)],
      ["courier-sync", (r) => I(`partner job ${r.hex(12)} created quote=GBP ${money(r, 3, 8)}`)],
    ],
    [
      ["bao-app-api", (r) => I(`"GET /api/v1/orders/${ids.bao(r)} HTTP/1.1" 200 ${r.int(400, 1800)}`)],
      ["bao-orders", (r) => I(`order ${ids.bao(r)} status read (${r.int(1, 6)}ms)`)],
    ],
    [["bao-app-api", (r) => I(`"GET /api/v1/stores HTTP/1.1" 200 ${r.int(3000, 9000)}`)]],
  ],
  flowsPerMin: 55,
  noisy: {
    svc: "menu-sync",
    perMin: 8,
    tpl: (r) =>
      W(
        `marketplace listing rejected modifier "${r.pick(["extra chilli oil", "no coriander", "add egg"])}" for store ${r.int(1, 24)}: allergen field missing (skipped)`,
      ),
  },
  deprecations: [
    ["bao-app-api", "RemovedInDjango60Warning: The FORMS_URLFIELD_ASSUME_HTTPS transitional setting is deprecated."],
    [
      "bao-promos",
      "DEPRECATION WARNING: Rails.application.secrets is deprecated in favor of Rails.application.credentials",
    ],
  ],
};

export const ESTATES: Record<string, Estate> = { forkful, fleet, rossa, bao };
