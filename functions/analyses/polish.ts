import type { PolishInput } from "../../shared/domain/analysis.schema.js";
import { createHandler } from "../../shared/http/create-handler.js";
import { polishPostmortem } from "../../shared/services/analyses/postmortem.js";

export const handler = createHandler<PolishInput>("analyses.polish", ({ auth, body, params }, ctx) =>
  polishPostmortem(ctx, auth, params.id, body),
);
