// Builds one window: background traffic, noise, chronic error, deploys, an optional incident; then clock skew,
// ordering and rendering into the window's format.
import { ESTATES, type EstateDef } from "./estates.js";
import { render } from "./formats.js";
import type { Incident } from "./incident-kit.js";
import { type NoiseKind, runNoise } from "./noise-kinds.js";
import { deploy } from "./noise-ops.js";
import { Rng } from "./rng.js";
import { chatter, chronic, probes, type ReqHook, traffic } from "./traffic.js";
import type { Ctx, Ev, Format, Service } from "./types.js";

export interface WindowSpec {
  id: string;
  estate: string;
  format: Format;
  start: number;
  minutes: number;
  targetLines: number;
  main: NoiseKind;
  small: NoiseKind[];
  chronicIdx: number | null;
  /** Unrelated deploys/config reloads: [service, true time]. */
  deploys: Array<[string, number]>;
  incident: Incident | null;
  incidentStart: number | null;
  seed: number;
}

export function estateOf(key: string): EstateDef {
  return ESTATES.find((e) => e.key === key)!;
}

function once(spec: WindowSpec, rps: number): string[] {
  const def = estateOf(spec.estate);
  const services = new Map<string, Service>(def.services.map((s) => [s.name, s]));
  const r = new Rng(spec.seed);
  const ctx: Ctx = {
    r,
    estate: def,
    start: spec.start,
    end: spec.start + spec.minutes * 60000,
    events: [],
    svc: (n) => {
      const s = services.get(n);
      if (!s) throw new Error(`unknown service ${n} in ${def.key}`);
      return s;
    },
  };
  const hooks: ReqHook[] = [];
  let silence: Array<[string, number, number]> = [];
  if (spec.incident && spec.incidentStart) {
    const run = spec.incident.run(ctx, def, spec.incidentStart);
    hooks.push(...run.hooks);
    silence = run.silence ?? [];
  }
  const h = runNoise(spec.main, ctx, def, 1);
  if (h) hooks.push(h);
  for (const k of spec.small) {
    const hs = runNoise(k, ctx, def, r.float(0.2, 0.45));
    if (hs) hooks.push(hs);
  }
  if (spec.chronicIdx !== null) {
    const [svc, level, text, period] = def.chronic[spec.chronicIdx];
    // Under an incident the chronic error runs hotter, so it outnumbers the origin's own lines.
    chronic(ctx, svc, level, text, spec.incident ? period * r.float(0.3, 0.45) : period);
  }
  for (const [svc, at] of spec.deploys) deploy(ctx, def, svc, at);
  chatter(ctx, def, 1);
  probes(ctx, def);
  traffic(ctx, { rps, hooks });

  const kept: Ev[] = ctx.events.filter(
    (e) =>
      !silence.some(([s, a, b]) => e.svc === s && e.t >= a && e.t < b && (e.level === "INFO" || e.level === "DEBUG")),
  );
  const skew = new Map<string, number>();
  for (const s of def.services) skew.set(s.name, r.int(-300, 300));
  const printed = kept.map((ev, i) => ({ t: ev.t + (skew.get(ev.svc) ?? 0), ev, i }));
  printed.sort((a, b) => a.t - b.t || a.i - b.i);
  return render(spec.format, printed, services, `${def.key}-prod`);
}

/** Renders the window, adjusting the request rate until the file is inside 1,500-10,000 lines. */
export function buildWindow(spec: WindowSpec): string[] {
  // An incident needs enough customer traffic through the origin for its failures to show.
  const floor = spec.incident ? 0.8 : 0.1;
  let rps = Math.max(floor, (spec.targetLines * 0.7) / (3.2 * spec.minutes * 60));
  let lines = once(spec, rps);
  for (
    let i = 0;
    i < 6 &&
    (lines.length < 1600 || lines.length > 9800 || Math.abs(lines.length - spec.targetLines) > spec.targetLines * 0.25);
    i++
  ) {
    const ratio = spec.targetLines / lines.length;
    rps = Math.max(floor, rps * (1 + (ratio - 1) * 1.3));
    lines = once(spec, rps);
  }
  if (lines.length < 1500 || lines.length > 10000) throw new Error(`${spec.id}: ${lines.length} lines`);
  return lines;
}
