// One window of one estate: the context every generator writes into, and the everyday traffic under everything.
import { access, deprecation, type Estate, ids, type Role, type Runtime, startup } from "./estates.js";
import type { Level, Rec } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Ctx {
  r: Rng;
  e: Estate;
  t0: number;
  t1: number;
  recs: Rec[];
  add(t: number, svc: string, level: Level, msg: string, req?: string): void;
  s(role: Role): string;
  rt(svc: string): Runtime;
  /** A trace id when this estate propagates them, else undefined. */
  tr(): string | undefined;
  /** Evenly spread jittered times from a to b, every `every` ms on average. */
  ticks(a: number, b: number, every: number): number[];
}

export function makeCtx(r: Rng, e: Estate, t0: number, minutes: number): Ctx {
  const recs: Rec[] = [];
  const t1 = t0 + minutes * 60_000;
  const ctx: Ctx = {
    r,
    e,
    t0,
    t1,
    recs,
    add(t, svc, level, msg, req) {
      if (t < t0 || t >= t1) return;
      recs.push({ t, svc, level, msg, ...(req ? { req } : {}) });
    },
    s(role) {
      const v = e.svc[role];
      if (!v) throw new Error(`${e.key} has no ${role}`);
      return v;
    },
    rt: (svc) => e.runtime[svc],
    tr: () => (e.traced ? ids.trace(r) : undefined),
    ticks(a, b, every) {
      const out: number[] = [];
      for (let t = a + r.next() * every; t < b; t += every * (0.5 + r.next())) out.push(t);
      return out;
    },
  };
  return ctx;
}

const ms = (r: Rng, lo: number, hi: number) => lo + r.next() * (hi - lo);

function rideChains(c: Ctx, t: number): void {
  const { r, e } = c;
  const tr = c.tr();
  const ride = ids.ride(r);
  const rider = ids.rider(r);
  const drv = ids.driver(r);
  const hex = ids.h3(r);
  const edge = c.s("edge");
  const k = r.next();
  if (k < 0.34) {
    const mult = r.chance(0.8) ? 1 : 1 + r.int(1, 6) / 10;
    c.add(
      t + 20,
      c.s("pricing"),
      "info",
      `quote hex=${hex} base=${(4 + r.next() * 18).toFixed(2)} ${e.currency} surge=${mult.toFixed(1)}x model=surge-gbm-v14 took=${r.int(6, 40)}ms`,
      tr,
    );
    c.add(
      t + 60,
      c.s("dispatch"),
      "info",
      `ride ${ride} created rider=${rider} pickup=${hex} searching radius=${r.pick([2000, 3000, 4000])}m`,
      tr,
    );
    c.add(
      t + ms(r, 300, 900),
      c.s("maps"),
      "info",
      `eta pickup ride=${ride} ${(0.4 + r.next() * 4).toFixed(1)}km ${r.int(60, 600)}s cache=${r.pick(["hit", "hit", "miss"])}`,
      tr,
    );
    c.add(
      t + ms(r, 400, 1200),
      c.s("match"),
      "info",
      `offer ride=${ride} driver=${drv} eta=${r.int(60, 540)}s score=${r.next().toFixed(2)} rank=1/${r.int(2, 14)}`,
      tr,
    );
    c.add(t + ms(r, 90, 260), edge, "info", access(c.rt(edge), edge, "POST", "/v1/rides", 201, ms(r, 80, 260), r), tr);
    const acc = t + ms(r, 4000, 16000);
    c.add(acc, c.s("dispatch"), "info", `ride ${ride} accepted by ${drv} after ${((acc - t) / 1000).toFixed(1)}s`, tr);
    c.add(
      acc + ms(r, 50, 300),
      c.s("notify"),
      "info",
      `push delivered type=ride_accepted to=${rider} via ${r.pick(["apns", "fcm"])} (${r.int(40, 260)}ms)`,
      tr,
    );
  } else if (k < 0.6) {
    c.add(t, edge, "info", access(c.rt(edge), edge, "PUT", "/v1/driver/location", 204, ms(r, 3, 30), r), tr);
    c.add(
      t + ms(r, 5, 40),
      c.s("dispatch"),
      "info",
      `location batch driver=${drv} points=${r.int(3, 12)} lag=${(r.next() * 2).toFixed(1)}s state=${r.pick(["available", "available", "en_route", "on_trip"])}`,
      tr,
    );
  } else if (k < 0.82) {
    const fare = (5 + r.next() * 30).toFixed(2);
    c.add(
      t,
      c.s("ledger"),
      "info",
      `trip ${ride} completed distance=${(1 + r.next() * 14).toFixed(1)}km duration=${r.int(4, 45)}m fare=${fare} ${e.currency}`,
      tr,
    );
    c.add(
      t + ms(r, 100, 600),
      c.s("payments"),
      "info",
      `capture pi_3P${r.hex(10)} ride=${ride} amount=${fare.replace(".", "")} ${e.currency.toLowerCase()} status=succeeded`,
      tr,
    );
    if (r.chance(0.3))
      c.add(
        t + ms(r, 20000, 50000),
        c.s("tips"),
        "info",
        `tip added ride=${ride} amount=${r.pick(["1.00", "2.00", "3.00", "5.00"])} ${e.currency} driver=${drv}`,
        tr,
      );
    c.add(
      t + ms(r, 20, 80),
      edge,
      "info",
      access(c.rt(edge), edge, "POST", `/v1/rides/${ride}/complete`, 200, ms(r, 40, 200), r),
      tr,
    );
  } else if (k < 0.93) {
    c.add(t, edge, "info", access(c.rt(edge), edge, "GET", `/v1/rides/${ride}`, 200, ms(r, 10, 60), r), tr);
    c.add(t + ms(r, 5, 30), c.s("maps"), "info", `eta update ride=${ride} ${r.int(1, 12)}min remaining`, tr);
  } else {
    const on = c.s("onboarding");
    c.add(
      t,
      on,
      "info",
      r.pick([
        `document uploaded driver=${drv} type=${r.pick(["driving_licence", "vehicle_insurance", "phv_licence", "vehicle_photo"])} pages=${r.int(1, 3)}`,
        `background check report rpt_${r.hex(12)} completed status=clear driver=${drv}`,
        `onboarding step completed driver=${drv} step=${r.pick(["profile", "vehicle", "documents", "bank_details"])}`,
      ]),
      tr,
    );
    c.add(t + ms(r, 5, 40), on, "info", access(c.rt(on), on, "POST", "/api/documents", 201, ms(r, 60, 300), r), tr);
  }
}

function scootChains(c: Ctx, t: number): void {
  const { r, e } = c;
  const v = ids.vehicle(e, r);
  const ride = ids.ride(r);
  const edge = c.s("edge");
  const k = r.next();
  if (k < 0.3) {
    const rtt = ms(r, 400, 2200);
    c.add(
      t + 10,
      c.s("unlock"),
      "info",
      `unlock requested vehicle=${v} rider=${ids.rider(r)} battery=${r.int(18, 100)}%`,
    );
    c.add(t + 40, c.s("iot"), "info", `cmd UNLOCK -> ${v} qos=1 msgid=${r.int(1000, 65000)}`);
    c.add(t + 40 + rtt, c.s("iot"), "info", `ack UNLOCK ${v} rtt=${Math.round(rtt)}ms`);
    c.add(
      t + 80 + rtt,
      c.s("unlock"),
      "info",
      `vehicle ${v} unlocked ride=${ride} in ${((rtt + 70) / 1000).toFixed(2)}s`,
    );
    c.add(
      t + 120 + rtt,
      c.s("payments"),
      "info",
      `preauth ok ride=${ride} amount=1.00 ${e.currency} psp_ref=${r.hex(16).toUpperCase()}`,
    );
    c.add(t + 150 + rtt, edge, "info", access(c.rt(edge), edge, "POST", `/v2/vehicles/${v}/unlock`, 200, rtt + 150, r));
  } else if (k < 0.55) {
    c.add(
      t,
      c.s("telemetry"),
      "info",
      `ingested ${r.int(80, 900)} frames from ${r.int(10, 120)} vehicles in ${r.int(4, 60)}ms`,
    );
  } else if (k < 0.8) {
    c.add(
      t + 10,
      c.s("geofence"),
      "info",
      `check ride=${ride} -> zone=${e.city}-park-${r.int(1, 240)} allowed=true ${(r.next() * 2).toFixed(2)}ms`,
    );
    c.add(
      t + ms(r, 300, 1500),
      c.s("photo"),
      "info",
      `parking photo ride=${ride} accepted score=${(0.7 + r.next() * 0.29).toFixed(2)} model=parkcheck-v7`,
    );
    c.add(
      t + ms(r, 1600, 2500),
      c.s("payments"),
      "info",
      `ride ${ride} charged ${(1 + r.next() * 8).toFixed(2)} ${e.currency} (${r.int(3, 40)} min, unlock 1.00)`,
    );
    c.add(
      t + ms(r, 2600, 3000),
      edge,
      "info",
      access(c.rt(edge), edge, "POST", `/v2/rides/${ride}/end`, 200, ms(r, 1600, 2800), r),
    );
  } else if (k < 0.9) {
    c.add(
      t,
      edge,
      "info",
      access(
        c.rt(edge),
        edge,
        "GET",
        `/v2/vehicles/nearby?lat=${r.int(10, 99)}&lng=${r.int(10, 99)}`,
        200,
        ms(r, 20, 120),
        r,
      ),
    );
  } else {
    const b = c.s("battery");
    c.add(
      t,
      b,
      "info",
      r.pick([
        `swap task created vehicle=${v} battery=${r.int(4, 19)}% hub=${e.city}-hub-${r.int(1, 6)}`,
        `swap task completed vehicle=${v} by crew ${r.int(100, 400)} battery now 100%`,
      ]),
    );
  }
}

/** Everyday traffic, health checks, periodic jobs, the noisy service, deprecations and retries that succeed. */
export function baseline(c: Ctx, target: number): void {
  const { r, e, t0, t1 } = c;
  const svcs = Object.keys(e.runtime);
  for (const svc of svcs.filter((_, i) => i % 3 !== 1)) {
    const every = r.pick([10_000, 15_000, 20_000]);
    for (const t of c.ticks(t0, t1, every))
      c.add(
        t,
        svc,
        "info",
        access(c.rt(svc), svc, "GET", r.pick(["/healthz", "/readyz", "/health/live"]), 200, ms(r, 0.3, 4), r),
      );
  }
  for (const t of c.ticks(t0, t1, r.int(e.noisy.everyMs[0], e.noisy.everyMs[1])))
    c.add(t, e.noisy.svc, "error", e.noisy.msg(r));
  const jobs: [string, number, () => string][] =
    e.domain === "ride"
      ? [
          [
            c.s("pricing"),
            30_000,
            () =>
              `recomputed multipliers for ${r.int(900, 1600)} hexes in ${r.int(400, 1200)}ms (max ${(1 + r.int(0, 8) / 10).toFixed(1)}x)`,
          ],
          [c.s("ledger"), 20_000, () => `outbox relay published ${r.int(5, 80)} events (lag ${r.int(10, 400)}ms)`],
          [
            c.s("onboarding"),
            60_000,
            () => `DocumentExpiryJob (Job ID: ${r.hex(24)}) done: ${(r.next() * 3).toFixed(3)} sec`,
          ],
          [
            c.s("match"),
            45_000,
            () => `supply snapshot: ${r.int(300, 1400)} available drivers, ${r.int(20, 200)} open requests`,
          ],
        ]
      : [
          [
            c.s("battery"),
            60_000,
            () => `planner run: ${r.int(20, 90)} tasks, ${r.int(2, 7)} vans, solved in ${(r.next() * 3).toFixed(2)}s`,
          ],
          [c.s("geofence"), 60_000, () => `zones up to date (${e.city}-v41, ${r.int(300, 330)} polygons)`],
          [c.s("payments"), 30_000, () => `outbox relay published ${r.int(5, 80)} events`],
          [
            c.s("telemetry"),
            30_000,
            () => `fleet snapshot: ${r.int(1800, 2600)} vehicles online, ${r.int(40, 200)} in ride`,
          ],
        ];
  for (const [svc, every, msg] of jobs) for (const t of c.ticks(t0, t1, every)) c.add(t, svc, "info", msg());
  // deprecation warnings from two services, a few times each
  for (const svc of r.shuffle([...svcs]).slice(0, 2)) {
    const m = deprecation(c.rt(svc), r);
    for (const t of c.ticks(t0, t1, r.int(90_000, 240_000))) c.add(t, svc, "warn", m);
  }
  // retries that succeed
  const pay = c.s("payments");
  for (const t of c.ticks(t0, t1, r.int(60_000, 150_000))) {
    const tr = c.tr();
    c.add(
      t,
      pay,
      "warn",
      `psp call attempt 1/3 failed: java.net.SocketTimeoutException: Read timed out (3000 ms), retrying in ${r.pick([200, 250, 400])}ms`,
      tr,
    );
    c.add(t + ms(r, 500, 900), pay, "info", `psp call attempt 2/3 succeeded (${r.int(180, 700)}ms)`, tr);
  }
  const chain = e.domain === "ride" ? rideChains : scootChains;
  let guard = 0;
  while (c.recs.length < target && guard++ < 100_000) chain(c, t0 + r.next() * (t1 - t0));
}

/** A rolling deploy of `svc` at `t`: SIGTERM on the old pod, the new one starting, maybe a deprecation. */
export function deploy(c: Ctx, svc: string, t: number, version: string): void {
  const { r } = c;
  const rt = c.rt(svc);
  const bye: Record<Runtime, string> = {
    java: "Commencing graceful shutdown. Waiting for active requests to complete",
    dotnet: "Application is shutting down...",
    python: "Shutting down",
    ruby: "- Gracefully stopping, waiting for requests to finish",
    go: "received signal terminated, draining connections (grace 30s)",
    node: "SIGTERM received, closing server",
    cpp: "caught SIGTERM, stopping listeners",
    elixir: "Stopping application on SIGTERM",
  };
  c.add(t, svc, "info", bye[rt]);
  startup(rt, svc, version, r).forEach((m, i) => {
    c.add(t + 2500 + i * ms(r, 50, 900), svc, "info", m);
  });
  if (r.chance(0.5)) c.add(t + 5000, svc, "warn", deprecation(rt, r));
}
