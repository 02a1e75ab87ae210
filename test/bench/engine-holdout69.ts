// Blind holdout69: media streaming, advertising and mobility.
//
// 64 scenarios (52 incidents, 4 per each of the 13 root-cause categories, and 12 quiet windows) from four made-up
// estates: Northlight Play (streaming: playback-api, drm-license, packager, shield-cache, transcode-farm,
// player-telemetry, ssai-stitcher, entitlements, catalog-svc, cdn-purger; W3C trace ids), Bidloom Exchange (ad exchange:
// bid-gateway, auction-engine, dsp-adapter, budget-pacer, consent-svc, pixel-collector, fraud-filter, creative-scan,
// report-rollup, deal-desk; no ids), Voltaro Charging (EV: ocpp-csms, ocpi-hub, charge-sessions, tariff-svc,
// payment-terminals, driver-app-api, billing-worker, smart-charging, vehicle-link, notify-push; trace ids) and Kuro
// Mobility (scooters / ride-hailing: rider-api, dispatch, pricing, vehicle-gw, lock-ctl, trip-ledger, payments, geofence,
// driver-api, notify; no ids). Each estate holds one failure of every category and three quiet windows.
//
// Each file is one aggregated stream of 8-10 services over 6-20 minutes (1,500-10,000 lines), sorted by printed time
// with up to 300 ms skew per service, rotating over the dev set's six formats (jsonl, datadog, ecs, gcp, logfmt,
// compose) with Java, Python, Go, Node, .NET, Ruby and Rust stack traces where the format carries them.
//
// What makes it hard: a noisy service in every estate logs a harmless ERROR from the first minute (telemetry schema
// rejects, invalid consent strings, a dead payment terminal, malformed scooter frames), the domain's normal noise
// looks alarming (licences refused for lapsed plans, DSPs timing out by design, chargers rebooting, cards declined,
// cars asleep, riders cancelling, scooters out of zone), callers' retry storms are louder than the origin, some origins
// log only at WARN or go quiet and restart without a reason, and an unrelated deploy or reload sits near every moment.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { EXT, FORMATS } from "./holdout69/formats.js";
import { ADS } from "./holdout69/incidents-ads.js";
import { EV } from "./holdout69/incidents-ev.js";
import { MEDIA } from "./holdout69/incidents-media.js";
import { MOBILITY } from "./holdout69/incidents-mobility.js";
import { QUIET } from "./holdout69/quiet.js";
import { makeRng } from "./holdout69/rng.js";
import { assignSplit } from "./holdout69/split.js";
import { build } from "./holdout69/stream.js";
import type { Format, IncidentSpec, QuietSpec } from "./holdout69/types.js";

export interface Holdout69Label extends NotedLabel {
  format: Format;
}

type Item = { kind: "incident"; spec: IncidentSpec } | { kind: "quiet"; spec: QuietSpec };

export function generateHoldout69(dir: string, seed = 6901): Holdout69Label[] {
  const r = makeRng(seed);
  const items: Item[] = [
    ...[...MEDIA, ...ADS, ...EV, ...MOBILITY].map((spec): Item => ({ kind: "incident", spec })),
    ...QUIET.map((spec): Item => ({ kind: "quiet", spec })),
  ];
  r.shuffle(items);
  const splits = assignSplit(
    items.map((it) => (it.kind === "incident" ? it.spec.category : "quiet")),
    r,
  );
  const formatOffset = r.int(0, 5);
  mkdirSync(dir, { recursive: true });
  const labels: Holdout69Label[] = items.map((it, i) => {
    const id = `h69-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[(i + formatOffset) % FORMATS.length];
    const file = `${id}.${EXT[format]}`;
    const sr = makeRng(seed * 131 + i * 7919);
    const day = Date.UTC(2026, 2, 2) + i * 86400000 * 2 + sr.int(0, 22) * 3600000 + sr.int(0, 11) * 300000;
    const built = build(it.spec, it.kind === "incident", format, day, sr);
    if (built.lines.length < 1500 || built.lines.length > 10000) throw new Error(`${id}: ${built.lines.length} lines`);
    writeFileSync(join(dir, file), `${built.lines.join("\n")}\n`);
    const inc = it.kind === "incident" ? it.spec : null;
    return {
      id,
      file,
      format,
      isIncident: inc !== null,
      originService: inc ? inc.origin : null,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: built.t0 === null ? null : new Date(built.t0).toISOString(),
      expectedSeverityAtLeast: inc ? inc.severity : null,
      split: splits[i],
      note: it.spec.note,
      lines: built.lines.length,
    };
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout69", generateHoldout69, (labels) => {
  const f = new Map<string, number>();
  for (const l of labels) f.set(l.format, (f.get(l.format) ?? 0) + 1);
  const tune = labels.filter((l) => l.split === "tune").length;
  return `formats ${[...f].map(([k, v]) => `${k}=${v}`).join(" ")}; estates media/ads/ev/mobility; tune=${tune}`;
});
