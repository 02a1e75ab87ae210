import { createHandler } from "../../shared/http/create-handler.js";
import { projectStats } from "../../shared/services/projects.js";

export const handler = createHandler<unknown, { month?: string }>("projects.stats", ({ auth, params, query }, ctx) =>
  projectStats(ctx, auth, params.slug, query.month),
);
