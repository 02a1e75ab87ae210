// Blind holdout set 134: hair salons, barbers and nail bars.
//
// 64 scenarios of aggregated multi-service logs, written without looking at the diagnosis engine: 52 incidents
// (four for each of the 13 root-cause categories of shared/data/incidents/README.md) and 12 quiet windows. They
// run on four made-up estates of 10-11 services each: "Lumen Hair Studios" (GKE, ingress-nginx, Node/Spring/Go/
// .NET/Python, W3C trace ids), "Fade & Co" barbers (docker compose, envoy, Rails/Go/FastAPI/.NET/Spring/Celery/
// Node plus redis's own log, no request ids), "Gloss Nail Bar" (HAProxy, a Rails monolith with Sidekiq, Kotlin,
// .NET, Go, Django and MySQL's error log, Rails request-id tags) and "Chairly", a marketplace reselling salon slots
// (envoy JSON access logs, Node, Spring Kafka consumer, Go, OpenSearch, .NET, Ruby, Python, Kafka broker logs).
// Each file is one window of 6-20 minutes and 1,500-10,000 lines in one of the six README formats (rotated), with
// stack traces in each runtime's real shape (JVM Caused-by chains, CPython tracebacks, V8, Go panics and fatal
// errors, CLR inner exceptions, Rails backtraces) folded into messages, error fields or raw continuation lines as
// each pipeline really does it.
//
// What makes it hard: background traffic at realistic rates with health probes, cron and Celery/Sidekiq jobs;
// per-service clock skew up to 300 ms; chronic harmless ERROR lines from the first minute (often more of them
// than the origin's); the salon world's own normal refusals (declined cards, expired sessions, invalid numbers,
// slot conflicts, fraud blocks); deprecation warnings; retries that succeed; unrelated deploys and config reloads
// near the fault; callers that are louder than the origin and describe the failure in their own words (502/504,
// socket hang up, Net::ReadTimeout); origins that only WARN, restart silently or never say why; categories that
// sit next to each other (a vendor that stops answering in time vs one that answers 503, a path that resets vs a
// port that refuses, a config value that surfaces as a parse error, a JSON unmarshal error from new kiosks, an
// OpenSearch flood-stage read-only block, Redis MISCONF after a full disk, DNS vs TLS failures). Quiet windows are
// healthy estates that still log alarming ERROR/WARN lines (rollouts, broker leader moves, declines, bounces).
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { EXTENSION } from "./holdout134/formats.js";
import { layOut } from "./holdout134/layout.js";
import { mulberry32 } from "./holdout134/rng.js";
import { allSpecs } from "./holdout134/scenarios.js";
import { splitHalves } from "./holdout134/split.js";
import { FORMATS, type Format } from "./holdout134/types.js";

export interface Holdout134Label extends NotedLabel {
  format: Format;
}

export function generateHoldout134(dir: string, seed = 13401): Holdout134Label[] {
  mkdirSync(dir, { recursive: true });
  const r = mulberry32(seed);
  const specs = allSpecs(r.fork("order"));
  const split = splitHalves(r.fork("split"), specs, (s) => (s.kind === "incident" ? s.category : "quiet"));
  const labels: Holdout134Label[] = specs.map((spec, i) => {
    const id = `h134-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    const file = `${id}.${EXTENSION[format]}`;
    const laid = layOut(seed, i, spec, format);
    writeFileSync(join(dir, file), `${laid.lines.join("\n")}\n`);
    const inc = spec.kind === "incident";
    return {
      id,
      file,
      format,
      isIncident: inc,
      originService: inc ? spec.origin : null,
      category: inc ? spec.category : null,
      errorTypeHints: inc ? spec.hints : [],
      incidentStart: laid.incidentStart,
      expectedSeverityAtLeast: inc ? spec.severity : null,
      split: split.get(spec) ?? "tune",
      note: spec.note,
      lines: laid.lines.length,
    };
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

function summary(labels: Holdout134Label[]): string {
  const by = (f: Format) => labels.filter((l) => l.format === f).length;
  const tune = labels.filter((l) => l.split === "tune").length;
  return `formats ${FORMATS.map((f) => `${f}=${by(f)}`).join(" ")}; tune=${tune} locked=${labels.length - tune}`;
}

runHoldoutCli(import.meta.url, "holdout134", generateHoldout134, summary);
