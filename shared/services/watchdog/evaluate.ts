// One rule over the lines of its window (pure): the measured value, the threshold it is held against, whether it
// trips, and a fingerprint of what tripped it (dedup). Patterns run on re2js: linear time whatever the input.
import { RE2JS } from "re2js";
import { isErrorLine } from "../../diagnosis/error-line.js";
import type { LogRecord } from "../../diagnosis/log-record.js";
import type { Rule } from "../../domain/watchdog-rule.schema.js";

export interface Evaluation {
  value: number;
  threshold: number;
  tripped: boolean;
  /** What tripped: the rule's type and the commonest offending message shape. */
  fingerprint: string;
}

export function isError(r: LogRecord): boolean {
  if (r.level === "error" || r.level === "fatal") return true;
  if (r.level !== "unknown" && r.level !== "") return false;
  return isErrorLine(r.message);
}

/** A message's shape: numbers, hex and ids folded, so one failure repeated with new ids is one fingerprint. */
export function messageShape(message: string): string {
  return message
    .slice(0, 300)
    .replace(/\b[0-9a-f]{8}-[0-9a-f-]{27,}\b/gi, "<id>")
    .replace(/\b0x[0-9a-f]+\b/gi, "<hex>")
    .replace(/\d+/g, "<n>")
    .trim();
}

function commonest(shapes: string[]): string {
  const counts = new Map<string, number>();
  let best = "";
  let bestN = 0;
  for (const s of shapes) {
    const n = (counts.get(s) ?? 0) + 1;
    counts.set(s, n);
    if (n > bestN) {
      best = s;
      bestN = n;
    }
  }
  return best;
}

type RuleShape = Pick<Rule, "type" | "condition" | "lookbackSeconds">;

/** What the count-based rule types judge: the window's lines and error lines, and errors per baseline window. */
export interface WindowCounts {
  total: number;
  errors: number;
  /** Spike only: error lines per baseline window, oldest first. */
  baselineErrors: number[];
}

/** The windows a count covers, oldest first: the spike's baseline windows, then the rule's window [end - lookback, end). */
export function bucketsOf(rule: RuleShape, end: number): Array<{ start: number; end: number }> {
  const span = rule.lookbackSeconds * 1000;
  const n = rule.type === "spike" ? ((rule.condition as Record<string, number>).baselineWindows ?? 6) + 1 : 1;
  return Array.from({ length: n }, (_, i) => ({ start: end - (n - i) * span, end: end - (n - i - 1) * span }));
}

/** Counts of lines already read, bucket by bucket as an aggregator would count them. */
export function countLines(rule: RuleShape, records: LogRecord[], end: number): WindowCounts {
  const buckets = bucketsOf(rule, end);
  const errors = buckets.map(() => 0);
  let total = 0;
  const window = buckets[buckets.length - 1];
  const span = window.end - window.start;
  const first = buckets[0].start;
  for (const r of records) {
    if (r.timestamp < first || r.timestamp >= end) continue;
    const i = Math.floor((r.timestamp - first) / span);
    if (i === buckets.length - 1) total++;
    if (isError(r)) errors[i]++;
  }
  return { total, errors: errors[errors.length - 1], baselineErrors: errors.slice(0, -1) };
}

/** A count-based rule (error_count, error_rate, spike) held against its condition. */
export function judgeCounts(
  rule: RuleShape,
  counts: WindowCounts,
): { value: number; threshold: number; tripped: boolean } {
  const c = rule.condition as Record<string, number>;
  switch (rule.type) {
    case "error_rate": {
      const value = counts.total === 0 ? 0 : (100 * counts.errors) / counts.total;
      const threshold = c.thresholdPercent;
      return {
        value: Math.round(value * 100) / 100,
        threshold,
        tripped: counts.total >= c.minLines && value >= threshold,
      };
    }
    case "spike": {
      const windows = counts.baselineErrors.length || 1;
      const baseline = counts.baselineErrors.reduce((a, b) => a + b, 0) / windows;
      const threshold = Math.max(c.minCount, Math.ceil(c.factor * baseline));
      return {
        value: counts.errors,
        threshold,
        tripped: counts.errors >= c.minCount && counts.errors >= c.factor * baseline,
      };
    }
    default:
      return { value: counts.errors, threshold: c.threshold, tripped: counts.errors >= c.threshold };
  }
}

/** The window is [end - lookback, end); `records` may reach further back (spike baselines). */
export function evaluateRule(rule: RuleShape, records: LogRecord[], end: number): Evaluation {
  const start = end - rule.lookbackSeconds * 1000;
  const inWindow = records.filter((r) => r.timestamp >= start && r.timestamp < end);
  if (rule.type === "pattern_match") {
    const c = rule.condition as { pattern: string; threshold?: number };
    const re = RE2JS.compile(c.pattern);
    const hits = inWindow.filter((r) => re.matcher(r.message).find());
    const threshold = c.threshold ?? 1;
    return outcome(rule.type, hits.length, threshold, hits.length >= threshold, hits);
  }
  const j = judgeCounts(rule, countLines(rule, records, end));
  return outcome(rule.type, j.value, j.threshold, j.tripped, inWindow.filter(isError));
}

/** The fingerprint of a trip: the rule's type and the commonest shape of the offending lines (if any were read). */
export function fingerprintOf(type: string, offending: LogRecord[]): string {
  return `${type}:${commonest(offending.map((r) => `${r.service}|${messageShape(r.message)}`))}`;
}

function outcome(type: string, value: number, threshold: number, tripped: boolean, offending: LogRecord[]): Evaluation {
  return { value, threshold, tripped, fingerprint: tripped ? fingerprintOf(type, offending) : `${type}:` };
}

/** How far back a check must read: the window, plus the baseline windows of a spike rule. */
export function readSpanSeconds(rule: Pick<Rule, "type" | "condition" | "lookbackSeconds">): number {
  if (rule.type !== "spike") return rule.lookbackSeconds;
  const windows = ((rule.condition as Record<string, number>).baselineWindows ?? 6) + 1;
  return rule.lookbackSeconds * windows;
}
