// POST /v1/config/monitoring/dry-run: replays a rule's schedule over the last seven days from one read of each
// source, with the check's own evaluation and suppression, and counts what would have happened.
//   body: an unsaved rule, or {ruleId} of a saved one → read [start - the rule's read span, now) once per source
//   (a source that fails is left out and named in `failedSources`; only when none answers does the dry-run fail)
//   → a check at every planned time (a randomized schedule draws its intervals as the scheduler does, from a
//   generator seeded by the rule, so one rule replays alike every time) → counts per UTC day

import { createHash } from "node:crypto";
import type { AppContext } from "../../app-context.js";
import type { LogRecord } from "../../diagnosis/log-record.js";
import { AppError } from "../../domain/errors.js";
import { type Rule, type RuleBody, ruleBodySchema } from "../../domain/watchdog-rule.schema.js";
import { zodIssues } from "../../http/body.js";
import { missingError } from "../../store/tombstones.dynamo.js";
import { getRule } from "../../store/watchdog-rules.dynamo.js";
import { projectOf } from "../analyses/access.js";
import type { AuthInfo } from "../auth.types.js";
import { evaluateRule, readSpanSeconds } from "./evaluate.js";
import { NO_ACTIVE_SOURCE, readRuleWindow } from "./read-window.js";
import { RULE_TOMB_KIND } from "./rules.js";
import { nextCheckAt, seededRandom } from "./schedule.js";
import { afterAlert, emptyState, type SuppressionReason, suppressionOf } from "./suppression.js";

export const DRY_RUN_DAYS = 7;
const DAY_MS = 86_400_000;
/** Most lines one dry-run reads over all sources. */
export const DRY_RUN_LINE_BUDGET = 500_000;
const READ_TIMEOUT_MS = 25_000;

type RuleShape = Pick<
  Rule,
  "type" | "condition" | "lookbackSeconds" | "schedule" | "cooldownSeconds" | "dailyCap" | "dedupWindowSeconds"
> & { sourceIds?: string[]; query?: string };

export interface DryRunResult {
  checks: number;
  trips: number;
  alerts: number;
  suppressed: Record<SuppressionReason, number>;
  byDay: Array<{ date: string; trips: number; alerts: number }>;
  firstTripAt: string | null;
  /** Sources left out because they could not be read (others answered); absent when all answered. */
  failedSources?: Array<{ sourceId: string; code: string }>;
}

async function ruleOf(ctx: AppContext, auth: AuthInfo, body: Record<string, unknown>): Promise<RuleShape> {
  if ("ruleId" in body) {
    const extra = Object.keys(body).filter((k) => k !== "ruleId");
    if (typeof body.ruleId !== "string" || body.ruleId === "" || extra.length > 0) {
      throw AppError.validation([
        { path: extra.length ? "" : "ruleId", message: "send either {ruleId} of a saved rule or a rule body" },
      ]);
    }
    const found = await getRule(ctx.store, auth.tenant.id, projectOf(auth), body.ruleId);
    if (!found) {
      throw await missingError(
        ctx.store,
        auth.tenant.id,
        RULE_TOMB_KIND,
        body.ruleId,
        ctx.clock.now(),
        "Watchdog rule",
      );
    }
    return found.rule;
  }
  const parsed = ruleBodySchema.safeParse(body);
  if (!parsed.success) throw AppError.validation(zodIssues(parsed.error), "Request body failed validation");
  return parsed.data satisfies RuleBody;
}

/**
 * Every line of [start, end) from the rule's active sources that answered, oldest first, and those that failed;
 * the dry-run fails only when none answers.
 */
async function readOnce(ctx: AppContext, auth: AuthInfo, rule: RuleShape, window: { start: number; end: number }) {
  const ref = { tenantId: auth.tenant.id, projectId: projectOf(auth) };
  const read = await readRuleWindow(ctx, ref, rule, window, {
    lineBudget: DRY_RUN_LINE_BUDGET,
    timeoutMs: READ_TIMEOUT_MS,
  });
  if ("error" in read) {
    if (read.error.code === NO_ACTIVE_SOURCE) {
      throw AppError.validation(
        [{ path: "logSources", message: read.error.message }],
        "Nothing to replay: add or activate a log source first",
      );
    }
    throw AppError.upstream("log_source", read.error.message);
  }
  return { records: read.records.sort((a, b) => a.timestamp - b.timestamp), failures: read.failures };
}

/** First index whose timestamp is ≥ t (records sorted by time). */
function lowerBound(records: LogRecord[], t: number): number {
  let lo = 0;
  let hi = records.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (records[mid].timestamp < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const dateOf = (t: number) => new Date(t).toISOString().slice(0, 10);

/** A seed from the rule's shape: the same rule replays with the same draws. */
export function seedOf(rule: RuleShape): number {
  return createHash("sha256").update(JSON.stringify(rule)).digest().readUInt32BE(0);
}

/**
 * The replay itself (pure): checks from `start` at the schedule's intervals up to `end` — fixed, or drawn from
 * `random` as nextCheckAt draws them (at most one check a minute: 10,080 over the week).
 */
export function replay(
  rule: RuleShape,
  records: LogRecord[],
  start: number,
  end: number,
  random: () => number = seededRandom(seedOf(rule)),
): DryRunResult {
  const spanMs = readSpanSeconds(rule) * 1000;
  const byDay = new Map<string, { date: string; trips: number; alerts: number }>();
  for (let d = Date.parse(dateOf(start)); d <= end; d += DAY_MS)
    byDay.set(dateOf(d), { date: dateOf(d), trips: 0, alerts: 0 });
  const result: DryRunResult = {
    checks: 0,
    trips: 0,
    alerts: 0,
    suppressed: { cooldown: 0, dailyCap: 0, dedup: 0 },
    byDay: [],
    firstTripAt: null,
  };
  let state = emptyState();
  const next = (t: number) => nextCheckAt(rule.schedule, new Date(t), random).getTime();
  for (let t = next(start); t <= end; t = next(t)) {
    result.checks++;
    const slice = records.slice(lowerBound(records, t - spanMs), lowerBound(records, t));
    const ev = evaluateRule(rule, slice, t);
    if (!ev.tripped) continue;
    const day = byDay.get(dateOf(t));
    result.trips++;
    if (day) day.trips++;
    result.firstTripAt ??= new Date(t).toISOString();
    const at = new Date(t);
    const reason = suppressionOf(rule, state, ev.fingerprint, at);
    if (reason) {
      result.suppressed[reason]++;
      continue;
    }
    state = afterAlert(rule, state, ev.fingerprint, at);
    result.alerts++;
    if (day) day.alerts++;
  }
  result.byDay = [...byDay.values()];
  return result;
}

export async function dryRunRule(
  ctx: AppContext,
  auth: AuthInfo,
  body: Record<string, unknown>,
): Promise<DryRunResult> {
  const rule = await ruleOf(ctx, auth, body);
  const end = ctx.clock.now().getTime();
  const start = end - DRY_RUN_DAYS * DAY_MS;
  const { records, failures } = await readOnce(ctx, auth, rule, { start: start - readSpanSeconds(rule) * 1000, end });
  const result = replay(rule, records, start, end);
  // like a check: the replay stands on the sources that answered and names those that did not
  const failedSources = failures.map((f) => ({ sourceId: f.sourceId ?? "", code: f.code }));
  return failedSources.length > 0 ? { ...result, failedSources } : result;
}
