// Inside Lambda: the AWS adapters behind the ports, built once per cold start from the config. The KMS and SQS
// adapters get a region, not a client, so their SDKs load on first use instead of in every cold start.
import { createKmsCrypto } from "../crypto/envelope.kms.js";
import { createOutgoingHttp } from "../net/outgoing-http.js";
import { createSqsQueue } from "../queue/sqs.js";
import { llmPortFor } from "../services/analyses/llm-port.js";
import { createDynamoStore } from "../store/store.js";
import { type Config, loadConfig } from "./config.js";
import { type AppContext, realSleep, systemClock } from "./context.js";

export function createAwsContext(config: Config): AppContext {
  if (!config.queueUrls) throw new Error("LOGDX_ANALYSIS_QUEUE_URL and LOGDX_DELIVERY_QUEUE_URL must be set in Lambda");
  if (!config.kmsKeyId) throw new Error("LOGDX_KMS_KEY_ID must be set in Lambda");
  return {
    config,
    store: createDynamoStore({ tableName: config.tableName, region: config.region }),
    queue: createSqsQueue({ region: config.region, queueUrls: config.queueUrls }),
    crypto: createKmsCrypto({ keyId: config.kmsKeyId, region: config.region }),
    http: createOutgoingHttp({ allowPrivateNetwork: config.allowPrivateNetwork }),
    clock: systemClock,
    llm: llmPortFor(config.llm),
    sleep: realSleep,
  };
}

let cached: Promise<AppContext> | undefined;

/** The process-wide context for Lambda invocations (the local server passes its own on each request). */
export function lambdaContext(): Promise<AppContext> {
  cached ??= Promise.resolve().then(() => createAwsContext(loadConfig()));
  cached.catch(() => {
    cached = undefined;
  });
  return cached;
}

/** For worker handlers: the local runtime's context when it invoked us, else the Lambda one. */
export async function resolveAppContext(context: unknown): Promise<AppContext> {
  const local = (context as { logdx?: AppContext } | null | undefined)?.logdx;
  return local ?? lambdaContext();
}
