// Normal background for one file: user request flows across services, health checks and periodic jobs.
import { access, health } from "./runtimes.js";
import type { Stream } from "./stream.js";

type Flow = { roles: string[]; w: number; run: (s: Stream, t: number, tr: string | undefined) => void };

const CATS = ["furniture", "bikes", "electronics/phones", "baby-kids", "garden", "cars/parts", "fashion/women", "pets"];
const QUERIES = [
  "ikea kallax",
  "road bike 56",
  "iphone 13",
  "pram",
  "lawn mower",
  "winter tyres",
  "sofa bed",
  "dog crate",
];

function gw(s: Stream, t: number, method: string, path: string, status: number, ms: number, tr?: string) {
  const g = s.svc("gateway");
  if (g) s.emit(t, "gateway", "info", access(g.runtime, s.rng, g.name, method, path, status, ms), { trace: tr });
}

const classifieds: Flow[] = [
  {
    roles: ["gateway", "listings"],
    w: 5,
    run: (s, t, tr) => {
      const r = s.rng;
      const id = r.int(40_000_000, 49_999_999);
      s.emit(
        t,
        "listings",
        "info",
        `listing ${id} served (${r.chance(0.8) ? "cache hit" : "cache miss, 14 attributes"})`,
        { trace: tr },
      );
      gw(s, t + r.int(5, 40), "GET", `/api/listings/${id}`, 200, r.int(8, 90), tr);
    },
  },
  {
    roles: ["gateway", "listings", "scam", "photos", "resizer"],
    w: 1.2,
    run: (s, t, tr) => {
      const r = s.rng;
      const id = r.int(50_000_000, 50_999_999);
      const n = r.int(1, 8);
      s.emit(t, "scam", "info", `screened listing ${id}: allow (score 0.0${r.int(1, 9)}, rules=0)`, { trace: tr });
      for (let i = 1; i <= Math.min(n, 3); i++) {
        s.emit(t + 60 * i, "resizer", "info", `resized ${id}/${i}.jpg to 4 variants in ${r.int(30, 140)}ms`, {
          trace: tr,
        });
        s.emit(t + 90 * i, "photos", "info", `photo ${id}/${i}.jpg approved (nsfw=0.0${r.int(0, 4)}, dup=false)`, {
          trace: tr,
        });
      }
      s.emit(
        t + 420,
        "listings",
        "info",
        `listing ${id} created in ${r.pick(CATS)}, ${n} photos, price ${r.int(5, 900)} ${s.estate.currency}`,
        { trace: tr },
      );
      gw(s, t + 450, "POST", "/api/listings", 201, r.int(300, 700), tr);
    },
  },
  {
    roles: ["gateway", "messaging", "scam"],
    w: 2.5,
    run: (s, t, tr) => {
      const r = s.rng;
      const m = `m_${r.hex(10)}`;
      const c = r.int(1_000_000, 9_999_999);
      s.emit(t, "scam", "info", `message ${m} screened: allow (score 0.0${r.int(1, 6)})`, { trace: tr });
      s.emit(t + r.int(10, 40), "messaging", "info", `delivered ${m} to conversation ${c} (push=${r.chance(0.7)})`, {
        trace: tr,
      });
      gw(s, t + r.int(40, 80), "POST", `/api/conversations/${c}/messages`, 201, r.int(30, 120), tr);
    },
  },
  {
    roles: ["gateway", "listings"],
    w: 3,
    run: (s, t, tr) => {
      const r = s.rng;
      const q = r.pick(QUERIES);
      s.emit(
        t,
        "listings",
        "info",
        `search q="${q}" region=${r.int(10, 99)} hits=${r.int(0, 4000)} took=${r.int(9, 80)}ms`,
        { trace: tr },
      );
      gw(
        s,
        t + r.int(10, 60),
        "GET",
        `/api/search?q=${encodeURIComponent(q)}&page=${r.int(1, 3)}`,
        200,
        r.int(20, 140),
        tr,
      );
    },
  },
  {
    roles: ["geo"],
    w: 1,
    run: (s, t, tr) => {
      const r = s.rng;
      s.emit(
        t,
        "geo",
        "info",
        `resolved postcode ${r.int(10000, 99999)} -> ${(48 + r.next() * 5).toFixed(4)},${(7 + r.next() * 6).toFixed(4)} (cache=${r.chance(0.9) ? "hit" : "miss"})`,
        { trace: tr },
      );
    },
  },
  {
    roles: ["gateway", "promotions"],
    w: 0.4,
    run: (s, t, tr) => {
      const r = s.rng;
      const id = r.int(40_000_000, 49_999_999);
      const tier = r.pick(["top_ad", "bump_up", "highlight", "gallery"]);
      s.emit(
        t,
        "promotions",
        "info",
        `boost ${r.hex(8)} purchased for listing ${id}: ${tier} ${r.pick([3, 7, 14])}d, ${r.pick(["1.99", "4.99", "9.99"])} ${s.estate.currency}`,
        { trace: tr },
      );
      gw(s, t + r.int(100, 400), "POST", `/api/listings/${id}/promote`, 200, r.int(200, 600), tr);
    },
  },
  {
    roles: ["search"],
    w: 1,
    run: (s, t) => {
      const r = s.rng;
      s.emit(
        t,
        "search",
        "info",
        `bulk indexed ${r.int(20, 400)} listing docs into listings_v${r.int(11, 12)} in ${r.int(30, 300)}ms`,
      );
    },
  },
];

const auction: Flow[] = [
  {
    roles: ["gateway", "catalog"],
    w: 5,
    run: (s, t, tr) => {
      const r = s.rng;
      const lot = r.int(300_000, 399_999);
      s.emit(t, "catalog", "info", `lot ${lot} served (${r.int(1, 24)} images, ends in ${r.int(1, 160)}h)`, {
        trace: tr,
      });
      gw(s, t + r.int(5, 40), "GET", `/lots/${lot}`, 200, r.int(10, 80), tr);
    },
  },
  {
    roles: ["gateway", "bids", "proxy"],
    w: 3,
    run: (s, t, tr) => {
      const r = s.rng;
      const lot = r.int(300_000, 399_999);
      const amt = r.int(5, 900) + 0.5 * r.int(0, 1);
      s.emit(
        t,
        "proxy",
        "info",
        `proxy ceilings evaluated lot=${lot} active=${r.int(0, 4)} leader=u${r.int(10000, 99999)}`,
        { trace: tr },
      );
      s.emit(
        t + r.int(5, 30),
        "bids",
        "info",
        `bid accepted lot=${lot} amount=${amt.toFixed(2)} bidder=u${r.int(10000, 99999)} seq=${r.int(1, 60)}`,
        { trace: tr },
      );
      gw(s, t + r.int(30, 90), "POST", `/lots/${lot}/bids`, 201, r.int(20, 110), tr);
    },
  },
  {
    roles: ["clock", "settlement", "escrow", "notify"],
    w: 0.8,
    run: (s, t, tr) => {
      const r = s.rng;
      const lot = r.int(300_000, 399_999);
      const price = (r.int(10, 1500) + 0.5 * r.int(0, 1)).toFixed(2);
      s.emit(
        t,
        "clock",
        "info",
        `lot ${lot} closed: sold to u${r.int(10000, 99999)} at ${price} (${r.int(2, 40)} bids)`,
        { trace: tr },
      );
      s.emit(
        t + r.int(50, 200),
        "settlement",
        "info",
        `settlement st_${r.hex(8)} opened for lot ${lot}, buyer premium ${(Number(price) * 0.15).toFixed(2)}`,
        { trace: tr },
      );
      s.emit(
        t + r.int(300, 700),
        "escrow",
        "info",
        `escrow hold captured lot=${lot} amount=${price} ${s.estate.currency} psp_ref=${r.hex(16)}`,
        { trace: tr },
      );
      s.emit(t + r.int(800, 1200), "notify", "info", `winner email queued for lot ${lot} (template=won_v3)`, {
        trace: tr,
      });
    },
  },
  {
    roles: ["settlement", "shipping"],
    w: 0.5,
    run: (s, t, tr) => {
      const r = s.rng;
      const lot = r.int(300_000, 399_999);
      const carrier = r.pick(["UPS", "USPS", "DHL", "FedEx"]);
      s.emit(
        t,
        "shipping",
        "info",
        `label created lot=${lot} carrier=${carrier} service=${r.pick(["Ground", "Priority", "Express"])} tracking=${carrier === "UPS" ? `1Z${r.hex(16).toUpperCase()}` : r.int(1e9, 9e9)}`,
        { trace: tr },
      );
      s.emit(t + r.int(40, 200), "settlement", "info", `shipping label attached to lot ${lot}`, { trace: tr });
    },
  },
  {
    roles: ["payouts"],
    w: 0.4,
    run: (s, t) => {
      const r = s.rng;
      s.emit(
        t,
        "payouts",
        "info",
        `payout po_${r.hex(10)} sent to seller s${r.int(1000, 9999)}: ${(r.int(20, 4000) + r.next()).toFixed(2)} ${s.estate.currency} via ${r.pick(["ACH", "SEPA", "PayPal"])}`,
      );
    },
  },
  {
    roles: ["notify"],
    w: 0.8,
    run: (s, t) => {
      const r = s.rng;
      s.emit(t, "notify", "info", `ending-soon push sent lot=${r.int(300_000, 399_999)} watchers=${r.int(1, 60)}`);
    },
  },
];

/** Writes the baseline of the whole window: flows at `rate` per second, health checks and periodic jobs. */
export function baseline(s: Stream, rate: number): void {
  const flows = s.estate.domain === "classifieds" ? classifieds : auction;
  const r = s.rng;
  const total = flows.reduce((a, f) => a + f.w, 0);
  let t = s.start + r.int(0, 800);
  while (t < s.end) {
    let x = r.next() * total;
    let f = flows[0];
    for (const fl of flows) {
      f = fl;
      x -= fl.w;
      if (x < 0) break;
    }
    if (f.roles.every((role) => !s.isBroken(role, t))) f.run(s, t, s.trace());
    t += Math.max(20, (-Math.log(1 - r.next()) * 1000) / rate);
  }
  for (const svc of s.services) {
    const every = r.pick([10_000, 15_000, 30_000]);
    for (let h = s.start + r.int(0, every); h < s.end; h += every + r.int(-200, 200))
      if (!s.isBroken(svc.role, h)) s.emit(h, svc.role, "info", health(svc.runtime, r, svc.name));
  }
  const jobs: [string, string, number][] =
    s.estate.domain === "classifieds"
      ? [
          ["alerts", "saved-search run: 2,8{n} searches evaluated, {m} alert emails queued", 60_000],
          ["listings", "expiry sweep: {m} listings expired, {n} renewal reminders scheduled", 120_000],
        ]
      : [
          ["clock", "closing window: {m} lots ending in next 60s, soft-close armed on {n}", 60_000],
          ["payouts", "payout batch scheduled: {n} sellers, cutoff T+2", 300_000],
        ];
  for (const [role, tpl, every] of jobs)
    for (let j = s.start + r.int(1000, every); j < s.end; j += every)
      s.emit(j, role, "info", tpl.replace("{n}", String(r.int(10, 99))).replace("{m}", String(r.int(3, 60))));
}
