// Builds one aggregated window for holdout73: everyday traffic of an estate, its harmless background, an optional
// failure (or quiet episode), per-service clock skew, sorted by printed time and rendered in one format.
import type { Estate, Line } from "./estates.js";
import { type Ev, type Format, render } from "./formats.js";
import type { Spec } from "./incidents.js";
import type { Episode } from "./quiet.js";
import { fill, type Rng } from "./rng.js";

interface Raw {
  t: number;
  svc: string;
  line: Line;
  stack?: string[];
  trace?: string;
  /** part of the everyday traffic (removed when a service goes silent) */
  everyday?: boolean;
}

export interface Window {
  t0: number;
  minutes: number;
  start: number | null;
  lines: string[];
}

function every(r: Rng, from: number, to: number, gap: number, emit: (t: number) => void): void {
  let t = from + r.next() * gap * 1000;
  while (t < to) {
    emit(t);
    t += gap * 1000 * (0.5 + r.next());
  }
}

export function buildWindow(
  r: Rng,
  est: Estate,
  format: Format,
  t0: number,
  spec: Spec | null,
  episodes: Episode[],
): Window {
  const baseline = spec ? r.int(3 * 60, 8 * 60) : r.int(2 * 60, 8 * 60);
  const minutes = r.int(Math.max(6, Math.ceil(baseline / 60) + 4), 20);
  const end = t0 + minutes * 60_000;
  const start = t0 + baseline * 1000 + r.int(0, 999);
  const raws: Raw[] = [];
  const trace = () => (est.traced && r.chance(0.85) ? r.hex(12) : undefined);
  const c = est.carrier;

  // everyday traffic
  const target = r.int(1400, 6800);
  const sumW = est.services.reduce((s, x) => s + x.weight, 0);
  for (const s of est.services) {
    const perSec = (target / ((end - t0) / 1000)) * (s.weight / sumW);
    every(r, t0, end, 1 / perSec, (t) => {
      raws.push({ t, svc: s.name, line: r.pick(s.traffic), trace: trace(), everyday: true });
    });
    if (s.probe) {
      const probe = s.probe;
      every(r, t0, end, 10, (t) => raws.push({ t, svc: s.name, line: ["INFO", probe], everyday: true }));
    }
  }
  // noisy service from the first minute
  every(r, t0 + r.int(0, 20_000), end, est.noisy.every, (t) =>
    raws.push({ t, svc: est.noisy.svc, line: r.pick(est.noisy.lines), everyday: true }),
  );
  for (const p of est.periodic)
    every(r, t0, end, p.every, (t) => raws.push({ t, svc: p.svc, line: r.pick(p.lines), everyday: true }));
  for (const d of est.deprecation)
    every(r, t0, end, d.every, (t) => raws.push({ t, svc: d.svc, line: d.line, everyday: true }));
  // retries that succeed
  for (const rt of est.retries) {
    const n = r.int(2, 5);
    for (let i = 0; i < n; i++) {
      let t = t0 + r.next() * (end - t0 - 10_000);
      const tr = trace();
      for (const l of rt.lines) {
        raws.push({ t, svc: rt.svc, line: l, trace: tr, everyday: true });
        t += r.int(400, 3000);
      }
    }
  }
  // an unrelated release or reload near the interesting moment
  const near = spec ? start : t0 + baseline * 1000;
  const deploys = est.deploys.filter((d) => d.svc !== spec?.origin);
  const dep = r.pick(deploys);
  let td = near + r.int(-150_000, 90_000);
  for (const l of dep.lines) {
    raws.push({ t: Math.max(t0, td), svc: dep.svc, line: l, everyday: true });
    td += r.int(200, 2500);
  }
  // quiet-window episodes
  for (const ep of episodes) {
    const from = t0 + r.int(30_000, Math.max(40_000, (end - t0) / 2));
    every(r, from, Math.min(end, from + ep.span * 1000), ep.every, (t) =>
      raws.push({ t, svc: ep.svc, line: r.pick(ep.lines), trace: trace() }),
    );
  }

  let kept = raws;
  if (spec) {
    const o = spec.origin;
    if (spec.quiet) kept = raws.filter((x) => !(x.svc === o && x.everyday && x.t >= start));
    let t = start;
    for (const l of spec.pre ?? []) {
      kept.push({ t, svc: o, line: l });
      t += r.int(150, 1800);
      // a release or reload prints no request ids
    }
    const from = spec.pre ? t + r.int(2000, 9000) : start;
    if (spec.o.length > 0) {
      // the first line of a spec is where it starts; the rest follow in varying order
      kept.push({ t: from, svc: o, line: spec.o[0] as Line, stack: spec.stack, trace: trace() });
      every(r, from + 500, end, spec.oEvery, (ti) => {
        const line = r.pick(spec.o);
        const withStack = spec.stack && line[0] !== "INFO" && r.chance(spec.stackP ?? 0.5);
        const tr = line[0] === "INFO" ? undefined : trace();
        kept.push({ t: ti, svc: o, line, stack: withStack ? spec.stack : undefined, trace: tr });
      });
    }
    for (const cl of spec.callers) {
      const lag = r.int(1500, 12_000);
      every(r, from + lag, end, cl.every, (ti) =>
        kept.push({ t: ti, svc: cl.svc, line: r.pick(cl.lines), trace: trace() }),
      );
    }
  }

  // clock skew per service, then printed order
  const skew = new Map<string, number>();
  const node = new Map<string, number>();
  const runtime = new Map(est.services.map((s) => [s.name, s.runtime]));
  for (const s of est.services) {
    skew.set(s.name, r.int(-300, 300));
    node.set(s.name, r.int(0, 3));
  }
  const evs: Ev[] = kept
    .filter((x) => x.t >= t0 && x.t < end)
    .map((x) => ({
      at: Math.round(x.t + (skew.get(x.svc) ?? 0)),
      svc: x.svc,
      lvl: x.line[0],
      msg: fill(r, x.line[1], c),
      stack: x.stack,
      trace: x.trace,
      runtime: runtime.get(x.svc) ?? "custom",
      node: node.get(x.svc) ?? 0,
    }));
  evs.sort((a, b) => a.at - b.at);
  const pad = Math.max(...est.services.map((s) => s.name.length)) + 2;
  const lines: string[] = [];
  for (const e of evs) lines.push(...render(format, e, est.ns, pad));
  return { t0, minutes, start: spec ? start : null, lines };
}
