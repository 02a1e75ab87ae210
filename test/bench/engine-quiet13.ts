/**
 * Blind set quiet13: "harmless windows that look alarming, round 13: errors that were handled".
 *
 * 48 scenarios over five made-up companies (grocery, freight, clinics, learning, energy; 11 services each:
 * a Node edge, Spring, Go, Celery, Sidekiq and .NET services and one noisy extra service), windows of 3-15
 * minutes, 1,000-12,000 lines, rotating over the dev set's six formats (jsonl, datadog, ecs, gcp, logfmt, compose).
 *
 * - 40 quiet windows (no incident), 32 kinds: services log ERRORs, often with full stack traces in the real
 *   wording of Spring, Lettuce, Resilience4j, Polly, Sidekiq, Celery, Go's context, undici, requests, for
 *   situations they handle (cache fallback, optimistic-lock retry, idempotent duplicate, optional breaker,
 *   card decline, 413 upload, 410 webhook, cached flags, replica fallback, one poison message, client cancel,
 *   partial search, honoured 429, rolling deploy resets, NPE in a log helper, ...). Each window holds a main
 *   kind and one more in the background.
 * - 8 incidents (database, dependency, validation, configuration, rate_limiting, memory, timeout,
 *   authentication), one each, on top of the same handled-error noise.
 *
 * Every file: one stream sorted by printed time, per-service clock skew up to 300 ms, request traffic, health
 * checks, periodic jobs, a noisy service, deprecation warnings, retries that succeed, and a baseline of at least
 * a third of the window before the main event. Labels follow NotedLabel plus `format`.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./quiet13/estates.js";
import { EXT, FORMATS, type Format, render } from "./quiet13/formats.js";
import { INCIDENTS } from "./quiet13/incidents.js";
import { QUIET } from "./quiet13/quiet.js";
import { Rng } from "./quiet13/rng.js";
import { assignSplit } from "./quiet13/split.js";
import { background, Ctx } from "./quiet13/stream.js";

export interface Quiet13Label extends NotedLabel {
  format: Format;
}

const TOTAL = 48;
const N_INCIDENTS = 8;

export function generateQuiet13(dir: string, seed = 1301): Quiet13Label[] {
  const r = new Rng(seed);
  mkdirSync(dir, { recursive: true });
  const slots = r.shuffle([...Array(TOTAL).keys()]);
  const incidentAt = new Map(slots.slice(0, N_INCIDENTS).map((s, k) => [s, k]));
  const quietOrder = r.shuffle([...QUIET.keys()]);
  const labels: Quiet13Label[] = [];
  let q = 0;
  for (let i = 0; i < TOTAL; i++) {
    const format = FORMATS[i % FORMATS.length];
    const estate = ESTATES[(i + r.int(0, 1)) % ESTATES.length];
    const minutes = r.int(3, 15);
    const day = 1 + (i % 27);
    const start = Date.UTC(2026, 8, day, r.int(0, 22), r.int(0, 59), 0);
    const end = start + minutes * 60000;
    const c = new Ctx(r, estate, start, end);
    const target = r.int(Math.max(1100, minutes * 330), Math.min(11500, minutes * 700));
    background(c, target / (minutes * 60) / 2.6);
    const t0 = start + Math.round(minutes * 60000 * (0.35 + 0.25 * r.next()));
    const inc = incidentAt.get(i);
    const id = `quiet13-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[format]}`;
    let label: Omit<Quiet13Label, "split" | "lines">;
    if (inc === undefined) {
      const kind = QUIET[quietOrder[q++ % QUIET.length]];
      const other = QUIET[quietOrder[(quietOrder.indexOf(QUIET.indexOf(kind)) + 7) % QUIET.length]];
      kind.run(c, t0);
      other.run(c, start + r.int(20000, 60000));
      label = {
        id,
        file,
        format,
        isIncident: false,
        originService: null,
        category: null,
        errorTypeHints: [],
        incidentStart: null,
        expectedSeverityAtLeast: null,
        note: `${estate.company}: ${kind.note}; also ${other.note}`,
      };
    } else {
      const k = INCIDENTS[inc];
      QUIET[quietOrder[(inc * 3) % QUIET.length]].run(c, start + r.int(15000, 50000));
      QUIET[quietOrder[(inc * 3 + 1) % QUIET.length]].run(c, start + r.int(60000, Math.max(61000, t0 - start - 20000)));
      k.run(c, t0);
      label = {
        id,
        file,
        format,
        isIncident: true,
        originService: estate.svc[k.origin],
        category: k.category,
        errorTypeHints: k.hints,
        incidentStart: new Date(t0).toISOString(),
        expectedSeverityAtLeast: k.severity,
        note: `${estate.company}: ${k.note}`,
      };
    }
    const width = Math.max(...c.services().map((s) => s.length + 2)) + 1;
    const lines = c.events.sort((a, b) => a.t - b.t).flatMap((e) => render(e, format, estate.ns, width));
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    labels.push({ ...label, split: "tune", lines: lines.length });
  }
  const split = assignSplit(r, labels);
  labels.forEach((l, i) => {
    l.split = split[i];
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet13", generateQuiet13);
