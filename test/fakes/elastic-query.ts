// The Elasticsearch / OpenSearch query DSL the fake honours, in the subset the connector sends: match_all, bool
// (filter, must, should with minimum_should_match, must_not), range on @timestamp, term, terms (exact, as on
// keyword fields) and query_string (search-query.ts syntax; text matched case-insensitively, as analysed).
import { matchesQuery, parseSearchQuery } from "./search-query.js";

export class QueryDslError extends Error {}

export interface DslDoc {
  ts: number;
  source: Record<string, unknown>;
}

const fieldOf = (source: Record<string, unknown>, path: string): unknown =>
  path
    .split(".")
    .reduce<unknown>((v, k) => (v && typeof v === "object" ? (v as Record<string, unknown>)[k] : undefined), source) ??
  source[path];

const time = (v: unknown) => (typeof v === "number" ? v : v === undefined ? undefined : Date.parse(String(v)));

export function docMatches(query: unknown, doc: DslDoc): boolean {
  if (query === undefined || query === null) return true;
  if (typeof query !== "object") throw new QueryDslError("[query] malformed");
  const entries = Object.entries(query as Record<string, unknown>);
  if (entries.length !== 1) throw new QueryDslError("[query] malformed query, expected a single query type");
  const [kind, spec] = entries[0] as [string, Record<string, unknown>];
  switch (kind) {
    case "match_all":
      return true;
    case "bool": {
      const list = (k: string) => {
        const v = spec[k];
        return v === undefined ? [] : Array.isArray(v) ? v : [v];
      };
      const should = list("should");
      const minShould = Number(spec.minimum_should_match ?? (list("filter").length || list("must").length ? 0 : 1));
      return (
        list("filter").every((q) => docMatches(q, doc)) &&
        list("must").every((q) => docMatches(q, doc)) &&
        !list("must_not").some((q) => docMatches(q, doc)) &&
        (should.length === 0 || should.filter((q) => docMatches(q, doc)).length >= minShould)
      );
    }
    case "range": {
      const [field, r] = Object.entries(spec)[0] as [string, Record<string, unknown>];
      if (field !== "@timestamp") throw new QueryDslError(`range on [${field}] is not supported by this fake`);
      const [gte, gt, lt, lte] = [time(r.gte), time(r.gt), time(r.lt), time(r.lte)];
      return (
        (gte === undefined || doc.ts >= gte) &&
        (gt === undefined || doc.ts > gt) &&
        (lt === undefined || doc.ts < lt) &&
        (lte === undefined || doc.ts <= lte)
      );
    }
    case "term": {
      const [field, v] = Object.entries(spec)[0];
      const want = v && typeof v === "object" ? (v as { value?: unknown }).value : v;
      return fieldOf(doc.source, field) === want;
    }
    case "terms": {
      const [field, values] = Object.entries(spec)[0];
      if (!Array.isArray(values)) throw new QueryDslError("[terms] query does not support a non-array value");
      return values.includes(fieldOf(doc.source, field));
    }
    case "query_string": {
      const q = spec.query;
      if (typeof q !== "string") throw new QueryDslError("[query_string] requires query");
      let node: ReturnType<typeof parseSearchQuery>;
      try {
        node = parseSearchQuery(q, ":");
      } catch (err) {
        throw new QueryDslError(`Failed to parse query [${q}]: ${(err as Error).message}`);
      }
      const defaultField = typeof spec.default_field === "string" ? spec.default_field : "message";
      return matchesQuery(node, (field, value) => {
        const v = fieldOf(doc.source, field ?? defaultField);
        if (v === undefined || v === null) return false;
        const text = String(v).toLowerCase();
        const want = value.toLowerCase();
        return field === undefined ? text.includes(want) : text === want || text.split(/\W+/).includes(want);
      });
    }
    default:
      throw new QueryDslError(`unknown query [${kind}]`);
  }
}

/** `aggs: {name: {filters: {filters: {key: query}}}}` over the matching docs → each key's doc_count. */
export function filtersAggregations(aggs: unknown, docs: DslDoc[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries((aggs ?? {}) as Record<string, Record<string, unknown>>)) {
    const filters = (spec.filters as { filters?: Record<string, unknown> } | undefined)?.filters;
    if (!filters || Array.isArray(filters)) throw new QueryDslError(`aggregation [${name}]: only keyed filters here`);
    const buckets: Record<string, { doc_count: number }> = {};
    for (const [key, q] of Object.entries(filters)) {
      buckets[key] = { doc_count: docs.filter((d) => docMatches(q, d)).length };
    }
    out[name] = { buckets };
  }
  return out;
}
