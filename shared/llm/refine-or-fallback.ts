// Any failure of the LLM (error, invalid answer, timeout, abort) leaves the engine's result standing.

import type { EvidencePack } from "../diagnosis/index.js";
import type { AnalysisResult } from "../domain/analysis-result.schema.js";
import type { LlmPort } from "./llm.port.js";

export const DEFAULT_LLM_TIMEOUT_MS = 20000;

export interface RefineOutcome {
  result: AnalysisResult;
  refined: boolean;
  provider?: string;
  /** Why the draft was kept (never contains a credential: messages come from the adapters). */
  error?: string;
}

export async function refineOrFallback(
  port: LlmPort | undefined,
  evidence: EvidencePack,
  draft: AnalysisResult,
  opts: { timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<RefineOutcome> {
  if (!port) return { result: draft, refined: false };
  const timeout = AbortSignal.timeout(opts.timeoutMs ?? DEFAULT_LLM_TIMEOUT_MS);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
  try {
    const aborted = new Promise<never>((_, reject) => {
      if (signal.aborted) reject(new Error("LLM call aborted"));
      signal.addEventListener("abort", () => reject(new Error("LLM call timed out or was aborted")), { once: true });
    });
    const result = await Promise.race([port.refine(evidence, draft, signal), aborted]);
    return { result, refined: true, provider: port.provider };
  } catch (err) {
    return { result: draft, refined: false, provider: port.provider, error: (err as Error).message.slice(0, 300) };
  }
}
