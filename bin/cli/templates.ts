// `logdx templates <file|-> [--json]`: the template miner on its own. With --json, one
// {templateId, template} per input line, in order, streamed: a line is written once LOOKAHEAD more
// lines have been mined, so merges that happen soon after it still reach its output, and memory
// stays bounded whatever the input's length. Without --json, the distinct templates with counts.
import type { Command } from "commander";
import { templateInput } from "../../shared/diagnosis/aggregate.js";
import { parseLine } from "../../shared/diagnosis/normalize.js";
import { TemplateMiner } from "../../shared/diagnosis/templates/template-miner.js";
import { pc } from "./color.js";
import { linesOf } from "./input.js";
import { endProgress, progress, write } from "./progress.js";

/** Lines held before their template is written: clusters settle within a few thousand lines. */
export const LOOKAHEAD = 1 << 16;

async function streamJson(file: string): Promise<void> {
  const miner = new TemplateMiner();
  const ring: string[] = new Array(LOOKAHEAD);
  let n = 0;
  let buf = "";
  // a line's output only changes when the miner's templates do: cache per id until they change
  const cache = new Map<string, string>();
  let revision = miner.revision;
  const out = (id: string) => {
    if (revision !== miner.revision) {
      cache.clear();
      revision = miner.revision;
    }
    let text = cache.get(id);
    if (text === undefined) {
      const finalId = miner.resolve(id);
      text = `${JSON.stringify({ templateId: finalId, template: miner.template(finalId) })}\n`;
      cache.set(id, text);
    }
    buf += text;
  };
  for await (const line of linesOf(file)) {
    const slot = n % LOOKAHEAD;
    if (n >= LOOKAHEAD) out(ring[slot]);
    ring[slot] = miner.add(templateInput(parseLine(line).message));
    n++;
    if (buf.length > 1 << 16) {
      await write(buf);
      buf = "";
    }
  }
  for (let i = Math.max(0, n - LOOKAHEAD); i < n; i++) {
    out(ring[i % LOOKAHEAD]);
    if (buf.length > 1 << 16) {
      await write(buf);
      buf = "";
    }
  }
  await write(buf);
}

async function summary(file: string): Promise<void> {
  const miner = new TemplateMiner();
  let n = 0;
  for await (const line of linesOf(file)) {
    miner.add(templateInput(parseLine(line).message));
    progress(++n);
  }
  endProgress(n);
  const clusters = miner.clusters().sort((a, b) => b.count - a.count);
  let buf = pc.bold(`${clusters.length} templates in ${n.toLocaleString("en")} lines\n`);
  for (const c of clusters) buf += `${String(c.count).padStart(9)}  ${pc.dim(c.templateId.padEnd(8))} ${c.template}\n`;
  await write(buf);
}

export function registerTemplates(program: Command): void {
  program
    .command("templates")
    .description("mine the log's templates: distinct templates with counts, or one per line with --json")
    .argument("<file>", "log file (plain or gzip), or - for stdin")
    .option("--json", "one JSON object per input line: {templateId, template}")
    .action((file: string, opts: { json?: boolean }) => (opts.json ? streamJson(file) : summary(file)));
}
