/**
 * Blind scenario set quiet81: a real-estate listings portal, mostly harmless windows that look alarming.
 *
 * 48 aggregated log files (40 quiet windows, 8 incidents of 8 different categories) from four made-up
 * portal companies: Hearthline Homes (Node BFF, Java search, Python RETS importer, .NET lender gateway,
 * Ruby billing; request ids), Keystone Realty Cloud (Go gateway, RESO Web API sync, an Elasticsearch
 * node that logs; no ids), Nestfinder (Go edge, C++ tiles and image workers, Java mortgage quotes; ids)
 * and Porchlight (Node gateway, Ruby RETS poller and calendar sync, Go thumbnailer; no ids). 8-10
 * services per file, 6-20 minute windows, 1,500-10,000 lines, rotating over the dev set's six formats
 * (jsonl, datadog, ecs, gcp, logfmt, compose) with multi-line stacks where the format allows and up to
 * 300 ms clock skew per service.
 *
 * Quiet windows carry two of 40 kinds of alarming noise each (MLS feeds with bad fields, expired media
 * URLs, 429 throttling from the MLS, bounced saved-search mail, declined lender applications, declined
 * agent cards, breakers that open and close, rolling restarts, Redis failovers, flood of scraper 429s,
 * parser stack traces, ...), on top of a constant noisy service, deprecation warnings, retries that
 * succeed and an unrelated deploy or config reload. What makes the incidents hard: the same noise, callers
 * that retry louder than the origin, an origin that only warns (auth, disk), one that goes quiet while
 * crash-looping (memory), and look-alike harmless kinds (token refresh vs. rejected login, breaker blip
 * vs. a lender down).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, type Estate } from "./quiet81/estates.js";
import { EXT, FORMATS, type Format } from "./quiet81/formats.js";
import { INCIDENTS } from "./quiet81/incidents.js";
import { KINDS, type QuietKind } from "./quiet81/quiet.js";
import { int, mulberry32, pick, shuffle } from "./quiet81/rng.js";
import { assignSplit } from "./quiet81/split.js";
import { build } from "./quiet81/stream.js";

export interface Quiet81Label extends NotedLabel {
  format: Format;
}

const INCIDENT_SLOTS = [2, 9, 16, 23, 24, 31, 38, 45];
const fits = (e: Estate, k: QuietKind) => e.svc[k.needs] !== undefined;

export function generateQuiet81(dir: string, seed = 8101): Quiet81Label[] {
  const r = mulberry32(seed);
  mkdirSync(dir, { recursive: true });
  const incidents = shuffle(r, INCIDENTS);
  const kindOrder = shuffle(r, KINDS);
  const usedPrimary = new Set<string>();
  const labels: Quiet81Label[] = [];
  let q = 0;
  for (let i = 0; i < 48; i++) {
    const id = `q81-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length] as Format;
    const slot = INCIDENT_SLOTS.indexOf(i);
    const inc = slot >= 0 ? incidents[slot] : undefined;
    const estate = inc
      ? (ESTATES.find((e) => e.key === inc.estate) as Estate)
      : (ESTATES[(q + Math.floor(q / 6)) % ESTATES.length] as Estate);
    const day = Date.UTC(2026, 9, 3 + i, 0, 0, 0);
    const start = day + int(r, 0, 23) * 3_600_000 + int(r, 0, 11) * 300_000;
    const minutes = inc ? int(r, 12, 20) : int(r, 6, 20);
    const target = int(r, 2200, 8200);
    const meanGapMs = Math.max(120, (minutes * 60_000 * 2.2) / Math.max(600, target - minutes * 45));
    let kinds: QuietKind[];
    let at: number | undefined;
    if (inc) {
      at = start + int(r, 3 * 60, 8 * 60) * 1000 + int(r, 0, 999);
      kinds = [
        pick(
          r,
          kindOrder.filter((k) => fits(estate, k) && k.needs !== inc.origin),
        ),
      ];
    } else {
      const fresh = kindOrder.filter((k) => fits(estate, k) && !usedPrimary.has(k.name));
      const first =
        fresh[0] ??
        pick(
          r,
          kindOrder.filter((k) => fits(estate, k)),
        );
      usedPrimary.add(first.name);
      const second = pick(
        r,
        kindOrder.filter((k) => fits(estate, k) && k.name !== first.name),
      );
      kinds = [first, second];
      q++;
    }
    const w = { estate, format, start, minutes, meanGapMs, kinds, ...(inc ? { incident: inc, at } : {}) };
    const built = build(r, w);
    const file = `${id}.${EXT[format]}`;
    writeFileSync(join(dir, file), `${built.lines.join("\n")}\n`);
    const note = inc
      ? `${estate.company}: ${inc.note}.`
      : `${estate.company}, nothing broken: ${kinds[0]?.what}; also ${kinds[1]?.what}; ${built.noisySvc} logs the same harmless error throughout and ${built.changedSvc} is redeployed or reloaded.`;
    labels.push({
      id,
      file,
      format,
      isIncident: inc !== undefined,
      originService: inc ? (estate.svc[inc.origin]?.name ?? null) : null,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: at !== undefined ? new Date(at).toISOString() : null,
      expectedSeverityAtLeast: inc ? inc.severity : null,
      split: "tune",
      note,
      lines: built.lines.length,
    });
  }
  const split = assignSplit(
    r,
    labels.map((l) => (l.isIncident ? `inc:${l.category}` : "quiet")),
  );
  for (const [i, l] of labels.entries()) l.split = split[i] ?? "tune";
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet81", generateQuiet81, (labels) => {
  const by = (f: (l: Quiet81Label) => string) => [...new Set(labels.map(f))].join("/");
  const tune = labels.filter((l) => l.split === "tune").length;
  return `formats ${by((l) => l.format)}; estates hearthline/keystone/nestfinder/porchlight; split ${tune} tune / ${labels.length - tune} locked`;
});
