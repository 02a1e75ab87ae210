/**
 * Holdout 44, "the front door": 64 blind scenarios (52 incidents, 4 for each of the 13 categories, and 12 quiet
 * windows) seen mostly through the edge. Six made-up companies each sit behind one edge product (ingress-nginx,
 * Envoy, Kong, HAProxy, an AWS ALB, Traefik) in front of four upstreams, two internal services those call, a
 * periodic worker and a Kubernetes event exporter (9 services). Most of each file is the edge's access log, one line
 * per request in that product's real layout (status, upstream status, request and upstream times, bytes, user agent)
 * with the collector's parsed fields (upstream_addr / upstream_cluster / backend_name / target_group); mostly 200s,
 * plus bots on 404s, 301s, ~0.5% ordinary 4xx, slow clients ending as 499/460/DC, an uptime check every 5 s,
 * pod probes, a cron worker, a noisy service with a constant harmless error, deprecation warnings and retries that
 * succeed. Every service prints with its own clock skew (up to 280 ms) and the stream is sorted by printed time.
 *
 * During an incident the access log fills with 5xx (or 4xx/429) pointing at an upstream while the origin logs far
 * fewer lines in its own words (stack traces, pool exhaustion, OOM, refused connections); some upstreams go silent
 * (only the edge's 502/503/504 and its "upstream timed out" / "no healthy upstream" wording), some faults are two
 * hops away (the upstream's internal dependency fails and the upstream only relays it), and a few live in the edge
 * itself (a bad reload, a tightened rate limit, a full cache volume, a mis-set ALB health check). Quiet windows are
 * normal edge noise: a scanner with 404s and WAF blocks, a rolling deploy with a few 502s, a client earning its 429s,
 * a CDN purge's miss storm, a tagged load test. Baseline 2-6 minutes before the fault, files 5-15 minutes and
 * 3,000-20,000 lines, formats rotating over the dev set's six. Labels follow NotedLabel plus `format`; `split` is a
 * seeded half within each category (quiet windows one group). Written blind: the engine was never read or run.
 *
 * npx tsx test/bench/engine-holdout44.ts --out DIR [--seed N]
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, type Estate } from "./holdout44/estates.js";
import { FORMATS, type Format } from "./holdout44/formats.js";
import { INCIDENTS, type IncSpec, type Roles } from "./holdout44/incidents.js";
import { QUIET, type QuietSpec } from "./holdout44/quiet.js";
import { Rng } from "./holdout44/rng.js";
import { assignSplit } from "./holdout44/split.js";
import { buildStream, type Plan } from "./holdout44/stream.js";

export interface Holdout44Label extends NotedLabel {
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

/** The estate (from `from` on) and roles an incident fits: the right runtime, edge product, never the noisy service. */
function cast(spec: IncSpec, from: number, rng: Rng): Roles {
  for (let k = 0; k < ESTATES.length; k++) {
    const e = ESTATES[(from + k) % ESTATES.length];
    if (spec.origin === "edge") {
      if (!spec.edges?.includes(e.edge.kind)) continue;
      const upIdx = rng.int(0, 2);
      return { e, up: e.ups[upIdx], upIdx, dep: null, origin: e.edge.svc };
    }
    if (spec.origin === "dep") {
      const d = e.deps.filter((x) => (!spec.rt || x.rt === spec.rt) && x.svc !== e.noisy.svc);
      if (!d.length) continue;
      const dep = rng.pick(d);
      const upIdx = dep.parent ?? 0;
      return { e, up: e.ups[upIdx], upIdx, dep, origin: dep.svc };
    }
    const ups = e.ups
      .map((u, i) => [u, i] as const)
      .filter(([u]) => (!spec.rt || u.rt === spec.rt) && u.svc !== e.noisy.svc);
    if (!ups.length) continue;
    const [up, upIdx] = rng.pick(ups);
    return { e, up, upIdx, dep: null, origin: up.svc };
  }
  throw new Error(`no estate fits ${spec.cat}/${spec.origin}`);
}

type Item = { kind: "incident"; spec: IncSpec } | { kind: "quiet"; spec: QuietSpec };

export function generateHoldout44(dir: string, seed = 4401): Holdout44Label[] {
  const rng = new Rng(seed);
  mkdirSync(dir, { recursive: true });
  const items: Item[] = rng.shuffle([
    ...INCIDENTS.map((spec) => ({ kind: "incident" as const, spec })),
    ...QUIET.map((spec) => ({ kind: "quiet" as const, spec })),
  ]);
  const labels: Holdout44Label[] = [];
  items.forEach((item, i) => {
    const id = `holdout44-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    const file = `${id}.${EXT[format]}`;
    const baseline = rng.int(120, 360);
    const seconds = Math.max(rng.int(300, 900), baseline + 200);
    const start = Date.UTC(2026, 9, 2 + i, rng.int(0, 23), rng.int(0, 59), rng.int(0, 59)) + rng.int(0, 999);
    const t0 = start + baseline * 1000;
    let e: Estate;
    let plan: Plan;
    let roles: Roles | null = null;
    let note: string;
    if (item.kind === "incident") {
      roles = cast(item.spec, i % ESTATES.length, rng);
      e = roles.e;
      plan = item.spec.plan(roles);
      note = `${e.company}: ${item.spec.note(roles)}`;
    } else {
      e = ESTATES[i % ESTATES.length];
      plan = item.spec.plan(e);
      note = `${e.company}: quiet, ${item.spec.note(e)}`;
    }
    let target = rng.int(3800, 16000);
    let lines: string[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const rps = target / seconds / 1.3;
      lines = buildStream(new Rng(seed * 1000 + i * 10 + attempt), e, format, { start, seconds, t0, rps }, plan);
      if (lines.length >= 3000 && lines.length <= 20000) break;
      target = Math.round((target * 9000) / Math.max(lines.length, 1));
    }
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const inc = item.kind === "incident";
    labels.push({
      id,
      file,
      format,
      isIncident: inc,
      originService: inc ? roles!.origin : null,
      category: inc ? (item.spec as IncSpec).cat : null,
      errorTypeHints: inc ? (item.spec as IncSpec).hints : [],
      incidentStart: inc ? new Date(t0).toISOString() : null,
      expectedSeverityAtLeast: inc ? (item.spec as IncSpec).sev : null,
      split: "tune",
      note,
      lines: lines.length,
    });
  });
  const halves = assignSplit(rng, labels);
  labels.forEach((l, i) => {
    l.split = halves[i];
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout44", generateHoldout44, (labels) => {
  const f = new Map<string, number>();
  for (const l of labels) f.set(l.format, (f.get(l.format) ?? 0) + 1);
  return [...f].map(([k, v]) => `${k}=${v}`).join(" ");
});
