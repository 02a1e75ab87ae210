// Lays one scenario (or a quiet window) out in time: background traffic, a constant noisy error, unrelated
// deploys and blips, the scenario's events, per-service clock skew; returns the rendered lines.
import { type Rec, render } from "./formats.js";
import { fill, type Rng } from "./rng.js";
import type { Estate, Ev, Format, Scenario } from "./types.js";

export interface Window {
  start: number;
  minutes: number;
  onsetFrac: number;
  target: number;
}

interface Raw extends Rec {
  true: number;
}

export function buildFile(
  sc: Scenario | null,
  est: Estate,
  fmt: Format,
  r: Rng,
  w: Window,
): { lines: string[]; onset: number } {
  const end = w.start + w.minutes * 60_000;
  const onset = Math.round(w.start + w.onsetFrac * w.minutes * 60_000);
  const origin = sc?.origin ?? "";
  const evs: Ev[] = [...(sc?.ev ?? [])];
  const others = (xs: Ev[]) => xs.filter((x) => x.s !== origin);
  evs.push(r.pick(others(est.noise)));
  if (!sc || r.next() < 0.5) evs.push(r.pick(others(est.blips)));
  if (!sc) evs.push(...others(est.blips).filter(() => r.next() < 0.5));
  evs.push(r.pick(others(est.deploys)));
  const names = new Set(evs.map((e) => e.s));
  const want = Math.min(10, Math.max(5, names.size + r.int(0, 3)));
  for (const s of r.shuffle(est.services.map((x) => x.name))) if (names.size < want) names.add(s);
  const svcs = est.services.filter((s) => names.has(s.name));
  const skew = new Map(svcs.map((s) => [s.name, r.int(-250, 250)]));
  const stopAt = new Map((sc?.stop ?? []).map(([s, a]) => [s, onset + a * 1000]));
  const traced = est.id !== "lease";
  const out: Raw[] = [];
  const push = (t: number, svc: string, l: Rec["l"], tmpl: string, trace?: string, st?: string) => {
    const printed = t + (skew.get(svc) ?? 0);
    const msg = fill(tmpl, r).replace('"$date":"now"', `"$date":"${new Date(printed).toISOString()}"`);
    out.push({ true: t, t: printed, svc, l, msg, trace, st });
  };
  const wsum = svcs.reduce((a, s) => a + s.w, 0);
  for (const s of svcs) {
    const n = Math.round((w.target * s.w) / wsum);
    const stop = stopAt.get(s.name) ?? end;
    for (let i = 0; i < n; i++) {
      const t = w.start + Math.floor(r.next() * (end - w.start));
      if (t >= stop && t < stop + 240_000) continue;
      push(t, s.name, "info", r.pick(s.info), traced && s.traced && r.next() < 0.8 ? r.hex(12) : undefined);
    }
  }
  for (const e of evs) {
    let t = Math.max(w.start + 500, onset + e.a * 1000);
    const until = Math.min(end - 200, e.u === undefined ? end : onset + e.u * 1000);
    if (e.e === undefined) {
      if (t < end) push(t, e.s, e.l, r.pick(e.m), undefined, e.st);
      continue;
    }
    while (t <= until) {
      const tr = traced && r.next() < 0.5 ? r.hex(12) : undefined;
      push(Math.round(t), e.s, e.l, r.pick(e.m), tr, e.st);
      t += e.e * 1000 * (0.4 + 1.2 * r.next());
    }
  }
  out.sort((a, b) => a.true - b.true);
  const pad = Math.max(...svcs.map((s) => s.name.length)) + 4;
  const ns = `${est.id}-prod`;
  return { lines: out.flatMap((x) => render(fmt, x, pad, ns)), onset };
}
