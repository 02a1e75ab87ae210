// First start: one tenant on the top plan, its default project and three keys, kept in $LOGDX_DATA_DIR/bootstrap.json.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { AppContext } from "../app-context.js";
import { createTenant, type TenantBootstrap } from "../services/tenants.js";
import { getTenant } from "../store/tenants.dynamo.js";

export interface Bootstrap extends TenantBootstrap {
  baseUrl: string;
}

export const bootstrapFile = (dataDir: string) => join(dataDir, "bootstrap.json");

function readExisting(dataDir: string): TenantBootstrap | undefined {
  const file = bootstrapFile(dataDir);
  if (!existsSync(file)) return undefined;
  try {
    const parsed = JSON.parse(readFileSync(file, "utf8")) as TenantBootstrap;
    return typeof parsed.tenantId === "string" ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** Returns the tenant of an earlier start when the store still has it; else creates one. */
export async function ensureBootstrap(
  ctx: AppContext,
  dataDir: string,
  baseUrl: string,
): Promise<{ bootstrap: Bootstrap; created: boolean }> {
  const existing = readExisting(dataDir);
  let created = false;
  let tenant: TenantBootstrap;
  if (existing && (await getTenant(ctx.store, existing.tenantId))) {
    tenant = existing;
  } else {
    tenant = await createTenant(ctx, { name: "Local tenant", plan: "enterprise" });
    created = true;
  }
  const bootstrap: Bootstrap = {
    baseUrl,
    tenantId: tenant.tenantId,
    projectId: tenant.projectId,
    projectSlug: tenant.projectSlug,
    keys: tenant.keys,
  };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(bootstrapFile(dataDir), `${JSON.stringify(bootstrap, null, 2)}\n`, { mode: 0o600 });
  return { bootstrap, created };
}
