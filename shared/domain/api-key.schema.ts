import * as z from "zod";
import type { Permission } from "../route.types.js";

export const KEY_KINDS = ["org", "secret", "public"] as const;
export type KeyKind = (typeof KEY_KINDS)[number];

export const PERMISSIONS = [
  "config:read",
  "config:write",
  "analysis:create",
  "analysis:read",
] as const satisfies readonly Permission[];
export const PUBLIC_KEY_PERMISSIONS: readonly Permission[] = ["analysis:create", "analysis:read"];

export const KEY_PREFIX: Record<KeyKind, string> = { org: "svc_org_", secret: "svc_secret_", public: "svc_pub_" };

export const createApiKeyBody = z.strictObject({
  kind: z.enum(KEY_KINDS),
  name: z.string().trim().min(1).max(255),
  projectId: z.string().max(64).optional(),
  permissions: z.array(z.enum(PERMISSIONS)).min(1).max(4).optional(),
  expiresAt: z.iso.datetime({ offset: true }).optional(),
});
export type CreateApiKeyInput = z.infer<typeof createApiKeyBody>;

export const apiKeySchema = z.object({
  id: z.string(),
  kind: z.enum(KEY_KINDS),
  name: z.string(),
  projectId: z.string().nullable(),
  permissions: z.array(z.enum(PERMISSIONS)),
  /** The first characters of the key, enough to recognise it. */
  hint: z.string(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  lastUsedAt: z.string().nullable().optional(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const createdApiKeySchema = apiKeySchema.extend({ key: z.string() });
