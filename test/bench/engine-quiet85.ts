// Blind set quiet85: harmless windows that look alarming, from the operations technology of four made-up
// mining companies (Karrawong Iron, Tallis Copper, Ngarla Gold, Redbank Coal): autonomous haul fleet
// management, dispatch and loader assignment, ore grade and assay import, conveyor/crusher telemetry, tyre and
// payload sensors, the pit's mesh radio network, blast control and maintenance work orders.
//
// 48 files: 40 quiet windows built on 37 kinds of alarming-but-harmless noise (trucks dropping off the mesh
// behind a pit wall, blast holds pausing the fleet, wet-ore payload overloads, late assays, conveyor trips that
// are reset, lightning stand-downs, E-stop tests, rate-limited wallboards, GC pauses, rolling restarts, ...),
// and 8 real failures, one per category (database, network, disk, dependency, memory, authentication,
// configuration, null_reference), laid on the same noise. Each file is one aggregated stream of 9-10 services,
// 6-20 minutes, sorted by printed time with up to 300 ms of per-service clock skew, in one of the six dev
// formats (jsonl, datadog, ecs, gcp, logfmt, compose) with multi-line Java/Python/Go/Node/.NET/Ruby traces.
//
// What makes it hard: every estate has a service with a constant ERROR from the first minute; quiet windows
// carry FATAL E-stop tests, ERROR-level conveyor trips, obstacle stops and workshop fault codes; callers retry
// louder than the failing service, some origins log only at WARN or crash-loop and go quiet, request ids cross
// services in three estates and not in the fourth, and an unrelated deploy sits near every failure.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { baseline, configReload, deploy } from "./quiet85/baseline.js";
import { ESTATES, type Estate, type Role } from "./quiet85/estates.js";
import { EXT, FORMATS, type Format } from "./quiet85/formats.js";
import { INCIDENTS } from "./quiet85/incidents.js";
import { NOISE } from "./quiet85/quiet.js";
import { mulberry32 } from "./quiet85/rng.js";
import { assignSplit } from "./quiet85/split.js";
import { Ctx } from "./quiet85/stream.js";

export interface Quiet85Label extends NotedLabel {
  format: Format;
}

const MIN = 60_000;
const TOTAL = 48;

export function generateQuiet85(dir: string, seed = 8501): Quiet85Label[] {
  const rng = mulberry32(seed);
  mkdirSync(dir, { recursive: true });
  const slots = rng.shuffle(Array.from({ length: TOTAL }, (_, i) => i));
  const incidentAt = new Map<number, number>(slots.slice(0, INCIDENTS.length).map((s, k) => [s, k]));
  const kinds = rng.shuffle([...NOISE.keys()]);
  let quietNo = 0;
  const labels: Quiet85Label[] = [];
  const base = Date.UTC(2026, 5, 2, 0, 0, 0);

  for (let i = 0; i < TOTAL; i++) {
    const id = `q85-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length] as Format;
    const kIdx = incidentAt.get(i);
    const inc = kIdx === undefined ? undefined : INCIDENTS[kIdx];
    const estate: Estate = inc
      ? (ESTATES.find((e) => e.key === inc.estate) as Estate)
      : (ESTATES[(quietNo + rng.int(0, 3)) % ESTATES.length] as Estate);
    const durMin = inc ? rng.int(11, 20) : rng.int(6, 20);
    const start = base + i * 86_400_000 + rng.int(0, 23) * 3_600_000 + rng.int(0, 11) * 5 * MIN;
    const end = start + durMin * MIN;
    const c = new Ctx(mulberry32(seed * 131 + i * 7919), estate, start, end);
    const notes: string[] = [];
    let t0: number | null = null;
    if (inc) {
      t0 = start + rng.int(3, 8) * MIN + rng.int(0, 59_999);
      inc.run(c, t0); // sets the flow hooks before the background is written
      baseline(c);
      const by = c.svc(inc.bystander as Role);
      const when = t0 + rng.int(-150, 120) * 1000;
      if (rng.chance(0.6)) deploy(c, when, by);
      else configReload(c, when, by);
      const noise = rng.shuffle([...NOISE]).slice(0, 2);
      for (const n of noise) n.run(c, start + rng.int(1, Math.max(2, durMin - 4)) * MIN + rng.int(0, 59_999));
    } else {
      baseline(c);
      const primary = NOISE[kinds[quietNo % kinds.length] as number];
      quietNo++;
      if (!primary) throw new Error("noise kind missing");
      const at = start + rng.int(1, Math.max(2, Math.min(6, durMin - 4))) * MIN + rng.int(0, 59_999);
      primary.run(c, at);
      notes.push(primary.note);
      const extra = NOISE[rng.int(0, NOISE.length - 1)];
      if (extra && extra.key !== primary.key && rng.chance(0.6)) {
        extra.run(c, start + rng.int(0, durMin - 2) * MIN + rng.int(0, 59_999));
        notes.push(extra.note);
      }
      const other = estate.services[rng.int(0, estate.services.length - 1)]?.name ?? estate.roles.portal;
      const when = at + rng.int(-120, 180) * 1000;
      if (rng.chance(0.5)) deploy(c, when, other);
      else configReload(c, when, other);
    }

    const lines = c.render(format);
    const file = `${id}.${EXT[format]}`;
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const note = inc
      ? `${estate.company}: ${inc.note}.`
      : `${estate.company}, nothing broken: ${notes.join("; also ")}.`;
    labels.push({
      id,
      file,
      format,
      isIncident: !!inc,
      originService: inc ? c.svc(inc.originRole) : null,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: t0 === null ? null : new Date(t0).toISOString(),
      expectedSeverityAtLeast: inc ? inc.severity : null,
      split: "tune",
      note,
      lines: lines.length,
    });
  }
  const splits = assignSplit(
    rng,
    labels.map((l) => (l.isIncident ? "incident" : "quiet")),
  );
  labels.forEach((l, i) => {
    l.split = splits[i] ?? "tune";
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

const layouts = (labels: Quiet85Label[]): string => {
  const f = FORMATS.map((x) => `${x} ${labels.filter((l) => l.format === x).length}`).join(", ");
  const cats = labels
    .filter((l) => l.isIncident)
    .map((l) => l.category)
    .join("/");
  return `formats ${f}; estates ${ESTATES.map((e) => e.company).join(", ")}; categories ${cats}`;
};

runHoldoutCli(import.meta.url, "quiet85", generateQuiet85, layouts);
