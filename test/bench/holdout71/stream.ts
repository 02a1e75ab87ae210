// Builds one aggregated stream: baseline traffic of the estate, periodic jobs, the noisy service, an unrelated
// change near the interesting moment, then what the scenario adds; per-service clock skew, sorted by printed time.
import { ESTATES, type Line } from "./estates.js";
import { type Ev, type Format, type Level, render } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Ctx {
  r: Rng;
  t0: number; // true start of the trouble, ms
  end: number;
  traces: boolean;
  /** one line at t0 + sec */
  at: (sec: number, svc: string, level: Level, msg: string, stack?: string[]) => void;
  /** repeated lines between t0+fromSec and t0+toSec (toSec defaults to the end), about every `everySec` */
  every: (
    everySec: number,
    svc: string,
    mk: (r: Rng, n: number) => [Level, string] | [Level, string, string[]] | null,
    fromSec?: number,
    toSec?: number,
  ) => void;
  /** drop the normal lines of svc from t0+fromSec (to t0+toSec; share 1 = all) */
  silence: (svc: string, fromSec?: number, share?: number, toSec?: number) => void;
}

export interface Scene {
  estate: string;
  startIso: string;
  minutes: number;
  startAfterSec: number;
  targetLines: number;
  /** services the unrelated change must not touch */
  avoid: string[];
  /** a change at the origin some seconds before the trouble (configuration scenarios) */
  change?: [secBefore: number, line: Line];
  play?: (c: Ctx) => void;
}

export function buildStream(sc: Scene, f: Format, r: Rng): { text: string; lines: number; t0: number } {
  const es = ESTATES[sc.estate];
  if (!es) throw new Error(`no estate ${sc.estate}`);
  const start = Date.parse(sc.startIso);
  const end = start + sc.minutes * 60000;
  const t0 = start + sc.startAfterSec * 1000;
  const evs: Ev[] = [];
  const trace = () => (es.traces === "w3c" ? r.hex(32) : es.traces === "short" ? r.hex(12) : undefined);
  const hosts: Record<string, string> = {};
  for (const s of Object.keys(es.services)) hosts[s] = `${s}-${r.hex(10).slice(0, 9)}-${r.hex(5)}`;
  const played = new Set<Ev>();
  const push = (t: number, [svc, level, msg]: Line, tr?: string, stack?: string[], play = false) => {
    const e: Ev = { t, p: t, svc, level, msg };
    if (play) played.add(e);
    if (tr) e.trace = tr;
    if (stack) e.stack = stack;
    const h = hosts[svc];
    if (h) e.host = h;
    evs.push(e);
  };

  // estimate the baseline rate to scale traffic to the target size
  let perMin = 0;
  for (const fl of es.flows) perMin += fl.perMin * fl.steps(r).length;
  for (const p of es.periodic) perMin += 60 / p.everySec;
  perMin += 60 / es.noisy.everySec;
  const scale = Math.max(0.05, (sc.targetLines / sc.minutes - 60 / es.noisy.everySec) / perMin);

  for (const fl of es.flows) {
    const rate = (fl.perMin * scale) / 60000; // per ms
    let t = start + r.next() / rate;
    while (t < end) {
      const tr = trace();
      let dt = 0;
      for (const step of fl.steps(r)) {
        push(t + dt, step, tr);
        dt += r.int(2, 60);
      }
      t += (-Math.log(1 - r.next()) / rate) | 0;
    }
  }
  for (const p of [...es.periodic, es.noisy]) {
    const every = p === es.noisy ? p.everySec : p.everySec / Math.min(1, Math.max(0.5, scale * 1.5));
    let t = start + r.next() * every * 1000;
    while (t < end) {
      push(t, p.line(r));
      t += (every + (r.next() * 2 - 1) * (p.jitter ?? 0)) * 1000;
    }
  }
  // the unrelated change near the moment
  const dep = es.deploys.filter((d) => !sc.avoid.includes(d[0]));
  const d = dep.length ? r.pick(dep) : undefined;
  if (d) push(t0 + r.int(-150, 90) * 1000, d);

  if (sc.change) push(t0 - sc.change[0] * 1000, sc.change[1]);

  const silenced: [string, number, number, number][] = [];
  const ctx: Ctx = {
    r,
    t0,
    end,
    traces: es.traces !== null,
    at: (sec, svc, level, msg, stack) => {
      const t = t0 + sec * 1000;
      if (t < end) push(t, [svc, level, msg], undefined, stack, true);
    },
    every: (everySec, svc, mk, fromSec = 0, toSec) => {
      const stop = toSec === undefined ? end : Math.min(end, t0 + toSec * 1000);
      let t = t0 + fromSec * 1000 + r.next() * everySec * 500;
      let n = 0;
      while (t < stop) {
        const m = mk(r, n++);
        if (m) push(t, [svc, m[0], m[1]], trace(), m[2], true);
        t += everySec * 1000 * (0.4 + r.next() * 1.2);
      }
    },
    silence: (svc, fromSec = 0, share = 1, toSec) =>
      silenced.push([svc, t0 + fromSec * 1000, share, toSec === undefined ? end : t0 + toSec * 1000]),
  };
  sc.play?.(ctx);

  const kept = evs.filter(
    (e) =>
      played.has(e) ||
      !silenced.some(([s, from, share, to]) => e.svc === s && e.t >= from && e.t < to && r.next() < share),
  );
  // per-service skew
  const skew: Record<string, number> = {};
  for (const s of Object.keys(es.services)) skew[s] = r.int(-300, 300);
  for (const e of kept) e.p = Math.round(e.t + (skew[e.svc] ?? 0));
  kept.sort((a, b) => a.p - b.p);
  const pad = Math.max(...Object.keys(es.services).map((s) => s.length + 2)) + 2;
  const out: string[] = [];
  for (const e of kept) if (e.t >= start && e.t < end) out.push(...render(f, e, es.ns, pad));
  return { text: `${out.join("\n")}\n`, lines: out.length, t0 };
}
