// The analysis resource as the API returns it (SPEC §2.2 + API-DECISIONS "Analyses"): for OpenAPI and the types.
// Requests are in analysis-requests.schema.ts, the vocabularies in analysis-vocabulary.ts.
import * as z from "zod";
import { correctRootCauseSchema } from "./analysis-requests.schema.js";
import { analysisResultSchema, categorySchema, severitySchema } from "./analysis-result.schema.js";
import { ANALYSIS_STATUSES, FEEDBACK_RATINGS, PROGRESS_STAGES, TRIGGER_KINDS } from "./analysis-vocabulary.js";

export type {
  CreateAnalysisInput,
  FeedbackInput,
  FollowupInput,
  ListAnalysesQuery,
  PolishInput,
  PostmortemInput,
} from "./analysis-requests.schema.js";
export type { AnalysisStatus, FeedbackRating, ProgressStage } from "./analysis-vocabulary.js";

export const progressSchema = z.object({
  stage: z.enum(PROGRESS_STAGES),
  sourcesDone: z.number().int().min(0),
  sourcesTotal: z.number().int().min(0),
  logsScanned: z.number().int().min(0),
});
export type AnalysisProgress = z.infer<typeof progressSchema>;

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

export const listMetaSchema = z.object({ nextCursor: z.string().nullable() });

export const followupSchema = z.object({
  id: z.string(),
  question: z.string(),
  answer: z.string(),
  /** Indexes into the analysis's result.timeline that the answer rests on. */
  evidence: z.array(z.number().int().min(0)),
  createdAt: z.string(),
});
export type Followup = z.infer<typeof followupSchema>;

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

export const postmortemSchema = z.object({ analysisId: z.string(), markdown: z.string(), generatedAt: z.string() });
export type Postmortem = z.infer<typeof postmortemSchema>;

export const polishSchema = z.object({ markdown: z.string(), provider: z.string() });
export type Polished = z.infer<typeof polishSchema>;
