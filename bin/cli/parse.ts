// `logdx parse <file|-> [--json]`: what the engine read from each logical record, so a user can see
// why a diagnosis read their logs as it did.
import type { Command } from "commander";
import { LogReader } from "../../shared/diagnosis/log-reader.js";
import type { LogRecord } from "../../shared/diagnosis/log-record.js";
import type { RecordOrigin } from "../../shared/diagnosis/multiline.js";
import { pc } from "./color.js";
import { linesOf } from "./input.js";
import { write } from "./progress.js";

export interface ParsedRecordJson {
  line: number;
  timestamp: string | null;
  level: string | null;
  service: string | null;
  message: string;
  traceId?: string;
  spanId?: string;
}

export function toJson(r: LogRecord, origin: RecordOrigin): ParsedRecordJson {
  const out: ParsedRecordJson = {
    line: origin.line,
    timestamp: origin.statedTime ? new Date(r.timestamp).toISOString() : null,
    level: r.level === "unknown" ? null : r.level,
    service: r.service === "unknown" ? null : r.service,
    message: r.message,
  };
  if (r.traceId) out.traceId = r.traceId;
  if (r.spanId) out.spanId = r.spanId;
  return out;
}

const LEVEL_COLOR: Record<string, (s: string) => string> = {
  fatal: (s) => pc.bold(pc.red(s)),
  error: pc.red,
  warn: pc.yellow,
  info: pc.green,
  debug: pc.dim,
  trace: pc.dim,
};

function row(j: ParsedRecordJson): string {
  const level = (j.level ?? "-").toUpperCase().padEnd(5);
  const first = j.message.split("\n", 1)[0];
  const more = j.message.includes("\n") ? pc.dim(` (+${j.message.split("\n").length - 1} lines)`) : "";
  const msg = first.length > 140 ? `${first.slice(0, 140)}…` : first;
  const trace = j.traceId ? pc.dim(` trace=${j.traceId}`) : "";
  return `${pc.dim(String(j.line).padStart(6))} ${pc.dim((j.timestamp ?? "-").padEnd(24))} ${(LEVEL_COLOR[j.level ?? ""] ?? ((s: string) => s))(level)} ${(j.service ?? "-").padEnd(24)} ${msg}${more}${trace}\n`;
}

async function parse(file: string, opts: { json?: boolean }): Promise<void> {
  let buf = "";
  const reader = new LogReader((r, origin) => {
    const j = toJson(r, origin);
    buf += opts.json ? `${JSON.stringify(j)}\n` : row(j);
  });
  if (!opts.json)
    buf += pc.bold(`${"line".padStart(6)} ${"timestamp".padEnd(24)} level ${"service".padEnd(24)} message\n`);
  for await (const line of linesOf(file)) {
    reader.push(line);
    if (buf.length > 1 << 16) {
      await write(buf);
      buf = "";
    }
  }
  reader.flush();
  await write(buf);
}

export function registerParse(program: Command): void {
  program
    .command("parse")
    .description("show how the engine reads each record: time, level, service, message, trace id")
    .argument("<file>", "log file (plain or gzip), or - for stdin")
    .option("--json", "one JSON object per record: {line, timestamp, level, service, message, traceId?, spanId?}")
    .action(parse);
}
