// Detect stage: which (service, template) series are abnormal against the baseline. A template
// is a candidate when it carries error evidence and is either new (its rate, had it existed
// before, would almost surely have shown it earlier) or far more frequent after a change point.
import type { Aggregates, TemplateStat } from "./aggregate.js";
import { BINS } from "./time-axis.js";

export interface Anomaly {
  stat: TemplateStat;
  kind: "new" | "spike";
  /** When the abnormal behaviour starts (ms). */
  onset: number;
  /** Error lines from the onset on. */
  badAfter: number;
  /** Share of this template's lines that are errors, 0..1. */
  badness: number;
  /** Statistical strength: expected-but-missing count (new) or log-likelihood ratio (spike). */
  strength: number;
}

export interface DetectOptions {
  windowStart?: number;
  windowEnd?: number;
  /** Anomalies may not start before this (the caller's baseline span). */
  baselineEnd?: number;
}

const NEW_MIN_EXPECTED = 4;
const SPIKE_MIN_RATIO = 4;
const SPIKE_MIN_LLR = 12;

function badnessOf(t: TemplateStat): number {
  const leveled = (t.errorCount + t.fatalCount + 0.6 * t.warnCount) / Math.max(t.badCount, 1);
  return Math.min(1, leveled > 0 ? leveled : 0.6);
}

function sum(a: Uint32Array, from: number, to: number): number {
  let s = 0;
  for (let i = from; i < to; i++) s += a[i];
  return s;
}

export function detectAnomalies(agg: Aggregates, opts: DetectOptions = {}): Anomaly[] {
  const t0 = opts.windowStart ?? agg.minTs;
  const t1 = opts.windowEnd ?? agg.maxTs;
  const span = Math.max(t1 - t0, 1000);
  const out: Anomaly[] = [];
  for (const t of agg.templates.values()) {
    if (t.badCount === 0 || !t.firstBad) continue;
    const badness = badnessOf(t);
    const firstBad = t.firstBad.timestamp;
    // a template that stops early is not credited with a short active span (bursty noise)
    const active = Math.max(t.lastBadTs - firstBad, 0.5 * (t1 - firstBad), 0.1 * span, 1000);
    const expectedBefore = (t.badCount * Math.max(firstBad - t0, 0)) / active;
    if (expectedBefore >= NEW_MIN_EXPECTED && t.badCount >= 2) {
      if (opts.baselineEnd !== undefined && firstBad < opts.baselineEnd) continue;
      out.push({ stat: t, kind: "new", onset: firstBad, badAfter: t.badCount, badness, strength: expectedBefore });
      continue;
    }
    const spike = findSpike(t, agg, t0);
    if (spike && (opts.baselineEnd === undefined || spike.onset >= opts.baselineEnd)) {
      out.push({ stat: t, kind: "spike", onset: spike.onset, badAfter: spike.after, badness, strength: spike.llr });
    }
  }
  return out.sort((a, b) => a.onset - b.onset);
}

/** Best single change point of the template's error series (Poisson rates before/after). */
function findSpike(
  t: TemplateStat,
  agg: Aggregates,
  t0: number,
): { onset: number; after: number; llr: number } | undefined {
  const s = t.badSeries;
  const total = sum(s, 0, BINS);
  if (total < 8) return undefined;
  const first = Math.max(0, Math.floor((t0 - agg.axis.origin) / agg.axis.width));
  let last = BINS - 1;
  while (last > first && agg.total[last] === 0) last--;
  const n = last - first + 1;
  if (n < 4) return undefined;
  let best: { onset: number; after: number; llr: number } | undefined;
  let before = 0;
  for (let k = first + 1; k <= last - 1; k++) {
    before += s[k - 1];
    const after = total - before;
    const nb = k - first;
    const na = last - k + 1;
    const rb = Math.max(before, 0.5) / nb;
    const ra = after / na;
    if (ra < SPIKE_MIN_RATIO * rb || after < 5) continue;
    const r = total / n;
    const ll = (c: number, rate: number, bins: number) => (c > 0 ? c * Math.log(rate) - rate * bins : -rate * bins);
    const llr = ll(before, before / nb, nb) + ll(after, ra, na) - ll(total, r, n);
    if (!best || llr > best.llr) {
      let firstBin = k;
      while (firstBin <= last && s[firstBin] === 0) firstBin++;
      best = { onset: agg.axis.binStart(firstBin), after, llr };
    }
  }
  return best && best.llr >= SPIKE_MIN_LLR ? best : undefined;
}
