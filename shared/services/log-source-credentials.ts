// Credentials at rest for log sources and repos: one envelope-encrypted JSON object bound to its owner.

import type { AppContext } from "../app-context.js";
import type { EncryptedBlob } from "../crypto/crypto.port.js";

export async function sealCredentials(
  ctx: AppContext,
  tenantId: string,
  resource: string,
  credentials: Record<string, string>,
): Promise<EncryptedBlob> {
  return ctx.crypto.encrypt(JSON.stringify(credentials), { tenantId, resource });
}

export async function openCredentials(
  ctx: AppContext,
  tenantId: string,
  resource: string,
  blob: EncryptedBlob,
): Promise<Record<string, string>> {
  const parsed = JSON.parse(await ctx.crypto.decrypt(blob, { tenantId, resource })) as Record<string, unknown>;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(parsed)) if (typeof v === "string") out[k] = v;
  return out;
}

export const logSourceResource = (id: string) => `log-source:${id}`;
export const repoResource = (id: string) => `repo:${id}`;
