// POST /v1/analyses/{id}/postmortem (201, kept as the analysis's latest) and .../postmortem/polish
// (pro and up; through the LLM port; 503 when none is configured).

import type { AppContext } from "../../app-context.js";
import { redact } from "../../diagnosis/index.js";
import type { Polished, PolishInput, Postmortem } from "../../domain/analysis.schema.js";
import { AppError } from "../../domain/errors.js";
import { requireFeature } from "../../domain/plans.js";
import { logger } from "../../runtime/logger.js";
import { getPostmortem, putPostmortem } from "../../store/analysis-extras.dynamo.js";
import type { AuthInfo } from "../auth.types.js";
import { liveAnalysis, requireResult } from "./access.js";
import { postmortemMarkdown } from "./postmortem-markdown.js";

const POLISH_TIMEOUT_MS = 20_000;

export const POLISH_SYSTEM = [
  "You are an SRE editing an incident postmortem written in Markdown.",
  "Improve clarity, flow and wording. Keep every fact, timestamp, number, service name and table; invent nothing.",
  "Keep the section headings. Answer with the Markdown document only.",
].join("\n");

export async function generatePostmortem(ctx: AppContext, auth: AuthInfo, id: string): Promise<Postmortem> {
  const record = await liveAnalysis(ctx, auth, id);
  const result = requireResult(record, "A postmortem");
  const generatedAt = ctx.clock.now().toISOString();
  const postmortem: Postmortem = {
    analysisId: id,
    markdown: postmortemMarkdown(record, result, generatedAt),
    generatedAt,
  };
  await putPostmortem(ctx.store, { tenantId: record.tenantId, projectId: record.projectId, id }, postmortem);
  return postmortem;
}

/** Models like to wrap a whole document in a code fence. */
function unfence(text: string): string {
  const m = /^\s*```(?:markdown|md)?\s*\n([\s\S]*?)\n```\s*$/.exec(text);
  return (m ? m[1] : text).trim();
}

export async function polishPostmortem(
  ctx: AppContext,
  auth: AuthInfo,
  id: string,
  input: PolishInput,
): Promise<Polished> {
  requireFeature(auth.tenant.plan, "polish");
  const record = await liveAnalysis(ctx, auth, id);
  const result = requireResult(record, "Polishing a postmortem");
  const llm = ctx.llm;
  if (!llm) {
    throw AppError.unavailable(
      "No LLM is configured for this deployment (LOGDX_LLM is none); postmortem polish needs one",
      60,
    );
  }
  const ref = { tenantId: record.tenantId, projectId: record.projectId, id };
  const markdown =
    input.markdown ??
    (await getPostmortem(ctx.store, ref))?.markdown ??
    postmortemMarkdown(record, result, ctx.clock.now().toISOString());
  let answer: string;
  try {
    answer = unfence(await llm.complete(redact(markdown), AbortSignal.timeout(POLISH_TIMEOUT_MS), POLISH_SYSTEM));
  } catch (err) {
    logger.warn("postmortem polish failed", { analysisId: id, reason: (err as Error).message.slice(0, 200) });
    throw new AppError("UPSTREAM_ERROR", "The LLM provider failed to polish the postmortem; retry later", {
      upstream: "llm",
      provider: llm.provider,
    });
  }
  if (!answer) {
    throw new AppError("UPSTREAM_ERROR", "The LLM provider answered with an empty document", {
      upstream: "llm",
      provider: llm.provider,
    });
  }
  return { markdown: answer, provider: llm.provider };
}
