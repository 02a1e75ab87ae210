// `logdx` CLI: diagnose a log file or stdin with the built-in engine; `parse` and `templates` (bin/cli/) show what it reads.
import { Command } from "commander";
import pc from "picocolors";
import { createDiagnosisSession } from "../shared/diagnosis/index.js";
import type { AnalysisResult } from "../shared/domain/analysis-result.schema.js";
import { InputError, linesOf } from "./cli/input.js";
import { registerParse } from "./cli/parse.js";
import { endProgress, progress } from "./cli/progress.js";
import { registerTemplates } from "./cli/templates.js";

const SEVERITY_COLOR: Record<string, (s: string) => string> = {
  critical: (s) => pc.bold(pc.red(s)),
  high: pc.red,
  medium: pc.yellow,
  low: pc.cyan,
  info: pc.green,
};

export function formatResult(r: AnalysisResult): string {
  const out: string[] = [];
  const sev = SEVERITY_COLOR[r.severity] ?? ((s: string) => s);
  out.push(
    `${pc.bold("Severity")}   ${sev(r.severity.toUpperCase())}   ${pc.dim(`confidence ${Math.round(r.confidence * 100)}%`)}`,
  );
  out.push(`${pc.bold("Summary")}    ${r.summary}`);
  out.push(
    `${pc.bold("Root cause")} ${pc.bold(r.rootCause.service)} · ${r.rootCause.category} · ${r.rootCause.errorType}`,
  );
  out.push(`           ${pc.dim(r.rootCause.description)}`);
  if (r.affectedServices.length > 0) {
    out.push("", pc.bold("Services"));
    for (const s of r.affectedServices)
      out.push(
        `  ${s.serviceName.padEnd(28)} ${s.role.padEnd(10)} ${String(s.errorCount).padStart(6)} errors  ${pc.dim(`${s.firstSeen} → ${s.lastSeen}`)}`,
      );
  }
  if (r.timeline.length > 0) {
    out.push("", pc.bold("Timeline"));
    for (const t of r.timeline) {
      const mark = t.isRootCause ? pc.red("●") : pc.dim("·");
      const msg = t.message.split("\n")[0];
      out.push(
        `  ${mark} ${pc.dim(t.timestamp)} ${t.service} ${t.level.toUpperCase()} ${msg.length > 160 ? `${msg.slice(0, 160)}…` : msg}`,
      );
    }
  }
  if (r.suggestedActions.length > 0) {
    out.push("", pc.bold("Actions"));
    for (const a of r.suggestedActions)
      out.push(`  ${a.priority}. [${a.type}] ${a.action}\n     ${pc.dim(a.rationale)}`);
  }
  out.push("", pc.dim(`${r.logsScanned} lines scanned`));
  return out.join("\n");
}

async function diagnose(file: string, opts: { json?: boolean }): Promise<void> {
  const session = createDiagnosisSession();
  for await (const line of linesOf(file)) {
    session.pushLine(line);
    if (!opts.json) progress(session.linesSeen);
  }
  if (!opts.json) endProgress(session.linesSeen);
  const result = session.finish();
  process.stdout.write(opts.json ? `${JSON.stringify(result)}\n` : `${formatResult(result)}\n`);
}

const program = new Command()
  .name("logdx")
  .description("Diagnose logs with the logdx engine (no LLM needed).")
  .showHelpAfterError();
program
  .command("diagnose")
  .description("diagnose a log file with the built-in engine")
  .argument("<file>", "log file (plain or gzip), or - for stdin")
  .option("--json", "print exactly one JSON object: the analysis result")
  .action(diagnose);
registerTemplates(program);
registerParse(program);

// `logdx parse big.log | head` closes the pipe early: that is the reader's choice, not an error
process.stdout.on("error", (err: NodeJS.ErrnoException) => {
  if (err.code === "EPIPE") process.exit(0);
  throw err;
});

try {
  await program.parseAsync(process.argv);
} catch (err) {
  const e = err as NodeJS.ErrnoException;
  const reason = err instanceof InputError ? e.message : `cannot read input: ${e.message}`;
  process.stderr.write(`${pc.red("logdx:")} ${reason}\n`);
  process.exitCode = 2;
}
