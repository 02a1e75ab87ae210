// @logdx/sdk: a typed client for the logdx API. No dependencies; fetch-based (browsers, Node 20+, Deno, Bun).
export { type ClientOptions, createClient, type LogdxClient, PUBLIC_KEY_PREFIX } from "./client.js";
export {
  LogdxAbortError,
  LogdxApiError,
  LogdxConnectionError,
  LogdxError,
  LogdxTimeoutError,
} from "./errors.js";
export { OPERATIONS, type OperationName } from "./generated/operations.js";
export { SDK_VERSION } from "./generated/version.js";
export type { ApiErrorCode, Body, Data, OperationId, Page, Query, RequestOptions } from "./operation-types.js";
export type { BackoffSettings } from "./retry.js";
export type { RetryInfo } from "./transport.js";
export type { Analysis, AnalysisProgress, AnalysisStatus, WaitOptions } from "./wait.js";
