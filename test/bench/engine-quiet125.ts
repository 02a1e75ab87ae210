// Blind holdout "quiet125": home care and nursing agencies.
//
// 48 aggregated multi-service log windows from four made-up home-care estates (Hearthside Home Care on
// Kubernetes behind ingress-nginx with W3C trace ids; Willowbrook Nursing Network on VMs with no request ids;
// Amberlane Care Partners on AKS behind Envoy with x-request-ids; Kindred Path Agencies on EKS where only some
// services print ids), 10-12 services each in Java, .NET, Node, Python, Go and Ruby. 40 windows are quiet and 8
// hold one real incident each (database, network, timeout, dependency, configuration, memory, disk,
// null_reference). Files rotate over the six README line shapes (jsonl, datadog, ecs, gcp, logfmt, compose),
// run 6-20 minutes and 1,500-10,000 lines, with per-service clock skew up to 300 ms.
//
// What makes it hard: the quiet windows are healthy estates that log plenty of ERROR and WARN lines, because the
// domain refuses things all day (EVV geofence exceptions, callers on unregistered phones, exhausted payer
// authorisations, 277CA claim rejections, declined cards, missed-dose escalations, late-visit alerts, lapsed
// caregiver credentials) and because operating it is noisy (rolling restarts with refused connections that
// retry, certificate reloads with TLS handshake EOFs, kafkajs rebalance errors, a recovered Go panic on one
// poison record, Redis maintenance resets, scanners, a partner over its rate limit, credential stuffing).
// Several estates carry a chronic harmless error from the first minute. The incidents sit on the same noise:
// callers are louder than origins (retry storms, BFF stacks, escalation jobs), some origins log only WARN at
// first, unrelated deploys and config reloads land near the fault, and misleading words appear (a flood-stage
// block returns 429 TOO_MANY_REQUESTS, an OOM loop looks like refused connections from its callers).
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { findSvc } from "./quiet125/context.js";
import { makePlans, TOTAL } from "./quiet125/plan.js";
import { Rand } from "./quiet125/rng.js";
import { buildScenario } from "./quiet125/scenario.js";
import { splitOf } from "./quiet125/split.js";
import type { Format } from "./quiet125/types.js";

export interface Quiet125Label extends NotedLabel {
  format: Format;
}

const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

export function generateQuiet125(dir: string, seed = 12551): Quiet125Label[] {
  mkdirSync(dir, { recursive: true });
  const r = new Rand(seed);
  const plans = makePlans(r.fork(1));
  const ids = plans.map((p) => ({ id: `q125-${String(p.index + 1).padStart(2, "0")}`, incident: p.incident !== null }));
  const split = splitOf(r.fork(2), ids);
  const labels: Quiet125Label[] = [];
  for (const p of plans) {
    // Keep every file within 1,500-10,000 lines: rescale the traffic if the noise made it too small or large.
    let scale = 1;
    let built = buildScenario(p, scale);
    for (let k = 0; k < 6 && (built.lines.length > 9800 || built.lines.length < 1600); k++) {
      scale *= built.lines.length > 9800 ? 0.8 : 1.3;
      built = buildScenario(p, scale);
    }
    const id = ids[p.index].id;
    const file = `${id}.${EXT[p.format]}`;
    writeFileSync(join(dir, file), `${built.lines.join("\n")}\n`);
    const inc = p.incident;
    labels.push({
      id,
      file,
      format: p.format,
      isIncident: inc !== null,
      originService: inc ? findSvc(p.estate, inc.origin).name : null,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: built.incidentStart !== null ? new Date(built.incidentStart).toISOString() : null,
      expectedSeverityAtLeast: inc ? inc.severity : null,
      split: split.get(id) ?? "locked",
      note: inc
        ? `${p.estate.label}: ${inc.note}`
        : `${p.estate.label}, quiet: ${p.noise[0].what}; also ${p.noise
            .slice(1)
            .map((n) => n.id)
            .join(", ")}${p.chronic ? `, plus ${p.chronic} chronic harmless error source(s)` : ""}.`,
      lines: built.lines.length,
    });
  }
  if (labels.length !== TOTAL) throw new Error(`expected ${TOTAL} scenarios, got ${labels.length}`);
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

function summary(labels: Quiet125Label[]): string {
  const by = (f: (l: Quiet125Label) => string) => {
    const m = new Map<string, number>();
    for (const l of labels) m.set(f(l), (m.get(f(l)) ?? 0) + 1);
    return [...m].map(([k, v]) => `${k}=${v}`).join(" ");
  };
  return `formats ${by((l) => l.format)}; split ${by((l) => `${l.split}${l.isIncident ? "-inc" : "-quiet"}`)}`;
}

runHoldoutCli(import.meta.url, "quiet125", generateQuiet125, summary);
