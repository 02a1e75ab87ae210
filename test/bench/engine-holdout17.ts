// Holdout 17, "big, busy windows": a blind evaluation set for `logdx diagnose`, written without reading the engine,
// its tests or any other holdout. 64 scenarios (52 incidents, 4 per each of the 13 categories of
// shared/data/incidents/README.md, plus 12 quiet windows) over three made-up estates: "Lanternfall", the
// matchmaking and player backend of an online arena game; "Haulmark", a road-freight exchange; and "Gridmark", the
// wholesale market operator of a regional power grid. Each file is one aggregated stream of 10-16 services over
// 30-90 minutes and 5,000-150,000 lines, in one of the README's six formats (jsonl, datadog, ecs, gcp, logfmt,
// compose), mixing JVM/Spring, Go, Python/Django/Celery, Node, .NET, Ruby/Rails/Sidekiq, Rust and Elixir services
// with nginx, envoy, postgres, mysql, redis, kafka, rabbitmq, elasticsearch, kubelet and kernel lines. Healthy
// traffic is high-cardinality (ids, URLs, SQL with literals); steady unrelated WARN/ERROR streams run all along
// (deprecated API use, a decommissioned health-check target, a client sending bad requests, scanner 404s); cron,
// compaction and backup jobs, rollouts and autoscaling of unrelated services, and up to 250 ms of clock skew per
// service. The incident is a small part of each file: its origin logs tens of lines, its callers are louder.
// Incident shapes follow public postmortems (expired secrets, pool exhaustion, wraparound, conntrack, flood stage,
// OOM kills, crash loops after config changes, vendor outages). Written blind: no engine code, engine tests or
// other holdouts were read. Usage: npx tsx test/bench/engine-holdout17.ts --out /tmp/h17 [--seed N]
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { buildWindow } from "./holdout17/build.js";
import { FREIGHT } from "./holdout17/estate-freight.js";
import { GAME } from "./holdout17/estate-game.js";
import { GRID } from "./holdout17/estate-grid.js";
import { EXT, FORMATS, type Format } from "./holdout17/formats.js";
import { PART_A } from "./holdout17/incidents-a.js";
import { PART_B } from "./holdout17/incidents-b.js";
import { PART_C } from "./holdout17/incidents-c.js";
import { Rng } from "./holdout17/rng.js";
import { CATEGORIES, type Estate, type IncidentDef } from "./holdout17/types.js";

export interface Holdout17Label extends NotedLabel {
  format: Format;
}

const ESTATES: Record<Estate["id"], Estate> = { game: GAME, freight: FREIGHT, grid: GRID };
const QUIET_NOTES: Record<Estate["id"], string> = {
  game: "A busy evening on the game backend with its usual warnings, jobs and rollouts and no incident.",
  freight: "A busy working hour on the freight exchange with its usual noise, jobs and rollouts and no incident.",
  grid: "A busy trading window at the market operator with its usual noise, jobs and rollouts and no incident.",
};

interface Plan {
  incident?: IncidentDef;
  estate: Estate;
  split: "tune" | "locked";
}

/** Line budget per file: a few huge, a few small, most 10k-45k (about 2 million lines in all). */
function sizeFor(i: number, r: Rng): number {
  if (i % 16 === 3) return r.int(100_000, 150_000);
  if (i % 16 === 11) return r.int(5_000, 8_000);
  return r.int(10_000, 45_000);
}

export function generateHoldout17(dir: string, seed = 17): Holdout17Label[] {
  const r = new Rng(seed * 7919 + 17);
  const all = [...PART_A, ...PART_B, ...PART_C];
  for (const c of CATEGORIES) {
    const n = all.filter((d) => d.cat === c).length;
    if (n !== 4) throw new Error(`holdout17: category ${c} has ${n} incidents, want 4`);
  }
  const plans: Plan[] = [];
  for (const c of CATEGORIES) {
    const halves = r.shuffle<"tune" | "locked">(["tune", "tune", "locked", "locked"]);
    const defs = all.filter((d) => d.cat === c);
    for (let i = 0; i < defs.length; i++)
      plans.push({ incident: defs[i], estate: ESTATES[defs[i].estate], split: halves[i] });
  }
  const quietHalves = r.shuffle<"tune" | "locked">([...Array(6).fill("tune"), ...Array(6).fill("locked")]);
  const estateIds: Estate["id"][] = ["game", "freight", "grid"];
  for (let q = 0; q < 12; q++) plans.push({ estate: ESTATES[estateIds[q % 3]], split: quietHalves[q] });
  r.shuffle(plans);

  mkdirSync(dir, { recursive: true });
  const labels: Holdout17Label[] = [];
  plans.forEach((plan, i) => {
    const id = `h17-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    const file = `${id}.${EXT[format]}`;
    const day = Date.UTC(2026, 5, 1) + i * 86_400_000;
    const startMs = day + r.int(0, 22) * 3_600_000 + r.int(0, 59) * 60_000 + r.int(0, 59_999);
    const built = buildWindow(
      {
        format,
        estate: plan.estate,
        startMs,
        minutes: r.int(30, 90),
        targetLines: sizeFor(i, r),
        serviceCount: r.int(10, 16),
        incident: plan.incident,
      },
      r,
    );
    writeFileSync(join(dir, file), `${built.lines.join("\n")}\n`);
    const inc = plan.incident;
    labels.push({
      id,
      file,
      format,
      isIncident: !!inc,
      originService: inc?.origin ?? null,
      category: inc?.cat ?? null,
      errorTypeHints: inc?.hints ?? [],
      incidentStart: built.incidentStart,
      expectedSeverityAtLeast: inc?.sev ?? null,
      split: plan.split,
      note: inc?.note ?? QUIET_NOTES[plan.estate.id],
      lines: built.lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

function summary(labels: Holdout17Label[]): string {
  const by = (f: Format) => labels.filter((l) => l.format === f).length;
  const sizes = labels.map((l) => l.lines);
  return `formats ${FORMATS.map((f) => `${f}=${by(f)}`).join(" ")}; lines per file ${Math.min(...sizes)}-${Math.max(...sizes)}; tune=${labels.filter((l) => l.split === "tune").length}`;
}

runHoldoutCli(import.meta.url, "holdout17", generateHoldout17, summary);
