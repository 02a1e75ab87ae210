/**
 * Holdout 50, "multi-region estates and failover": 64 scenarios (52 incidents, 4 per category for all 13, and 12
 * quiet windows) over five made-up companies running in two or three regions (service names carry the region), with a
 * global edge (Envoy / Istio locality failover or a Cloudflare LB monitor), a Route 53 health-check notifier,
 * regional stores (Aurora/Postgres, MySQL, Cassandra, CockroachDB), caches, Kafka MirrorMaker 2, a periodic job and a
 * noisy service. Faults live in one region's component while survivors get louder, in a promoted replica missing a
 * grant or password, in broken replication, a saturated cross-region link, a quota hit in the region that took the
 * drained traffic, or a config pushed to one region first. Baseline 3-8 minutes, windows 6-20 minutes, six formats.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { background } from "./holdout50/background.js";
import { ESTATES } from "./holdout50/estates.js";
import { EXT, FORMATS, type Format } from "./holdout50/formats.js";
import { FAULTS } from "./holdout50/incidents.js";
import { QUIET } from "./holdout50/quiet.js";
import { Rng } from "./holdout50/rng.js";
import { assignSplits } from "./holdout50/split.js";
import { Ctx } from "./holdout50/stream.js";

export interface Holdout50Label extends NotedLabel {
  format: Format;
}

export function generateHoldout50(dir: string, seed = 5001): Holdout50Label[] {
  const rng = new Rng(seed);
  mkdirSync(dir, { recursive: true });
  const plan: Array<{ fault?: number; quiet?: number }> = [];
  for (let k = 0; k < 4; k++) for (let f = 0; f < 13; f++) plan.push({ fault: f * 2 + (k % 2) });
  for (let q = 0; q < 12; q++) plan.push({ quiet: q % QUIET.length });
  rng.shuffle(plan);
  const groups = plan.map((p) => (p.fault !== undefined ? FAULTS[p.fault].category : "quiet"));
  const splits = assignSplits(groups, rng);
  const labels: Holdout50Label[] = [];
  const base = Date.UTC(2026, 9, 5, 6, 0, 0);
  plan.forEach((p, i) => {
    const id = `h50-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    const needs = p.fault !== undefined ? FAULTS[p.fault].needs : undefined;
    const fits = ESTATES.filter((e) => !needs || needs.includes(e.dbKind));
    const estate = fits[(i * 3 + rng.int(0, 4)) % fits.length];
    const dur = rng.int(6, 20) * 60_000;
    const start = Math.min(rng.int(180, 480) * 1000, dur - 150_000);
    const t0 = base + i * 86_400_000 + rng.int(0, 40_000) * 1000;
    const c = new Ctx(estate, rng, t0, dur, start);
    const target = rng.int(1700, 8000);
    background(c, (0.55 * target) / (dur / 1000));
    let label: Omit<Holdout50Label, "lines" | "file" | "id" | "format" | "split">;
    if (p.fault !== undefined) {
      const f = FAULTS[p.fault];
      const r = f.run(c);
      label = {
        isIncident: true,
        originService: r.origin,
        category: f.category,
        errorTypeHints: r.hints,
        incidentStart: new Date(t0 + start).toISOString(),
        expectedSeverityAtLeast: r.sev,
        note: `${estate.company}: ${r.note}`,
      };
    } else {
      const note = QUIET[p.quiet ?? 0](c);
      label = {
        isIncident: false,
        originService: null,
        category: null,
        errorTypeHints: [],
        incidentStart: null,
        expectedSeverityAtLeast: null,
        note: `${estate.company}: quiet window, ${note}`,
      };
    }
    let lines = c.render(format);
    if (lines.length > 10_000) lines = lines.slice(0, 10_000);
    const file = `${id}.${EXT[format]}`;
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    labels.push({ id, file, format, ...label, split: splits[i], lines: lines.length });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout50", generateHoldout50);
