import type { CreateAnalysisInput } from "../../shared/domain/analysis.schema.js";
import { createHandler } from "../../shared/http/create-handler.js";
import { createAnalysis } from "../../shared/services/analyses/create.js";

export const handler = createHandler<CreateAnalysisInput>("analyses.create", ({ auth, body }, ctx) =>
  createAnalysis(ctx, auth, body),
);
