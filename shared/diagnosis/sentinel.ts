// Detect stage, third look: a failure that happens once or a few times. Real failing requests often leave one
// traceback and one line from the caller that saw it fail, too few for any rate test (detect.ts) and not running
// from the window's start (ongoing.ts). Such a record counts when it is a real failure (error level, or a caller's
// failure label / failed call, with an exception, a stack, a 5xx or that label), comes after a stretch of the
// window without it, and another service fails within moments of it (or the request it quotes leads to another service): a lone exception that nobody feels is noise.
import type { Aggregates, TemplateStat } from "./aggregate.js";
import { type Anomaly, badnessOf, type DetectOptions } from "./detect.js";
import { reportsFailure, saysFailure } from "./line-verdict.js";
import { hasStack } from "./stack.js";

const MAX_OCCURRENCES = 5;
/** It must not be there from the start: this share of the window (or a minute) passes before it first shows. */
const MIN_QUIET_SHARE = 0.2;
const MIN_QUIET_MS = 60000;
/** Another service's failure this close (either side) corroborates it. */
const CORROBORATION_MS = 5000;

export function detectSentinels(agg: Aggregates, opts: DetectOptions, seen: Set<TemplateStat>): Anomaly[] {
  const t0 = opts.windowStart ?? agg.minTs;
  const t1 = opts.windowEnd ?? agg.maxTs;
  const quiet = Math.min(MIN_QUIET_MS, MIN_QUIET_SHARE * Math.max(t1 - t0, 1000));
  const candidates: TemplateStat[] = [];
  for (const t of agg.templates.values()) {
    if (seen.has(t) || !t.firstBad || t.badCount === 0 || t.badCount > MAX_OCCURRENCES) continue;
    if (t.firstBad.timestamp - t0 < quiet) continue;
    if (opts.baselineEnd !== undefined && t.firstBad.timestamp < opts.baselineEnd) continue;
    const m = t.firstBad.message;
    const leveled = t.errorCount + t.fatalCount > 0;
    const label = reportsFailure(m);
    const evidence = label || t.signals.exception !== undefined || (t.signals.status ?? 0) >= 500 || hasStack(m);
    if ((leveled || label) && evidence) candidates.push(t);
  }
  const out: Anomaly[] = [];
  for (const t of candidates) {
    const at = t.firstBad?.timestamp ?? 0;
    // a caller's own report of a failed call ("API ERROR: …", "(HTTP 403) (Request-ID: …)") is felt by definition
    const corroborated =
      saysFailure(t.firstBad?.message ?? "") ||
      candidates.some(
        (o) => o.service !== t.service && Math.abs((o.firstBad?.timestamp ?? 0) - at) <= CORROBORATION_MS,
      ) ||
      agg.traces.quotesOther(t.firstBad?.message ?? "", t.service);
    if (!corroborated) continue;
    out.push({ stat: t, kind: "new", onset: at, badAfter: t.badCount, badness: badnessOf(t), strength: 1 });
  }
  return out;
}
