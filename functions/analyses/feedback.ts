import type { FeedbackInput } from "../../shared/domain/analysis.schema.js";
import { createHandler } from "../../shared/http/create-handler.js";
import { giveFeedback } from "../../shared/services/analyses/feedback.js";

export const handler = createHandler<FeedbackInput>("analyses.feedback", ({ auth, body, params }, ctx) =>
  giveFeedback(ctx, auth, params.id, body),
);
