// The analysis resource (SPEC §2.2 + API-DECISIONS "Analyses"): request bodies, queries and what the API returns.
import * as z from "zod";
import { analysisResultSchema, categorySchema, severitySchema } from "./analysis-result.schema.js";

export const ANALYSIS_STATUSES = ["pending", "processing", "complete", "partial", "failed"] as const;
export type AnalysisStatus = (typeof ANALYSIS_STATUSES)[number];
export const FINAL_STATUSES: readonly AnalysisStatus[] = ["complete", "partial", "failed"];
export const isFinalStatus = (s: AnalysisStatus) => FINAL_STATUSES.includes(s);

export const PROGRESS_STAGES = ["queued", "reading", "diagnosing", "done"] as const;
export type ProgressStage = (typeof PROGRESS_STAGES)[number];

/** ISO 8601 with an offset (Z or ±hh:mm) in; the API always answers in UTC `Z`. */
const isoWithOffset = z.iso.datetime({ offset: true, message: "must be an ISO 8601 timestamp with an offset" });

export const METADATA_MAX_KEYS = 50;
const metadataSchema = z
  .record(z.string().min(1).max(128), z.string().max(2048))
  .refine((m) => Object.keys(m).length <= METADATA_MAX_KEYS, `at most ${METADATA_MAX_KEYS} keys`);

/** Time rules beyond the shape (past start, order, future tolerance, 7 days) are the service's: they need the clock. */
export const createAnalysisBody = z.strictObject({
  description: z.string().min(1).max(5000),
  timeStart: isoWithOffset,
  timeEnd: isoWithOffset,
  metadata: metadataSchema.optional(),
});
export type CreateAnalysisInput = z.infer<typeof createAnalysisBody>;

export const progressSchema = z.object({
  stage: z.enum(PROGRESS_STAGES),
  sourcesDone: z.number().int().min(0),
  sourcesTotal: z.number().int().min(0),
  logsScanned: z.number().int().min(0),
});
export type AnalysisProgress = z.infer<typeof progressSchema>;

export const TRIGGER_KINDS = ["api", "watchdog", "chat"] as const;
export const triggerSchema = z.object({ kind: z.enum(TRIGGER_KINDS), ruleId: z.string().optional() });
export type AnalysisTrigger = z.infer<typeof triggerSchema>;

export const analysisErrorSchema = z.object({ code: z.string(), message: z.string() });
export type AnalysisError = z.infer<typeof analysisErrorSchema>;

export const analysisSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  status: z.enum(ANALYSIS_STATUSES),
  description: z.string(),
  timeStart: z.string(),
  timeEnd: z.string(),
  metadata: z.record(z.string(), z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  completedAt: z.string().nullable(),
  trigger: triggerSchema,
  progress: progressSchema,
  /** Present (non-null) only when status is failed. */
  error: analysisErrorSchema.nullable(),
  /** Present (non-null) only when status is complete or partial. */
  result: analysisResultSchema.nullable(),
});
export type Analysis = z.infer<typeof analysisSchema>;

export const LIST_LIMIT_MAX = 100;
export const LIST_LIMIT_DEFAULT = 20;

export const listAnalysesQuery = z.strictObject({
  status: z.enum(ANALYSIS_STATUSES).optional(),
  severity: severitySchema.optional(),
  since: isoWithOffset.optional(),
  until: isoWithOffset.optional(),
  limit: z.coerce.number().int().min(1).max(LIST_LIMIT_MAX).optional(),
  cursor: z.string().min(1).max(512).optional(),
});
export type ListAnalysesQuery = z.infer<typeof listAnalysesQuery>;

export const listMetaSchema = z.object({ nextCursor: z.string().nullable() });

export const followupBody = z.strictObject({ question: z.string().trim().min(1).max(2000) });
export type FollowupInput = z.infer<typeof followupBody>;

export const followupSchema = z.object({
  id: z.string(),
  question: z.string(),
  answer: z.string(),
  /** Indexes into the analysis's result.timeline that the answer rests on. */
  evidence: z.array(z.number().int().min(0)),
  createdAt: z.string(),
});
export type Followup = z.infer<typeof followupSchema>;
export const MAX_FOLLOWUPS = 20;

export const FEEDBACK_RATINGS = ["accurate", "partially_accurate", "inaccurate"] as const;
export type FeedbackRating = (typeof FEEDBACK_RATINGS)[number];

export const correctRootCauseSchema = z.strictObject({
  service: z.string().trim().min(1).max(255).optional(),
  category: categorySchema.optional(),
});

export const feedbackBody = z.strictObject({
  rating: z.enum(FEEDBACK_RATINGS),
  comment: z.string().max(2000).optional(),
  correctRootCause: correctRootCauseSchema.optional(),
});
export type FeedbackInput = z.infer<typeof feedbackBody>;

export const feedbackSchema = z.object({
  id: z.string(),
  analysisId: z.string(),
  rating: z.enum(FEEDBACK_RATINGS),
  comment: z.string().nullable(),
  correctRootCause: correctRootCauseSchema.nullable(),
  createdAt: z.string(),
});
export type Feedback = z.infer<typeof feedbackSchema>;

export const similarItemSchema = z.object({
  analysisId: z.string(),
  score: z.number().min(0).max(1),
  summary: z.string(),
  severity: severitySchema,
  category: categorySchema,
  createdAt: z.string(),
});
export type SimilarItem = z.infer<typeof similarItemSchema>;

/** The postmortem takes no input: an empty body means the same as `{}` (generate from the analysis). */
export const postmortemBody = z.strictObject({});
export type PostmortemInput = z.infer<typeof postmortemBody>;

/** GET one, similar and events take no query parameters: any is refused, not ignored. */
export const noQuery = z.strictObject({});

export const postmortemSchema = z.object({ analysisId: z.string(), markdown: z.string(), generatedAt: z.string() });
export type Postmortem = z.infer<typeof postmortemSchema>;

export const polishBody = z.strictObject({ markdown: z.string().min(1).max(100_000).optional() });
export type PolishInput = z.infer<typeof polishBody>;
export const polishSchema = z.object({ markdown: z.string(), provider: z.string() });
export type Polished = z.infer<typeof polishSchema>;
