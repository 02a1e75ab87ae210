// Draws one window: ordinary traffic of every service, the benign kinds or control on top, then renders it.
import { render } from "./formats.js";
import type { Rng } from "./rng.js";
import type { Ctx, Estate, Ev, Format, Kind, Svc } from "./types.js";

export interface WindowSpec {
  r: Rng;
  e: Estate;
  t0: number;
  minutes: number;
  targetLines: number;
  format: Format;
  kinds: Kind[];
  control?: (c: Ctx) => { note: string; start: number };
}

export function drawWindow(w: WindowSpec): { lines: string[]; notes: string[]; start?: number } {
  const { r, e } = w;
  const t1 = w.t0 + w.minutes * 60000;
  const out: Ev[] = [];
  const degraded: Array<{ svc: string; from: number; to: number; p: number }> = [];
  const hooks: Array<() => void> = [];
  const byName = new Map(e.services.map((s) => [s.name, s]));
  const c: Ctx = {
    r,
    e,
    t0: w.t0,
    t1,
    out,
    svc: (n: string): Svc => byName.get(n) ?? byName.get(n.replace(/-canary$/, "")) ?? e.services[0],
    emit: (t, svc, lvl, msg, extra) => {
      if (t >= w.t0 && t < t1) out.push({ t, svc, lvl, msg, stack: extra?.stack, trace: extra?.trace });
    },
    tid: () => (e.traced ? r.hex(12) : undefined),
    degrade: (svc, from, to, p) => degraded.push({ svc, from, to, p }),
    later: (fn) => hooks.push(fn),
  };
  const notes = w.kinds.map((k) => `[${k.key}] ${k.run(c)}`);
  const ctl = w.control?.(c);
  if (ctl) notes.unshift(ctl.note);
  // ordinary traffic sized so the file lands near targetLines
  const extra = out.length;
  const base = Math.max(600, w.targetLines - extra);
  const avgFlow = e.flows.reduce((s, f) => s + f.length, 0) / e.flows.length;
  const bgWeight = e.services.reduce((s, x) => s + x.bg, 0);
  const nFlows = Math.round((base * 0.72) / avgFlow);
  for (let i = 0; i < nFlows; i++) {
    let t = Math.round(r.real(w.t0, t1));
    const trace = c.tid();
    for (const name of r.pick(e.flows)) {
      out.push({ t, svc: name, lvl: "info", msg: byName.get(name)!.normal(r), trace });
      t += r.int(1, 60);
    }
  }
  for (const s of e.services) {
    const n = Math.round((base * 0.28 * s.bg) / bgWeight);
    for (let i = 0; i < n; i++)
      out.push({ t: Math.round(r.real(w.t0, t1)), svc: s.name, lvl: "info", msg: s.normal(r) });
  }
  for (const h of hooks) h();
  // a failing service's ordinary lines thin out (events drawn by kinds and controls stay)
  const kept = out.filter(
    (ev, i) =>
      ev.t < t1 &&
      (i < extra || !degraded.some((d) => d.svc === ev.svc && ev.t >= d.from && ev.t < d.to && r.chance(d.p))),
  );
  kept.sort((a, b) => a.t - b.t);
  const skew = new Map<string, number>();
  const node = new Map<string, number>();
  const names = [...new Set(kept.map((ev) => ev.svc))];
  for (const n of names) {
    skew.set(n, r.chance(0.3) ? 0 : r.int(-250, 250));
    node.set(n, r.int(0, 3));
  }
  const opts = {
    namespace: e.namespace,
    at: (ev: Ev) => ev.t + (skew.get(ev.svc) ?? 0),
    node: (svc: string) => node.get(svc) ?? 0,
    composeWidth: Math.max(...names.map((n) => n.length + 2)),
  };
  const lines: string[] = [];
  for (const ev of kept) lines.push(...render(w.format, ev, opts));
  return { lines, notes, start: ctl?.start };
}
