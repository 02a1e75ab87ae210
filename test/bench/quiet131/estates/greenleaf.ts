// Greenleaf & Sons Garden World: one big garden centre on the edge of Dublin with an online shop, drive-through
// click-and-collect, van delivery of bulky goods, Greenleaf Rewards, a landscaping studio and its own
// glasshouses. Go gateway, Spring Boot, Django-style Python and Node services; the gateway and the request path
// carry a req_id, back-office services do not.
import { day, ev, POTS, plant } from "../domain.js";
import type { AccessFn, Estate, Flow, Tick, Vocab } from "../types.js";
import { latency, svc, thousands } from "./common.js";

const services = [
  svc("gateway", "go", ["edge"], "1.22.0", 3, "gateway"),
  svc("catalogue", "java", ["catalog"], "3.9.2", 2, "ie.greenleaf.catalogue.PlantController"),
  svc("stock", "java", ["stock"], "2.14.0", 2, "ie.greenleaf.stock.OnHandService"),
  svc("slots", "python", ["slots"], "4.0.7", 2, "slots.views"),
  svc("deliveries", "go", ["delivery"], "2.3.1", 2, "deliveries"),
  svc("payments", "node", ["pay"], "6.2.0", 2, "payments"),
  svc("rewards", "python", ["loyalty"], "1.19.3", 1, "rewards.points"),
  svc("glasshouse", "go", ["climate"], "0.11.0", 1, "glasshouse"),
  svc("sprinklers", "python", ["irrigation"], "0.6.2", 1, "sprinklers.programs"),
  svc("landscape-quotes", "python", ["quotes"], "2.1.0", 1, "quotes.pricing"),
  svc("goods-in", "java", ["supplier", "passport"], "1.7.5", 1, "ie.greenleaf.goodsin.ReceiptService"),
  svc("mailer", "node", ["notify"], "3.0.4", 1, "mailer"),
];

const POINTS = ["collect-desk-a", "drive-through-1", "drive-through-2"];
const ROUTING = ["D04", "D06W", "D14", "D16", "D18", "D24", "A94", "A96", "K67", "W91"];

const vocab: Vocab = {
  brand: "Greenleaf",
  club: "Greenleaf Rewards",
  points: "pts",
  cur: "EUR",
  sites: POINTS,
  houses: ["GH-north", "GH-south", "tunnel-1", "tunnel-2"],
  suppliers: ["BORD-NA-MONA-12", "KILKENNY-PL-04", "VANDERBERG-NL-77", "CLARE-NURS-09"],
  order: (r) => `GLS-${r.int(300000, 399999)}`,
  member: (r) => `GR-${r.digits(6)}`,
  sku: (r) => `${r.int(100000, 999999)}`,
  basket: (r) => `cart_${r.alnum(10)}`,
  quote: (r) => `LS-${r.int(2026000, 2026999)}`,
  postcode: (r) =>
    `${r.pick(ROUTING)} ${r.pick(["K", "X", "P", "F", "Y"])}${r.int(1, 9)}${r.pick(["W", "C", "R", "T"])}${r.int(1, 9)}`,
  phone: (r) => `+3538${r.int(3, 9)}${r.digits(7)}`,
  email: (r) =>
    `${r.pick(["a", "c", "e", "n", "s"])}***@${r.pick(["gmail.com", "eircom.net", "hotmail.com", "icloud.com"])}`,
  zone: (r) => `station ${r.int(1, 18)}`,
  money: (r, lo, hi) => `€${r.float(lo, hi).toFixed(2)}`,
  regNo: (r) => `IE-${r.int(1000, 9999)}`,
  api: "/v1",
};

function upstreamOf(path: string): string {
  if (path.startsWith("/v1/plants") || path.startsWith("/v1/search")) return "catalogue";
  if (path.startsWith("/v1/slots")) return "slots";
  if (path.startsWith("/v1/checkout") || path.startsWith("/v1/pay")) return "payments";
  if (path.startsWith("/v1/rewards") || path.startsWith("/v1/account")) return "rewards";
  if (path.startsWith("/v1/landscaping")) return "landscape-quotes";
  return "-";
}

const access: AccessFn = (r, name, m, path, status, ms) => {
  const s = services.find((x) => x.name === name);
  if (name === "gateway")
    return `method=${m} path=${path} status=${status} dur=${ms}.${r.int(0, 9)}ms bytes=${status === 204 ? 0 : r.int(90, 30000)} upstream=${upstreamOf(path)}`;
  switch (s?.runtime) {
    case "java":
      return `${m} ${path} → ${status} (${ms} ms)`;
    case "python":
      return `"${m} ${path} HTTP/1.1" ${status} ${r.int(60, 20000)}`;
    case "node":
      return `request completed ${m} ${path} statusCode=${status} responseTime=${ms}`;
    default:
      return `${m} ${path} ${status} ${ms}ms`;
  }
};

const gw = "gateway";

const flows: Flow[] = [
  {
    w: 25,
    make: (r, t) => {
      const p = plant(r);
      const sizes = r.int(1, 5);
      const ms = latency(r, 40);
      return [
        ev(t + 3, "stock", "INFO", `on-hand lookup ${sizes} skus site=GLW in ${r.int(2, 14)} ms`),
        ev(
          t + 8,
          "catalogue",
          "INFO",
          `plant ${p.slug} served: ${sizes} sizes, ${r.int(0, sizes)} in stock (cache=${r.pick(["hit", "hit", "miss"])})`,
        ),
        ev(t + ms, gw, "INFO", access(r, gw, "GET", `/v1/plants/${p.slug}`, 200, ms, t)),
      ];
    },
  },
  {
    w: 15,
    make: (r, t) => {
      const q = r.pick([
        "lavender",
        "hedging",
        "olive tree",
        "compost",
        "tomato plants",
        "hydrangea",
        "bird feeder",
        "bark mulch",
        "grass seed",
        "acer",
      ]);
      const ms = latency(r, 30);
      return [
        ev(t + 5, "catalogue", "INFO", `search q="${q}" hits=${r.int(0, 180)} took=${r.int(3, 40)}ms`),
        ev(t + ms, gw, "INFO", access(r, gw, "GET", `/v1/search?q=${encodeURIComponent(q)}`, 200, ms, t)),
      ];
    },
  },
  {
    w: 8,
    make: (r, t) => {
      const d = day(t, r.int(0, 5));
      const path = `/v1/slots/collect?date=${d}`;
      const ms = latency(r, 55);
      return [
        ev(
          t + 10,
          "slots",
          "INFO",
          `collect capacity date=${d} window=${r.int(9, 17)}:00 point=${r.pick(POINTS)} used=${r.int(0, 12)}/12`,
        ),
        ev(t + ms - 4, "slots", "INFO", access(r, "slots", "GET", path.replace("/v1", ""), 200, ms - 6, t)),
        ev(t + ms, gw, "INFO", access(r, gw, "GET", path, 200, ms, t)),
      ];
    },
  },
  {
    w: 5,
    make: (r, t) => {
      const pc = vocab.postcode(r);
      const ms = latency(r, 140);
      return [
        ev(
          t + ms * 0.4,
          "deliveries",
          "INFO",
          `capacity check van=VAN-0${r.int(1, 6)} route=${r.pick(["south-dublin", "north-dublin", "kildare", "wicklow"])} load=${r.int(100, 880)}/900kg ok`,
        ),
        ev(
          t + ms * 0.8,
          "slots",
          "INFO",
          `delivery options for ${pc}: ${r.int(1, 5)} days offered, first ${day(t, r.int(1, 6))}`,
        ),
        ev(t + ms, gw, "INFO", access(r, gw, "GET", `/v1/slots/delivery?eircode=${pc.replace(" ", "+")}`, 200, ms, t)),
      ];
    },
  },
  {
    w: 6,
    make: (r, t) => {
      const o = vocab.order(r);
      const ms = latency(r, 700);
      const out = [
        ev(
          t + ms * 0.5,
          "payments",
          "INFO",
          `payment_intent.succeeded pi_3P${r.alnum(20)} ${vocab.money(r, 5, 600)} order=${o}`,
        ),
        ev(t + ms * 0.6, "stock", "INFO", `committed order ${o}: ${r.int(1, 12)} lines`),
        ev(t + ms * 0.75, "mailer", "INFO", `sent order-confirmation to ${vocab.email(r)} (${o})`),
        ev(t + ms, gw, "INFO", access(r, gw, "POST", "/v1/checkout", 200, ms, t)),
      ];
      if (r.chance(0.5))
        out.push(ev(t + ms * 0.7, "rewards", "INFO", `+${r.int(5, 600)} pts for ${vocab.member(r)} on ${o}`));
      return out;
    },
  },
  {
    w: 6,
    make: (r, t) => {
      const ms = latency(r, 35);
      return [
        ev(
          t + 6,
          "rewards",
          "INFO",
          `member ${vocab.member(r)} balance ${thousands(r.int(0, 9000))} pts tier=${r.pick(["Sprout", "Evergreen", "Oak"])}`,
        ),
        ev(t + ms, gw, "INFO", access(r, gw, "GET", "/v1/rewards/me", 200, ms, t)),
      ];
    },
  },
  {
    w: 1.5,
    make: (r, t) => {
      const ms = latency(r, 520);
      return [
        ev(
          t + ms * 0.85,
          "landscape-quotes",
          "INFO",
          `quote ${vocab.quote(r)} priced: ${r.int(1, 6)} beds, ${r.int(5, 90)} plants, ${r.int(0, 40)} m edging -> ${vocab.money(r, 400, 18000)} incl. VAT`,
        ),
        ev(t + ms, gw, "INFO", access(r, gw, "POST", "/v1/landscaping/quotes", 201, ms, t)),
      ];
    },
  },
  {
    w: 3,
    make: (r, t) => {
      const p = plant(r);
      return [
        ev(
          t,
          "goods-in",
          "INFO",
          `ASN ${r.int(70000, 79999)} from ${r.pick(vocab.suppliers)}: ${r.int(1, 12)} trolleys received, ${p.name} ${r.pick(POTS)} passport verified`,
          { thread: "receipts-1" },
        ),
      ];
    },
  },
];

const ticks: Tick[] = [
  {
    svc: "glasshouse",
    every: 10000,
    make: (r, t) => [
      ev(
        t,
        "glasshouse",
        "INFO",
        `modbus poll ok unit=${r.int(1, 8)} (${r.pick(vocab.houses)}) ${r.int(8, 24)} registers ${r.int(9, 60)}ms`,
      ),
    ],
  },
  {
    svc: "sprinklers",
    every: 60000,
    make: (r, t) => [
      ev(
        t,
        "sprinklers",
        "INFO",
        `program P${r.int(1, 6)} '${r.pick(["Outdoor perennials", "Shrub beds", "Hedging line", "Tunnel benches"])}' ${vocab.zone(r)} on for ${r.int(120, 600)}s`,
      ),
    ],
  },
  {
    svc: "deliveries",
    every: 45000,
    make: (r, t) => [
      ev(
        t,
        "deliveries",
        "INFO",
        `van telemetry VAN-0${r.int(1, 6)} at 53.${r.int(20, 40)},-6.${r.int(10, 40)} next stop in ${r.int(2, 30)}m`,
      ),
    ],
  },
  {
    svc: "stock",
    every: 60000,
    make: (r, t) => [
      ev(t, "stock", "INFO", `replenishment suggestions recomputed for ${r.int(40, 400)} skus`, {
        thread: "scheduling-1",
      }),
    ],
  },
];

export const greenleaf: Estate = {
  key: "greenleaf",
  title: "Greenleaf & Sons Garden World",
  namespace: "garden-world",
  cluster: "gl-prod",
  idKind: "req_id",
  traced: ["gateway", "catalogue", "slots", "deliveries", "payments"],
  services,
  vocab,
  flows,
  ticks,
  access,
  newId: (r) => `${r.hex(8)}-${r.hex(4)}-4${r.hex(3)}-${r.pick(["8", "9", "a", "b"])}${r.hex(3)}-${r.hex(12)}`,
  chronic: [
    {
      svc: "rewards",
      gap: [15000, 60000],
      make: (r, t) =>
        ev(
          t,
          "rewards",
          "ERROR",
          `birthday parse failed for member ${vocab.member(r)}: '${r.pick(["31/02", "30/02", "31/04", "31/11"])}/19${r.int(50, 99)}' (ValueError: day is out of range for month)`,
        ),
    },
    {
      svc: "glasshouse",
      gap: [10000, 30000],
      make: (r, t) =>
        ev(
          t,
          "glasshouse",
          "ERROR",
          `modbus: exception '2' (illegal data address), function '131' reading register 40112 from vent-ctl-3 (unit 7)${r.chance(0.2) ? ", retry skipped" : ""}`,
        ),
    },
    {
      svc: "mailer",
      gap: [30000, 90000],
      make: (r, t) =>
        ev(
          t,
          "mailer",
          "ERROR",
          `Mailgun 400 for newsletter batch ${r.int(100, 999)}: 'to' parameter is not a valid address. please check documentation`,
        ),
    },
  ],
};
