// Builds one scenario file: picks the window, size and noise, writes background traffic, lets the incident (or the
// quiet window's harmless alarms) write its part, then renders the merged stream in the scenario's format.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { writeBackground } from "./background.js";
import { render } from "./formats.js";
import { Rand } from "./rng.js";
import { Scn } from "./stream.js";
import type { Estate, Format, Incident, Quiet } from "./types.js";

export type Spec = { kind: "incident"; inc: Incident } | { kind: "quiet"; quiet: Quiet };

export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

export interface Built {
  file: string;
  lines: number;
  start: number | null;
}

const PROJECTS: Record<string, string> = {
  partspilot: "pp-shop-prod-4471",
  tyrefit: "tyrefit-prod",
  tradeparts: "tp-trade-eu-prod",
  wheelwise: "wheelwise-platform-prod",
};

export function buildScenario(dir: string, id: string, spec: Spec, est: Estate, fmt: Format, seed: number): Built {
  const r = new Rand(seed);
  const day = Date.UTC(2026, 2, 2) + r.int(0, 190) * 86_400_000;
  const t0 = day + r.int(6, 19) * 3_600_000 + r.int(0, 59) * 60_000 + r.int(0, 59_999);
  const minutes = r.int(6, 20);
  const t1 = t0 + minutes * 60_000;
  const target = r.int(1900, 8200);
  const rps = Math.min(est.maxRps, Math.max(0.35, (target * 0.75) / (minutes * 60 * est.linesPerReq)));
  const s = new Scn(r, est, t0, t1);
  const inc = spec.kind === "incident" ? spec.inc : undefined;
  if (inc) {
    const [a, b] = inc.at ?? [0.3, 0.6];
    s.start = Math.round(t0 + r.range(a, b) * (t1 - t0));
  }
  if (inc?.plan && s.start !== null) inc.plan(s, s.start);
  const avoid = new Set(inc ? [inc.origin] : []);
  const others = est.services.map((v) => v.name).filter((n) => !avoid.has(n));
  const distractors: Array<[number, string]> = [];
  const nDistract = r.int(1, 3);
  for (let i = 0; i < nDistract; i++) {
    const near = s.start !== null && i === 0;
    const t = near ? (s.start ?? t0) + r.int(-150_000, 90_000) : t0 + r.int(30_000, t1 - t0 - 60_000);
    distractors.push([t, r.pick(others)]);
  }
  const chronic = r.shuffle(est.chronic).slice(0, r.int(1, 2));
  const deprecations = r.shuffle(est.deprecations).slice(0, r.int(1, 2));
  s.bg = true;
  writeBackground(s, { rps, chronic, deprecations, distractors }, inc);
  s.bg = false;
  if (inc && s.start !== null) inc.run(s, s.start);
  if (spec.kind === "quiet") spec.quiet.run(s);
  const evs = s.evs
    .filter((e) => !(e.bg && inc?.drop?.(e, s)))
    .map((e, i) => ({ e, i }))
    .sort((x, y) => x.e.t - y.e.t || x.i - y.i)
    .map((x) => x.e);
  const width = Math.max(...est.services.map((v) => v.name.length + 2)) + 3;
  const ctx = { s, composeWidth: width, project: PROJECTS[est.key] ?? `${est.key}-prod` };
  const lines: string[] = [];
  for (const e of evs) lines.push(...render(fmt, e, ctx));
  const file = `${id}.${EXT[fmt]}`;
  writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
  return { file, lines: lines.length, start: s.start };
}
