// `npm run bench:engine`: the diagnosis engine measured the way it is judged. Prints the incident
// dev set metrics (scored as shared/data/incidents/README.md says, through the real CLI), BGL
// alert detection, Loghub reading accuracy (`logdx parse`, engine-reading.ts) and template metrics
// (engine-loghub.ts), and 1,000,000-line runs of `diagnose` and `templates`: wall time and peak RSS.
import { spawnSync } from "node:child_process";
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { isErrorLine } from "../../shared/diagnosis/error-line.js";
import { type AnalysisResult, analysisResultSchema } from "../../shared/domain/analysis-result.schema.js";
import { type IncidentLabel, scoreIncidents } from "./engine-metrics.js";
import { formatOpenstack, openstackBench } from "./engine-openstack.js";
import { HOLDOUTS } from "./holdouts.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const shared = join(root, "..", "shared");
const cli = join(root, "bin", "logdx-cli.mjs");

function runCli(file: string): { ok: boolean; result?: ReturnType<typeof analysisResultSchema.parse>; ms: number } {
  const t = process.hrtime.bigint();
  const r = spawnSync(process.execPath, [cli, "diagnose", file, "--json"], {
    encoding: "utf8",
    timeout: 60000,
    maxBuffer: 64 << 20,
  });
  const ms = Number(process.hrtime.bigint() - t) / 1e6;
  if (r.status !== 0) return { ok: false, ms };
  const lines = r.stdout.trim().split("\n");
  if (lines.length !== 1) return { ok: false, ms };
  try {
    const parsed = analysisResultSchema.safeParse(JSON.parse(lines[0]));
    if (!parsed.success || !parsed.data.rootCause.service) return { ok: false, ms };
    return { ok: true, result: parsed.data, ms };
  } catch {
    return { ok: false, ms };
  }
}

/** Diagnoses every file of an incident directory through the real CLI and scores it (engine-metrics.ts). */
export function incidentBench(
  dir = join(shared, "data", "incidents"),
  filter: (l: IncidentLabel & { split?: string }) => boolean = () => true,
): Record<string, number> {
  const labels = (
    JSON.parse(readFileSync(join(dir, "labels.json"), "utf8")) as Array<IncidentLabel & { split?: string }>
  ).filter(filter);
  const results = new Map<string, AnalysisResult | undefined>();
  let lines = 0;
  let ms = 0;
  for (const l of labels) {
    const file = join(dir, l.file);
    const run = runCli(file);
    ms += run.ms;
    if (run.ok)
      lines += readFileSync(file, "utf8")
        .split("\n")
        .filter((x) => x.length > 0).length;
    results.set(l.id, run.result);
  }
  return { ...scoreIncidents(labels, results, true), linesPerSecond: lines / (ms / 1000) };
}

export function bglBench(): { precision: number; recall: number; alerts: number; flagged: number } {
  const raw = readFileSync(join(shared, "data", "loghub2k", "BGL", "BGL_2k.log"), "utf8")
    .split("\n")
    .filter(Boolean);
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const line of raw) {
    const sp = line.indexOf(" ");
    const label = line.slice(0, sp);
    const verdict = isErrorLine(line.slice(sp + 1));
    const alert = label !== "-";
    if (verdict && alert) tp++;
    else if (verdict) fp++;
    else if (alert) fn++;
  }
  return { precision: tp / Math.max(tp + fp, 1), recall: tp / Math.max(tp + fn, 1), alerts: tp + fn, flagged: tp + fp };
}

/** A realistic multi-service JSON-lines stream: steady traffic, a noisy service, an incident at 60%. */
export async function generateLargeInput(file: string, lines: number): Promise<void> {
  const out = createWriteStream(file);
  let seed = 42;
  const rnd = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
  const services = [
    "edge-gateway",
    "orders-api",
    "cart-service",
    "inventory-svc",
    "pricing-engine",
    "user-profile",
    "search-api",
    "notifier",
  ];
  const start = Date.parse("2026-03-01T10:00:00Z");
  const spanMs = 3 * 3600 * 1000;
  let buf = "";
  for (let i = 0; i < lines; i++) {
    const t = start + Math.floor((i / lines) * spanMs);
    const svc = services[Math.floor(rnd() * services.length)];
    const incident = i > lines * 0.6;
    let level = "info";
    let msg: string;
    const r = rnd();
    if (svc === "notifier" && r < 0.05) {
      level = "error";
      msg = `push to device ${Math.floor(rnd() * 1e6)} rejected: BadDeviceToken`;
    } else if (incident && svc === "inventory-svc" && r < 0.5) {
      level = "error";
      msg = `stock lookup failed: SQLSTATE 53300 too many connections for role "inventory" (pool ${Math.floor(rnd() * 50)}/50)`;
    } else if (incident && svc === "orders-api" && r < 0.3) {
      level = "error";
      msg = `POST /orders -> 503 upstream inventory-svc failed after ${Math.floor(rnd() * 900)}ms`;
    } else {
      msg = `${["GET", "POST", "PUT"][Math.floor(rnd() * 3)]} /v1/${svc.split("-")[0]}/${Math.floor(rnd() * 1e5)} -> 200 in ${Math.floor(rnd() * 300)}ms user=${Math.floor(rnd() * 1e6)} trace=${Math.floor(rnd() * 1e12).toString(16)}`;
    }
    buf += `${JSON.stringify({ timestamp: new Date(t).toISOString(), service: svc, level, message: msg })}\n`;
    if (buf.length > 1 << 20) {
      if (!out.write(buf)) await new Promise<void>((res) => out.once("drain", () => res()));
      buf = "";
    }
  }
  out.end(buf);
  await new Promise<void>((res) => out.once("finish", () => res()));
}

interface Timed {
  seconds: number;
  cpuSeconds: number;
  peakRssMb: number;
  stdout: string;
}

/** The CLI as a child under /usr/bin/time: wall, CPU (user + sys) and peak RSS; stdout to a file. */
function timeCli(args: string[], stdoutFile: string): Timed {
  const t = process.hrtime.bigint();
  const r = spawnSync("sh", ["-c", `/usr/bin/time -v "$@" > ${stdoutFile}`, "sh", process.execPath, cli, ...args], {
    encoding: "utf8",
  });
  const seconds = Number(process.hrtime.bigint() - t) / 1e9;
  const num = (re: RegExp) => Number(re.exec(r.stderr)?.[1] ?? Number.NaN);
  return {
    seconds,
    cpuSeconds: num(/User time \(seconds\): ([\d.]+)/) + num(/System time \(seconds\): ([\d.]+)/),
    peakRssMb: num(/Maximum resident set size \(kbytes\): (\d+)/) / 1024,
    stdout: stdoutFile,
  };
}

export async function largeBench(lines = 1_000_000): Promise<{
  diagnose: Timed & { origin: string };
  templates: Timed & { lines: number };
}> {
  const dir = mkdtempSync(join(tmpdir(), "logdx-bench-"));
  try {
    const file = join(dir, "large.jsonl");
    await generateLargeInput(file, lines);
    const d = timeCli(["diagnose", file, "--json"], join(dir, "diagnose.out"));
    let origin = "FAILED";
    try {
      origin = JSON.parse(readFileSync(d.stdout, "utf8")).rootCause.service;
    } catch {
      /* reported as FAILED */
    }
    const t = timeCli(["templates", file, "--json"], join(dir, "templates.out"));
    const out = readFileSync(t.stdout);
    let n = 0;
    for (let i = out.indexOf(10); i >= 0; i = out.indexOf(10, i + 1)) n++;
    return { diagnose: { ...d, origin }, templates: { ...t, lines: n } };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function printMetrics(m: Record<string, number>): void {
  for (const [k, v] of Object.entries(m))
    console.log(`  ${k.padEnd(16)} ${k === "linesPerSecond" ? Math.round(v) : v.toFixed(3)}`);
}

/** Generates a scenario set into a temp dir, scores each requested split through the CLI, cleans up. */
async function generatedBench(
  title: string,
  generate: (dir: string) => unknown,
  splits: Array<[string, (l: IncidentLabel & { split?: string }) => boolean]>,
): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "logdx-gen-"));
  try {
    generate(dir);
    for (const [name, filter] of splits) {
      console.log(`== ${title}${name ? `, ${name}` : ""} (via the CLI)`);
      printMetrics(incidentBench(dir, filter));
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function printLarge(): Promise<void> {
  console.log("== 1,000,000 lines (generated multi-service JSON lines, CLI as a child)");
  const big = await largeBench();
  const d = big.diagnose;
  const t = big.templates;
  console.log(
    `  diagnose   wall ${d.seconds.toFixed(2)} s  cpu ${d.cpuSeconds.toFixed(2)} s  peak RSS ${d.peakRssMb.toFixed(0)} MB  origin=${d.origin}`,
  );
  console.log(
    `  templates  wall ${t.seconds.toFixed(2)} s  cpu ${t.cpuSeconds.toFixed(2)} s  peak RSS ${t.peakRssMb.toFixed(0)} MB  (${t.lines} lines out, ${Math.round(t.lines / t.cpuSeconds).toLocaleString("en")} lines/s CPU)`,
  );
}

async function main(): Promise<void> {
  const f = (x: number) => x.toFixed(3);
  const hasShared = existsSync(join(shared, "data"));
  if (hasShared) {
    console.log("== Incident dev set (../shared/data/incidents, via the CLI)");
    printMetrics(incidentBench());
  } else console.log("== (skipped: ../shared/data is not beside the repo; the dev set, OpenStack and Loghub need it)");
  const { generate } = await import("./engine-robustness.js");
  await generatedBench("Robustness set (engine-robustness.ts: tuned against)", generate, [["", () => true]]);
  const halves: Array<[string, (l: { split?: string }) => boolean]> = [
    ["tuning half", (l) => l.split === "tune"],
    ["locked half", (l) => l.split === "locked"],
  ];
  for (const { title, load } of HOLDOUTS) {
    const generateSet = await load();
    if (generateSet) await generatedBench(title, (dir) => generateSet(dir), halves);
  }
  if (hasShared) {
    console.log("== OpenStack fault injections (../shared/data/openstack-faults, in-process)");
    for (const split of ["tune", "locked", "all"] as const) {
      const r = openstackBench(split);
      if (r) console.log(formatOpenstack(split, r));
    }
  }
  if (!hasShared) {
    await printLarge();
    return;
  }
  console.log("== BGL alert detection (per-line error verdict vs Label)");
  const bgl = bglBench();
  console.log(
    `  precision ${f(bgl.precision)}  recall ${f(bgl.recall)}  (alerts ${bgl.alerts}, flagged ${bgl.flagged})`,
  );
  console.log("== Loghub-2k reading (`logdx parse --json` vs the Level column; share of lines given a timestamp)");
  try {
    const { readingBench, formatReading, templatesFromRawLines, formatTemplatesGa } = await import(
      "./engine-reading.js"
    );
    console.log(formatReading(readingBench(cli)));
    console.log("== Loghub-2k templates of raw lines as `logdx templates` mines them (header read by the reader)");
    console.log(formatTemplatesGa(templatesFromRawLines()));
  } catch (err) {
    console.log(`  (not available: ${(err as Error).message})`);
  }
  console.log("== Loghub-2k template mining");
  try {
    const mod = (await import("./engine-loghub.js")) as {
      runLoghubBench: () => Promise<unknown>;
      formatLoghubReport?: (r: unknown) => string;
    };
    const report = await mod.runLoghubBench();
    console.log(mod.formatLoghubReport ? mod.formatLoghubReport(report) : JSON.stringify(report, null, 1));
  } catch (err) {
    console.log(`  (not available: ${(err as Error).message})`);
  }
  await printLarge();
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
