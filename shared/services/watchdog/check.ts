// One watchdog check (API-DECISIONS "Watchdog rules"), run by the check worker for a rule due at `dueAt`:
//   claim (nextCheckAt moves from dueAt to the next planned time, once) → read the window from the rule's active
//   sources → evaluate → ok | tripped → suppression (cooldown, daily cap, dedup) → notify or auto_analyze
//   → one activity entry and the project's watchdog counters.
// A source that fails makes the check an `error` entry with its code; it never trips the rule.
import { randomUUID } from "node:crypto";
import type { LogRecord } from "../../diagnosis/log-record.js";
import { isAppError } from "../../domain/errors.js";
import type { Rule } from "../../domain/watchdog-rule.schema.js";
import type { AppContext } from "../../runtime/context.js";
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
import { connectorFor, loadActiveSources } from "../log-sources.js";
import { bumpProjectStats } from "../project-stats.js";
import { evaluateRule, readSpanSeconds } from "./evaluate.js";
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

type ReadResult = { records: LogRecord[] } | { error: string };

/** Every active source the rule reads (its sourceIds, else all), over [start, end). */
async function readWindow(
  ctx: AppContext,
  ref: CheckRef,
  rule: Rule,
  window: { start: number; end: number },
  opts: CheckOptions,
): Promise<ReadResult> {
  const { connections, unusable } = await loadActiveSources(ctx, ref.tenantId, ref.projectId);
  const wanted = (id: string) => !rule.sourceIds || rule.sourceIds.includes(id);
  const bad = unusable.find((u) => wanted(u.id));
  if (bad) return { error: bad.error.code };
  const conns = connections.filter((c) => wanted(c.id));
  if (conns.length === 0) return { error: "NO_ACTIVE_SOURCE" };
  const signal = AbortSignal.timeout(opts.readTimeoutMs ?? READ_TIMEOUT_MS);
  const budget = Math.max(1, Math.floor((opts.lineBudget ?? CHECK_LINE_BUDGET) / conns.length));
  const records: LogRecord[] = [];
  for (const conn of conns) {
    try {
      const read = connectorFor(ctx, conn).read(window, { signal, lineBudget: budget });
      for await (const r of read) records.push(r);
      const failure = read.outcome.failures[0];
      if (failure) return { error: failure.error.code };
      if (read.outcome.reason === "deadline") return { error: "UPSTREAM_TIMEOUT" };
    } catch (err) {
      return { error: isAppError(err) ? err.code : "UPSTREAM_ERROR" };
    }
  }
  return { records };
}

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
  const read = await readWindow(ctx, ref, rule, { start: end - readSpanSeconds(rule) * 1000, end }, opts);
  const entry: ActivityEntry = {
    id: randomUUID(),
    ruleId: rule.id,
    at: now.toISOString(),
    outcome: "ok",
    value: 0,
    threshold: 0,
  };
  let counters = { watchdog_checks: 1, watchdog_trips: 0, watchdog_alerts: 0 };
  if ("error" in read) {
    entry.outcome = "error";
    entry.reason = read.error;
  } else {
    const ev = evaluateRule(rule, read.records, end);
    entry.value = ev.value;
    entry.threshold = ev.threshold;
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
