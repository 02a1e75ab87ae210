// Blind scenario set holdout88: security-operations platforms.
//
// 64 aggregated log windows (52 failing: 4 per root-cause category, one in each estate; 12 quiet) from four made-up
// companies: vigilsec (SIEM: ingest gateway, syslog relay, parser pool, GeoIP and threat-intel enrichment, OpenSearch-
// style search cluster, rule engine, alert dispatch, case management; trace ids), brightfort (EDR: agent edge,
// check-ins, policies, signature mirror, cloud sandbox, verdicts, asset inventory, patch reports, telemetry; no ids),
// tallyscan (vulnerability scanning: orchestrator, scan-node fleet, plugin feed, findings, asset graph, credential
// vault, reports, notifications; trace ids) and saltmarsh (managed SOC log lake: beat intake, Kafka router,
// normalizer, TI matcher, lake writer, query API, detections, SOAR, ServiceNow bridge, console; no ids).
// 9-10 services per file, 6-20 minutes, 1,500-10,000 lines, rotating over jsonl, datadog, ecs, gcp, logfmt and
// compose; per-service clock skew up to 300 ms; multi-line stack traces (Java, Python, Go, Node, .NET, Ruby, C++).
// What makes it hard: every window carries the domain's own alarming-looking noise (parse failures from odd devices,
// offline laptops, pentest detections, scans refused by hosts, late feeds, malware verdicts on user files), one
// service with a constant harmless error, succeeding retries, deprecations and an unrelated deploy or reload near
// the moment things break; callers and retry storms are often louder than the broken service, several broken
// services log at WARN or INFO only or go quiet, and third-party failures are only visible in the service that
// talks to them.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { estateByKey } from "./holdout88/estates.js";
import { EXT, FORMATS, type Format } from "./holdout88/formats.js";
import { INCIDENTS, type IncSpec } from "./holdout88/incidents.js";
import { QUIET, type QuietSpec } from "./holdout88/quiet.js";
import { makeRng } from "./holdout88/rng.js";
import { assignSplit } from "./holdout88/split.js";
import { buildStream } from "./holdout88/stream.js";

export interface Holdout88Label extends NotedLabel {
  format: Format;
}

type Item = { inc: IncSpec; quiet?: undefined } | { inc?: undefined; quiet: QuietSpec };

export function generateHoldout88(dir: string, seed = 8801): Holdout88Label[] {
  const r = makeRng(seed);
  mkdirSync(dir, { recursive: true });
  const items: Item[] = [...INCIDENTS.map((inc) => ({ inc })), ...QUIET.map((quiet) => ({ quiet }))];
  for (let i = items.length - 1; i > 0; i--) {
    const j = r.int(0, i);
    [items[i], items[j]] = [items[j], items[i]];
  }
  const labels: Holdout88Label[] = [];
  const groups = new Map<string, string[]>();
  items.forEach((it, i) => {
    const id = `h88-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    const file = `${id}.${EXT[format]}`;
    const estate = estateByKey(it.inc ? it.inc.estate : it.quiet.estate);
    const incAt = r.int(180, 480);
    const durSec = Math.max(incAt + r.int(200, 420), r.int(360, 1200));
    const start = Date.UTC(2026, 5, 8) + i * 86_400_000 + r.int(0, 23) * 3_600_000 + r.int(0, 59) * 60_000;
    let target = r.int(1900, 8200);
    let built = buildStream(
      { estate, format, start, durSec, targetLines: target, incident: it.inc, incAt, quiet: it.quiet },
      r,
    );
    for (let k = 0; k < 4 && (built.lines.length < 1600 || built.lines.length > 9800); k++) {
      target = Math.round((target * (built.lines.length < 1600 ? 2200 : 8500)) / built.lines.length);
      built = buildStream(
        { estate, format, start, durSec, targetLines: target, incident: it.inc, incAt, quiet: it.quiet },
        r,
      );
    }
    writeFileSync(join(dir, file), `${built.lines.join("\n")}\n`);
    const group = it.inc ? it.inc.category : "quiet";
    groups.set(group, [...(groups.get(group) ?? []), id]);
    labels.push({
      id,
      file,
      format,
      isIncident: it.inc !== undefined,
      originService: it.inc ? it.inc.origin : null,
      category: it.inc ? it.inc.category : null,
      errorTypeHints: it.inc ? it.inc.hints : [],
      incidentStart: built.incidentStart === null ? null : new Date(built.incidentStart).toISOString(),
      expectedSeverityAtLeast: it.inc ? it.inc.sev : null,
      split: "tune",
      note: it.inc ? it.inc.note : it.quiet.note,
      lines: built.lines.length,
    });
  });
  const split = assignSplit(groups, r);
  for (const l of labels) l.split = split.get(l.id) ?? "tune";
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout88", generateHoldout88, (labels) => {
  const byEstate = new Map<string, number>();
  for (const it of [...INCIDENTS.map((i) => i.estate), ...QUIET.map((q) => q.estate)])
    byEstate.set(it, (byEstate.get(it) ?? 0) + 1);
  const fmts = [...new Set(labels.map((l) => l.format))].join("/");
  return `estates ${[...byEstate].map(([k, v]) => `${k}:${v}`).join(", ")}; formats ${fmts}`;
});
