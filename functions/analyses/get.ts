import { createHandler } from "../../shared/http/create-handler.js";
import { getAnalysis } from "../../shared/services/analyses/read.js";

export const handler = createHandler("analyses.get", ({ auth, params }, ctx) => getAnalysis(ctx, auth, params.id));
