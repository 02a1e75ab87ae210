// Builds one scenario's event stream: the estate's background traffic (Poisson request flows, scheduled jobs,
// probes and telemetry), a chronic harmless error, unrelated deploys near the fault, then the incident's own
// lines and the failed renditions of the requests it breaks (or a quiet window's alarming-but-benign lines).
import { every, poisson, SEC } from "./kit.js";
import { reload, rollout } from "./lifecycle.js";
import { Rng } from "./rng.js";
import type { Ctx, Estate, Ev, Incident, Quiet, Ticker } from "./types.js";

export interface Deploy {
  svc: string;
  at: number;
  version: string;
  kind: "rollout" | "reload";
}

export interface Build {
  estate: Estate;
  start: number;
  end: number;
  t0: number;
  seed: number;
  /** Requests per second over all flows. */
  rate: number;
  chronic: Ticker[];
  deploys: Deploy[];
  incident?: Incident;
  quiet?: Quiet;
}

function shareAt(inc: Incident, sec: number): number {
  if (inc.share === undefined) return 1;
  return typeof inc.share === "number" ? inc.share : inc.share(sec);
}

export function buildEvents(b: Build): Ev[] {
  const r = new Rng(b.seed);
  const c: Ctx = { r, start: b.start, end: b.end, t0: b.t0, estate: b.estate };
  const inc = b.incident;
  const background: Ev[] = [];
  const own: Ev[] = [];
  const totalW = b.estate.flows.reduce((s, f) => s + f.weight, 0);

  for (const f of b.estate.flows) {
    const br = inc?.breaks[f.name];
    const meanGap = totalW / (b.rate * f.weight);
    background.push(
      ...poisson(c, b.start - 3 * SEC, b.end, meanGap, (t) => {
        const id = b.estate.newId(r);
        if (inc && br && t >= b.t0 && r.chance(shareAt(inc, (t - b.t0) / SEC))) {
          const alt = br(c, t, id);
          if (alt) {
            own.push(...alt);
            return [];
          }
        }
        return f.run(c, t, id);
      }),
    );
  }
  for (const tk of b.estate.tickers) {
    const fn = (t: number) => tk.run(c, t);
    background.push(
      ...(tk.poisson
        ? poisson(c, b.start, b.end, tk.every, fn)
        : every(c, b.start - tk.every * SEC, b.end, tk.every, 0.04, fn)),
    );
  }
  for (const tk of b.chronic) background.push(...poisson(c, b.start - 5 * SEC, b.end, tk.every, (t) => tk.run(c, t)));
  for (const d of b.deploys) {
    const rt = b.estate.services.find((s) => s.name === d.svc)?.runtime ?? "go";
    background.push(...(d.kind === "rollout" ? rollout(c, d.svc, rt, d.at, d.version) : reload(c, d.svc, rt, d.at)));
  }
  if (inc) own.push(...inc.events(c));
  if (b.quiet) own.push(...b.quiet.events(c));

  const silenced = new Set(inc?.silence ?? []);
  const kept = background.filter((e) => e.t < b.t0 || !(silenced.has(e.svc) || inc?.mute?.(e, c)));
  return [...kept, ...own].filter((e) => e.t >= b.start && e.t < b.end).sort((a, z) => a.t - z.t);
}
