// The watchdog dispatcher (every minute: EventBridge Scheduler on AWS, the local ticker locally): the rules due
// now on the schedule index, one check message each on the watchdog queue. Sending one twice (two dispatchers, a
// backlog) is harmless: the check's claim on (rule, dueAt) lets one run only.
import * as z from "zod";
import type { AppContext } from "../../app-context.js";
import type { Rule } from "../../domain/watchdog-rule.schema.js";
import { loggableError, logger } from "../../runtime/logger.js";
import { listDue } from "../../store/due-entries.dynamo.js";
import { WATCHDOG_BUCKET } from "../../store/watchdog-rules.dynamo.js";
import { type CheckOptions, type CheckRef, runCheck } from "./check.js";

/** Most checks one tick enqueues; the rest stay due for the next tick. */
export const DISPATCH_LIMIT = 20_000;

export const checkMessageSchema = z.object({
  tenantId: z.string().min(1),
  projectId: z.string().min(1),
  ruleId: z.string().min(1),
  dueAt: z.string().min(1),
});

function refOf(item: Record<string, unknown>): CheckRef | undefined {
  const rule = item.rule as Rule | undefined;
  if (!rule?.enabled || !rule.nextCheckAt || typeof item.tenantId !== "string" || typeof item.projectId !== "string")
    return undefined;
  return { tenantId: item.tenantId, projectId: item.projectId, ruleId: rule.id, dueAt: rule.nextCheckAt };
}

export async function dispatchDueChecks(ctx: AppContext, limit = DISPATCH_LIMIT): Promise<{ enqueued: number }> {
  const due = await listDue(ctx.store, WATCHDOG_BUCKET, ctx.clock.now(), limit, refOf);
  const batch = 50;
  for (let i = 0; i < due.length; i += batch) {
    await Promise.all(due.slice(i, i + batch).map((ref) => ctx.queue.send("watchdog", { ...ref })));
  }
  return { enqueued: due.length };
}

/** The check worker's message: not a check message → ignored (nothing to retry). */
export async function processCheckMessage(ctx: AppContext, body: unknown, opts: CheckOptions = {}) {
  const parsed = checkMessageSchema.safeParse(body);
  if (!parsed.success) {
    logger.warn("watchdog message ignored: not a check");
    return undefined;
  }
  return runCheck(ctx, parsed.data, opts);
}

/** Local mode: dispatch every `tickSeconds`, one tick at a time. */
export function startLocalTicker(ctx: AppContext, tickSeconds: number): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running
      .then(() => dispatchDueChecks(ctx))
      .catch((err) => logger.warn("watchdog tick failed", { error: loggableError(err) }));
  }, tickSeconds * 1000);
  timer.unref?.();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
