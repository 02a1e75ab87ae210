import { createHandler } from "../../shared/http/create-handler.js";
import { discoverProjectLogSourceSources } from "../../shared/services/log-sources.js";

export const handler = createHandler("logSources.sources", ({ auth, params }, ctx) =>
  discoverProjectLogSourceSources(ctx, auth, params.id),
);
