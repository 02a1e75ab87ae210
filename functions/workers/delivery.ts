// The delivery queue's consumer: each message is an event to fan out to the project's channels, or one channel's
// retry. Failures are reported per message so only they are retried (SQS, then the dead-letter queue).
import middy from "@middy/core";
import type { Context, SQSBatchResponse, SQSEvent } from "aws-lambda";
import { invokedLocally, lambdaObservability } from "../../shared/http/observability.js";
import { resolveAppContext } from "../../shared/runtime/lambda-context.js";
import { loggableError, logger } from "../../shared/runtime/logger.js";
import { countMetric } from "../../shared/runtime/metrics.js";
import { processDeliveryMessage } from "../../shared/services/notifications/delivery-worker.js";

function parse(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

async function processBatch(event: SQSEvent, context: Context): Promise<SQSBatchResponse> {
  const ctx = await resolveAppContext(context);
  const failures: SQSBatchResponse["batchItemFailures"] = [];
  await Promise.all(
    event.Records.map(async (record) => {
      try {
        await processDeliveryMessage(ctx, parse(record.body));
      } catch (err) {
        logger.error("delivery message failed; it will be retried", {
          messageId: record.messageId,
          error: loggableError(err),
        });
        failures.push({ itemIdentifier: record.messageId });
      }
    }),
  );
  if (!invokedLocally(context)) {
    countMetric("DeliveryMessages", event.Records.length);
    countMetric("DeliveryMessagesFailed", failures.length);
  }
  return { batchItemFailures: failures };
}

export const handler = middy(processBatch).use(lambdaObservability());
