// Detect stage, a job's look: a scheduled job (a CronJob, a loader, an export) logs in runs, a burst every few
// minutes and nothing between, so a failure of every run is a handful of lines, too few for a rate test and often
// under way before the window opens. A job whose every run from some run on fails for good, saying so ("Job … failed:
// backoffLimit reached", "load run aborted"), three runs or more and to the window's end, has failed, however few
// lines that makes: each run is all the work it had. A process that dies run after run (a non-zero exit, a FATAL
// once a run) is such a job of its own restarts: a crash loop.
import type { Aggregates, TemplateStat } from "./aggregate.js";
import { type Anomaly, badnessOf, type DetectOptions } from "./detect.js";
import { saysProcessDied } from "./line-verdict.js";

/** Lines of one service this far apart belong to different runs. */
const RUN_GAP_MS = 30_000;
/** A job failing this many runs in a row has failed, not hiccupped. */
const MIN_FAILED_RUNS = 3;
// a run that ended in failure, as its job or its runner says: the run, not one item of it
// ("Job waitlist-cronjob-5940669 failed", "load run aborted", "backup job failed"; not a URL's "/v1/batch: … failed")
const RUN_FAILED_RE =
  /(?<![/\w.-])(?:cron ?job|job|run|batch|export|import|load|sync|backup)(?: (?:job|run))?(?: [\w.:-]{1,60})? (?:has )?(?:failed|aborted|gave up)\b|\bbackoff ?limit (?:reached|exceeded)\b|\breached the specified backoff limit\b|\bBackoffLimitExceeded\b/i;

export const saysRunFailed = (message: string) => RUN_FAILED_RE.test(message.slice(0, 600));

/** The template says a run ended in failure (a process dying is its run failing: a crash loop is a job of restarts). */
export function endsRun(t: TemplateStat): boolean {
  const said = t.firstBad?.message ?? t.first.message;
  return saysRunFailed(said) || saysProcessDied(said);
}

/** The start bin of each run of a series: bins holding lines, split where RUN_GAP_MS passes without any. */
function runStarts(series: Uint32Array, from: number, to: number, gapBins: number): number[] {
  const starts: number[] = [];
  let last = Number.NEGATIVE_INFINITY;
  for (let i = from; i <= to; i++) {
    if (series[i] === 0) continue;
    if (i - last > gapBins) starts.push(i);
    last = i;
  }
  return starts;
}

export function detectFailingRuns(agg: Aggregates, opts: DetectOptions = {}): Anomaly[] {
  const t0 = opts.windowStart ?? agg.minTs;
  const gapBins = Math.max(1, Math.ceil(RUN_GAP_MS / agg.axis.width));
  const first = agg.axis.binOf(t0);
  const last = agg.axis.binOf(opts.windowEnd ?? agg.maxTs);
  const byService = new Map<string, TemplateStat[]>();
  for (const t of agg.templates.values())
    if (t.badCount > 0) byService.set(t.service, [...(byService.get(t.service) ?? []), t]);
  const out: Anomaly[] = [];
  for (const [service, bad] of byService) {
    const svc = agg.services.get(service);
    if (!svc) continue;
    const runs = runStarts(svc.series, first, last, gapBins);
    const runOf = (bin: number) => runs.findLastIndex((start) => start <= bin);
    const failedRuns = (t: TemplateStat) => {
      const failed = new Set<number>();
      for (let i = first; i <= last; i++) if (t.badSeries[i] > 0) failed.add(runOf(i));
      return failed;
    };
    let verdict: TemplateStat | undefined;
    let failed = new Set<number>();
    for (const t of bad) {
      if (t.errorCount + t.warnCount + t.fatalCount < MIN_FAILED_RUNS) continue;
      const ends = endsRun(t);
      if (t.fatalCount === 0 && !ends) continue;
      failed = failedRuns(t);
      // (a FATAL line ends its run when it comes once a run; many a run are a server's refusals, Postgres's FATAL)
      if (ends || t.badCount === failed.size) {
        verdict = t;
        break;
      }
    }
    if (!verdict) continue;
    const firstFailed = Math.min(...failed);
    // every run from its first failure on failed, the last one too: nothing ran through since
    if (failed.size < MIN_FAILED_RUNS || failed.size !== runs.length - firstFailed) continue;
    // the run's failure is the verdict and what its service said went wrong in that first failed run
    const end = firstFailed + 1 < runs.length ? runs[firstFailed + 1] : last + 1;
    for (const t of bad) {
      const at = agg.axis.binOf(t.firstBad?.timestamp ?? t.firstTs);
      if (t !== verdict && (at < runs[firstFailed] || at >= end)) continue;
      out.push({
        stat: t,
        kind: "runs",
        onset: t.firstBad?.timestamp ?? t.firstTs,
        badAfter: t.badCount,
        badness: badnessOf(t),
        strength: failed.size,
      });
    }
  }
  return out.sort((a, b) => a.onset - b.onset);
}
