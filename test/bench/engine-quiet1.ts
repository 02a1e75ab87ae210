// Blind set "quiet1": 40 windows where nothing is wrong but the logs look alarming (noisy constant errors,
// deploys, failovers, scanners, blocked brute force, load tests, ...) and 8 real incidents as controls, over
// three new estates in the six formats of shared/data/incidents/README.md.
// `npx tsx test/bench/engine-quiet1.ts --out DIR [--seed N]` writes DIR/q1-NN.<ext> and DIR/labels.json.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { NOISE_KINDS } from "./quiet1/benign-noise.js";
import { OPS_KINDS } from "./quiet1/benign-ops.js";
import { TRAFFIC_KINDS } from "./quiet1/benign-traffic.js";
import { ESTATES } from "./quiet1/estates.js";
import { EXT } from "./quiet1/formats.js";
import { CONTROLS, type Control } from "./quiet1/incidents.js";
import { Rng } from "./quiet1/rng.js";
import type { Estate, Format, Kind } from "./quiet1/types.js";
import { drawWindow } from "./quiet1/window.js";

export interface Quiet1Label extends NotedLabel {
  format: Format;
}

const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
const QUIET = 40;
const ALL_KINDS: Kind[] = [...NOISE_KINDS, ...OPS_KINDS, ...TRAFFIC_KINDS];
/** benign kinds that may sit next to a control without touching its origin */
const CONTROL_NOISE = new Set([
  "deprecated-410",
  "metrics-exporter",
  "cron-one-item",
  "client-499",
  "batch-rejects",
  "slow-query-log",
  "disk-70",
  "gc-pause",
  "cert-renewal",
  "security-scanner",
  "dst-warning",
]);

/** Whether a benign kind would log from (or about) a control's origin, muddying its label. */
function touches(key: string, e: Estate, ctl: Control): boolean {
  const o = ctl.origin;
  if (key === "cron-one-item" || key === "dst-warning") return e.roles.batch === o;
  if (key === "gc-pause") return e.roles.java.includes(o);
  if (key === "slow-query-log") return e.roles.dbClient === o || ctl.category === "database";
  if (key === "disk-70") return ctl.category === "disk";
  if (key === "batch-rejects") return e.roles.consumer === o;
  if (key === "metrics-exporter") return e.roles.metricsy.includes(o);
  return false;
}

function targetLines(r: Rng): number {
  const u = r.next();
  if (u < 0.1) return r.int(1000, 3000);
  if (u < 0.92) return r.int(3000, 25000);
  return r.int(25000, 75000);
}

export function generateQuiet1(dir: string, seed = 101): Quiet1Label[] {
  const r = new Rng(seed);
  mkdirSync(dir, { recursive: true });
  const total = QUIET + CONTROLS.length;
  // which slot holds which scenario, its format and its split
  const slots = r.shuffle([...Array.from({ length: QUIET }, () => -1), ...CONTROLS.map((_, i) => i)]);
  const formats = r.shuffle(Array.from({ length: total }, (_, i) => FORMATS[i % FORMATS.length]));
  const tune = new Set(r.shuffle(Array.from({ length: total }, (_, i) => i)).slice(0, total / 2));
  let deck: Kind[] = [];
  const draw = (): Kind => {
    if (!deck.length) deck = r.shuffle(ALL_KINDS);
    return deck.pop()!;
  };
  const labels: Quiet1Label[] = [];
  let quietIdx = 0;
  for (let i = 0; i < total; i++) {
    const id = `q1-${String(i + 1).padStart(2, "0")}`;
    const format = formats[i];
    const file = `${id}.${EXT[format]}`;
    const ctl = slots[i] >= 0 ? CONTROLS[slots[i]] : undefined;
    const estate = ctl ? ESTATES.find((e) => e.key === ctl.estate)! : ESTATES[(quietIdx++ + seed) % ESTATES.length];
    const day = Date.UTC(2026, 5, 2) + i * 2 * 86400000 + r.int(0, 1) * 86400000;
    const t0 = day + r.int(0, 23) * 3600000 + r.int(0, 59) * 60000 + r.int(0, 59999);
    const minutes = r.int(10, 60);
    const kinds: Kind[] = [];
    const want = ctl ? r.int(1, 2) : r.int(2, 4);
    for (let guard = 0; kinds.length < want && guard < 200; guard++) {
      const k = ctl
        ? r.pick(ALL_KINDS.filter((x) => CONTROL_NOISE.has(x.key) && !touches(x.key, estate, ctl)))
        : draw();
      if (!kinds.some((x) => x.key === k.key)) kinds.push(k);
      else if (!ctl) deck.unshift(k);
    }
    const onset = t0 + Math.round(minutes * 60000 * r.real(0.05, 0.8));
    const w = drawWindow({
      r,
      e: estate,
      t0,
      minutes,
      targetLines: targetLines(r),
      format,
      kinds,
      control: ctl ? (c) => ctl.run(c, onset) : undefined,
    });
    writeFileSync(join(dir, file), `${w.lines.join("\n")}\n`);
    labels.push({
      id,
      file,
      format,
      isIncident: !!ctl,
      originService: ctl?.origin ?? null,
      category: ctl?.category ?? null,
      errorTypeHints: ctl?.hints ?? [],
      incidentStart: ctl && w.start !== undefined ? new Date(w.start).toISOString() : null,
      expectedSeverityAtLeast: ctl?.sev ?? null,
      split: tune.has(i) ? "tune" : "locked",
      note: `${estate.key}, ${minutes} min: ${ctl ? "INCIDENT " : "quiet: "}${w.notes.join("; ")}`,
      lines: w.lines.length,
    });
  }
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet1", generateQuiet1, (ls) => {
  const kinds = new Set(
    ls.filter((l) => !l.isIncident).flatMap((l) => [...l.note.matchAll(/\[([a-z0-9-]+)\]/g)].map((m) => m[1])),
  );
  return `${kinds.size} quiet kinds, formats ${FORMATS.map((f) => `${f}=${ls.filter((l) => l.format === f).length}`).join(" ")}`;
});
