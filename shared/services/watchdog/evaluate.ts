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

/** The window is [end - lookback, end); `records` may reach further back (spike baselines). */
export function evaluateRule(
  rule: Pick<Rule, "type" | "condition" | "lookbackSeconds">,
  records: LogRecord[],
  end: number,
): Evaluation {
  const span = rule.lookbackSeconds * 1000;
  const start = end - span;
  const inWindow = records.filter((r) => r.timestamp >= start && r.timestamp < end);
  const c = rule.condition as Record<string, number | string>;
  switch (rule.type) {
    case "error_count": {
      const errors = inWindow.filter(isError);
      const threshold = c.threshold as number;
      return outcome(rule.type, errors.length, threshold, errors.length >= threshold, errors);
    }
    case "error_rate": {
      const errors = inWindow.filter(isError);
      const value = inWindow.length === 0 ? 0 : (100 * errors.length) / inWindow.length;
      const threshold = c.thresholdPercent as number;
      const tripped = inWindow.length >= (c.minLines as number) && value >= threshold;
      return outcome(rule.type, Math.round(value * 100) / 100, threshold, tripped, errors);
    }
    case "pattern_match": {
      const re = RE2JS.compile(c.pattern as string);
      const hits = inWindow.filter((r) => re.matcher(r.message).find());
      const threshold = (c.threshold as number | undefined) ?? 1;
      return outcome(rule.type, hits.length, threshold, hits.length >= threshold, hits);
    }
    case "spike": {
      const errors = inWindow.filter(isError);
      const windows = (c.baselineWindows as number | undefined) ?? 6;
      const baseStart = start - windows * span;
      const baseline =
        records.filter((r) => r.timestamp >= baseStart && r.timestamp < start && isError(r)).length / windows;
      const threshold = Math.max(c.minCount as number, Math.ceil((c.factor as number) * baseline));
      const tripped = errors.length >= (c.minCount as number) && errors.length >= (c.factor as number) * baseline;
      return outcome(rule.type, errors.length, threshold, tripped, errors);
    }
  }
}

function outcome(type: string, value: number, threshold: number, tripped: boolean, offending: LogRecord[]): Evaluation {
  const shape = tripped ? commonest(offending.map((r) => `${r.service}|${messageShape(r.message)}`)) : "";
  return { value, threshold, tripped, fingerprint: `${type}:${shape}` };
}

/** How far back a check must read: the window, plus the baseline windows of a spike rule. */
export function readSpanSeconds(rule: Pick<Rule, "type" | "condition" | "lookbackSeconds">): number {
  if (rule.type !== "spike") return rule.lookbackSeconds;
  const windows = ((rule.condition as Record<string, number>).baselineWindows ?? 6) + 1;
  return rule.lookbackSeconds * windows;
}
