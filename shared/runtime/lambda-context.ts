// Inside Lambda: the AWS adapters behind the ports, built once per cold start from the config. A function gets the
// ports its access grants (RouteAccess: the same list CDK turns into IAM statements); the bundling defines below
// leave the others' adapters out of its bundle, and a call to one of them fails as IAM would refuse it.
// The KMS and SQS adapters get a region, not a client, so their SDKs load on first use, not in every cold start.

import { type AppContext, realSleep, systemClock } from "../app-context.js";
import type { CryptoPort } from "../crypto/crypto.port.js";
import type { LlmPort } from "../llm/llm.port.js";
import type { OutgoingHttp } from "../net/outgoing-http.port.js";
import type { MailPort } from "../notify/mail.port.js";
import type { QueuePort } from "../queue/queue.port.js";
import { createDynamoStore } from "../store/store.js";
import { withoutAccess } from "./access-view.js";
import { type Config, loadConfig } from "./config.js";

/** Defined per function by the bundling (lib/functions/route-entry.ts, from its access); undefined: every port. */
declare const LOGDX_PORT_QUEUE: boolean | undefined;
declare const LOGDX_PORT_KMS: boolean | undefined;
declare const LOGDX_PORT_EGRESS: boolean | undefined;
declare const LOGDX_PORT_LLM: boolean | undefined;
declare const LOGDX_PORT_MAIL: boolean | undefined;

export async function createAwsContext(config: Config): Promise<AppContext> {
  const { queueUrls, kmsKeyId } = config;
  if (!queueUrls)
    throw new Error(
      "LOGDX_ANALYSIS_QUEUE_URL, LOGDX_DELIVERY_QUEUE_URL and LOGDX_WATCHDOG_QUEUE_URL must be set in Lambda",
    );
  if (!kmsKeyId) throw new Error("LOGDX_KMS_KEY_ID must be set in Lambda");
  let queue = withoutAccess<QueuePort>("queue", "queues");
  let crypto = withoutAccess<CryptoPort>("KMS", "kms");
  let http = withoutAccess<OutgoingHttp>("outgoing HTTP", "egress");
  let mail = withoutAccess<MailPort>("mail", "mail");
  let llm: LlmPort | undefined;
  // Each test is written out in its `if`: esbuild folds it there and drops the import of a refused port.
  if (typeof LOGDX_PORT_QUEUE === "undefined" || LOGDX_PORT_QUEUE) {
    const { createSqsQueue } = await import("../queue/sqs.js");
    queue = createSqsQueue({ region: config.region, queueUrls, deadLetterUrls: config.deadLetterUrls });
  }
  if (typeof LOGDX_PORT_KMS === "undefined" || LOGDX_PORT_KMS) {
    const { createKmsCrypto } = await import("../crypto/envelope.kms.js");
    crypto = createKmsCrypto({ keyId: kmsKeyId, region: config.region });
  }
  if (typeof LOGDX_PORT_EGRESS === "undefined" || LOGDX_PORT_EGRESS) {
    const { createOutgoingHttp } = await import("../net/outgoing-http.js");
    http = createOutgoingHttp({ allowPrivateNetwork: config.allowPrivateNetwork });
  }
  if (typeof LOGDX_PORT_MAIL === "undefined" || LOGDX_PORT_MAIL) {
    const { createSesMail } = await import("../notify/mail.ses.js");
    mail = createSesMail({ from: config.mailFrom, region: config.region });
  }
  // Without the LLM port, no LLM is configured as far as the function can tell: the engine's result stands alone.
  if (typeof LOGDX_PORT_LLM === "undefined" || LOGDX_PORT_LLM) {
    const { llmPortFor } = await import("../services/analyses/llm-port.js");
    llm = llmPortFor(config.llm);
  }
  return {
    config,
    store: createDynamoStore({ tableName: config.tableName, region: config.region }),
    queue,
    crypto,
    http,
    mail,
    clock: systemClock,
    ...(llm ? { llm } : {}),
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
