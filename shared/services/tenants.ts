// Tenants for operators (bootstrap, admin CLI): a tenant is born with its default project and three keys.
import { randomUUID } from "node:crypto";
import type { AppContext } from "../app-context.js";
import { AppError } from "../domain/errors.js";
import type { PlanName } from "../domain/plans.js";
import type { Tenant } from "../domain/tenant.schema.js";
import { putApiKeyStep } from "../store/api-keys.dynamo.js";
import { createProjectSteps, type ProjectRecord } from "../store/projects.dynamo.js";
import { putTenantStep, type TenantChanges, updateTenant } from "../store/tenants.dynamo.js";
import { transact } from "../store/transact.js";
import { newApiKey } from "./api-keys.js";

export interface TenantBootstrap {
  tenantId: string;
  projectId: string;
  projectSlug: string;
  keys: { org: string; secret: string; public: string };
}

export async function createTenant(ctx: AppContext, opts: { name: string; plan: PlanName }): Promise<TenantBootstrap> {
  const now = ctx.clock.now();
  const iso = now.toISOString();
  const tenantId = randomUUID();
  const project: ProjectRecord = {
    id: randomUUID(),
    name: "Default",
    slug: "default",
    description: null,
    llmContext: null,
    createdAt: iso,
    updatedAt: iso,
  };
  const tenant: Tenant = {
    id: tenantId,
    name: opts.name,
    plan: opts.plan,
    billing: "active",
    overage: false,
    defaultProjectId: project.id,
    createdAt: iso,
    updatedAt: iso,
  };
  const org = newApiKey(tenantId, { kind: "org", name: "Bootstrap organization key", projectId: null }, now);
  const secret = newApiKey(tenantId, { kind: "secret", name: "Bootstrap secret key", projectId: project.id }, now);
  const pub = newApiKey(tenantId, { kind: "public", name: "Bootstrap public key", projectId: project.id }, now);
  const steps = createProjectSteps(ctx.store, tenantId, project);
  await transact(ctx.store, [
    putTenantStep(ctx.store, tenant),
    steps.project,
    steps.slug,
    putApiKeyStep(ctx.store, org.record),
    putApiKeyStep(ctx.store, secret.record),
    putApiKeyStep(ctx.store, pub.record),
  ]);
  return {
    tenantId,
    projectId: project.id,
    projectSlug: project.slug,
    keys: { org: org.key, secret: secret.key, public: pub.key },
  };
}

export async function setTenant(ctx: AppContext, tenantId: string, changes: TenantChanges): Promise<Tenant> {
  const updated = await updateTenant(ctx.store, tenantId, changes, ctx.clock.now());
  if (!updated) throw AppError.notFound("Tenant");
  return updated;
}
