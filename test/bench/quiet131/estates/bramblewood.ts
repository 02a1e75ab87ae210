// Bramblewood Garden Centres: a chain of seven garden centres in Gloucestershire and Herefordshire with an online
// shop, click-and-collect, bulky-goods delivery, the Green Fingers Club and growing-on greenhouses behind two
// sites. Node BFF, Python, Java and Go services; every request line carries a W3C trace id.
import { day, ev, POTS, pad2, plant, podIp } from "../domain.js";
import type { Rng } from "../rng.js";
import type { AccessFn, Estate, Ev, Flow, Tick, Vocab } from "../types.js";
import { latency, reason, svc, thousands } from "./common.js";

const services = [
  svc("storefront-bff", "node", ["edge"], "4.31.2", 3, "bff"),
  svc("plant-availability", "python", ["catalog"], "2.18.0", 2, "plant_availability.api"),
  svc("stock-ledger", "java", ["stock"], "7.4.1", 2, "c.b.stock.ReservationService"),
  svc("collect-slots", "go", ["slots", "delivery"], "3.7.4", 2, "slots"),
  svc("checkout-svc", "java", ["pay"], "5.12.0", 2, "c.b.checkout.PaymentController"),
  svc("loyalty-club", "node", ["loyalty"], "1.44.3", 2, "club"),
  svc("greenhouse-telemetry", "go", ["climate"], "0.19.2", 1, "telemetry"),
  svc("irrigation-ctl", "python", ["irrigation"], "1.6.0", 1, "irrigation.scheduler"),
  svc("passport-registry", "java", ["passport"], "2.3.9", 1, "c.b.passport.PassportService"),
  svc("supplier-edi", "python", ["supplier"], "3.0.2", 1, "edi.inbox"),
  svc("notify-mailer", "node", ["notify"], "2.9.1", 1, "mailer"),
  svc("landscape-quotes", "python", ["quotes"], "1.2.7", 1, "quotes.service"),
];

const SITES = ["BW01", "BW03", "BW05", "BW07", "BW09", "BW11", "BW14"];
const DISTRICTS = ["GL5 3", "GL6 8", "GL7 1", "GL20 5", "WR14 2", "HR8 1", "HR9 7", "GL50 3", "GL52 6", "GL54 2"];

const vocab: Vocab = {
  brand: "Bramblewood",
  club: "Green Fingers Club",
  points: "points",
  cur: "GBP",
  sites: SITES,
  houses: ["GH1", "GH2", "GH3", "GH4", "GH5"],
  suppliers: ["FLORA-NL-0042", "EVESHAM-0117", "HILLIER-0031", "WESTLAND-0208", "BULBCO-0077"],
  order: (r) => `BW-2026-${r.int(100000, 199999)}`,
  member: (r) => `GF${r.digits(7)}`,
  sku: (r) => `PL-${r.int(10000, 39999)}`,
  basket: (r) => `b-${r.hex(8)}`,
  quote: (r) => `LQ-${r.int(4000, 5999)}`,
  postcode: (r) => `${r.pick(DISTRICTS)}${r.pick(["AB", "DQ", "HX", "JT", "NL", "PW", "RS", "UY"])}`,
  phone: (r) => `+447${r.digits(9)}`,
  email: (r) =>
    `${r.pick(["s", "j", "m", "k", "p", "d"])}***@${r.pick(["gmail.com", "btinternet.com", "outlook.com", "yahoo.co.uk"])}`,
  zone: (r) => `Z${pad2(r.int(1, 24))}`,
  money: (r, lo, hi) => `£${r.float(lo, hi).toFixed(2)}`,
  regNo: (r) => `UK/GB-${r.int(10000, 49999)}`,
  api: "/api",
};

const access: AccessFn = (r, name, m, path, status, ms) => {
  switch (name) {
    case "storefront-bff":
    case "loyalty-club":
    case "notify-mailer":
      return `${m} ${path} -> ${status} ${ms}ms`;
    case "plant-availability":
    case "irrigation-ctl":
    case "supplier-edi":
    case "landscape-quotes":
      return `${podIp(r)}:${r.int(32000, 60999)} - "${m} ${path} HTTP/1.1" ${status} ${reason(status)}`;
    case "collect-slots":
    case "greenhouse-telemetry":
      return `http request method=${m} path=${path} status=${status} duration=${ms}ms`;
    default:
      return `${m} ${path} completed status=${status} duration=${ms}ms`;
  }
};

const bff = "storefront-bff";
const exec = (r: Rng) => `http-nio-8080-exec-${r.int(1, 40)}`;

const flows: Flow[] = [
  {
    w: 30,
    make: (r, t) => {
      const p = plant(r);
      const site = r.pick(SITES);
      const sku = vocab.sku(r);
      const onHand = r.chance(0.15) ? 0 : r.int(1, 60);
      const ms = latency(r, 70);
      return [
        ev(
          t + 3,
          "stock-ledger",
          "INFO",
          `stock position sku=${sku} site=${site} onHand=${onHand} reserved=${r.int(0, 4)}`,
          {
            thread: exec(r),
          },
        ),
        ev(
          t + 8,
          "plant-availability",
          "INFO",
          `availability resolved sku=${sku} (${p.name}, ${r.pick(POTS)}) site=${site} status=${onHand === 0 ? "next_delivery" : "in_stock"}`,
        ),
        ev(t + ms, bff, "INFO", access(r, bff, "GET", `/api/plants/${p.slug}/availability?store=${site}`, 200, ms, t)),
      ];
    },
  },
  {
    w: 20,
    make: (r, t) => {
      const p = plant(r);
      const ms = latency(r, 45);
      const hits = r.int(12, 240);
      return [
        ev(
          t + 4,
          "plant-availability",
          "INFO",
          `listing group=${p.group} season=spring-2026 page=${r.int(1, 6)} results=${hits} cache=${r.chance(0.7) ? "hit" : "miss"}`,
        ),
        ev(t + ms, bff, "INFO", access(r, bff, "GET", `/api/plants?group=${p.group}&page=${r.int(1, 6)}`, 200, ms, t)),
      ];
    },
  },
  {
    w: 12,
    make: (r, t) => {
      const qty = r.int(1, 6);
      const b = vocab.basket(r);
      const ms = latency(r, 60);
      return [
        ev(
          t + 5,
          "stock-ledger",
          "INFO",
          `Reserved ${qty} x ${vocab.sku(r)} at ${r.pick(SITES)} for basket ${b} (ttl 20m)`,
          { thread: exec(r) },
        ),
        ev(t + ms, bff, "INFO", access(r, bff, "POST", "/api/basket/items", 201, ms, t)),
      ];
    },
  },
  {
    w: 8,
    make: (r, t) => {
      const site = r.pick(SITES);
      const d = day(t, r.int(0, 6));
      const ms = latency(r, 35);
      return [
        ev(t + 3, "collect-slots", "INFO", `collect slots listed site=${site} date=${d} free=${r.int(0, 48)}/48`),
        ev(t + ms, bff, "INFO", access(r, bff, "GET", `/api/collect/slots?store=${site}&date=${d}`, 200, ms, t)),
      ];
    },
  },
  {
    w: 4,
    make: (r, t) => {
      const pc = vocab.postcode(r);
      const ms = latency(r, 90);
      return [
        ev(
          t + 6,
          "collect-slots",
          "INFO",
          `bulky delivery quote postcode="${pc}" zone=${r.pick(["STROUD-V", "CHELT-N", "MALV-W", "ROSS-S"])} weight_kg=${r.int(40, 900)} first_free=${day(t, r.int(2, 8))} ${r.pick(["AM", "PM"])}`,
        ),
        ev(
          t + ms,
          bff,
          "INFO",
          access(r, bff, "GET", `/api/delivery/slots?postcode=${pc.replace(" ", "+")}&bulky=1`, 200, ms, t),
        ),
      ];
    },
  },
  {
    w: 6,
    make: (r, t) => {
      const order = vocab.order(r);
      const amount = vocab.money(r, 6, 420);
      const ms = latency(r, 650);
      const out: Ev[] = [
        ev(
          t + ms * 0.5,
          "checkout-svc",
          "INFO",
          `PaymentIntent pi_3P${r.alnum(20)} succeeded order=${order} amount=${amount}`,
          {
            thread: exec(r),
          },
        ),
        ev(
          t + ms * 0.6,
          "stock-ledger",
          "INFO",
          `Committed reservations of basket ${vocab.basket(r)} to order ${order}`,
          {
            thread: exec(r),
          },
        ),
        ev(
          t + ms * 0.7,
          "checkout-svc",
          "INFO",
          `Order ${order} confirmed, ${r.chance(0.6) ? `click&collect at ${r.pick(SITES)}` : "home delivery"}`,
          {
            thread: exec(r),
          },
        ),
      ];
      if (r.chance(0.55))
        out.push(
          ev(t + ms * 0.8, "loyalty-club", "INFO", `+${r.int(5, 420)} points member=${vocab.member(r)} order=${order}`),
        );
      out.push(
        ev(t + ms * 0.9, "notify-mailer", "INFO", `queued order-confirmation to ${vocab.email(r)} (order ${order})`),
        ev(t + ms, bff, "INFO", access(r, bff, "POST", "/api/checkout", 200, ms, t)),
      );
      return out;
    },
  },
  {
    w: 8,
    make: (r, t) => {
      const ms = latency(r, 30);
      return [
        ev(
          t + 4,
          "loyalty-club",
          "INFO",
          `member ${vocab.member(r)} tier=${r.pick(["Seedling", "Sapling", "Oak"])} balance=${r.int(0, 9000)}`,
        ),
        ev(t + ms, bff, "INFO", access(r, bff, "GET", "/api/club/me", 200, ms, t)),
      ];
    },
  },
  {
    w: 1.5,
    make: (r, t) => {
      const ms = latency(r, 420);
      return [
        ev(
          t + ms * 0.8,
          "landscape-quotes",
          "INFO",
          `quote ${vocab.quote(r)} drafted: ${r.int(8, 120)} m2 ${r.pick(["patio", "lawn", "border", "raised beds"])}, ${r.int(4, 60)} plants, total ${vocab.money(r, 600, 14000)}`,
        ),
        ev(t + ms, bff, "INFO", access(r, bff, "POST", "/api/landscaping/quotes", 201, ms, t)),
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
          "passport-registry",
          "INFO",
          `Plant passport A:${p.name} B:${vocab.regNo(r)} C:L26-${r.int(1000, 9999)} D:${r.pick(["GB", "NL", "NL", "BE", "IT"])} attached to lot ${r.int(200000, 299999)}`,
          { thread: `passport-worker-${r.int(1, 4)}` },
        ),
      ];
    },
  },
];

const ticks: Tick[] = [
  {
    svc: "greenhouse-telemetry",
    every: 15000,
    make: (r, t) =>
      vocab.houses.map((h, i) =>
        ev(
          t + i * 180,
          "greenhouse-telemetry",
          "INFO",
          `${h} climate t=${r.float(16, 27).toFixed(1)}C rh=${r.int(55, 85)}% co2=${r.int(420, 900)}ppm vent=${r.int(0, 60)}% screen=${r.pick(["open", "open", "half", "closed"])}`,
        ),
      ),
  },
  {
    svc: "irrigation-ctl",
    every: 50000,
    make: (r, t) => [
      ev(
        t,
        "irrigation-ctl",
        "INFO",
        `zone ${vocab.zone(r)} cycle complete ${r.int(60, 420)}s ${r.int(20, 300)}L EC=${r.float(1.1, 2.2).toFixed(1)} pH=${r.float(5.6, 6.3).toFixed(1)}`,
      ),
    ],
  },
  {
    svc: "stock-ledger",
    every: 60000,
    make: (r, t) => [
      ev(t, "stock-ledger", "INFO", `ReservationSweeper released ${r.int(0, 9)} expired reservations`, {
        logger: "c.b.stock.ReservationSweeper",
        thread: "scheduling-1",
      }),
    ],
  },
  {
    svc: "checkout-svc",
    every: 30000,
    make: (r, t) => [
      ev(
        t,
        "checkout-svc",
        "DEBUG",
        `HikariPool-1 - Pool stats (total=10, active=${r.int(0, 3)}, idle=${r.int(7, 10)}, waiting=0)`,
        {
          logger: "com.zaxxer.hikari.pool.HikariPool",
          thread: "HikariPool-1 housekeeper",
        },
      ),
    ],
  },
  {
    svc: bff,
    every: 10000,
    make: (r, t) => [ev(t, bff, "INFO", access(r, bff, "GET", "/healthz", 200, r.int(0, 2), t))],
  },
  {
    svc: "supplier-edi",
    every: 90000,
    make: (r, t) => [
      ev(
        t,
        "supplier-edi",
        "INFO",
        r.chance(0.7)
          ? "AS2 inbox polled: 0 new messages"
          : `AS2 inbox polled: DESADV from ${r.pick(vocab.suppliers)} (${r.int(2, 18)} trolleys, ${thousands(r.int(200, 1800))} items)`,
      ),
    ],
  },
  {
    svc: "notify-mailer",
    every: 30000,
    make: (r, t) => [ev(t, "notify-mailer", "INFO", `queue depth=${r.int(0, 3)} sent_last_min=${r.int(2, 30)}`)],
  },
];

export const bramblewood: Estate = {
  key: "bramblewood",
  title: "Bramblewood Garden Centres",
  namespace: "bramble-prod",
  cluster: "bramble-gke-1",
  idKind: "trace",
  traced: services
    .map((s) => s.name)
    .filter((n) => !["greenhouse-telemetry", "irrigation-ctl", "supplier-edi"].includes(n)),
  services,
  vocab,
  flows,
  ticks,
  access,
  newId: (r) => r.hex(32),
  chronic: [
    {
      svc: "notify-mailer",
      gap: [20000, 70000],
      make: (r, t) =>
        ev(
          t,
          "notify-mailer",
          "ERROR",
          `template 'collect-ready' v12: missing variable 'site.opening_hours.sunday' for ${r.pick(SITES)}, rendered blank`,
        ),
    },
    {
      svc: "greenhouse-telemetry",
      gap: [15000, 40000],
      make: (r, t) =>
        ev(
          t,
          "greenhouse-telemetry",
          "ERROR",
          `GH5 vent controller returned unknown register 0x2F (firmware 4.2.1), value ${r.int(0, 65535)} dropped`,
        ),
    },
    {
      svc: "plant-availability",
      gap: [10000, 45000],
      make: (r, t) =>
        ev(t, "plant-availability", "ERROR", `hero image missing for sku ${vocab.sku(r)}, falling back to placeholder`),
    },
  ],
};
