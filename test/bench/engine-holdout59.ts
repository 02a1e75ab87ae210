// Blind holdout59: retail and logistics operations. 64 scenarios (52 incidents, 4 per root-cause category, and 12
// quiet windows), each one aggregated stream of 9-10 services of one of four made-up companies:
//  - Larchmont Grocers (store POS lanes, payment terminal gateway, offline journal, store sync, retail ERP gateway,
//    replenishment, price and promotion publishing; .NET, Java, Go, Python, Node, Ruby; no request ids),
//  - Parcelway (e-commerce order management, ATP, payments, fraud scoring, carrier labels and tracking webhooks,
//    notifications, returns; trace ids across services),
//  - Kestrel Fulfilment (WMS with AMR fleet manager, conveyor PLC gateway, sorter, pick-to-light, wave planning,
//    slotting, dock scheduling, label printing; no request ids),
//  - Brightbid (OpenRTB bid router and C++ bidder, segment store, creative cache, budget pacer, impression and click
//    trackers, fraud filter, campaign API, report rollup; trace ids).
// Windows of 6-20 minutes, about 1,500-10,000 lines, rotating over the dev set's six formats (jsonl, datadog, ecs,
// gcp, logfmt, compose) with per-service clock skew up to 300 ms and multi-line stacks where the format allows.
// What makes it hard: every file has a noisy service with a constant harmless error or warning from the first
// minute, domain noise that looks like failure (lanes going offline and syncing back, robots re-routed, bids that
// time out by design, redelivered carrier webhooks), deprecation warnings, retries that succeed and an unrelated
// deploy or config reload near the event. Failing services are described by their callers in their own words
// (timeouts, 5xx naming the callee, open breakers, loud retries); some origins log only at WARN, some only in
// periodic jobs with no request path, two go silent, and the same service is the origin in different categories.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./holdout59/estates.js";
import { type Ev, EXT, type Format } from "./holdout59/formats.js";
import { INCIDENTS, type IncidentSpec } from "./holdout59/incidents.js";
import { background } from "./holdout59/quiet.js";
import { Rng } from "./holdout59/rng.js";
import { splitHalves } from "./holdout59/split.js";
import { assemble, incidentExtras, traffic } from "./holdout59/stream.js";

export interface Holdout59Label extends NotedLabel {
  format: Format;
}

const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
const QUIET_NOTES: Record<string, string> = {
  larchmont:
    "A normal trading window for Larchmont's stores: lanes drop offline and sync back, the usual noisy errors, nothing broken.",
  parcelway:
    "Normal Parcelway order traffic with redelivered carrier webhooks and the usual noisy errors; nothing broken.",
  kestrel:
    "A normal Kestrel shift: robots re-routed around blocked aisles, PLC register noise, waves released; nothing broken.",
  brightbid: "Normal Brightbid bidding with by-design bid timeouts and the usual noisy errors; nothing broken.",
};

interface Plan {
  spec?: IncidentSpec;
  estate: string;
}

function build(r: Rng, plan: Plan, format: Format): { lines: string[]; start: number | null } {
  const es = ESTATES[plan.estate];
  const durMin = r.int(6, 20);
  const startMs = (r.int(3, Math.min(8, durMin - 3)) * 60 + r.int(0, 59)) * 1000;
  const t0 = Date.UTC(2026, 10, r.int(2, 27), r.int(5, 22), r.pick([0, 10, 20, 30, 40, 50]), r.int(0, 59));
  const t1 = t0 + durMin * 60000;
  const start = t0 + startMs;
  const target = r.int(1700, 9200);
  const total = es.flows.reduce((s, f) => s + f.w, 0);
  const perReq = es.flows.reduce((s, f) => s + f.w * f.hops.length, 0) / total;
  let perSec = (target * 0.85) / ((t1 - t0) / 1000) / perReq;
  const seed = r.int(1, 2 ** 30);
  for (let attempt = 0; ; attempt++) {
    const rr = new Rng(seed);
    const spec = plan.spec;
    const inc = spec ? { spec, start } : undefined;
    const changeAt = spec ? start + rr.int(-150, 150) * 1000 : t0 + rr.float(0.3, 0.7) * (t1 - t0);
    const bg = background(rr, es, t0, t1, changeAt, spec?.origin ?? "");
    let evs: Ev[] = [...bg.events, ...traffic(rr, es, t0, t1, perSec, inc)];
    if (inc && spec) {
      if (spec.mute) {
        const routine = new Set(bg.events);
        evs = evs.filter((e) => !(routine.has(e) && e.svc === spec.origin && e.t >= start));
      }
      evs.push(...incidentExtras(rr, inc, t1).filter((e) => e.t >= t0 && e.t < t1));
    }
    const lines = assemble(rr, es, format, evs);
    if ((lines.length >= 1500 && lines.length <= 10000) || attempt >= 4) return { lines, start: spec ? start : null };
    perSec *= target / lines.length;
  }
}

export function generateHoldout59(dir: string, seed = 5901): Holdout59Label[] {
  const root = new Rng(seed);
  const plans: Plan[] = INCIDENTS.map((spec) => ({ spec, estate: spec.estate }));
  for (const estate of Object.keys(ESTATES)) for (let i = 0; i < 3; i++) plans.push({ estate });
  root.shuffle(plans);
  const splits = splitHalves(
    root.fork(59),
    plans.map((p) => p.spec?.cat ?? "quiet"),
  );
  mkdirSync(dir, { recursive: true });
  const labels: Holdout59Label[] = plans.map((plan, i) => {
    const format = FORMATS[i % FORMATS.length];
    const id = `h59-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[format]}`;
    const { lines, start } = build(root.fork(i + 1), plan, format);
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const s = plan.spec;
    return {
      id,
      file,
      format,
      isIncident: !!s,
      originService: s ? s.origin : null,
      category: s ? s.cat : null,
      errorTypeHints: s ? s.hints : [],
      incidentStart: start === null ? null : new Date(start).toISOString(),
      expectedSeverityAtLeast: s ? s.sev : null,
      split: splits[i],
      note: s ? s.note : QUIET_NOTES[plan.estate],
      lines: lines.length,
    };
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout59", generateHoldout59, (labels) => {
  const by = (k: (l: Holdout59Label) => string) => {
    const m = new Map<string, number>();
    for (const l of labels) m.set(k(l), (m.get(k(l)) ?? 0) + 1);
    return [...m].map(([a, b]) => `${a}=${b}`).join(" ");
  };
  const est = (l: Holdout59Label) => {
    const svc = l.originService;
    return Object.values(ESTATES).find((e) => svc && e.rt[svc])?.key ?? "quiet";
  };
  return `formats ${by((l) => l.format)}; origins by estate ${by(est)}; split ${by((l) => l.split)}`;
});
