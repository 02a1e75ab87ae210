// Moss & Marigold Kwekerijen: four Dutch plant nurseries with shop floors (Boskoop, Lisse, Zundert, Haarlem),
// click-and-collect bookings, the Marigold Club, garden design quotes, EDI with growers and EU plant passports.
// Envoy at the edge, .NET, Go, Ruby (lograge), Node and one Python controller; Datadog trace ids only on the Go
// and .NET services.
import { customerIp, day, ev, POTS, plant, podIp, userAgent } from "../domain.js";
import type { Rng } from "../rng.js";
import type { AccessFn, Estate, Flow, Tick, Vocab } from "../types.js";
import { latency, svc, thousands } from "./common.js";

const services = [
  svc("mmedge", "go", ["edge"], "1.29.4", 2, "envoy"),
  svc("plantfinder", "node", ["catalog"], "8.3.0", 2, "plantfinder"),
  svc("stockkeeper", "dotnet", ["stock"], "4.12.0", 2, "MossMarigold.Stock.HoldService"),
  svc("basketsvc", "ruby", ["slots"], "2.40.1", 2, "basketsvc"),
  svc("checkoutd", "go", ["pay"], "0.33.2", 2, "checkoutd"),
  svc("clubcard", "dotnet", ["loyalty"], "3.5.0", 2, "MossMarigold.ClubCard.MemberService"),
  svc("climatebridge", "go", ["climate"], "1.4.0", 1, "climatebridge"),
  svc("dripline", "python", ["irrigation"], "0.9.1", 1, "dripline.cycles"),
  svc("supplierhub", "ruby", ["supplier", "delivery"], "1.12.0", 1, "supplierhub"),
  svc("phytodocs", "dotnet", ["passport"], "2.2.3", 1, "MossMarigold.Phyto.PassportIssuer"),
  svc("quotebuilder", "node", ["quotes"], "1.8.2", 1, "quotebuilder"),
  svc("courier", "node", ["notify"], "2.0.9", 1, "courier"),
];

const SITES = ["MM-BOS", "MM-LIS", "MM-ZUN", "MM-HAA"];
const GROWERS = ["Kwekerij De Boomgaard", "Van Dijk Vaste Planten", "Boomkwekerij Verbeek", "Hortus Lisse BV"];

const vocab: Vocab = {
  brand: "Moss & Marigold",
  club: "Marigold Club",
  points: "petals",
  cur: "EUR",
  sites: SITES,
  houses: ["kas-1", "kas-2", "kas-3", "schaduwhal"],
  suppliers: GROWERS,
  order: (r) => `MM26-${r.int(10000, 99999)}`,
  member: (r) => `MC-${r.digits(8)}`,
  sku: (r) => `MM-${r.int(10000, 69999)}`,
  basket: (r) => `bkt_${r.alnum(12)}`,
  quote: (r) => `GQ-${r.int(1000, 3999)}`,
  postcode: (r) => `${r.int(1011, 9999)} ${r.pick(["AB", "CK", "GH", "JL", "PR", "TX", "VZ"])}`,
  phone: (r) => `+316${r.digits(8)}`,
  email: (r) =>
    `${r.pick(["j", "m", "a", "s", "w"])}***@${r.pick(["ziggo.nl", "kpnmail.nl", "gmail.com", "hotmail.nl"])}`,
  zone: (r) => `druppellijn ${r.int(1, 30)}`,
  money: (r, lo, hi) => `EUR ${r.float(lo, hi).toFixed(2)}`,
  regNo: (r) => `NL-${r.digits(7)}`,
  api: "/api",
};

function upstreamPort(path: string): string {
  if (path.startsWith("/api/plants") || path.startsWith("/api/search")) return "plantfinder:8080";
  if (path.startsWith("/api/basket") || path.startsWith("/api/collect")) return "basketsvc:3000";
  if (path.startsWith("/api/checkout")) return "checkoutd:8080";
  if (path.startsWith("/api/club")) return "clubcard:8080";
  if (path.startsWith("/api/quotes")) return "quotebuilder:8080";
  return "plantfinder:8080";
}

function envoyLine(r: Rng, m: string, path: string, status: number, ms: number, t: number, flags = "-"): string {
  const up = status === 503 && flags !== "-" ? "-" : `${podIp(r)}:${upstreamPort(path).split(":")[1]}`;
  const svcTime = flags === "-" ? String(Math.max(0, ms - r.int(0, 3))) : "-";
  return `[${new Date(t).toISOString()}] "${m} ${path} HTTP/1.1" ${status} ${flags} ${m === "GET" ? 0 : r.int(40, 2000)} ${r.int(19, 40000)} ${ms} ${svcTime} "${customerIp(r)}" "${userAgent(r)}" "${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}" "www.mossenmarigold.nl" "${up}"`;
}

const access: AccessFn = (r, name, m, path, status, ms, t, flags) => {
  const s = services.find((x) => x.name === name);
  if (name === "mmedge") return envoyLine(r, m, path, status, ms, t, flags);
  switch (s?.runtime) {
    case "dotnet":
      return `HTTP ${m} ${path} responded ${status} in ${(ms + r.next()).toFixed(4)} ms`;
    case "ruby":
      return `method=${m} path=${path} format=json controller=${r.pick(["BasketsController", "SlotsController", "DeliveriesController"])} action=${m === "GET" ? "show" : "create"} status=${status} duration=${ms}.${r.int(10, 99)} view=${(ms * 0.1).toFixed(2)} db=${(ms * 0.5).toFixed(2)}`;
    case "node":
      return `${m} ${path} ${status} ${r.int(20, 9000)} - ${ms}.${r.int(100, 999)} ms`;
    case "go":
      return `request handled method=${m} path=${path} status=${status} latency=${ms}ms`;
    default:
      return `"${m} ${path}" ${status}`;
  }
};

const edge = "mmedge";

const flows: Flow[] = [
  {
    w: 25,
    make: (r, t) => {
      const q = r.pick([
        "hosta",
        "buxus",
        "olijfboom",
        "lavendel",
        "hortensia",
        "heuchera",
        "taxus",
        "bamboe",
        "rozen",
        "kuipplanten",
      ]);
      const site = r.pick(SITES);
      const n = r.int(0, 60);
      const ms = latency(r, 45);
      return [
        ev(
          t + 6,
          "stockkeeper",
          "INFO",
          `Stock query for ${n} articles at ${site} returned ${Math.max(0, n - r.int(0, 6))} available`,
        ),
        ev(t + 12, "plantfinder", "INFO", `search "${q}" site=${site} -> ${n} results (${r.int(5, 40)}ms)`),
        ev(t + ms, edge, "INFO", access(r, edge, "GET", `/api/search?q=${q}&site=${site}`, 200, ms, t)),
      ];
    },
  },
  {
    w: 15,
    make: (r, t) => {
      const p = plant(r);
      const ms = latency(r, 30);
      return [
        ev(
          t + 5,
          "plantfinder",
          "INFO",
          `plant detail ${p.slug} served (${r.int(1, 4)} pot sizes, care sheet v${r.int(1, 5)})`,
        ),
        ev(t + ms, edge, "INFO", access(r, edge, "GET", `/api/plants/${p.slug}`, 200, ms, t)),
      ];
    },
  },
  {
    w: 10,
    make: (r, t) => {
      const b = vocab.basket(r);
      const sku = vocab.sku(r);
      const site = r.pick(SITES);
      const ms = latency(r, 70);
      return [
        ev(
          t + ms * 0.3,
          "stockkeeper",
          "INFO",
          `Hold placed for ${sku} x${r.int(1, 5)} at ${site} until ${new Date(t + 1800000).toISOString().slice(11, 16)}`,
        ),
        ev(t + ms * 0.6, "basketsvc", "INFO", `basket ${b} add ${sku} x${r.int(1, 5)} (collect at ${site})`),
        ev(
          t + ms * 0.9,
          "basketsvc",
          "INFO",
          access(r, "basketsvc", "POST", "/basket/items", 201, Math.round(ms * 0.8), t),
        ),
        ev(t + ms, edge, "INFO", access(r, edge, "POST", "/api/basket/items", 201, ms, t)),
      ];
    },
  },
  {
    w: 6,
    make: (r, t) => {
      const ms = latency(r, 50);
      const d = day(t, r.int(0, 4));
      const h = r.int(9, 16);
      return [
        ev(
          t + ms * 0.7,
          "basketsvc",
          "INFO",
          `collect slot ${d} ${h}:00-${h}:30 ${r.pick(SITES)} reserved for ${vocab.basket(r)} (${r.int(1, 20)}/20 used)`,
        ),
        ev(t + ms, edge, "INFO", access(r, edge, "POST", "/api/collect/slots", 201, ms, t)),
      ];
    },
  },
  {
    w: 5,
    make: (r, t) => {
      const o = vocab.order(r);
      const ms = latency(r, 800);
      const out = [
        ev(
          t + ms * 0.45,
          "checkoutd",
          "INFO",
          `charge ok basket=${vocab.basket(r)} amount=${vocab.money(r, 4, 450)} psp_ref=pi_3P${r.alnum(18)} method=${r.pick(["ideal", "ideal", "card", "bancontact"])}`,
        ),
        ev(t + ms * 0.6, "basketsvc", "INFO", `basket converted to order ${o}`),
        ev(t + ms * 0.8, "courier", "INFO", `order confirmation ${o} queued for ${vocab.email(r)}`),
        ev(t + ms, edge, "INFO", access(r, edge, "POST", "/api/checkout", 200, ms, t)),
      ];
      if (r.chance(0.6))
        out.push(
          ev(t + ms * 0.7, "clubcard", "INFO", `Awarded ${r.int(3, 450)} petals to member ${vocab.member(r)} for ${o}`),
        );
      return out;
    },
  },
  {
    w: 7,
    make: (r, t) => {
      const ms = latency(r, 28);
      return [
        ev(
          t + 5,
          "clubcard",
          "INFO",
          `Member ${vocab.member(r)} tier ${r.pick(["Knop", "Bloei", "Volle bloei"])} balance ${thousands(r.int(0, 8000))}`,
        ),
        ev(t + ms, edge, "INFO", access(r, edge, "GET", "/api/club/me", 200, ms, t)),
      ];
    },
  },
  {
    w: 1.5,
    make: (r, t) => {
      const ms = latency(r, 380);
      return [
        ev(
          t + ms * 0.8,
          "quotebuilder",
          "INFO",
          `garden quote ${vocab.quote(r)} built: ${r.int(10, 300)} m2, ${r.int(3, 80)} plants, ${r.pick(["no paving", "gravel path", "terrace 20m2", "pond liner"])} -> ${vocab.money(r, 350, 16000)}`,
        ),
        ev(t + ms, edge, "INFO", access(r, edge, "POST", "/api/quotes", 201, ms, t)),
      ];
    },
  },
  {
    w: 3,
    make: (r, t) => {
      const ms = latency(r, 60);
      return [
        ev(
          t,
          "supplierhub",
          "INFO",
          `DESADV from ${r.pick(GROWERS)}: ${r.int(1, 14)} CC trolleys, ${r.int(8, 120)} layers, delivery ${day(t, r.int(0, 2))} to ${r.pick(SITES)}`,
        ),
        ev(t + ms, "supplierhub", "INFO", access(r, "supplierhub", "POST", "/edi/desadv", 202, ms, t)),
      ];
    },
  },
  {
    w: 2,
    make: (r, t) => {
      const p = plant(r);
      return [
        ev(
          t,
          "phytodocs",
          "INFO",
          `Issued plant passport A: ${p.name} B: ${vocab.regNo(r)} C: ${r.int(26000, 26999)}-${r.int(1, 99)} D: ${r.pick(["NL", "NL", "BE", "DE", "IT"])} (${r.pick(POTS)})`,
        ),
      ];
    },
  },
];

const ticks: Tick[] = [
  {
    svc: "climatebridge",
    every: 8000,
    make: (r, t) => [
      ev(
        t,
        "climatebridge",
        "INFO",
        `mqtt ${r.pick(vocab.houses)}/sensor/klimaat temp=${r.float(14, 26).toFixed(1)} rh=${r.int(55, 88)} co2=${r.int(400, 900)} qos=1`,
      ),
    ],
  },
  {
    svc: "dripline",
    every: 60000,
    make: (r, t) => [
      ev(
        t,
        "dripline",
        "INFO",
        `drip cycle ${vocab.zone(r)} ${r.int(60, 240)}s, ${r.int(10, 140)} L, EC ${r.float(1, 2).toFixed(2)}`,
      ),
    ],
  },
  {
    svc: edge,
    every: 10000,
    make: (r, t) => [
      ev(
        t,
        edge,
        "INFO",
        `[${new Date(t).toISOString()}] "GET /ready HTTP/1.1" 200 - 0 3 0 - "-" "kube-probe/1.29" "-" "${podIp(r)}:8001" "-"`,
      ),
    ],
  },
  {
    svc: "stockkeeper",
    every: 60000,
    make: (r, t) => [
      ev(t, "stockkeeper", "INFO", `Recurring job 'expire-holds' completed: ${r.int(0, 12)} holds released`, {
        logger: "Hangfire.Server.Worker",
      }),
    ],
  },
];

export const mossmarigold: Estate = {
  key: "mossmarigold",
  title: "Moss & Marigold Kwekerijen",
  namespace: "mm-shop",
  cluster: "mm-prod-euw",
  idKind: "dd",
  traced: ["mmedge", "stockkeeper", "checkoutd", "clubcard", "climatebridge", "phytodocs"],
  services,
  vocab,
  flows,
  ticks,
  access,
  newId: (r) => r.digits(19),
  chronic: [
    {
      svc: "plantfinder",
      gap: [10000, 40000],
      make: (r, t) =>
        ev(t, "plantfinder", "ERROR", `image CDN 404 for /img/plants/${plant(r).slug}-square.webp, serving fallback`),
    },
    {
      svc: "courier",
      gap: [25000, 75000],
      make: (r, t) =>
        ev(
          t,
          "courier",
          "ERROR",
          `SMS to +316******${r.int(10, 99)} rejected: 21610 Attempt to send to unsubscribed recipient`,
        ),
    },
    {
      svc: "phytodocs",
      gap: [20000, 60000],
      make: (r, t) =>
        ev(
          t,
          "phytodocs",
          "ERROR",
          `EPPO lookup returned no code for taxon '${r.pick(["Heuchera hybrids", "Hosta hybrids", "Coleus scutellarioides cv."])}', field A printed without code`,
        ),
    },
  ],
};
