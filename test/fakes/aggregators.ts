// One import for every aggregator fake (kms.ts and openai-compatible.ts belong to other parts of the system).
export { type FakeCloudWatch, type FakeCloudWatchOptions, startFakeCloudWatchLogs } from "./cloudwatch-logs.js";
export { type FakeDatadog, type FakeDatadogOptions, startFakeDatadog } from "./datadog.js";
export { type FakeElastic, type FakeElasticOptions, startFakeElastic } from "./elastic.js";
export type { FakeHandle, Fault, FaultKind, RecordedRequest } from "./fake-server.js";
export { type FakeGcp, type FakeGcpOptions, startFakeGcpLogging } from "./gcp-logging.js";
export { CORPUS_END, CORPUS_START, type CorpusOptions, type FakeLine, generateLines } from "./log-corpus.js";
export { type FakeLoki, type FakeLokiOptions, startFakeLoki } from "./loki.js";
export { type FakeSplunk, type FakeSplunkOptions, startFakeSplunk } from "./splunk.js";
