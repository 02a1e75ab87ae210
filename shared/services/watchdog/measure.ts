// What one check sees: the rule's measure over the sources that answered. Counts come from the aggregator where
// the platform counts (Loki count_over_time, Datadog aggregate, Elasticsearch/OpenSearch filters aggregation,
// Splunk stats count, CloudWatch Logs Insights stats where the rule's filter pattern translates) and from the lines
// otherwise. pattern_match counts on the platform only where its regex is RE2 (Loki's Go regexps);
// elsewhere it reads the lines and matches them with re2js, so the pattern means the same everywhere.
// A source that fails is left out and named in `failures`; only when none answers is the check an error.
import { RE2JS } from "re2js";
import type { AppContext } from "../../app-context.js";
import { COUNT_UNAVAILABLE, type Connector } from "../../connectors/connector.port.js";
import type { LogRecord } from "../../diagnosis/log-record.js";
import { isAppError } from "../../domain/errors.js";
import type { Rule } from "../../domain/watchdog-rule.schema.js";
import {
  bucketsOf,
  countLines,
  type Evaluation,
  evaluateRule,
  fingerprintOf,
  isError,
  judgeCounts,
  readSpanSeconds,
  type WindowCounts,
} from "./evaluate.js";
import { noSourceAnswered, type RuleSources, readSource, ruleSources, type SourceError } from "./read-window.js";

type MeasuredRule = Pick<Rule, "type" | "condition" | "lookbackSeconds" | "sourceIds" | "query">;

export type Measure = { evaluation: Evaluation; failures: SourceError[] } | { error: SourceError };

/** Error lines read after a trip counted on the aggregator's side, for the trip's fingerprint (dedup). */
const FINGERPRINT_SAMPLE = 500;

async function countOnPlatform(
  connector: Connector,
  rule: MeasuredRule,
  end: number,
  signal: AbortSignal,
): Promise<WindowCounts> {
  const count = connector.count?.bind(connector);
  if (!count) throw new Error("unreachable: the connector cannot count");
  const buckets = bucketsOf(rule, end);
  const query = rule.query ? { query: rule.query } : {};
  if (connector.tally && rule.type !== "pattern_match") {
    // lines and error lines of every window in one go (CloudWatch Logs Insights)
    const t = await connector.tally(buckets, query, { signal });
    const last = t[t.length - 1] ?? { total: 0, errors: 0 };
    return { total: last.total, errors: last.errors, baselineErrors: t.slice(0, -1).map((b) => b.errors) };
  }
  if (rule.type === "pattern_match") {
    // matching lines in the window, carried as its "errors" (the pattern is RE2 on both sides)
    const pattern = (rule.condition as { pattern: string }).pattern;
    const [matches] = await count(buckets, { ...query, errorsOnly: false, pattern }, { signal });
    return { total: matches, errors: matches, baselineErrors: [] };
  }
  const errors = await count(buckets, { ...query, errorsOnly: true }, { signal });
  const total =
    rule.type === "error_rate"
      ? (await count(buckets.slice(-1), { ...query, errorsOnly: false }, { signal }))[0]
      : errors[errors.length - 1];
  return { total, errors: errors[errors.length - 1], baselineErrors: errors.slice(0, -1) };
}

export async function measureRule(
  ctx: AppContext,
  ref: { tenantId: string; projectId: string },
  rule: MeasuredRule,
  end: number,
  opts: { lineBudget: number; timeoutMs: number },
): Promise<Measure> {
  const { sources, failures }: RuleSources = await ruleSources(ctx, ref, rule.sourceIds);
  if (sources.length === 0) return { error: noSourceAnswered(failures) };
  const signal = AbortSignal.timeout(opts.timeoutMs);
  const window = { start: end - readSpanSeconds(rule) * 1000, end };
  const lineBudget = Math.max(1, Math.floor(opts.lineBudget / sources.length));
  const onPlatform = (s: RuleSources["sources"][number]) =>
    !!s.connector.count &&
    (rule.type !== "pattern_match" || !!s.connector.countsRe2) &&
    (s.connector.countsQuery?.(rule.query) ?? true);
  const records: LogRecord[] = [];
  const counted: WindowCounts[] = [];
  /** Sources whose platform refused to count: read and counted here like the others that cannot count. */
  const countedHere = new Set<string>();
  let answered = 0;
  for (const source of sources) {
    if (onPlatform(source)) {
      try {
        counted.push(await countOnPlatform(source.connector, rule, end, signal));
        answered++;
        continue;
      } catch (err) {
        // the platform refused to count but may be read (Insights denied): count the lines here instead
        if (!(isAppError(err) && err.details?.[COUNT_UNAVAILABLE])) {
          const code = isAppError(err) ? err.code : "UPSTREAM_ERROR";
          failures.push({ code, message: `${source.name}: the log source could not count`, sourceId: source.id });
          continue;
        }
        countedHere.add(source.id);
      }
    }
    const read = await readSource(source, window, { lineBudget, signal, query: rule.query });
    if ("error" in read) failures.push(read.error);
    else {
      answered++;
      for (const r of read.records) records.push(r);
    }
  }
  if (answered === 0) return { error: failures[0] };

  const read = evaluateRule(rule, records, end);
  if (counted.length === 0) return { evaluation: read, failures };
  const start = end - rule.lookbackSeconds * 1000;
  let j: { value: number; threshold: number; tripped: boolean };
  let offending: (r: LogRecord) => boolean;
  if (rule.type === "pattern_match") {
    const value = read.value + counted.reduce((n, c) => n + c.errors, 0);
    const re = RE2JS.compile((rule.condition as { pattern: string }).pattern);
    j = { value, threshold: read.threshold, tripped: value >= read.threshold };
    offending = (r) => re.matcher(r.message).find();
  } else {
    const sum = [countLines(rule, records, end), ...counted].reduce((a, b) => ({
      total: a.total + b.total,
      errors: a.errors + b.errors,
      baselineErrors: a.baselineErrors.map((n, i) => n + (b.baselineErrors[i] ?? 0)),
    }));
    j = judgeCounts(rule, sum);
    offending = isError;
  }
  if (!j.tripped) return { evaluation: { ...j, fingerprint: `${rule.type}:` }, failures };
  // the counts say nothing of which failure tripped: a sample of the window's lines gives the fingerprint
  const sample = records.filter((r) => r.timestamp >= start && offending(r));
  for (const source of sources.filter((s) => onPlatform(s) && !countedHere.has(s.id))) {
    const got = await readSource(source, { start, end }, { lineBudget: FINGERPRINT_SAMPLE, signal, query: rule.query });
    if ("records" in got) sample.push(...got.records.filter(offending));
  }
  return { evaluation: { ...j, fingerprint: fingerprintOf(rule.type, sample) }, failures };
}
