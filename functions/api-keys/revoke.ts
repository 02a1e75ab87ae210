import { createHandler } from "../../shared/http/create-handler.js";
import { revokeTenantApiKey } from "../../shared/services/api-keys.js";

export const handler = createHandler("apiKeys.revoke", ({ auth, params }, ctx) =>
  revokeTenantApiKey(ctx, auth, params.id),
);
