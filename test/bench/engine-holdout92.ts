// Blind scenario set holdout92: parcel carriers and postal services.
//
// 64 windows (52 incidents, 4 for each of the 13 root-cause categories, and 12 quiet windows) from four made-up
// estates: BrightPost (merchant shipping platform: merchant-api, label-service, address-check, rate-engine,
// tracking-ingest/-indexer, webhook-relay, billing-runner, portal-bff; trace ids), Kronhub (a sorting centre:
// scan-gateway, sorter-plc-bridge, induction-ctl, chute-allocator, manual-sort-queue, hub-wms, label-reprint,
// tracking-publisher, yard-mgmt; no ids), RouteWise (last mile: dispatch-api, route-planner, handheld-sync, pod-store,
// locker-hub, driver-notify, customer-eta, geo-tiles, shift-roster; request ids) and Eastmark Post (cross-border:
// parcel-intake, customs-declare, duty-calc, hs-classifier, edi-bridge, billing-ledger, invoice-pdf,
// notification-svc, partner-gw; no ids). Each file is one aggregated stream of 9 services over 6-20 minutes,
// roughly 1,500-10,000 lines, rotating over the six dev formats (jsonl, datadog, ecs, gcp, logfmt, compose) with
// multi-line stacks where the format allows and up to 300 ms clock skew per service.
//
// What makes it hard: each estate has a constant noisy service from the first minute (merchant webhooks failing,
// barcode no-reads, full lockers, customs holds for missing invoices), sometimes the very service that later fails;
// callers retry louder than the origin and describe failures in their own words; some origins only warn (slow
// classifier, wrong sort plan, validation of locker sizes) or go quiet; runtimes vary (Java/Kotlin, Python, Go,
// Node, .NET, Ruby, C++); an unrelated deploy or config reload lands near every start; quiet windows carry
// harmless blips (a merchant over its own quota, a PLC reconnect, a restart with retries that succeed).
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./holdout92/estates.js";
import { EXT, type Format } from "./holdout92/formats.js";
import { INCIDENTS } from "./holdout92/incidents.js";
import { QUIET } from "./holdout92/quiet.js";
import { mulberry32 } from "./holdout92/rng.js";
import { assignSplit } from "./holdout92/split.js";
import { buildWindow } from "./holdout92/stream.js";

export interface Holdout92Label extends NotedLabel {
  format: Format;
}

const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];

export function generateHoldout92(dir: string, seed = 9201): Holdout92Label[] {
  mkdirSync(dir, { recursive: true });
  const r = mulberry32(seed);
  const scenarios = r.shuffle([...INCIDENTS, ...QUIET]);
  const splits = assignSplit(
    r,
    scenarios.map((s) => s.category),
  );
  const labels: Holdout92Label[] = [];
  scenarios.forEach((sc, i) => {
    const sr = mulberry32(seed * 7919 + i * 104729 + 17);
    const id = `h92-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    const est = ESTATES[sc.estate];
    const day = Date.UTC(2026, 5, 1) + i * 86400000 + sr.int(0, 22) * 3600000 + sr.int(0, 3) * 900000;
    const minutes = sr.int(7, 20);
    const t0 = day + sr.int(0, 59) * 1000 + sr.int(0, 999);
    const offset = sr.int(3 * 60, Math.min(8 * 60, (minutes - 3) * 60)) * 1000;
    const start = t0 + offset;
    const t1 = t0 + minutes * 60000;
    const target = sr.int(Math.max(1700, minutes * 230), Math.min(9000, minutes * 520));
    const { lines } = buildWindow(sr, est, format, t0, t1, start, target, sc.run);
    const file = `${id}.${EXT[format]}`;
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    labels.push({
      id,
      file,
      format,
      isIncident: sc.category !== null,
      originService: sc.origin,
      category: sc.category,
      errorTypeHints: sc.hints,
      incidentStart: sc.category !== null ? new Date(start).toISOString() : null,
      expectedSeverityAtLeast: sc.sev,
      split: splits[i],
      note: sc.note,
      lines: lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout92", generateHoldout92, (labels) => {
  const f = new Map<string, number>();
  for (const l of labels) f.set(l.format, (f.get(l.format) ?? 0) + 1);
  const est = new Set([...INCIDENTS, ...QUIET].map((s) => ESTATES[s.estate].company));
  return `${[...f].map(([k, v]) => `${k} ${v}`).join(", ")}; estates: ${[...est].join(", ")}`;
});
