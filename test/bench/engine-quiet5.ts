// Blind holdout "quiet5": mostly QUIET windows, logs that look alarming at a glance but need no action.
//
//   npx tsx test/bench/engine-quiet5.ts --out DIR [--seed N]
//
// 48 scenarios over five made-up estates (online grocery "freshcart", event ticketing "stagepass", vet clinics
// "pawchart", energy retailer "gridly", developer platform "shipyard"), 10-11 services each, one aggregated
// stream per file in the six formats of shared/data/incidents/README.md (8 files each), 5-40 minute windows,
// 500-25,000 lines, per-service clock skew up to 250 ms, background request flows with trace ids, health checks,
// periodic jobs, a chronic noisy warning/error, deprecation warnings, retries that succeed, an unrelated rolling
// deploy and occasional slow requests.
//
// - 40 quiet windows (20 tune / 20 locked) of 23 kinds (17 kinds twice, one per half; 6 kinds once):
//   broken external link 404s, vulnerability scanner probes, client cancels (499 / context canceled), WebSocket
//   reconnect waves after an LB idle timeout, an announced failover drill, archived feature-flag warnings, a
//   deprecated API called by one partner, idempotency-key 409s, optimistic-lock retries, a nightly import
//   skipping malformed rows, a cache stampede that recovers, "ERROR ... errors=0" summaries, a decommissioned
//   monitor's 404s, one tenant over quota (429), GC pauses, TLS handshakes from old clients, an overlapping cron
//   that skips, stack traces at DEBUG, a crash-looping PR preview deployment, scale-in shutdown, certificate
//   renewal with a retried ACME challenge, user input validation 422s, disk warning cleared by retention.
// - 8 incidents (4 tune / 4 locked), each growing out of one quiet kind: dependency (payment vendor 5xx and an
//   open breaker after the 409 retries), rate_limiting (messaging provider throttles the whole account),
//   database (a stampede that drains the pool: "too many clients"), memory (GC pauses -> OOM, exit 137), network
//   (broker DNS failures / resets beside the reconnect waves), validation (partner file layout change rejects
//   every row), configuration (a flag turned on without its required setting), disk (retention fails, ENOSPC).
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./quiet5/estates.js";
import { INCIDENTS } from "./quiet5/incidents.js";
import { QUIET_A } from "./quiet5/quiet-a.js";
import { QUIET_B } from "./quiet5/quiet-b.js";
import { EXT } from "./quiet5/render.js";
import { Rng } from "./quiet5/rng.js";
import { build } from "./quiet5/scenario.js";
import type { Format, Kind } from "./quiet5/types.js";

export interface Quiet5Label extends NotedLabel {
  format: Format;
}

const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];

export function generateQuiet5(dir: string, seed = 5): Quiet5Label[] {
  const r = new Rng(seed);
  const quietKinds = r.shuffle([...QUIET_A, ...QUIET_B]);
  const plan: Array<{ kind: Kind; incident: boolean; split: "tune" | "locked" }> = [];
  quietKinds.forEach((kind, i) => {
    const first: "tune" | "locked" = r.chance(0.5) ? "tune" : "locked";
    const other = first === "tune" ? "locked" : "tune";
    if (i < 17) {
      plan.push({ kind, incident: false, split: first });
      plan.push({ kind, incident: false, split: other });
    } else plan.push({ kind, incident: false, split: i < 20 ? "tune" : "locked" });
  });
  for (const [i, kind] of r.shuffle(INCIDENTS).entries())
    plan.push({ kind, incident: true, split: i < 4 ? "tune" : "locked" });
  const order = r.shuffle(plan);
  mkdirSync(dir, { recursive: true });
  const labels: Quiet5Label[] = order.map((p, i) => {
    const id = `q5-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    const estate = ESTATES[(i + Math.floor(i / 6)) % ESTATES.length];
    const minutes = p.incident ? r.int(20, 40) : r.int(5, 40);
    const target = Math.round(Math.exp(Math.log(700) + r.next() * (Math.log(20000) - Math.log(700))));
    const start = Date.UTC(2026, r.int(8, 10), r.int(1, 28), r.int(0, 23), r.int(0, 59));
    const b = build(p.kind, estate, format, seed * 1000 + i, start, minutes, target);
    const file = `${id}.${EXT[format]}`;
    writeFileSync(join(dir, file), `${b.lines.join("\n")}\n`);
    const o = b.outcome;
    return {
      id,
      file,
      format,
      isIncident: p.incident,
      originService: p.incident ? (o.origin ?? null) : null,
      category: p.incident ? (o.category ?? null) : null,
      errorTypeHints: p.incident ? (o.hints ?? []) : [],
      incidentStart: p.incident && o.onset !== undefined ? new Date(o.onset).toISOString() : null,
      expectedSeverityAtLeast: p.incident ? (o.severity ?? "medium") : null,
      split: p.split,
      note: p.incident ? o.note : `Quiet (${p.kind.kind}): ${o.note}`,
      lines: b.lines.length,
    };
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet5", generateQuiet5, (labels) => {
  const fmt = FORMATS.map((f) => `${f}=${labels.filter((l) => l.format === f).length}`).join(" ");
  const tune = labels.filter((l) => l.split === "tune").length;
  return `formats ${fmt}; tune=${tune} locked=${labels.length - tune}`;
});
