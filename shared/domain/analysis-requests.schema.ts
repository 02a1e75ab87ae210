// What the analyses routes accept (SPEC §4.1, API-DECISIONS "Analyses"): bodies and queries only, so a function
// builds the schemas of its own requests and not those of every response.
import * as z from "zod";
import {
  ANALYSIS_STATUSES,
  CATEGORIES,
  FEEDBACK_RATINGS,
  LIST_LIMIT_MAX,
  METADATA_MAX_KEYS,
  SEVERITIES,
} from "./analysis-vocabulary.js";

/** ISO 8601 with an offset (Z or ±hh:mm) in; the API always answers in UTC `Z`. */
const isoWithOffset = z.iso.datetime({ offset: true, message: "must be an ISO 8601 timestamp with an offset" });

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

export const listAnalysesQuery = z.strictObject({
  status: z.enum(ANALYSIS_STATUSES).optional(),
  severity: z.enum(SEVERITIES).optional(),
  since: isoWithOffset.optional(),
  until: isoWithOffset.optional(),
  limit: z.coerce.number().int().min(1).max(LIST_LIMIT_MAX).optional(),
  cursor: z.string().min(1).max(512).optional(),
});
export type ListAnalysesQuery = z.infer<typeof listAnalysesQuery>;

export const followupBody = z.strictObject({ question: z.string().trim().min(1).max(2000) });
export type FollowupInput = z.infer<typeof followupBody>;

export const correctRootCauseSchema = z.strictObject({
  service: z.string().trim().min(1).max(255).optional(),
  category: z.enum(CATEGORIES).optional(),
});

export const feedbackBody = z.strictObject({
  rating: z.enum(FEEDBACK_RATINGS),
  comment: z.string().max(2000).optional(),
  correctRootCause: correctRootCauseSchema.optional(),
});
export type FeedbackInput = z.infer<typeof feedbackBody>;

/** The postmortem takes no input: an empty body means the same as `{}` (generate from the analysis). */
export const postmortemBody = z.strictObject({});
export type PostmortemInput = z.infer<typeof postmortemBody>;

/** GET one, similar and events take no query parameters: any is refused, not ignored. */
export const noQuery = z.strictObject({});

export const polishBody = z.strictObject({ markdown: z.string().min(1).max(100_000).optional() });
export type PolishInput = z.infer<typeof polishBody>;
