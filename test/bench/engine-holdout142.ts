/**
 * Blind holdout 142: 64 aggregated log windows from the travelling-show trade. 52 hold one real incident each (four
 * per root-cause category, unknown included) and 12 are quiet. Four made-up businesses: Marquee & Sawdust Ticketing
 * (kebab-case services, Envoy edge, W3C trace ids everywhere; Node, Spring Boot, Go, Postgres), Caravan Volant Touring
 * (snake_case, nginx, request ids on the web tier only; Rails/Sidekiq, gunicorn and Celery, Phoenix, Go, Postgres,
 * Redis), Hurly-Burly Midway Rides (one-word names, Traefik, no ids at all; ASP.NET Core, Phoenix, PHP-FPM/Laravel, Go,
 * Python, RabbitMQ) and Spangle Brothers Concessions & Acts (team-prefixed -svc/-worker names, HAProxy, correlation ids
 * on some services; Laravel, Node, Python, .NET, Spring, Go, MySQL). Windows last 6-20 minutes and rotate over the six
 * formats of the incidents README; services' clocks are skewed by up to 300 ms.
 *
 * Incidents follow public postmortem failure modes in the trade's own business (on-sales, gates, ride queues, tills,
 * convoys): callers report louder than the origin and in their own words (5xx naming the callee, refused connections,
 * open breakers, deadline exceeded), some origins log only WARN or go silent while crash-looping, and third parties
 * that do not log here are pinned on the service that talks to them.
 *
 * What makes it hard: a chronic harmless error from the first minute in most windows (bounced mail, rejected GPS
 * fixes, a decommissioned PLC timing out, an expired weather API key), unrelated deploys and config reloads near the
 * fault, side noise that reuses incident words (duplicate key, connection reset, statement timeout, 429, 502 during a
 * rolling restart), Rails RoutingError FATALs from scanners, proxies that log 5xx at INFO, gunicorn stderr marked ERROR
 * by the collector, stack traces split into one record per frame, and raw database/cache lines carrying their own
 * timestamps inside the message.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { formatsSplitsLines, runHoldoutCli } from "./holdout-cli.js";
import type { Format } from "./holdout142/formats.js";
import { planWindows } from "./holdout142/plan.js";
import { buildWindow } from "./holdout142/scenario.js";
import { assignSplits } from "./holdout142/split.js";

export interface Holdout142Label extends NotedLabel {
  format: Format;
}

const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "datadog.json",
  ecs: "ecs.ndjson",
  gcp: "gcp.json",
  logfmt: "logfmt.log",
  compose: "compose.log",
};

export function generateHoldout142(dir: string, seed = 14201): Holdout142Label[] {
  mkdirSync(dir, { recursive: true });
  const windows = planWindows(seed);
  const splits = assignSplits(
    windows.map((w) => w.incident?.category ?? "quiet"),
    seed,
  );
  const labels: Holdout142Label[] = windows.map((w, i) => {
    let lines = buildWindow(w.spec);
    // Keep every file within 1,500-10,000 lines: resize the healthy background and rebuild (deterministic).
    for (let k = 0; k < 4 && (lines.length < 1600 || lines.length > 9800); k++) {
      const want = lines.length < 1600 ? 2200 : 8800;
      w.spec.targetLines = Math.round((w.spec.targetLines * want) / lines.length);
      lines = buildWindow(w.spec);
    }
    const file = `${w.spec.id}.${EXT[w.spec.format]}`;
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const inc = w.incident;
    return {
      id: w.spec.id,
      file,
      format: w.spec.format,
      isIncident: inc !== null,
      originService: inc?.origin ?? null,
      category: inc?.category ?? null,
      errorTypeHints: inc?.hints ?? [],
      incidentStart: inc ? new Date(w.spec.start + w.spec.atOffset).toISOString() : null,
      expectedSeverityAtLeast: inc?.sev ?? null,
      split: splits[i],
      note: w.note,
      lines: lines.length,
    };
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout142", generateHoldout142, formatsSplitsLines);
