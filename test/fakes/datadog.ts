// A protocol-faithful Datadog Logs API: v2 events search with cursor paging (limit ≤ 1000), v1 index list
// and key validation; DD-API-KEY / DD-APPLICATION-KEY checked as Datadog does; X-RateLimit-* on every answer.
import type { ServerResponse } from "node:http";
import { type FakeHandle, type FakeRequest, firstOf, sendJson, startFakeServer } from "./fake-server.js";
import { type FakeLine, generateLines } from "./log-corpus.js";
import { matchesQuery, parseSearchQuery, type QueryNode } from "./search-query.js";

export interface FakeDatadogOptions {
  lines?: FakeLine[];
  apiKey: string;
  appKey: string;
  /** Rate-limit bucket of the search endpoint; a real 429 happens when it runs out. */
  rateLimit?: { limit: number; periodSeconds: number };
  /**
   * X-RateLimit-Reset sent with an injected throttle (seconds). Default 0 so tests don't wait; every other
   * answer (5xx included) counts down to the end of the current period, as Datadog does.
   */
  throttleResetSeconds?: number;
  /** Make the indexes endpoint 403 even with valid keys (a scoped app key without logs_read_config). */
  forbidIndexList?: boolean;
  now?: () => number;
}

export interface FakeDatadog extends FakeHandle {
  lines: FakeLine[];
}

interface SearchBody {
  filter?: { query?: string; indexes?: string[]; from?: string; to?: string; storage_tier?: string };
  sort?: string;
  page?: { cursor?: string; limit?: number };
}

interface AggregateBody {
  compute?: Array<{ aggregation?: string; type?: string }>;
  filter?: { query?: string; indexes?: string[]; from?: string; to?: string };
  group_by?: unknown[];
}

function parseDdTime(v: string | undefined, now: number, fallback: number): number | undefined {
  if (v === undefined) return fallback;
  if (v === "now") return now;
  const math = /^now-(\d+)([smhdw])$/.exec(v);
  if (math) return now - Number(math[1]) * { s: 1e3, m: 6e4, h: 3.6e6, d: 8.64e7, w: 6.048e8 }[math[2] as "s"];
  if (/^\d+$/.test(v)) return Number(v);
  const t = Date.parse(v);
  return Number.isNaN(t) ? undefined : t;
}

/** Datadog search syntax (search-query.ts): service:, status:, host: and free text over the message, case-insensitive. */
function queryMatcher(query: string): ((l: FakeLine) => boolean) | string {
  let node: QueryNode;
  try {
    node = parseSearchQuery(query, ":");
  } catch (err) {
    return `Invalid query: ${(err as Error).message}`;
  }
  return (l) =>
    matchesQuery(node, (field, value) => {
      const v = value.toLowerCase();
      if (field === undefined) return l.message.toLowerCase().includes(v);
      const of = { service: l.service, status: l.level, host: l.host }[field];
      return of !== undefined && of.toLowerCase() === v;
    });
}

export async function startFakeDatadog(options: FakeDatadogOptions): Promise<FakeDatadog> {
  const lines = options.lines ?? generateLines({ sources: ["main", "audit", "payments"] });
  const now = options.now ?? Date.now;
  const bucket = options.rateLimit ?? { limit: 100_000, periodSeconds: 3600 };
  let used = 0;
  const periodMs = bucket.periodSeconds * 1000;
  const startedAt = now();
  let period = 0;
  /** Seconds until the current period ends; a new period refills the bucket. */
  const resetSeconds = (): number => {
    const elapsed = Math.max(0, now() - startedAt);
    const current = Math.floor(elapsed / periodMs);
    if (current !== period) {
      period = current;
      used = 0;
    }
    return Math.max(1, Math.ceil((periodMs - (elapsed % periodMs)) / 1000));
  };
  const rlHeaders = (): Record<string, string> => ({
    "x-ratelimit-limit": String(bucket.limit),
    "x-ratelimit-period": String(bucket.periodSeconds),
    "x-ratelimit-reset": String(resetSeconds()),
    "x-ratelimit-remaining": String(Math.max(0, bucket.limit - used)),
    "x-ratelimit-name": "logs_list",
  });
  const forbidden = (res: ServerResponse) => sendJson(res, 403, { errors: ["Forbidden"] }, rlHeaders());
  const keysOk = (req: FakeRequest, needApp: boolean) =>
    firstOf(req.headers["dd-api-key"]) === options.apiKey &&
    (!needApp || firstOf(req.headers["dd-application-key"]) === options.appKey);

  let base = "";
  const handle = await startFakeServer(async (req, res, ctl) => {
    const isRead = req.path === "/api/v2/logs/events/search" || req.path === "/api/v2/logs/analytics/aggregate";
    const fault = ctl.take(isRead ? "read" : "other");
    if (fault?.kind === "throttle")
      return sendJson(
        res,
        429,
        { errors: ["Too many requests"] },
        {
          ...rlHeaders(),
          "x-ratelimit-remaining": "0",
          "x-ratelimit-reset": String(options.throttleResetSeconds ?? 0),
        },
      );
    if (fault?.kind === "server_error") return sendJson(res, 503, { errors: ["Service Unavailable"] }, rlHeaders());
    if (fault?.kind === "slow" && !(await ctl.delay(res, fault.delayMs ?? 200))) return;

    if (req.method === "GET" && req.path === "/api/v1/validate") {
      if (!keysOk(req, false)) return forbidden(res);
      return sendJson(res, 200, { valid: true });
    }
    if (req.method === "GET" && req.path === "/api/v1/logs/config/indexes") {
      if (!keysOk(req, true) || options.forbidIndexList) return forbidden(res);
      const names = [...new Set(lines.map((l) => l.source))].sort();
      return sendJson(res, 200, {
        indexes: names.map((name) => ({
          name,
          filter: { query: "*" },
          num_retention_days: 15,
          daily_limit: 200000000,
          is_rate_limited: false,
          exclusion_filters: [],
          num_flex_logs_retention_days: null,
          tags: [],
        })),
      });
    }
    if (req.method === "POST" && req.path === "/api/v2/logs/analytics/aggregate") {
      if (!keysOk(req, true)) return forbidden(res);
      used++;
      if (used > bucket.limit) return sendJson(res, 429, { errors: ["Too many requests"] }, rlHeaders());
      let body: AggregateBody;
      try {
        body = JSON.parse(req.body || "{}") as AggregateBody;
      } catch {
        return sendJson(res, 400, { errors: ["Invalid JSON body"] }, rlHeaders());
      }
      const compute = body.compute ?? [{ aggregation: "count", type: "total" }];
      if (body.group_by?.length || compute.some((c) => c.aggregation !== "count" || (c.type ?? "total") !== "total")) {
        return sendJson(res, 400, { errors: ["this fake aggregates count totals without group_by only"] }, rlHeaders());
      }
      const t = now();
      const from = parseDdTime(body.filter?.from, t, t - 15 * 60_000);
      const to = parseDdTime(body.filter?.to, t, t);
      if (from === undefined || to === undefined)
        return sendJson(res, 400, { errors: ["Invalid time range"] }, rlHeaders());
      const match = queryMatcher(body.filter?.query ?? "*");
      if (typeof match === "string") return sendJson(res, 400, { errors: [match] }, rlHeaders());
      const indexes = body.filter?.indexes ?? ["*"];
      const n = lines.filter(
        (l) =>
          (indexes.includes("*") || indexes.includes(l.source)) && l.timestamp >= from && l.timestamp <= to && match(l),
      ).length;
      const computes = Object.fromEntries(compute.map((_, i) => [`c${i}`, n]));
      return sendJson(
        res,
        200,
        {
          meta: { elapsed: 8, request_id: `req-${used}`, status: "done" },
          data: { buckets: [{ by: {}, computes }] },
        },
        rlHeaders(),
      );
    }
    if (req.method === "POST" && isRead) {
      if (!keysOk(req, true)) return forbidden(res);
      used++;
      if (used > bucket.limit) return sendJson(res, 429, { errors: ["Too many requests"] }, rlHeaders());
      let body: SearchBody;
      try {
        body = JSON.parse(req.body || "{}") as SearchBody;
      } catch {
        return sendJson(res, 400, { errors: ["Invalid JSON body"] }, rlHeaders());
      }
      const limit = body.page?.limit ?? 10;
      if (!Number.isInteger(limit) || limit < 1 || limit > 1000) {
        return sendJson(res, 400, { errors: ["page[limit] must be between 1 and 1000"] }, rlHeaders());
      }
      const t = now();
      const from = parseDdTime(body.filter?.from, t, t - 15 * 60_000);
      const to = parseDdTime(body.filter?.to, t, t);
      if (from === undefined || to === undefined)
        return sendJson(res, 400, { errors: ["Invalid time range"] }, rlHeaders());
      const indexes = body.filter?.indexes ?? ["*"];
      const match = queryMatcher(body.filter?.query ?? "*");
      if (typeof match === "string") return sendJson(res, 400, { errors: [match] }, rlHeaders());
      const fingerprint = JSON.stringify([body.filter, body.sort]);
      let offset = 0;
      if (body.page?.cursor) {
        try {
          const c = JSON.parse(Buffer.from(body.page.cursor, "base64url").toString()) as { o: number; f: string };
          if (c.f !== fingerprint) throw new Error("filter changed");
          offset = c.o;
        } catch {
          return sendJson(res, 400, { errors: ["Invalid cursor"] }, rlHeaders());
        }
      }
      const desc = body.sort !== "timestamp";
      const hits = lines
        .filter(
          (l) =>
            (indexes.includes("*") || indexes.includes(l.source)) &&
            l.timestamp >= from &&
            l.timestamp <= to &&
            match(l),
        )
        .sort((a, b) => (desc ? b.timestamp - a.timestamp : a.timestamp - b.timestamp));
      const page = hits.slice(offset, offset + limit);
      const next =
        offset + limit < hits.length
          ? Buffer.from(JSON.stringify({ o: offset + limit, f: fingerprint })).toString("base64url")
          : undefined;
      const unknown = indexes.filter((i) => i !== "*" && !lines.some((l) => l.source === i));
      return sendJson(
        res,
        200,
        {
          data: page.map((l, i) => ({
            id: Buffer.from(`${l.timestamp}-${offset + i}`).toString("base64url"),
            type: "log",
            attributes: {
              timestamp: new Date(l.timestamp).toISOString(),
              service: l.service,
              status: l.level,
              host: l.host,
              message: l.message,
              tags: ["env:prod", `source:${l.source}`],
              attributes: { index: l.source },
            },
          })),
          meta: {
            page: next ? { after: next } : {},
            elapsed: 12,
            request_id: `req-${used}`,
            status: "done",
            ...(unknown.length
              ? {
                  warnings: [
                    { code: "unknown_index", title: "Unknown index", detail: `indexes: ${unknown.join(", ")}` },
                  ],
                }
              : {}),
          },
          ...(next ? { links: { next: `${base}/api/v2/logs/events?page%5Bcursor%5D=${next}` } } : {}),
        },
        rlHeaders(),
      );
    }
    sendJson(res, 404, { errors: ["Not found"] }, rlHeaders());
  });
  base = handle.url;
  return Object.assign(handle, { lines });
}
