import type { FollowupInput } from "../../shared/domain/analysis.schema.js";
import { createHandler } from "../../shared/http/create-handler.js";
import { askFollowup } from "../../shared/services/analyses/followup.js";

export const handler = createHandler<FollowupInput>("analyses.followup", ({ auth, body, params }, ctx) =>
  askFollowup(ctx, auth, params.id, body),
);
