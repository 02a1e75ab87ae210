// Simulates one window: background traffic of every service, the fault at its origin, callers and the gateway
// reporting it in their own words, kubelet lines, decoys and deploys; then renders it in the plan's format.
import { chance, hex, int, pick, rngFrom } from "../holdout3/kit.js";
import { callerLine, gatewayLine } from "./callers.js";
import { type RenderCtx, render } from "./format.js";
import type { Plan } from "./plan.js";
import { normal } from "./traffic.js";
import type { Ctx, Ev, Gen, Svc } from "./types.js";

export interface Built {
  lines: string[];
  origin: string | null;
  incidentStart: number | null;
  /** services the failure travels through: origin only, origin and callers, or a second hop */
  hops: number;
}

const expGap = (r: () => number, perSec: number) => (-Math.log(1 - r()) / perSec) * 1000;

/** events every ~perMin (jittered) from a to b */
function every(r: () => number, a: number, b: number, perMin: number, f: (t: number) => void) {
  for (let t = a; t < b; t += Math.max(50, expGap(r, perMin / 60))) f(Math.round(t));
}

export function build(p: Plan): Built {
  const r = rngFrom(p.seed);
  const e = p.estate;
  const end = p.start + p.durMin * 60000;
  // each window shows a subset of the estate: 0-3 application services are not in it
  const svcs = [...e.svcs];
  for (let k = int(r, 0, 3); k > 0; k--) {
    const drop = svcs.filter((s) => (s.kind === "app" || s.kind === "worker") && s.name !== p.originName);
    if (drop.length <= 3) break;
    svcs.splice(svcs.indexOf(pick(r, drop)), 1);
  }
  const skew = new Map(svcs.map((s) => [s.name, int(r, -300, 300)]));
  const evs: Ev[] = [];
  const apps = svcs.filter((s) => s.kind === "app" || s.kind === "worker");
  const f = p.fault;
  const origin: Svc | undefined = f ? (svcs.find((s) => s.name === p.originName) ?? undefined) : undefined;
  let t0: number | null = null;
  let silentFrom = Number.POSITIVE_INFINITY;
  let hops = 1;

  if (f && origin) {
    t0 = f.underway ? p.start + int(r, 15000, 50000) : p.start + Math.round(p.durMin * 60000 * (0.3 + r() * 0.35));
    const others = apps.filter((s) => s !== origin);
    const ctx: Ctx = {
      r,
      o: origin,
      db: svcs.find((s) => s.kind === "db")?.name ?? "db",
      cache: svcs.find((s) => s.kind === "cache")?.name ?? "cache",
      broker: svcs.find((s) => s.kind === "broker")?.name ?? "events-broker",
      peer: pick(r, others).name,
      noun: pick(r, origin.nouns),
      route: origin.routes.length ? pick(r, origin.routes) : "/",
    };
    const emit = (t: number, svc: Svc, g: Gen, rid: boolean) => {
      const l = g(ctx);
      evs.push({ t, svc: svc.name, lvl: l.lvl, msg: l.msg, stack: l.stack, rid: rid ? hex(r, 12) : undefined });
    };
    let t = t0;
    for (const g of f.lead ?? []) {
      emit(t, origin, g, false);
      t += int(r, 8000, 40000);
    }
    const poolEnd = f.silent ? t + int(r, 20000, 90000) : end;
    if (f.silent) silentFrom = poolEnd;
    let first = !(f.lead && f.lead.length > 0);
    every(r, first ? t0 : t, poolEnd, f.rate, (tt) => {
      emit(first ? (t0 as number) : tt, origin, first ? f.pool[0] : pick(r, f.pool), chance(r, 0.5));
      first = false;
    });
    // callers: a retry storm, usually louder than the origin
    if (f.sym !== "none" || f.callerPool) {
      const callers: Svc[] = [];
      const pool = [...others];
      const n = Math.min(pool.length, int(r, 1, 3));
      for (let i = 0; i < n; i++) callers.push(pool.splice(Math.floor(r() * pool.length), 1)[0]);
      hops = 2;
      const cStart = (f.silent ? poolEnd : t0) + int(r, 1000, 15000);
      const perMin = Math.max(f.rate * f.storm, f.silent ? 30 : 8) / n;
      for (const c of callers) {
        every(r, cStart, end, perMin, (tt) => {
          const l = f.callerPool ? pick(r, f.callerPool)(ctx) : callerLine(r, c, origin, f.sym);
          evs.push({
            t: tt,
            svc: c.name,
            lvl: l.lvl,
            msg: l.msg,
            stack: l.stack,
            rid: chance(r, 0.6) ? hex(r, 12) : undefined,
          });
        });
      }
      // a second hop: a caller of the first caller reports the first caller as failing
      if (pool.length && chance(r, 0.4)) {
        const hop2 = pick(r, pool);
        hops = 3;
        every(r, cStart + int(r, 2000, 10000), end, perMin * (0.5 + r()), (tt) => {
          const l = callerLine(r, hop2, callers[0], "5xx");
          evs.push({ t: tt, svc: hop2.name, lvl: l.lvl, msg: l.msg, rid: chance(r, 0.6) ? hex(r, 12) : undefined });
        });
      }
      const gw = svcs.find((s) => s.kind === "gw");
      if (gw && f.sym !== "none") {
        const up = origin.kind === "app" ? origin : callers[0];
        every(r, cStart + 500, end, perMin * 0.8, (tt) => {
          const l = gatewayLine(r, gw, up, f.sym);
          evs.push({ t: tt, svc: gw.name, lvl: l.lvl, msg: l.msg, rid: hex(r, 12) });
        });
      }
    }
    const kub = svcs.find((s) => s.kind === "node");
    if (f.kubelet && kub) {
      const kb = f.kubelet;
      // each kubelet line once in order (kill, then back-off), then at random
      let k = 0;
      every(r, (f.silent ? poolEnd : t0) + 2000, end, 2, (tt) => {
        emit(tt, kub, k < kb.length ? kb[k] : pick(r, kb), false);
        k++;
      });
    }
  }

  // decoys: a noisy service with the same unrelated error from minute one; an unrelated deploy near onset
  const noisy = pick(
    r,
    apps.filter((s) => s !== origin),
  );
  if (p.decoy) {
    const d = pick(r, e.decoys);
    const lvl = chance(r, 0.7) ? "error" : "warn";
    every(r, p.start + int(r, 0, 30000), end, int(r, 2, 6), (tt) =>
      evs.push({ t: tt, svc: noisy.name, lvl, msg: d(r) }),
    );
  }
  if (p.deploy) {
    const d = pick(
      r,
      apps.filter((s) => s !== origin && s !== noisy),
    );
    const at = Math.max(p.start + 5000, Math.min(end - 60000, (t0 ?? p.start + 600000) + int(r, -180000, 120000)));
    const v = `${int(r, 1, 12)}.${int(r, 0, 60)}.${int(r, 0, 20)}`;
    evs.push({ t: at, svc: d.name, lvl: "info", msg: `deployment ${d.name} image tag ${v} rolled out (replicas 3/3)` });
    evs.push({
      t: at + 4000,
      svc: d.name,
      lvl: "warn",
      msg: `deprecated setting '${pick(r, d.nouns)}.legacyMode' ignored`,
    });
  }
  if (p.quiet) evs.push(...p.quiet.extra(e, p.start, end, r));

  // background traffic, sized so the file lands near its target
  const wsum = svcs.reduce((s, x) => s + x.w, 0);
  const budget = Math.max(600, p.target - evs.length);
  const durSec = p.durMin * 60;
  for (const s of svcs) {
    const perSec = (budget * s.w) / wsum / durSec;
    const stop = s === origin ? Math.min(silentFrom, end) : end;
    for (let t = p.start + expGap(r, perSec); t < stop; t += expGap(r, perSec)) {
      const l = normal(r, s);
      const lvl = (s.kind === "app" || s.kind === "worker") && chance(r, 0.004) ? "warn" : l.lvl;
      const msg =
        lvl === "warn" && l.lvl !== "warn" ? `slow ${pick(r, s.nouns)} lookup took ${int(r, 900, 2500)}ms` : l.msg;
      evs.push({ t: Math.round(t), svc: s.name, lvl, msg, rid: l.req ? hex(r, 12) : undefined });
    }
  }

  const printed = (ev: Ev) => ev.t + (skew.get(ev.svc) ?? 0);
  evs.sort((a, b) => printed(a) - printed(b) || a.t - b.t);
  const pods = new Map(svcs.map((s) => [s.name, `${s.name.toLowerCase()}-${hex(r, 9)}-${hex(r, 5)}`]));
  const rc: RenderCtx = {
    ns: e.ns,
    width: Math.max(...svcs.map((s) => s.name.length + 2)) + 2,
    pod: (n) => pods.get(n) ?? n,
  };
  const lines: string[] = [];
  for (const ev of evs) lines.push(...render(p.format, ev, printed(ev), rc));
  return { lines, origin: origin?.name ?? null, incidentStart: t0, hops };
}
