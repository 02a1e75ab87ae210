import { createHandler } from "../../shared/http/create-handler.js";
import { testProjectLogSource } from "../../shared/services/log-sources.js";

export const handler = createHandler("logSources.test", ({ auth, params }, ctx) =>
  testProjectLogSource(ctx, auth, params.id),
);
