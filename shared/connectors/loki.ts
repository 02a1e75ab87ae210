// Grafana Loki: query_range per stream selector, newest first, paging by moving `end` (no cursor).
import type { LogRecord } from "../diagnosis/log-record.js";
import { AppError } from "../domain/errors.js";
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
import { pickLevel, serviceFromMessage } from "./normalize.js";
import { callJson } from "./upstream-call.js";

const MAX_LIMIT = 5000;
const NS_PER_MS = 1_000_000n;

interface StreamsResponse {
  status?: string;
  data?: { resultType?: string; result?: Array<{ stream?: Record<string, string>; values?: Array<[string, string]> }> };
}

interface Entry {
  ns: bigint;
  line: string;
  labels: Record<string, string>;
}

/** Decision (aggregators.md): an apiKey with ":" is user:token over Basic, otherwise Bearer; orgId → X-Scope-OrgID. */
export function lokiHeaders(credentials: Record<string, string>): Record<string, string> {
  const headers: Record<string, string> = { accept: "application/json" };
  const key = credentials.apiKey;
  if (key) {
    headers.authorization = key.includes(":") ? `Basic ${Buffer.from(key).toString("base64")}` : `Bearer ${key}`;
  }
  if (credentials.orgId) headers["x-scope-orgid"] = credentials.orgId;
  return headers;
}

const SERVICE_LABELS = ["service_name", "app", "job", "service", "container"];

export function lokiRecord(e: Entry, sourceSelector: string): LogRecord {
  const labels = e.labels;
  const svcLabel = SERVICE_LABELS.find((k) => labels[k]);
  const service = (svcLabel ? labels[svcLabel] : undefined) ?? serviceFromMessage(e.line) ?? sourceSelector;
  const level = pickLevel(labels.level ?? labels.detected_level ?? labels.severity, e.line);
  const attributes: Record<string, string> = { ns: e.ns.toString() };
  for (const [k, v] of Object.entries(labels)) {
    if (k !== "level" && k !== "detected_level" && k !== svcLabel) attributes[k] = v;
  }
  return { timestamp: Number(e.ns / NS_PER_MS), service, level, message: e.line, attributes };
}

/** Discovery looks at what Loki's label endpoints default to: the last 6 h. */
const DISCOVERY_SPAN = "6h";
/** As many as a log source may hold. */
const MAX_DISCOVERED = 100;
/** The longest source name a log source accepts. */
const MAX_SELECTOR_LENGTH = 1024;
/**
 * Labels whose values name a stream, best first: Loki 3's own `service_name`, then what Promtail / Alloy
 * configurations commonly set on Loki 2.x (aggregators.md §3.2's service labels, then the Kubernetes namespace).
 */
const STREAM_NAME_LABELS = ["service_name", "app", "job", "service", "container", "namespace"];
/** Labels that say something about a line, not which stream it is. */
const NOT_A_NAME = new Set(["level", "detected_level", "severity", "stream"]);

/**
 * An error line for a count on Loki's side: its `level` label, or the level Loki 3 detects at ingestion. The
 * values are what pickLevel folds into error and fatal.
 */
export const LOKI_ERROR_STAGE =
  '| level=~"(?i)(err|error|fatal|crit|critical|alert|emerg|emergency|panic|severe)" or detected_level=~"(?i)(error|fatal|critical)"';

interface MatrixResponse {
  status?: string;
  data?: { resultType?: string; result?: Array<{ values?: Array<[number | string, string]> }> };
}

/** A LogQL double-quoted string: Go's unquoting gives back exactly `s`. */
const logqlString = (s: string) => `"${s.replace(/[\\"]/g, "\\$&").replace(/\n/g, "\\n")}"`;

/** The LogQL log query of a source with the rule's pipeline, then the error stage or an RE2 line filter. */
export const lokiLogQuery = (selector: string, query?: string, errorsOnly = false, pattern?: string) =>
  [
    selector,
    query,
    errorsOnly ? LOKI_ERROR_STAGE : undefined,
    pattern !== undefined ? `|~ ${logqlString(pattern)}` : undefined,
  ]
    .filter(Boolean)
    .join(" ");

const quoteLabelValue = (v: string) => `"${v.replace(/["\\]/g, "\\$&").replace(/\n/g, "\\n")}"`;

/** `{a="x",b="y"}`, labels in name order: a selector that reads exactly these streams. */
function labelSelector(labels: Record<string, string>): DiscoveredSource {
  const matchers = Object.keys(labels)
    .sort()
    .map((k) => `${k}=${quoteLabelValue(labels[k])}`);
  return { name: `{${matchers.join(",")}}`, kind: "label_selector" };
}

export function createLokiDriver(conn: LogSourceConnection, deps: ResolvedDeps): PlatformDriver {
  const base = conn.credentials.host.replace(/\/+$/, "");
  const headers = lokiHeaders(conn.credentials);
  const get = <T>(op: OpContext, path: string, params: Record<string, string> | URLSearchParams) =>
    callJson<T>(callContext(deps, "loki", op), `${base}${path}?${new URLSearchParams(params)}`, { headers });

  const queryPage = async (op: OpContext, selector: string, startNs: bigint, endNs: bigint, limit: number) => {
    const body = await get<StreamsResponse>(op, "/loki/api/v1/query_range", {
      query: selector,
      start: startNs.toString(),
      end: endNs.toString(),
      limit: String(limit),
      direction: "backward",
    });
    if (body.status !== "success" || body.data?.resultType !== "streams") {
      throw AppError.upstream("log_source", "loki answered with an unexpected body");
    }
    const entries: Entry[] = [];
    for (const s of body.data.result ?? []) {
      for (const [ns, line] of s.values ?? []) entries.push({ ns: BigInt(ns), line, labels: s.stream ?? {} });
    }
    // Sorted within each stream only; merge newest-first across streams.
    entries.sort((a, b) => (a.ns === b.ns ? 0 : a.ns > b.ns ? -1 : 1));
    return entries;
  };

  return {
    // LogQL's line filters are Go regexps: RE2, as re2js is
    re2: true,
    async *pages(selector, window, ctx): AsyncGenerator<Page> {
      const startNs = BigInt(window.start) * NS_PER_MS;
      let endNs = BigInt(window.end) * NS_PER_MS;
      let seenAtEdge = new Set<string>();
      let wanted = ctx.budget;
      while (wanted > 0) {
        const limit = Math.min(MAX_LIMIT, deps.pageSize, wanted + 1);
        const entries = await queryPage(ctx, lokiLogQuery(selector, ctx.query), startNs, endNs, limit);
        const fresh = entries.filter((e) => !seenAtEdge.has(`${e.ns}\u0000${e.line}\u0000${JSON.stringify(e.labels)}`));
        const full = entries.length >= limit;
        wanted -= fresh.length;
        if (!full || entries.length === 0) {
          yield { records: fresh.map((e) => lokiRecord(e, selector)), more: false };
          return;
        }
        const oldest = entries[entries.length - 1].ns;
        // end is exclusive: oldest+1 re-reads the oldest ns, whose already-seen lines are dropped above.
        let nextEnd = oldest + 1n;
        if (nextEnd >= endNs) nextEnd = oldest;
        seenAtEdge = new Set(
          entries.filter((e) => e.ns === oldest).map((e) => `${e.ns}\u0000${e.line}\u0000${JSON.stringify(e.labels)}`),
        );
        endNs = nextEnd;
        yield { records: fresh.map((e) => lokiRecord(e, selector)), more: endNs > startNs };
        if (endNs <= startNs) return;
      }
    },

    /**
     * One metric query_range: `sum(count_over_time(… [span]))` at each bucket's end less 1 ns, since Loki's range
     * is (t - span, t] and a bucket is [start, end).
     */
    async count(selector: string, buckets: ReadWindow[], filter: CountFilter, op: OpContext): Promise<number[]> {
      const spanMs = buckets[0].end - buckets[0].start;
      const firstEnd = buckets[0].end;
      const lastEnd = buckets[buckets.length - 1].end;
      const body = await get<MatrixResponse>(op, "/loki/api/v1/query_range", {
        query: `sum(count_over_time(${lokiLogQuery(selector, filter.query, filter.errorsOnly, filter.pattern)} [${spanMs}ms]))`,
        start: (BigInt(firstEnd) * NS_PER_MS - 1n).toString(),
        end: (BigInt(lastEnd) * NS_PER_MS - 1n).toString(),
        step: `${spanMs}ms`,
      });
      if (body.status !== "success" || body.data?.resultType !== "matrix") {
        throw AppError.upstream("log_source", "loki answered a count with an unexpected body");
      }
      const counts = buckets.map(() => 0);
      for (const series of body.data.result ?? []) {
        for (const [t, v] of series.values ?? []) {
          const i = Math.round((Number(t) * 1000 - firstEnd) / spanMs);
          if (i >= 0 && i < counts.length) counts[i] += Number(v) || 0;
        }
      }
      return counts;
    },

    async sample(op) {
      await get(op, "/loki/api/v1/labels", { since: "1h" });
      const end = BigInt(deps.now()) * NS_PER_MS;
      const entries = await queryPage(op, conn.sources[0], end - BigInt(SAMPLE_WINDOW_MS) * NS_PER_MS, end, 10);
      return { records: entries.slice(0, 10).map((e) => lokiRecord(e, conn.sources[0])) };
    },

    async discover(op): Promise<DiscoveredSource[]> {
      const labels = await get<{ data?: string[] }>(op, "/loki/api/v1/labels", { since: DISCOVERY_SPAN });
      const names = labels.data ?? [];
      // the values of the first label that names streams, as one selector each
      for (const label of STREAM_NAME_LABELS.filter((n) => names.includes(n))) {
        const values = await get<{ data?: string[] }>(op, `/loki/api/v1/label/${encodeURIComponent(label)}/values`, {
          since: DISCOVERY_SPAN,
        });
        const found = (values.data ?? []).filter((v) => v !== "");
        if (found.length) return found.slice(0, MAX_DISCOVERED).map((v) => labelSelector({ [label]: v }));
      }
      // none of those: the streams themselves (/series), each named by its labels
      const others = names.filter((n) => !NOT_A_NAME.has(n) && !n.startsWith("__"));
      if (!others.length) return [];
      const params = new URLSearchParams({ since: DISCOVERY_SPAN });
      for (const n of others) params.append("match[]", `{${n}=~".+"}`);
      const series = await get<{ data?: Array<Record<string, string>> }>(op, "/loki/api/v1/series", params);
      const selectors = new Map<string, DiscoveredSource>();
      for (const set of series.data ?? []) {
        const named = Object.fromEntries(
          Object.entries(set ?? {}).filter(([k, v]) => !NOT_A_NAME.has(k) && !k.startsWith("__") && v !== ""),
        );
        if (Object.keys(named).length === 0) continue;
        const source = labelSelector(named);
        if (source.name.length <= MAX_SELECTOR_LENGTH) selectors.set(source.name, source);
      }
      return [...selectors.values()]
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
        .slice(0, MAX_DISCOVERED);
    },
  };
}
