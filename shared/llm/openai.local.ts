// OpenAI-compatible chat completions adapter (OpenAI, vLLM, llama.cpp, Ollama, LM Studio ...).

import type { EvidencePack } from "../diagnosis/index.js";
import type { AnalysisResult } from "../domain/analysis-result.schema.js";
import { LlmError, type LlmPort } from "./llm.port.js";
import { parseRefinedAnswer, REFINE_SYSTEM, refinePrompt } from "./prompt.js";

export interface OpenAiOptions {
  baseUrl: string;
  model: string;
  apiKey?: string;
  fetch?: typeof fetch;
  maxTokens?: number;
}

interface ChatCompletion {
  choices?: Array<{ message?: { content?: string | null } }>;
  error?: { message?: string };
}

export function chatCompletionsUrl(baseUrl: string): string {
  const u = new URL(baseUrl);
  const path = u.pathname.replace(/\/+$/, "");
  u.pathname = `${path === "" ? "/v1" : path}/chat/completions`;
  return u.toString();
}

export class OpenAiCompatibleLlm implements LlmPort {
  readonly provider: string;
  private readonly url: string;

  constructor(private readonly opts: OpenAiOptions) {
    this.provider = `openai:${opts.model}`;
    this.url = chatCompletionsUrl(opts.baseUrl);
  }

  async complete(prompt: string, signal?: AbortSignal, system?: string): Promise<string> {
    const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json" };
    if (this.opts.apiKey) headers.authorization = `Bearer ${this.opts.apiKey}`;
    const body = {
      model: this.opts.model,
      temperature: 0,
      max_tokens: this.opts.maxTokens ?? 2000,
      messages: [...(system ? [{ role: "system", content: system }] : []), { role: "user", content: prompt }],
    };
    const res = await (this.opts.fetch ?? fetch)(this.url, {
      method: "POST",
      headers,
      body: JSON.stringify(body),
      signal,
    });
    const text = await res.text();
    let json: ChatCompletion | undefined;
    try {
      json = JSON.parse(text) as ChatCompletion;
    } catch {
      json = undefined;
    }
    if (!res.ok) {
      throw new LlmError(
        `LLM endpoint answered ${res.status}: ${json?.error?.message ?? text.slice(0, 200)}`,
        res.status,
      );
    }
    const content = json?.choices?.[0]?.message?.content;
    if (typeof content !== "string") throw new LlmError("LLM endpoint answered without message content", res.status);
    return content;
  }

  async refine(evidence: EvidencePack, draft: AnalysisResult, signal?: AbortSignal): Promise<AnalysisResult> {
    const answer = await this.complete(refinePrompt(evidence, draft), signal, REFINE_SYSTEM);
    return parseRefinedAnswer(answer, draft);
  }
}
