import type { PlanName } from "../domain/plans.js";
import type { BillingState, Tenant } from "../domain/tenant.schema.js";
import { GetCommand } from "./dynamodb/commands.js";
import { keys } from "./keys.js";
import type { Store } from "./store.js";
import type { TransactStep } from "./transact.js";
import { updateFields } from "./update-fields.js";

export function toTenant(item: Record<string, unknown>): Tenant {
  return {
    id: item.id as string,
    name: item.name as string,
    plan: item.plan as PlanName,
    billing: item.billing as BillingState,
    overage: Boolean(item.overage),
    defaultProjectId: item.defaultProjectId as string,
    createdAt: item.createdAt as string,
    updatedAt: item.updatedAt as string,
  };
}

export async function getTenant(store: Store, tenantId: string): Promise<Tenant | undefined> {
  const out = await store.doc.send(
    new GetCommand({ TableName: store.tableName, Key: keys.tenant(tenantId), ConsistentRead: true }),
  );
  return out.Item ? toTenant(out.Item) : undefined;
}

export function putTenantStep(store: Store, tenant: Tenant): TransactStep {
  return {
    item: {
      Put: {
        TableName: store.tableName,
        Item: { ...keys.tenant(tenant.id), type: "tenant", ...tenant },
        ConditionExpression: "attribute_not_exists(pk)",
      },
    },
  };
}

export interface TenantChanges {
  plan?: PlanName;
  billing?: BillingState;
  overage?: boolean;
  name?: string;
}

/** Returns the updated tenant, or undefined when it does not exist. */
export async function updateTenant(store: Store, tenantId: string, changes: TenantChanges, now: Date) {
  const item = await updateFields(store, keys.tenant(tenantId), changes, now);
  return item ? toTenant(item) : undefined;
}
