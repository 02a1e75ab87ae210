// Blind set holdout87: classifieds and online auctions.
//
// 64 aggregated log windows (52 broken, 4 per each of the 13 root-cause categories, and 12 quiet) from four made-up
// companies: Plaza (classifieds: listings, photo pipeline, image moderation, search, saved-search alerts, messaging,
// paid promotions, scam screening; trace ids), Hammerline (timed auctions: bids with proxy max, auction clock with
// anti-sniping, settlement, escrow, carrier labels, seller payouts; no ids), Swapbox (classifieds on PHP/C++/Java,
// trace ids) and Gavel & Co (auctions on Rust/Go/Java/Ruby/.NET, no ids). Each file holds 8-10 services over 6-20
// minutes, 1,500-10,000 lines, in one of the six dev formats (jsonl, datadog, ecs, gcp, logfmt, compose) in rotation,
// with per-service clock skew up to 300 ms and sorted by printed time.
//
// What makes it hard: each estate has a service that logs the same harmless error from the first minute; the domain's
// own noise (bids below the current price, moderation rejections, held scam messages, throttled outbid notices,
// unsupported photo formats, unpaid orders); deprecation warnings; retries that succeed; an unrelated rollout and a
// feature-flag reload near the start; callers that report the failure in their own runtime's words and retry louder
// than the breaking service; some breaking services log only WARN, some go quiet, some are the edge itself, and several
// live in background jobs with no caller at all. Vendors and clusters never log here; the service that talks to them
// carries the label.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./holdout87/estates.js";
import { EXT, FORMATS, type Format, render } from "./holdout87/formats.js";
import { INCIDENTS } from "./holdout87/incidents.js";
import { QUIETS } from "./holdout87/quiet.js";
import { int, mulberry32 } from "./holdout87/rng.js";
import type { Spec } from "./holdout87/spec.js";
import { assignSplit } from "./holdout87/split.js";
import { buildWindow } from "./holdout87/stream.js";

export interface Holdout87Label extends NotedLabel {
  format: Format;
}

type Item = { kind: "incident"; spec: Spec } | { kind: "quiet"; q: (typeof QUIETS)[number] };

export function generateHoldout87(dir: string, seed = 8701): Holdout87Label[] {
  const r = mulberry32(seed);
  const items: Item[] = [
    ...INCIDENTS.map((spec): Item => ({ kind: "incident", spec })),
    ...QUIETS.map((q): Item => ({ kind: "quiet", q })),
  ];
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [items[i], items[j]] = [items[j] as Item, items[i] as Item];
  }
  const splits = assignSplit(
    r,
    items.map((it) => (it.kind === "quiet" ? "quiet" : it.spec.cat)),
  );
  mkdirSync(dir, { recursive: true });
  const labels: Holdout87Label[] = [];
  items.forEach((it, i) => {
    const id = `h87-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length] as Format;
    const estate = ESTATES[it.kind === "quiet" ? it.q.estate : it.spec.estate];
    if (!estate) throw new Error(`no estate for ${id}`);
    const durMin = int(r, 6, 20);
    const startMin = int(r, 3, Math.min(8, durMin - 3));
    const t0 = Date.UTC(2026, 9, 1 + i, int(r, 6, 22), int(r, 0, 59), 0) + int(r, 0, 59) * 1000;
    const start = t0 + startMin * 60000 + int(r, 0, 59) * 1000;
    const durSec = durMin * 60;
    const target = int(r, 1800, 8500);
    let reqPerSec = (target * 0.7) / (durSec * 3.2);
    let lines: string[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const wr = mulberry32(seed * 7919 + i * 131 + attempt);
      const bursts =
        it.kind === "quiet"
          ? [{ svc: it.q.svc, from: start, to: start + it.q.minutes * 60000, perMin: it.q.perMin, line: it.q.line }]
          : [];
      const evs = buildWindow(wr, {
        estate,
        spec: it.kind === "incident" ? it.spec : null,
        t0,
        durSec,
        start,
        reqPerSec,
        bursts,
      });
      const pad = Math.max(...Object.keys(estate.rt).map((s) => s.length)) + 4;
      lines = evs.flatMap((e) => render(e, format, estate.ns, pad));
      if (lines.length < 1600) reqPerSec *= 1.5;
      else if (lines.length > 9800) reqPerSec *= 0.7;
      else break;
    }
    const file = `${id}.${EXT[format]}`;
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const base = { id, file, format, split: splits[i] ?? "tune", lines: lines.length };
    if (it.kind === "quiet") {
      labels.push({
        ...base,
        isIncident: false,
        originService: null,
        category: null,
        errorTypeHints: [],
        incidentStart: null,
        expectedSeverityAtLeast: null,
        note: it.q.note,
      });
    } else {
      const s = it.spec;
      labels.push({
        ...base,
        isIncident: true,
        originService: s.origin,
        category: s.cat,
        errorTypeHints: s.hints,
        incidentStart: new Date(start).toISOString(),
        expectedSeverityAtLeast: s.sev,
        note: s.note,
      });
    }
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout87", generateHoldout87, (labels) => {
  const fm = FORMATS.map((f) => `${f} ${labels.filter((l) => l.format === f).length}`).join(", ");
  const min = Math.min(...labels.map((l) => l.lines));
  const max = Math.max(...labels.map((l) => l.lines));
  return `estates plaza/hammerline/swapbox/gavel; formats ${fm}; ${min}-${max} lines per file`;
});
