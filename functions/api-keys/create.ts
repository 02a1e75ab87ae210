import type { CreateApiKeyInput } from "../../shared/domain/api-key.schema.js";
import { createHandler } from "../../shared/http/create-handler.js";
import { createApiKey } from "../../shared/services/api-keys.js";

export const handler = createHandler<CreateApiKeyInput>("apiKeys.create", ({ auth, body }, ctx) =>
  createApiKey(ctx, auth, body),
);
