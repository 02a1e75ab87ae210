// The environment every Lambda gets. These names are the contract with shared/runtime/config.ts, which is
// the only reader: change both together.
//   LOGDX_RUNTIME=aws            marker: running in the AWS stack (config also sees AWS_LAMBDA_FUNCTION_NAME)
//   LOGDX_TABLE_NAME             the single table
//   LOGDX_ANALYSIS_QUEUE_URL     analysis work queue
//   LOGDX_DELIVERY_QUEUE_URL     delivery work queue
//   LOGDX_WATCHDOG_QUEUE_URL     watchdog check queue
//   LOGDX_DELIVERY_DLQ_URL       its dead-letter queue (the delivery worker parks exhausted deliveries there)
//   LOGDX_PUBLIC_URL             the API's address, for links in notifications (worker functions only)
//   LOGDX_KMS_KEY_ID             ARN of the credentials key (envelope encryption of secrets)
//   LOGDX_ALLOW_PRIVATE_NETWORK  always false on AWS (SSRF guard)
//   LOGDX_LLM                    only when the app is given the `logdx:llm` context
//   LOGDX_MAIL_FROM              only when the app is given the `logdx:mailFrom` context
//   POWERTOOLS_*                 Powertools logger/metrics; events are never logged (they carry credentials)
// No NODE_OPTIONS=--enable-source-maps: it decodes the bundle's map in every cold start. Logged stacks are mapped
// when they are logged instead (shared/runtime/stack-map.ts).

export interface RuntimeEnvInput {
  tableName: string;
  queueUrls: { analysis: string; delivery: string; watchdog: string };
  deliveryDeadLetterUrl?: string;
  credentialsKeyArn: string;
  llm?: string;
  mailFrom?: string;
  logLevel?: string;
}

export const SERVICE_NAME = "logdx";
export const METRICS_NAMESPACE = "logdx";

export function runtimeEnvironment(input: RuntimeEnvInput): Record<string, string> {
  return {
    LOGDX_RUNTIME: "aws",
    LOGDX_TABLE_NAME: input.tableName,
    LOGDX_ANALYSIS_QUEUE_URL: input.queueUrls.analysis,
    LOGDX_DELIVERY_QUEUE_URL: input.queueUrls.delivery,
    LOGDX_WATCHDOG_QUEUE_URL: input.queueUrls.watchdog,
    ...(input.deliveryDeadLetterUrl ? { LOGDX_DELIVERY_DLQ_URL: input.deliveryDeadLetterUrl } : {}),
    LOGDX_KMS_KEY_ID: input.credentialsKeyArn,
    LOGDX_ALLOW_PRIVATE_NETWORK: "false",
    ...(input.llm ? { LOGDX_LLM: input.llm } : {}),
    ...(input.mailFrom ? { LOGDX_MAIL_FROM: input.mailFrom } : {}),
    POWERTOOLS_SERVICE_NAME: SERVICE_NAME,
    POWERTOOLS_METRICS_NAMESPACE: METRICS_NAMESPACE,
    POWERTOOLS_LOG_LEVEL: input.logLevel ?? "INFO",
    POWERTOOLS_LOGGER_LOG_EVENT: "false",
    POWERTOOLS_LOGGER_SAMPLE_RATE: "0",
    POWERTOOLS_DEV: "false",
  };
}
