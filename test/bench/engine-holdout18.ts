// Holdout 18, "who is the origin?": a blind evaluation set for the log-diagnosis engine, written without reading
// the engine, its tests or earlier holdouts. 52 incidents (4 per category of the incidents README) and 12 quiet
// windows over three made-up estates: a concert ticketing platform (tix), a property-management SaaS (lease) and a
// satellite ground-station operator (orbit). Shapes: datastores, brokers, caches and proxies (postgres, mysql, redis,
// mongodb, kafka, rabbitmq, elasticsearch, nginx, haproxy, envoy) as origins logging in their native style while apps
// complain in their own words; client-side wrong secret / permission / config against a healthy shared server versus
// server-side changes that break every client; callers' timeouts firing before the slow callee logs; origins whose
// first line is a WARN; third parties failing behind our caller (dependency = the caller); retries, breakers, a
// chronic noisy error, unrelated deploys and self-healing blips; request ids on two estates and none on the third.
// Files rotate over the six formats (jsonl, datadog, ecs, gcp, logfmt, compose), 5-10 services, 10-40 minutes,
// 1,000-30,000 lines, clock skew up to 250 ms. Usage: npx tsx test/bench/engine-holdout18.ts --out DIR [--seed N]
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { buildFile } from "./holdout18/build.js";
import { CASES_A } from "./holdout18/cases-a.js";
import { CASES_B } from "./holdout18/cases-b.js";
import { CASES_C } from "./holdout18/cases-c.js";
import { ESTATES } from "./holdout18/estates.js";
import { EXT } from "./holdout18/formats.js";
import { QUIET } from "./holdout18/quiet.js";
import { makeRng } from "./holdout18/rng.js";
import type { Format, Scenario } from "./holdout18/types.js";

export interface Holdout18Label extends NotedLabel {
  format: Format;
}

const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
export const HOLDOUT18_CASES: Scenario[] = [...CASES_A, ...CASES_B, ...CASES_C];

export function generateHoldout18(dir: string, seed = 18): Holdout18Label[] {
  const r = makeRng(seed * 7919 + 18);
  mkdirSync(dir, { recursive: true });
  const split = new Map<Scenario | number, "tune" | "locked">();
  const cats = [...new Set(HOLDOUT18_CASES.map((c) => c.cat))];
  for (const cat of cats)
    r.shuffle(HOLDOUT18_CASES.filter((c) => c.cat === cat)).forEach((c, i) => {
      split.set(c, i < 2 ? "tune" : "locked");
    });
  r.shuffle(QUIET.map((_, i) => i)).forEach((q, i) => {
    split.set(q, i < 6 ? "tune" : "locked");
  });
  const items: Array<Scenario | number> = r.shuffle([...HOLDOUT18_CASES, ...QUIET.map((_, i) => i)]);
  const labels: Holdout18Label[] = [];
  items.forEach((it, i) => {
    const id = `h18-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    const file = `${id}.${EXT[format]}`;
    const sc = typeof it === "number" ? null : it;
    const est = ESTATES[sc ? sc.est : QUIET[it as number].est];
    const start = Date.UTC(2026, 6, 1 + i, r.int(0, 23), r.int(0, 59), r.int(0, 59));
    const target = Math.round(1100 * Math.exp(r.next() * Math.log(24)));
    const w = { start, minutes: r.int(10, 40), onsetFrac: 0.35 + r.next() * 0.25, target };
    const { lines, onset } = buildFile(sc, est, format, r, w);
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    labels.push({
      id,
      file,
      format,
      isIncident: sc !== null,
      originService: sc?.origin ?? null,
      category: sc?.cat ?? null,
      errorTypeHints: sc?.hints ?? [],
      incidentStart: sc ? new Date(onset).toISOString() : null,
      expectedSeverityAtLeast: sc?.sev ?? null,
      split: split.get(it) ?? "locked",
      note: sc ? sc.note : QUIET[it as number].note,
      lines: lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

const summary = (ls: Holdout18Label[]) =>
  FORMATS.map((f) => `${f}=${ls.filter((l) => l.format === f).length}`).join(" ") +
  ` tune=${ls.filter((l) => l.split === "tune").length}`;

runHoldoutCli(import.meta.url, "holdout18", generateHoldout18, summary);
