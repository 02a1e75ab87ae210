// The optional LLM refinement of a diagnosis: Bedrock on AWS, any OpenAI-compatible endpoint locally.

import type { EvidencePack } from "../diagnosis/index.js";
import type { AnalysisResult } from "../domain/analysis-result.schema.js";

export interface LlmPort {
  /** "openai:<model>" or "bedrock:<modelId>", for reports and the API's `provider`. */
  readonly provider: string;
  /** A refined result for the same evidence; throws on any failure (callers use refineOrFallback). */
  refine(evidence: EvidencePack, draft: AnalysisResult, signal?: AbortSignal): Promise<AnalysisResult>;
  /** Free-form completion (postmortem polish, follow-up answers); the prompt must already be redacted. */
  complete(prompt: string, signal?: AbortSignal, system?: string): Promise<string>;
}

export class LlmError extends Error {
  override readonly name = "LlmError";
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}
