// Scheduled: re-enqueue analyses nobody is running, fail the ones stuck past their bound, send pending deliveries.
import type { Context } from "aws-lambda";
import { resolveAppContext } from "../../shared/runtime/lambda-context.js";
import { sweepAnalyses } from "../../shared/services/analyses/index.js";

export async function handler(_event: unknown, context: Context) {
  return sweepAnalyses(await resolveAppContext(context));
}
