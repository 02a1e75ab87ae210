// `logdx` CLI: diagnose a log file or stdin with the built-in engine; `parse` and `templates` (bin/cli/) show what it reads.
import { Command } from "commander";
import { createDiagnosisSession } from "../shared/diagnosis/index.js";
import { pcErr as pc } from "./cli/color.js";
import { formatResult } from "./cli/format-result.js";
import { InputError, linesOf } from "./cli/input.js";
import { registerParse } from "./cli/parse.js";
import { endProgress, progress } from "./cli/progress.js";
import { registerRemoteCommands } from "./cli/remote/register.js";
import { registerTemplates } from "./cli/templates.js";

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
  .description("Diagnose logs with the logdx engine (no LLM needed), or work with a logdx API from the terminal.")
  .showHelpAfterError();
program
  .command("diagnose")
  .description("diagnose a log file with the built-in engine")
  .argument("<file>", "log file (plain or gzip), or - for stdin")
  .option("--json", "print exactly one JSON object: the analysis result")
  .action(diagnose);
registerTemplates(program);
registerParse(program);
registerRemoteCommands(program);

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
