// Detect stage: which (service, template) series are abnormal against the baseline. A template
// is a candidate when it carries error evidence and is either new (its rate, had it existed
// before, would almost surely have shown it earlier) or far more frequent after a change point.
import type { Aggregates, ServiceStat, TemplateStat } from "./aggregate.js";
import { categoryOfText } from "./categories.js";
import { isRetryInProgress, isServedClientErrorLine, reportsFailure, saysProcessDied } from "./line-verdict.js";
import { ServiceMatcher } from "./mentions.js";
import { BINS } from "./time-axis.js";

export interface Anomaly {
  stat: TemplateStat;
  /**
   * new or spiking in the window; ongoing: failing from its start to its end (ongoing.ts); runs: a job failing every
   * run from some run on (runs.ts).
   */
  kind: "new" | "spike" | "ongoing" | "runs";
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
/**
 * A process that says it died this many times in the window (a crash loop) is new on less: each death is an event,
 * not noise. (A supervisor's word needs fewer: sentinel.ts's REPEATED_DEATHS.)
 */
const SELF_REPORTED_DEATHS = 3;
const DEATHS_NEW_MIN_EXPECTED = 1;
const SPIKE_AFTER_NEW = 0.1;
const SPIKE_MIN_RATIO = 4;
const SPIKE_MIN_LLR = 12;
/** A service needs this much ordinary traffic for its errors to be judged per unit of traffic. */
const EXPOSURE_MIN_LINES = 200;
const EXPOSURE_SMOOTHING = 0.1;

export function badnessOf(t: TemplateStat): number {
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
  const bins = binSpan(agg, t0);
  const out: Anomaly[] = [];
  for (const t of agg.templates.values()) {
    if (t.badCount === 0 || !t.firstBad) continue;
    const badness = badnessOf(t);
    const firstBad = t.firstBad.timestamp;
    const expectedBefore = expectedBeforeOf(agg, bins, t, t0, t1);
    const isNew = expectedBefore >= newMinExpected(t) && t.badCount >= 2;
    const spike = findSpike(t, agg, bins);
    // a template that was already there at a low rate and rose much later is a spike at the rise
    if (isNew && !(spike && spike.onset - firstBad > SPIKE_AFTER_NEW * span)) {
      if (opts.baselineEnd !== undefined && firstBad < opts.baselineEnd) continue;
      if (variantOfChronic(agg, t, t0, t1) || chronicRefusal(agg, t, t0, t1)) continue;
      out.push({ stat: t, kind: "new", onset: firstBad, badAfter: t.badCount, badness, strength: expectedBefore });
      continue;
    }
    if (spike && (opts.baselineEnd === undefined || spike.onset >= opts.baselineEnd)) {
      out.push({ stat: t, kind: "spike", onset: spike.onset, badAfter: spike.after, badness, strength: spike.llr });
    }
  }
  return out.sort((a, b) => a.onset - b.onset);
}

function newMinExpected(t: TemplateStat): number {
  const dies = t.badCount >= SELF_REPORTED_DEATHS && saysProcessDied(t.firstBad?.message ?? t.first.message);
  return dies ? DEATHS_NEW_MIN_EXPECTED : NEW_MIN_EXPECTED;
}

/** How many of its error lines the template would have shown before its first, had it been there all along. */
function expectedBeforeOf(agg: Aggregates, bins: BinSpan, t: TemplateStat, t0: number, t1: number): number {
  const firstBad = t.firstBad?.timestamp ?? t0;
  const span = Math.max(t1 - t0, 1000);
  // a template that stops early is not credited with a short active span (bursty noise)
  const active = Math.max(t.lastBadTs - firstBad, 0.5 * (t1 - firstBad), 0.1 * span, 1000);
  return Math.min(
    (t.badCount * Math.max(firstBad - t0, 0)) / active,
    expectedPerTraffic(agg, bins, t, firstBad + active),
  );
}

/** The template's failure is a call still being retried: nothing has failed for good yet. */
export const retrying = (t: TemplateStat) => isRetryInProgress(t.firstBad?.message ?? t.first.message);
// too weak to count alone, a warning must at least say that or why something failed (not a client's 404, a notice)
function saysWhatFailed(t: TemplateStat): boolean {
  if (t.errorCount + t.fatalCount > 0 || t.signals.errorScore >= 1) return true;
  return categoryOfText(t.firstBad?.message ?? t.first.message) !== "unknown";
}
const WEAK_MIN_EXPECTED = 1;
const WEAK_MIN_LINES = 3;
/** Two services' weak onsets this close corroborate each other. */
const WEAK_CORROBORATION_MS = 10000;
/** A service's own weak onsets corroborate each other when this many errors of a run begin together. */
const SAME_RUN_STEPS = 3;
/** A caller's bare failure (a 401 or 502 that says no more) witnesses only a failure it answered: the same moment. */
const BARE_WITNESS_MS = 1000;

/**
 * A window with little before the failure (a minute of normal traffic, or a low-volume failure): a template that
 * is new but too weakly to tell alone (fewer lines than a rate test needs) counts when another service's template
 * starts failing within moments of it, the way a failure and its caller's report of it begin together.
 */
export function detectCorroboratedOnsets(
  agg: Aggregates,
  opts: DetectOptions,
  seen: Set<TemplateStat>,
  nothingClear = seen.size === 0,
): Anomaly[] {
  const t0 = opts.windowStart ?? agg.minTs;
  const t1 = opts.windowEnd ?? agg.maxTs;
  const bins = binSpan(agg, t0);
  const matcher = new ServiceMatcher(agg.services.keys());
  // weakly new failures; those that do not say what failed (a caller's bare 401 or 502) only witness the others
  const weak: Array<{ t: TemplateStat; expected: number }> = [];
  const witnesses: Array<{ t: TemplateStat; within: number }> = [];
  for (const t of agg.templates.values()) {
    if (seen.has(t) || !t.firstBad || t.badCount < WEAK_MIN_LINES || retrying(t)) continue;
    if (opts.baselineEnd !== undefined && t.firstBad.timestamp < opts.baselineEnd) continue;
    const expected = expectedBeforeOf(agg, bins, t, t0, t1);
    if (expected < WEAK_MIN_EXPECTED || expected >= NEW_MIN_EXPECTED * 4) continue;
    if (chronicSliver(agg, t, t0, t1, matcher) || variantOfChronic(agg, t, t0, t1)) continue;
    const says = saysWhatFailed(t);
    witnesses.push({ t, within: says ? WEAK_CORROBORATION_MS : BARE_WITNESS_MS });
    if (says) weak.push({ t, expected });
  }
  // onsets found already (a caller's report, clear enough alone) corroborate too; a retry still under way reports
  // nothing yet. Beside a failure found already, weak onsets only witness it.
  const found = [...seen].filter((t) => !retrying(t));
  const onsets = found.length > 0 ? found.map((t) => ({ t, within: WEAK_CORROBORATION_MS })) : witnesses;
  // each service's weakly new errors, by onset
  const runSteps = new Map<string, number[]>();
  for (const { t } of weak) {
    if (t.errorCount + t.fatalCount === 0) continue;
    const onsets = runSteps.get(t.service);
    if (onsets) onsets.push(t.firstBad?.timestamp ?? 0);
    else runSteps.set(t.service, [t.firstBad?.timestamp ?? 0]);
  }
  for (const onsets of runSteps.values()) onsets.sort((a, b) => a - b);
  const out: Anomaly[] = [];
  for (const { t, expected } of weak) {
    const at = t.firstBad?.timestamp ?? 0;
    const corroborated =
      onsets.some((o) => o.t.service !== t.service && Math.abs((o.t.firstBad?.timestamp ?? 0) - at) <= o.within) ||
      // or a run that failed at several steps: errors of its own that began with it and recur as it does (a
      // scheduled job's "3 of 5 ERROR creating model", "Database Error in model …", run after run)
      stepsAround(runSteps.get(t.service) ?? [], at) >= SAME_RUN_STEPS;
    // with nothing found, a failure going on to the window's end needs no witness; beside a blip, only one that
    // began clearly after the window's start (not a steady error that happened to show late)
    const sustained =
      (seen.size === 0 || (nothingClear && at - t0 >= LATE_START_SHARE * (t1 - t0))) &&
      sustainedAfterShortBaseline(agg, t, t0, t1);
    if (corroborated || sustained)
      out.push({ stat: t, kind: "new", onset: at, badAfter: t.badCount, badness: badnessOf(t), strength: expected });
  }
  return out;
}

/** A failure from this close to the window's start to this close to its end has been there all along... */
const CHRONIC_EDGE_SHARE = 0.1;
/** ...and, this small a share of its service's lines meanwhile, is one path failing as it always does. */
const CHRONIC_MAX_SHARE = 0.1;

/**
 * A few failures that state no cause spread evenly over the whole window, a sliver of what their service does (the
 * export endpoint that throws on every tenth request, or its caller's "upstream x responded 500" for each, naming a
 * service of the window that answers for itself): not new just because none came before the first, nor because the
 * caller that requested each reports it at the same moment. (One that states a cause, a deadlock or a pool running
 * dry, or an outside provider's 503s, may be an incident already under way.)
 */
function chronicSliver(agg: Aggregates, t: TemplateStat, t0: number, t1: number, matcher: ServiceMatcher): boolean {
  if (!failsAllAlong(t, t0, t1, CHRONIC_EDGE_SHARE)) return false;
  const svc = agg.services.get(t.service);
  const said = (t.firstBad?.message ?? "").slice(0, 600);
  const category = categoryOfText(said);
  if (!svc || (category !== "unknown" && !(category === "dependency" && matcher.find(said, t.service).length > 0)))
    return false;
  return t.badCount < CHRONIC_MAX_SHARE * agg.axis.linesBetween(svc.series, t.firstBad?.timestamp ?? t0, t.lastBadTs);
}

/** Words two failures share, of all either says, for one to be a variant of the other. */
const VARIANT_MIN_SHARED = 0.5;
const WORD_RE = /[a-z]{3,}/g;

/**
 * Another of its service's refusals of input, said in mostly the same words, has been going on since the window
 * began: this one is a variant of it (the same refusal naming another client, field or event type), not new because
 * it showed later. (Only refusals: a new failure of another kind may share the words of an old one and be the news.)
 */
function variantOfChronic(agg: Aggregates, t: TemplateStat, t0: number, t1: number): boolean {
  const said = (t.firstBad?.message ?? "").slice(0, 300);
  if (categoryOfText(said) !== "validation") return false;
  const words = new Set(said.toLowerCase().match(WORD_RE) ?? []);
  if (words.size < 3) return false;
  // (the family has been there since the window began: this variant, or another)
  const since = t0 + CHRONIC_EDGE_SHARE * Math.max(t1 - t0, 1000);
  const early = (t.firstBad?.timestamp ?? t1) <= since;
  for (const u of agg.templates.values()) {
    if (u === t || u.service !== t.service || !u.firstBad || (!early && u.firstBad.timestamp > since)) continue;
    const theirs = u.firstBad.message.slice(0, 300);
    const other = new Set(theirs.toLowerCase().match(WORD_RE) ?? []);
    let shared = 0;
    for (const w of words) if (other.has(w)) shared++;
    // (the words first: reading a category runs every rule, and a service may hold thousands of templates)
    if (shared >= VARIANT_MIN_SHARED * (words.size + other.size - shared) && categoryOfText(theirs) === "validation")
      return true;
  }
  return false;
}

/** Its bad lines run from within `edgeShare` of the window's start to within as much of its end. */
export function failsAllAlong(t: TemplateStat, t0: number, t1: number, edgeShare: number): boolean {
  const span = Math.max(t1 - t0, 1000);
  return (t.firstBad?.timestamp ?? t0) - t0 <= edgeShare * span && t1 - t.lastBadTs <= edgeShare * span;
}

/** How many of a service's sorted onsets fall within the corroboration span of `at` (its own among them when an error). */
function stepsAround(onsets: number[], at: number): number {
  let lo = 0;
  let hi = onsets.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (onsets[mid] < at - WEAK_CORROBORATION_MS) lo = mid + 1;
    else hi = mid;
  }
  let n = 0;
  for (let i = lo; i < onsets.length && onsets[i] <= at + WEAK_CORROBORATION_MS && n < SAME_RUN_STEPS; i++) n++;
  return n;
}

/** A baseline this short cannot show a rate test's worth of a new failure... */
const SHORT_BASELINE_MS = 120_000;
/** ...so a failure logged at ERROR this many times, */
const SUSTAINED_MIN_ERRORS = 10;
/** still failing in the window's last share, tells it alone. */
const SUSTAINED_END_SHARE = 0.1;
/** Beside a blip found already, it must also begin after this share of the window (not an error there all along). */
const LATE_START_SHARE = 0.05;

/**
 * A window opening a minute or two before its failure: a new error that says why it failed (or that a call or request
 * failed: a 5xx served, a failure label) and then goes on to the window's end (an access denied on every publish, a
 * host that no longer resolves) is the failure, though too few lines came before it for a rate test. Steady
 * background errors start with the window and fail the weak test's "new" already.
 */
function sustainedAfterShortBaseline(agg: Aggregates, t: TemplateStat, t0: number, t1: number): boolean {
  const at = t.firstBad?.timestamp ?? t0;
  const category = categoryOfText(t.firstBad?.message ?? "");
  return (
    at - t0 <= SHORT_BASELINE_MS &&
    t.errorCount + t.fatalCount >= SUSTAINED_MIN_ERRORS &&
    (category !== "unknown" || reportsFailure(t.firstBad?.message ?? "")) &&
    lastsToEnd(t.lastBadTs, t0, t1) &&
    // (a request it answered with a 4xx is its client's mistake, however long its clients keep making it)
    !isServedClientErrorLine(t.firstBad?.message ?? "") &&
    !chronicRefusal(agg, t, t0, t1)
  );
}

/**
 * Input refused from the window's first minute to its end, a sliver of what its service does: clients sending bad
 * input as they always do, however few lines of it came before its first (not new, not a failure under way).
 */
function chronicRefusal(agg: Aggregates, t: TemplateStat, t0: number, t1: number): boolean {
  const at = t.firstBad?.timestamp ?? t0;
  return (
    fromFirstMinuteToEnd(at, t.lastBadTs, t0, t1) &&
    categoryOfText(t.firstBad?.message ?? "") === "validation" &&
    !refusesMuchOfItsWork(agg, t, at)
  );
}

/** It goes on to within the window's last share (SUSTAINED_END_SHARE). */
function lastsToEnd(to: number, t0: number, t1: number): boolean {
  return t1 - to <= SUSTAINED_END_SHARE * Math.max(t1 - t0, 1000);
}

/** From within the window's first minute to within its last share: there all along, as far as the window shows. */
export function fromFirstMinuteToEnd(from: number, to: number, t0: number, t1: number): boolean {
  return from - t0 <= CHRONIC_START_MS && lastsToEnd(to, t0, t1);
}

/** Its bad lines fall evenly over their span: each third holds between half and twice a third of them. */
export function evenlySpread(agg: Aggregates, t: TemplateStat): boolean {
  const from = t.firstBad?.timestamp ?? t.firstTs;
  const third = (t.lastBadTs - from) / 3;
  if (third <= 0) return false;
  for (let k = 0; k < 3; k++) {
    const n = agg.axis.linesBetween(t.badSeries, from + k * third + (k > 0 ? 1 : 0), from + (k + 1) * third);
    if (n < t.badCount / 6 || n > (2 * t.badCount) / 3) return false;
  }
  return true;
}

/** Input refused from the window's first minute... */
const CHRONIC_START_MS = 60_000;
/** ...must be this share of its service's lines to be news: less is chronic. */
const SUSTAINED_REFUSAL_SHARE = 0.3;

/**
 * Input it refuses is a failure under way when it is much of what its service does (a release refusing what clients
 * send); a steady sliver of it from the window's first minute is clients sending bad input as they always do.
 */
function refusesMuchOfItsWork(agg: Aggregates, t: TemplateStat, at: number): boolean {
  const svc = agg.services.get(t.service);
  if (!svc) return true;
  return t.badCount >= SUSTAINED_REFUSAL_SHARE * agg.axis.linesBetween(svc.series, at, t.lastBadTs);
}

/**
 * Ordinary (non-error) traffic per bin, lightly smoothed: the service's own, or everyone's for a
 * service that logs little besides its errors; undefined when there is too little to judge.
 * Errors that rise only as much as the traffic carrying them are load, not a change (a morning
 * ramp multiplies 404s and declined cards along with the requests). Memoised per service.
 */
class Exposure {
  private readonly cache = new Map<string, Float64Array | undefined>();
  private all?: Float64Array | null;

  constructor(
    private readonly agg: Aggregates,
    private readonly first: number,
    private readonly last: number,
  ) {}

  of(service: string): Float64Array | undefined {
    if (!this.cache.has(service)) {
      const own = this.agg.services.get(service);
      this.cache.set(service, own ? this.sum([own]) : undefined);
    }
    const e = this.cache.get(service);
    if (e) return e;
    if (this.all === undefined) this.all = this.sum(this.agg.services.values()) ?? null;
    return this.all ?? undefined;
  }

  private sum(members: Iterable<ServiceStat>): Float64Array | undefined {
    const e = new Float64Array(BINS);
    let good = 0;
    for (const svc of members)
      for (let i = this.first; i <= this.last; i++) {
        const g = svc.series[i] - svc.badSeries[i];
        e[i] += g;
        good += g;
      }
    if (good < EXPOSURE_MIN_LINES) return undefined;
    const floor = (EXPOSURE_SMOOTHING * good) / (this.last - this.first + 1);
    for (let i = this.first; i <= this.last; i++) e[i] += floor;
    return e;
  }
}

/**
 * How many of the template's errors the traffic before its first one should have shown, had the
 * errors come at their later rate per unit of the service's ordinary traffic (Infinity when the
 * service has too little traffic to judge).
 */
function expectedPerTraffic(agg: Aggregates, span: BinSpan, t: TemplateStat, activeEnd: number): number {
  const exposure = span.exposure.of(t.service);
  if (!exposure || !t.firstBad) return Number.POSITIVE_INFINITY;
  const bin = (ts: number) =>
    Math.max(span.first, Math.min(span.last, Math.floor((ts - agg.axis.origin) / agg.axis.width)));
  const firstBin = bin(t.firstBad.timestamp);
  const endBin = Math.max(firstBin, bin(activeEnd));
  let before = 0;
  for (let i = span.first; i < firstBin; i++) before += exposure[i];
  let during = 0;
  for (let i = firstBin; i <= endBin; i++) during += exposure[i];
  return during > 0 ? (t.badCount * before) / during : Number.POSITIVE_INFINITY;
}

interface BinSpan {
  first: number;
  last: number;
  exposure: Exposure;
}

/** The bins from the window start to the last bin holding any line. */
function binSpan(agg: Aggregates, t0: number): BinSpan {
  const first = Math.max(0, Math.floor((t0 - agg.axis.origin) / agg.axis.width));
  let last = BINS - 1;
  while (last > first && agg.total[last] === 0) last--;
  return { first, last, exposure: new Exposure(agg, first, last) };
}

/** Poisson log-likelihood ratio of one rate change at a split against one rate overall. */
function splitLlr(before: number, eb: number, after: number, ea: number): number {
  const ll = (c: number, e: number) => (c > 0 ? c * Math.log(c / e) - c : 0);
  return ll(before, eb) + ll(after, ea) - ll(before + after, eb + ea);
}

/**
 * Best single change point of the template's error series: Poisson rates before/after over time,
 * and, where the service has ordinary traffic, also per unit of that traffic (both must change).
 */
function findSpike(
  t: TemplateStat,
  agg: Aggregates,
  span: BinSpan,
): { onset: number; after: number; llr: number } | undefined {
  const s = t.badSeries;
  const total = sum(s, 0, BINS);
  if (total < 8) return undefined;
  const { first, last } = span;
  const n = last - first + 1;
  if (n < 4) return undefined;
  const exposure = span.exposure.of(t.service);
  const exposureTotal = exposure ? exposure.reduce((a, b) => a + b, 0) : 0;
  let exposureBefore = 0;
  let best: { onset: number; after: number; llr: number } | undefined;
  let before = 0;
  for (let k = first + 1; k <= last - 1; k++) {
    before += s[k - 1];
    if (exposure) exposureBefore += exposure[k - 1];
    const after = total - before;
    const nb = k - first;
    const na = last - k + 1;
    const rb = Math.max(before, 0.5) / nb;
    const ra = after / na;
    if (ra < SPIKE_MIN_RATIO * rb || after < 5) continue;
    if (exposure) {
      const eb = exposureBefore;
      const ea = exposureTotal - exposureBefore;
      if (after / ea < (SPIKE_MIN_RATIO * Math.max(before, 0.5)) / eb) continue;
      if (splitLlr(before, eb, after, ea) < SPIKE_MIN_LLR) continue;
    }
    const llr = splitLlr(before, nb, after, na);
    if (!best || llr > best.llr) {
      let firstBin = k;
      while (firstBin <= last && s[firstBin] === 0) firstBin++;
      best = { onset: agg.axis.binStart(firstBin), after, llr };
    }
  }
  return best && best.llr >= SPIKE_MIN_LLR ? best : undefined;
}
