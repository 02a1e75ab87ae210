// Blind holdout set 77: hotels and food delivery.
//
// 64 scenarios (52 failures, 4 per each of the 13 categories, and 12 quiet windows) over four made-up estates:
// two hotel groups (Larkspur Hotels, 9 services with request ids; Maris & Vale Resorts, 9 services without ids) and
// two food-delivery marketplaces (Forkline, 10 services with request ids; Bento Run, 9 services without ids).
// Services cover property management, central reservations, channel managers pushing ARI to OTAs, booking engines,
// card-on-file tokenisation, keycard encoders, housekeeping, guest messaging, menu sync, POS order relay, courier
// dispatch, ETA, surge pricing, checkout, refunds and support tooling. Runtimes: Java, Go, Node, Python, .NET,
// Ruby and C++, each with its own log and stack-trace shape.
//
// Each file is one aggregated 6-20 minute stream in one of the six dev formats (jsonl, datadog, ecs, gcp, logfmt,
// compose; rotating), with per-service clock skew up to 300 ms, and failures starting after 3-8 minutes of baseline.
// What makes it hard: a noisy service with a constant harmless error or warning from the first minute (twice it is
// also where the trouble is), domain noise (parity rejects, walked guests, declined cards, paused restaurants,
// rejected courier offers, ungeocoded addresses, expired promos), deprecation warnings, retries that succeed,
// a routine rolling restart and an unrelated reload near the failure, callers whose retry storms and breaker
// messages outnumber the failing service, origins that log at WARN only or go quiet, and origins that are not on
// any request path (scheduled workers) so only their own lines show the trouble.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./holdout77/estates.js";
import { EXT, type Format } from "./holdout77/formats.js";
import { CASES, CATEGORIES, type Case, type Category } from "./holdout77/incidents.js";
import { int, mulberry32, shuffle } from "./holdout77/rng.js";
import { assignSplit } from "./holdout77/split.js";
import { buildStream } from "./holdout77/stream.js";

export interface Holdout77Label extends NotedLabel {
  format: Format;
}

const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
const QUIET_NOTES = [
  "A normal window: traffic, parity rejects, the usual noisy service and a routine rolling restart; nothing is broken.",
  "A normal window with a burst of domain warnings and retries that succeed; nothing is broken.",
  "A normal window with deprecation warnings, a config reload and a restart; nothing is broken.",
];

interface Plan {
  estate: number;
  category: Category | null;
  c?: Case;
}

export function generateHoldout77(dir: string, seed = 7701): Holdout77Label[] {
  const r = mulberry32(seed);
  mkdirSync(dir, { recursive: true });
  const plans: Plan[] = [];
  for (const cat of CATEGORIES) for (const [i, c] of CASES[cat].entries()) plans.push({ estate: i, category: cat, c });
  for (let i = 0; i < 12; i++) plans.push({ estate: i % 4, category: null });
  const order = shuffle(r, plans);
  const splits = assignSplit(r, order);
  const labels: Holdout77Label[] = [];
  order.forEach((p, i) => {
    const id = `h77-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    const file = `${id}.${EXT[format]}`;
    const estate = ESTATES[p.estate];
    const day = Date.UTC(2026, 9, 1) + i * 86_400_000 * int(r, 1, 2);
    const start = day + int(r, 0, 23) * 3_600_000 + int(r, 0, 11) * 300_000;
    const lead = int(r, 3, 8);
    const minutes = p.c ? Math.min(20, Math.max(6, lead + int(r, 4, 12))) : int(r, 6, 20);
    const failAt = p.c ? start + lead * 60_000 + int(r, 0, 59) * 1000 : undefined;
    const lines = buildStream(r, estate, format, { start, minutes, failAt }, p.c);
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    labels.push({
      id,
      file,
      format,
      isIncident: !!p.c,
      originService: p.c?.origin ?? null,
      category: p.category,
      errorTypeHints: p.c?.hints ?? [],
      incidentStart: failAt === undefined ? null : new Date(failAt).toISOString(),
      expectedSeverityAtLeast: p.c?.sev ?? null,
      split: splits[i],
      note: p.c ? `${estate.key}: ${p.c.note}` : `${estate.key}: ${QUIET_NOTES[i % QUIET_NOTES.length]}`,
      lines: lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout77", generateHoldout77, (labels) => {
  const est = ESTATES.map((e) => e.key).join("/");
  const lines = labels.map((l) => l.lines);
  return `estates ${est}; formats ${FORMATS.join(",")}; lines per file ${Math.min(...lines)}-${Math.max(...lines)}`;
});
