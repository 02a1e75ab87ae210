// Holdout set 7 for the incident diagnosis engine, written blind (its author never ran or read the engine):
// 70 incidents (8 each of memory, timeout, database, configuration; 4-5 of every other category) and 14 quiet
// windows that look alarming, over four made-up estates (airport baggage handling, a newspaper publishing
// platform, a wind-farm SCADA back office, a dental clinic chain), in the six formats of the incidents README
// (14 files each). Hard cases: the origin is rarely the loudest, reporters (kubelet, kernel, postgres) speak
// for silent victims, WARN-only origins, crash loops, windows that open mid-incident, decoy deploys and noise.
//
//   npx tsx test/bench/engine-holdout7.ts --out DIR [--seed N]
//
// Writes DIR/h7-NN.<ext> and DIR/labels.json (the incidents README's fields plus split, note, layout, lines).
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { rngFrom, shuffledIndexes } from "./holdout3/kit.js";
import { EXT } from "./holdout7/format.js";
import { makePlans } from "./holdout7/plan.js";
import { build } from "./holdout7/sim.js";
import type { Label } from "./holdout7/types.js";

export function generateHoldout7(dir: string, seed = 7): NotedLabel[] {
  mkdirSync(dir, { recursive: true });
  const plans = makePlans(seed);
  // scenario ids are a seeded shuffle, so the order of files says nothing about category or split
  const order = shuffledIndexes(plans.length, rngFrom(seed * 7927 + 3));
  const labels: Label[] = [];
  order.forEach((pi, n) => {
    const p = plans[pi];
    const id = `h7-${String(n + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[p.format]}`;
    const b = build(p);
    writeFileSync(join(dir, file), `${b.lines.join("\n")}\n`);
    const f = p.fault;
    const hops = f ? f.chain.length + (f.edge ? 1 : 0) : 0;
    labels.push({
      id,
      file,
      format: p.format,
      layout: p.format,
      isIncident: Boolean(f),
      originService: f ? b.origin : null,
      category: f ? f.cat : null,
      errorTypeHints: f ? f.hints : [],
      incidentStart: f && b.incidentStart !== null ? new Date(b.incidentStart).toISOString() : null,
      expectedSeverityAtLeast: f ? f.sev : null,
      split: p.split,
      note: `${f ? f.note : (p.quiet?.note ?? "")} [${p.estate.id}, ${p.services.length} services, ${p.minutes} min${f ? `, ${f.mode}, ${hops}-service chain` : ""}${p.deployDecoy ? ", decoy deploy" : ""}, noisy ${p.noisy}]`,
      lines: b.lines.length,
    });
  });
  labels.sort((a, b) => a.id.localeCompare(b.id));
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout7", generateHoldout7);
