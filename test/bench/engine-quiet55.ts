// Blind set quiet55: 48 aggregated log windows from two cloud-backup companies and two web-search companies,
// 40 of them quiet (nothing is broken) and 8 with one real failure each, in a different category every time.
//
// Estates (8-10 services each, one aggregated stream per file):
//   tallyvault  cloud backup: edge-gw, agent-hub, dedup-ingest (Java), chunk-store (Go), snapshot-catalog and
//               restore-runner (Python), sync-bridge and notify-worker (Node), share-links (Rails), quota-meter;
//               W3C-style 32-hex trace ids.
//   harborsafe  cloud backup: portal-api and backup-scheduler (.NET), device-registry, upload-frontdoor, blob-writer
//               (Go), index-catalog, restore-orchestrator, thumbnailer (Python), link-service, sync-gateway (Node);
//               no request ids.
//   brindle     web search: query-api, fetcher, robots-cache (Go), spell-correct, doc-feeder (Python), ranker,
//               parser (C++), crawl-frontier, indexer, link-graph (Java); 16-hex trace ids.
//   kestrel     web search: search-web, autocomplete (Node), query-planner, safe-browse-check, crawl-scheduler,
//               robots-service (Go), shard-server, index-builder (C++), spellfix, fetch-worker (Rust); no ids.
// Formats rotate over the dev set's six shapes (jsonl, datadog, ecs, gcp, logfmt, compose); stack traces are multi-line
// in logfmt/compose, carried in error.stack / error.stack_trace / the message in the JSON shapes. Windows run 6-20
// minutes with 1,500-10,000 lines; per-service clock skew up to 300 ms; lines sorted by printed time.
//
// What makes it hard: every file has a service that logs the same harmless ERROR from the first minute, deprecation
// warnings, retries that succeed, a restart or config reload of some service, and the quiet windows add one or two of
// 38 kinds of alarming but harmless noise (laptops going offline, files locked by other programs, expired share links,
// a customer's quota full, credential stuffing, crawled sites answering 403/404/429/timeouts/NXDOMAIN/bad TLS,
// robots.txt disallows, zero-hit queries, GC pauses during merges, replica relocation ...). In the 8 failures the
// callers are louder than the service with the problem, some of those services only warn (blob-writer, shard-server)
// or go silent between crashes (indexer), and a look-alike of each failure appears as harmless noise elsewhere.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { background, type Ctx, ESTATES, type Estate, type Hook, unrelatedChange } from "./quiet55/estates.js";
import { EXT, FORMATS, type Format } from "./quiet55/formats.js";
import { INCIDENTS } from "./quiet55/incidents.js";
import { NOISES } from "./quiet55/quiet.js";
import { makeRng } from "./quiet55/rng.js";
import { assignSplit } from "./quiet55/split.js";
import { Stream } from "./quiet55/stream.js";

export interface Quiet55Label extends NotedLabel {
  format: Format;
}

/** Rough lines per request of each estate's traffic mix, to aim a window at its line budget. */
const LINES_PER_REQ: Record<string, number> = { tallyvault: 3.1, harborsafe: 1.4, brindle: 1.9, kestrel: 2.2 };

export function generateQuiet55(dir: string, seed = 5501): Quiet55Label[] {
  mkdirSync(dir, { recursive: true });
  const rng = makeRng(seed);
  const N = 48;
  const incidentSlots = new Set(rng.shuffle([...Array(N).keys()]).slice(0, INCIDENTS.length));
  const incidentOrder = rng.shuffle([...INCIDENTS]);
  const backupKinds = rng.shuffle(NOISES.filter((n) => n.domain === "backup"));
  const searchKinds = rng.shuffle(NOISES.filter((n) => n.domain === "search"));
  const estateByDomain = {
    backup: ESTATES.filter((e) => e.domain === "backup"),
    search: ESTATES.filter((e) => e.domain === "search"),
  };
  let qb = 0;
  let qs = 0;
  let inc = 0;
  const fmtOffset = rng.int(0, 5);
  const labels: Quiet55Label[] = [];
  for (let i = 0; i < N; i++) {
    const r = makeRng(seed * 1000 + i * 7919);
    const incident = incidentSlots.has(i) ? incidentOrder[inc] : undefined;
    // quiet windows and incidents each rotate over the six formats on their own
    const format = (incident ? FORMATS[(inc + fmtOffset) % 6] : FORMATS[(i - inc) % 6]) as Format;
    if (incident) inc++;
    const id = `q55-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[format]}`;
    let estate: Estate;
    let kinds: typeof NOISES = [];
    if (incident) estate = ESTATES.find((e) => e.key === incident.estate) as Estate;
    else {
      const backupTurn = qb + qs < 40 && (qb <= qs ? qb < 20 : qs >= 20);
      if (backupTurn) {
        estate = estateByDomain.backup[qb % 2] as Estate;
        kinds = [backupKinds[qb % backupKinds.length], r.pick(backupKinds)].filter((x) => x !== undefined);
        qb++;
      } else {
        estate = estateByDomain.search[qs % 2] as Estate;
        kinds = [searchKinds[qs % searchKinds.length], r.pick(searchKinds)].filter((x) => x !== undefined);
        qs++;
      }
      if (kinds[0] === kinds[1] || r.chance(0.3)) kinds = kinds.slice(0, 1);
    }
    const day = 1 + ((i * 5) % 28);
    const hour = r.pick([1, 2, 3, 3, 4, 9, 11, 14, 16, 19, 22]);
    const start = Date.UTC(2026, 10, day, hour, r.int(0, 5) * 10, 0) + r.int(0, 59) * 1000;
    const minutes = incident ? r.int(10, 20) : r.int(6, 20);
    const end = start + minutes * 60000;
    const s = new Stream(start, end);
    const incStart = incident ? start + r.int(180, 480) * 1000 : null;
    let hook: Hook = () => false;
    const ctx: Ctx = {
      s,
      rng: r,
      hook: (f, t, tr) => hook(f, t, tr),
      trace: () => (estate.traceLen ? r.hex(estate.traceLen) : undefined),
    };
    if (incident && incStart !== null) hook = incident.run(ctx, estate, incStart);
    for (const k of kinds) k.gen(ctx, estate);
    const target = r.int(1900, 8200);
    const perSecond = Math.max(0.5, (target / (minutes * 60) - 0.6) / (LINES_PER_REQ[estate.key] ?? 2));
    background(ctx, estate, perSecond);
    const changeAt =
      incStart !== null
        ? incStart + r.pick([-1, 1]) * r.int(40, 100) * 1000
        : start + r.int(120, minutes * 60 - 60) * 1000;
    const change = unrelatedChange(ctx, estate, changeAt, incident ? incident.origin : null);
    const hosts: Record<string, string> = {};
    for (const svc of Object.keys(estate.services)) hosts[svc] = `${svc}-${r.hex(9).slice(0, 9)}-${r.hex(5)}`;
    const lines = s.write(join(dir, file), format, r, estate.namespace, hosts);
    if (lines < 1500 || lines > 10000) throw new Error(`${file}: ${lines} lines out of range`);
    labels.push({
      id,
      file,
      format,
      isIncident: Boolean(incident),
      originService: incident ? incident.origin : null,
      category: incident ? incident.category : null,
      errorTypeHints: incident ? incident.hints : [],
      incidentStart: incStart !== null ? new Date(incStart).toISOString() : null,
      expectedSeverityAtLeast: incident ? incident.severity : null,
      split: "tune",
      note: incident
        ? `${estate.company}: ${incident.note}; meanwhile ${change}.`
        : `${estate.company}, nothing broken: ${kinds.map((k) => k.what).join("; and ")}; ${change}.`,
      lines,
    });
  }
  const split = assignSplit(rng, [
    labels.flatMap((l, i) => (l.isIncident ? [] : [i])),
    labels.flatMap((l, i) => (l.isIncident ? [i] : [])),
  ]);
  labels.forEach((l, i) => {
    l.split = split.get(i) ?? "tune";
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet55", generateQuiet55, (labels) => {
  const kinds = new Set(
    labels
      .filter((l) => !l.isIncident)
      .flatMap((l) => (l.note.split("nothing broken: ")[1] ?? "").replace(/; [^;]*\.$/, "").split("; and ")),
  );
  const estates = ESTATES.map((e) => `${e.key} ${labels.filter((l) => l.note.startsWith(e.company)).length}`);
  return `estates ${estates.join(", ")}; ${kinds.size} kinds of harmless noise; formats ${FORMATS.join("/")}`;
});
