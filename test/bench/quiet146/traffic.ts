// Steady background: request flows through the edge, on-site device traffic, and the routine WARNs and ERRORs
// that are in every hour.
import { access } from "./access.js";
import { type Ctx, emit, has, MIN, newRid, svc } from "./context.js";
import type { Role } from "./estates.js";
import { pitch, plate } from "./words.js";

type Flow = { need: Role[]; w: number; run: (ctx: Ctx, t: number) => void };

const money = (ctx: Ctx, lo: number, hi: number) =>
  `${(ctx.rng.int(lo * 100, hi * 100) / 100).toFixed(2)} ${ctx.estate.currency}`;
const bk = (ctx: Ctx) => `BK-${ctx.rng.int(100000, 999999)}`;

const FLOWS: Flow[] = [
  {
    need: ["edge", "availability"],
    w: 10,
    run(ctx, t) {
      const r = ctx.rng;
      const rid = newRid(ctx);
      const ms = r.int(18, 240);
      const site = r.pick(ctx.estate.sites);
      emit(
        ctx,
        "availability",
        t + ms * 0.6,
        "info",
        `availability site=${site} arrive=2026-0${r.int(6, 9)}-${String(r.int(1, 28)).padStart(2, "0")} nights=${r.int(1, 14)} unit=${r.pick(["tent", "caravan", "motorhome", "pod"])} -> ${r.int(0, 60)} pitches (${Math.round(ms * 0.5)}ms)`,
        { rid },
      );
      if (has(ctx, "cache") && r.chance(0.15))
        emit(ctx, "availability", t + ms * 0.3, "debug", `cache miss avail:${site}:${r.hex(6)}, loading from db`, {
          rid,
        });
      access(
        ctx,
        t + ms,
        "GET",
        `${ctx.estate.api}/pitches/availability?site=${site}`,
        200,
        ms,
        svc(ctx, "availability").name,
        rid,
      );
    },
  },
  {
    need: ["edge", "booking"],
    w: 4,
    run(ctx, t) {
      const r = ctx.rng;
      const rid = newRid(ctx);
      const b = bk(ctx);
      const p = pitch(r);
      emit(
        ctx,
        "booking",
        t + 20,
        "info",
        `booking ${b} created pitch=${p} nights=${r.int(1, 10)} guests=${r.int(1, 6)} ehu=${r.chance(0.7)}`,
        { rid },
      );
      emit(
        ctx,
        "payments",
        t + 90,
        "info",
        `charge authorised ${money(ctx, 18, 640)} booking=${b} psp_ref=${r.hex(12).toUpperCase()}`,
        { rid },
      );
      emit(ctx, "notify", t + 400, "info", `confirmation email queued for ${b} template=booking_confirmed`, { rid });
      const ms = r.int(140, 900);
      access(ctx, t + ms, "POST", `${ctx.estate.api}/bookings`, 201, ms, svc(ctx, "booking").name, rid);
    },
  },
  {
    need: ["edge", "booking"],
    w: 6,
    run(ctx, t) {
      const r = ctx.rng;
      const rid = newRid(ctx);
      const ms = r.int(12, 160);
      const path = r.pick([`/bookings/${bk(ctx)}`, "/me/bookings", "/sites", `/bookings/${bk(ctx)}/arrival`]);
      emit(
        ctx,
        "booking",
        t + ms * 0.7,
        "info",
        `GET ${path} served user=u${r.int(10000, 99999)} (${Math.round(ms * 0.6)}ms)`,
        { rid },
      );
      access(ctx, t + ms, "GET", `${ctx.estate.api}${path}`, 200, ms, svc(ctx, "booking").name, rid);
    },
  },
  {
    need: ["edge"],
    w: 1.2,
    run(ctx, t) {
      const r = ctx.rng;
      access(
        ctx,
        t,
        r.pick(["GET", "GET", "HEAD"]),
        r.pick(["/favicon.ico", "/robots.txt", `${ctx.estate.api}/sites/unknown`, "/apple-touch-icon.png"]),
        404,
        r.int(1, 9),
        svc(ctx, "booking").name,
      );
    },
  },
  {
    need: ["anpr", "barrier"],
    w: 4,
    run(ctx, t) {
      const r = ctx.rng;
      const pl = plate(r, ctx.estate.currency === "EUR");
      const lane = r.pick(["MAIN-IN", "MAIN-OUT", "OVERFLOW-IN", "SERVICE"]);
      const conf = (0.86 + r.next() * 0.13).toFixed(2);
      emit(ctx, "anpr", t, "info", `plate read ${pl} lane=${lane} confidence=${conf} camera=cam-${lane.toLowerCase()}`);
      const known = r.chance(0.9);
      emit(
        ctx,
        "barrier",
        t + r.int(120, 420),
        "info",
        known
          ? `gate ${lane} opened for ${pl} (booking ${bk(ctx)}) decision=${r.int(60, 300)}ms`
          : `gate ${lane}: ${pl} not on arrivals list, intercom prompt shown`,
      );
    },
  },
  {
    need: ["ehu"],
    w: 5,
    run(ctx, t) {
      const r = ctx.rng;
      emit(
        ctx,
        "ehu",
        t,
        "info",
        `meter ${pitch(r)} reading ${(r.next() * 9000).toFixed(2)} kWh (+${(r.next() * 0.8).toFixed(3)}) tariff=${r.pick(["std", "winter", "seasonal"])}`,
      );
      if (has(ctx, "broker") && r.chance(0.05))
        emit(
          ctx,
          "broker",
          t - 30,
          "info",
          `Received PUBLISH from meter-gw-${r.int(1, 6)} (d0, q1, r0, m${r.int(1, 9999)}, 'site/ehu/readings', ... (${r.int(200, 900)} bytes))`,
        );
    },
  },
  {
    need: ["till"],
    w: 2.5,
    run(ctx, t) {
      const r = ctx.rng;
      const amount = money(ctx, 1, 80);
      const tender = r.pick(["card", "card", "card", "cash", "room-charge"]);
      emit(
        ctx,
        "till",
        t,
        "info",
        `sale till-${r.int(1, 4)} receipt R${r.int(100000, 999999)} items=${r.int(1, 9)} total=${amount} tender=${tender}`,
      );
      if (tender === "card")
        emit(
          ctx,
          "payments",
          t + r.int(300, 1800),
          "info",
          `terminal TID${r.int(1000, 9999)} approved ${amount} (contactless)`,
        );
    },
  },
  {
    need: ["wifi"],
    w: 3,
    run(ctx, t) {
      const r = ctx.rng;
      const mac = `${r.hex(2)}:${r.hex(2)}:${r.hex(2)}:${r.hex(2)}:${r.hex(2)}:${r.hex(2)}`;
      emit(
        ctx,
        "wifi",
        t,
        "info",
        `portal login device=${mac} voucher=${r.hex(6).toUpperCase()} plan=${r.pick(["free-1h", "24h", "week", "stay"])}`,
      );
      emit(
        ctx,
        "radius",
        t + r.int(20, 120),
        "info",
        `Auth: (${r.int(1000, 99999)}) Login OK: [${mac}] (from client ap-${r.pick(["shop", "field-a", "field-b", "lodge", "pool"])} port 0 cli ${mac.toUpperCase().replace(/:/g, "-")})`,
      );
    },
  },
  {
    need: ["dbpool"],
    w: 0.5,
    run(ctx, t) {
      const r = ctx.rng;
      emit(
        ctx,
        "dbpool",
        t,
        "info",
        `stats: ${r.int(20, 140)} xacts/s, ${r.int(30, 300)} queries/s, in ${r.int(8000, 90000)} B/s, out ${r.int(20000, 400000)} B/s, xact ${r.int(400, 3000)} us, query ${r.int(200, 1500)} us, wait ${r.int(0, 40)} us`,
      );
    },
  },
  {
    need: ["db"],
    w: 0.4,
    run(ctx, t) {
      const r = ctx.rng;
      emit(
        ctx,
        "db",
        t,
        "info",
        r.chance(0.5)
          ? `checkpoint complete: wrote ${r.int(100, 4000)} buffers (${(r.next() * 3).toFixed(1)}%); 0 WAL file(s) added, 0 removed, ${r.int(0, 3)} recycled; write=${(r.next() * 30).toFixed(3)} s, sync=0.0${r.int(10, 99)} s, total=${(r.next() * 30).toFixed(3)} s`
          : `automatic analyze of table "campsite.public.pitch_nights" system usage: CPU: user: 0.${r.int(10, 99)} s, system: 0.0${r.int(1, 9)} s, elapsed: 0.${r.int(10, 99)} s`,
      );
    },
  },
  {
    need: ["cache"],
    w: 0.2,
    run(ctx, t) {
      emit(
        ctx,
        "cache",
        t,
        "info",
        `${ctx.rng.int(1, 9)}:M ${new Date(t).toISOString()} * Background saving started by pid ${ctx.rng.int(100, 9999)}`,
      );
    },
  },
  {
    need: ["worker"],
    w: 0.4,
    run(ctx, t) {
      const r = ctx.rng;
      emit(
        ctx,
        "worker",
        t,
        "info",
        `job ${r.pick(["send_arrival_reminders", "sync_channel_rates", "expire_unpaid_holds", "refresh_occupancy_stats"])} finished in ${r.int(40, 9000)}ms (processed ${r.int(0, 400)})`,
      );
    },
  },
];

/** The WARNs and ERRORs that are always there, every hour, in every window. */
const ROUTINE: Flow[] = [
  {
    need: ["anpr"],
    w: 1.2,
    run: (c, t) =>
      emit(
        c,
        "anpr",
        t,
        "warn",
        `low confidence read ${plate(c.rng)} confidence=0.${c.rng.int(31, 69)} lane=${c.rng.pick(["MAIN-IN", "OVERFLOW-IN"])}, queued for manual review`,
      ),
  },
  {
    need: ["payments"],
    w: 0.5,
    run: (c, t) =>
      emit(
        c,
        "payments",
        t,
        "error",
        `card declined booking=${bk(c)} decline_code=${c.rng.pick(["insufficient_funds", "do_not_honor", "expired_card", "authentication_required"])}`,
      ),
  },
  {
    need: ["notify"],
    w: 0.3,
    run: (c, t) =>
      emit(
        c,
        "notify",
        t,
        "error",
        `SMTP 550 5.1.1 recipient address rejected: user unknown (guest ${c.rng.hex(6)}@${c.rng.pick(["gmial.com", "hotmial.co.uk", "yahoo.con"])})`,
      ),
  },
  {
    need: ["ehu"],
    w: 0.6,
    run: (c, t) =>
      emit(
        c,
        "ehu",
        t,
        "warn",
        `meter ${pitch(c.rng)} no reading for ${c.rng.int(3, 9)} polls (pitch unoccupied or breaker off)`,
      ),
  },
  {
    need: ["till"],
    w: 0.25,
    run: (c, t) => emit(c, "till", t, "warn", `till-${c.rng.int(1, 4)} receipt printer TM-T88VI: paper near end`),
  },
  {
    need: ["radius"],
    w: 0.8,
    run: (c, t) =>
      emit(
        c,
        "radius",
        t,
        "info",
        `Auth: (${c.rng.int(1000, 99999)}) Login incorrect (voucher ${c.rng.hex(6).toUpperCase()} expired): [${c.rng.hex(2)}:${c.rng.hex(2)}:${c.rng.hex(2)}:${c.rng.hex(2)}:${c.rng.hex(2)}:${c.rng.hex(2)}]`,
      ),
  },
  {
    need: ["booking"],
    w: 0.4,
    run: (c, t) => emit(c, "booking", t, "warn", `booking ${bk(c)}: hold expired before payment, pitch released`),
  },
  {
    need: ["barrier"],
    w: 0.3,
    run: (c, t) =>
      emit(
        c,
        "barrier",
        t,
        "warn",
        `gate ${c.rng.pick(["MAIN-IN", "SERVICE"])} loop detector occupied ${c.rng.int(30, 120)}s (vehicle waiting at intercom)`,
      ),
  },
  {
    need: ["wifi"],
    w: 0.3,
    run: (c, t) =>
      emit(
        c,
        "wifi",
        t,
        "error",
        `captive check failed for device: TLS handshake from client aborted (HSTS site requested before login)`,
      ),
  },
];

function pickFlow(ctx: Ctx, flows: Flow[]): Flow | undefined {
  const ok = flows.filter(
    (f) => f.need.every((r) => ctx.roles.has(r)) || (f.need.length > 1 && ctx.roles.has(f.need[1])),
  );
  const total = ok.reduce((s, f) => s + f.w, 0);
  let x = ctx.rng.next() * total;
  for (const f of ok) {
    x -= f.w;
    if (x <= 0) return f;
  }
  return ok[ok.length - 1];
}

/** Fills the window with about `target` lines of steady traffic. */
export function background(ctx: Ctx, target: number): void {
  const minutes = (ctx.end - ctx.start) / MIN;
  const perMin = target / 2.1 / minutes;
  let t = ctx.start + ctx.rng.next() * 500;
  while (t < ctx.end) {
    const f = pickFlow(ctx, ctx.rng.chance(0.06) ? ROUTINE : FLOWS);
    if (f) {
      const before = ctx.events.length;
      f.run(ctx, t);
      // a flow touching a service that is down, or work that cannot succeed now, does not happen
      const mine = ctx.events.slice(before);
      const gone = mine.some(
        (e) => ctx.drop(e) || ctx.silent.some(([r, a, b]) => ctx.estate.svc[r].name === e.svc && e.t >= a && e.t < b),
      );
      if (gone) ctx.events.length = before;
    }
    t += ctx.rng.exp(60000 / (perMin * Math.max(0.05, ctx.load(t))));
  }
}
