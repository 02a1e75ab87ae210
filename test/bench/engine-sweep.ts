// Every blind set's answers, one line per window, to compare two engines answer by answer (bench:engine gives only
// the sums). Sets are generated once into a cache directory and reused; the answers are the engine's in-process.
//
//   npx tsx test/bench/engine-sweep.ts --out before.tsv [--sets holdout3,quiet7] [--split tune|locked] [--shard 1/2]
//   npx tsx test/bench/engine-sweep.ts --compare before.tsv after.tsv
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { sessionOfFile } from "./engine-inprocess.js";
import type { SplitLabel } from "./engine-metrics.js";
import { cachedSet, HOLDOUTS } from "./holdouts.js";

const SEVERITIES = ["info", "low", "medium", "high", "critical"];
const ALARM = new Set(["medium", "high", "critical"]);
const norm = (s: string) => s.toLowerCase().replace(/-1$/, "");

/** One window's answer: set, id, half, kind, verdict (both / CAT / ORIG / NONE, ok / FA), severity, answer. */
function answerRow(set: string, dir: string, l: SplitLabel): string {
  const r = sessionOfFile(join(dir, l.file)).finish();
  const answer = `${r.rootCause.service}/${r.rootCause.category} (${r.rootCause.errorType})`;
  if (!l.isIncident)
    return [set, l.id, l.split, "QUIET", ALARM.has(r.severity) ? "FA" : "ok", r.severity, r.confidence, answer].join(
      "\t",
    );
  const origin = norm(r.rootCause.service) === norm(l.originService ?? "");
  const category = r.rootCause.category === l.category;
  const verdict = origin && category ? "both" : origin ? "CAT" : category ? "ORIG" : "NONE";
  const low = SEVERITIES.indexOf(r.severity) < SEVERITIES.indexOf(l.expectedSeverityAtLeast ?? "info");
  const want = `want ${l.originService}/${l.category}`;
  return [set, l.id, l.split, "INC", verdict, `${r.severity}${low ? "-LOW" : ""}`, r.confidence, answer, want].join(
    "\t",
  );
}

async function sweep(out: string, sets: string[] | undefined, split: string | undefined, shard: [number, number]) {
  const rows: string[] = [];
  let k = 0;
  for (const h of HOLDOUTS) {
    if (sets && !sets.includes(h.name)) continue;
    const dir = await cachedSet(h);
    if (!dir) continue;
    const labels = JSON.parse(readFileSync(join(dir, "labels.json"), "utf8")) as SplitLabel[];
    for (const l of labels) {
      if (split && l.split !== split) continue;
      if (k++ % shard[1] !== shard[0] - 1) continue;
      rows.push(answerRow(h.name, dir, l));
    }
  }
  writeFileSync(out, `${rows.join("\n")}\n`);
  for (const half of ["tune", "locked"]) console.log(summary(half, rows));
}

function summary(half: string, rows: string[]): string {
  const cells = rows.map((r) => r.split("\t")).filter((c) => c[2] === half);
  const incidents = cells.filter((c) => c[3] === "INC");
  const quiet = cells.filter((c) => c[3] === "QUIET");
  const both = incidents.filter((c) => c[4] === "both").length;
  const alarms = quiet.filter((c) => c[4] === "FA").length;
  return `${half.padEnd(7)} both ${both}/${incidents.length}  false alarms ${alarms}/${quiet.length}`;
}

/** The windows whose verdict differs between two sweeps, and how many got better or worse. */
function compare(before: string, after: string): void {
  const load = (file: string) =>
    new Map(
      readFileSync(file, "utf8")
        .split("\n")
        .filter(Boolean)
        .map((line) => [line.split("\t").slice(0, 2).join(" "), line.split("\t")] as const),
    );
  const a = load(before);
  const right = (c: string[]) => c[4] === "both" || c[4] === "ok";
  let better = 0;
  let worse = 0;
  for (const [key, cells] of load(after)) {
    const was = a.get(key);
    if (!was || right(was) === right(cells)) continue;
    if (right(cells)) better++;
    else worse++;
    console.log(`${right(cells) ? "BETTER" : "WORSE "} ${cells.join("\t")}`);
  }
  console.log(`better ${better}, worse ${worse}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(name);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  const cmp = process.argv.indexOf("--compare");
  if (cmp > 0) compare(process.argv[cmp + 1], process.argv[cmp + 2]);
  else {
    const out = arg("--out");
    if (!out) {
      console.error(
        "usage: engine-sweep.ts --out FILE [--sets a,b] [--split tune|locked] [--shard K/N] | --compare A B",
      );
      process.exit(2);
    }
    const [k, n] = (arg("--shard") ?? "1/1").split("/").map(Number);
    await sweep(out, arg("--sets")?.split(","), arg("--split"), [k, n]);
  }
}
