// Holdout set 6 for the incident diagnosis engine, written blind (its author never ran or read the engine):
// 65 incidents (5 per root-cause category) and 13 quiet windows over four made-up estates (a grain cooperative,
// a hospital pharmacy, a ferry operator, a music label) in the six formats of the dev set (13 files each).
// Runtimes: JVM, Go, Python, Node, .NET, Ruby, Rust, Elixir, plus postgres, mysql, redis, nginx, envoy, kafka,
// Elasticsearch and the kubelet. Hard cases: retry storms louder than the origin, gateway 502/504s, silent
// (crashed) origins, WARN-only origins, windows that open with the fault under way, steady decoys, deploys.
//
//   npx tsx test/bench/engine-holdout6.ts --out DIR [--seed N]
//
// Writes DIR/h6-NN.<ext> and DIR/labels.json (the incidents README's fields plus split, note, layout, lines).
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { rngFrom, shuffledIndexes } from "./holdout3/kit.js";
import { EXT } from "./holdout6/format.js";
import { makePlans } from "./holdout6/plan.js";
import { build } from "./holdout6/sim.js";

export interface Holdout6Label extends NotedLabel {
  format: string;
  layout: string;
  category: string | null;
}

export function generateHoldout6(dir: string, seed = 6): Holdout6Label[] {
  mkdirSync(dir, { recursive: true });
  const plans = makePlans(seed);
  // scenario ids are a seeded shuffle, so the order of files says nothing about category or split
  const order = shuffledIndexes(plans.length, rngFrom(seed * 7919 + 6));
  const labels: Holdout6Label[] = [];
  order.forEach((pi, n) => {
    const p = plans[pi];
    const id = `h6-${String(n + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[p.format]}`;
    const b = build(p);
    writeFileSync(join(dir, file), `${b.lines.join("\n")}\n`);
    const f = p.fault;
    const extras = [
      p.estate.id,
      `${p.durMin} min`,
      f ? `${b.hops}-service chain` : "",
      f?.silent ? "origin goes silent" : "",
      f?.underway ? "fault already under way" : "",
      p.decoy ? "steady decoy" : "",
      p.deploy ? "unrelated deploy" : "",
    ];
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
      note: `${f ? `${f.note} (mode: ${f.mode})` : (p.quiet?.note ?? "")} [${extras.filter(Boolean).join(", ")}]`,
      lines: b.lines.length,
    });
  });
  labels.sort((a, b) => a.id.localeCompare(b.id));
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout6", generateHoldout6);
