// Counting on CloudWatch's side with Logs Insights (aggregators.md §1.3): a rule's query is a filter pattern (the
// language FilterLogEvents reads), which Insights does not take, so the pattern is translated into an Insights
// `filter` where that can be done faithfully, and counting falls back to reading lines where it cannot.
//
// Translated: no pattern; plain terms and "quoted phrases" (all must appear, case-sensitive substrings, as
// FilterLogEvents matches them); `?term` alternatives (any); `-term` exclusions. Not translated (the caller reads
// lines instead): JSON patterns `{ $.x = … }`, space-delimited `[a, b > 1, …]`, regex `%…%`, a mix of `?` with plain
// or `-` terms, and phrases holding a quote or a backslash.
//
// Windows are exact: StartQuery's bounds are whole seconds (both inclusive), so the query itself keeps
// [first, end) by `toMillis(@timestamp)`, and puts each line in its window by arithmetic from the first window's
// start rather than `bin()`, whose bins align to the epoch rather than to the check.
//
// An error line is the level the line states, as the connector reads it (pickLevel from the message: a JSON level
// key, a logfmt `level=`, or a level word among the first tokens of a text header), in pickLevel's vocabulary of
// error and fatal, case-insensitive. Insights has no RE2 nor our text heuristics for lines without a level, so a
// line with no stated level is not an error here (Datadog, Elastic and Loki count the same way: the level field).
// The expression is a `parse` with a named group: a line that does not match keeps no field, and `count(field)`
// counts the lines that have it.

/** pickLevel's words for error and fatal (shared/diagnosis/level.ts), as a regex alternation. */
const ERROR_WORDS = "err|erro|error|severe|fail|fatal|fata|ftl|critical|crit|alert|emerg|emergency|panic|pani";
const JSON_LEVEL_KEYS = "level|severity|severitytext|status|lvl|levelname|loglevel|level_name|@l";
const LOGFMT_LEVEL_KEYS = "level|lvl|severity|loglevel";

/** The Insights regex (case-insensitive) that finds a stated error level in @message. */
export const INSIGHTS_ERROR_REGEX = [
  `"(?:${JSON_LEVEL_KEYS})"\\s*:\\s*"(?:${ERROR_WORDS})"`,
  `(?:^|\\s)(?:${LOGFMT_LEVEL_KEYS})="?(?:${ERROR_WORDS})(?:"|\\s|$)`,
  `^(?:\\S+\\s+){0,3}[\\[(<]?(?:${ERROR_WORDS})[\\])>:]?(?:\\s|$)`,
]
  .map((alt) => `(?:${alt})`)
  .join("|");

export const ERROR_FIELD = "logdxErrorLevel";
export const BUCKET_FIELD = "logdxWindow";

type Term = { kind: "all" | "any" | "none"; text: string };

/** A filter pattern's terms, or undefined when the pattern is not a plain term pattern. */
export function filterPatternTerms(pattern: string | undefined): Term[] | undefined {
  const p = (pattern ?? "").trim();
  if (p === "") return [];
  if (/^[{[]/.test(p) || p.startsWith("%")) return undefined;
  const terms: Term[] = [];
  const re = /([?-]?)(?:"([^"]*)"|(\S+))/y;
  let i = 0;
  while (i < p.length) {
    if (/\s/.test(p[i])) {
      i++;
      continue;
    }
    re.lastIndex = i;
    const m = re.exec(p);
    if (!m) return undefined;
    i = re.lastIndex;
    const quoted = m[2];
    const bare = m[3];
    // a bare term is letters, digits and underscores; anything else must be quoted (and then may not hold \ or ")
    if (bare !== undefined && !/^\w+$/.test(bare)) return undefined;
    const text = quoted ?? bare;
    if (text === "" || /[\\"]/.test(text)) return undefined;
    if (i < p.length && !/\s/.test(p[i])) return undefined;
    terms.push({ kind: m[1] === "?" ? "any" : m[1] === "-" ? "none" : "all", text });
  }
  const anyOf = terms.filter((t) => t.kind === "any").length;
  if (anyOf > 0 && anyOf < terms.length) return undefined;
  return terms;
}

/** The Insights condition a filter pattern translates to ("" for no pattern), or undefined when it cannot be. */
export function insightsCondition(pattern: string | undefined): string | undefined {
  const terms = filterPatternTerms(pattern);
  if (!terms) return undefined;
  const lit = (t: Term) => `"${t.text}"`;
  if (terms.length > 0 && terms[0].kind === "any") {
    return `(${terms.map((t) => `@message like ${lit(t)}`).join(" or ")})`;
  }
  return terms.map((t) => `@message ${t.kind === "none" ? "not like" : "like"} ${lit(t)}`).join(" and ");
}

/** Whether a rule's query lets CloudWatch count with Insights. */
export const countsWithInsights = (query: string | undefined) => insightsCondition(query) !== undefined;

/**
 * The one Insights query that counts every window: lines and error lines per window index (0 = oldest), windows
 * of `span` ms from `first` to `end`.
 */
export function insightsCountQuery(condition: string, first: number, span: number, end: number): string {
  const t = "toMillis(@timestamp)";
  return [
    `filter ${t} >= ${first} and ${t} < ${end}${condition ? ` and ${condition}` : ""}`,
    `fields floor((${t} - ${first}) / ${span}) as ${BUCKET_FIELD}`,
    `parse @message /(?i)(?<${ERROR_FIELD}>${INSIGHTS_ERROR_REGEX})/`,
    `stats count(*) as total, count(${ERROR_FIELD}) as errors by ${BUCKET_FIELD}`,
  ].join(" | ");
}

/** GetQueryResults rows → lines and error lines per window. */
export function countsFromRows(
  rows: Array<Array<{ field?: string; value?: string }>>,
  windows: number,
): Array<{ total: number; errors: number }> {
  const out = Array.from({ length: windows }, () => ({ total: 0, errors: 0 }));
  for (const row of rows) {
    const get = (f: string) => row.find((c) => c.field === f)?.value;
    const i = Number(get(BUCKET_FIELD));
    if (!Number.isInteger(i) || i < 0 || i >= windows) continue;
    out[i].total += Number(get("total")) || 0;
    out[i].errors += Number(get("errors")) || 0;
  }
  return out;
}

/** Statuses after which a query no longer changes. */
export const FINAL_STATUSES = new Set(["Complete", "Failed", "Cancelled", "Timeout"]);

/** Waits between polls: short at first (most counts finish in well under a second), then every second. */
export const pollDelayMs = (attempt: number) => Math.min(1000, 50 * 2 ** attempt);

/** Longest one count query is waited for before it is stopped and the count fails as a timeout. */
export const INSIGHTS_MAX_WAIT_MS = 15_000;
