// Scores an incident directory (labels.json beside the files, as ../shared/data/incidents/README.md
// describes) with the engine in-process: the same metrics as the CLI bench, without a process per file.
//
//   npx tsx test/bench/engine-inprocess.ts DIR [--split tune|locked] [--show]
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createDiagnosisSession, type DiagnosisSession } from "../../shared/diagnosis/index.js";
import type { AnalysisResult } from "../../shared/domain/analysis-result.schema.js";
import { type IncidentLabel, scoreIncidents } from "./engine-metrics.js";

/** A session fed every line of a file, ready to finish (and to tell what its confidence came from). */
export function sessionOfFile(file: string): DiagnosisSession {
  const session = createDiagnosisSession();
  for (const line of readFileSync(file, "utf8").split("\n")) session.pushLine(line);
  return session;
}

export function diagnoseFile(file: string): AnalysisResult {
  return sessionOfFile(file).finish();
}

export function runDir(dir: string, split?: string, show = false) {
  const labels = (
    JSON.parse(readFileSync(join(dir, "labels.json"), "utf8")) as Array<IncidentLabel & { split?: string }>
  ).filter((l) => !split || l.split === split);
  const results = new Map<string, AnalysisResult>();
  for (const l of labels) results.set(l.id, diagnoseFile(join(dir, l.file)));
  return scoreIncidents(labels, results, show);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const i = process.argv.indexOf("--split");
  const r = runDir(process.argv[2], i > 0 ? process.argv[i + 1] : undefined, process.argv.includes("--show"));
  for (const [k, v] of Object.entries(r)) console.log(`  ${k.padEnd(16)} ${v.toFixed(3)}`);
}
