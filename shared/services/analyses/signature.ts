// What "similar" compares: the templates that went wrong, the services involved, the category and origin.
import { createHash } from "node:crypto";
import type { EvidencePack } from "../../diagnosis/index.js";
import type { AnalysisResult } from "../../domain/analysis-result.schema.js";
import type { AnalysisSignature } from "../../store/analyses.dynamo.js";

const MAX_TEMPLATES = 30;

/** Digits and ids vary between incidents of one kind; the words around them do not. */
export function templateFingerprint(template: string): string {
  const norm = template
    .toLowerCase()
    .replace(/<\*>|\d+/g, "#")
    .replace(/\s+/g, " ")
    .trim();
  return createHash("sha1").update(norm).digest("hex").slice(0, 12);
}

export function buildSignature(result: AnalysisResult, evidence: EvidencePack | undefined): AnalysisSignature {
  const bad = (evidence?.templates ?? []).filter((t) => t.errorCount > 0 || t.anomaly);
  const templates = [...new Set(bad.map((t) => templateFingerprint(t.template)))].slice(0, MAX_TEMPLATES);
  const services = [...new Set(result.affectedServices.map((s) => s.serviceName.toLowerCase()))];
  return {
    templates,
    services,
    category: result.rootCause.category,
    rootService: result.rootCause.service.toLowerCase(),
  };
}
