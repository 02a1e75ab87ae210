// Watchdog rules in the project partition (WDRULE#<id>), the rule's public fields as one map. An enabled rule
// carries a WATCHDOG entry on the schedule index at its nextCheckAt; the rule count is a counter item beside them.
import type { Rule } from "../domain/watchdog-rule.schema.js";
import { PutCommand } from "./dynamodb/commands.js";
import { keys } from "./keys.js";
import { deleteExistingStep, getProjectChild, listProjectChildren } from "./project-children.dynamo.js";
import type { Store } from "./store.js";
import type { TransactStep } from "./transact.js";
import { conditionally } from "./transact.js";

export const RULE_KIND = "WDRULE";
export const WATCHDOG_BUCKET = "WATCHDOG";

export interface RuleRecord {
  tenantId: string;
  projectId: string;
  rule: Rule;
}

const itemKey = (tenantId: string, projectId: string, id: string) =>
  keys.projectChild(tenantId, projectId, RULE_KIND, id);

/** The id on the schedule index: enough to find the rule again. */
export const dueId = (tenantId: string, projectId: string, ruleId: string) => `${tenantId}#${projectId}#${ruleId}`;

function toItem(r: RuleRecord): Record<string, unknown> {
  const due =
    r.rule.enabled && r.rule.nextCheckAt
      ? keys.schedule(WATCHDOG_BUCKET, r.rule.nextCheckAt, dueId(r.tenantId, r.projectId, r.rule.id))
      : {};
  return {
    ...itemKey(r.tenantId, r.projectId, r.rule.id),
    entity: "watchdogRule",
    id: r.rule.id,
    tenantId: r.tenantId,
    projectId: r.projectId,
    createdAt: r.rule.createdAt,
    rule: r.rule,
    ...due,
  };
}

const toRecord = (item: Record<string, unknown>): RuleRecord & { id: string; createdAt: string } => ({
  id: item.id as string,
  createdAt: item.createdAt as string,
  tenantId: item.tenantId as string,
  projectId: item.projectId as string,
  rule: item.rule as Rule,
});

export function putRuleStep(store: Store, r: RuleRecord): TransactStep {
  return {
    item: { Put: { TableName: store.tableName, Item: toItem(r), ConditionExpression: "attribute_not_exists(pk)" } },
  };
}

export const getRule = (store: Store, tenantId: string, projectId: string, id: string) =>
  getProjectChild(store, itemKey(tenantId, projectId, id), toRecord);

/** Oldest first. */
export const listRules = (store: Store, tenantId: string, projectId: string) =>
  listProjectChildren(store, { tenantId, projectId, kind: RULE_KIND }, toRecord);

/** Replaces the saved rule whole; false when it is gone (deleted meanwhile). */
export async function replaceRule(store: Store, r: RuleRecord): Promise<boolean> {
  return conditionally(() =>
    store.doc.send(
      new PutCommand({ TableName: store.tableName, Item: toItem(r), ConditionExpression: "attribute_exists(pk)" }),
    ),
  );
}

export const deleteRuleStep = (store: Store, tenantId: string, projectId: string, id: string): TransactStep =>
  deleteExistingStep(store, itemKey(tenantId, projectId, id));
