// Watchdog rules (SPEC §2.5, API-DECISIONS "Watchdog rules"): CRUD of a project's rules, at most 100 a project.
//   create: validated body → first nextCheckAt from the schedule → put + rule count in one transaction
//   update: the given fields laid over the saved rule, validated whole; a schedule change or re-enable re-plans
import { randomUUID } from "node:crypto";
import type { AppContext } from "../../app-context.js";
import { AppError } from "../../domain/errors.js";
import {
  MAX_RULES_PER_PROJECT,
  type Rule,
  type RuleBody,
  ruleBodySchema,
  type UpdateRuleBody,
} from "../../domain/watchdog-rule.schema.js";
import { zodIssues } from "../../http/body.js";
import { projectExistsStep } from "../../store/project-children.dynamo.js";
import { consumeQuotaStep, type QuotaCounterKey, releaseQuotaStep } from "../../store/quotas.dynamo.js";
import { missingError, tombstoneStep } from "../../store/tombstones.dynamo.js";
import { transact } from "../../store/transact.js";
import {
  deleteRuleStep,
  getRule,
  listRules,
  putRuleStep,
  type RuleRecord,
  replaceRule,
} from "../../store/watchdog-rules.dynamo.js";
import { projectOf } from "../analyses/access.js";
import type { AuthInfo } from "../auth.types.js";
import { nextCheckAt } from "./schedule.js";

export const RULE_TOMB_KIND = "watchdogRule";
const LABEL = "Watchdog rule";

const countKey = (tenantId: string, projectId: string): QuotaCounterKey => ({
  tenantId,
  scope: projectId,
  quota: "watchdogRules",
  period: "all",
});

function fromBody(
  body: RuleBody,
): Omit<Rule, "id" | "createdAt" | "updatedAt" | "lastCheckedAt" | "nextCheckAt" | "lastTriggeredAt"> {
  const { sourceIds, query, severity, ...rest } = body;
  return {
    ...rest,
    ...(sourceIds ? { sourceIds } : {}),
    ...(query !== undefined ? { query } : {}),
    ...(severity ? { severity } : {}),
  } as Rule;
}

async function liveRule(ctx: AppContext, auth: AuthInfo, id: string): Promise<RuleRecord> {
  const found = await getRule(ctx.store, auth.tenant.id, projectOf(auth), id);
  if (!found) throw await missingError(ctx.store, auth.tenant.id, RULE_TOMB_KIND, id, ctx.clock.now(), LABEL);
  return found;
}

export async function listProjectRules(ctx: AppContext, auth: AuthInfo): Promise<Rule[]> {
  return (await listRules(ctx.store, auth.tenant.id, projectOf(auth))).map((r) => r.rule);
}

export async function getProjectRule(ctx: AppContext, auth: AuthInfo, id: string): Promise<Rule> {
  return (await liveRule(ctx, auth, id)).rule;
}

export async function createRule(ctx: AppContext, auth: AuthInfo, body: RuleBody): Promise<Rule> {
  const tenantId = auth.tenant.id;
  const projectId = projectOf(auth);
  const now = ctx.clock.now();
  const rule: Rule = {
    id: randomUUID(),
    ...fromBody(body),
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    lastCheckedAt: null,
    nextCheckAt: body.enabled ? nextCheckAt(body.schedule, now).toISOString() : null,
    lastTriggeredAt: null,
  };
  await transact(ctx.store, [
    projectExistsStep(ctx.store, tenantId, projectId),
    {
      ...consumeQuotaStep(ctx.store, countKey(tenantId, projectId), MAX_RULES_PER_PROJECT),
      onConditionFailed: () =>
        new AppError("RESOURCE_LIMIT", `At most ${MAX_RULES_PER_PROJECT} watchdog rules per project`, {
          limit: MAX_RULES_PER_PROJECT,
        }),
    },
    putRuleStep(ctx.store, { tenantId, projectId, rule }),
  ]);
  return rule;
}

/** The saved rule's body fields with the update laid over them (a new type drops the old condition). */
function merged(rule: Rule, body: UpdateRuleBody): Record<string, unknown> {
  const {
    id: _id,
    createdAt: _c,
    updatedAt: _u,
    lastCheckedAt: _l,
    nextCheckAt: _n,
    lastTriggeredAt: _t,
    ...saved
  } = rule;
  const base: Record<string, unknown> = { ...saved };
  if (body.type !== undefined && body.type !== rule.type) delete base.condition;
  for (const [k, v] of Object.entries(body)) if (v !== undefined) base[k] = v;
  return base;
}

export async function updateProjectRule(ctx: AppContext, auth: AuthInfo, id: string, body: UpdateRuleBody) {
  const existing = await liveRule(ctx, auth, id);
  const parsed = ruleBodySchema.safeParse(merged(existing.rule, body));
  if (!parsed.success) throw AppError.validation(zodIssues(parsed.error), "Request body failed validation");
  const now = ctx.clock.now();
  const old = existing.rule;
  const replan =
    parsed.data.enabled &&
    (!old.enabled || !old.nextCheckAt || JSON.stringify(old.schedule) !== JSON.stringify(parsed.data.schedule));
  const rule: Rule = {
    id: old.id,
    ...fromBody(parsed.data),
    createdAt: old.createdAt,
    updatedAt: now.toISOString(),
    lastCheckedAt: old.lastCheckedAt,
    nextCheckAt: !parsed.data.enabled
      ? null
      : replan
        ? nextCheckAt(parsed.data.schedule, now).toISOString()
        : old.nextCheckAt,
    lastTriggeredAt: old.lastTriggeredAt,
  };
  const ok = await replaceRule(ctx.store, { tenantId: existing.tenantId, projectId: existing.projectId, rule });
  if (!ok) throw await missingError(ctx.store, existing.tenantId, RULE_TOMB_KIND, id, now, LABEL);
  return rule;
}

export async function deleteProjectRule(ctx: AppContext, auth: AuthInfo, id: string) {
  const { tenantId, projectId } = await liveRule(ctx, auth, id);
  const steps = [
    { ...deleteRuleStep(ctx.store, tenantId, projectId, id), onConditionFailed: () => AppError.gone(LABEL) },
    tombstoneStep(ctx.store, tenantId, RULE_TOMB_KIND, id, ctx.clock.now()),
  ];
  try {
    await transact(ctx.store, [...steps, releaseQuotaStep(ctx.store, countKey(tenantId, projectId))]);
  } catch (err) {
    if ((err as { name?: string }).name !== "TransactionCanceledException") throw err;
    await transact(ctx.store, steps); // the count had drifted to zero: delete without the release
  }
  return { id, deleted: true as const };
}
