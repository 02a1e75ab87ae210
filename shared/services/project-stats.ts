// Per-project monthly counters behind GET /v1/config/projects/{slug}/stats. Other capabilities bump them.

import type { AppContext } from "../app-context.js";
import { CATEGORIES, type Category } from "../domain/analysis-vocabulary.js";
import type { ProjectStats } from "../domain/project.schema.js";
import type { Tenant } from "../domain/tenant.schema.js";
import { addToStats, readStats } from "../store/project-stats.dynamo.js";
import { monthOf, quotaUsage } from "./quotas.js";

export const STAT_COUNTERS = [
  "analyses_total",
  "analyses_pending",
  "analyses_processing",
  "analyses_complete",
  "analyses_partial",
  "analyses_failed",
  "severity_critical",
  "severity_high",
  "severity_medium",
  "severity_low",
  "severity_info",
  "logs_scanned",
  "confidence_sum",
  "confidence_count",
  "feedback_accurate",
  "feedback_partially_accurate",
  "feedback_inaccurate",
  "deliveries_sent",
  "deliveries_failed",
  "watchdog_checks",
  "watchdog_trips",
  "watchdog_alerts",
] as const;
/** Root-cause corrections carried by the latest feedback of each analysis, per corrected category. */
export const correctedCategoryCounter = (c: Category) => `feedback_corrected_${c}` as const;
export type StatCounter =
  | (typeof STAT_COUNTERS)[number]
  | "feedback_corrected"
  | ReturnType<typeof correctedCategoryCounter>;

/** Adds to counters of the project's month of `at` (one atomic update). */
export async function bumpProjectStats(
  ctx: AppContext,
  ref: { tenantId: string; projectId: string; at?: Date },
  counters: Partial<Record<StatCounter, number>>,
): Promise<void> {
  const month = monthOf(ref.at ?? ctx.clock.now());
  await addToStats(ctx.store, { tenantId: ref.tenantId, projectId: ref.projectId, month }, counters);
}

export async function readProjectStats(
  ctx: AppContext,
  tenant: Tenant,
  project: { id: string; slug: string },
  month: string,
): Promise<ProjectStats> {
  const counters = await readStats(ctx.store, { tenantId: tenant.id, projectId: project.id, month });
  const c = (name: StatCounter) => counters[name] ?? 0;
  const at = new Date(`${month}-01T00:00:00Z`);
  const [analyses, sources, channels] = await Promise.all([
    quotaUsage(ctx, tenant, "analysesPerMonth", { at }),
    quotaUsage(ctx, tenant, "logSourcesPerProject", { projectId: project.id }),
    quotaUsage(ctx, tenant, "channelsPerProject", { projectId: project.id }),
  ]);
  return {
    projectId: project.id,
    slug: project.slug,
    month,
    analyses: {
      total: c("analyses_total"),
      byStatus: {
        pending: c("analyses_pending"),
        processing: c("analyses_processing"),
        complete: c("analyses_complete"),
        partial: c("analyses_partial"),
        failed: c("analyses_failed"),
      },
      bySeverity: {
        critical: c("severity_critical"),
        high: c("severity_high"),
        medium: c("severity_medium"),
        low: c("severity_low"),
        info: c("severity_info"),
      },
      logsScanned: c("logs_scanned"),
      averageConfidence:
        c("confidence_count") > 0 ? Math.round((c("confidence_sum") / c("confidence_count")) * 1000) / 1000 : null,
    },
    feedback: {
      accurate: c("feedback_accurate"),
      partially_accurate: c("feedback_partially_accurate"),
      inaccurate: c("feedback_inaccurate"),
      correctedRootCauses: c("feedback_corrected"),
      correctedByCategory: Object.fromEntries(
        CATEGORIES.map((k) => [k, c(correctedCategoryCounter(k))]),
      ) as ProjectStats["feedback"]["correctedByCategory"],
    },
    deliveries: { sent: c("deliveries_sent"), failed: c("deliveries_failed") },
    watchdog: { checks: c("watchdog_checks"), trips: c("watchdog_trips"), alerts: c("watchdog_alerts") },
    quota: {
      analysesPerMonth: { used: analyses.used, limit: analyses.limit },
      logSourcesPerProject: { used: sources.used, limit: sources.limit },
      channelsPerProject: { used: channels.used, limit: channels.limit },
    },
  };
}
