// Holdout set 5 for the incident diagnosis engine, written blind (its author never ran or read the engine):
// 52 incidents (4 per root-cause category) and 14 quiet windows over five made-up estates (veterinary clinics,
// a satellite ground station, an esports league, a water utility, a crypto custody desk), in 16 real-world
// layouts. Hard structural cases: 3-4 hop propagation with a retrying mid-chain caller as the loudest service,
// silent origins (crash loops, stopped processes, WARN-only), short and already-under-way windows, decoys.
//
//   npx tsx test/bench/engine-holdout5.ts --out DIR [--seed N]
//
// Writes DIR/h5-NN.<ext> and DIR/labels.json (the incidents README's fields plus split, note, layout, lines).
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { runHoldoutCli } from "./holdout-cli.js";
import { rngFrom, shuffledIndexes } from "./holdout3/kit.js";
import { makePlans } from "./holdout5/plan.js";
import { build } from "./holdout5/sim.js";
import type { Label, Layout } from "./holdout5/types.js";

const TEXT: Layout[] = ["heroku", "journal", "stern", "syslog5424", "fluentd"];

export function generateHoldout5(dir: string, seed = 5): Label[] {
  mkdirSync(dir, { recursive: true });
  const plans = makePlans(seed);
  // scenario ids are a seeded shuffle, so the order of files says nothing about category or split
  const order = shuffledIndexes(plans.length, rngFrom(seed * 7919));
  const labels: Label[] = [];
  order.forEach((pi, n) => {
    const p = plans[pi];
    const id = `h5-${String(n + 1).padStart(2, "0")}`;
    const file = `${id}.${TEXT.includes(p.layout) ? "log" : "jsonl"}`;
    const b = build(p);
    writeFileSync(join(dir, file), `${b.lines.join("\n")}\n`);
    const f = p.fault;
    labels.push({
      id,
      file,
      format: TEXT.includes(p.layout) ? "text" : "json",
      layout: p.layout,
      isIncident: Boolean(f),
      originService: f ? b.origin : null,
      category: f ? f.cat : null,
      errorTypeHints: f ? f.hints : [],
      incidentStart: f && b.incidentStart !== null ? new Date(b.incidentStart).toISOString() : null,
      expectedSeverityAtLeast: f ? f.sev : null,
      split: p.split,
      note: `${f ? f.note : (p.quiet?.note ?? "")} [${p.estate.id}, ${p.shape}${f ? `, ${p.hops}-service chain, ${f.mode}` : ""}${p.style !== "none" ? `, ${p.style} ids` : ""}]`,
      lines: b.lines.length,
    });
  });
  labels.sort((a, b) => a.id.localeCompare(b.id));
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout5", generateHoldout5);
