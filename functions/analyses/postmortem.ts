import { createHandler } from "../../shared/http/create-handler.js";
import { generatePostmortem } from "../../shared/services/analyses/postmortem.js";

export const handler = createHandler("analyses.postmortem", ({ auth, params }, ctx) =>
  generatePostmortem(ctx, auth, params.id),
);
