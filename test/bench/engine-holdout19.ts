// holdout19 — "postmortem replays": a blind evaluation set for logdx's log-diagnosis engine.
//
// What the set covers (written without knowledge of the engine):
// - 52 incidents (4 per category, all 13 categories) and 12 quiet windows, over three made-up estates: a
//   food-delivery marketplace (forkful: eats-gateway, order-orchestrator, courier-dispatch, eta-model, ...), a
//   genomics lab pipeline (helix: lims-portal, sample-registry, demux-worker, align-worker, lims-postgres, ...)
//   and a municipal water-telemetry utility (aqua: telemetry-gw, meter-ingest, reads-validator,
//   historian-writer, alarm-router, ...).
// - Each incident replays a public-postmortem failure chain: clock skew breaking JWT checks, revoked / rotated
//   credentials, expired serving certificates, trust-store changes, config pushes reaching every pod, DNS
//   records removed, connection resets, leader elections that never settle, lock-wait timeouts, vendor
//   quotas and 429s, poison messages redelivered forever, schema drift, null dereferences after deploys,
//   memory leaks ending in OOM kills (some reported only by another component), WAL / log / spool volumes
//   filling, read-only remounts, slow queries after a failed reindex, pool exhaustion, cache stampedes,
//   vendor outages behind open breakers, and crashes whose logs never say why.
// - The origin is where the fault first shows; callers are often louder (retry storms, 5xx naming the
//   callee), some origins log at WARN only, trace ids are W3C traceparent, x-request-id, req-uuid or absent.
// - Every window: 5-12 services, 10-45 minutes, about 1,000-40,000 lines, onset at 20-70 % of the window,
//   per-service clock skew up to 250 ms, health checks, periodic jobs, a noisy service logging the same
//   error or warning from the first minute, deprecation warnings, retries that succeed, slow requests and an
//   unrelated rolling deploy; multi-line stack traces in the runtime's own shape.
// - Formats rotate over jsonl, datadog, ecs, gcp, logfmt and compose; labels split half "tune", half
//   "locked", balanced per category.
//
//   npx tsx test/bench/engine-holdout19.ts --out DIR [--seed N]
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { buildWindow } from "./holdout19/build.js";
import { ESTATES } from "./holdout19/estates.js";
import { EXT, render } from "./holdout19/formats.js";
import { QUIET } from "./holdout19/quiet.js";
import { Rng } from "./holdout19/rng.js";
import { AQUA } from "./holdout19/scen-aqua.js";
import { FORKFUL } from "./holdout19/scen-forkful.js";
import { HELIX } from "./holdout19/scen-helix.js";
import type { Category, Format, IncidentSpec, QuietSpec, TraceStyle } from "./holdout19/types.js";

export interface Holdout19Label extends NotedLabel {
  format: Format;
}

const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
const CATS: Category[] = [
  "authentication",
  "authorization",
  "database",
  "network",
  "timeout",
  "rate_limiting",
  "validation",
  "null_reference",
  "configuration",
  "dependency",
  "memory",
  "disk",
  "unknown",
];
const STYLES: TraceStyle[] = ["traceparent", "x-request-id", "req-uuid", "none"];

type Item = { inc?: IncidentSpec; quiet?: QuietSpec; format: Format; group: string };

export function generateHoldout19(dir: string, seed = 19): Holdout19Label[] {
  const r = new Rng(seed);
  const incidents = [...FORKFUL, ...HELIX, ...AQUA];
  const items: Item[] = [];
  CATS.forEach((c, ci) => {
    const of = incidents.filter((s) => s.cat === c);
    if (of.length !== 4) throw new Error(`holdout19: ${c} has ${of.length} incidents`);
    of.forEach((inc, k) => {
      const first = inc.emits[0];
      if (first.svc !== inc.origin || (first.from ?? 0) !== 0)
        throw new Error(`holdout19: ${c} first emit not at origin`);
      items.push({ inc, format: FORMATS[(ci + k) % 6], group: c });
    });
  });
  QUIET.forEach((quiet, q) => {
    items.push({ quiet, format: FORMATS[q % 6], group: "quiet" });
  });
  // balanced split: alternate within each group, starting side alternating across groups
  const split = new Map<Item, "tune" | "locked">();
  let flip = 0;
  for (const g of [...CATS, "quiet"]) {
    r.shuffle(items.filter((i) => i.group === g)).forEach((it, n) => {
      split.set(it, (n + flip) % 2 === 0 ? "tune" : "locked");
    });
    flip++;
  }
  mkdirSync(dir, { recursive: true });
  const labels: Holdout19Label[] = [];
  r.shuffle(items).forEach((it, idx) => {
    const id = `h19-${String(idx + 1).padStart(2, "0")}`;
    const estate = ESTATES[it.inc?.estate ?? it.quiet?.estate ?? "forkful"];
    const durationS = r.int(10, 45) * 60;
    const anchorS = Math.round(durationS * r.float(0.2, 0.7));
    const targetLines = Math.round(Math.exp(r.float(Math.log(1300), Math.log(34000))));
    const start = Date.UTC(2026, 5, 1) + idx * 86400000 + r.int(0, 22) * 3600000 + r.int(0, 59) * 60000;
    const style = r.pick(STYLES);
    const { events, services } = buildWindow(
      r,
      { start, durationS, anchorS, targetLines, serviceCount: r.int(5, 12), style },
      {
        estate,
        origin: it.inc?.origin ?? null,
        once: it.inc?.once ?? it.quiet?.once ?? [],
        emits: it.inc?.emits ?? it.quiet?.emits ?? [],
        drop: it.inc?.drop ?? [],
      },
    );
    const skew = new Map(services.map((s) => [s, r.int(-250, 250)]));
    const hosts = new Map(services.map((s) => [s, `${s}-${r.hex(5)}-${r.hex(5)}`]));
    const printed = events.map((e, i) => ({ e, p: e.t + (skew.get(e.svc) ?? 0), i }));
    printed.sort((a, b) => a.p - b.p || a.i - b.i);
    const pad = Math.max(...services.map((s) => s.length));
    const out: string[] = [];
    for (const { e, p } of printed)
      out.push(...render(it.format, e, Math.round(p), estate.namespace, style, pad, hosts.get(e.svc) ?? e.svc));
    const file = `${id}.${EXT[it.format]}`;
    writeFileSync(join(dir, file), `${out.join("\n")}\n`);
    const inc = it.inc;
    labels.push({
      id,
      file,
      format: it.format,
      isIncident: !!inc,
      originService: inc?.origin ?? null,
      category: inc?.cat ?? null,
      errorTypeHints: inc?.hints ?? [],
      incidentStart: inc ? new Date(start + anchorS * 1000).toISOString() : null,
      expectedSeverityAtLeast: inc?.sev ?? null,
      split: split.get(it) ?? "tune",
      note: inc?.note ?? it.quiet?.note ?? "",
      lines: out.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout19", generateHoldout19, (labels) => {
  const by = (f: (l: Holdout19Label) => string) =>
    Object.entries(
      labels.reduce<Record<string, number>>((m, l) => {
        m[f(l)] = (m[f(l)] ?? 0) + 1;
        return m;
      }, {}),
    )
      .map(([k, v]) => `${k}=${v}`)
      .join(" ");
  return `formats ${by((l) => l.format)}; split ${by((l) => l.split)}`;
});
