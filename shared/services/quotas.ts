// Plan quotas other capabilities call: consume before creating, release after deleting.
//   per project: logSourcesPerProject, channelsPerProject · per tenant and UTC month: analysesPerMonth (overage lifts it)

import type { AppContext } from "../app-context.js";
import { isAppError } from "../domain/errors.js";
import { effectivePlan, type QuotaName } from "../domain/plans.js";
import type { Tenant } from "../domain/tenant.schema.js";
import { consumeQuotaStep, type QuotaCounterKey, quotaUsed, releaseQuotaStep } from "../store/quotas.dynamo.js";
import { type TransactStep, transact } from "../store/transact.js";

export interface QuotaTarget {
  /** Needed for the per-project quotas. */
  projectId?: string;
  amount?: number;
}

export const monthOf = (d: Date) => d.toISOString().slice(0, 7);

function counterKey(
  ctx: AppContext,
  tenant: Tenant,
  quota: QuotaName,
  target: QuotaTarget,
  at?: Date,
): QuotaCounterKey {
  if (quota === "analysesPerMonth") {
    return { tenantId: tenant.id, scope: "tenant", quota, period: monthOf(at ?? ctx.clock.now()) };
  }
  if (!target.projectId) throw new Error(`quota ${quota} needs a projectId`);
  return { tenantId: tenant.id, scope: target.projectId, quota, period: "all" };
}

/** The ceiling that applies now, or null when none does (monthly analyses with overage on). */
export function quotaLimit(ctx: AppContext, tenant: Tenant, quota: QuotaName): number | null {
  if (quota === "analysesPerMonth" && tenant.overage) return null;
  return effectivePlan(tenant.plan, ctx.config).quotas[quota];
}

/** A transaction step to put beside the item it pays for (so the count and the item change together). */
export function consumeQuotaStepFor(ctx: AppContext, tenant: Tenant, quota: QuotaName, target: QuotaTarget = {}) {
  return consumeQuotaStep(
    ctx.store,
    counterKey(ctx, tenant, quota, target),
    quotaLimit(ctx, tenant, quota),
    target.amount,
  );
}

/** `at`: the time the unit was consumed (the monthly counter it went to); default now. */
export function releaseQuotaStepFor(
  ctx: AppContext,
  tenant: Tenant,
  quota: QuotaName,
  target: QuotaTarget & { at?: Date } = {},
): TransactStep {
  return releaseQuotaStep(ctx.store, counterKey(ctx, tenant, quota, target, target.at), target.amount);
}

/** Throws 403 QUOTA_EXCEEDED when the plan's quota is used up. */
export async function consumeQuota(ctx: AppContext, tenant: Tenant, quota: QuotaName, target: QuotaTarget = {}) {
  await transact(ctx.store, [consumeQuotaStepFor(ctx, tenant, quota, target)]);
}

export async function releaseQuota(
  ctx: AppContext,
  tenant: Tenant,
  quota: QuotaName,
  target: QuotaTarget & { at?: Date } = {},
) {
  try {
    await transact(ctx.store, [releaseQuotaStepFor(ctx, tenant, quota, target)]);
  } catch (err) {
    // Releasing more than was consumed is a no-op, not an error.
    if ((err as { name?: string }).name !== "TransactionCanceledException") throw err;
  }
}

export async function quotaUsage(
  ctx: AppContext,
  tenant: Tenant,
  quota: QuotaName,
  target: QuotaTarget & { at?: Date } = {},
) {
  const used = await quotaUsed(ctx.store, counterKey(ctx, tenant, quota, target, target.at));
  return { used, limit: quotaLimit(ctx, tenant, quota) };
}

/**
 * Runs `steps` (a delete and its tombstone) and gives the quota unit back in the same transaction. Only the
 * counter's floor can still refuse after the steps' own conditions (a count that drifted to zero): then the steps
 * run without the release.
 */
export async function transactReleasing(
  ctx: AppContext,
  tenant: Tenant,
  quota: QuotaName,
  target: QuotaTarget,
  steps: TransactStep[],
): Promise<void> {
  try {
    await transact(ctx.store, [...steps, releaseQuotaStepFor(ctx, tenant, quota, target)]);
  } catch (err) {
    if (isAppError(err)) throw err;
    await transact(ctx.store, steps);
  }
}
