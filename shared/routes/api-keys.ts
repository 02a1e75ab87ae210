// Route entries for API keys (API-DECISIONS "API keys, repos").
import * as z from "zod";
import { apiKeySchema, createApiKeyBody, createdApiKeySchema } from "../domain/api-key.schema.js";
import type { RouteDef } from "../route.types.js";
import { READ, WRITE } from "./common.js";

export const apiKeyRoutes: RouteDef[] = [
  {
    id: "apiKeys.create",
    method: "POST",
    path: "/v1/config/api-keys",
    handler: "functions/api-keys/create.ts",
    summary: "Mint an API key; the key is shown only in this response",
    scope: "tenant",
    permission: "config:write",
    rateCategory: "mutation",
    idempotent: true,
    body: createApiKeyBody,
    response: createdApiKeySchema,
    successStatus: 201,
    access: WRITE,
  },
  {
    id: "apiKeys.list",
    method: "GET",
    path: "/v1/config/api-keys",
    handler: "functions/api-keys/list.ts",
    summary: "List API keys (never their secrets)",
    scope: "tenant",
    permission: "config:read",
    rateCategory: "read",
    idempotent: false,
    response: z.array(apiKeySchema),
    access: READ,
  },
  {
    id: "apiKeys.revoke",
    method: "DELETE",
    path: "/v1/config/api-keys/{id}",
    handler: "functions/api-keys/revoke.ts",
    summary: "Revoke an API key (it then answers 401 API_KEY_REVOKED)",
    scope: "tenant",
    permission: "config:write",
    rateCategory: "mutation",
    idempotent: false,
    response: apiKeySchema,
    access: WRITE,
  },
];
