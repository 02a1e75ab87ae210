// Scheduled every minute: enqueue one check per watchdog rule due now.
import middy from "@middy/core";
import type { Context } from "aws-lambda";
import { invokedLocally, lambdaObservability } from "../../shared/http/observability.js";
import { resolveAppContext } from "../../shared/runtime/lambda-context.js";
import { countMetric } from "../../shared/runtime/metrics.js";
import { dispatchDueChecks } from "../../shared/services/watchdog/dispatcher.js";

export const handler = middy(async (_event: unknown, context: Context) => {
  const result = await dispatchDueChecks(await resolveAppContext(context));
  if (!invokedLocally(context)) countMetric("WatchdogChecksEnqueued", result.enqueued);
  return result;
}).use(lambdaObservability());
