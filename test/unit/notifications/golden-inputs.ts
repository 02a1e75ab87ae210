// The fixed inputs of the formatter golden tests: one ordinary diagnosis with stable ids and address.
import type { Analysis } from "../../../shared/domain/analysis.schema.js";
import { analysisContent, type MessageContent } from "../../../shared/services/notifications/content.js";
import { analysisOf, ordinaryResult, strainingResult } from "../../fixtures/notifications/diagnoses.js";

export const PUBLIC_URL = "https://api.logdx.example";
export const DELIVERY_ID = "dlv_0123456789abcdef0123456789abcdef";

function fixed(a: Analysis): Analysis {
  return { ...a, id: "7f0c2a9e-3b1d-4c55-9a7e-2d6f1b0c8e41", projectId: "5d1e8f3a-6c2b-4a9d-8e7f-1a2b3c4d5e6f" };
}

export const ordinaryAnalysis = fixed(analysisOf(ordinaryResult("high")));
export const strainingAnalysis = fixed(analysisOf(strainingResult("critical")));
export const ordinary = analysisContent(ordinaryAnalysis, PUBLIC_URL) as MessageContent;
export const straining = analysisContent(strainingAnalysis, PUBLIC_URL) as MessageContent;
