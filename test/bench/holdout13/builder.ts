// Builds one scenario's aggregated stream: background flows and jobs, the scenario's silences, affected
// lines and extra lines, per-service clock skew, sorted by printed time and rendered in one format.
import { type Ev, type RenderCtx, render } from "./formats.js";
import type { Rng } from "./rng.js";
import type { Estate, Format, Lvl, Msg, Scenario } from "./types.js";

/** Infrastructure components that never print application request ids. */
const NO_IDS = new Set([
  "pg-trips",
  "geo-redis",
  "kafka-broker-1",
  "mysql-cards",
  "redis-manifests",
  "kafka-media",
  "kubelet",
]);

export interface Built {
  lines: string[];
  onsetMs: number;
}

function onsetSeconds(sc: Scenario, winS: number, r: Rng): number {
  switch (sc.onset) {
    case "atstart":
      return r.int(2, 8) + r.next();
    case "early":
      return r.int(10, 90) + r.next();
    case "mid":
      return Math.round(winS * r.float(0.45, 0.72));
    case "late":
      return Math.round(winS * r.float(0.78, 0.86));
    case "end":
      return winS - r.int(60, 115);
  }
}

function targetLines(sc: Scenario, r: Rng): number {
  if (sc.size === "small") return r.int(800, 1300);
  if (sc.size === "big") return r.int(80000, 140000);
  return r.int(2200, 26000);
}

export function build(sc: Scenario, est: Estate, r: Rng, startMs: number, fmt: Format): Built {
  const winS = sc.win * 60;
  const onset = onsetSeconds(sc, winS, r);
  const skew = new Map<string, number>();
  for (const s of est.services) skew.set(s, r.int(-250, 250));
  const evs: Ev[] = [];
  const ids = sc.ids ?? est.ids;

  const silenceOf = (svc: string, t: number) =>
    (sc.silence ?? []).find(
      (s) => s.svc === svc && t >= onset + (s.from ?? 0) && t < onset + (s.until ?? Number.POSITIVE_INFINITY),
    );
  const silenced = (svc: string, t: number) => silenceOf(svc, t) !== undefined;
  const push = (t: number, svc: string, lvl: Lvl, msg: Msg, stack?: Msg, rid?: string) => {
    if (t < 0 || t >= winS) return;
    const ms = startMs + Math.round(t * 1000);
    evs.push({ ts: ms + (skew.get(svc) ?? 0), svc, lvl, msg: msg(r, ms), stack: stack?.(r, ms), rid });
  };
  const background = (t: number, svc: string, lvl: Lvl, msg: Msg, stack?: Msg, rid?: string) => {
    if (silenced(svc, t)) return;
    for (const a of sc.affects ?? []) {
      if (a.svc !== svc) continue;
      if (t < onset + (a.from ?? 0) || t >= onset + (a.until ?? Number.POSITIVE_INFINITY)) continue;
      if (r.chance(a.p)) {
        push(t, svc, a.lvl, a.msg, a.stack, rid);
        return;
      }
    }
    push(t, svc, lvl, msg, stack, rid);
  };

  // rates: jobs are fixed, flows fill the rest of the target
  const jobRate = est.jobs.reduce((s, j) => s + 1 / j.every, 0);
  const wsum = est.flows.reduce((s, f) => s + f.w, 0);
  const avgHops = est.flows.reduce((s, f) => s + f.w * f.hops.length, 0) / wsum;
  const flowRate = Math.max(0.08, (targetLines(sc, r) / winS - jobRate) / avgHops);

  for (let t = r.gap(flowRate); t < winS; t += r.gap(flowRate)) {
    let x = r.next() * wsum;
    let flow = est.flows[0];
    for (const f of est.flows) {
      x -= f.w;
      if (x <= 0) {
        flow = f;
        break;
      }
    }
    const rid = ids === "traceparent" ? r.hex(32) : ids === "uuid" ? r.uuid() : undefined;
    let dt = 0;
    for (const h of flow.hops) {
      if (silenceOf(h.svc, t + dt)?.cut) break;
      background(t + dt, h.svc, h.lvl ?? "info", h.msg, undefined, rid);
      dt += r.int(1, 25) / 1000;
    }
  }
  for (const j of est.jobs) {
    for (let t = r.float(0, j.every); t < winS; t += j.every * r.float(0.7, 1.3))
      background(t, j.svc, j.lvl, j.msg, j.stack);
  }
  for (const e of sc.emits ?? []) {
    const jit = e.jitter ?? 0.3;
    const from = Math.max(0, onset + (e.from ?? 0)) + (jit > 0 ? r.int(0, 60) / 1000 : 0);
    const until = Math.min(winS, onset + (e.until ?? winS));
    let n = 0;
    for (
      let t = from;
      t < until && n < (e.count ?? Number.POSITIVE_INFINITY);
      t += e.every * r.float(1 - jit, 1 + jit), n++
    ) {
      const rid = ids === "traceparent" ? r.hex(32) : ids === "uuid" ? r.uuid() : undefined;
      push(t, e.svc, e.lvl, e.msg, e.stack, r.chance(0.5) && !NO_IDS.has(e.svc) ? rid : undefined);
    }
  }

  evs.sort((a, b) => a.ts - b.ts);
  const width = Math.max(...est.services.map((s) => s.length + 2)) + 1;
  const ctx: RenderCtx = {
    namespace: est.namespace,
    pod: (svc) => {
      let h = 2166136261;
      for (const ch of `${est.name}/${svc}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
      return `${svc}-${h.toString(36).slice(0, 6)}-${(h >>> 7).toString(36).slice(-5)}`;
    },
    composeWidth: width,
  };
  const lines: string[] = [];
  for (const e of evs) lines.push(...render(fmt, e, ctx));
  return { lines, onsetMs: startMs + Math.round(onset * 1000) };
}
