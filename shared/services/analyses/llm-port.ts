// The LLM port from the parsed LOGDX_LLM setting (config.llm); undefined when none is configured.
import { createLlmPort, type LlmDeps, type LlmPort } from "../../llm/index.js";
import type { LlmSetting } from "../../runtime/config.js";

export function llmPortFor(setting: LlmSetting, deps: LlmDeps = {}): LlmPort | undefined {
  switch (setting.kind) {
    case "none":
      return undefined;
    case "bedrock":
      return createLlmPort(`bedrock:${setting.modelId}`, deps);
    case "openai":
      return createLlmPort(`openai:${setting.baseUrl}#${setting.model}`, deps);
  }
}
