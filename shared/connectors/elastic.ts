// Elasticsearch and OpenSearch with one plain-JSON client: a point-in-time per source (each product's own
// API, flavour detected once), search_after paging newest first, PIT closed at the end or the deadline.
import type { LogRecord } from "../diagnosis/log-record.js";
import { isAppError } from "../domain/errors.js";
import type { LogSourceConnection } from "../domain/log-source.schema.js";
import type { CountFilter, DiscoveredSource, ReadWindow } from "./connector.port.js";
import {
  callContext,
  type OpContext,
  type Page,
  type PlatformDriver,
  type ResolvedDeps,
  SAMPLE_WINDOW_MS,
} from "./driver.js";
import { parseTime, pickLevel, serviceFromMessage, toAttributes } from "./normalize.js";
import { call, callJson } from "./upstream-call.js";

type Flavor = "elasticsearch" | "opensearch";
type SortValue = string | number;

interface Hit {
  _index?: string;
  _id?: string;
  _source?: Record<string, unknown>;
  sort?: SortValue[];
}
interface SearchResponse {
  pit_id?: string;
  hits?: { hits?: Hit[] };
}

const PIT_KEEP_ALIVE = "2m";

export function elasticAuthHeader(c: Record<string, string>): string {
  if (c.apiKey) return `ApiKey ${c.apiKey.includes(":") ? Buffer.from(c.apiKey).toString("base64") : c.apiKey}`;
  return `Basic ${Buffer.from(`${c.username}:${c.password}`).toString("base64")}`;
}

const get = (o: Record<string, unknown> | undefined, path: string): unknown =>
  path
    .split(".")
    .reduce<unknown>((v, k) => (v && typeof v === "object" ? (v as Record<string, unknown>)[k] : undefined), o) ??
  o?.[path];
const str = (v: unknown): string | undefined => (typeof v === "string" && v ? v : undefined);

export function elasticRecord(hit: Hit): LogRecord {
  const s = hit._source ?? {};
  const message = str(get(s, "message")) ?? str(get(s, "log")) ?? str(get(s, "msg")) ?? JSON.stringify(s);
  const service =
    str(get(s, "service.name")) ??
    str(get(s, "service")) ??
    str(get(s, "kubernetes.container.name")) ??
    str(get(s, "app")) ??
    serviceFromMessage(message) ??
    hit._index ??
    "unknown";
  const rest: Record<string, unknown> = { ...s };
  for (const k of ["@timestamp", "timestamp", "message", "msg", "service", "level", "severity"]) delete rest[k];
  return {
    timestamp: parseTime(get(s, "@timestamp") ?? get(s, "timestamp")),
    service,
    level: pickLevel(get(s, "log.level") ?? get(s, "level") ?? get(s, "severity"), message),
    message,
    attributes: toAttributes({ ...rest, _index: hit._index, _id: hit._id }),
  };
}

const timeRange = (w: ReadWindow) => ({
  range: {
    "@timestamp": {
      gte: new Date(w.start).toISOString(),
      lt: new Date(w.end).toISOString(),
      format: "strict_date_optional_time",
    },
  },
});

/** The levels pickLevel folds into error and fatal, as keyword values are stored (case matters on keywords). */
const ERROR_LEVELS = ["error", "fatal", "critical", "crit", "emerg", "alert", "panic", "severe"].flatMap((l) => [
  l,
  l.toUpperCase(),
  l[0].toUpperCase() + l.slice(1),
]);

/** An error line for a count on the cluster's side: its level in any of the fields elasticRecord reads. */
export const ELASTIC_ERROR_CLAUSE = {
  bool: {
    should: ["log.level", "level", "severity"].map((field) => ({ terms: { [field]: ERROR_LEVELS } })),
    minimum_should_match: 1,
  },
};

/** The window, the rule's query as a Lucene query_string, and the error clause when only errors count. */
export const rangeQuery = (w: ReadWindow, query?: string, errorsOnly = false) => ({
  bool: {
    filter: [
      timeRange(w),
      ...(query ? [{ query_string: { query, default_field: "message" } }] : []),
      ...(errorsOnly ? [ELASTIC_ERROR_CLAUSE] : []),
    ],
  },
});

const MAX_RESULT_WINDOW = 10_000;

/**
 * search_after paging on @timestamp alone skips every line that shares the last timestamp of a page. So the
 * next page starts *at* that timestamp (search_after one unit later) and the lines already seen there, by
 * _index/_id, are dropped. Only when more lines share one timestamp than a page can hold does it step past.
 */
export class PageEdge {
  private at: number | undefined;
  private seen = new Set<string>();

  /** Size and search_after for the next page, or undefined to page as usual (first page, non-numeric sort). */
  next(pageSize: number): { size: number; searchAfter: SortValue[]; warning?: string } | undefined {
    if (this.at === undefined) return undefined;
    if (this.seen.size + pageSize > MAX_RESULT_WINDOW) {
      const warning = `elastic: more than ${this.seen.size} lines share the timestamp ${new Date(this.at).toISOString()}; some of them may be skipped`;
      const searchAfter = [this.at];
      this.at = undefined;
      this.seen.clear();
      return { size: pageSize, searchAfter, warning };
    }
    return { size: this.seen.size + pageSize, searchAfter: [this.at + 1] };
  }

  /** The hits not returned before; remembers the ones at the new edge. */
  take(hits: Hit[]): Hit[] {
    const key = (h: Hit) => `${h._index ?? ""}/${h._id ?? ""}`;
    const fresh = hits.filter((h) => !this.seen.has(key(h)));
    const lastSort = hits[hits.length - 1]?.sort?.[0];
    if (typeof lastSort !== "number" || !hits.every((h) => h._id !== undefined)) {
      this.at = undefined;
      this.seen.clear();
      return fresh;
    }
    if (lastSort !== this.at) this.seen.clear();
    this.at = lastSort;
    for (const h of hits) if (h.sort?.[0] === lastSort) this.seen.add(key(h));
    return fresh;
  }
}

export function createElasticDriver(conn: LogSourceConnection, deps: ResolvedDeps): PlatformDriver {
  const base = conn.credentials.host.replace(/\/+$/, "");
  const headers = {
    authorization: elasticAuthHeader(conn.credentials),
    "content-type": "application/json",
    accept: "application/json",
  };
  let flavor: Flavor | undefined;
  const ctxOf = (op: OpContext) => callContext(deps, "elastic", op);
  const index = (source: string) => source.split(",").map(encodeURIComponent).join(",");

  /** Opens a PIT with whichever product answers; undefined when neither PIT API is available. */
  async function openPit(op: OpContext, source: string): Promise<string | undefined> {
    const tries: Flavor[] = flavor ? [flavor] : ["elasticsearch", "opensearch"];
    for (const f of tries) {
      const path = f === "elasticsearch" ? "_pit" : "_search/point_in_time";
      const res = await call(ctxOf(op), `${base}/${index(source)}/${path}?keep_alive=${PIT_KEEP_ALIVE}`, {
        method: "POST",
        headers,
        accept: [400, 404, 405],
      });
      const body = (await res.json().catch(() => ({}))) as { id?: string; pit_id?: string; error?: { type?: string } };
      if (res.status === 200) {
        flavor = res.headers["x-elastic-product"] === "Elasticsearch" ? "elasticsearch" : f;
        return f === "elasticsearch" ? body.id : body.pit_id;
      }
      if (res.status === 404 && body.error?.type === "index_not_found_exception") return undefined;
    }
    return undefined;
  }

  async function closePit(pit: string) {
    const op = { signal: AbortSignal.timeout(2_000) };
    const es = flavor === "elasticsearch";
    await call(ctxOf(op), `${base}/${es ? "_pit" : "_search/point_in_time"}`, {
      method: "DELETE",
      headers,
      body: JSON.stringify(es ? { id: pit } : { pit_id: [pit] }),
      accept: [404],
    })
      .then((r) => r.dump())
      .catch(() => undefined);
  }

  const search = (op: OpContext, url: string, body: unknown) =>
    callJson<SearchResponse>(ctxOf(op), url, { method: "POST", headers, body: JSON.stringify(body) });

  return {
    async *pages(source, window, ctx): AsyncGenerator<Page> {
      let pit = await openPit(ctx, source);
      let after: SortValue[] | undefined;
      let wanted = ctx.budget;
      let reopened = false;
      // Without a PIT there is no tie-breaker (ES refuses to sort on _id), so the page edge is re-read.
      const edge = new PageEdge();
      try {
        while (wanted > 0) {
          const pageSize = Math.min(MAX_RESULT_WINDOW, deps.pageSize, wanted + 1);
          const overlap = pit ? undefined : edge.next(pageSize);
          const size = overlap?.size ?? pageSize;
          const sort: unknown[] = [{ "@timestamp": { order: "desc" } }];
          // Elasticsearch adds _shard_doc to a PIT sort by itself; OpenSearch gets an explicit tie-breaker.
          if (pit && flavor === "opensearch") sort.push({ _id: "asc" });
          const searchAfter = pit ? after : (overlap?.searchAfter ?? after);
          const body = {
            size,
            track_total_hits: false,
            query: rangeQuery(window, ctx.query),
            sort,
            ...(pit ? { pit: { id: pit, keep_alive: PIT_KEEP_ALIVE } } : {}),
            ...(searchAfter ? { search_after: searchAfter } : {}),
          };
          const url = pit
            ? `${base}/_search`
            : `${base}/${index(source)}/_search?ignore_unavailable=true&allow_no_indices=true`;
          let res: SearchResponse;
          try {
            res = await search(ctx, url, body);
          } catch (err) {
            // An expired PIT is reopened once and the read resumes from the last sort values.
            if (pit && !reopened && isAppError(err) && err.details?.status === 404) {
              reopened = true;
              pit = await openPit(ctx, source);
              continue;
            }
            throw err;
          }
          if (res.pit_id) pit = res.pit_id;
          const hits = res.hits?.hits ?? [];
          const last = hits[hits.length - 1];
          after = last?.sort;
          const fresh = pit ? hits : edge.take(hits);
          wanted -= fresh.length;
          const more = hits.length >= size && after !== undefined;
          yield {
            records: fresh.map(elasticRecord),
            more,
            ...(overlap?.warning ? { warnings: [overlap.warning] } : {}),
          };
          if (!more) return;
        }
      } finally {
        if (pit) await closePit(pit);
      }
    },

    /** One size:0 search: the whole span in the query, a keyed `filters` aggregation with one range per bucket. */
    async count(source: string, buckets: ReadWindow[], f: CountFilter, op: OpContext): Promise<number[]> {
      const span = { start: buckets[0].start, end: buckets[buckets.length - 1].end };
      const res = await callJson<{ aggregations?: { buckets?: { buckets?: Record<string, { doc_count?: number }> } } }>(
        ctxOf(op),
        `${base}/${index(source)}/_search?ignore_unavailable=true&allow_no_indices=true`,
        {
          method: "POST",
          headers,
          body: JSON.stringify({
            size: 0,
            track_total_hits: false,
            query: rangeQuery(span, f.query, f.errorsOnly),
            aggs: { buckets: { filters: { filters: Object.fromEntries(buckets.map((b, i) => [i, timeRange(b)])) } } },
          }),
        },
      );
      const got = res.aggregations?.buckets?.buckets ?? {};
      return buckets.map((_, i) => got[i]?.doc_count ?? 0);
    },

    async sample(op) {
      const end = deps.now();
      const res = await search(
        op,
        `${base}/${index(conn.sources[0])}/_search?ignore_unavailable=true&allow_no_indices=true`,
        {
          size: 10,
          track_total_hits: false,
          query: rangeQuery({ start: end - SAMPLE_WINDOW_MS, end }),
          sort: [{ "@timestamp": { order: "desc" } }],
        },
      );
      return { records: (res.hits?.hits ?? []).map(elasticRecord) };
    },

    async discover(op): Promise<DiscoveredSource[]> {
      const ctx = ctxOf(op);
      const res = await call(ctx, `${base}/_resolve/index/*?expand_wildcards=open`, {
        headers,
        accept: [403, 404, 405],
      });
      let names: string[];
      const out: DiscoveredSource[] = [];
      if (res.status === 200) {
        const body = (await res.json()) as {
          indices?: Array<{ name: string; data_stream?: string; attributes?: string[] }>;
          aliases?: Array<{ name: string }>;
          data_streams?: Array<{ name: string }>;
        };
        for (const d of body.data_streams ?? []) out.push({ name: d.name, kind: "data_stream" });
        for (const a of body.aliases ?? []) out.push({ name: a.name, kind: "alias" });
        names = (body.indices ?? [])
          .filter((i) => !i.data_stream && !i.attributes?.includes("hidden"))
          .map((i) => i.name);
      } else {
        await res.dump();
        const rows = await callJson<Array<{ index?: string }>>(
          ctx,
          `${base}/_cat/indices?format=json&h=index,health,status,docs.count&s=index`,
          { headers },
        );
        names = rows.flatMap((r) => (r.index ? [r.index] : []));
      }
      // Dated indices collapse to one pattern (app-logs-2025.03.01 → app-logs-*), which is what a tenant reads.
      const seen = new Set<string>();
      for (const n of names.filter((n) => !n.startsWith("."))) {
        const pattern = n.replace(/[-_.]?\d{4}[.-]\d{2}([.-]\d{2})?(-\d+)?$/, "-*").replace(/--\*$/, "-*");
        const name = pattern === n ? n : pattern;
        if (!seen.has(name)) {
          seen.add(name);
          out.push({ name, kind: "index" });
        }
      }
      return out.filter((s) => !s.name.startsWith("."));
    },
  };
}
