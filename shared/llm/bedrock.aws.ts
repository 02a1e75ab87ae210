// Amazon Bedrock Converse adapter. The SDK is imported on first use: every function's context builds this port,
// few call it, and loading the client costs cold-start time (lambda-context imports it for all routes).
import type { ConverseCommand } from "@aws-sdk/client-bedrock-runtime";
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

type BedrockSdk = typeof import("@aws-sdk/client-bedrock-runtime");
let bedrockSdk: Promise<BedrockSdk> | undefined;
const loadSdk = () => {
  bedrockSdk ??= import("@aws-sdk/client-bedrock-runtime");
  return bedrockSdk;
};

export class BedrockLlm implements LlmPort {
  readonly provider: string;

  constructor(
    private readonly modelId: string,
    private client?: ConverseClient,
    private readonly maxTokens = 2000,
  ) {
    this.provider = `bedrock:${modelId}`;
  }

  async complete(prompt: string, signal?: AbortSignal, system?: string): Promise<string> {
    const sdk = await loadSdk();
    this.client ??= new sdk.BedrockRuntimeClient({});
    const out = await this.client.send(
      new sdk.ConverseCommand({
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
