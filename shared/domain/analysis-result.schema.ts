// The diagnosis result of SPEC §2.2, exactly; every producer (engine, LLM, worker) is validated against it.
import * as z from "zod";
import { ACTION_TYPES, CATEGORIES, ROLES, SEVERITIES } from "./analysis-vocabulary.js";

export { ACTION_TYPES, CATEGORIES, type Category, ROLES, SEVERITIES, type Severity } from "./analysis-vocabulary.js";

export const severitySchema = z.enum(SEVERITIES);
export const categorySchema = z.enum(CATEGORIES);

const isoTimestamp = z.string().refine((s) => !Number.isNaN(Date.parse(s)), "must be an ISO 8601 timestamp");

export const rootCauseSchema = z.object({
  description: z.string(),
  service: z.string().min(1),
  errorType: z.string(),
  category: categorySchema,
});

export const affectedServiceSchema = z.object({
  serviceName: z.string(),
  role: z.enum(ROLES),
  errorCount: z.number().int().min(0),
  firstSeen: isoTimestamp,
  lastSeen: isoTimestamp,
});

export const timelineEntrySchema = z.object({
  timestamp: isoTimestamp,
  service: z.string(),
  level: z.string(),
  message: z.string(),
  isRootCause: z.boolean(),
});

export const suggestedActionSchema = z.object({
  priority: z.number().int().min(1),
  action: z.string(),
  rationale: z.string(),
  type: z.enum(ACTION_TYPES),
});

export const analysisResultSchema = z.object({
  summary: z.string(),
  severity: severitySchema,
  confidence: z.number().min(0).max(1),
  rootCause: rootCauseSchema,
  affectedServices: z.array(affectedServiceSchema),
  timeline: z.array(timelineEntrySchema),
  suggestedActions: z.array(suggestedActionSchema),
  logsScanned: z.number().int().min(0),
  /** API-DECISIONS "Analyses": set by the worker when a source failed or the line budget was hit. */
  sourceErrors: z.array(z.object({ sourceId: z.string(), code: z.string(), message: z.string() })).optional(),
  truncated: z.boolean().optional(),
});

export type AnalysisResult = z.infer<typeof analysisResultSchema>;
export type RootCause = z.infer<typeof rootCauseSchema>;
export type AffectedService = z.infer<typeof affectedServiceSchema>;
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;
export type SuggestedAction = z.infer<typeof suggestedActionSchema>;
