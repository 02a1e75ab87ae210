import { createHandler } from "../../shared/http/create-handler.js";
import { findSimilar } from "../../shared/services/analyses/similar.js";

export const handler = createHandler("analyses.similar", ({ auth, params }, ctx) => findSimilar(ctx, auth, params.id));
