import type { UpdateLogSourceBody } from "../../shared/domain/log-source.schema.js";
import { createHandler } from "../../shared/http/create-handler.js";
import { updateProjectLogSource } from "../../shared/services/log-sources.js";

export const handler = createHandler<UpdateLogSourceBody>("logSources.update", ({ auth, body, params }, ctx) =>
  updateProjectLogSource(ctx, auth, params.id, body),
);
