// `logdx` CLI: diagnose a log file or stdin with the built-in engine, or print its templates.
import { createReadStream, statSync } from "node:fs";
import { createInterface } from "node:readline";
import { Command } from "commander";
import pc from "picocolors";
import { templateInput } from "../shared/diagnosis/aggregate.js";
import { createDiagnosisSession } from "../shared/diagnosis/index.js";
import { TemplateMiner } from "../shared/diagnosis/miner.js";
import { parseLine } from "../shared/diagnosis/normalize.js";
import { formatResult } from "./cli/format-result.js";
import { registerRemoteCommands } from "./cli/remote/register.js";

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
  .description("Diagnose logs with the logdx engine (no LLM needed), or work with a logdx API from the terminal.")
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
registerRemoteCommands(program);

try {
  await program.parseAsync(process.argv);
} catch (err) {
  const e = err as NodeJS.ErrnoException;
  const reason = e.code === "ENOENT" ? "no such file" : e.code === "EACCES" ? "permission denied" : e.message;
  process.stderr.write(`${pc.red("logdx:")} cannot read input: ${reason}\n`);
  process.exitCode = 2;
}
