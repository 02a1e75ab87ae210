// Builds the refinement prompt from the redacted evidence pack and the engine's draft, and turns
// the model's answer back into a schema-valid result (or throws).

import { type EvidencePack, redact } from "../diagnosis/index.js";
import { type AnalysisResult, analysisResultSchema } from "../domain/analysis-result.schema.js";
import { LlmError } from "./llm.port.js";

export const REFINE_SYSTEM = [
  "You are a site reliability engineer diagnosing an incident from log evidence.",
  "You receive log templates with counts, first occurrences and samples (secrets are redacted), the project's context and a draft diagnosis from a rule-based engine.",
  "Answer with ONE JSON object and nothing else, with exactly these fields:",
  "summary (2-3 sentences), severity (critical|high|medium|low|info), confidence (0..1),",
  "rootCause {description, service, errorType, category (authentication|authorization|database|network|timeout|rate_limiting|validation|null_reference|configuration|dependency|memory|disk|unknown)},",
  "affectedServices [{serviceName, role (origin|propagator|affected), errorCount, firstSeen, lastSeen}],",
  "timeline [{timestamp, service, level, message, isRootCause}], suggestedActions [{priority, action, rationale, type (fix|investigate|mitigate|escalate)}], logsScanned.",
  "Keep the draft's values unless the evidence clearly contradicts them. rootCause.service must be a service from the evidence.",
].join("\n");

export function refinePrompt(evidence: EvidencePack, draft: AnalysisResult): string {
  // the pack is redacted when built; redact again in case a caller assembled its own
  return redact(JSON.stringify({ evidence, draft }));
}

/** The first balanced JSON object in `text` (models sometimes wrap it in prose or fences). */
export function extractJsonObject(text: string): unknown {
  const start = text.indexOf("{");
  if (start < 0) throw new LlmError("answer holds no JSON object");
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === "\\") i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === "{") depth++;
    else if (c === "}" && --depth === 0) {
      try {
        return JSON.parse(text.slice(start, i + 1));
      } catch {
        throw new LlmError("answer is not valid JSON");
      }
    }
  }
  throw new LlmError("answer holds no complete JSON object");
}

export function parseRefinedAnswer(text: string, draft: AnalysisResult): AnalysisResult {
  const parsed = analysisResultSchema.safeParse(extractJsonObject(text));
  if (!parsed.success)
    throw new LlmError(`answer does not match the result schema: ${parsed.error.issues[0]?.message}`);
  // what the engine counted is a fact, not an opinion
  return { ...parsed.data, logsScanned: draft.logsScanned };
}
