// Datadog: v2 events search with cursor paging, newest first; the site picks the API host from an allow-list.
import type { LogRecord } from "../diagnosis/log-record.js";
import { isAppError } from "../domain/errors.js";
import { DATADOG_SITES, type DatadogSite, type LogSourceConnection } from "../domain/log-source-vocabulary.js";
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
import { callJson } from "./upstream-call.js";

interface DatadogLog {
  id?: string;
  attributes?: {
    timestamp?: string;
    service?: string;
    status?: string;
    host?: string;
    message?: string;
    tags?: string[];
    attributes?: Record<string, unknown>;
  };
}

interface SearchResponse {
  data?: DatadogLog[];
  meta?: {
    page?: { after?: string };
    status?: string;
    warnings?: Array<{ code?: string; title?: string; detail?: string }>;
  };
}

interface AggregateResponse {
  data?: { buckets?: Array<{ by?: Record<string, unknown>; computes?: Record<string, unknown> }> };
  meta?: { status?: string };
}

/** Datadog's statuses that pickLevel folds into error and fatal. */
export const DATADOG_ERROR_QUERY = "status:(error OR critical OR alert OR emergency)";

/** The search query of a read or count: the rule's query (else everything), narrowed to errors when asked. */
export function datadogQuery(query: string | undefined, errorsOnly = false): string {
  const q = query?.trim() || "*";
  if (!errorsOnly) return q;
  return q === "*" ? DATADOG_ERROR_QUERY : `(${q}) ${DATADOG_ERROR_QUERY}`;
}

export function datadogRecord(log: DatadogLog): LogRecord {
  const a = log.attributes ?? {};
  const message = a.message ?? "";
  return {
    timestamp: parseTime(a.timestamp),
    service: a.service || serviceFromMessage(message) || "unknown",
    level: pickLevel(a.status, message),
    message,
    attributes: toAttributes({ host: a.host, tags: a.tags?.join(","), ...(a.attributes ?? {}) }),
  };
}

export function createDatadogDriver(conn: LogSourceConnection, deps: ResolvedDeps): PlatformDriver {
  const site = (conn.settings?.site ?? "datadoghq.com") as DatadogSite;
  const base = (deps.endpointOverrides.datadog ?? DATADOG_SITES[site] ?? DATADOG_SITES["datadoghq.com"]).replace(
    /\/+$/,
    "",
  );
  const headers = {
    "dd-api-key": conn.credentials.apiKey,
    "dd-application-key": conn.credentials.appKey,
    "content-type": "application/json",
    accept: "application/json",
  };
  const search = (op: OpContext, body: unknown) =>
    callJson<SearchResponse>(callContext(deps, "datadog", op), `${base}/api/v2/logs/events/search`, {
      method: "POST",
      headers,
      body: JSON.stringify(body),
    });
  const filter = (source: string, start: number, end: number, query = "*") => ({
    query,
    indexes: [source],
    from: new Date(start).toISOString(),
    to: new Date(end).toISOString(),
  });

  return {
    async *pages(source, window, ctx): AsyncGenerator<Page> {
      let cursor: string | undefined;
      let wanted = ctx.budget;
      do {
        const limit = Math.min(1000, deps.pageSize, wanted + 1);
        const body = await search(ctx, {
          filter: filter(source, window.start, window.end, datadogQuery(ctx.query)),
          sort: "-timestamp",
          page: { limit, ...(cursor ? { cursor } : {}) },
        });
        const data = body.data ?? [];
        cursor = data.length > 0 ? body.meta?.page?.after : undefined;
        const warnings = [
          ...(body.meta?.status === "timeout" ? [`datadog: search timed out on ${source}, results are partial`] : []),
          ...(body.meta?.warnings ?? []).map((w) =>
            `datadog: ${w.code ?? "warning"} ${w.detail ?? w.title ?? ""}`.trim(),
          ),
        ];
        wanted -= data.length;
        yield { records: data.map(datadogRecord), more: cursor !== undefined, warnings };
      } while (cursor && wanted > 0);
    },

    /** One aggregate (count, type total) per bucket: a timeseries' own buckets would not align with ours. */
    async count(source: string, buckets: ReadWindow[], f: CountFilter, op: OpContext): Promise<number[]> {
      const counts: number[] = [];
      for (const b of buckets) {
        const body = await callJson<AggregateResponse>(
          callContext(deps, "datadog", op),
          `${base}/api/v2/logs/analytics/aggregate`,
          {
            method: "POST",
            headers,
            body: JSON.stringify({
              compute: [{ aggregation: "count", type: "total" }],
              // the aggregate filter's `to` is inclusive (epoch ms): the bucket's end is not
              filter: { ...filter(source, b.start, b.end - 1, datadogQuery(f.query, f.errorsOnly)) },
            }),
          },
        );
        const n = body.data?.buckets?.[0]?.computes?.c0;
        counts.push(typeof n === "number" ? n : Number(n) || 0);
      }
      return counts;
    },

    async sample(op) {
      const end = deps.now();
      const body = await search(op, {
        filter: filter(conn.sources[0] ?? "*", end - SAMPLE_WINDOW_MS, end),
        sort: "-timestamp",
        page: { limit: 10 },
      });
      return { records: (body.data ?? []).map(datadogRecord) };
    },

    async discover(op): Promise<DiscoveredSource[]> {
      const ctx = callContext(deps, "datadog", op);
      try {
        const body = await callJson<{ indexes?: Array<{ name?: string }> }>(ctx, `${base}/api/v1/logs/config/indexes`, {
          headers,
        });
        return (body.indexes ?? []).flatMap((i) => (i.name ? [{ name: i.name, kind: "index" as const }] : []));
      } catch (err) {
        if (!isAppError(err) || err.details?.status !== 403) throw err;
        // A scoped application key may lack logs_read_config; if the API key itself is good, "*" still reads.
        await callJson(ctx, `${base}/api/v1/validate`, {
          headers: { "dd-api-key": headers["dd-api-key"], accept: "application/json" },
        });
        return [{ name: "*", kind: "index" }];
      }
    },
  };
}
