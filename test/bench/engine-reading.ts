// Reading accuracy on Loghub-2k: for the systems whose structured CSV has a true Level column, the
// share of lines whose level `logdx parse --json` agrees with it, and the share of lines given a
// timestamp. Linux is left out: its "Level" column holds the host name.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { templateInput } from "../../shared/diagnosis/aggregate.js";
import { normalizeLevel } from "../../shared/diagnosis/level.js";
import { parseLine } from "../../shared/diagnosis/normalize.js";
import { LOGHUB_SYSTEMS, loadSystem, loghubDir, mine, parseCsv, score } from "./engine-loghub.js";

export const LEVELLED_SYSTEMS = ["Android", "Apache", "BGL", "HDFS", "Hadoop", "Spark", "Zookeeper"];

export interface ParsedRow {
  line: number;
  timestamp: string | null;
  level: string | null;
}

export interface ReadingReport {
  system: string;
  lines: number;
  levelAgreement: number;
  timestampShare: number;
  /** A few disagreements, for reading: [line, truth, got]. */
  misses: Array<[number, string, string]>;
}

function trueLevel(raw: string): string {
  return raw === "FAILURE" ? "fatal" : (normalizeLevel(raw) ?? raw.toLowerCase());
}

/** Scores parsed records against one system's Level column; each line takes the record it belongs to. */
export function scoreReading(system: string, records: ParsedRow[], dir = loghubDir()): ReadingReport {
  const csv = parseCsv(readFileSync(join(dir, system, `${system}_2k.log_structured_corrected.csv`), "utf8"));
  const li = csv[0].indexOf("Level");
  const idi = csv[0].indexOf("LineId");
  const rows = csv.slice(1).filter((r) => r.length === csv[0].length);
  const byLine = new Map(records.map((r) => [r.line, r]));
  let agree = 0;
  let stamped = 0;
  let current: ParsedRow | undefined;
  const misses: Array<[number, string, string]> = [];
  for (const row of rows) {
    const line = Number(row[idi]);
    const own = byLine.get(line);
    current = own ?? current;
    if (current?.timestamp) stamped++;
    const want = trueLevel(row[li]);
    const got = current?.level ?? "null";
    if (got === want) agree++;
    else if (misses.length < 5) misses.push([line, want, got]);
  }
  return {
    system,
    lines: rows.length,
    levelAgreement: agree / rows.length,
    timestampShare: stamped / rows.length,
    misses,
  };
}

/** `logdx parse <file> --json`, as a user would run it. */
export function parseWithCli(file: string, cli: string): ParsedRow[] {
  const r = spawnSync(process.execPath, [cli, "parse", file, "--json"], { encoding: "utf8", maxBuffer: 256 << 20 });
  if (r.status !== 0) throw new Error(`logdx parse failed: ${r.stderr.trim()}`);
  return r.stdout
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as ParsedRow);
}

export function readingBench(cli: string, dir = loghubDir()): ReadingReport[] {
  return LEVELLED_SYSTEMS.map((s) => scoreReading(s, parseWithCli(join(dir, s, `${s}_2k.log`), cli), dir));
}

export function formatReading(reports: ReadingReport[]): string {
  const lines = reports.map(
    (r) =>
      `  ${r.system.padEnd(10)} level agreement ${r.levelAgreement.toFixed(3)}  timestamps ${r.timestampShare.toFixed(3)}  (${r.lines} lines)`,
  );
  return lines.join("\n");
}

/**
 * Group accuracy of templates mined from raw lines the way `logdx templates` mines them (the reader's
 * message, header stripped). In-process: on 2,000 lines the CLI's lookahead holds them all, so the
 * output is the same.
 */
export function templatesFromRawLines(dir = loghubDir()): Array<[string, number]> {
  return LOGHUB_SYSTEMS.map((system) => {
    const { rows, raw } = loadSystem(system, dir);
    const mined = mine(raw.slice(0, rows.length).map((l) => templateInput(parseLine(l).message)));
    return [system, score(rows, mined.groups, mined.templates).ga];
  });
}

export function formatTemplatesGa(ga: Array<[string, number]>): string {
  const mean = ga.reduce((s, [, v]) => s + v, 0) / ga.length;
  return `  ${ga.map(([s, v]) => `${s} ${v.toFixed(3)}`).join("  ")}\n  mean GA ${mean.toFixed(3)}`;
}
