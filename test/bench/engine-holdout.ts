// Blind holdout generator for the diagnosis engine: 64 incidents over the 13 root-cause categories
// plus 8 quiet windows, written from public postmortems' failure modes in each runtime's own words,
// in layouts the dev set does not use (kubectl --prefix --timestamps, Docker json-file, CRI, JSON
// lines holding logback text, RFC 5424 syslog, OpenTelemetry log JSON, CloudWatch Lambda export,
// applications' own JSON). Deterministic (seeded PRNG per scenario). Not part of `npm test`.
//
//   npx tsx test/bench/engine-holdout.ts --out DIR     # writes one log file per scenario + labels.json
//
// Each scenario definition (test/bench/holdout/scn-*.ts) carries a `note` naming the failure mode.
// The label shape follows shared/data/incidents/README.md, plus `split` ("tune" | "locked").
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { CATEGORIES } from "../../shared/domain/analysis-vocabulary.js";
import type { SplitLabel } from "./engine-metrics.js";
import type { Def } from "./holdout/common.js";
import type { Envelope } from "./holdout/core.js";
import { PART_A } from "./holdout/scn-a.js";
import { PART_B } from "./holdout/scn-b.js";
import { QUIET } from "./holdout/scn-quiet.js";
import { simulate } from "./holdout/sim.js";

export interface HoldoutLabel extends SplitLabel {
  format: Envelope;
}

const EXT: Record<Envelope, string> = {
  "kubectl-prefix": "log",
  "docker-json": "log",
  cri: "log",
  "spring-json": "jsonl",
  "syslog-5424": "log",
  "otel-json": "jsonl",
  "cloudwatch-lambda": "jsonl",
  "app-json": "jsonl",
};

/** Interleaves the categories (round robin) so ids do not group by category; quiet windows spread in. */
export function orderedDefs(): Array<{ def: Def; split: "tune" | "locked" }> {
  const all = [...PART_A, ...PART_B];
  const byCat = new Map<string, Def[]>();
  for (const d of all) {
    const c = d.category ?? "none";
    if (!byCat.has(c)) byCat.set(c, []);
    byCat.get(c)!.push(d);
  }
  const out: Array<{ def: Def; split: "tune" | "locked" }> = [];
  const seen = new Map<string, number>();
  let q = 0;
  for (let round = 0; round < 8; round++) {
    for (const c of CATEGORIES) {
      const list = byCat.get(c) ?? [];
      if (round < list.length) {
        const k = seen.get(c) ?? 0;
        seen.set(c, k + 1);
        out.push({ def: list[round], split: k % 2 === 0 ? "tune" : "locked" });
      }
    }
    if (q < QUIET.length) {
      out.push({ def: QUIET[q], split: q % 2 === 0 ? "tune" : "locked" });
      q++;
    }
  }
  while (q < QUIET.length) {
    out.push({ def: QUIET[q], split: q % 2 === 0 ? "tune" : "locked" });
    q++;
  }
  return out;
}

export function generateHoldout(outDir: string): HoldoutLabel[] {
  mkdirSync(outDir, { recursive: true });
  const labels: HoldoutLabel[] = [];
  orderedDefs().forEach(({ def, split }, k) => {
    const id = `ho-${String(k + 1).padStart(2, "0")}`;
    const { lines, t0 } = simulate({ ...def, id });
    const file = `${id}.${EXT[def.envelope]}`;
    writeFileSync(join(outDir, file), `${lines.join("\n")}\n`);
    const inc = def.category !== null && def.fault !== undefined;
    labels.push({
      id,
      file,
      format: def.envelope,
      isIncident: inc,
      originService: inc ? def.origin : null,
      category: inc ? def.category : null,
      errorTypeHints: inc ? def.hints : [],
      incidentStart: inc ? new Date(t0 + def.fault!.at).toISOString() : null,
      expectedSeverityAtLeast: inc ? def.severity : null,
      split,
    });
  });
  writeFileSync(join(outDir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const k = process.argv.indexOf("--out");
  const out = resolve(k > 0 && process.argv[k + 1] ? process.argv[k + 1] : ".holdout");
  const labels = generateHoldout(out);
  console.log(`wrote ${labels.length} scenarios to ${out}`);
}
