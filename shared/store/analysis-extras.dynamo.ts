// What hangs off an analysis in its project partition: the evidence pack, follow-ups, feedback, the postmortem.

import type { EvidencePack } from "../diagnosis/index.js";
import type { Feedback, Followup, Postmortem } from "../domain/analysis.schema.js";
import { type AnalysisRef, analysisKey, type LatestFeedback } from "./analyses.dynamo.js";
import { UpdateCommand } from "./dynamodb/commands.js";
import { getItem, putItem } from "./items.js";
import { keys } from "./keys.js";
import type { Store } from "./store.js";
import type { TransactStep } from "./transact.js";

const evidenceKey = (r: AnalysisRef) => keys.projectChild(r.tenantId, r.projectId, "ANEVIDENCE", r.id);
const postmortemKey = (r: AnalysisRef) => keys.projectChild(r.tenantId, r.projectId, "ANPOSTMORTEM", r.id);
const followupKey = (r: AnalysisRef, followupId: string) =>
  keys.projectChild(r.tenantId, r.projectId, "ANFOLLOWUP", `${r.id}#${followupId}`);
const feedbackKey = (r: AnalysisRef, feedbackId: string) =>
  keys.projectChild(r.tenantId, r.projectId, "ANFEEDBACK", `${r.id}#${feedbackId}`);

export async function putEvidence(store: Store, ref: AnalysisRef, evidence: EvidencePack): Promise<void> {
  await putItem(store, { ...evidenceKey(ref), entity: "analysisEvidence", evidence });
}

export async function getEvidence(store: Store, ref: AnalysisRef): Promise<EvidencePack | undefined> {
  const item = await getItem(store, evidenceKey(ref));
  return item?.evidence as EvidencePack | undefined;
}

/** The follow-up and the analysis's follow-up count change together; the count refuses the (max+1)th. */
export function addFollowupSteps(store: Store, ref: AnalysisRef, f: Followup, max: number): TransactStep[] {
  return [
    {
      item: {
        Update: {
          TableName: store.tableName,
          Key: analysisKey(ref),
          UpdateExpression: "ADD followupCount :one",
          ConditionExpression: "attribute_exists(pk) AND (attribute_not_exists(followupCount) OR followupCount < :max)",
          ExpressionAttributeValues: { ":one": 1, ":max": max },
        },
      },
    },
    {
      item: {
        Put: {
          TableName: store.tableName,
          Item: { ...followupKey(ref, f.id), entity: "analysisFollowup", analysisId: ref.id, ...f },
        },
      },
    },
  ];
}

export async function putFeedbackRecord(store: Store, ref: AnalysisRef, f: Feedback): Promise<void> {
  await putItem(store, { ...feedbackKey(ref, f.id), entity: "analysisFeedback", ...f });
}

/** Makes `latest` the feedback that counts; returns the one it replaced, if any. */
export async function setLatestFeedback(
  store: Store,
  ref: AnalysisRef,
  latest: LatestFeedback,
): Promise<LatestFeedback | undefined> {
  const out = await store.doc.send(
    new UpdateCommand({
      TableName: store.tableName,
      Key: analysisKey(ref),
      UpdateExpression: "SET feedback = :f",
      ConditionExpression: "attribute_exists(pk)",
      ExpressionAttributeValues: { ":f": latest },
      ReturnValues: "ALL_OLD",
    }),
  );
  return out.Attributes?.feedback as LatestFeedback | undefined;
}

export async function putPostmortem(store: Store, ref: AnalysisRef, p: Postmortem): Promise<void> {
  await putItem(store, { ...postmortemKey(ref), entity: "analysisPostmortem", ...p });
}

export async function getPostmortem(store: Store, ref: AnalysisRef): Promise<Postmortem | undefined> {
  const item = await getItem(store, postmortemKey(ref));
  if (!item) return undefined;
  return {
    analysisId: item.analysisId as string,
    markdown: item.markdown as string,
    generatedAt: item.generatedAt as string,
  };
}
