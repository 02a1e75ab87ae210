// holdout125: a blind scenario set for real estate brokerage and listings. 64 windows (52 failures, 4 for each of
// the 13 categories, and 12 quiet windows) over four made-up estates:
//   - Keystone Realty (brokerage; agent-portal, lead-router, crm-sync, showing-scheduler, lockbox-gateway, offer-desk,
//     esign-bridge, txn-checklist, doc-vault, commission-payouts; Node/Python/Java/Go; trace ids),
//   - HomeFinder (listings portal; listing-web, search-api, geo-tiles, mls-ingest, photo-pipeline, listing-store,
//     saved-search-alerts, lead-capture, listing-indexer; trace ids),
//   - Harbor & Pine Realty (small brokerage on Rails and .NET; no ids),
//   - Nestwise Listings (syndication; listing-api, mls-sync, feed-normalizer, photo-worker, geo-enricher, ...; no ids).
// Each file is one aggregated stream of 9-10 services over 6-20 minutes (about 1,500-10,000 lines), rotating over
// the six formats (jsonl, datadog, ecs, gcp, logfmt, compose), sorted by printed time with up to 300 ms of clock skew.
// What makes it hard: a constant harmless error in a noisy service from the first minute, domain noise (MLS records
// skipped, small photos rejected, showings declined, invalid lead phones, expired lockbox codes, withdrawn offers),
// deprecation warnings, retries that succeed, an unrelated deploy near each failure, callers that report in their
// own words and louder than the origin, origins at WARN only or gone quiet, stack traces in Java/Python/Go/Node/.NET/
// Ruby style, vendor failures that belong to the service talking to the vendor.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./holdout125/estates.js";
import { EXT, type Format } from "./holdout125/formats.js";
import { INCIDENTS, type Incident } from "./holdout125/incidents.js";
import { QUIETS, type Quiet } from "./holdout125/quiet.js";
import { Rng } from "./holdout125/rng.js";
import { assignSplit } from "./holdout125/split.js";
import { buildWindow } from "./holdout125/stream.js";

export interface Holdout125Label extends NotedLabel {
  format: Format;
}

const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];

type Item = { kind: "inc"; inc: Incident } | { kind: "quiet"; q: Quiet };

export function generateHoldout125(dir: string, seed = 12501): Holdout125Label[] {
  const r = new Rng(seed);
  mkdirSync(dir, { recursive: true });
  const items: Item[] = [
    ...INCIDENTS.map((inc): Item => ({ kind: "inc", inc })),
    ...QUIETS.map((q): Item => ({ kind: "quiet", q })),
  ];
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(r.next() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  const split = assignSplit(
    items.map((it) => (it.kind === "inc" ? it.inc.cat : "quiet")),
    seed,
  );
  const labels: Holdout125Label[] = [];
  items.forEach((it, i) => {
    const id = `h125-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    const file = `${id}.${EXT[format]}`;
    const estateKey = it.kind === "inc" ? it.inc.estate : it.q.estate;
    const estate = ESTATES.find((e) => e.key === estateKey);
    if (!estate) throw new Error(`no estate ${estateKey}`);
    const day = Date.UTC(2026, 6, 6 + i, 0, 0, 0);
    const start = day + r.int(6 * 3600, 21 * 3600) * 1000 + r.int(0, 999);
    const incOffsetSec = r.int(185, 475);
    const durSec = Math.min(1200, Math.max(360, incOffsetSec + r.int(200, 720)));
    const targetLines = r.int(1700, 7000);
    const lines = buildWindow(r, {
      estate,
      format,
      start,
      durSec,
      targetLines,
      incident: it.kind === "inc" ? it.inc : undefined,
      incOffsetSec,
      shots: it.kind === "quiet" ? it.q.shots : undefined,
      shotOffsetSec: r.int(120, Math.max(121, durSec - 200)),
    });
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const inc = it.kind === "inc" ? it.inc : null;
    labels.push({
      id,
      file,
      format,
      isIncident: inc !== null,
      originService: inc ? inc.origin : null,
      category: inc ? inc.cat : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: inc ? new Date(start + incOffsetSec * 1000).toISOString() : null,
      expectedSeverityAtLeast: inc ? inc.sev : null,
      split: split[i],
      note: inc ? inc.note : (it as { q: Quiet }).q.note,
      lines: lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout125", generateHoldout125, (labels) => {
  const per = (k: string) => labels.filter((l) => l.file.includes(".") && l.format === k).length;
  return `formats ${FORMATS.map((f) => `${f}=${per(f)}`).join(" ")}; estates keystone, homefinder, harborpine, nestwise`;
});
