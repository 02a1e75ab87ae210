// Blind holdout114: election administration. Four made-up estates of one state's election systems:
//   - sos (state registration): online voter registration, DMV/SSA identity matching, the statewide voter
//     registration database (svrs-core on Postgres), dedupe, address checks, NVRA notices, county sync, ERIC export;
//   - marlow (Marlow County vote centres): e-poll book sync over cellular, check-in API behind an Envoy gateway,
//     voter lookup, ballot-on-demand printing, ballot styles, Keycloak staff sign-in, public wait-time page;
//   - harlan (Harlan County registrar): mail ballot tracking from USPS IMb scans, envelope sorter, signature
//     verification, cure letters, print vendor bridge, canvass/audit tool with Elasticsearch;
//   - enr (state election-night reporting): tabulator result uploads, aggregation, results API/site behind nginx,
//     Redis, county feeds, AP media feed, risk-limiting audit tool.
// 64 scenarios: 52 incidents (4 per each of the 13 categories, one per estate) and 12 quiet windows (3 per estate),
// rotating over the six dev formats (jsonl, datadog, ecs, gcp, logfmt, compose), 6-20 minute windows of 8-10
// services, 1,500-10,000 lines, per-service clock skew up to 300 ms, sorted by printed time.
// What makes it hard: every estate has a constantly noisy service (ZIP+4 warnings, poll book reconnects, unmatched
// IMb scans, nginx missing-icon errors), retries that succeed, deprecation warnings and an unrelated release near
// the change; callers report failures in their own words and often louder than the service at fault; several
// faults are WARN-only (rate limits, revoked keys) or show up as a service going quiet; stack traces come in Java,
// .NET, Python, Node, Ruby, Go-style and C++ (glog) shapes; two estates carry trace ids, one short request ids,
// one none.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./holdout114/estates.js";
import { FILE_EXT, FORMATS, type Format } from "./holdout114/formats.js";
import { type IncidentSpec, unrelatedDeploy } from "./holdout114/incidents.js";
import { ENR_INCIDENTS } from "./holdout114/incidents-enr.js";
import { HARLAN_INCIDENTS } from "./holdout114/incidents-harlan.js";
import { MARLOW_INCIDENTS } from "./holdout114/incidents-marlow.js";
import { SOS_INCIDENTS } from "./holdout114/incidents-sos.js";
import { QUIET, type QuietSpec, quietDeploy } from "./holdout114/quiet.js";
import { makeRng } from "./holdout114/rng.js";
import { assignSplits } from "./holdout114/split.js";
import { buildStream } from "./holdout114/stream.js";

export interface Holdout114Label extends NotedLabel {
  format: Format;
}

type Item = { kind: "incident"; spec: IncidentSpec } | { kind: "quiet"; spec: QuietSpec };

export function generateHoldout114(dir: string, seed = 11401): Holdout114Label[] {
  const rng = makeRng(seed);
  const items: Item[] = [
    ...[...SOS_INCIDENTS, ...MARLOW_INCIDENTS, ...HARLAN_INCIDENTS, ...ENR_INCIDENTS].map(
      (spec) => ({ kind: "incident", spec }) as Item,
    ),
    ...QUIET.map((spec) => ({ kind: "quiet", spec }) as Item),
  ];
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [items[i], items[j]] = [items[j], items[i]];
  }
  const splits = assignSplits(
    items.map((it) => (it.kind === "incident" ? it.spec.category : "quiet")),
    rng,
  );
  mkdirSync(dir, { recursive: true });
  const labels: Holdout114Label[] = [];
  items.forEach((item, idx) => {
    const id = `h114-${String(idx + 1).padStart(2, "0")}`;
    const format = FORMATS[idx % FORMATS.length];
    const file = `${id}.${FILE_EXT[format]}`;
    const estate = ESTATES[item.spec.estate];
    const sub = makeRng(seed * 1000 + idx * 7919 + 17);
    const [day, h0, h1] = sub.pick(estate.days);
    const start =
      Date.parse(`${day}T00:00:00.000Z`) + (sub.int(h0, h1) * 60 + sub.int(0, 59)) * 60_000 + sub.int(0, 59) * 1000;
    const minutes = sub.int(6, 20);
    const lead = sub.int(3, Math.min(8, minutes - 3));
    const t0 = start + lead * 60_000 + sub.int(0, 50) * 1000;
    let target = sub.int(1800, 8500);
    let lines: string[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const run = makeRng(seed * 7 + idx * 104729 + attempt);
      lines = buildStream(estate, format, run, start, minutes, target, t0, (c) => {
        if (item.kind === "incident") {
          item.spec.run(c);
          unrelatedDeploy(c, item.spec.origin, t0);
        } else {
          item.spec.run(c);
          quietDeploy(c, item.spec.change);
        }
      }).lines;
      if (lines.length >= 1500 && lines.length <= 10_000) break;
      target = Math.round(target * (lines.length < 1500 ? 1.5 : 0.7));
    }
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const inc = item.kind === "incident" ? item.spec : null;
    labels.push({
      id,
      file,
      format,
      isIncident: inc !== null,
      originService: inc ? inc.origin : null,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: inc ? new Date(t0).toISOString() : null,
      expectedSeverityAtLeast: inc ? inc.severity : null,
      split: splits[idx],
      note: item.spec.note,
      lines: lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout114", generateHoldout114, (labels) => {
  const fm = FORMATS.map((f) => `${f} ${labels.filter((l) => l.format === f).length}`).join(", ");
  return `estates sos/marlow/harlan/enr 16 each; formats ${fm}`;
});
