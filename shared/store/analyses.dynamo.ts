// Analysis items in the project partition (ANALYSIS#<time-ordered id>), with a sparse schedule-index entry
// while work is outstanding (unfinished, or finished with its delivery message not yet sent).

import type {
  Analysis,
  AnalysisError,
  AnalysisProgress,
  AnalysisStatus,
  AnalysisTrigger,
  FeedbackRating,
} from "../domain/analysis.schema.js";
import type { AnalysisResult } from "../domain/analysis-result.schema.js";
import { listDue } from "./due-entries.dynamo.js";
import { QueryCommand, UpdateCommand } from "./dynamodb/commands.js";
import { getItem } from "./items.js";
import { keys } from "./keys.js";
import type { Store } from "./store.js";
import { GSI_SCHEDULE } from "./table-definition.js";
import { conditionally, ifConditionHolds, type TransactStep } from "./transact.js";

export const ANALYSIS_KIND = "ANALYSIS";
export const ANALYSIS_BUCKET = "ANALYSIS";

export interface AnalysisRef {
  tenantId: string;
  projectId: string;
  id: string;
}

/** What similar-analysis search compares: kept on the item so a search reads one query, not every evidence pack. */
export interface AnalysisSignature {
  templates: string[];
  services: string[];
  category: string;
  rootService: string;
}

export interface LatestFeedback {
  id: string;
  rating: FeedbackRating;
  correctRootCause?: { service?: string; category?: string };
  comment?: string;
  createdAt: string;
}

export interface AnalysisRecord extends Analysis {
  tenantId: string;
  attempts: number;
  leaseToken?: string;
  /** Epoch ms until which the lease holder owns the run. */
  leaseUntil?: number;
  followupCount: number;
  signature?: AnalysisSignature;
  feedback?: LatestFeedback;
  /** "pending" from the final write until the delivery message is on its queue. */
  fanout?: "pending" | "sent";
}

export const analysisKey = (r: AnalysisRef) => keys.projectChild(r.tenantId, r.projectId, ANALYSIS_KIND, r.id);
const scheduleKey = (r: AnalysisRef, dueAt: Date) =>
  keys.schedule(ANALYSIS_BUCKET, dueAt.toISOString(), `${r.tenantId}#${r.projectId}#${r.id}`);

const refOf = (r: AnalysisRecord): AnalysisRef => ({ tenantId: r.tenantId, projectId: r.projectId, id: r.id });

export function toRecord(item: Record<string, unknown>): AnalysisRecord {
  return {
    id: item.id as string,
    tenantId: item.tenantId as string,
    projectId: item.projectId as string,
    status: item.status as AnalysisStatus,
    description: item.description as string,
    timeStart: item.timeStart as string,
    timeEnd: item.timeEnd as string,
    metadata: (item.metadata as Record<string, string> | undefined) ?? {},
    createdAt: item.createdAt as string,
    updatedAt: item.updatedAt as string,
    completedAt: (item.completedAt as string | null | undefined) ?? null,
    trigger: (item.trigger as AnalysisTrigger | undefined) ?? { kind: "api" },
    progress: item.progress as AnalysisProgress,
    error: (item.error as AnalysisError | null | undefined) ?? null,
    result: (item.result as AnalysisResult | null | undefined) ?? null,
    attempts: typeof item.attempts === "number" ? item.attempts : 0,
    leaseToken: item.leaseToken as string | undefined,
    leaseUntil: item.leaseUntil as number | undefined,
    followupCount: typeof item.followupCount === "number" ? item.followupCount : 0,
    signature: item.signature as AnalysisSignature | undefined,
    feedback: item.feedback as LatestFeedback | undefined,
    fanout: item.fanout as "pending" | "sent" | undefined,
  };
}

/** The public shape: nothing internal (lease, signature, counters) leaves the store layer. */
export function toAnalysis(r: AnalysisRecord): Analysis {
  return {
    id: r.id,
    projectId: r.projectId,
    status: r.status,
    description: r.description,
    timeStart: r.timeStart,
    timeEnd: r.timeEnd,
    metadata: r.metadata,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
    completedAt: r.completedAt,
    trigger: r.trigger,
    progress: r.progress,
    error: r.status === "failed" ? r.error : null,
    result: r.status === "complete" || r.status === "partial" ? r.result : null,
  };
}

/** The new item, due for the sweeper at `dueAt` in case its queue message never arrives. */
export function putAnalysisStep(store: Store, r: AnalysisRecord, dueAt: Date): TransactStep {
  return {
    item: {
      Put: {
        TableName: store.tableName,
        Item: {
          ...analysisKey(refOf(r)),
          entity: "analysis",
          ...r,
          severity: r.result?.severity,
          ...scheduleKey(refOf(r), dueAt),
        },
        ConditionExpression: "attribute_not_exists(pk)",
      },
    },
  };
}

export async function getAnalysisRecord(store: Store, ref: AnalysisRef): Promise<AnalysisRecord | undefined> {
  const item = await getItem(store, analysisKey(ref));
  return item && item.entity === "analysis" ? toRecord(item) : undefined;
}

export interface ListFilter {
  status?: AnalysisStatus;
  severity?: string;
  /** ISO, inclusive. */
  since?: string;
  /** ISO, exclusive. */
  until?: string;
}

/** Newest first; `afterSk` continues after that item. Returns up to `limit` items and whether more exist. */
export async function listAnalysisRecords(
  store: Store,
  tenantId: string,
  projectId: string,
  opts: { filter?: ListFilter; limit: number; afterSk?: string; maxScanned?: number },
): Promise<{ items: AnalysisRecord[]; lastSk?: string; more: boolean }> {
  const f = opts.filter ?? {};
  const conditions = ["entity = :entity"];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ":entity": "analysis" };
  if (f.status) {
    conditions.push("#status = :status");
    names["#status"] = "status";
    values[":status"] = f.status;
  }
  if (f.severity) {
    conditions.push("severity = :severity");
    values[":severity"] = f.severity;
  }
  if (f.since) {
    conditions.push("createdAt >= :since");
    values[":since"] = f.since;
  }
  if (f.until) {
    conditions.push("createdAt < :until");
    values[":until"] = f.until;
  }
  const pk = analysisKey({ tenantId, projectId, id: "" }).pk;
  const items: AnalysisRecord[] = [];
  const sks: string[] = [];
  let start: Record<string, unknown> | undefined = opts.afterSk ? { pk, sk: opts.afterSk } : undefined;
  let scanned = 0;
  do {
    const out = await store.doc.send(
      new QueryCommand({
        TableName: store.tableName,
        KeyConditionExpression: "pk = :pk AND begins_with(sk, :p)",
        FilterExpression: conditions.join(" AND "),
        ExpressionAttributeNames: Object.keys(names).length ? names : undefined,
        ExpressionAttributeValues: { ...values, ":pk": pk, ":p": `${ANALYSIS_KIND}#` },
        ScanIndexForward: false,
        ConsistentRead: true,
        Limit: 100,
        ExclusiveStartKey: start,
      }),
    );
    scanned += out.ScannedCount ?? 0;
    for (const it of out.Items ?? []) {
      items.push(toRecord(it));
      sks.push(it.sk as string);
    }
    start = out.LastEvaluatedKey;
  } while (start && items.length <= opts.limit && scanned < (opts.maxScanned ?? Number.POSITIVE_INFINITY));
  const more = items.length > opts.limit || start !== undefined;
  const page = items.slice(0, opts.limit);
  const lastSk = page.length ? sks[page.length - 1] : undefined;
  return { items: page, lastSk, more: more && page.length > 0 };
}

/**
 * Takes the run: only while processing and nobody holds a live lease. The schedule entry moves to when the
 * lease runs out, so the sweeper finds the run again if this holder dies.
 */
export async function claimAnalysis(
  store: Store,
  ref: AnalysisRef,
  opts: { token: string; now: Date; leaseMs: number; sweepMarginMs: number },
): Promise<AnalysisRecord | undefined> {
  const leaseUntil = opts.now.getTime() + opts.leaseMs;
  const due = scheduleKey(ref, new Date(leaseUntil + opts.sweepMarginMs));
  const out = await ifConditionHolds(() =>
    store.doc.send(
      new UpdateCommand({
        TableName: store.tableName,
        Key: analysisKey(ref),
        UpdateExpression:
          "SET leaseToken = :t, leaseUntil = :until, updatedAt = :nowIso, #g = :gpk, #gs = :gsk ADD attempts :one",
        ConditionExpression:
          "entity = :entity AND #status = :processing AND (attribute_not_exists(leaseUntil) OR leaseUntil < :now)",
        ExpressionAttributeNames: { "#status": "status", "#g": GSI_SCHEDULE.pk, "#gs": GSI_SCHEDULE.sk },
        ExpressionAttributeValues: {
          ":t": opts.token,
          ":until": leaseUntil,
          ":nowIso": opts.now.toISOString(),
          ":now": opts.now.getTime(),
          ":one": 1,
          ":entity": "analysis",
          ":processing": "processing",
          ":gpk": due[GSI_SCHEDULE.pk],
          ":gsk": due[GSI_SCHEDULE.sk],
        },
        ReturnValues: "ALL_NEW",
      }),
    ),
  );
  return out?.Attributes ? toRecord(out.Attributes) : undefined;
}

/** Progress of the lease holder; false when the run is no longer ours (finished, or the lease was taken over). */
export async function saveProgress(
  store: Store,
  ref: AnalysisRef,
  token: string,
  progress: AnalysisProgress,
  now: Date,
): Promise<boolean> {
  return conditionally(() =>
    store.doc.send(
      new UpdateCommand({
        TableName: store.tableName,
        Key: analysisKey(ref),
        UpdateExpression: "SET progress = :p, updatedAt = :now",
        ConditionExpression: "#status = :processing AND leaseToken = :t",
        ExpressionAttributeNames: { "#status": "status" },
        ExpressionAttributeValues: {
          ":p": progress,
          ":now": now.toISOString(),
          ":processing": "processing",
          ":t": token,
        },
      }),
    ),
  );
}

export interface FinalState {
  status: "complete" | "partial" | "failed";
  result: AnalysisResult | null;
  error: AnalysisError | null;
  progress: AnalysisProgress;
  signature?: AnalysisSignature;
}

/**
 * The one final write: only from processing, and only by the lease holder (token), or (token null: the
 * sweeper giving up) when no live lease exists. A finished run with a delivery to send stays on the schedule
 * index until the message is sent. Returns the record as written, or undefined when someone else finished first.
 */
export async function finishAnalysis(
  store: Store,
  ref: AnalysisRef,
  token: string | null,
  state: FinalState,
  now: Date,
  fanoutDueAt?: Date,
): Promise<AnalysisRecord | undefined> {
  const sets = [
    "#status = :status",
    "#result = :result",
    "#error = :error",
    "progress = :progress",
    "completedAt = :now",
    "updatedAt = :now",
    "severity = :severity",
  ];
  const removes = ["leaseToken", "leaseUntil"];
  const names: Record<string, string> = { "#status": "status", "#result": "result", "#error": "error" };
  const values: Record<string, unknown> = {
    ":status": state.status,
    ":result": state.result,
    ":error": state.error,
    ":progress": state.progress,
    ":now": now.toISOString(),
    ":severity": state.result?.severity ?? null,
    ":processing": "processing",
  };
  if (state.signature) {
    sets.push("signature = :sig");
    values[":sig"] = state.signature;
  }
  if (fanoutDueAt) {
    const due = scheduleKey(ref, fanoutDueAt);
    sets.push("fanout = :pending", "#g = :gpk", "#gs = :gsk");
    names["#g"] = GSI_SCHEDULE.pk;
    names["#gs"] = GSI_SCHEDULE.sk;
    values[":pending"] = "pending";
    values[":gpk"] = due[GSI_SCHEDULE.pk];
    values[":gsk"] = due[GSI_SCHEDULE.sk];
  } else {
    removes.push(GSI_SCHEDULE.pk, GSI_SCHEDULE.sk);
  }
  let condition = "#status = :processing";
  if (token === null) {
    condition += " AND (attribute_not_exists(leaseUntil) OR leaseUntil < :nowMs)";
    values[":nowMs"] = now.getTime();
  } else {
    condition += " AND leaseToken = :t";
    values[":t"] = token;
  }
  const out = await ifConditionHolds(() =>
    store.doc.send(
      new UpdateCommand({
        TableName: store.tableName,
        Key: analysisKey(ref),
        UpdateExpression: `SET ${sets.join(", ")} REMOVE ${removes.join(", ")}`,
        ConditionExpression: condition,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ReturnValues: "ALL_NEW",
      }),
    ),
  );
  return out?.Attributes ? toRecord(out.Attributes) : undefined;
}

/** The delivery message is on its queue: off the schedule index. False when it already was marked. */
export async function markFanoutSent(store: Store, ref: AnalysisRef): Promise<boolean> {
  return conditionally(() =>
    store.doc.send(
      new UpdateCommand({
        TableName: store.tableName,
        Key: analysisKey(ref),
        UpdateExpression: "SET fanout = :sent REMOVE #g, #gs",
        ConditionExpression: "fanout = :pending",
        ExpressionAttributeNames: { "#g": GSI_SCHEDULE.pk, "#gs": GSI_SCHEDULE.sk },
        ExpressionAttributeValues: { ":sent": "sent", ":pending": "pending" },
      }),
    ),
  );
}

/** Sweeper: next look at `dueAt`; `dropLease` frees a run whose holder is gone (local restart). */
export async function rescheduleAnalysis(
  store: Store,
  ref: AnalysisRef,
  dueAt: Date,
  opts: { dropLease?: boolean } = {},
): Promise<void> {
  const due = scheduleKey(ref, dueAt);
  await conditionally(() =>
    store.doc.send(
      new UpdateCommand({
        TableName: store.tableName,
        Key: analysisKey(ref),
        UpdateExpression: `SET #g = :gpk, #gs = :gsk${opts.dropLease ? " REMOVE leaseUntil" : ""}`,
        ConditionExpression: "attribute_exists(#g)",
        ExpressionAttributeNames: { "#g": GSI_SCHEDULE.pk, "#gs": GSI_SCHEDULE.sk },
        ExpressionAttributeValues: { ":gpk": due[GSI_SCHEDULE.pk], ":gsk": due[GSI_SCHEDULE.sk] },
      }),
    ),
  );
}

/** Analyses whose schedule entry is due at or before `now` (all of them with `now` undefined), oldest first. */
export function listDueAnalyses(store: Store, now: Date | undefined, limit = 100): Promise<AnalysisRecord[]> {
  return listDue(store, ANALYSIS_BUCKET, now, limit, (it) => (it.entity === "analysis" ? toRecord(it) : undefined));
}

/** The holder gives the run back (it failed in a way a retry may fix): the next delivery can claim it at once. */
export async function releaseLease(store: Store, ref: AnalysisRef, token: string): Promise<void> {
  await conditionally(() =>
    store.doc.send(
      new UpdateCommand({
        TableName: store.tableName,
        Key: analysisKey(ref),
        UpdateExpression: "REMOVE leaseUntil, leaseToken",
        ConditionExpression: "leaseToken = :t",
        ExpressionAttributeValues: { ":t": token },
      }),
    ),
  );
}
