// Detect stage, third look: a failure that happens once or a few times. Real failing requests often leave one
// traceback and one line from the caller that saw it fail, too few for any rate test (detect.ts) and not running
// from the window's start (ongoing.ts). Such a record counts when it is a real failure (error level, or a caller's
// failure label / failed call, with an exception, a stack, a 5xx or that label), comes after a stretch of the
// window without it, and is felt: another service fails within moments of it, the request it quotes leads to another
// service, its service raises fresh tracebacks again and again (too slowly for a rate test), the same request already
// failed a step before in its service, it says a job or call gave up after its retries, it is a traceback shortly
// before a failure found elsewhere (the one it set off), or an error of a service not failing otherwise that a failure
// found minutes later names (even one that only states why: "exceeded deadline of 900s, killed"). A lone exception
// that nobody feels is noise.
import type { Category } from "../domain/analysis-vocabulary.js";
import type { Aggregates, TemplateStat } from "./aggregate.js";
import { categoryOfText } from "./categories.js";
import { type Anomaly, badnessOf, type DetectOptions, failsAllAlong } from "./detect.js";
import { gaveUp, isRetryInProgress, reportsFailure, saysFailure } from "./line-verdict.js";
import { SERVER_EXHAUSTED } from "./localize.js";
import { ServiceMatcher, SUPERVISOR_RE, supervisedWorkloads } from "./mentions.js";
import { hasStack } from "./stack.js";
import { BINS } from "./time-axis.js";

const MAX_OCCURRENCES = 5;
/** It must not be there from the start: this share of the window (or a minute) passes before it first shows. */
const MIN_QUIET_SHARE = 0.2;
const MIN_QUIET_MS = 60000;
const NAMED_MIN_QUIET_MS = 15000;
/** Another service's failure this close (either side) corroborates it. */
const CORROBORATION_MS = 5000;
/** Or its own traceback coming back: fresh tracebacks at this many separate moments in one service. */
const RECURRING_MOMENTS = 3;
/** Or a traceback shortly before another service's failure was found: the failure it set off. */
const LEAD_MS = 120000;
/**
 * Or a record of a service that a failure found later names, this long before it: a job's output lost at night is
 * missed only when someone reads it (a forecast killed at its deadline, the tariff finding no forecast minutes later).
 */
const NAMED_LEAD_MS = 600000;
/** A caller retrying its calls this many times names a callee that is failing, not one that blipped. */
const PERSISTENT_RETRIES = 20;
/** Or failing records of one request in its service. */
const SEVERAL_STEPS = 2;
/** Two services' clocks may disagree by this much: a failure found this little before a record may follow it. */
const CLOCK_SKEW_MS = 500;
/**
 * A warning that the service's own work ran out of time, disk or memory (redis's "# Write error saving DB on disk", a
 * handler that "exceeded 8000ms"), which a server or callee often logs only as a warning.
 */
const ranOutOf = (m: string) => RAN_OUT.has(categoryOfText(m.slice(0, 2000)));
const RAN_OUT = new Set<Category>([...SERVER_EXHAUSTED, "timeout"]);
/** Empty bins that separate two moments. */
const MOMENT_GAP_BINS = 2;

export function detectSentinels(agg: Aggregates, opts: DetectOptions, seen: Set<TemplateStat>): Anomaly[] {
  const t0 = opts.windowStart ?? agg.minTs;
  const t1 = opts.windowEnd ?? agg.maxTs;
  const quiet = Math.min(MIN_QUIET_MS, MIN_QUIET_SHARE * Math.max(t1 - t0, 1000));
  const candidates: TemplateStat[] = [];
  /**
   * Records that only say why something failed (no exception, stack or 5xx), errors or warnings that a service ran out
   * of something: felt only when a failure found next names their service.
   */
  const explained: TemplateStat[] = [];
  for (const t of agg.templates.values()) {
    if (seen.has(t) || !t.firstBad || t.badCount === 0) continue;
    // a record the failure found next names needs less of a stretch before it: it comes at that failure's start
    const since = t.firstBad.timestamp - t0;
    if (since < Math.min(quiet, NAMED_MIN_QUIET_MS)) continue;
    if (opts.baselineEnd !== undefined && t.firstBad.timestamp < opts.baselineEnd) continue;
    const m = t.firstBad.message;
    const leveled = t.errorCount + t.fatalCount > 0;
    // more than a few: only a traceback that keeps coming back, too slowly for a rate test
    if (t.badCount > MAX_OCCURRENCES && !(leveled && hasStack(m))) continue;
    // (recurring from the window's start to its end, it has been failing all along: background, not a failure found)
    if (t.badCount >= ALONG_MIN_OCCURRENCES && failsAllAlong(t, t0, t1, ALONG_EDGE_SHARE)) continue;
    const label = reportsFailure(m);
    const evidence =
      label || t.signals.exception !== undefined || (t.signals.status ?? 0) >= 500 || hasStack(m) || gaveUp(m);
    if (since >= quiet && (leveled || label) && evidence) candidates.push(t);
    else if (t.badCount <= MAX_OCCURRENCES && (leveled ? categoryOfText(m) !== "unknown" : ranOutOf(m)))
      explained.push(t);
  }
  const recurring = recurringTracebacks(candidates);
  const felt = new Set<TemplateStat>();
  for (const t of candidates) {
    const at = t.firstBad?.timestamp ?? 0;
    // a caller's own report of a failed call ("API ERROR: …", "(HTTP 403) (Request-ID: …)") is felt by definition
    if (
      saysFailure(t.firstBad?.message ?? "") ||
      candidates.some(
        (o) => o.service !== t.service && Math.abs((o.firstBad?.timestamp ?? 0) - at) <= CORROBORATION_MS,
      ) ||
      agg.traces.quotesOther(t.firstBad?.message ?? "", t.service) ||
      recurring.has(t) ||
      failedAtSeveralSteps(agg, t) ||
      (t.errorCount + t.fatalCount > 0 && gaveUp(t.firstBad?.message ?? "")) ||
      fellSilentAfter(agg, t, t1)
    )
      felt.add(t);
  }
  const matcher = new ServiceMatcher(agg.services.keys());
  for (const t of workloadDeaths(agg, seen, matcher)) felt.add(t);
  // a traceback shortly before a failure found elsewhere set it off, however long the failure took to show
  const found = new Set([...seen, ...felt]);
  // (the named record must say its work is lost, not that it will retry, in a service not found failing already)
  const failing = new Set([...found].map((t) => t.service));
  // (an error saying why still counts in a service found only warning, a broker closing connections: not yet failing
  // in its own words)
  const erring = new Set([...found].filter((t) => t.errorCount + t.fatalCount > 0).map((t) => t.service));
  for (const t of [...candidates, ...explained]) {
    const at = t.firstBad?.timestamp ?? 0;
    const m = t.firstBad?.message ?? "";
    const leveled = t.errorCount + t.fatalCount > 0;
    if (
      (hasStack(m) && leadsTo(found, t.service, at, LEAD_MS)) ||
      ((leveled || ranOutOf(m)) &&
        !(leveled ? erring : failing).has(t.service) &&
        !isRetryInProgress(m) &&
        leadsTo(found, t.service, at, NAMED_LEAD_MS, matcher))
    )
      felt.add(t);
  }
  return [...felt].map((t) => ({
    stat: t,
    kind: "new" as const,
    onset: t.firstBad?.timestamp ?? 0,
    badAfter: t.badCount,
    badness: badnessOf(t),
    strength: 1,
  }));
}

/** A traceback recurring from this close to the window's start to this close to its end has been recurring all along. */
const ALONG_EDGE_SHARE = 0.15;
const ALONG_MIN_OCCURRENCES = 3;

/** Lines it logged before the record, at least, to count as steady output. */
const STEADY_MIN_LINES = 20;
/** Of them, this share in the last quarter of the time before the record: it was still at work when it failed. */
const STILL_WORKING_SHARE = 0.1;
/** Its dying words (a supervisor tearing its workers down) come this soon after the record. */
const DYING_MS = 10000;
/** The rest of the window, this long at least, holds at most this share of its lines at its earlier rate. */
const SILENT_MIN_MS = 120000;
const SILENT_SHARE = 0.15;

/**
 * Its service's steady output stops with it: the process died of it (a training step's CUDA out of memory, then
 * nothing more from the job), which no one else may report.
 */
export function fellSilentAfter(agg: Aggregates, t: TemplateStat, t1: number): boolean {
  const svc = agg.services.get(t.service);
  const at = t.firstBad?.timestamp;
  if (!svc || at === undefined || t1 - at < SILENT_MIN_MS + DYING_MS || at <= svc.firstTs) return false;
  const axis = agg.axis;
  const from = axis.binOf(svc.firstTs);
  const atBin = axis.binOf(at);
  const lateBin = axis.binOf(at - (at - svc.firstTs) / 4);
  let before = 0;
  let late = 0;
  for (let i = from; i < atBin; i++) {
    before += svc.series[i];
    if (i >= lateBin) late += svc.series[i];
  }
  if (before < STEADY_MIN_LINES || late < STILL_WORKING_SHARE * before) return false;
  const deadBin = axis.binOf(at + DYING_MS);
  const lastBin = axis.binOf(t1);
  let after = 0;
  for (let i = deadBin + 1; i <= lastBin; i++) after += svc.series[i];
  const rate = before / Math.max(1, atBin - from);
  return after <= SILENT_SHARE * rate * (lastBin - deadBin);
}

// a supervisor's report of a workload's death: killed for memory, exited non-zero (not 143, a rollout's SIGTERM),
// restarted after crashing
export const WORKLOAD_DEATH_RE =
  /\bOOMKilled\b|\bexit(ed)? (with )?(code|status) (?!143\b)[1-9]\d*|\bexit_?code["']?\s?[=:]\s?(?!143\b)[1-9]\d*|\bkilled due to memory\b|\bCrashLoopBackOff\b|\bBack-off restarting failed container\b/i;
/** A workload a supervisor reports dead this many times died again after its restart: a crash loop. */
export const REPEATED_DEATHS = 2;

/**
 * A supervisor's (kubelet's, an event exporter's) reports, at whatever level, that one workload died again and again:
 * each report is too rare for a rate test, Kubernetes events are only ever warnings, and a crash loop may have begun
 * before the window.
 */
function workloadDeaths(agg: Aggregates, seen: Set<TemplateStat>, matcher: ServiceMatcher): TemplateStat[] {
  const byWorkload = new Map<string, TemplateStat[]>();
  for (const t of agg.templates.values()) {
    if (seen.has(t) || !t.firstBad || t.badCount === 0) continue;
    const said = t.firstBad.message.slice(0, 600);
    if (!SUPERVISOR_RE.test(t.service) || !WORKLOAD_DEATH_RE.test(said)) continue;
    // by the name it gives the container, or by the workload's own name ("Pod prod/transcode-worker-6d9f8-kq2x")
    for (const w of new Set([...supervisedWorkloads(said), ...matcher.find(said, t.service)]))
      byWorkload.set(w, [...(byWorkload.get(w) ?? []), t]);
  }
  return [...byWorkload.values()].filter((ts) => ts.reduce((n, t) => n + t.badCount, 0) >= REPEATED_DEATHS).flat();
}

/**
 * An error-level record in a request its service logged more failures for (a warning, then the error and the
 * traceback of the task that raised it): a request that went wrong step by step, not one line of noise.
 */
function failedAtSeveralSteps(agg: Aggregates, t: TemplateStat): boolean {
  const first = t.firstBad;
  if (!first?.traceId || t.errorCount + t.fatalCount === 0) return false;
  return agg.traces.failuresIn(first.traceId, t.service) >= SEVERAL_STEPS;
}

/** The candidates with a traceback in services that raised fresh tracebacks at several separate moments. */
function recurringTracebacks(candidates: TemplateStat[]): Set<TemplateStat> {
  const byService = new Map<string, TemplateStat[]>();
  for (const t of candidates) {
    if (t.errorCount + t.fatalCount === 0 || !hasStack(t.firstBad?.message ?? "")) continue;
    byService.set(t.service, [...(byService.get(t.service) ?? []), t]);
  }
  const out = new Set<TemplateStat>();
  for (const stats of byService.values()) {
    let moments = 0;
    let gap = MOMENT_GAP_BINS;
    for (let i = 0; i < BINS; i++) {
      if (stats.some((t) => t.badSeries[i] > 0)) {
        if (gap >= MOMENT_GAP_BINS) moments++;
        gap = 0;
      } else gap++;
    }
    if (moments >= RECURRING_MOMENTS) for (const t of stats) out.add(t);
  }
  return out;
}

/** Whether another service's failure already found begins within `lead` after `at` (naming `service`, given a matcher). */
function leadsTo(found: Set<TemplateStat>, service: string, at: number, lead: number, names?: ServiceMatcher): boolean {
  const lower = service.toLowerCase();
  for (const o of found) {
    const onset = o.firstBad?.timestamp ?? Number.NaN;
    if (o.service === service || !(onset >= at - CLOCK_SKEW_MS && onset - at <= lead)) continue;
    if (!names) return true;
    const said = (o.firstBad?.message ?? "").slice(0, 2000);
    // a few retries may be a callee's blip; a caller retrying again and again has found it failing
    const persistent = !isRetryInProgress(said) || o.badCount >= PERSISTENT_RETRIES;
    if (!persistent) continue;
    // by name, or as the one server of the technology it failed over ("Broker: Not leader for partition")
    const named = names.find(said, o.service);
    if ((named.length > 0 ? named : names.findByTechnology(said, o.service)).includes(lower)) return true;
  }
  return false;
}
