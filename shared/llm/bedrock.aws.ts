// Amazon Bedrock Converse adapter.
import { BedrockRuntimeClient, ConverseCommand } from "@aws-sdk/client-bedrock-runtime";
import type { EvidencePack } from "../diagnosis/index.js";
import type { AnalysisResult } from "../domain/analysis-result.schema.js";
import { LlmError, type LlmPort } from "./llm.port.js";
import { parseRefinedAnswer, REFINE_SYSTEM, refinePrompt } from "./prompt.js";

/** The part of the Bedrock client the adapter uses (tests pass a stub). */
export interface ConverseClient {
  send(
    command: ConverseCommand,
    options?: { abortSignal?: AbortSignal },
  ): Promise<{
    output?: { message?: { content?: Array<{ text?: string }> } };
  }>;
}

export class BedrockLlm implements LlmPort {
  readonly provider: string;

  constructor(
    private readonly modelId: string,
    private readonly client: ConverseClient = new BedrockRuntimeClient({}),
    private readonly maxTokens = 2000,
  ) {
    this.provider = `bedrock:${modelId}`;
  }

  async complete(prompt: string, signal?: AbortSignal, system?: string): Promise<string> {
    const out = await this.client.send(
      new ConverseCommand({
        modelId: this.modelId,
        ...(system ? { system: [{ text: system }] } : {}),
        messages: [{ role: "user", content: [{ text: prompt }] }],
        inferenceConfig: { maxTokens: this.maxTokens, temperature: 0 },
      }),
      { abortSignal: signal },
    );
    const text = out.output?.message?.content?.map((c) => c.text ?? "").join("") ?? "";
    if (!text) throw new LlmError("Bedrock answered without text");
    return text;
  }

  async refine(evidence: EvidencePack, draft: AnalysisResult, signal?: AbortSignal): Promise<AnalysisResult> {
    return parseRefinedAnswer(await this.complete(refinePrompt(evidence, draft), signal, REFINE_SYSTEM), draft);
  }
}
