// A queue worker's Lambda handler: each record's JSON body goes to `process`; failures are reported per message
// (partial batch response) so only they are retried, then dead-lettered by SQS.
import middy from "@middy/core";
import type { Context, SQSBatchResponse, SQSEvent } from "aws-lambda";
import type { AppContext } from "../app-context.js";
import { invokedLocally, lambdaObservability } from "../http/observability.js";
import { resolveAppContext } from "./lambda-context.js";
import { loggableError, logger } from "./logger.js";
import { countMetric } from "./metrics.js";

function parse(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/** `what` names the messages in logs ("analysis message"); `metric` prefixes the counts ("AnalysisMessages"). */
export function queueWorker(opts: {
  what: string;
  metric: string;
  process: (ctx: AppContext, body: unknown) => Promise<unknown>;
}) {
  async function processBatch(event: SQSEvent, context: Context): Promise<SQSBatchResponse> {
    const ctx = await resolveAppContext(context);
    const failures: SQSBatchResponse["batchItemFailures"] = [];
    await Promise.all(
      event.Records.map(async (record) => {
        try {
          await opts.process(ctx, parse(record.body));
        } catch (err) {
          logger.error(`${opts.what} failed; it will be retried`, {
            messageId: record.messageId,
            error: loggableError(err),
          });
          failures.push({ itemIdentifier: record.messageId });
        }
      }),
    );
    if (!invokedLocally(context)) {
      countMetric(opts.metric, event.Records.length);
      countMetric(`${opts.metric}Failed`, failures.length);
    }
    return { batchItemFailures: failures };
  }
  return middy(processBatch).use(lambdaObservability());
}
