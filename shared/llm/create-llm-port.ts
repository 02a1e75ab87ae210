// Parses the LOGDX_LLM setting (passed in by shared/runtime/config.ts) and builds the port.
import { BedrockLlm, type ConverseClient } from "./bedrock.aws.js";
import type { LlmPort } from "./llm.port.js";
import { OpenAiCompatibleLlm } from "./openai.local.js";

export type LlmSpec =
  | { kind: "none" }
  | { kind: "openai"; baseUrl: string; model: string }
  | { kind: "bedrock"; modelId: string };

export function parseLlmSpec(spec: string | undefined): LlmSpec {
  const s = (spec ?? "").trim();
  if (s === "" || s === "none") return { kind: "none" };
  if (s.startsWith("bedrock:")) {
    const modelId = s.slice("bedrock:".length).trim();
    if (!modelId) throw new Error("LOGDX_LLM bedrock:<modelId> needs a model id");
    return { kind: "bedrock", modelId };
  }
  if (s.startsWith("openai:")) {
    const rest = s.slice("openai:".length);
    const hash = rest.lastIndexOf("#");
    const baseUrl = hash >= 0 ? rest.slice(0, hash).trim() : "";
    const model = hash >= 0 ? rest.slice(hash + 1).trim() : "";
    if (!baseUrl || !model) throw new Error("LOGDX_LLM openai:<baseUrl>#<model> needs a base URL and a model");
    const u = new URL(baseUrl);
    if (u.protocol !== "http:" && u.protocol !== "https:") throw new Error("LOGDX_LLM base URL must be http(s)");
    return { kind: "openai", baseUrl, model };
  }
  throw new Error("LOGDX_LLM must be none, bedrock:<modelId> or openai:<baseUrl>#<model>");
}

export interface LlmDeps {
  /** Bearer key for the OpenAI-compatible endpoint, if it wants one. */
  apiKey?: string;
  fetch?: typeof fetch;
  bedrockClient?: ConverseClient;
}

/** undefined for `none`: the engine's result stands alone. */
export function createLlmPort(spec: string | undefined, deps: LlmDeps = {}): LlmPort | undefined {
  const parsed = parseLlmSpec(spec);
  switch (parsed.kind) {
    case "none":
      return undefined;
    case "openai":
      return new OpenAiCompatibleLlm({
        baseUrl: parsed.baseUrl,
        model: parsed.model,
        apiKey: deps.apiKey,
        fetch: deps.fetch,
      });
    case "bedrock":
      return new BedrockLlm(parsed.modelId, deps.bedrockClient);
  }
}
