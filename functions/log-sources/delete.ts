import { createHandler } from "../../shared/http/create-handler.js";
import { deleteProjectLogSource } from "../../shared/services/log-sources.js";

export const handler = createHandler("logSources.delete", ({ auth, params }, ctx) =>
  deleteProjectLogSource(ctx, auth, params.id),
);
