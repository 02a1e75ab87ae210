// Watchdog check records in the project partition: one activity entry per check (WDACT#<at>#<id>, newest first
// by sort key) and one suppression state per rule (WDSTATE#<ruleId>: cooldown, the UTC day's alerts, dedup).
// Claiming a check moves the rule's nextCheckAt (and its schedule-index entry) only from the due time it was
// planned at, so two dispatchers or a redelivered message never run one check twice.
import { QueryCommand, UpdateCommand } from "./dynamodb/commands.js";
import { getItem, putItem } from "./items.js";
import { keys, projectPk } from "./keys.js";
import type { Store } from "./store.js";
import { GSI_SCHEDULE, TTL_ATTRIBUTE } from "./table-definition.js";
import { conditionally } from "./transact.js";
import { dueId, RULE_KIND, WATCHDOG_BUCKET } from "./watchdog-rules.dynamo.js";

export const ACTIVITY_KIND = "WDACT";
const STATE_KIND = "WDSTATE";

export const ACTIVITY_OUTCOMES = ["ok", "tripped", "suppressed", "error"] as const;
export type ActivityOutcome = (typeof ACTIVITY_OUTCOMES)[number];

export interface ActivityEntry {
  id: string;
  ruleId: string;
  at: string;
  outcome: ActivityOutcome;
  value: number;
  threshold: number;
  reason?: string;
  analysisId?: string;
}

export interface SuppressionState {
  lastAlertAt?: string;
  /** UTC date (YYYY-MM-DD) `alertsToday` counts. */
  day?: string;
  alertsToday: number;
  /** fingerprint → ISO time of its last alert. */
  fingerprints: Record<string, string>;
}

interface Ref {
  tenantId: string;
  projectId: string;
}

export const activitySk = (e: Pick<ActivityEntry, "at" | "id">) => `${ACTIVITY_KIND}#${e.at}#${e.id}`;

/** How long an activity entry is kept: DynamoDB's TTL deletes it after 30 days (docs/architecture.md). */
export const ACTIVITY_TTL_SECONDS = 30 * 86_400;

export async function putActivity(store: Store, ref: Ref, e: ActivityEntry): Promise<void> {
  await putItem(store, {
    pk: projectPk(ref.tenantId, ref.projectId),
    sk: activitySk(e),
    entity: "watchdogActivity",
    entry: e,
    [TTL_ATTRIBUTE]: Math.floor(Date.parse(e.at) / 1000) + ACTIVITY_TTL_SECONDS,
  });
}

/**
 * Newest first; `after` is the sort key of the last entry of the previous page. TTL deletes late, so entries
 * older than `now` less the TTL are left out by the key condition itself.
 */
export async function listActivity(
  store: Store,
  ref: Ref,
  opts: { limit: number; after?: string; ruleId?: string; now: Date },
): Promise<{ entries: ActivityEntry[]; lastSk?: string; more: boolean }> {
  const entries: ActivityEntry[] = [];
  const sks: string[] = [];
  let start: Record<string, unknown> | undefined = opts.after
    ? { pk: projectPk(ref.tenantId, ref.projectId), sk: opts.after }
    : undefined;
  let more = false;
  do {
    const out = await store.doc.send(
      new QueryCommand({
        TableName: store.tableName,
        KeyConditionExpression: "pk = :pk AND sk BETWEEN :from AND :to",
        ...(opts.ruleId
          ? { FilterExpression: "#e.#r = :rule", ExpressionAttributeNames: { "#e": "entry", "#r": "ruleId" } }
          : {}),
        ExpressionAttributeValues: {
          ":pk": projectPk(ref.tenantId, ref.projectId),
          ":from": `${ACTIVITY_KIND}#${new Date(opts.now.getTime() - ACTIVITY_TTL_SECONDS * 1000).toISOString()}`,
          ":to": `${ACTIVITY_KIND}#\uffff`,
          ...(opts.ruleId ? { ":rule": opts.ruleId } : {}),
        },
        ScanIndexForward: false,
        ConsistentRead: true,
        Limit: 200,
        ExclusiveStartKey: start,
      }),
    );
    for (const it of out.Items ?? []) {
      if (entries.length === opts.limit) {
        more = true;
        break;
      }
      entries.push(it.entry as ActivityEntry);
      sks.push(it.sk as string);
    }
    start = out.LastEvaluatedKey;
    if (entries.length === opts.limit && start) more = true;
  } while (start && !more);
  return { entries, lastSk: sks[sks.length - 1], more };
}

const stateKey = (ref: Ref, ruleId: string) => keys.projectChild(ref.tenantId, ref.projectId, STATE_KIND, ruleId);

export async function getSuppressionState(store: Store, ref: Ref, ruleId: string): Promise<SuppressionState> {
  const item = await getItem(store, stateKey(ref, ruleId));
  return (item?.state as SuppressionState | undefined) ?? { alertsToday: 0, fingerprints: {} };
}

export async function putSuppressionState(store: Store, ref: Ref, ruleId: string, state: SuppressionState) {
  await putItem(store, { ...stateKey(ref, ruleId), entity: "watchdogState", state });
}

/**
 * Claims the check of `ruleId` planned for `dueAt`: moves nextCheckAt to `next` (and the schedule-index entry with
 * it) only when the rule is enabled and still due at `dueAt`. False when another run took it or the rule changed.
 */
export async function claimCheck(
  store: Store,
  ref: Ref,
  ruleId: string,
  dueAt: string,
  checkedAt: string,
  next: string,
): Promise<boolean> {
  return conditionally(() =>
    store.doc.send(
      new UpdateCommand({
        TableName: store.tableName,
        Key: keys.projectChild(ref.tenantId, ref.projectId, RULE_KIND, ruleId),
        UpdateExpression: "SET #rule.nextCheckAt = :next, #rule.lastCheckedAt = :checked, #gs = :gs",
        ConditionExpression: "attribute_exists(pk) AND #rule.nextCheckAt = :due AND #rule.enabled = :true",
        ExpressionAttributeNames: { "#rule": "rule", "#gs": GSI_SCHEDULE.sk },
        ExpressionAttributeValues: {
          ":next": next,
          ":checked": checkedAt,
          ":due": dueAt,
          ":true": true,
          ":gs": keys.schedule(WATCHDOG_BUCKET, next, dueId(ref.tenantId, ref.projectId, ruleId))[GSI_SCHEDULE.sk],
        },
      }),
    ),
  );
}

export async function setLastTriggered(store: Store, ref: Ref, ruleId: string, at: string): Promise<void> {
  // a rule deleted meanwhile has nothing to mark
  await conditionally(() =>
    store.doc.send(
      new UpdateCommand({
        TableName: store.tableName,
        Key: keys.projectChild(ref.tenantId, ref.projectId, RULE_KIND, ruleId),
        UpdateExpression: "SET #rule.lastTriggeredAt = :at",
        ConditionExpression: "attribute_exists(pk)",
        ExpressionAttributeNames: { "#rule": "rule" },
        ExpressionAttributeValues: { ":at": at },
      }),
    ),
  );
}
