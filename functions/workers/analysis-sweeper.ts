// Scheduled: re-enqueue analyses nobody is running, fail the ones stuck past their bound, send pending deliveries,
// finish project deletes whose clean-up was cut short.
import middy from "@middy/core";
import type { Context } from "aws-lambda";
import { invokedLocally, lambdaObservability } from "../../shared/http/observability.js";
import { resolveAppContext } from "../../shared/runtime/lambda-context.js";
import { countMetric } from "../../shared/runtime/metrics.js";
import { runSweeps } from "../../shared/services/sweeps.js";

export const handler = middy(async (_event: unknown, context: Context) => {
  const result = await runSweeps(await resolveAppContext(context));
  if (!invokedLocally(context)) countMetric("SweeperRuns");
  return result;
}).use(lambdaObservability());
