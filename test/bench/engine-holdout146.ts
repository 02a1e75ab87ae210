// holdout146: a blind evaluation set of 64 generated log windows from four invented climbing-gym businesses
// (Cruxworks, Boulder Barn, Overhang, Topout Collective) covering day passes and memberships, waiver kiosks, route
// setting, auto-belay inspections, class bookings and café tills. 52 windows hold one incident each (four per
// root-cause category, one per business) and 12 are busy hours that need no page. Each is one aggregated stream of
// 6-12 services over 6-25 minutes in one of the six README formats, with up to 300 ms of clock skew per service.
// What makes it hard: origins that only WARN, log once and go silent (crashes, a Redis that says nothing), or are a
// database, broker or proxy whose callers shout louder in their own runtime's words; retries and edge access lines
// outnumber the origin's own errors; unrelated deploys land within minutes of the fault; routine background errors
// share the fault's words (card declines, connection resets, timeouts, 401s); misleading wrappers (a disk block
// reported as a 403 AuthorizationException, a rate limit as a 403, a config error as connection refused); and quiet
// windows full of 401s, 409s, 503s during drains, declines and scanner noise that are all working as designed.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { formatsSplitsLines, runHoldoutCli } from "./holdout-cli.js";
import { CATALOGUE } from "./holdout146/catalogue.js";
import { EXT, FORMATS, type Format } from "./holdout146/formats.js";
import { CATEGORIES } from "./holdout146/kit.js";
import { Rng } from "./holdout146/rng.js";
import { simulate } from "./holdout146/simulation.js";
import { stratifiedSplit } from "./holdout146/split.js";

export interface Label extends NotedLabel {
  format: Format;
}

export function generateHoldout146(dir: string, seed = 14601): Label[] {
  const r = new Rng(seed);
  mkdirSync(dir, { recursive: true });
  // order: incidents grouped by category, then quiet windows; formats dealt cyclically from a random offset so each
  // category's four windows land in four different formats and the six formats are used 10-11 times each
  const ordered = [
    ...CATEGORIES.flatMap((c) => CATALOGUE.filter((s) => s.category === c)),
    ...CATALOGUE.filter((s) => s.category === null),
  ];
  if (ordered.length !== 64) throw new Error(`expected 64 scenarios, got ${ordered.length}`);
  const offset = r.int(0, 5);
  const formats = ordered.map((_, i) => FORMATS[(i + offset) % FORMATS.length]);
  const splits = stratifiedSplit(
    r,
    ordered.map((s) => s.category ?? "quiet"),
  );
  // ids in a seeded shuffle so that an id says nothing about the category; days spread over spring and summer
  const ids = r.shuffle(ordered.map((_, i) => i));
  const days = r.shuffle(Array.from({ length: 64 }, (_, i) => i * 3 + r.int(0, 2)));
  const labels: Label[] = new Array(64);
  for (let i = 0; i < ordered.length; i++) {
    const sc = ordered[i];
    const n = ids[i] + 1;
    const id = `holdout146-${String(n).padStart(2, "0")}`;
    const file = `${id}.${EXT[formats[i]]}`;
    const w = simulate(new Rng(seed * 977 + n * 7919), sc, formats[i], days[i]);
    writeFileSync(join(dir, file), w.text);
    labels[n - 1] = {
      id,
      file,
      format: formats[i],
      isIncident: sc.category !== null,
      originService: sc.origin,
      category: sc.category,
      errorTypeHints: sc.hints,
      incidentStart: w.incidentStart,
      expectedSeverityAtLeast: sc.severity,
      split: splits[i],
      note: sc.note,
      lines: w.lines,
    };
  }
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout146", generateHoldout146, formatsSplitsLines);
