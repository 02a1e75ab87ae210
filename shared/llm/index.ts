export { BedrockLlm, type ConverseClient } from "./bedrock.aws.js";
export { createLlmPort, type LlmDeps, type LlmSpec, parseLlmSpec } from "./create-llm-port.js";
export { LlmError, type LlmPort } from "./llm.port.js";
export { OpenAiCompatibleLlm } from "./openai.local.js";
export { extractJsonObject, parseRefinedAnswer, REFINE_SYSTEM, refinePrompt } from "./prompt.js";
export { DEFAULT_LLM_TIMEOUT_MS, type RefineOutcome, refineOrFallback } from "./refine-or-fallback.js";
