// Project stats counters for analyses: byStatus is a snapshot (a run moves from processing to its final state),
// severity/logs/confidence count finished results; all in the month the analysis was created.

import type { AppContext } from "../../app-context.js";
import type { FeedbackRating } from "../../domain/analysis.schema.js";
import type { AnalysisResult } from "../../domain/analysis-result.schema.js";
import { CATEGORIES, type Category } from "../../domain/analysis-vocabulary.js";
import { loggableError, logger } from "../../runtime/logger.js";
import type { AnalysisRecord } from "../../store/analyses.dynamo.js";
import { bumpProjectStats, correctedCategoryCounter, type StatCounter } from "../project-stats.js";

type Counters = Partial<Record<StatCounter, number>>;

async function bump(ctx: AppContext, r: AnalysisRecord, counters: Counters) {
  try {
    await bumpProjectStats(ctx, { tenantId: r.tenantId, projectId: r.projectId, at: new Date(r.createdAt) }, counters);
  } catch (err) {
    // stats are best effort: a lost increment must never fail an analysis
    logger.warn("analysis stats update failed", { analysisId: r.id, error: loggableError(err) });
  }
}

export const statsOnCreate = (ctx: AppContext, r: AnalysisRecord) =>
  bump(ctx, r, { analyses_total: 1, analyses_processing: 1 });

export function statsOnFinish(ctx: AppContext, r: AnalysisRecord, result: AnalysisResult | null) {
  const counters: Counters = { analyses_processing: -1, [`analyses_${r.status}`]: 1 };
  if (result) {
    counters[`severity_${result.severity}` as StatCounter] = 1;
    counters.logs_scanned = result.logsScanned;
    counters.confidence_sum = result.confidence;
    counters.confidence_count = 1;
  }
  return bump(ctx, r, counters);
}

type Correction = { service?: string; category?: string } | undefined;
const isCategory = (c: string | undefined): c is Category => (CATEGORIES as readonly string[]).includes(c ?? "");

/** The latest feedback counts: the previous one's rating and correction are taken back, the new ones added. */
export function statsOnFeedback(
  ctx: AppContext,
  r: AnalysisRecord,
  latest: { rating: FeedbackRating; correctRootCause?: Correction },
  previous?: { rating: FeedbackRating; correctRootCause?: Correction },
) {
  const counters: Counters = {};
  const add = (name: StatCounter, n: number) => {
    counters[name] = (counters[name] ?? 0) + n;
  };
  const count = (f: typeof latest, sign: number) => {
    add(`feedback_${f.rating}`, sign);
    if (f.correctRootCause) {
      add("feedback_corrected", sign);
      if (isCategory(f.correctRootCause.category)) add(correctedCategoryCounter(f.correctRootCause.category), sign);
    }
  };
  count(latest, 1);
  if (previous) count(previous, -1);
  return bump(ctx, r, counters);
}
