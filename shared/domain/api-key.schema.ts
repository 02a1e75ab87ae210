import * as z from "zod";
import { KEY_KINDS, PERMISSIONS } from "./api-key-vocabulary.js";

export {
  KEY_KINDS,
  KEY_PREFIX,
  type KeyKind,
  PERMISSIONS,
  PUBLIC_KEY_PERMISSIONS,
} from "./api-key-vocabulary.js";

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
