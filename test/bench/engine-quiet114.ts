// Blind set quiet114: church and parish management software. 48 aggregated windows from four made-up estates
// (Gracepoint Church Cloud, Harvest Parish Systems, Covenant Hub, StillWaters Congregational; 9-10 services each
// in Node, Java, Python, Go, .NET, Ruby and C++), rotating over the six dev formats (jsonl, datadog, ecs, gcp,
// logfmt, compose). 40 windows are quiet: nothing is broken, but each carries several of 35 kinds of alarming
// noise (first-Sunday recurring-gift declines, label printers offline or out of labels, full groups refusing
// sign-ups, livestream reconnects, texts to opted-out numbers, hard bounces, card-testing bots blocked, ACH
// returns, CSV import rejects, volunteer declines, GC pauses, deprecations, ...). 8 windows hold one failure
// each, of a different category (dependency, database, disk, memory, configuration, authentication,
// null_reference, unknown), laid on the same noise after 3-8 minutes of baseline. What makes it hard: every
// file has an always-noisy service logging ERROR or WARN from the first minute, unrelated rollouts and reloads,
// retries that succeed; callers name the failing service in their own words and retry louder than it; one
// origin only warns (search disk watermark), one goes silent; trace ids in two estates and none in the others;
// per-service clock skew up to 300 ms; 1,500-10,000 lines over 6-20 minutes.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, type Estate, type Role, svcName } from "./quiet114/estates.js";
import { EXT, FORMATS, type Format } from "./quiet114/formats.js";
import { INCIDENTS, type Incident } from "./quiet114/incidents.js";
import { NOISES, type Noise } from "./quiet114/quiet.js";
import { makeRng } from "./quiet114/rng.js";
import { assignSplit } from "./quiet114/split.js";
import { assemble, baseline, Ctx, unrelatedChange } from "./quiet114/stream.js";

export interface Quiet114Label extends NotedLabel {
  format: Format;
}

const TOTAL = 48;
const MIN = 60000;
const DAYS = [
  "2026-11-01",
  "2026-11-08",
  "2026-11-15",
  "2026-11-22",
  "2026-11-29",
  "2026-12-06",
  "2026-12-02",
  "2026-11-24",
];

export function generateQuiet114(dir: string, seed = 11451): Quiet114Label[] {
  const rng = makeRng(seed);
  mkdirSync(dir, { recursive: true });
  // incidents land on slots whose formats differ as far as six formats allow
  const incAt = new Map<number, Incident>();
  const fmtOrder = rng.shuffle([...Array(FORMATS.length).keys()]);
  rng.shuffle([...INCIDENTS]).forEach((inc, k) => {
    const f = fmtOrder[k % FORMATS.length] as number;
    const free = [...Array(TOTAL).keys()].filter((i) => i % FORMATS.length === f && !incAt.has(i) && !incAt.has(i - 1));
    incAt.set(rng.pick(free), inc);
  });

  let queue: Noise[] = [];
  const pickNoises = (est: Estate, n: number, avoid: string[]): Noise[] => {
    const got: Noise[] = [];
    for (let guard = 0; got.length < n && guard < 200; guard++) {
      if (queue.length === 0) queue = rng.shuffle([...NOISES]);
      const k = queue.shift() as Noise;
      const ok = k.needs.every((r) => svcName(est, r) !== undefined) && !avoid.includes(k.kind) && !got.includes(k);
      if (ok) got.push(k);
      else if (rng.chance(0.7)) queue.push(k);
    }
    return got;
  };

  const drafts: Omit<Quiet114Label, "split">[] = [];
  let quietNo = 0;
  for (let i = 0; i < TOTAL; i++) {
    const inc = incAt.get(i);
    const est = inc
      ? (ESTATES.find((e) => e.key === inc.estate) as Estate)
      : (ESTATES[quietNo++ % ESTATES.length] as Estate);
    const format = FORMATS[i % FORMATS.length] as Format;
    const day = rng.pick(DAYS);
    const t0 =
      Date.parse(
        `${day}T${String(rng.int(7, 19)).padStart(2, "0")}:${String(rng.int(0, 5) * 10).padStart(2, "0")}:00.000Z`,
      ) + rng.int(0, 999);
    const durMin = inc ? rng.int(11, 20) : rng.int(6, 20);
    const t1 = t0 + durMin * MIN;
    const c = new Ctx(rng, est, t0, t1);
    const start = inc ? t0 + rng.int(3 * MIN, 8 * MIN) + rng.int(0, 59999) : null;
    if (inc && start !== null) inc.run(c, start, t1);
    const target = Math.max(1500, Math.min(rng.int(1700, 7000), durMin * (inc ? 260 : 420)));
    baseline(c, target);
    const noises = pickNoises(est, rng.int(3, 5), inc ? inc.avoid : []);
    for (const nz of noises) {
      const from = rng.chance(0.6) ? t0 : t0 + rng.int(0, Math.floor((t1 - t0) / 2));
      nz.run(c, from, t1);
    }
    const roles = (Object.keys(est.services) as Role[]).filter((r) => r !== inc?.origin);
    const changeAt =
      start !== null ? start + rng.pick([-1, 1]) * rng.int(60000, 150000) : t0 + rng.int(2 * MIN, durMin * MIN - MIN);
    unrelatedChange(c, rng.pick(roles), Math.max(t0 + 30000, Math.min(changeAt, t1 - 30000)));
    if (inc?.silent && start !== null) {
      const svc = svcName(est, inc.origin);
      const keep = c.raw.filter((e) => !(e.svc === svc && e.t >= start));
      c.raw.length = 0;
      c.raw.push(...keep);
    }
    const lines = assemble(c, format);
    const id = `q114-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[format]}`;
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    drafts.push({
      id,
      file,
      format,
      isIncident: inc !== undefined,
      originService: inc ? (svcName(est, inc.origin) ?? null) : null,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: start !== null ? new Date(start).toISOString() : null,
      expectedSeverityAtLeast: inc ? inc.severity : null,
      note: inc
        ? `${est.company}: ${inc.note}.`
        : `${est.company}, nothing broken: ${noises.map((n) => n.about).join("; ")}.`,
      lines: lines.length,
    });
  }
  const split = assignSplit(rng, drafts);
  const labels: Quiet114Label[] = drafts.map((d, i) => ({ ...d, split: split[i] ?? "tune" }));
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

const layouts = (labels: Quiet114Label[]): string => {
  const count = (f: (l: Quiet114Label) => string) => {
    const m = new Map<string, number>();
    for (const l of labels) m.set(f(l), (m.get(f(l)) ?? 0) + 1);
    return [...m].map(([k, v]) => `${k} ${v}`).join(", ");
  };
  return `formats: ${count((l) => l.format)}; splits: ${count((l) => l.split)}`;
};

runHoldoutCli(import.meta.url, "quiet114", generateQuiet114, layouts);
