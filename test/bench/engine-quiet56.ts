// Blind set quiet56: harmless-but-alarming windows from classifieds sites and auction marketplaces.
//
// 48 scenarios: 40 quiet windows and 8 incidents (database, timeout, memory, configuration, network, disk, unknown,
// dependency), each one aggregated stream of 8-10 services of one of four made-up estates: Kerbside Classifieds
// (Node BFF, Java/Python/Go/Ruby services, request ids everywhere), Swapnest (Rails API, Python/Node/.NET, no ids),
// Gavel & Co (timed auctions, Node/Go/Java/Python/Ruby, request ids) and Lotline Auctions (.NET/C++/Go/Python/Ruby/
// Java, ids only on the checkout path). Files rotate over the six dev formats (jsonl, datadog, ecs, gcp, logfmt,
// compose), 6-20 minute windows, 1,500-10,000 lines, per-service clock skew up to 300 ms.
//
// What makes it hard: every file carries loud domain noise - bids below the current price refused, listings rejected
// by policy, messages held as scams, undecodable HEIC photos with Python/Node stack traces, unpaid lots relisted,
// soft-close extensions, card declines, carrier address rejects, KYC-held payouts, scraper 429s, GC pauses, consumer
// rebalances, rollouts with failing readiness, flag-stream disconnects, a constant harmless error from minute one,
// deprecations, retries that succeed and an unrelated deploy or config reload. 36 noise kinds in all. The incidents sit
// on the same noise: callers retry louder than the origin, proxy-bidder only warns, trust-safety goes quiet and never
// says why, shipping-labels crashes between restarts, and the PSP behind escrow-bridge never logs here.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, type Estate, pickServices } from "./quiet56/estates.js";
import { EXT, FORMATS, type Format } from "./quiet56/formats.js";
import { INCIDENTS, type IncidentDef } from "./quiet56/incidents.js";
import { always, NOISES, type Noise, unrelatedChange } from "./quiet56/quiet.js";
import { mulberry32 } from "./quiet56/rng.js";
import { assignSplit } from "./quiet56/split.js";
import { Stream } from "./quiet56/stream.js";
import { baseline } from "./quiet56/traffic.js";

export interface Quiet56Label extends NotedLabel {
  format: Format;
}

interface Plan {
  id: string;
  format: Format;
  estate: Estate;
  incident: IncidentDef | null;
  noises: Noise[];
}

const eligible = (e: Estate, n: Noise) => n.domain === "any" || n.domain === e.domain;

function plan(seed: number): Plan[] {
  const r = mulberry32(seed);
  const slots = r.shuffle(Array.from({ length: 48 }, (_, i) => i));
  const incidentAt = new Map(slots.slice(0, 8).map((slot, k) => [slot, INCIDENTS[k]]));
  const uncovered = r.shuffle([...NOISES]);
  let q = r.int(0, 3);
  const out: Plan[] = [];
  for (let i = 0; i < 48; i++) {
    const inc = incidentAt.get(i) ?? null;
    const estate = inc ? ESTATES.find((e) => e.key === inc.estate)! : ESTATES[q++ % ESTATES.length];
    const want = inc ? r.int(2, 3) : r.int(3, 5);
    const noises: Noise[] = [];
    while (noises.length < want) {
      const k = uncovered.findIndex((n) => eligible(estate, n));
      const n = !inc && k >= 0 ? uncovered.splice(k, 1)[0] : r.pick(NOISES.filter((x) => eligible(estate, x)));
      if (!noises.includes(n)) noises.push(n);
    }
    out.push({
      id: `q56-${String(i + 1).padStart(2, "0")}`,
      format: FORMATS[i % FORMATS.length],
      estate,
      incident: inc,
      noises,
    });
  }
  if (uncovered.length) throw new Error(`noise kinds never used: ${uncovered.map((n) => n.id).join(", ")}`);
  return out;
}

function build(p: Plan, seed: number, rateScale: number) {
  const r = mulberry32(seed);
  const day = Date.UTC(2026, 8, 1) + Number(p.id.slice(4)) * 86_400_000;
  const start = day + r.int(0, 23) * 3_600_000 + r.int(0, 59) * 60_000 + r.int(0, 59_999);
  const minutes = p.incident ? r.int(11, 20) : r.int(6, 20);
  const end = start + minutes * 60_000;
  const inc = p.incident;
  const needed = new Set([...(inc ? [inc.role, ...inc.breaks] : []), ...p.noises.flatMap((n) => n.roles)]);
  const s = new Stream(r, p.estate, pickServices(p.estate, r, needed), start, end);
  s.avoid = inc?.role ?? null;
  const t0 = inc ? start + r.int(3 * 60_000, Math.min(8 * 60_000, (minutes - 5) * 60_000)) : null;
  if (inc && t0 !== null) for (const role of inc.breaks) s.breakRole(role, t0, end);
  baseline(s, (1 + r.next() * 2.2) * rateScale);
  always(s);
  for (const n of p.noises) n.run(s, start + r.int(0, 60_000), end);
  const changeAt = t0 !== null ? t0 + r.int(-150_000, 120_000) : start + r.int(60_000, minutes * 60_000 - 60_000);
  unrelatedChange(s, changeAt, inc?.role ?? null);
  if (inc && t0 !== null) inc.run(s, t0, end);
  return { lines: s.render(p.format), t0, origin: inc ? s.name(inc.role) : null };
}

export function generateQuiet56(dir: string, seed = 5601): Quiet56Label[] {
  mkdirSync(dir, { recursive: true });
  const plans = plan(seed);
  const split = assignSplit(mulberry32(seed ^ 0x5a5a), [
    ...INCIDENTS.map((d) => plans.filter((p) => p.incident?.key === d.key).map((p) => p.id)),
    plans.filter((p) => !p.incident).map((p) => p.id),
  ]);
  const labels = plans.map((p, i) => {
    let scale = 1;
    let out = build(p, seed * 97 + i, scale);
    for (let k = 0; k < 8 && (out.lines.length < 1500 || out.lines.length > 10_000); k++) {
      scale *= out.lines.length < 1500 ? 1600 / out.lines.length : 9500 / out.lines.length;
      out = build(p, seed * 97 + i, scale);
    }
    const file = `${p.id}.${EXT[p.format]}`;
    writeFileSync(join(dir, file), `${out.lines.join("\n")}\n`);
    const inc = p.incident;
    const label: Quiet56Label = {
      id: p.id,
      file,
      format: p.format,
      isIncident: inc !== null,
      originService: out.origin,
      category: inc?.category ?? null,
      errorTypeHints: inc?.hints ?? [],
      incidentStart: out.t0 !== null ? new Date(out.t0).toISOString() : null,
      expectedSeverityAtLeast: inc?.severity ?? null,
      split: split.get(p.id) ?? "tune",
      note: inc
        ? inc.note
        : `${p.estate.company}, nothing broken: ${p.noises.map((n) => n.id.replace(/-/g, " ")).join(", ")}, on top of the usual constant nag and retries.`,
      lines: out.lines.length,
    };
    return label;
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet56", generateQuiet56, (labels) => {
  const by = new Map<string, number>();
  for (const l of labels) by.set(l.format, (by.get(l.format) ?? 0) + 1);
  return `formats ${[...by].map(([f, n]) => `${f}=${n}`).join(" ")}; estates ${ESTATES.map((e) => e.company).join(", ")}`;
});
