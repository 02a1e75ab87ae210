// API keys: minted with the key shown once, stored as a hash, listed without secrets, revoked (then 401 API_KEY_REVOKED).
import { randomUUID } from "node:crypto";
import type { AppContext } from "../app-context.js";
import type { ApiKey, CreateApiKeyInput } from "../domain/api-key.schema.js";
import { hashKey, keyHint, mintKey } from "../domain/api-key-format.js";
import type { Permission } from "../domain/api-key-vocabulary.js";
import { PERMISSIONS, PUBLIC_KEY_PERMISSIONS } from "../domain/api-key-vocabulary.js";
import { AppError } from "../domain/errors.js";
import { type ApiKeyRecord, listApiKeys, publicKeyView, putApiKey, revokeApiKey } from "../store/api-keys.dynamo.js";
import { getProject } from "../store/projects.dynamo.js";
import { missingError } from "../store/tombstones.dynamo.js";
import type { AuthInfo } from "./auth.types.js";

export function defaultPermissions(kind: ApiKey["kind"]): Permission[] {
  return kind === "public" ? [...PUBLIC_KEY_PERMISSIONS] : [...PERMISSIONS];
}

/** Builds a key record and its raw key (not stored). Shared by the API and the tenant bootstrap. */
export function newApiKey(
  tenantId: string,
  spec: {
    kind: ApiKey["kind"];
    name: string;
    projectId: string | null;
    permissions?: Permission[];
    expiresAt?: string | null;
  },
  now: Date,
): { record: ApiKeyRecord; key: string } {
  const key = mintKey(spec.kind);
  return {
    key,
    record: {
      id: randomUUID(),
      tenantId,
      kind: spec.kind,
      name: spec.name,
      projectId: spec.projectId,
      permissions: [...new Set(spec.permissions ?? defaultPermissions(spec.kind))],
      hint: keyHint(key),
      createdAt: now.toISOString(),
      expiresAt: spec.expiresAt ?? null,
      revokedAt: null,
      keyHash: hashKey(key),
      legacy: false,
    },
  };
}

/**
 * No escalation: a caller may only hand on permissions it holds. Omitted permissions mean the kind's
 * default narrowed to the caller's; nothing left to grant is refused like an explicit overreach.
 */
function grantablePermissions(auth: AuthInfo, input: CreateApiKeyInput): Permission[] {
  const held = new Set(auth.permissions);
  if (input.permissions !== undefined) {
    const missing = input.permissions.filter((p) => !held.has(p));
    if (missing.length > 0) {
      throw new AppError("FORBIDDEN", "A key cannot be granted permissions its creator does not hold", { missing });
    }
    return input.permissions;
  }
  const granted = defaultPermissions(input.kind).filter((p) => held.has(p));
  if (granted.length === 0) {
    throw new AppError("FORBIDDEN", `This API key holds none of the permissions a ${input.kind} key needs`, {
      missing: defaultPermissions(input.kind),
    });
  }
  return granted;
}

export async function createApiKey(ctx: AppContext, auth: AuthInfo, input: CreateApiKeyInput) {
  const now = ctx.clock.now();
  if (input.kind === "public" && input.permissions?.some((p) => !PUBLIC_KEY_PERMISSIONS.includes(p))) {
    throw new AppError(
      "INVALID_PUBLIC_KEY_PERMISSIONS",
      "Public keys may only hold analysis:create and analysis:read",
      { allowed: PUBLIC_KEY_PERMISSIONS },
    );
  }
  const permissions = grantablePermissions(auth, input);
  if (input.kind === "org" && input.projectId !== undefined) {
    throw AppError.validation([{ path: "projectId", message: "organization keys are tenant-wide: omit projectId" }]);
  }
  if (input.kind !== "org" && input.projectId === undefined) {
    throw AppError.validation([{ path: "projectId", message: `${input.kind} keys need the project they belong to` }]);
  }
  if (input.expiresAt !== undefined && Date.parse(input.expiresAt) <= now.getTime()) {
    throw AppError.validation([{ path: "expiresAt", message: "must be in the future" }]);
  }
  if (input.projectId !== undefined && !(await getProject(ctx.store, auth.tenant.id, input.projectId))) {
    throw await missingError(ctx.store, auth.tenant.id, "project", input.projectId, now, "Project");
  }
  const { record, key } = newApiKey(
    auth.tenant.id,
    {
      kind: input.kind,
      name: input.name,
      projectId: input.projectId ?? null,
      permissions,
      expiresAt: input.expiresAt ? new Date(input.expiresAt).toISOString() : null,
    },
    now,
  );
  await putApiKey(ctx.store, record);
  return { ...publicKeyView(record), key };
}

export async function listTenantApiKeys(ctx: AppContext, auth: AuthInfo): Promise<ApiKey[]> {
  return (await listApiKeys(ctx.store, auth.tenant.id)).map(publicKeyView);
}

export async function revokeTenantApiKey(ctx: AppContext, auth: AuthInfo, keyId: string): Promise<ApiKey> {
  const out = await revokeApiKey(ctx.store, auth.tenant.id, keyId, ctx.clock.now());
  if (out.state === "missing") throw AppError.notFound("API key");
  if (out.state === "already") throw AppError.gone("API key");
  return publicKeyView(out.key);
}
