// Blind set holdout82: car dealers and car rental. 64 aggregated log windows (52 with trouble, 4 per each of
// the 13 categories, and 12 quiet ones) from four made-up estates:
// - northgate (UK dealer group, trace ids): dealer-web, inventory-api, listing-syndicator, vin-decoder,
//   finance-apply, credit-check, tradein-valuation, service-booking, parts-shop, supplier-stock (Node, Java,
//   Python, Go, .NET, Ruby); noisy: listing-syndicator's autotrader image rejections.
// - velden (German dealer, no ids): storefront, dms-bridge, feed-exporter, photo-pipeline, lead-router,
//   workshop-planner, parts-catalog, parts-checkout, payment-link; noisy: feed-exporter's mobile.de rejections.
// - roadlark (NL rental, trace ids): booking-api, pricing-engine, availability-svc, counter-app, kiosk-gateway,
//   payments, unlock-service, telematics-ingest, fleet-tracker, geofence-watcher; noisy: telematics units offline.
// - kestrel (IE rental, no ids): web-gateway, reservations, quote-service, checkout-desk, keyless-bridge,
//   fleet-telemetry, damage-claims, photo-store, toll-rebill, fines-processor; noisy: fines for returned cars.
// Formats rotate over jsonl, datadog, ecs, gcp, logfmt and compose; windows of 6-20 minutes, 1,500-10,000 lines,
// trouble after 3-8 minutes of baseline, per-service skew up to 300 ms.
// What makes it hard: the noisy service is sometimes the one at fault (and sometimes not), callers are louder
// than the origin (retry storms, 5xx naming the callee), several origins log only WARN or go quiet, third
// parties that never log here (lender panel, PSP, DMS vendor, Redis, Elasticsearch, maps API), unrelated
// deploys and config reloads near the start, and quiet windows with bursts of harmless errors.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, type EstateKey } from "./holdout82/estates.js";
import { EXT, FORMATS, type Format } from "./holdout82/formats.js";
import { PART_A } from "./holdout82/incidents-a.js";
import { PART_B } from "./holdout82/incidents-b.js";
import type { IncidentDef } from "./holdout82/kit.js";
import { QUIET, type QuietDef } from "./holdout82/quiet.js";
import { makeRng } from "./holdout82/rng.js";
import { assignSplit } from "./holdout82/split.js";
import { buildStream } from "./holdout82/stream.js";

const ESTATE_OF = new Map<string, string>();

export type Holdout82Label = NotedLabel & { format: Format };

type Item = { kind: "incident"; def: IncidentDef } | { kind: "quiet"; def: QuietDef };

export function generateHoldout82(dir: string, seed = 8201): Holdout82Label[] {
  const r = makeRng(seed);
  const items: Item[] = [
    ...[...PART_A, ...PART_B].map((def) => ({ kind: "incident" as const, def })),
    ...QUIET.map((def) => ({ kind: "quiet" as const, def })),
  ];
  const order = items.map((it) => ({ it, k: r.next() })).sort((a, b) => a.k - b.k);
  const splits = assignSplit(
    r,
    order.map(({ it }) => (it.kind === "incident" ? it.def.category : "quiet")),
  );
  mkdirSync(dir, { recursive: true });
  const labels: Holdout82Label[] = [];
  const day0 = Date.UTC(2026, 6, 1);
  order.forEach(({ it }, i) => {
    const id = `h82-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    const file = `${id}.${EXT[format]}`;
    const estateKey: EstateKey = it.def.estate;
    const estate = ESTATES[estateKey];
    const windowMin = r.int(8, 20);
    const baseMin = r.int(3, Math.min(8, windowMin - 4));
    const t0 = day0 + i * 86400000 + r.int(6, 19) * 3600000 + r.int(0, 59) * 60000 + r.int(0, 59) * 1000;
    const start = t0 + baseMin * 60000 + r.int(0, 50) * 1000;
    const windowSec = windowMin * 60 + r.int(0, 40);
    const origin = it.kind === "incident" ? it.def.origin : "";
    const others = estate.services.filter((s) => s !== origin);
    const deploySvc = r.pick(others);
    const deployAt =
      it.kind === "incident" ? start + r.int(-150, 120) * 1000 : t0 + r.int(60, windowMin * 60 - 60) * 1000;
    let target = r.int(1800, 8200);
    let lines: string[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const sr = makeRng(seed * 1000 + i * 17 + attempt);
      lines = buildStream(sr, {
        estate,
        format,
        t0,
        windowSec,
        start: it.kind === "incident" ? start : t1Never(t0, windowSec),
        targetLines: target,
        inj: it.kind === "incident" ? it.def.inj : undefined,
        deploySvc,
        deployAt,
        extras: it.kind === "quiet" ? it.def.extras : undefined,
      });
      if (lines.length >= 1500 && lines.length <= 10000) break;
      target = Math.round(target * (lines.length > 10000 ? 0.75 : 1.3));
    }
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    ESTATE_OF.set(id, estateKey);
    const base = { id, file, format, split: splits[i], lines: lines.length };
    if (it.kind === "incident") {
      labels.push({
        ...base,
        isIncident: true,
        originService: it.def.origin,
        category: it.def.category,
        errorTypeHints: it.def.hints,
        incidentStart: new Date(start).toISOString(),
        expectedSeverityAtLeast: it.def.sev,
        note: it.def.note,
      });
    } else {
      labels.push({
        ...base,
        isIncident: false,
        originService: null,
        category: null,
        errorTypeHints: [],
        incidentStart: null,
        expectedSeverityAtLeast: null,
        note: it.def.note,
      });
    }
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

const t1Never = (t0: number, windowSec: number) => t0 + windowSec * 1000 + 1;

runHoldoutCli(import.meta.url, "holdout82", generateHoldout82, (labels) => {
  const count = (key: (l: Holdout82Label) => string) => {
    const m = new Map<string, number>();
    for (const l of labels) m.set(key(l), (m.get(key(l)) ?? 0) + 1);
    return [...m].map(([k, n]) => `${k}=${n}`).join(" ");
  };
  return `formats ${count((l) => l.format)}; estates ${count((l) => ESTATE_OF.get(l.id) ?? "?")}; tune=${labels.filter((l) => l.split === "tune").length}`;
});
