// Builds one window: baseline, background noise, the chosen quiet kinds and maybe one incident, then
// skews each service's clock, sorts by printed time and renders the lines in the window's format.
import { jobs, traffic } from "./baseline.js";
import type { Estate, Role } from "./estates.js";
import { type Ev, type Format, render } from "./formats.js";
import type { Incident } from "./incidents.js";
import { change, deprecations, noisy, retries } from "./noise.js";
import type { QuietKind } from "./quiet.js";
import { int, type Rng } from "./rng.js";
import type { Scene } from "./scene.js";

export interface Window {
  estate: Estate;
  format: Format;
  start: number;
  minutes: number;
  meanGapMs: number;
  kinds: QuietKind[];
  incident?: Incident;
  /** true start of the fault */
  at?: number;
}

export interface Built {
  lines: string[];
  noisySvc: string;
  changedSvc: string;
}

export function build(r: Rng, w: Window): Built {
  const s: Scene = { r, e: w.estate, start: w.start, end: w.start + w.minutes * 60_000, evs: [] };
  const hooks = w.incident && w.at !== undefined ? w.incident.setup(s, w.at) : {};
  const origin = w.incident?.origin;
  traffic(s, w.meanGapMs, hooks);
  jobs(s, hooks);
  const mark = s.evs.length;
  const noisySvc = noisy(s, origin);
  deprecations(s);
  retries(s);
  const span = s.end - s.start;
  const pivot = w.at ?? s.start + span * (0.35 + r() * 0.3);
  const changedSvc = change(s, pivot + int(r, -150_000, 120_000), origin);
  for (const [i, k] of w.kinds.entries()) {
    const when = i === 0 ? pivot - int(r, 0, 60_000) : s.start + r() * span * 0.7;
    k.run(s, when);
  }
  if (hooks.silent) {
    // background written after the baseline stays out of a service while it is down or stuck
    const silent = hooks.silent;
    const roleOf = new Map(Object.entries(w.estate.svc).map(([k, v]) => [v?.name ?? "", k]));
    s.evs = s.evs.filter((e, i) => i < mark || !silent((roleOf.get(e.svc) ?? "gw") as Role, e.t));
  }
  const skew = new Map<string, number>();
  for (const v of Object.values(w.estate.svc)) if (v) skew.set(v.name, int(r, -300, 300));
  const printed = s.evs.map((e: Ev, i) => ({ e, p: e.t + (skew.get(e.svc) ?? 0), i }));
  printed.sort((a, b) => a.p - b.p || a.i - b.i);
  const width = Math.max(...Object.values(w.estate.svc).map((v) => (v ? v.name.length + 2 : 0))) + 2;
  const ctx = {
    namespace: w.estate.namespace,
    width,
    host: (svc: string) =>
      `${svc}-${(svc.length * 7919) % 1000 < 500 ? "7d9f" : "5c4b"}${svc.length % 10}-x${svc.charCodeAt(0) % 10}q`,
  };
  const lines: string[] = [];
  for (const { e, p } of printed) if (p >= s.start && p < s.end) lines.push(...render(w.format, e, p, ctx));
  return { lines, noisySvc, changedSvc };
}
