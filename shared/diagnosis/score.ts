// Score stage: severity from impact (error volume and rate against baseline, how many services
// are hit, how much of the origin's own work fails) and a confidence from how clear the origin
// and the category are.
import type { Severity } from "../domain/analysis-vocabulary.js";
import type { Aggregates } from "./aggregate.js";
import { confidenceFeatures, confidenceFrom } from "./calibration.js";
import type { ClassifyResult } from "./classify.js";
import { saysFailure } from "./line-verdict.js";
import type { Localization } from "./localize.js";
import { BINS } from "./time-axis.js";

/** Below this many abnormal error lines an anomaly is a blip, not an incident. */
export const MIN_INCIDENT_ERRORS = 5;

export interface Impact {
  errorLines: number;
  /** Few lines, but a real failure: the origin raised an exception that another service felt. */
  serious: boolean;
  services: number;
  originFailureRate: number;
  /** The strongest anomaly's statistical strength (see detect.ts). */
  maxStrength: number;
}

/** A lone service whose change is only marginally significant is reported, but as low. */
const LONE_MIN_STRENGTH = 8;

export function impactOf(agg: Aggregates, loc: Localization): Impact {
  const errorLines = loc.findings.reduce((s, f) => s + f.errorCount, 0);
  const svc = agg.services.get(loc.origin.service);
  let after = 0;
  if (svc) {
    const k = Math.max(0, Math.min(BINS - 1, Math.floor((loc.origin.onset - agg.axis.origin) / agg.axis.width)));
    for (let i = k; i < BINS; i++) after += svc.series[i];
  }
  const originFailureRate = after > 0 ? Math.min(1, loc.origin.errorCount / after) : loc.origin.silent ? 1 : 0;
  const maxStrength = Math.max(0, ...loc.findings.flatMap((f) => f.anomalies.map((a) => a.strength)));
  const o = loc.origin;
  const felt =
    loc.findings.length > 1 ||
    o.tracedOrigin > 0 ||
    o.anomalies.some((a) => saysFailure(a.stat.firstBad?.message ?? ""));
  const serious =
    felt && (o.voice > 0 || o.silent) && (o.ownStack || o.tracedOrigin > 0 || o.namedBy.size > 0 || !o.silent);
  return { errorLines, serious, services: loc.findings.length, originFailureRate, maxStrength };
}

/** Categories whose failure takes the process down or stops all writes: one notch more severe. */
const HARD_FAILURES = new Set<string>(["memory", "disk", "null_reference"]);

export function severityOf(impact: Impact, category?: string): Severity {
  if (impact.errorLines < MIN_INCIDENT_ERRORS) return impact.serious ? "medium" : "low";
  if (impact.services === 1 && impact.maxStrength < LONE_MIN_STRENGTH) return "low";
  let points = 0;
  if (impact.services >= 3) points++;
  if (impact.services >= 5) points++;
  if (impact.originFailureRate >= 0.5) points++;
  if (impact.originFailureRate >= 0.75) points++;
  if (impact.errorLines >= 500) points++;
  if (category && HARD_FAILURES.has(category)) points++;
  if (points >= 4) return "critical";
  if (points >= 2) return "high";
  return "medium";
}

export function confidenceOf(loc: Localization, cls: ClassifyResult, impact: Impact): number {
  return confidenceFrom(confidenceFeatures(loc, cls, impact));
}
