// One watchdog check (API-DECISIONS "Watchdog rules"), run by the check worker for a rule due at `dueAt`:
//   claim (nextCheckAt moves from dueAt to the next planned time, once) → read the window from the rule's active
//   sources → evaluate → ok | tripped → suppression (cooldown, daily cap, dedup) → notify or auto_analyze
//   → one activity entry and the project's watchdog counters.
// A source that fails is left out (its code is the entry's reason); with none answering the check is an `error`
// entry with the code. A failure never trips the rule.
import { randomUUID } from "node:crypto";
import type { AppContext } from "../../app-context.js";
import { isAppError } from "../../domain/errors.js";
import type { Rule } from "../../domain/watchdog-rule.schema.js";
import { getTenant } from "../../store/tenants.dynamo.js";
import {
  type ActivityEntry,
  claimCheck,
  getSuppressionState,
  putActivity,
  putSuppressionState,
  setLastTriggered,
} from "../../store/watchdog-activity.dynamo.js";
import { getRule } from "../../store/watchdog-rules.dynamo.js";
import { startAnalysis } from "../analyses/create.js";
import { bumpProjectStats } from "../project-stats.js";
import { measureRule } from "./measure.js";
import { nextCheckAt } from "./schedule.js";
import { afterAlert, suppressionOf } from "./suppression.js";

export interface CheckRef {
  tenantId: string;
  projectId: string;
  ruleId: string;
  /** The nextCheckAt the check was planned at: the claim's key. */
  dueAt: string;
}

export interface CheckOptions {
  random?: () => number;
  /** Most lines read per check over all sources. */
  lineBudget?: number;
  /** Time the read may take. */
  readTimeoutMs?: number;
}

export const CHECK_LINE_BUDGET = 50_000;
const READ_TIMEOUT_MS = 20_000;

/** Runs the check planned for `ref.dueAt`; undefined when it is not (or no longer) this run's to do. */
export async function runCheck(
  ctx: AppContext,
  ref: CheckRef,
  opts: CheckOptions = {},
): Promise<ActivityEntry | undefined> {
  const found = await getRule(ctx.store, ref.tenantId, ref.projectId, ref.ruleId);
  if (!found?.rule.enabled || found.rule.nextCheckAt !== ref.dueAt) return undefined;
  const rule = found.rule;
  const now = ctx.clock.now();
  const next = nextCheckAt(rule.schedule, now, opts.random).toISOString();
  if (!(await claimCheck(ctx.store, ref, rule.id, ref.dueAt, now.toISOString(), next))) return undefined;

  const end = now.getTime();
  const measured = await measureRule(ctx, ref, rule, end, {
    lineBudget: opts.lineBudget ?? CHECK_LINE_BUDGET,
    timeoutMs: opts.readTimeoutMs ?? READ_TIMEOUT_MS,
  });
  const entry: ActivityEntry = {
    id: randomUUID(),
    ruleId: rule.id,
    at: now.toISOString(),
    outcome: "ok",
    value: 0,
    threshold: 0,
  };
  let counters = { watchdog_checks: 1, watchdog_trips: 0, watchdog_alerts: 0 };
  if ("error" in measured) {
    entry.outcome = "error";
    entry.reason = measured.error.code;
  } else {
    const ev = measured.evaluation;
    entry.value = ev.value;
    entry.threshold = ev.threshold;
    // a source that failed while others answered: the check stands on the others and names the failure
    if (measured.failures[0]) entry.reason = measured.failures[0].code;
    if (ev.tripped) {
      counters = { ...counters, watchdog_trips: 1 };
      const state = await getSuppressionState(ctx.store, ref, rule.id);
      const reason = suppressionOf(rule, state, ev.fingerprint, now);
      if (reason) {
        entry.outcome = "suppressed";
        entry.reason = reason;
      } else {
        entry.outcome = "tripped";
        await putSuppressionState(ctx.store, ref, rule.id, afterAlert(rule, state, ev.fingerprint, now));
        await setLastTriggered(ctx.store, ref, rule.id, entry.at);
        await act(ctx, ref, rule, entry, end);
        if (entry.outcome === "tripped") counters = { ...counters, watchdog_alerts: 1 };
      }
    }
  }
  await putActivity(ctx.store, ref, entry);
  await bumpProjectStats(ctx, { tenantId: ref.tenantId, projectId: ref.projectId, at: now }, counters);
  return entry;
}

function describe(rule: Rule, entry: ActivityEntry): string {
  const unit = rule.type === "error_rate" ? "%" : "";
  return `Watchdog rule "${rule.name}" (${rule.type}) tripped: ${entry.value}${unit} against a threshold of ${entry.threshold}${unit} over the last ${rule.lookbackSeconds}s`;
}

/** The rule's action for an alert: a watchdog.alert on the delivery queue, or an analysis of the window. */
async function act(ctx: AppContext, ref: CheckRef, rule: Rule, entry: ActivityEntry, end: number): Promise<void> {
  if (rule.action === "notify") {
    await ctx.queue.send("delivery", {
      kind: "watchdog.alert",
      dedupId: `watchdog:${rule.id}:${ref.dueAt}`,
      tenantId: ref.tenantId,
      projectId: ref.projectId,
      ...(rule.severity ? { severity: rule.severity } : {}),
      alert: {
        ruleId: rule.id,
        ruleName: rule.name,
        at: entry.at,
        value: entry.value,
        threshold: entry.threshold,
        reason: describe(rule, entry),
        activityId: entry.id,
      },
    });
    return;
  }
  const tenant = await getTenant(ctx.store, ref.tenantId);
  if (!tenant) return;
  try {
    const analysis = await startAnalysis(
      ctx,
      { tenant, projectId: ref.projectId },
      {
        description: describe(rule, entry),
        timeStart: new Date(end - rule.lookbackSeconds * 1000).toISOString(),
        timeEnd: new Date(end).toISOString(),
      },
      { trigger: { kind: "watchdog", ruleId: rule.id }, forceAsync: true },
    );
    entry.analysisId = analysis.id;
  } catch (err) {
    // e.g. the monthly analyses quota: the trip is recorded, the analysis could not start
    entry.outcome = "error";
    entry.reason = isAppError(err) ? err.code : "ANALYSIS_ERROR";
  }
}
