// One aggregated window: background traffic, health checks, jobs, the chronic error, then skew and render.
import type { Estate, Role } from "./estates.js";
import { type Ev, type Format, type Level, render } from "./formats.js";
import { chance, hex, int, pick, type Rng } from "./rng.js";
import type { Runtime } from "./stacks.js";

export interface Ctx {
  r: Rng;
  e: Estate;
  t0: number;
  t1: number;
  evs: Ev[];
  /** background lines of these services are dropped in [from, to) (crashed, hung or failing origins) */
  silence: Array<{ svc: string; from: number; to: number }>;
  svc(role: Role | string): string;
  rt(svcOrRole: string): Runtime;
  emit(t: number, who: Role | string, lvl: Level, msg: string, extra?: Partial<Ev>): void;
  every(from: number, to: number, sec: number, fn: (t: number) => void): void;
  at(frac: number): number;
  tid(): string | undefined;
}

export function makeCtx(r: Rng, e: Estate, t0: number, minutes: number): Ctx {
  const c: Ctx = {
    r,
    e,
    t0,
    t1: t0 + minutes * 60_000,
    evs: [],
    silence: [],
    svc: (who) => (e.roles as Record<string, string>)[who] ?? who,
    rt: (who) => e.services[c.svc(who)] ?? "node",
    emit(t, who, lvl, msg, extra) {
      if (t < c.t0 || t >= c.t1) return;
      const svc = c.svc(who);
      if (!(svc in e.services)) throw new Error(`unknown service ${svc} in ${e.key}`);
      c.evs.push({ t, svc, lvl, msg, trace: extra?.trace === undefined ? c.tid() : extra.trace, ...extra });
    },
    every(from, to, sec, fn) {
      for (let t = from + r() * sec * 1000; t < to; t += sec * 1000 * (0.6 + 0.8 * r())) fn(Math.round(t));
    },
    at: (f) => Math.round(t0 + f * (c.t1 - t0)),
    tid: () => (e.traces ? hex(r, 16) : undefined),
  };
  return c;
}

const silent = (c: Ctx, svc: string, t: number) => c.silence.some((s) => s.svc === svc && t >= s.from && t < s.to);

/** Background: requests at `rps`, logged probes on half the services, periodic jobs and the chronic error. */
export function background(c: Ctx, rps: number): void {
  const { r, e } = c;
  const tw = e.flows.reduce((s, f) => s + f.w, 0);
  for (let t = c.t0 + r() * 500; t < c.t1; t += (-Math.log(1 - r()) / rps) * 1000) {
    const x = r() * tw;
    const cum = e.flows.map((_f, k) => e.flows.slice(0, k + 1).reduce((s, f) => s + f.w, 0));
    const flow = e.flows[cum.findIndex((v) => x < v)] ?? e.flows[0];
    const hops = flow.hops.map((h) => ({ svc: c.svc(h.role), say: h.say }));
    if ([c.svc("edge"), ...hops.map((h) => h.svc)].some((s) => silent(c, s, t))) continue;
    const ms = Math.round(8 + -Math.log(1 - r()) * 90);
    const trace = c.tid();
    for (const [i, h] of hops.entries())
      c.emit(Math.round(t + 3 + i * (ms / (hops.length + 1))), h.svc, "info", h.say(r), { trace });
    c.emit(Math.round(t + ms), "edge", "info", flow.edge(r, ms), { trace });
  }
  if (e.health)
    Object.keys(e.services).forEach((s, i) => {
      if (i % 2) return;
      c.every(c.t0, c.t1, 10, (t) => !silent(c, s, t) && c.emit(t, s, "info", e.health, { trace: "" }));
    });
  for (const j of e.jobs)
    c.every(c.t0, c.t1, j.every, (t) => !silent(c, c.svc(j.role), t) && c.emit(t, j.role, "info", j.say(r)));
  c.every(c.t0, c.t1, e.chronic.every, (t) =>
    c.emit(t, e.chronic.role, e.chronic.lvl, e.chronic.say(r), { trace: "" }),
  );
  if (chance(r, 0.5))
    c.emit(c.t0 + int(r, 1000, 60000), pick(r, Object.keys(e.services)), "debug", "config watch: no changes in 300s");
}

/** Sorts by true time, prints with per-service skew (|skew| <= 300 ms) and returns the file's lines. */
export function renderWindow(c: Ctx, f: Format): string[] {
  const skew = new Map(Object.keys(c.e.services).map((s) => [s, int(c.r, -300, 300)]));
  const pad = Math.max(...Object.keys(c.e.services).map((s) => s.length + 2)) + 1;
  const evs = [...c.evs].sort((a, b) => a.t - b.t);
  return evs.flatMap((ev) => {
    const e2 = ev.trace === "" ? { ...ev, trace: undefined } : ev;
    return render(f, e2, ev.t + (skew.get(ev.svc) ?? 0), pad, c.e.ns);
  });
}
