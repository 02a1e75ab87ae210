// Public API of the diagnosis engine (the analysis worker, the CLI and the LLM port use only this).
export type { EvidencePack, EvidenceTemplate } from "./evidence-pack.js";
export type { LogRecord } from "./log-record.js";
export { parseLine } from "./normalize.js";
export { redact } from "./redact.js";
export { createDiagnosisSession, type DiagnosisOptions, type DiagnosisSession, diagnoseLines } from "./session.js";
