// The analyses capability's use cases (handlers, workers and other capabilities import from here).

export { type AnalysisQueueMessage, createAnalysis, type StartOptions, startAnalysis } from "./create.js";
export { analysisEventStream, type SseProducer } from "./events.js";
export type { AnalysisDeliveryMessage } from "./fanout.js";
export { giveFeedback } from "./feedback.js";
export { askFollowup } from "./followup.js";
export { generatePostmortem, polishPostmortem } from "./postmortem.js";
export { getAnalysis, listAnalyses } from "./read.js";
export { findSimilar } from "./similar.js";
export { sweepAnalyses } from "./sweeper.js";
export { processAnalysisMessage } from "./worker.js";
