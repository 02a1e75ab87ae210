// Builds one scenario: picks its window, clock skews, chronic noise and unrelated rollouts, lets the incident or
// quiet story write its lines, fills the rest with background traffic and prints the file.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { ESTATES } from "./catalog.js";
import { EXTENSION, Printer } from "./formats.js";
import type { IncidentSpec, QuietSpec } from "./incidents/spec.js";
import { mulberry32 } from "./rng.js";
import { Stream } from "./stream.js";
import type { Format } from "./types.js";

export type Spec = ({ kind: "incident" } & IncidentSpec) | ({ kind: "quiet" } & QuietSpec);

export interface Written {
  file: string;
  lines: number;
  incidentStart: string | null;
}

const DAY = 86400000;
const FIRST_DAY = Date.UTC(2026, 2, 2);

export function writeScenario(dir: string, id: string, format: Format, spec: Spec, seed: number): Written {
  const r = mulberry32(seed);
  const estate = ESTATES[spec.estate];
  const minutes = r.int(6, 20);
  const start = FIRST_DAY + r.int(0, 110) * DAY + r.int(7 * 60, 19 * 60) * 60000 + r.int(0, 59999);
  const end = start + minutes * 60000;
  const share = spec.kind === "incident" ? (spec.startShare ?? [0.3, 0.55]) : [0.25, 0.4];
  const t0 = Math.round(start + (end - start) * r.float(share[0] ?? 0.3, share[1] ?? 0.5));
  const skew = new Map(estate.services.map((s) => [s.name, r.chance(0.2) ? 0 : r.int(-300, 300)] as const));
  const stream = new Stream(estate, r.fork(1), start, end, t0);
  spec.build(stream);

  const origin = spec.kind === "incident" ? spec.origin : undefined;
  if (spec.nearby) stream.rollout(spec.nearby, t0 + (r.chance(0.5) ? -1 : 1) * r.int(25, 220) * 1000);
  const others = estate.rollouts.filter((ro) => ro.svc !== origin && !stream.rolledOut.has(ro.svc));
  if (others.length && r.chance(0.35)) stream.rollout(r.pick(others).svc, start + r.next() * (end - start - 20000));

  const chronicPool = estate.chronic.filter((p) => p.svc !== origin);
  const chronic = r.shuffle(chronicPool).slice(0, r.int(1, 2));
  const printer = new Printer(format, estate, skew, r.fork(2));
  const injected = stream.events.reduce((n, e) => n + printer.count(e), 0);
  const budget = Math.min(9400, Math.max(r.int(1800, 8800), Math.round(injected * 1.8) + 1300));
  stream.background(printer, budget, chronic, 0.75);

  const out: string[] = [];
  for (const e of stream.sorted()) out.push(...printer.lines(e));
  if (out.length < 1500 || out.length > 10000) throw new Error(`${id}: ${out.length} lines is outside 1,500-10,000`);
  const file = `${id}.${EXTENSION[format]}`;
  writeFileSync(join(dir, file), `${out.join("\n")}\n`);
  return { file, lines: out.length, incidentStart: spec.kind === "incident" ? new Date(t0).toISOString() : null };
}
