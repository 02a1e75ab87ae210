// An analysis for the terminal: the live progress line while it runs, the readable diagnosis (or exact JSON) at the
// end, and the exit code --fail-on asks for.
import { Option } from "commander";
import type { Analysis, AnalysisProgress, LogdxClient } from "../../../sdk/src/index.js";
import type { AnalysisResult } from "../../../shared/domain/analysis-result.schema.js";
import { pc } from "../color.js";
import { formatResult } from "../format-result.js";
import { CliError, EXIT_BAD_NEWS } from "./cli-error.js";
import { printJson } from "./output.js";

export const SEVERITIES = ["info", "low", "medium", "high", "critical"] as const;
export type Severity = (typeof SEVERITIES)[number];

export const failOnOption = () =>
  new Option("--fail-on <severity>", "exit 3 when the diagnosis is at least this severe").choices(SEVERITIES);

function progressLine(p: AnalysisProgress): string {
  const g = p.progress;
  const sources = g
    ? ` · ${g.sourcesDone}/${g.sourcesTotal} sources · ${g.logsScanned.toLocaleString("en")} lines`
    : "";
  return `analysis ${p.id.slice(0, 8)} · ${p.status}${g ? ` · ${g.stage}` : ""}${sources}`;
}

/** On a terminal one line rewritten in place; elsewhere a line per stage (unless --json keeps stderr quiet). */
function progressReporter(json: boolean) {
  const tty = process.stderr.isTTY;
  let lastStage = "";
  return {
    update(p: AnalysisProgress) {
      if (tty) process.stderr.write(`\r\x1b[K${pc.dim(progressLine(p))}`);
      else if (!json && `${p.status}/${p.progress?.stage}` !== lastStage) process.stderr.write(`${progressLine(p)}\n`);
      lastStage = `${p.status}/${p.progress?.stage}`;
    },
    done() {
      if (tty && lastStage) process.stderr.write("\r\x1b[K");
    },
  };
}

export async function waitWithProgress(client: LogdxClient, id: string, json: boolean): Promise<Analysis> {
  const reporter = progressReporter(json);
  try {
    return await client.analyses.wait(id, { onProgress: reporter.update });
  } finally {
    reporter.done();
  }
}

function describeAnalysis(a: Analysis): string {
  const head = `${pc.bold("Analysis")}   ${a.id} · ${a.status} · ${a.timeStart} → ${a.timeEnd}`;
  if (a.result) return `${head}\n${formatResult(a.result as AnalysisResult)}`;
  if (a.status === "failed") return `${head}\n${pc.red(`failed: ${a.error?.code}: ${a.error?.message}`)}`;
  return `${head}\n${pc.dim(`still ${a.status}: follow it with \`logdx analyses get ${a.id} --wait\``)}`;
}

/** Prints the analysis and answers the exit code: 3 at or above --fail-on; a failed analysis is an error (2). */
export function showAnalysis(a: Analysis, opts: { json?: boolean; failOn?: Severity }): number {
  if (opts.json) printJson(a);
  else process.stdout.write(`${describeAnalysis(a)}\n`);
  // The reason is in what was just printed; stderr only says the command did not get a diagnosis.
  if (a.status === "failed") throw new CliError(`analysis ${a.id} failed: ${a.error?.code}`);
  const severity = a.result?.severity as Severity | undefined;
  if (opts.failOn && severity && SEVERITIES.indexOf(severity) >= SEVERITIES.indexOf(opts.failOn)) {
    if (!opts.json) process.stderr.write(`${pc.red("logdx:")} severity ${severity} is at least ${opts.failOn}\n`);
    return EXIT_BAD_NEWS;
  }
  return 0;
}
