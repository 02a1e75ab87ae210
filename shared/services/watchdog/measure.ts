// What one check sees: the rule's measure over the sources that answered. Counts come from the aggregator where
// the platform counts (Loki count_over_time, Datadog aggregate, Elasticsearch/OpenSearch filters aggregation) and
// from the lines otherwise; pattern_match always reads the lines, since only re2js gives RE2's semantics.
// A source that fails is left out and named in `failures`; only when none answers is the check an error.
import type { Connector } from "../../connectors/connector.port.js";
import type { LogRecord } from "../../diagnosis/log-record.js";
import { isAppError } from "../../domain/errors.js";
import type { Rule } from "../../domain/watchdog-rule.schema.js";
import type { AppContext } from "../../runtime/context.js";
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
import { NO_ACTIVE_SOURCE, type RuleSources, readSource, ruleSources, type SourceError } from "./read-window.js";

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
  if (sources.length === 0) {
    return {
      error: failures[0] ?? {
        code: NO_ACTIVE_SOURCE,
        message: "the project has no active log source this rule reads",
      },
    };
  }
  const signal = AbortSignal.timeout(opts.timeoutMs);
  const window = { start: end - readSpanSeconds(rule) * 1000, end };
  const lineBudget = Math.max(1, Math.floor(opts.lineBudget / sources.length));
  const onPlatform = (s: RuleSources["sources"][number]) => rule.type !== "pattern_match" && !!s.connector.count;
  const records: LogRecord[] = [];
  const counted: WindowCounts[] = [];
  let answered = 0;
  for (const source of sources) {
    if (onPlatform(source)) {
      try {
        counted.push(await countOnPlatform(source.connector, rule, end, signal));
        answered++;
      } catch (err) {
        const code = isAppError(err) ? err.code : "UPSTREAM_ERROR";
        failures.push({ code, message: `${source.name}: the log source could not count` });
      }
      continue;
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
  if (rule.type === "pattern_match" || counted.length === 0) return { evaluation: read, failures };
  const sum = [countLines(rule, records, end), ...counted].reduce((a, b) => ({
    total: a.total + b.total,
    errors: a.errors + b.errors,
    baselineErrors: a.baselineErrors.map((n, i) => n + (b.baselineErrors[i] ?? 0)),
  }));
  const j = judgeCounts(rule, sum);
  if (!j.tripped) return { evaluation: { ...j, fingerprint: `${rule.type}:` }, failures };
  // the counts say nothing of which failure tripped: a sample of the window's error lines gives the fingerprint
  const offending = records.filter((r) => r.timestamp >= end - rule.lookbackSeconds * 1000 && isError(r));
  for (const source of sources.filter(onPlatform)) {
    const sample = await readSource(
      source,
      { start: end - rule.lookbackSeconds * 1000, end },
      { lineBudget: FINGERPRINT_SAMPLE, signal, query: rule.query },
    );
    if ("records" in sample) offending.push(...sample.records.filter(isError));
  }
  return { evaluation: { ...j, fingerprint: fingerprintOf(rule.type, offending) }, failures };
}
