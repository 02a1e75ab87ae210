// Builds one scenario's file: healthy background from every chosen service, the noisy unrelated service, the
// incident lines of the scenario, clock skew, then the chosen line shape.
import { type RenderCtx, render } from "./formats.js";
import { Kit } from "./kit.js";
import { Rng } from "./rng.js";
import type { Estate, Ev, Format, Scenario } from "./types.js";

export interface Built {
  text: string;
  lines: number;
  incidentStart: string | null;
}

export function build(s: Scenario, estate: Estate, format: Format, seed: number, start: number, target: number): Built {
  const r = new Rng(seed);
  const minutes = r.int(10, 60);
  const end = start + minutes * 60_000;
  const onset = start + Math.round(minutes * 60_000 * (0.3 + 0.4 * r.next()));
  const kit = new Kit(r, onset, end, s.traced && format !== "jsonl");
  s.run?.(kit);

  const byName = new Map(estate.services.map((x) => [x.name, x]));
  const chosen = new Set<string>([...kit.events.map((e) => e.svc), ...(s.with ?? [])]);
  if (s.origin) chosen.add(s.origin);
  const noise = s.noise >= 0 ? estate.noise[s.noise % estate.noise.length] : undefined;
  if (noise) chosen.add(noise[0]);
  const want = Math.max(chosen.size, r.int(6, Math.min(12, estate.services.length)));
  for (const x of r.shuffle(estate.services.map((y) => y.name))) if (chosen.size < want) chosen.add(x);
  for (const n of chosen) if (!byName.has(n)) throw new Error(`holdout15: ${n} is not a service of ${estate.key}`);

  const skew = new Map<string, number>();
  const pod = new Map<string, number>();
  for (const n of chosen) {
    skew.set(n, r.int(-250, 250));
    pod.set(n, r.int(0, 3));
  }

  const flows = estate.flows
    .map((f) => ({ rate: f.rate, steps: f.steps.filter(([n]) => chosen.has(n)) }))
    .filter((f) => f.steps.length > 0);
  const base =
    [...chosen].reduce((a, n) => a + (byName.get(n)?.rate ?? 0), 0) +
    flows.reduce((a, f) => a + f.rate * f.steps.length, 0);
  const scale = target / Math.max(1, base * minutes);

  const muted = (svc: string, t: number) =>
    kit.mutes.some((m) => m.svc === svc && t >= m.from && t <= m.to && r.next() >= m.keep);
  const events: Ev[] = [...kit.events];
  for (const n of chosen) {
    const sv = byName.get(n);
    if (!sv || sv.rate <= 0) continue;
    const total = sv.lines.reduce((a, [w]) => a + w, 0);
    const mean = 60_000 / (sv.rate * scale);
    for (let t = start + r.gap(mean); t < end; t += r.gap(mean)) {
      let x = r.next() * total;
      let line = sv.lines[0];
      for (const l of sv.lines) {
        x -= l[0];
        if (x < 0) {
          line = l;
          break;
        }
      }
      if (muted(n, t)) continue;
      const [, level, m] = line;
      events.push({ t: Math.round(t), svc: n, level, msg: typeof m === "string" ? m : m(r) });
    }
  }
  for (const f of flows) {
    const mean = 60_000 / (f.rate * scale);
    for (let t = start + r.gap(mean); t < end; t += r.gap(mean)) {
      const trace = kit.traced ? r.hex(16) : undefined;
      let at = t;
      for (const [n, m, d] of f.steps) {
        at += d * (0.5 + r.next());
        if (at >= end || muted(n, at)) break;
        events.push({ t: Math.round(at), svc: n, level: "info", msg: typeof m === "string" ? m : m(r), trace });
      }
    }
  }
  if (noise) {
    const every = r.int(15_000, 70_000);
    for (let t = start + r.int(200, 9000); t < end; t += every * (0.7 + 0.6 * r.next()))
      events.push({
        t: Math.round(t),
        svc: noise[0],
        level: noise[1],
        msg: typeof noise[2] === "string" ? noise[2] : noise[2](r),
      });
  }
  events.sort((a, b) => a.t - b.t);
  const ctx: RenderCtx = {
    format,
    skew,
    namespace: estate.namespace,
    width: Math.max(...[...chosen].map((n) => n.length + 2)),
    pod,
  };
  const out: string[] = [];
  for (const e of events) for (const l of render(e, ctx)) out.push(l);
  return {
    text: `${out.join("\n")}\n`,
    lines: out.length,
    incidentStart: s.category ? new Date(onset).toISOString() : null,
  };
}
