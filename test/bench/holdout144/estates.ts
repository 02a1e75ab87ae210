// The four invented wine businesses: their services, runtimes, request paths, healthy lines and background chatter.
import { pad, type Rng } from "./rng.js";
import type { Estate, Runtime, Svc } from "./types.js";

const money = (r: Rng) => r.f(18, 640).toFixed(2);
const wine = (r: Rng) =>
  r.p([
    "Estate Pinot Noir",
    "Reserve Chardonnay",
    "Old Vine Zinfandel",
    "Sparkling Brut",
    "Rosé of Grenache",
    "Cabernet Franc",
    "Late Harvest Riesling",
    "Syrah Block 7",
  ]);
const vintage = (r: Rng) => r.p([2019, 2020, 2021, 2022, 2023, 2024]);
const tank = (r: Rng) => `${r.p(["T", "FT", "SS"])}-${pad(r.i(1, 36))}`;

function svc(rt: Runtime, port: number, paths: string[], does: string, rid: boolean, ok: (r: Rng) => string): Svc {
  return { rt, port, paths, does, rid, ok };
}

/** Hollow Oak Vineyards: DTC winery, kebab-case names, nginx edge, Node + Spring + Python, x-request-id on Node tiers. */
export const HOLLOW_OAK: Estate = {
  id: "hollow-oak",
  name: "Hollow Oak Vineyards",
  domain: "shop.hollowoak.example",
  namespace: "hollowoak-prod",
  edge: "hollow-nginx",
  edgeKind: "nginx",
  ridStyle: "x-request-id",
  net: "10.12.4",
  svcs: {
    "hollow-nginx": svc("edge", 443, [], "proxy", true, () => ""),
    "tasting-room-api": svc(
      "node",
      3000,
      ["/api/tastings", "/api/tastings/slots", "/api/bookings"],
      "create booking",
      true,
      (r) =>
        r.p([
          `booking ${r.p(["TR", "PV", "GR"])}-${r.i(10000, 99999)} confirmed party=${r.i(1, 8)} slot=${pad(r.i(10, 17))}:${r.p(["00", "30"])} room=${r.p(["barrel-room", "terrace", "library", "cave"])}`,
          `slot search ${r.p(["sat", "sun", "fri"])} party=${r.i(1, 10)} -> ${r.i(0, 14)} open slots in ${r.i(4, 90)}ms`,
          `GET /api/tastings/slots 200 ${r.i(8, 160)}ms`,
        ]),
    ),
    "booking-calendar": svc(
      "node",
      3100,
      ["/calendar"],
      "calendar hold",
      true,
      (r) =>
        `hold ${r.hex(6)} placed on ${r.p(["barrel-room", "terrace", "library", "cave"])} 2026-${pad(r.i(9, 11))}-${pad(r.i(1, 28))} capacity_left=${r.i(0, 24)}`,
    ),
    "club-shipments": svc("spring", 8080, ["/club/shipments", "/club/releases"], "club shipment", false, (r) =>
      r.p([
        `Shipment SH${r.i(100000, 999999)} built for member ${r.i(10000, 99999)}: ${r.p([3, 6, 12])} bottles (${r.p(["red", "mixed", "white", "sparkling"])} club)`,
        `c.h.club.ShipmentService : release ${r.p(["FALL26", "HARVEST26", "SUMMER26"])} allocation ok, ${r.i(1, 12)} sku(s)`,
      ]),
    ),
    "member-profile": svc(
      "spring",
      8081,
      ["/members"],
      "member lookup",
      false,
      (r) =>
        `c.h.member.MemberController : GET /members/${r.i(10000, 99999)} tier=${r.p(["cellar", "reserve", "estate"])} ${r.i(3, 40)}ms`,
    ),
    "payments-adapter": svc(
      "node",
      3200,
      ["/payments/charge", "/payments/refund"],
      "charge card",
      true,
      (r) =>
        `charge ${r.p(["ch", "pi"])}_${r.hex(14)} ${money(r)} USD ${r.p(["succeeded", "succeeded", "succeeded", "requires_action"])} (${r.i(180, 900)}ms)`,
    ),
    "carrier-rates": svc(
      "python",
      8000,
      ["/rates"],
      "rate quote",
      false,
      (r) =>
        `quoted ${r.p(["GROUND", "2DAY", "ADULT_SIG_GROUND"])} ${r.p(["CA", "OR", "WA", "NY", "TX", "FL", "IL"])} ${r.i(1, 4)} cartons -> $${r.f(14, 88).toFixed(2)} (cache ${r.p(["hit", "miss", "hit"])})`,
    ),
    "age-verify": svc(
      "python",
      8001,
      ["/verify"],
      "age check",
      false,
      (r) =>
        `age check ${r.p(["pass", "pass", "pass", "manual_review"])} order=${r.i(700000, 799999)} score=${r.f(0.6, 0.99).toFixed(2)}`,
    ),
    "notify-mailer": svc(
      "node",
      3300,
      ["/notify"],
      "send email",
      true,
      (r) =>
        `queued ${r.p(["booking-confirmation", "shipment-notice", "club-reminder", "receipt"])} to ${r.hex(6)}@*** (provider msg id ${r.hex(16)})`,
    ),
    "inventory-allocations": svc(
      "spring",
      8082,
      ["/allocations"],
      "allocate stock",
      false,
      (r) =>
        `c.h.inv.AllocationRepo : allocated ${r.i(1, 12)} x ${wine(r)} ${vintage(r)} bin=${r.p(["A", "B", "C"])}${r.i(1, 40)} remaining=${r.i(0, 800)}`,
    ),
  },
  routes: [
    ["hollow-nginx", "tasting-room-api", "booking-calendar"],
    ["hollow-nginx", "tasting-room-api", "booking-calendar"],
    ["hollow-nginx", "tasting-room-api", "payments-adapter"],
    ["hollow-nginx", "tasting-room-api", "member-profile"],
    ["hollow-nginx", "club-shipments", "inventory-allocations"],
    ["hollow-nginx", "club-shipments", "carrier-rates"],
    ["hollow-nginx", "club-shipments", "age-verify"],
    ["club-shipments", "payments-adapter"],
    ["club-shipments", "member-profile"],
    ["booking-calendar", "notify-mailer"],
    ["club-shipments", "notify-mailer"],
  ],
  chatter: [
    [
      30,
      "inventory-allocations",
      (r) => ["debug", `HikariPool-1 - Pool stats (total=20, active=${r.i(1, 6)}, idle=${r.i(10, 19)}, waiting=0)`],
    ],
    [45, "member-profile", () => ["info", "o.s.b.a.health.HealthEndpoint : status UP"]],
  ],
};

/** Domaine des Sables: cellar and tank sensors, snake_case, HAProxy edge, Go + Python + Elixir, no request ids. */
export const SABLES: Estate = {
  id: "sables",
  name: "Domaine des Sables",
  domain: "cellar.sables.example",
  namespace: "cave-prod",
  edge: "haproxy_edge",
  edgeKind: "haproxy",
  ridStyle: "none",
  net: "10.20.3",
  svcs: {
    haproxy_edge: svc("edge", 443, [], "proxy", false, () => ""),
    cellar_portal: svc(
      "python",
      8000,
      ["/barrels/", "/tanks/", "/lab/", "/work-orders/"],
      "render page",
      false,
      (r) =>
        `"${r.p(["GET /barrels/", "GET /tanks/", "POST /work-orders/", "GET /lab/", "GET /tanks/chart"])} HTTP/1.1" 200 ${r.i(900, 40000)} (${r.i(20, 400)}ms) user=${r.p(["amelie", "jp", "cellar-hand-3", "lab", "marc"])}`,
    ),
    barrel_registry: svc(
      "go",
      7070,
      ["/v1/barrels"],
      "barrel lookup",
      false,
      (r) =>
        `barrel ${r.p(["FR", "AM", "HU"])}-${r.i(1000, 4999)} ${r.p(["topped", "racked", "sampled", "moved"])} lot=${vintage(r)}-${r.p(["PN", "CH", "SY", "GR"])}${r.i(1, 9)}`,
    ),
    lab_results: svc(
      "python",
      8010,
      ["/api/panels"],
      "fetch lab panel",
      false,
      (r) =>
        `panel ${r.p(["FSO2", "VA", "pH/TA", "malic"])} for ${tank(r)}: ${r.p(["pH 3.4", "TA 6.1 g/L", "FSO2 28 mg/L", "VA 0.42 g/L", "malic 0.1 g/L"])} (run ${r.i(1000, 9999)})`,
    ),
    ferment_ctl: svc(
      "python",
      8020,
      ["/api/setpoints"],
      "setpoint update",
      false,
      (r) =>
        `${tank(r)} jacket valve ${r.p(["open", "closed"])} setpoint=${r.f(12, 28).toFixed(1)}C must=${r.f(11, 30).toFixed(1)}C brix=${r.f(0, 24).toFixed(1)}`,
    ),
    mqtt_bridge: svc(
      "go",
      1883,
      [],
      "bridge",
      false,
      (r) => `forwarded ${r.i(20, 240)} msgs topic=cave/${r.p(["chai-1", "chai-2", "barrel-hall"])}/+/telemetry qos=1`,
    ),
    tank_telemetry: svc(
      "go",
      7080,
      ["/v1/tanks/series"],
      "push readings",
      false,
      (r) =>
        `ingest ${tank(r)} temp=${r.f(9, 29).toFixed(2)}C level=${r.i(10, 100)}% co2=${r.i(400, 9000)}ppm seq=${r.i(100000, 999999)}`,
    ),
    sensor_rules: svc(
      "elixir",
      4000,
      ["/rules"],
      "evaluate rules",
      false,
      (r) =>
        `[info] rules evaluated for ${tank(r)}: ${r.i(3, 9)} rules, ${r.p(["0 alerts", "0 alerts", "0 alerts", "1 alert suppressed (hysteresis)"])} in ${r.i(1, 40)}ms`,
    ),
    timeseries_writer: svc(
      "go",
      7090,
      ["/write"],
      "write series",
      false,
      (r) => `flushed batch points=${r.i(200, 4000)} bytes=${r.i(20000, 400000)} took=${r.i(4, 90)}ms`,
    ),
    pager_hook: svc(
      "python",
      8030,
      ["/page"],
      "page on-call",
      false,
      (r) => `notification ${r.p(["low", "info"])} delivered for ${tank(r)} (dedup ${r.hex(8)})`,
    ),
  },
  routes: [
    ["haproxy_edge", "cellar_portal", "barrel_registry"],
    ["haproxy_edge", "cellar_portal", "lab_results"],
    ["haproxy_edge", "cellar_portal", "ferment_ctl"],
    ["haproxy_edge", "cellar_portal", "tank_telemetry"],
    ["mqtt_bridge", "tank_telemetry", "timeseries_writer"],
    ["mqtt_bridge", "tank_telemetry", "timeseries_writer"],
    ["mqtt_bridge", "tank_telemetry", "sensor_rules"],
    ["sensor_rules", "ferment_ctl"],
    ["sensor_rules", "pager_hook"],
  ],
  chatter: [
    [
      20,
      "haproxy_edge",
      (r) => [
        "info",
        `Health check for server be_cellar_portal/cellar_portal${r.i(1, 3)} succeeded, reason: Layer7 check passed, code: 200, check duration: ${r.i(1, 9)}ms, status: 3/3 UP.`,
      ],
    ],
    [60, "mqtt_bridge", (r) => ["debug", `keepalive ok broker=mosquitto.cave.lan:8883 inflight=${r.i(0, 12)}`]],
  ],
};

/** Cascade Ridge: bottling line and distributor orders, one-word names, Envoy, Go + Elixir + .NET, W3C traceparent. */
export const CASCADE: Estate = {
  id: "cascade",
  name: "Cascade Ridge Wine Co",
  domain: "ops.cascaderidge.example",
  namespace: "ridge-prod",
  edge: "envoy",
  edgeKind: "envoy",
  ridStyle: "traceparent",
  net: "10.30.2",
  svcs: {
    envoy: svc("edge", 10000, [], "proxy", true, () => ""),
    orders: svc(
      "elixir",
      4000,
      ["/v1/orders", "/v1/orders/confirm"],
      "place order",
      true,
      (r) =>
        `[info] order DO-${r.i(200000, 299999)} accepted distributor=${r.p(["PCD", "NWB", "SUNV", "HARB"])} cases=${r.i(5, 400)} state=${r.p(["WA", "OR", "ID", "CA"])}`,
    ),
    pricing: svc(
      "go",
      8080,
      ["/v1/price"],
      "price order",
      true,
      (r) =>
        `msg="priced" sku=CR-${r.i(100, 999)} fob=${r.f(60, 240).toFixed(2)} tier=${r.p(["frontline", "depletion-allowance", "post-off"])} took=${r.i(1, 30)}ms`,
    ),
    warehouse: svc(
      "elixir",
      4010,
      ["/v1/stock", "/v1/picks"],
      "reserve stock",
      true,
      (r) =>
        `[info] reserved ${r.i(1, 60)} cases of CR-${r.i(100, 999)} at ${r.p(["bay-1", "bay-2", "bonded-3"])} (on_hand=${r.i(10, 5000)})`,
    ),
    edi: svc(
      "dotnet",
      5000,
      [],
      "transmit edi",
      true,
      (r) =>
        `Processed ${r.p(["850", "855", "856", "810"])} ICN ${r.i(100000000, 999999999)} from ${r.p(["PCD", "NWB", "SUNV", "HARB"])}: ${r.i(1, 40)} line items`,
    ),
    bottling: svc(
      "dotnet",
      5010,
      ["/api/runs", "/api/lines"],
      "run step",
      true,
      (r) =>
        `Run ${r.p(["L1", "L2"])}-${r.i(1000, 9999)}: ${r.i(40, 120)} bottles/min, lot ${vintage(r)}-${r.p(["PN", "CH", "RS", "CF"])}-${r.i(10, 99)}, rejects ${r.i(0, 4)}`,
    ),
    fillers: svc(
      "go",
      8090,
      ["/v1/heads"],
      "filler command",
      true,
      (r) =>
        `level=info msg="fill cycle" line=${r.p(["L1", "L2"])} head=${r.i(1, 24)} vol_ml=${r.f(749.2, 751.4).toFixed(1)} o2_ppb=${r.i(200, 900)}`,
    ),
    labeler: svc(
      "go",
      8091,
      ["/v1/jobs"],
      "label job",
      true,
      (r) =>
        `level=info msg="label applied" line=${r.p(["L1", "L2"])} job=${r.hex(6)} skew_mm=${r.f(0, 1.2).toFixed(2)}`,
    ),
    palletizer: svc(
      "dotnet",
      5020,
      ["/api/pallets"],
      "build pallet",
      true,
      (r) =>
        `Pallet SSCC 00${r.i(100000000, 999999999)}${r.i(100000000, 999999999)} closed: ${r.p([56, 60, 70, 84])} cases, lot ${vintage(r)}-${r.i(10, 99)}`,
    ),
    scheduler: svc(
      "go",
      8095,
      [],
      "schedule run",
      true,
      (r) =>
        `level=info msg="dispatch" line=${r.p(["L1", "L2"])} next_lot=${vintage(r)}-${r.i(10, 99)} eta=${r.i(1, 40)}m`,
    ),
  },
  routes: [
    ["envoy", "orders", "pricing"],
    ["envoy", "orders", "warehouse"],
    ["envoy", "orders", "pricing"],
    ["edi", "orders", "warehouse"],
    ["edi", "orders", "pricing"],
    ["envoy", "bottling", "fillers"],
    ["bottling", "fillers"],
    ["bottling", "labeler"],
    ["bottling", "labeler"],
    ["scheduler", "bottling", "palletizer", "warehouse"],
    ["envoy", "warehouse"],
  ],
  chatter: [
    [
      15,
      "fillers",
      (r) => ["debug", `level=debug msg="plc heartbeat" plc=filler-${r.p(["L1", "L2"])} rtt_ms=${r.i(1, 9)}`],
    ],
    [
      40,
      "orders",
      (r) => [
        "debug",
        `[debug] QUERY OK source="orders" db=${r.f(0.3, 4).toFixed(1)}ms queue=${r.f(0, 0.6).toFixed(1)}ms`,
      ],
    ],
  ],
};

/** Marrow & Vine Cellars: DTC shop, club portal, excise reporting; team-prefixed names, Traefik, PHP + Ruby + .NET + Node. */
export const MARROW: Estate = {
  id: "marrow",
  name: "Marrow & Vine Cellars",
  domain: "www.marrowvine.example",
  namespace: "mv-prod",
  edge: "edge-traefik",
  edgeKind: "traefik",
  ridStyle: "x-request-id",
  net: "10.40.1",
  svcs: {
    "edge-traefik": svc("edge", 443, [], "proxy", true, () => ""),
    "dtc-shop": svc(
      "php",
      80,
      ["/shop/cart", "/shop/product", "/shop/checkout"],
      "shop page",
      true,
      (r) =>
        `${r.p(["GET /shop/product", "POST /shop/cart/add", "GET /shop/cart", "POST /shop/checkout"])} 200 ${r.i(40, 600)}ms mem=${r.i(18, 60)}MB`,
    ),
    "dtc-checkout": svc(
      "ruby",
      3000,
      ["/checkout/orders", "/checkout/quote"],
      "place order",
      true,
      (r) =>
        `Completed 200 OK in ${r.i(40, 700)}ms (Views: ${r.f(0, 8).toFixed(1)}ms | ActiveRecord: ${r.f(2, 60).toFixed(1)}ms) order=MV${r.i(100000, 999999)}`,
    ),
    "dtc-club-portal": svc(
      "php",
      80,
      ["/club/account", "/club/shipments"],
      "club page",
      true,
      (r) =>
        `member ${r.i(2000, 9999)} viewed ${r.p(["upcoming shipment", "past shipments", "preferences", "billing"])} (${r.i(30, 300)}ms)`,
    ),
    "fin-excise": svc(
      "dotnet",
      5000,
      ["/excise/reports"],
      "excise report",
      false,
      (r) =>
        `Excise worksheet line ${r.p(["bulk wine removed taxpaid", "bottled wine removed", "wine transferred in bond"])} ${r.i(10, 4000)} gal class=${r.p(["a", "b", "c"])} posted`,
    ),
    "fin-ledger": svc(
      "dotnet",
      5010,
      ["/ledger/entries"],
      "post ledger entry",
      false,
      (r) =>
        `Journal entry JE-${r.i(100000, 999999)} posted: ${r.p(["revenue", "excise", "shipping", "cogs"])} ${money(r)} USD`,
    ),
    "fin-taxrates": svc(
      "node",
      3010,
      ["/tax/quote"],
      "tax quote",
      true,
      (r) =>
        `tax quote ${r.p(["CA", "OR", "NY", "TX", "FL", "CO"])} ${r.p(["95476", "97132", "10014", "78701", "33101", "80202"])} rate=${r.f(0.05, 0.11).toFixed(4)} (${r.p(["cache", "vendor"])})`,
    ),
    "ops-compliance": svc(
      "ruby",
      3020,
      ["/compliance/check"],
      "compliance check",
      true,
      (r) =>
        `compliance ok order=MV${r.i(100000, 999999)} state=${r.p(["CA", "OR", "NY", "TX", "FL", "CO"])} volume_ytd=${r.i(1, 24)}cases`,
    ),
    "ops-fulfil": svc(
      "node",
      3030,
      ["/fulfil/orders"],
      "send to 3pl",
      true,
      (r) =>
        `3pl order ${r.p(["WD", "CV"])}${r.i(100000, 999999)} accepted by warehouse ${r.p(["napa-01", "reno-02"])} (${r.i(80, 900)}ms)`,
    ),
    "data-sync": svc(
      "python",
      8000,
      [],
      "sync",
      false,
      (r) =>
        `synced ${r.i(10, 900)} rows ${r.p(["orders", "ledger_entries", "inventory", "club_members"])} -> warehouse (${r.i(40, 900)}ms)`,
    ),
  },
  routes: [
    ["edge-traefik", "dtc-shop", "dtc-checkout", "fin-taxrates"],
    ["edge-traefik", "dtc-shop", "dtc-checkout", "ops-compliance"],
    ["edge-traefik", "dtc-shop"],
    ["edge-traefik", "dtc-shop"],
    ["edge-traefik", "dtc-club-portal", "dtc-checkout"],
    ["edge-traefik", "dtc-club-portal", "ops-fulfil"],
    ["dtc-checkout", "fin-ledger"],
    ["fin-excise", "fin-ledger"],
    ["edge-traefik", "fin-excise"],
    ["data-sync", "fin-ledger"],
    ["ops-fulfil", "ops-compliance"],
  ],
  chatter: [
    [
      30,
      "edge-traefik",
      (r) => ["debug", `Provider event received {Status:health_status: healthy ID:${r.hex(12)} From:mv/dtc-checkout}`],
    ],
    [
      50,
      "fin-ledger",
      (r) => ["info", `Microsoft.Hosting.Lifetime: health ok db=sql-ledger-01 latency=${r.i(1, 9)}ms`],
    ],
  ],
};

export const ESTATES = [HOLLOW_OAK, SABLES, CASCADE, MARROW];
