// Holdout set 8 for the incident diagnosis engine, written blind (its author never ran or read the engine):
// 52 incidents (four per root-cause category) and 12 quiet windows over three made-up estates (a ski resort's
// lifts, passes and rentals; a veterinary diagnostic lab; a city bike-share operator), in the six formats of the
// incidents README (10-11 files each), 900 to 150,000 lines per file. Hard cases: WARN-only origins, origins
// that crash and go silent while kubelet / systemd / the kernel report it, callers louder than the origin and
// naming it, 3-hop chains, gateways answering 502/504, decoy services with steady errors, unrelated deploys near
// onset, clock skew up to 300 ms, faults in the first minute and in the last quarter.
//
//   npx tsx test/bench/engine-holdout8.ts --out DIR [--seed N]
//
// Writes DIR/h8-NN.<ext> and DIR/labels.json (the incidents README's fields plus split, note, lines).
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { EXT } from "./holdout8/format.js";
import { makePlans } from "./holdout8/plan.js";
import { build } from "./holdout8/sim.js";

export function generateHoldout8(dir: string, seed = 8): NotedLabel[] {
  mkdirSync(dir, { recursive: true });
  const labels: NotedLabel[] = makePlans(seed).map((p, n) => {
    const id = `h8-${String(n + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[p.format]}`;
    const b = build(p);
    writeFileSync(join(dir, file), `${b.lines.join("\n")}\n`);
    const f = p.fault;
    const hops = f ? 1 + f.chain.length + (f.edge ? 1 : 0) : 0;
    const where = f ? `, onset at ${Math.round(p.onsetAt * 100)}% of the window` : "";
    return {
      id,
      file,
      format: p.format,
      isIncident: Boolean(f),
      originService: b.origin,
      category: f ? f.cat : null,
      errorTypeHints: f ? f.hints : [],
      incidentStart: b.incidentStart === null ? null : new Date(b.incidentStart).toISOString(),
      expectedSeverityAtLeast: f ? f.sev : null,
      split: p.split,
      note: `${f ? f.note : (p.quiet?.note ?? "")} [${p.estate.id}, ${p.minutes} min${f ? `, ${f.mode}, ${hops}-service chain${where}` : ""}${b.deployDecoy ? ", decoy deploy" : ""}]`,
      lines: b.lines.length,
    };
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout8", generateHoldout8);
