// Lays out the 64 scenarios: a seeded order over incidents and quiet windows, the format rotation, a date and
// trading-hours window of 6-20 minutes for each, where the fault falls in it, a target file length, the chronic
// noise and the unrelated deploys near the fault.
import { ESTATES, INCIDENTS, QUIETS } from "./catalog.js";
import { MIN, SEC } from "./kit.js";
import { hashSeed, Rng } from "./rng.js";
import type { Deploy } from "./stream.js";
import { type Estate, FORMATS, type Format, type Incident, type Quiet, type Ticker } from "./types.js";

export interface Scenario {
  n: number;
  id: string;
  format: Format;
  estate: Estate;
  incident?: Incident;
  quiet?: Quiet;
  start: number;
  end: number;
  t0: number;
  seed: number;
  /** Physical lines the file should come out near. */
  target: number;
  chronic: Ticker[];
  deploys: Deploy[];
}

const DAY = 86_400_000;
const FIRST_DAY = Date.UTC(2026, 2, 2);

export function planScenarios(seed: number): Scenario[] {
  const r = new Rng(hashSeed(seed, "plan"));
  const items: Array<{ incident?: Incident; quiet?: Quiet }> = r.shuffle([
    ...INCIDENTS.map((incident) => ({ incident })),
    ...QUIETS.map((quiet) => ({ quiet })),
  ]);
  return items.map((it, i) => {
    const estate = ESTATES[it.incident?.estate ?? it.quiet?.estate ?? "crumb-kettle"];
    const [h0, h1] = r.pick(it.incident?.hours ?? it.quiet?.hours ?? estate.hours);
    const date = FIRST_DAY + Math.floor(i * 1.6 + r.int(0, 1)) * DAY;
    const start = date + r.int(h0 * 60, h1 * 60 - 1) * MIN + r.int(0, 59) * SEC + r.int(0, 999);
    const minutes = r.int(6, 20);
    const end = start + minutes * MIN;
    const t0 = Math.round(start + minutes * MIN * r.float(0.3, 0.6)) + r.int(0, 999);
    const origin = it.incident?.origin;
    const chronic = r.chance(0.8) ? r.shuffle(estate.chronic).slice(0, r.chance(0.25) ? 2 : 1) : [];
    const candidates = estate.services.filter(
      (s) => s.name !== origin && s.runtime !== "redis" && s.runtime !== "rabbitmq",
    );
    const deploys: Deploy[] = r
      .shuffle(candidates)
      .slice(0, r.int(1, 2))
      .map((s) => ({
        svc: s.name,
        at: it.quiet ? r.int(start + MIN, end - MIN) : t0 + r.pick([-1, 1]) * r.int(40, 240) * SEC,
        version: `${r.int(1, 6)}.${r.int(0, 40)}.${r.int(0, 9)}`,
        kind:
          s.runtime === "nginx" || s.runtime === "envoy" || s.runtime === "postgres" || r.chance(0.2)
            ? "reload"
            : "rollout",
      }));
    const target = Math.min(9400, Math.max(1800, Math.round(minutes * r.int(170, 560))));
    const sc: Scenario = {
      n: i + 1,
      id: `h138-${String(i + 1).padStart(2, "0")}`,
      format: FORMATS[i % FORMATS.length] ?? "jsonl",
      estate,
      start,
      end,
      t0,
      seed: hashSeed(seed, "scenario", i),
      target,
      chronic,
      deploys,
    };
    if (it.incident) sc.incident = it.incident;
    if (it.quiet) sc.quiet = it.quiet;
    return sc;
  });
}
