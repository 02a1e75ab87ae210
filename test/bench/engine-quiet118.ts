// Blind set quiet118: 48 aggregated log windows from four made-up pet-care companies (Wagtail Lodge kennels,
// Happy Tails Daycare, Suds & Scissors Grooming, Barkley Stays boarding), 8-10 services each across Java, Node, Go,
// Python, Ruby, .NET and C++. 40 windows are quiet: nothing is broken, but each carries alarming-looking domain noise
// (36 kinds: check-ins refused for expired vaccinations, sold-out holiday weekends, webcam viewers dropping, no-show
// fees declined and disputed, texts to opted-out numbers, SMS throttling, credential stuffing, scanners, GC pauses,
// consumer rebalances, synthetic monitors, ...). 8 windows hold one real failure each, of eight different categories
// (database, network, disk, memory, dependency, timeout, configuration, unknown), laid on the same noise.
// Every file: 6-20 minutes, 1,500-10,000 lines, sorted by printed time with up to 300 ms skew per service, in one of
// the six dev formats (jsonl, datadog, ecs, gcp, logfmt, compose; 8 files each), with request traffic, health checks,
// periodic jobs, deprecation warnings, a constantly erroring noisy service, retries that succeed and an unrelated
// deploy or config reload. What makes it hard: quiet windows full of ERRORs and 4xx/5xx-looking lines; in failures,
// callers' retries and breakers are louder than the origin, two origins only warn, two go (partly) silent, and two
// estates carry trace ids while two carry none.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { baseline, type Ctx, ESTATES, type Estate, ROLES, type Role } from "./quiet118/estates.js";
import { EXT, FORMATS, type Format, render } from "./quiet118/formats.js";
import { INCIDENTS, type Incident } from "./quiet118/incidents.js";
import { configReload, deploy, NOISE, type Noise, retriesOk } from "./quiet118/quiet.js";
import { Rng } from "./quiet118/rng.js";
import { assignSplit } from "./quiet118/split.js";
import { Stream } from "./quiet118/stream.js";

export interface Quiet118Label extends NotedLabel {
  format: Format;
}

const DAYS = [
  "2026-11-25",
  "2026-11-27",
  "2026-12-23",
  "2026-12-24",
  "2026-12-26",
  "2026-12-31",
  "2026-07-03",
  "2026-05-22",
  "2026-09-04",
  "2026-01-16",
  "2026-11-28",
  "2026-07-02",
];
const CALLERS: Role[] = ["edge", "booking", "vax", "groom"];

interface Plan {
  inc?: Incident;
  noise: Noise[];
  estate: Estate;
  format: Format;
}

function plan(r: Rng): Plan[] {
  const plans: Plan[] = [];
  const incFormats = [...FORMATS, ...r.shuffle(FORMATS).slice(0, 2)];
  const left: Record<Format, number> = { jsonl: 8, datadog: 8, ecs: 8, gcp: 8, logfmt: 8, compose: 8 };
  INCIDENTS.forEach((inc, i) => {
    left[incFormats[i]]--;
    const bg = r.shuffle(NOISE).slice(0, r.int(1, 2));
    plans.push({ inc, noise: bg, estate: ESTATES.find((e) => e.key === inc.estate)!, format: incFormats[i] });
  });
  const qFormats = r.shuffle(FORMATS.flatMap((f) => Array.from({ length: left[f] }, () => f)));
  const primaries = [...r.shuffle(NOISE), ...r.shuffle(NOISE)].slice(0, 40);
  for (let i = 0; i < 40; i++) {
    const p = primaries[i];
    const extra = r.shuffle(NOISE.filter((n) => n.id !== p.id)).slice(0, r.int(1, 2));
    plans.push({ noise: [p, ...extra], estate: ESTATES[i % ESTATES.length], format: qFormats[i] });
  }
  return r.shuffle(plans);
}

export function generateQuiet118(dir: string, seed = 11851): Quiet118Label[] {
  const root = new Rng(seed);
  mkdirSync(dir, { recursive: true });
  const plans = plan(root.fork(1));
  const labels: Quiet118Label[] = [];
  plans.forEach((p, i) => {
    const r = root.fork(100 + i);
    const id = `q118-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[p.format]}`;
    const day = r.pick(DAYS);
    const hour = r.chance(0.3) ? r.int(2, 4) : r.int(6, 21);
    const start = Date.parse(`${day}T${String(hour).padStart(2, "0")}:${String(r.int(0, 59)).padStart(2, "0")}:00Z`);
    const offset = r.int(180, 480) * 1000;
    let dur = r.int(6, 20) * 60000;
    if (p.inc) dur = Math.max(dur, offset + r.int(4, 9) * 60000);
    const end = start + dur;
    const t0 = start + offset;
    // which services appear: all ten, or drop up to two not needed by this window
    const needed = new Set<Role>(["edge", "booking", p.estate.noisy.role, ...p.noise.flatMap((n) => n.need)]);
    if (p.inc) for (const x of [p.inc.origin, ...CALLERS]) needed.add(x);
    const droppable = r.shuffle(ROLES.filter((x) => !needed.has(x)));
    const drop = droppable.slice(0, Math.min(droppable.length, r.int(0, 2)));
    const roles = ROLES.filter((x) => !drop.includes(x));
    const c: Ctx = { e: p.estate, r, s: new Stream(start, end), start, end, roles, day };
    const target = r.int(2200, 8500);
    baseline(c, target / (dur / 1000) / 4.2);
    // alarming-looking noise
    p.noise.forEach((n, k) => {
      const whole = n.id === "camera-offline" || n.id === "cert-expiry-warnings";
      const a =
        whole || k > 0 ? start + r.int(0, Math.max(1, dur / 2)) : start + r.int(30000, Math.max(31000, dur - 300000));
      const len = whole ? dur : r.int(90, 300) * 1000;
      n.run(c, whole ? start + r.int(1000, 30000) : a, Math.min(end - 5000, a + len));
    });
    // an unrelated deploy or config reload, near the failure when there is one
    const others = roles.filter((x) => x !== p.inc?.origin && x !== "edge");
    const near = p.inc ? t0 + r.int(-200, 150) * 1000 : start + r.int(Math.floor(dur / 4), Math.floor((dur * 3) / 4));
    if (r.chance(0.6)) deploy(c, r.pick(others), near, `${r.int(1, 5)}.${r.int(0, 40)}.${r.int(0, 9)}`);
    else configReload(c, r.pick(others), near);
    if (p.inc?.category === "configuration") configReload(c, r.pick(others), t0 + r.int(60, 200) * 1000);
    const pairs: [Role, Role][] = [
      ["booking", "payments"],
      ["edge", "profiles"],
      ["booking", "inventory"],
      ["edge", "webcam"],
    ];
    const pair = r.pick(pairs.filter(([, b]) => b !== p.inc?.origin));
    retriesOk(c, pair[0], pair[1], start, end);
    if (p.inc) p.inc.run(c, t0);
    const evs = c.s.finish(() => r.next());
    const skew: Record<string, number> = {};
    for (const role of roles) skew[p.estate.svcs[role].name] = r.int(-300, 300);
    const lines = render(p.format, evs, {
      skew,
      namespace: p.estate.namespace,
      hostOf: (svc) => `${svc}-${r.pick(["7d9f8c", "5b6c4d", "84f2a1"])}-${r.hex(5)}`,
    });
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const inc = p.inc;
    labels.push({
      id,
      file,
      format: p.format,
      isIncident: !!inc,
      originService: inc ? p.estate.svcs[inc.origin].name : null,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: inc ? new Date(t0).toISOString() : null,
      expectedSeverityAtLeast: inc ? inc.severity : null,
      split: "tune",
      note: inc
        ? `${p.estate.company}: ${inc.note}.`
        : `${p.estate.company}, nothing broken: ${p.noise.map((n) => n.note).join("; also ")}.`,
      lines: lines.length,
    });
  });
  const splits = assignSplit(root.fork(2), labels);
  labels.forEach((l, i) => {
    l.split = splits[i];
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet118", generateQuiet118, (ls) => {
  const f = (k: string) =>
    FORMATS.map((x) => `${x} ${ls.filter((l) => l.format === x && (k === "all" || l.isIncident)).length}`);
  return `formats ${f("all").join(", ")}; incidents by format ${f("inc").join(", ")}; estates ${ESTATES.map((e) => e.company).join(", ")}`;
});
