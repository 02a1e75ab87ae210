import type { CreateLogSourceInput } from "../../shared/domain/log-source.schema.js";
import { createHandler } from "../../shared/http/create-handler.js";
import { createLogSource } from "../../shared/services/log-sources.js";

export const handler = createHandler<CreateLogSourceInput>("logSources.create", ({ auth, body }, ctx) =>
  createLogSource(ctx, auth, body),
);
