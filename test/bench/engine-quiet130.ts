/**
 * Blind holdout "quiet130": campground and RV park operators.
 *
 * 48 aggregated multi-service log windows from four made-up operators (Pinecrest Parks, Hollow Creek RV
 * Resorts, Lakeshore Camp Co, Redrock Overland Camps; 11-12 services each on Java/Spring, Node, Go,
 * Python, .NET, Ruby/Rails, nginx and envoy): site reservations and availability calendars, gate barriers
 * and licence-plate cameras, metered electric pedestals, Wi-Fi captive portals, camp-store tills, cabin
 * smart locks, reservation channel partners and weather alerts. 40 windows are quiet and 8 hold one real
 * incident each (database, network, timeout, dependency, configuration, memory, disk, null_reference).
 * Files are 1,500-10,000 lines over 6-20 minutes, in the six formats of the incidents README, eight each.
 *
 * What makes it hard: the quiet windows are not quiet-looking. Each is led by one of 39 kinds of
 * harmless noise that real estates log at WARN/ERROR (declined cards, failed logins, expired sessions,
 * sold-out weekends, optimistic-lock 409s, partner payloads refused with 422, bounced mail and texts, plate
 * reads in glare, photo-eye reversals, pedestal breaker trips, lock batteries, rolling restarts whose
 * callers retry through "connection refused", certificate reloads with TLS handshake EOFs, Kafka
 * rebalances, client-go "timed out waiting for the condition" on a lease handoff, nginx limit_req at
 * [error], Rails RoutingError at FATAL from a scanner, HEIC uploads with stack traces, ...), on top of a
 * chronic error one service logs from the first minute. The incidents sit on the same noise, with callers
 * louder than the origin (retry storms, tracebacks in the front desk), origins that log mostly WARN or go
 * silent while crash-looping, unrelated deploys a few minutes before the fault, and decoy wording (the disk
 * incident's callers say "timed out", the timeout incident sits next to a deploy, the memory incident's
 * callers see "Connection refused"). Some operators print W3C, uuid or short trace ids, one prints none.
 *
 * Usage: npx tsx test/bench/engine-quiet130.ts --out DIR [--seed N]
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { build } from "./quiet130/build.js";
import { ESTATES } from "./quiet130/estates.js";
import { extension } from "./quiet130/formats.js";
import { noise } from "./quiet130/noise/index.js";
import { plan } from "./quiet130/plan.js";
import { splitOf } from "./quiet130/split.js";
import type { Format } from "./quiet130/types.js";

export interface Quiet130Label extends NotedLabel {
  format: Format;
}

export function generateQuiet130(dir: string, seed = 13051): Quiet130Label[] {
  mkdirSync(dir, { recursive: true });
  const plans = plan(seed);
  const split = splitOf(
    plans.map((p) => ({ id: p.id, isIncident: !!p.incident })),
    seed,
  );
  const labels: Quiet130Label[] = [];
  for (const [i, p] of plans.entries()) {
    const built = build(p);
    const file = `${p.id}.${extension(p.format, i)}`;
    writeFileSync(join(dir, file), built.text);
    const inc = p.incident;
    const company = ESTATES[p.estate].company;
    const [lead, ...rest] = p.noise.map((id) => noise(id).what);
    labels.push({
      id: p.id,
      file,
      format: p.format,
      isIncident: !!inc,
      originService: inc ? inc.origin : null,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: built.incidentStart === null ? null : new Date(built.incidentStart).toISOString(),
      expectedSeverityAtLeast: inc ? inc.severity : null,
      split: split.get(p.id) ?? "locked",
      note: inc
        ? `${company}: ${inc.note}`
        : `${company}, nothing to page about: ${lead}${rest.length ? `, alongside ${rest.join(" and ")}` : ""}.`,
      lines: built.lines,
    });
  }
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

function summary(labels: Quiet130Label[]): string {
  const by = new Map<string, number>();
  for (const l of labels) by.set(l.format, (by.get(l.format) ?? 0) + 1);
  const tune = labels.filter((l) => l.split === "tune").length;
  return `formats ${[...by].map(([f, n]) => `${f}=${n}`).join(" ")}; split tune=${tune} locked=${labels.length - tune}`;
}

runHoldoutCli(import.meta.url, "quiet130", generateQuiet130, summary);
