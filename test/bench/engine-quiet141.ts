/**
 * quiet141: a blind evaluation set for the diagnosis engine, 48 aggregated log windows from four made-up
 * aquarium and tropical-fish businesses (livestock orders with live-arrival shipping windows, tank sensors,
 * water-test kiosks, loyalty, online shop). 40 windows hold no incident and 8 hold one each, in eight different
 * categories (authentication, database, network, rate_limiting, null_reference, configuration, memory, disk).
 * Every window shows 6-12 services of one estate, each estate with its own naming style (kebab-case, snake_case,
 * one-word, team-prefixed), edge (nginx, HAProxy, Envoy, an ALB with Traefik for in-store devices), runtimes
 * (Node, Java/Spring, Go, Python, Ruby, .NET, PHP, Elixir, Elasticsearch) and id habit (traceparent, request ids
 * on the first tiers, none); windows run 6-25 minutes and 1,500-10,000 lines, rotate over the six formats and
 * carry per-service clock skew up to 300 ms.
 *
 * What makes it hard: the quiet windows are loud. They hold card-testing declines, customer and bot login
 * failures, scanner 404s, client-disconnect stack traces, refused bad input, retries that succeed, a cache
 * failover that recovers, deploys with a 502 blip, certificate renewals, health-check flaps, slow queries,
 * rejected-then-redelivered webhooks, dead-lettered messages, idempotent duplicate-key errors, tank alarms meant
 * for store staff, telemetry export failures and runtime warnings that mention memory leaks, disks and timeouts;
 * none of it needs a page. In the incident windows the origin is often quieter than its callers (WARN only for
 * the network, rate-limit and disk faults, sparse errors for the rotated password), callers report the failure in
 * their own words, an unrelated deploy lands within minutes of the fault, and noise sharing the fault's words is
 * always present (a cache that says read only next to a read-only database, bot 429s next to a throttling
 * carrier and an Elasticsearch 429 that is really a full disk). A careful human can still find each origin.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { formatsSplitsLines, runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./quiet141/estates.js";
import type { Format } from "./quiet141/formats.js";
import { plan } from "./quiet141/plan.js";
import { Rng } from "./quiet141/rng.js";
import { buildWindow, describeNoises } from "./quiet141/scenario.js";
import { stratifiedSplit } from "./quiet141/split.js";

export interface Label extends NotedLabel {
  format: Format;
}

export function generateQuiet141(dir: string, seed = 14151): Label[] {
  const r = new Rng(seed);
  const specs = plan(r.fork("plan"), "quiet141");
  mkdirSync(dir, { recursive: true });
  const labels: Label[] = [];
  for (const spec of specs) {
    const built = buildWindow(spec, r.int(1, 0x7fffffff));
    writeFileSync(join(dir, built.file), `${built.lines.join("\n")}\n`);
    const business = ESTATES.find((e) => e.key === spec.estate)?.business ?? spec.estate;
    const inc = spec.incident;
    const note = inc
      ? `A ${spec.minutes}-minute ${business} window where ${inc.note}.`
      : `A quiet ${spec.minutes}-minute ${business} window across ${built.services.length} services with ${describeNoises(built.noises)}, none of which needs action.`;
    labels.push({
      id: spec.id,
      file: built.file,
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
  }
  const halves = stratifiedSplit(labels, (l) => l.category ?? "quiet", r.fork("split"));
  for (const l of labels) l.split = halves.get(l) ?? "tune";
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet141", generateQuiet141, formatsSplitsLines);
