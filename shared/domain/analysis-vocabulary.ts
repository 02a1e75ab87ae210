// The closed vocabularies and limits of analyses and their diagnoses (SPEC §2.2), without their schemas: code that
// only needs the words (stats, project settings, the engine, the store) imports them from here and does not build
// the schemas in its cold start.
export const SEVERITIES = ["critical", "high", "medium", "low", "info"] as const;
export const CATEGORIES = [
  "authentication",
  "authorization",
  "database",
  "network",
  "timeout",
  "rate_limiting",
  "validation",
  "null_reference",
  "configuration",
  "dependency",
  "memory",
  "disk",
  "unknown",
] as const;
export const ROLES = ["origin", "propagator", "affected"] as const;
export const ACTION_TYPES = ["fix", "investigate", "mitigate", "escalate"] as const;
export type Severity = (typeof SEVERITIES)[number];
export type Category = (typeof CATEGORIES)[number];

export const ANALYSIS_STATUSES = ["pending", "processing", "complete", "partial", "failed"] as const;
export type AnalysisStatus = (typeof ANALYSIS_STATUSES)[number];
export const FINAL_STATUSES: readonly AnalysisStatus[] = ["complete", "partial", "failed"];
export const isFinalStatus = (s: AnalysisStatus) => FINAL_STATUSES.includes(s);

export const PROGRESS_STAGES = ["queued", "reading", "diagnosing", "done"] as const;
export type ProgressStage = (typeof PROGRESS_STAGES)[number];

export const TRIGGER_KINDS = ["api", "watchdog", "chat"] as const;

export const FEEDBACK_RATINGS = ["accurate", "partially_accurate", "inaccurate"] as const;
export type FeedbackRating = (typeof FEEDBACK_RATINGS)[number];

export const METADATA_MAX_KEYS = 50;
export const LIST_LIMIT_MAX = 100;
export const LIST_LIMIT_DEFAULT = 20;
export const MAX_FOLLOWUPS = 20;
