// Loghub-2k accuracy (GA, FGA, PA, FTA) and throughput of the template miner, one configuration for all systems.
// Runnable alone: `npx tsx test/bench/engine-loghub.ts`. Data stays under ../shared/data (research licence).
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { maskTokens, TemplateMiner } from "../../shared/diagnosis/templates/index.js";

export const LOGHUB_SYSTEMS = [
  "Android",
  "Apache",
  "BGL",
  "HDFS",
  "HPC",
  "Hadoop",
  "HealthApp",
  "Linux",
  "OpenSSH",
  "Proxifier",
  "Spark",
  "Zookeeper",
] as const;

export interface Scores {
  ga: number;
  fga: number;
  pa: number;
  fta: number;
}

export interface SystemReport {
  system: string;
  lines: number;
  trueGroups: number;
  content: Scores & { predictedGroups: number };
  /** PA/FTA on raw lines score the content part of the predicted template (see `contentPart`). */
  raw: Scores & { predictedGroups: number };
}

export interface LoghubReport {
  systems: SystemReport[];
  macro: { content: Scores; raw: Scores };
  /** linesPerSecond over wall time; cpuLinesPerSecond over this process's CPU time (fairer on a busy machine). */
  throughput: { linesPerSecond: number; cpuLinesPerSecond: number; lines: number; seconds: number };
}

export interface LoghubRow {
  content: string;
  eventId: string;
  eventTemplate: string;
}

/** RFC 4180 CSV: quoted fields may hold commas, newlines and doubled quotes. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += c;
  }
  if (field !== "" || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

export function loghubDir(): string {
  return resolve(process.cwd(), "../shared/data/loghub2k");
}

export function loadSystem(system: string, dir = loghubDir()): { rows: LoghubRow[]; raw: string[] } {
  const csv = parseCsv(readFileSync(`${dir}/${system}/${system}_2k.log_structured_corrected.csv`, "utf8"));
  const header = csv[0];
  const ci = header.indexOf("Content");
  const ei = header.indexOf("EventId");
  const ti = header.indexOf("EventTemplate");
  const rows = csv
    .slice(1)
    .filter((r) => r.length === header.length)
    .map((r) => ({ content: r[ci], eventId: r[ei], eventTemplate: r[ti] }));
  const raw = readFileSync(`${dir}/${system}/${system}_2k.log`, "utf8").split(/\r?\n/);
  if (raw.length > rows.length && raw[raw.length - 1] === "") raw.pop();
  return { rows, raw };
}

const norm = (s: string): string => s.trim().replace(/\s+/g, " ");

/**
 * Scores a predicted grouping. `predicted[i]` is line i's final group id, `templates[i]` its predicted
 * template text (or null when none can be given for that line).
 */
export function score(rows: LoghubRow[], predicted: string[], templates: Array<string | null>): Scores {
  const trueGroups = new Map<string, number[]>();
  const predGroups = new Map<string, number[]>();
  rows.forEach((r, i) => {
    push(trueGroups, r.eventId, i);
    push(predGroups, predicted[i], i);
  });
  let gaLines = 0;
  let rightGroups = 0;
  let rightTemplates = 0;
  for (const members of predGroups.values()) {
    const truth = rows[members[0]].eventId;
    const exact = members.every((i) => rows[i].eventId === truth) && trueGroups.get(truth)?.length === members.length;
    if (!exact) continue;
    gaLines += members.length;
    rightGroups++;
    const t = templates[members[0]];
    if (t !== null && norm(t) === norm(rows[members[0]].eventTemplate)) rightTemplates++;
  }
  let paLines = 0;
  rows.forEach((r, i) => {
    const t = templates[i];
    if (t !== null && norm(t) === norm(r.eventTemplate)) paLines++;
  });
  return {
    ga: gaLines / rows.length,
    fga: f1(rightGroups, predGroups.size, trueGroups.size),
    pa: paLines / rows.length,
    fta: f1(rightTemplates, predGroups.size, trueGroups.size),
  };
}

function f1(right: number, predicted: number, truth: number): number {
  if (right === 0) return 0;
  const p = right / predicted;
  const r = right / truth;
  return (2 * p * r) / (p + r);
}

function push<K, V>(m: Map<K, V[]>, k: K, v: V): void {
  const list = m.get(k);
  if (list) list.push(v);
  else m.set(k, [v]);
}

/** Mines messages with one fresh miner; returns each line's final group id and final template. */
export function mine(messages: string[]): { groups: string[]; templates: string[]; miner: TemplateMiner } {
  const miner = new TemplateMiner();
  const ids = messages.map((m) => miner.add(m));
  const groups = ids.map((id) => miner.resolve(id));
  const cache = new Map<string, string>();
  const templates = groups.map((g) => {
    let t = cache.get(g);
    if (t === undefined) {
      t = miner.template(g);
      cache.set(g, t);
    }
    return t;
  });
  return { groups, templates, miner };
}

/**
 * The content part of a raw line's template: when the raw line ends with Content after whitespace, the masked
 * raw line ends with the k masked tokens of Content, and the template keeps one token per masked token, so its
 * last k tokens are the content's template. The header/content split of the labels is used only to cut the
 * prediction, never to mine. Lines whose header is glued to the content give null (scored wrong).
 */
export function contentPart(rawLine: string, content: string, rawTemplate: string): string | null {
  const line = rawLine.trimEnd();
  const c = content.trim();
  if (c === "" || !line.endsWith(c)) return null;
  const before = line.slice(0, line.length - c.length);
  if (before !== "" && !/\s$/.test(before)) return null;
  const k = maskTokens(c).length;
  const tTokens = rawTemplate.split(" ");
  if (tTokens.length !== maskTokens(line).length || k > tTokens.length) return null;
  return tTokens.slice(tTokens.length - k).join(" ");
}

export function evaluateSystem(system: string, dir = loghubDir()): SystemReport {
  const { rows, raw } = loadSystem(system, dir);
  const c = mine(rows.map((r) => r.content));
  const contentScores = score(rows, c.groups, c.templates);
  const rawLines = raw.slice(0, rows.length);
  const r = mine(rawLines);
  const rawTemplates = rows.map((row, i) => contentPart(rawLines[i], row.content, r.templates[i]));
  const rawScores = score(rows, r.groups, rawTemplates);
  return {
    system,
    lines: rows.length,
    trueGroups: new Set(rows.map((x) => x.eventId)).size,
    content: { ...contentScores, predictedGroups: new Set(c.groups).size },
    raw: { ...rawScores, predictedGroups: new Set(r.groups).size },
  };
}

export function measureThroughput(minSeconds = 2, dir = loghubDir()): LoghubReport["throughput"] {
  const corpora = LOGHUB_SYSTEMS.map((s) => loadSystem(s, dir).rows.map((r) => r.content));
  let lines = 0;
  const cpuStart = process.cpuUsage();
  const start = process.hrtime.bigint();
  let seconds = 0;
  // A fresh miner per system and pass: each pass is a cold start, as for one uploaded log.
  while (seconds < minSeconds) {
    for (const corpus of corpora) {
      const miner = new TemplateMiner();
      for (const line of corpus) miner.add(line);
      lines += corpus.length;
    }
    seconds = Number(process.hrtime.bigint() - start) / 1e9;
  }
  const cpu = process.cpuUsage(cpuStart);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  return { linesPerSecond: lines / seconds, cpuLinesPerSecond: lines / cpuSeconds, lines, seconds };
}

export async function runLoghubBench(opts: { minSeconds?: number } = {}): Promise<LoghubReport> {
  const systems = LOGHUB_SYSTEMS.map((s) => evaluateSystem(s));
  const avg = (pick: (s: SystemReport) => Scores): Scores => {
    const n = systems.length;
    const sum = (k: keyof Scores) => systems.reduce((acc, s) => acc + pick(s)[k], 0) / n;
    return { ga: sum("ga"), fga: sum("fga"), pa: sum("pa"), fta: sum("fta") };
  };
  return {
    systems,
    macro: { content: avg((s) => s.content), raw: avg((s) => s.raw) },
    throughput: measureThroughput(opts.minSeconds ?? 2),
  };
}

export function formatLoghubReport(report: LoghubReport): string {
  const f = (x: number) => x.toFixed(3);
  const out: string[] = [];
  out.push("Loghub-2k template mining (one configuration; raw PA/FTA = content part of the raw template)");
  out.push(
    `${"system".padEnd(10)} | groups | content GA   FGA    PA     FTA  (pred) | raw GA   FGA    PA     FTA  (pred)`,
  );
  for (const s of report.systems) {
    out.push(
      `${s.system.padEnd(10)} | ${String(s.trueGroups).padStart(6)} | ${f(s.content.ga)} ${f(s.content.fga)} ${f(s.content.pa)} ${f(
        s.content.fta,
      )} ${String(s.content.predictedGroups).padStart(5)} | ${f(s.raw.ga)} ${f(s.raw.fga)} ${f(s.raw.pa)} ${f(s.raw.fta)} ${String(
        s.raw.predictedGroups,
      ).padStart(5)}`,
    );
  }
  const m = report.macro;
  out.push(
    `${"macro".padEnd(10)} | ${"".padStart(6)} | ${f(m.content.ga)} ${f(m.content.fga)} ${f(m.content.pa)} ${f(m.content.fta)}       | ${f(
      m.raw.ga,
    )} ${f(m.raw.fga)} ${f(m.raw.pa)} ${f(m.raw.fta)}`,
  );
  const t = report.throughput;
  out.push(
    `throughput: ${Math.round(t.linesPerSecond).toLocaleString("en-US")} lines/s wall, ${Math.round(t.cpuLinesPerSecond).toLocaleString("en-US")} lines/s CPU (${t.lines} lines in ${t.seconds.toFixed(2)} s, one thread, fresh miner per system per pass)`,
  );
  return out.join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.log(formatLoghubReport(await runLoghubBench()));
}
