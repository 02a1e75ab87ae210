// `logdx` CLI: diagnose a log file or stdin with the built-in engine, or print its templates.
import { createReadStream, statSync } from "node:fs";
import { createInterface } from "node:readline";
import { Command } from "commander";
import pc from "picocolors";
import { templateInput } from "../shared/diagnosis/aggregate.js";
import { createDiagnosisSession } from "../shared/diagnosis/index.js";
import { TemplateMiner } from "../shared/diagnosis/miner.js";
import { parseLine } from "../shared/diagnosis/normalize.js";
import type { AnalysisResult } from "../shared/domain/analysis-result.schema.js";

const PROGRESS_EVERY = 50000;

function openInput(file: string): NodeJS.ReadableStream {
  if (file === "-") return process.stdin;
  const st = statSync(file);
  if (!st.isFile()) throw new Error(`${file} is not a file`);
  return createReadStream(file, { encoding: "utf8", highWaterMark: 1 << 20 });
}

async function* linesOf(file: string): AsyncGenerator<string> {
  const input = openInput(file);
  const rl = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of rl) yield line;
}

function progress(n: number): void {
  if (process.stderr.isTTY && n % PROGRESS_EVERY === 0)
    process.stderr.write(`\r${pc.dim(`read ${n.toLocaleString("en")} lines…`)}`);
}

function endProgress(n: number): void {
  if (process.stderr.isTTY && n >= PROGRESS_EVERY) process.stderr.write("\r\x1b[K");
}

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

async function templates(file: string, opts: { json?: boolean }): Promise<void> {
  const miner = new TemplateMiner();
  const ids: string[] = [];
  for await (const line of linesOf(file)) {
    ids.push(miner.add(templateInput(parseLine(line).message)));
    if (!opts.json) progress(ids.length);
  }
  if (!opts.json) endProgress(ids.length);
  // clusters merge while mining: every line gets its cluster's final id and template
  const cache = new Map<string, string>();
  const finalOf = (id: string) => {
    let line = cache.get(id);
    if (line === undefined) {
      const finalId = miner.resolve(id);
      const template = miner.template(finalId);
      line = opts.json
        ? `${JSON.stringify({ templateId: finalId, template })}\n`
        : `${pc.dim(finalId.padEnd(8))} ${template}\n`;
      cache.set(id, line);
    }
    return line;
  };
  let buf = "";
  for (const id of ids) {
    buf += finalOf(id);
    if (buf.length > 1 << 16) {
      if (!process.stdout.write(buf)) await new Promise<void>((r) => process.stdout.once("drain", () => r()));
      buf = "";
    }
  }
  process.stdout.write(buf);
}

const program = new Command()
  .name("logdx")
  .description("Diagnose logs with the logdx engine (no LLM needed).")
  .showHelpAfterError();
program
  .command("diagnose")
  .argument("<file>", "log file, or - for stdin")
  .option("--json", "print exactly one JSON object: the analysis result")
  .action(diagnose);
program
  .command("templates")
  .argument("<file>", "log file, or - for stdin")
  .option("--json", "one JSON object per input line: {templateId, template}")
  .action(templates);

try {
  await program.parseAsync(process.argv);
} catch (err) {
  const e = err as NodeJS.ErrnoException;
  const reason = e.code === "ENOENT" ? "no such file" : e.code === "EACCES" ? "permission denied" : e.message;
  process.stderr.write(`${pc.red("logdx:")} cannot read input: ${reason}\n`);
  process.exitCode = 2;
}
