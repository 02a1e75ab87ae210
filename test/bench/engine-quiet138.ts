/**
 * Blind holdout "quiet138": 48 aggregated log windows from four made-up beekeeping-trade businesses, written
 * from public postmortems and real runtime log shapes without looking at the engine. 40 windows are quiet
 * (healthy estates that still log bursts of ERROR/WARN around one main kind of harmless noise: declined cards,
 * failed logins and credential stuffing, scanners, throttled scrapers, rolling restarts, certificate rotation,
 * duplicate-skipping backfills, broker reconnects, report statement timeouts, hive scales off wifi, hive
 * threshold alerts, GC pauses, keep-alive resets, job retries...) and 8 hold one incident each in a different
 * category (memory, network, database, dependency, disk, rate_limiting, configuration, authentication).
 *
 * Estates: Bramblecomb Apiaries (kebab-case, Envoy, W3C trace ids everywhere; Node, Spring, Go, Python),
 * Golden Furrow Honey Co. (snake_case, nginx, request ids on the web tier only; Rails/Sidekiq, Django/Celery,
 * Go, Postgres), Waxwing & Daughters (one-word names, Traefik, correlation ids on some services; Laravel,
 * Phoenix, ASP.NET, Node) and Queen Cup Supply (team-prefixed -svc/-worker names, HAProxy, no ids; Node, Go,
 * Spring, Python, .NET). Windows are 6-20 minutes, about 1,700-10,000 lines, rotating over the six formats,
 * with per-service clock skew up to 300 ms.
 *
 * What makes it hard: every window carries a chronic harmless error from the first minute that outnumbers the
 * origin's lines; unrelated deploys and edge reloads land near each fault; the noise under each incident reuses
 * its words (GC pauses under a heap exhaustion, TLS handshake noise under a network fault, statement timeouts
 * and duplicate keys under a database fault, scraper 429s under a vendor throttle, failed logins and expired
 * JWTs under a key-rotation fault); callers report failures louder than origins, some origins only WARN or go
 * silent while crash-looping; and some layouts are unusual (stack traces shipped as separate records, Python
 * stderr marked ERROR by the collector, Postgres "LOG" levels, .NET and Python level words, HAProxy "err").
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { formatsSplitsLines, runHoldoutCli } from "./holdout-cli.js";
import { fileName } from "./quiet138/formats.js";
import { NOISE } from "./quiet138/noise.js";
import { makePlan } from "./quiet138/plan.js";
import { Rng } from "./quiet138/rng.js";
import { build } from "./quiet138/scenario.js";
import { stratifiedSplit } from "./quiet138/split.js";
import type { Format } from "./quiet138/types.js";

export interface Quiet138Label extends NotedLabel {
  format: Format;
}

export function generateQuiet138(dir: string, seed = 13851): Quiet138Label[] {
  mkdirSync(dir, { recursive: true });
  const rng = new Rng(seed);
  const plan = makePlan(rng.fork(1));
  const labels: Quiet138Label[] = [];
  plan.forEach((spec, i) => {
    let target = spec.targetLines;
    let built = build({ ...spec, targetLines: target }, rng.fork(100 + i));
    for (let tries = 0; tries < 5 && (built.lines.length > 10000 || built.lines.length < 1500); tries++) {
      target += built.lines.length > 10000 ? 9600 - built.lines.length : 1650 - built.lines.length;
      built = build({ ...spec, targetLines: target }, rng.fork(100 + i));
    }
    const file = fileName(spec.id, spec.format);
    writeFileSync(join(dir, file), `${built.lines.join("\n")}\n`);
    const inc = spec.incident;
    const note = inc
      ? inc.note
      : `Quiet ${spec.estate.name} window built around ${NOISE[spec.main].about}, with ${spec.smalls.map((s) => NOISE[s].about.split(",")[0]).join("; ")} beside it; nothing is broken.`;
    labels.push({
      id: spec.id,
      file,
      format: spec.format,
      isIncident: !!inc,
      originService: inc ? inc.origin : null,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: built.incidentStart,
      expectedSeverityAtLeast: inc ? inc.severity : null,
      split: "tune",
      note,
      lines: built.lines.length,
    });
  });
  const halves = stratifiedSplit(labels, rng.fork(7));
  labels.forEach((l, i) => {
    l.split = halves[i];
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet138", generateQuiet138, formatsSplitsLines);
