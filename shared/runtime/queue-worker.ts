// A queue worker's Lambda handler: each record's JSON body goes to `process`; Powertools' batch processor reports
// the failures per message (partial batch response) so only they are retried, then dead-lettered by SQS.
import { BatchProcessor, EventType, processPartialResponse } from "@aws-lambda-powertools/batch";
import middy from "@middy/core";
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from "aws-lambda";
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
    const handleRecord = async (record: SQSRecord) => {
      try {
        await opts.process(ctx, parse(record.body));
      } catch (err) {
        logger.error(`${opts.what} failed; it will be retried`, {
          messageId: record.messageId,
          error: loggableError(err),
        });
        throw err;
      }
    };
    // One processor per batch: it holds the batch's state, and the local server may run batches side by side.
    // A batch that fails whole is reported like any other, not thrown: SQS retries the same messages either way.
    const response = await processPartialResponse(event, handleRecord, new BatchProcessor(EventType.SQS), {
      context,
      throwOnFullBatchFailure: false,
    });
    if (!invokedLocally(context)) {
      countMetric(opts.metric, event.Records.length);
      countMetric(`${opts.metric}Failed`, response.batchItemFailures.length);
    }
    return response;
  }
  return middy(processBatch).use(lambdaObservability());
}
