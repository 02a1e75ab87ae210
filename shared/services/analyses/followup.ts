// POST /v1/analyses/{id}/followup: only on complete/partial analyses (409), at most 20 each (403 RESOURCE_LIMIT).
// The LLM answers when one is configured (from the redacted evidence, never raw logs); the evidence-based
// answer stands whenever it is absent or fails.
import { randomUUID } from "node:crypto";
import * as z from "zod";
import type { AppContext } from "../../app-context.js";
import { type EvidencePack, redact } from "../../diagnosis/index.js";
import type { Followup, FollowupInput } from "../../domain/analysis.schema.js";
import type { AnalysisResult } from "../../domain/analysis-result.schema.js";
import { MAX_FOLLOWUPS } from "../../domain/analysis-vocabulary.js";
import { AppError } from "../../domain/errors.js";
import { extractJsonObject, type LlmPort } from "../../llm/index.js";
import { logger } from "../../runtime/logger.js";
import { addFollowupSteps, getEvidence } from "../../store/analysis-extras.dynamo.js";
import { transact } from "../../store/transact.js";
import type { AuthInfo } from "../auth.types.js";
import { liveAnalysis, requireResult } from "./access.js";
import { answerFromEvidence, type DraftAnswer } from "./answer.js";

const LLM_TIMEOUT_MS = 15_000;

const FOLLOWUP_SYSTEM = [
  "You answer a follow-up question about an incident diagnosis, using only the evidence given (log templates with counts and samples, with secrets redacted) and the diagnosis with its numbered timeline.",
  'Answer with ONE JSON object and nothing else: {"answer": string (a few sentences), "evidence": [indexes of the timeline entries your answer rests on]}.',
  "If the evidence cannot answer the question, say so in the answer.",
].join("\n");

const llmAnswerSchema = z.object({ answer: z.string().min(1).max(8000), evidence: z.array(z.number().int()) });

async function llmAnswer(
  llm: LlmPort,
  question: string,
  result: AnalysisResult,
  evidence: EvidencePack | undefined,
): Promise<DraftAnswer | undefined> {
  const timeline = result.timeline.map((t, index) => ({ index, ...t }));
  const prompt = redact(JSON.stringify({ question, diagnosis: { ...result, timeline }, evidence: evidence ?? null }));
  try {
    const text = await llm.complete(prompt, AbortSignal.timeout(LLM_TIMEOUT_MS), FOLLOWUP_SYSTEM);
    const parsed = llmAnswerSchema.safeParse(extractJsonObject(text));
    if (!parsed.success) return undefined;
    const valid = [...new Set(parsed.data.evidence)].filter((i) => i >= 0 && i < result.timeline.length);
    return { answer: parsed.data.answer, evidence: valid };
  } catch (err) {
    logger.info("LLM follow-up failed; answering from the evidence", { reason: (err as Error).message.slice(0, 200) });
    return undefined;
  }
}

export async function askFollowup(
  ctx: AppContext,
  auth: AuthInfo,
  id: string,
  input: FollowupInput,
): Promise<Followup> {
  const record = await liveAnalysis(ctx, auth, id);
  const result = requireResult(record, "A follow-up");
  if (record.followupCount >= MAX_FOLLOWUPS) throw tooMany();
  const ref = { tenantId: record.tenantId, projectId: record.projectId, id };
  const evidence = await getEvidence(ctx.store, ref);
  const drafted =
    (ctx.llm ? await llmAnswer(ctx.llm, input.question, result, evidence) : undefined) ??
    answerFromEvidence(input.question, result, evidence);
  const followup: Followup = {
    id: randomUUID(),
    question: input.question,
    answer: drafted.answer,
    evidence: drafted.evidence,
    createdAt: ctx.clock.now().toISOString(),
  };
  const [count, put] = addFollowupSteps(ctx.store, ref, followup, MAX_FOLLOWUPS);
  await transact(ctx.store, [{ ...count, onConditionFailed: tooMany }, put]);
  return followup;
}

function tooMany() {
  return new AppError("RESOURCE_LIMIT", `At most ${MAX_FOLLOWUPS} follow-ups per analysis`, { limit: MAX_FOLLOWUPS });
}
