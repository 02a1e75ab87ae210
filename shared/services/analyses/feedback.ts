// POST /v1/analyses/{id}/feedback: every rating is kept, the latest one counts (stats, similar search).
import { randomUUID } from "node:crypto";
import type { AppContext } from "../../app-context.js";
import type { Feedback, FeedbackInput } from "../../domain/analysis.schema.js";
import type { LatestFeedback } from "../../store/analyses.dynamo.js";
import { putFeedbackRecord, setLatestFeedback } from "../../store/analysis-extras.dynamo.js";
import type { AuthInfo } from "../auth.types.js";
import { liveAnalysis, requireResult } from "./access.js";
import { statsOnFeedback } from "./stats.js";

export async function giveFeedback(
  ctx: AppContext,
  auth: AuthInfo,
  id: string,
  input: FeedbackInput,
): Promise<Feedback> {
  const record = await liveAnalysis(ctx, auth, id);
  requireResult(record, "Feedback");
  const ref = { tenantId: record.tenantId, projectId: record.projectId, id };
  const correct =
    input.correctRootCause && Object.keys(input.correctRootCause).length > 0 ? input.correctRootCause : null;
  const feedback: Feedback = {
    id: randomUUID(),
    analysisId: id,
    rating: input.rating,
    comment: input.comment ?? null,
    correctRootCause: correct,
    createdAt: ctx.clock.now().toISOString(),
  };
  await putFeedbackRecord(ctx.store, ref, feedback);
  const latest: LatestFeedback = {
    id: feedback.id,
    rating: feedback.rating,
    createdAt: feedback.createdAt,
    ...(correct ? { correctRootCause: correct } : {}),
    ...(input.comment ? { comment: input.comment } : {}),
  };
  const previous = await setLatestFeedback(ctx.store, ref, latest);
  await statsOnFeedback(ctx, record, latest, previous);
  return feedback;
}
