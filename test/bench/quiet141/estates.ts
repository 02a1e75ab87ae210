// The four made-up aquarium and tropical-fish businesses: their services, naming style, edge, runtimes and id habits.
import type { Rng } from "./rng.js";
import type { Endpoint, Estate, Svc } from "./types.js";

const SPECIES = [
  "neon-tetra",
  "cardinal-tetra",
  "betta-splendens",
  "corydoras-panda",
  "otocinclus",
  "clownfish-ocellaris",
  "yellow-tang",
  "cherry-shrimp",
  "amano-shrimp",
  "discus-blue-diamond",
  "german-blue-ram",
  "harlequin-rasbora",
  "kuhli-loach",
  "royal-gramma",
  "bristlenose-pleco",
  "zebra-danio",
];
const sp = (r: Rng) => r.pick(SPECIES);
const zip = (r: Rng) => String(r.int(10000, 99950));

const endpoints = (extra: Endpoint[] = []): Endpoint[] => [
  { method: "GET", path: (r) => `/api/livestock/${sp(r)}`, chain: ["shop", "catalog"], weight: 9 },
  { method: "GET", path: (r) => `/api/search?q=${sp(r).split("-")[0]}`, chain: ["shop", "search"], weight: 5 },
  { method: "POST", path: () => "/api/cart/items", chain: ["shop", "inventory"], weight: 5 },
  { method: "GET", path: (r) => `/api/shipping/windows?zip=${zip(r)}`, chain: ["shop", "shipping"], weight: 4 },
  {
    method: "POST",
    path: () => "/api/checkout",
    chain: ["shop", "orders", "payments", "shipping", "loyalty"],
    weight: 3,
  },
  { method: "GET", path: () => "/api/account/rewards", chain: ["shop", "loyalty"], weight: 2 },
  { method: "GET", path: (r) => `/api/orders/${r.int(400000, 499999)}`, chain: ["shop", "orders"], weight: 2 },
  { method: "GET", path: (r) => `/static/img/${sp(r)}-${r.int(1, 6)}.webp`, chain: [], weight: 7 },
  { method: "POST", path: () => "/kiosk/results", chain: ["kiosk", "loyalty"], weight: 3, instore: true },
  { method: "GET", path: (r) => `/tanks/${r.int(1, 64)}/readings`, chain: ["sensors"], weight: 2, instore: true },
  ...extra,
];

const s = (name: string, runtime: Svc["runtime"], role: Svc["role"], pkg: string): Svc => ({
  name,
  runtime,
  role,
  pkg,
});

/** Reefline Aquatics: kebab-case, nginx, W3C traceparent everywhere. */
export const REEFLINE: Estate = {
  key: "reefline",
  business: "Reefline Aquatics",
  style: "kebab-case",
  idHabit: "traceparent",
  namespace: "reefline-prod",
  host: "shop.reefline.example",
  services: [
    s("reef-edge", "nginx", "edge", "nginx"),
    s("shop-web", "node", "shop", "shop-web"),
    s("livestock-orders", "java", "orders", "com.reefline.orders"),
    s("holding-tanks", "go", "inventory", "reefline/holding"),
    s("shipping-windows", "java", "shipping", "com.reefline.shipping"),
    s("courier-hub", "go", "courier", "reefline/courier"),
    s("tank-telemetry", "go", "sensors", "reefline/telemetry"),
    s("water-test-api", "python", "kiosk", "watertest"),
    s("perks-ledger", "ruby", "loyalty", "PerksLedger"),
    s("pay-bridge", "node", "payments", "pay-bridge"),
    s("fish-catalog", "python", "catalog", "fishcatalog"),
    s("notify-relay", "elixir", "notify", "NotifyRelay"),
    s("stock-sync", "python", "worker", "stocksync"),
  ],
  endpoints: endpoints(),
  core: ["reef-edge", "shop-web"],
};

/** Guppy & Gill: snake_case, HAProxy, a request id on the edge and the first tier only. */
export const GUPPY: Estate = {
  key: "guppy",
  business: "Guppy & Gill",
  style: "snake_case",
  idHabit: "reqid",
  namespace: "gg-live",
  host: "www.guppyandgill.example",
  services: [
    s("haproxy_edge", "haproxy", "edge", "haproxy"),
    s("storefront_php", "php", "shop", "App"),
    s("order_desk", "ruby", "orders", "OrderDesk"),
    s("livestock_holds", "ruby", "inventory", "LivestockHolds"),
    s("courier_slots", "python", "shipping", "courier_slots"),
    s("kiosk_results", "python", "kiosk", "kiosk_results"),
    s("rewards_card", "ruby", "loyalty", "RewardsCard"),
    s("card_payments", "php", "payments", "Payments"),
    s("catalog_search", "elasticsearch", "search", "org.elasticsearch"),
    s("feed_indexer", "python", "worker", "feed_indexer"),
    s("sensor_bridge", "go", "sensors", "gg/sensorbridge"),
    s("mail_worker", "python", "notify", "mail_worker"),
    s("species_catalog", "php", "catalog", "Catalog"),
  ],
  endpoints: endpoints(),
  core: ["haproxy_edge", "storefront_php"],
};

/** Tidewell: one-word names, Envoy, no ids at all. */
export const TIDEWELL: Estate = {
  key: "tidewell",
  business: "Tidewell",
  style: "one-word",
  idHabit: "none",
  namespace: "tidewell",
  host: "tidewell.example",
  services: [
    s("envoy", "envoy", "edge", "envoy"),
    s("storefront", "node", "shop", "storefront"),
    s("orderbook", "dotnet", "orders", "Tidewell.Orderbook"),
    s("fishroom", "dotnet", "inventory", "Tidewell.Fishroom"),
    s("shipclock", "elixir", "shipping", "Shipclock"),
    s("probehub", "go", "sensors", "tidewell/probehub"),
    s("labkiosk", "dotnet", "kiosk", "Tidewell.LabKiosk"),
    s("stampcard", "elixir", "loyalty", "Stampcard"),
    s("paydesk", "go", "payments", "tidewell/paydesk"),
    s("catalog", "go", "catalog", "tidewell/catalog"),
    s("mailer", "elixir", "notify", "Mailer"),
    s("cronwheel", "go", "worker", "tidewell/cronwheel"),
    s("dispatch", "dotnet", "courier", "Tidewell.Dispatch"),
  ],
  endpoints: endpoints(),
  core: ["envoy", "storefront"],
};

/** Coralbay: team-prefixed names, an ALB in front of the shop and Traefik for in-store devices, traceparent. */
export const CORALBAY: Estate = {
  key: "coralbay",
  business: "Coralbay",
  style: "team-prefixed",
  idHabit: "traceparent",
  namespace: "coralbay-prd",
  host: "shop.coralbay.example",
  services: [
    s("net-alb", "alb", "edge", "alb"),
    s("plat-traefik", "traefik", "instore-edge", "traefik"),
    s("web-shopfront", "node", "shop", "web-shopfront"),
    s("ord-livestock", "java", "orders", "com.coralbay.ord.livestock"),
    s("ord-dispatch", "elixir", "courier", "OrdDispatch"),
    s("ord-slots", "java", "shipping", "com.coralbay.ord.slots"),
    s("inv-quarantine", "ruby", "inventory", "InvQuarantine"),
    s("iot-tankwatch", "python", "sensors", "tankwatch"),
    s("lab-kiosk", "python", "kiosk", "labkiosk"),
    s("crm-loyalty", "dotnet", "loyalty", "Coralbay.Crm.Loyalty"),
    s("pay-gateway", "java", "payments", "com.coralbay.pay"),
    s("cat-species", "go", "catalog", "coralbay/species"),
    s("ops-scheduler", "python", "worker", "opsched"),
    s("crm-mailer", "node", "notify", "crm-mailer"),
  ],
  endpoints: endpoints(),
  core: ["net-alb", "web-shopfront"],
};

export const ESTATES: Estate[] = [REEFLINE, GUPPY, TIDEWELL, CORALBAY];

export const svcByName = (e: Estate, name: string): Svc => {
  const x = e.services.find((v) => v.name === name);
  if (!x) throw new Error(`no service ${name} in ${e.key}`);
  return x;
};
