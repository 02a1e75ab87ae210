// Turns one scenario spec into a time-ordered event stream: base traffic from every service, health checks,
// a constant-rate decoy, an unrelated deploy near onset, the scenario's emitters, silences and clock skew.
import { formatter } from "./formats.js";
import type { Rng } from "./rng.js";
import type { Estate, Ev, Format, Spec } from "./types.js";

export interface Window {
  start: number;
  ms: number;
  onset: number;
  lines: number;
  format: Format;
}

function weighted(r: Rng, names: string[], ws: number[], total: number): string {
  let x = r.next() * total;
  for (let i = 0; i < names.length; i++) {
    x -= ws[i];
    if (x < 0) return names[i];
  }
  return names[names.length - 1];
}

/** Builds the file text; returns it with its physical line count. */
export function build(spec: Spec, estate: Estate, w: Window, r: Rng): { text: string; lines: number } {
  const end = w.start + w.ms;
  const on = w.start + w.onset;
  const evs: Ev[] = [];
  const silent = (svc: string, t: number) =>
    (spec.silence ?? []).some(
      (s) => s.svc === svc && t >= on + s.lag * 1000 && t < on + (s.lag + (s.dur ?? 1e9)) * 1000,
    );
  const names = Object.keys(estate.services);
  const ws = names.map((n) => estate.services[n].w);
  const total = ws.reduce((a, b) => a + b, 0);
  const tr = () => (estate.traced && r.chance(0.75) ? r.hex(12) : undefined);

  // Health checks every ~20 s per service on bigger files.
  if (w.lines >= 3000)
    for (const svc of names)
      for (let t = w.start + r.int(0, 20000); t < end; t += r.int(17000, 23000))
        if (!silent(svc, t)) evs.push({ t, svc, lvl: "info", msg: `GET /healthz 200 ${r.int(1, 4)}ms` });

  // The decoy: the same harmless error at a constant rate from the first minute.
  const decoys = estate.decoys.filter((d) => d.svc !== spec.origin);
  const decoy = r.pick(decoys);
  const nDecoy = Math.max(45, Math.round(w.lines * r.next() * 0.02 + w.lines * 0.012));
  const period = Math.min(30000, Math.max(1500, w.ms / nDecoy));
  for (let t = w.start + r.int(500, 9000); t < end; t += period * (0.85 + 0.3 * r.next()))
    evs.push({ t, svc: decoy.svc, lvl: decoy.lvl, msg: decoy.msg(r) });

  // An unrelated deploy near the onset (a different service than the origin).
  const others = names.filter((n) => n !== spec.origin && n !== decoy.svc);
  const dsvc = r.pick(others);
  const dt = Math.max(w.start + 5000, Math.min(end - 60000, on + r.int(-150, 60) * 1000));
  const ver = `${r.int(1, 9)}.${r.int(0, 40)}.${r.int(0, 20)}`;
  const deploy = [
    `received SIGTERM, draining connections (rolling update to ${dsvc}:${ver})`,
    `starting ${dsvc} version ${ver} (git ${r.hex(7)}, image sha256:${r.hex(12)})`,
    `connected to dependencies, warming caches`,
    `readiness probe passed, serving traffic (version ${ver})`,
  ];
  deploy.forEach((msg, i) => {
    evs.push({ t: dt + i * r.int(1500, 6000), svc: dsvc, lvl: "info", msg });
  });

  // The scenario's own lines are kept to at most ~30% of the file: small files slow their emitters down.
  const est = (e: Spec["emits"][number], every: number) => {
    const t0 = Math.max(w.start + 200, on + (e.lag ?? 0) * 1000);
    const span = Math.max(0, (e.dur !== undefined ? Math.min(end, t0 + e.dur * 1000) : end) - t0);
    const n = Math.min(e.count ?? Infinity, Math.ceil(span / (every * 1000)));
    return n * (1 + (e.stack?.(r).length ?? 0));
  };
  const raw = spec.emits.reduce((s, e) => s + est(e, e.every), 0);
  const scale = Math.max(1, raw / (w.lines * 0.3));
  const planned = spec.emits.reduce((s, e) => s + est(e, e.count === undefined ? e.every * scale : e.every), 0);

  // Base traffic.
  const base = Math.max(Math.round(w.lines * 0.5), w.lines - evs.length - planned);
  for (let i = 0; i < base; i++) {
    const t = w.start + Math.floor(r.next() * w.ms);
    const svc = weighted(r, names, ws, total);
    if (silent(svc, t)) continue;
    evs.push({ t, svc, lvl: "info", msg: r.pick(estate.services[svc].lines)(r), tr: tr() });
  }

  // The scenario.
  for (const e of spec.emits) {
    const every = e.count === undefined ? e.every * scale : e.every;
    let t = Math.max(w.start + 200, on + (e.lag ?? 0) * 1000);
    const stop = e.dur !== undefined ? Math.min(end, t + e.dur * 1000) : end;
    for (let k = 0; t < stop && (e.count === undefined || k < e.count); k++) {
      evs.push({
        t,
        svc: e.svc,
        lvl: e.lvl,
        msg: e.msg(r),
        stack: e.stack?.(r),
        etype: e.etype,
        tr: e.traced && estate.traced ? r.hex(12) : undefined,
      });
      t += every * 1000 * (0.6 + 0.8 * r.next());
    }
  }

  evs.sort((a, b) => a.t - b.t);
  const svcs = new Set(evs.map((e) => e.svc));
  const skew = new Map([...svcs].sort().map((s) => [s, r.int(-250, 250)]));
  const width = Math.max(...[...svcs].map((s) => s.length + 2));
  const fmt = formatter(w.format, estate.namespace, width);
  const out: string[] = [];
  for (const e of evs) out.push(fmt(e, Math.round(e.t + (skew.get(e.svc) ?? 0))));
  const text = `${out.join("\n")}\n`;
  let lines = 0;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) lines++;
  return { text, lines };
}
