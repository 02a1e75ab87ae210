// Splunk: one streamed export search per index (newest first, bounded by `| head`), read as NDJSON so the
// deadline can cut it mid-stream; v2 endpoints with v1 fallback; Bearer with a one-time switch to "Splunk".
import type { LogRecord } from "../diagnosis/log-record.js";
import { AppError, isAppError } from "../domain/errors.js";
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
import { bodyExcerpt, type CallSpec, call, streamError } from "./upstream-call.js";

const INDEX_NAME = /^[A-Za-z0-9_*][A-Za-z0-9_\-*.:]*$/;
const EXPORT_TIMEOUT_MS = 15 * 60 * 1000;

export function splunkRecord(row: Record<string, unknown>): LogRecord {
  const s = (k: string) => (typeof row[k] === "string" && row[k] ? (row[k] as string) : undefined);
  const message = s("_raw") ?? "";
  const { _time, _raw, ...rest } = row;
  return {
    timestamp: parseTime(_time),
    service: s("service") ?? s("app") ?? serviceFromMessage(message) ?? s("sourcetype") ?? s("source") ?? "unknown",
    level: pickLevel(s("log_level") ?? s("level") ?? s("severity") ?? s("loglevel"), message),
    message,
    attributes: toAttributes(rest),
  };
}

const LEVEL_FIELDS = ["log_level", "level", "severity", "loglevel"];
const ERROR_WORDS = ["error", "err", "fatal", "critical", "crit", "alert", "emerg", "emergency", "panic", "severe"];
/**
 * An error event for a count on Splunk's side, as splunkRecord reads one: a level field at error or worse, or,
 * with no level field, an error word in the event (field values and terms match case-insensitively in SPL).
 */
export const SPLUNK_ERROR_CLAUSE = `(${[
  ...LEVEL_FIELDS.flatMap((f) => ERROR_WORDS.map((w) => `${f}=${w}`)),
  `(${LEVEL_FIELDS.map((f) => `NOT ${f}=*`).join(" ")} (${ERROR_WORDS.join(" OR ")}))`,
].join(" OR ")})`;

const seconds = (ms: number) => (ms / 1000).toFixed(3);

export function createSplunkDriver(conn: LogSourceConnection, deps: ResolvedDeps): PlatformDriver {
  const base = conn.credentials.host.replace(/\/+$/, "");
  const explicitScheme = conn.settings?.authScheme as "Bearer" | "Splunk" | undefined;
  let scheme = explicitScheme ?? "Bearer";
  let v2 = true;
  const caPem = conn.settings?.caPem;
  const ctxOf = (op: OpContext) => callContext(deps, "splunk", op);
  const retryable503 = (status: number, body: string) => status === 503 && body.includes("Search not executed");

  /** Calls with the current scheme; a 401 under the default Bearer is retried once as "Splunk" and remembered. */
  async function authed(op: OpContext, path: () => string, spec: CallSpec) {
    const attempt = () =>
      call(ctxOf(op), `${base}${path()}`, {
        ...spec,
        caPem,
        throttledBody: retryable503,
        headers: { ...spec.headers, authorization: `${scheme} ${conn.credentials.token}` },
      });
    try {
      return await attempt();
    } catch (err) {
      if (!explicitScheme && scheme === "Bearer" && isAppError(err) && err.details?.status === 401) {
        scheme = "Splunk";
        try {
          return await attempt();
        } catch (second) {
          scheme = "Bearer";
          throw second;
        }
      }
      throw err;
    }
  }

  async function* exportRows(
    op: OpContext,
    index: string,
    start: number,
    end: number,
    pipeline: string,
    query?: string,
  ) {
    if (!INDEX_NAME.test(index)) {
      throw AppError.upstream("log_source", `splunk: "${index.slice(0, 80)}" is not a valid index name`);
    }
    const form = () =>
      new URLSearchParams({
        // the rule's query is a search clause in parentheses: a pipe inside it is a syntax error, not a new command
        search: `search index=${index}${query ? ` (${query})` : ""} | ${pipeline}`,
        earliest_time: seconds(start),
        latest_time: seconds(end),
        output_mode: "json",
      }).toString();
    const spec: CallSpec = {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      timeoutMs: EXPORT_TIMEOUT_MS,
      accept: [404],
    };
    let res = await authed(op, () => `/services/search/${v2 ? "v2/" : ""}jobs/export`, { ...spec, body: form() });
    if (res.status === 404 && v2) {
      // Before 9.0.1 there is no v2.
      await res.dump();
      v2 = false;
      res = await authed(op, () => "/services/search/jobs/export", { ...spec, body: form() });
    }
    if (res.status === 404) {
      await res.dump();
      throw AppError.upstream("log_source", "splunk: search export endpoint not found", { status: 404 });
    }
    try {
      for await (const line of res.lines()) {
        if (!line.trim()) continue;
        let obj: {
          preview?: boolean;
          result?: Record<string, unknown>;
          results?: Record<string, unknown>[];
          messages?: Array<{ type?: string; text?: string }>;
        };
        try {
          obj = JSON.parse(line);
        } catch {
          continue;
        }
        const fatal = obj.messages?.find((m) => m.type === "ERROR" || m.type === "FATAL");
        if (fatal)
          throw AppError.upstream("log_source", `splunk: ${bodyExcerpt(String(fatal.text ?? "search failed"))}`);
        if (obj.preview) continue;
        if (obj.result) yield obj.result;
        for (const r of obj.results ?? []) yield r;
      }
    } catch (err) {
      throw streamError(ctxOf(op), err);
    }
  }

  return {
    async *pages(index, window, ctx): AsyncGenerator<Page> {
      let batch: LogRecord[] = [];
      for await (const row of exportRows(ctx, index, window.start, window.end, `head ${ctx.budget + 1}`, ctx.query)) {
        batch.push(splunkRecord(row));
        if (batch.length >= deps.pageSize) {
          yield { records: batch, more: true };
          batch = [];
        }
      }
      yield { records: batch, more: false };
    },

    /** `| stats count` per bucket through the same streamed export (its last, non-preview row is the count). */
    async count(index: string, buckets: ReadWindow[], f: CountFilter, op: OpContext): Promise<number[]> {
      const query = [f.query ? `(${f.query})` : "", f.errorsOnly ? SPLUNK_ERROR_CLAUSE : ""].filter(Boolean).join(" ");
      const counts: number[] = [];
      for (const b of buckets) {
        let n = 0;
        for await (const row of exportRows(op, index, b.start, b.end, "stats count", query || undefined)) {
          n = Number(row.count) || 0;
        }
        counts.push(n);
      }
      return counts;
    },

    async sample(op) {
      const who = await authed(op, () => "/services/authentication/current-context?output_mode=json", {
        headers: { accept: "application/json" },
      });
      const ctxBody = (await who.json()) as { entry?: Array<{ content?: { capabilities?: string[] } }> };
      const caps = ctxBody.entry?.[0]?.content?.capabilities;
      const notes = caps && !caps.includes("search") ? ["the token's user lacks the search capability"] : undefined;
      const end = deps.now();
      const records: LogRecord[] = [];
      for await (const row of exportRows(op, conn.sources[0], end - SAMPLE_WINDOW_MS, end, "head 10")) {
        records.push(splunkRecord(row));
      }
      return { records, notes };
    },

    async discover(op): Promise<DiscoveredSource[]> {
      const res = await authed(op, () => "/services/data/indexes?output_mode=json&count=0", {
        headers: { accept: "application/json" },
      });
      const body = (await res.json()) as {
        entry?: Array<{ name?: string; content?: { disabled?: boolean | string } }>;
      };
      return (body.entry ?? [])
        .filter((e) => e.name && !e.name.startsWith("_") && e.content?.disabled !== true && e.content?.disabled !== "1")
        .map((e) => ({ name: e.name as string, kind: "index" as const }));
    },
  };
}
