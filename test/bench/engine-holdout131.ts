// Blind set holdout131: radio broadcasting and podcast hosting.
//
// 64 scenarios (52 outages, four per each of the 13 categories, plus 12 quiet windows) across four made-up estates:
//   northwave  Northwave Radio Group, 10 services (Node BFF, Go now-playing and token services, Icecast edge, stream
//              encoder, .NET playout and traffic, Java ad splicer and royalty reporter, Python silence monitor);
//              request trace ids on every flow.
//   cobalt     Cobalt FM Network, 9 services (Java player gateway, HLS packager, nginx-style CDN ingest, .NET
//              automation, Python spot loader, Go DAI stitcher, Node metadata bridge, Java SoundExchange export,
//              Ruby geo rights); no request ids.
//   podhaven   Podhaven podcast host, 10 services (Go RSS cache, Rails feed renderer and creator dashboard, Node
//              enclosure redirect, Java ad decision, Python publisher / analytics / IAB bot filter, Go transcoder,
//              .NET payouts ledger); trace ids.
//   tinpod     Tinpod podcast host, 9 services (Rails RSS origin, Go media edge and dynamic ad inserter, Node app API,
//              Python ingest / IAB filter / search indexer, Java Flink stats, Ruby billing sync); no request ids.
// Formats rotate over jsonl, datadog, ecs, gcp, logfmt and compose (stack traces multi-line where the shape allows).
// Windows of 7-20 minutes, each an aggregated stream sorted by printed time with per-service clock skew up to 300 ms;
// the fault starts after 3-8 minutes of baseline.
//
// What makes it hard: every estate has a service that logs a harmless warning or error from the first minute (the
// encoder's catch-up warnings, RDS ACK errors, user-agent parse errors, broken pipes from clients going away);
// callers and retry storms are louder than the origin (timeouts and 5xx naming the callee, breakers opening, stale
// playlists); some origins only warn (limiter rejections, deadline warnings, empty territory map) and some go quiet
// (worker deaths, lost contribution links); third-party faults (ad servers, identity providers, SSPs, Stripe) are
// labelled on the service that talks to them; every file has an unrelated deploy or reload near the fault; the quiet
// windows carry domain bursts that look alarming (silence detector in a scheduled pause, bot downloads filtered,
// listeners denied outside the licence territory, reconnect waves).
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, type Estate, estateByKey } from "./holdout131/estates.js";
import { EXT, FORMATS, type Format, type Printed, render } from "./holdout131/formats.js";
import { SPECS, type Spec } from "./holdout131/incidents.js";
import { benignBurst, QUIET_NOTES } from "./holdout131/quiet.js";
import { mulberry32, type Rng } from "./holdout131/rng.js";
import { assignSplit } from "./holdout131/split.js";
import { deployLines } from "./holdout131/stacks.js";
import { Stream } from "./holdout131/stream.js";

export interface Holdout131Label extends NotedLabel {
  format: Format;
}

type Plan = { kind: "incident"; spec: Spec } | { kind: "quiet"; estate: string; variant: number };

function addChange(s: Stream, e: Estate, svc: string, at: number, reload: boolean): void {
  for (const [off, lvl, msg] of deployLines(svc, e.services[svc], s.r, reload)) s.add({ t: at + off, svc, lvl, msg });
}

function applySpec(s: Stream, e: Estate, spec: Spec, start: number): void {
  const r = s.r;
  if (spec.quiet !== undefined) s.silence(spec.origin, start, spec.quiet);
  if (spec.breaks !== 0) s.breakFlows(spec.origin, start, spec.breaks ?? 0.9);
  if (spec.ownChange === "deploy") addChange(s, e, spec.origin, start - r.int(25, 70) * 1000, false);
  if (spec.ownChange === "reload") addChange(s, e, spec.origin, start - r.int(1, 4) * 1000, true);
  for (const em of spec.emits) {
    const from = start + (em.after ?? 0) * 1000;
    const to = em.until === undefined ? s.t1 : start + em.until * 1000;
    for (let t = from + r.gap(em.perMin) * 0.3; t < to; t += r.gap(em.perMin)) {
      const stack = em.stack?.(r) || undefined;
      const msg = em.msg(r);
      // only request lines carry a trace id; jobs, streams and process lines do not
      const trace = e.tracing && /\b(GET|POST|PUT) \//.test(msg) ? r.hex(16) : undefined;
      s.add({ t, svc: em.svc, lvl: em.lvl, msg, stack, trace, kind: "fault" });
    }
  }
  for (const o of spec.once ?? []) {
    s.add({ t: start + o.at * 1000 + 150, svc: o.svc, lvl: o.lvl, msg: o.msg, stack: o.stack, kind: "fault" });
  }
}

export function generateHoldout131(dir: string, seed = 13101): Holdout131Label[] {
  mkdirSync(dir, { recursive: true });
  const top = mulberry32(seed);
  const plans: Plan[] = [
    ...SPECS.map((spec): Plan => ({ kind: "incident", spec })),
    ...ESTATES.flatMap((e) => [0, 1, 2].map((variant): Plan => ({ kind: "quiet", estate: e.key, variant }))),
  ];
  const order = plans.map((p) => ({ p, k: top.next() })).sort((a, b) => a.k - b.k);
  const labels: Holdout131Label[] = [];
  order.forEach(({ p }, i) => {
    const r: Rng = mulberry32((seed * 7919 + i * 104729) >>> 0);
    const n = String(i + 1).padStart(2, "0");
    const format = FORMATS[i % FORMATS.length];
    const estate = estateByKey(p.kind === "incident" ? p.spec.estate : p.estate);
    const startMin = r.int(3, 8);
    const minutes = Math.max(r.int(7, 20), startMin + r.int(4, 9));
    const t0 = Date.UTC(2026, 5, 1 + (i % 28), r.int(6, 22), r.pick([0, 10, 20, 30, 40, 50]), 0);
    const t1 = t0 + minutes * 60000;
    const start = t0 + startMin * 60000 + r.int(0, 59) * 1000;
    const s = new Stream(r, t0, t1);
    estate.baseline(s);
    const others = estate.deployable.filter((d) => p.kind === "quiet" || d !== p.spec.origin);
    addChange(s, estate, r.pick(others), start + r.int(-150, 120) * 1000, r.chance(0.4));
    let note: string;
    if (p.kind === "incident") {
      applySpec(s, estate, p.spec, start);
      note = p.spec.note;
    } else {
      benignBurst(s, estate.key, start + r.int(-60, 60) * 1000, p.variant);
      note = QUIET_NOTES[estate.key][p.variant];
    }
    const skew = new Map(Object.keys(estate.services).map((svc) => [svc, r.int(-300, 300)]));
    const printed: Printed[] = s.evs.map((ev) => ({ ...ev, printed: Math.round(ev.t + (skew.get(ev.svc) ?? 0)) }));
    printed.sort((a, b) => a.printed - b.printed);
    const lines = render(format, printed, estate.ns);
    const file = `h131-${n}.${EXT[format]}`;
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const inc = p.kind === "incident" ? p.spec : null;
    labels.push({
      id: `h131-${n}`,
      file,
      format,
      isIncident: inc !== null,
      originService: inc?.origin ?? null,
      category: inc?.category ?? null,
      errorTypeHints: inc?.hints ?? [],
      incidentStart: inc ? new Date(start).toISOString() : null,
      expectedSeverityAtLeast: inc?.sev ?? null,
      split: "tune",
      note,
      lines: lines.length,
    });
  });
  assignSplit(labels, mulberry32(seed ^ 0x5eed));
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout131", generateHoldout131, (labels) => {
  const by = (k: (l: Holdout131Label) => string) =>
    Object.entries(
      labels.reduce<Record<string, number>>((m, l) => {
        m[k(l)] = (m[k(l)] ?? 0) + 1;
        return m;
      }, {}),
    )
      .map(([a, b]) => `${a} ${b}`)
      .join(", ");
  const min = Math.min(...labels.map((l) => l.lines));
  const max = Math.max(...labels.map((l) => l.lines));
  return `formats: ${by((l) => l.format)}; splits: ${by((l) => l.split)}; lines/file ${min}-${max}`;
});
