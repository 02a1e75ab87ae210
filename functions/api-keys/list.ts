import { createHandler } from "../../shared/http/create-handler.js";
import { listTenantApiKeys } from "../../shared/services/api-keys.js";

export const handler = createHandler("apiKeys.list", ({ auth }, ctx) => listTenantApiKeys(ctx, auth));
