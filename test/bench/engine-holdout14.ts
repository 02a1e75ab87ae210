// Holdout 14: a blind set of 52 generated incidents (4 per category) and 12 quiet windows over three new estates (a
// wafer fab's MES, a mobile operator's BSS, a mortgage loan-origination platform), in the six formats of the incident
// dev set. Each service has one runtime (Java/Spring, Go, Python, Node, .NET, Ruby, Elixir, Rust, Envoy, nginx,
// Postgres, kubelet) and speaks in that runtime's and its libraries' own words. Shapes from public postmortems: bad
// config pushes, certificate expiry, DNS records gone, pool exhaustion after a deploy, deadlocks and lock waits,
// replica lag, disks filled by logs, slow memory leaks ending in OOM kills, a cache-key bump that stampedes a vendor,
// vendor outages and rate limits, partner batches with bad data, null dereferences after schema changes, rotated
// secrets and permissions removed by IAM / RBAC changes. Written without reading or running the engine (its author, briefed without the
// blind rules by mistake, read the earlier holdout generators: less independent of them than the others).
//   npx tsx test/bench/engine-holdout14.ts --out DIR [--seed N]
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { build } from "./holdout14/build.js";
import { FAB_INCIDENTS } from "./holdout14/incidents-fab.js";
import { LENDING_INCIDENTS } from "./holdout14/incidents-lending.js";
import { TELCO_INCIDENTS } from "./holdout14/incidents-telco.js";
import { QUIET } from "./holdout14/quiet.js";
import { EXT } from "./holdout14/render.js";
import { Rng } from "./holdout14/rng.js";
import type { Format } from "./holdout14/types.js";

export interface H14Label extends NotedLabel {
  format: Format;
  estate: string;
  /** The origin's runtime (null for quiet windows). */
  originRuntime: string | null;
  minutes: number;
}

const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];

/** Line budget of the i-th file: mostly 3k-40k (log-uniform), five of 1-3k and five of 60k-150k. */
function target(r: Rng, i: number): number {
  if (i % 13 === 4) return r.int(1100, 2700);
  if (i % 13 === 10) return r.int(62000, 140000);
  return Math.round(Math.exp(r.num(Math.log(3200), Math.log(38000))));
}

export function generateHoldout14(dir: string, seed = 12): H14Label[] {
  mkdirSync(dir, { recursive: true });
  const r = new Rng(seed * 2246822519 + 3266489917);
  const all = r.shuffle([...FAB_INCIDENTS, ...TELCO_INCIDENTS, ...LENDING_INCIDENTS, ...QUIET]);
  const tune = new Set(r.shuffle(all.map((_, i) => i)).slice(0, all.length / 2));
  const labels: H14Label[] = [];
  all.forEach((sc, i) => {
    const id = `h14-${String(i + 1).padStart(2, "0")}`;
    const fmt = FORMATS[(i + Math.floor(i / 6)) % FORMATS.length];
    const file = `${id}.${EXT[fmt]}`;
    const start =
      Date.UTC(2026, 7, 3) + Math.round(i * 1.7 * 86400) * 1000 + r.int(0, 22) * 3600_000 + r.int(0, 59) * 60_000;
    const built = build(sc, fmt, new Rng(seed * 40503 + i * 2654435 + 17), start, target(r, i));
    writeFileSync(join(dir, file), `${built.lines.join("\n")}\n`);
    const rt = sc.incident ? sc.estate.services.find((s) => s.name === sc.origin)?.runtime : undefined;
    labels.push({
      id,
      file,
      format: fmt,
      estate: sc.estate.name,
      isIncident: sc.incident,
      originService: sc.incident ? (sc.origin ?? null) : null,
      originRuntime: rt ?? null,
      category: sc.incident ? (sc.category ?? null) : null,
      errorTypeHints: sc.incident ? (sc.hints ?? []) : [],
      incidentStart: built.onsetMs === null ? null : new Date(built.onsetMs).toISOString(),
      expectedSeverityAtLeast: sc.incident ? (sc.sev ?? "medium") : null,
      split: tune.has(i) ? "tune" : "locked",
      note: `${sc.key}: ${sc.note}`,
      lines: built.lines.length,
      minutes: Math.round(built.minutes * 10) / 10,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout14", generateHoldout14, (labels) => {
  const by = new Map<string, number>();
  for (const l of labels) by.set(l.format, (by.get(l.format) ?? 0) + 1);
  return [...by].map(([f, n]) => `${f}=${n}`).join(" ");
});
