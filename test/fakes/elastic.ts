// A protocol-faithful Elasticsearch / OpenSearch search API in two personalities: PIT open/close in each
// product's own shape (ids rotate, expire after keep_alive), search_after paging, range on @timestamp,
// _resolve/index, _cat/indices, the authenticate calls, and each product's own auth and error bodies.
import type { ServerResponse } from "node:http";
import { docMatches, filtersAggregations, QueryDslError } from "./elastic-query.js";
import { type FakeHandle, type FakeRequest, firstOf, sendJson, sendText, startFakeServer } from "./fake-server.js";
import { type FakeLine, generateLines } from "./log-corpus.js";

export interface FakeElasticOptions {
  flavor: "elasticsearch" | "opensearch";
  lines?: FakeLine[];
  username?: string;
  password?: string;
  /** Elasticsearch only: the key as "id:api_key"; clients send base64 of it (the "encoded" form). */
  apiKey?: string;
  aliases?: Record<string, string[]>;
  dataStreams?: Record<string, string[]>;
  now?: () => number;
  /** false: no point-in-time API (an OpenSearch before 2.4, or a proxy answering 405), so clients page without one. */
  pit?: boolean;
}

export interface FakeElastic extends FakeHandle {
  lines: FakeLine[];
  /** PIT contexts still open. */
  openPits(): number;
}

interface Doc {
  id: string;
  seq: number;
  index: string;
  ts: number;
  source: Record<string, unknown>;
}

type SortVal = number | string;

function keepAliveMs(v: unknown): number | undefined {
  const m = /^(\d+)(ms|s|m|h)$/.exec(String(v ?? ""));
  return m ? Number(m[1]) * { ms: 1, s: 1e3, m: 6e4, h: 3.6e6 }[m[2] as "s"] : undefined;
}

const esError = (type: string, reason: string, status: number) => ({
  error: { root_cause: [{ type, reason }], type, reason },
  status,
});

export async function startFakeElastic(options: FakeElasticOptions): Promise<FakeElastic> {
  const es = options.flavor === "elasticsearch";
  const lines = options.lines ?? generateLines({ sources: ["app-logs-2025.03.01", "audit-2025.03.01"] });
  const now = options.now ?? Date.now;
  const docs: Doc[] = lines.map((l, i) => ({
    id: `d${i.toString(36).padStart(6, "0")}`,
    seq: i,
    index: l.source,
    ts: l.timestamp,
    source: {
      "@timestamp": new Date(l.timestamp).toISOString(),
      message: l.message,
      log: { level: l.level },
      service: { name: l.service },
      host: { name: l.host },
    },
  }));
  const indices = [...new Set(docs.map((d) => d.index))].sort();
  const aliases = options.aliases ?? {};
  const dataStreams = options.dataStreams ?? {};
  const pits = new Map<string, { indices: string[]; expiresAt: number; ctx: number }>();
  let pitSeq = 0;
  const product: Record<string, string> = es ? { "x-elastic-product": "Elasticsearch" } : {};
  const json = (res: ServerResponse, status: number, body: unknown, extra: Record<string, string> = {}) =>
    sendJson(res, status, body, { ...product, ...extra });

  const resolveTarget = (target: string): string[] | { missing: string } => {
    const out = new Set<string>();
    for (const part of target.split(",").filter(Boolean)) {
      const rx = new RegExp(`^${part.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")}$`);
      const hits = [
        ...indices.filter((i) => rx.test(i)),
        ...Object.entries(aliases).flatMap(([a, ix]) => (rx.test(a) ? ix : [])),
        ...Object.entries(dataStreams).flatMap(([d, ix]) => (rx.test(d) ? ix : [])),
      ];
      if (hits.length === 0 && !part.includes("*")) return { missing: part };
      for (const h of hits) out.add(h);
    }
    return [...out];
  };

  const authenticate = (req: FakeRequest, res: ServerResponse): string | undefined => {
    const auth = firstOf(req.headers.authorization) ?? "";
    const basicOk =
      options.username !== undefined &&
      auth === `Basic ${Buffer.from(`${options.username}:${options.password}`).toString("base64")}`;
    const keyOk =
      es && options.apiKey !== undefined && auth === `ApiKey ${Buffer.from(options.apiKey).toString("base64")}`;
    if (basicOk) return options.username;
    if (keyOk) return `api_key:${options.apiKey?.split(":")[0]}`;
    if (!es) {
      sendText(res, 401, "Unauthorized");
      return undefined;
    }
    const user = auth.startsWith("Basic ") ? Buffer.from(auth.slice(6), "base64").toString().split(":")[0] : undefined;
    const reason = user
      ? `unable to authenticate user [${user}] for REST request [${req.path}]`
      : `unable to authenticate with provided credentials and anonymous access is not allowed for this request`;
    json(res, 401, esError("security_exception", reason, 401), {
      "www-authenticate": 'Basic realm="security", charset="UTF-8", ApiKey',
    });
    return undefined;
  };

  const compare = (a: SortVal[], b: SortVal[], orders: Array<"asc" | "desc">) => {
    for (let i = 0; i < orders.length; i++) {
      if (a[i] === b[i]) continue;
      const lt = a[i] < b[i];
      return (orders[i] === "asc") === lt ? -1 : 1;
    }
    return 0;
  };

  const search = (res: ServerResponse, target: string[], body: Record<string, unknown>, pitId?: string) => {
    const size = Number(body.size ?? 10);
    const from = Number(body.from ?? 0);
    if (from + size > 10_000) {
      return json(
        res,
        400,
        esError(
          "illegal_argument_exception",
          `Result window is too large, from + size must be less than or equal to: [10000] but was [${from + size}].`,
          400,
        ),
      );
    }
    const sortSpec = ((body.sort as unknown[]) ?? [{ "@timestamp": { order: "desc" } }]).map((s) => {
      if (typeof s === "string") return { field: s, order: "asc" as const };
      const [field, v] = Object.entries(s as Record<string, unknown>)[0];
      const order = typeof v === "string" ? v : ((v as { order?: string }).order ?? "asc");
      return { field, order: order as "asc" | "desc" };
    });
    if (pitId && es && !sortSpec.some((s) => s.field === "_shard_doc"))
      sortSpec.push({ field: "_shard_doc", order: "asc" });
    if (sortSpec.some((s) => s.field === "_id") && es) {
      return json(
        res,
        400,
        esError("illegal_argument_exception", "Fielddata access on the _id field is disallowed", 400),
      );
    }
    const key = (d: Doc): SortVal[] =>
      sortSpec.map((s) =>
        s.field === "@timestamp" ? d.ts : s.field === "_id" ? d.id : s.field === "_shard_doc" ? d.seq : 0,
      );
    const orders = sortSpec.map((s) => s.order);
    let hits: Doc[];
    let aggregations: Record<string, unknown> | undefined;
    try {
      hits = docs.filter((d) => target.includes(d.index) && docMatches(body.query, d));
      const aggs = body.aggs ?? body.aggregations;
      if (aggs) aggregations = filtersAggregations(aggs, hits);
    } catch (err) {
      if (!(err instanceof QueryDslError)) throw err;
      return json(res, 400, esError("parsing_exception", err.message, 400));
    }
    hits.sort((a, b) => compare(key(a), key(b), orders));
    const after = body.search_after as SortVal[] | undefined;
    if (after) hits = hits.filter((d) => compare(key(d), after, orders) > 0);
    const page = hits.slice(from, from + size);
    const include = Array.isArray(body._source) ? (body._source as string[]) : undefined;
    const pick = (src: Record<string, unknown>) =>
      include
        ? Object.fromEntries(Object.entries(src).filter(([k]) => include.some((f) => f === k || f.startsWith(`${k}.`))))
        : src;
    json(res, 200, {
      ...(pitId ? { pit_id: pitId } : {}),
      took: 3,
      timed_out: false,
      _shards: { total: 1, successful: 1, skipped: 0, failed: 0 },
      hits: {
        ...(body.track_total_hits === false ? {} : { total: { value: hits.length, relation: "eq" } }),
        max_score: null,
        hits: page.map((d) => ({ _index: d.index, _id: d.id, _score: null, _source: pick(d.source), sort: key(d) })),
      },
      ...(aggregations ? { aggregations } : {}),
    });
  };

  const openPit = (target: string[], keepAlive: number) => {
    const id = Buffer.from(`pit-${++pitSeq}-${Math.random().toString(36).slice(2)}`).toString("base64");
    pits.set(id, { indices: target, expiresAt: now() + keepAlive, ctx: pitSeq });
    return id;
  };

  const handle = await startFakeServer(async (req, res, ctl) => {
    const path = req.path;
    const isRead = path.endsWith("/_search") && req.method !== "DELETE";
    const fault = ctl.take(isRead ? "read" : "other");
    if (fault?.kind === "throttle") {
      return json(
        res,
        429,
        esError(
          "es_rejected_execution_exception",
          "rejected execution of coordinating operation [coordinating_and_primary_bytes=0, max_coordinating_and_primary_bytes=0]",
          429,
        ),
      );
    }
    if (fault?.kind === "server_error") {
      return json(res, 503, esError("search_phase_execution_exception", "all shards failed", 503));
    }
    if (fault?.kind === "slow" && !(await ctl.delay(res, fault.delayMs ?? 200))) return;
    const ctype = firstOf(req.headers["content-type"]) ?? "";
    if (req.body && !/^application\/(json|vnd\.elasticsearch\+json; ?compatible-with=\d+)/.test(ctype)) {
      return json(res, 406, { error: `Content-Type header [${ctype}] is not supported`, status: 406 });
    }
    const principal = authenticate(req, res);
    if (!principal) return;
    let body: Record<string, unknown> = {};
    if (req.body) {
      try {
        body = JSON.parse(req.body) as Record<string, unknown>;
      } catch {
        return json(res, 400, esError("parse_exception", "request body is required / malformed", 400));
      }
    }
    const seg = path.split("/").filter(Boolean).map(decodeURIComponent);

    if (es && req.method === "GET" && path === "/_security/_authenticate") {
      return json(res, 200, {
        username: principal,
        roles: ["logs_reader"],
        authentication_type: principal.startsWith("api_key") ? "api_key" : "realm",
      });
    }
    if (!es && req.method === "GET" && path === "/_plugins/_security/authinfo") {
      return json(res, 200, { user_name: principal, backend_roles: [], roles: ["readall"] });
    }
    // PIT open
    if (
      req.method === "POST" &&
      ((es && seg.length === 2 && seg[1] === "_pit") ||
        (!es && seg.length === 3 && seg[1] === "_search" && seg[2] === "point_in_time"))
    ) {
      if (options.pit === false) {
        return json(res, 405, {
          error: `Incorrect HTTP method for uri [${path}] and method [POST], allowed: [GET]`,
          status: 405,
        });
      }
      const ka = keepAliveMs(req.url.searchParams.get("keep_alive"));
      if (!ka)
        return json(
          res,
          400,
          esError("action_request_validation_exception", "Validation Failed: 1: [keep_alive] is not specified;", 400),
        );
      const target = resolveTarget(seg[0]);
      if (!Array.isArray(target))
        return json(res, 404, esError("index_not_found_exception", `no such index [${target.missing}]`, 404));
      const id = openPit(target, ka);
      return es
        ? json(res, 200, { id, _shards: { total: 1, successful: 1, skipped: 0, failed: 0 } })
        : json(res, 200, {
            pit_id: id,
            _shards: { total: 1, successful: 1, skipped: 0, failed: 0 },
            creation_time: now(),
          });
    }
    // PIT close
    if (req.method === "DELETE" && ((es && path === "/_pit") || (!es && path === "/_search/point_in_time"))) {
      const ids = es ? [String(body.id)] : ((body.pit_id as string[]) ?? []);
      const freed = ids.filter((id) => pits.delete(id));
      return es
        ? json(res, 200, { succeeded: true, num_freed: freed.length })
        : json(res, 200, { pits: ids.map((id) => ({ pit_id: id, successful: freed.includes(id) })) });
    }
    // Search
    if ((req.method === "POST" || req.method === "GET") && seg[seg.length - 1] === "_search" && seg.length <= 2) {
      const pit = body.pit as { id?: string; keep_alive?: string } | undefined;
      if (pit) {
        if (seg.length === 2) {
          return json(
            res,
            400,
            esError(
              "action_request_validation_exception",
              "Validation Failed: 1: [indices] cannot be used with point in time. Do not specify any index with point in time.;",
              400,
            ),
          );
        }
        const ctx = pit.id ? pits.get(pit.id) : undefined;
        if (!ctx || ctx.expiresAt < now()) {
          if (pit.id) pits.delete(pit.id);
          return json(res, 404, esError("search_context_missing_exception", "No search context found for id [1]", 404));
        }
        const ka = keepAliveMs(pit.keep_alive) ?? 60_000;
        // The id rotates from page to page; the old one stops working once the context moves on.
        pits.delete(pit.id as string);
        const nextId = Buffer.from(`pit-${ctx.ctx}-${Math.random().toString(36).slice(2)}`).toString("base64");
        pits.set(nextId, { ...ctx, expiresAt: now() + ka });
        return search(res, ctx.indices, body, nextId);
      }
      const ignore = req.url.searchParams.get("ignore_unavailable") === "true";
      const target = resolveTarget(seg.length === 2 ? seg[0] : "*");
      if (!Array.isArray(target)) {
        if (!ignore)
          return json(res, 404, esError("index_not_found_exception", `no such index [${target.missing}]`, 404));
        return search(res, [], body);
      }
      return search(res, target, body);
    }
    if (req.method === "GET" && seg[0] === "_resolve" && seg[1] === "index") {
      const hidden = (n: string) => n.startsWith(".");
      const inDs = new Set(Object.values(dataStreams).flat());
      return json(res, 200, {
        indices: indices.map((name) => ({
          name,
          aliases: Object.entries(aliases)
            .filter(([, ix]) => ix.includes(name))
            .map(([a]) => a),
          attributes: hidden(name) ? ["hidden", "open"] : ["open"],
          ...(inDs.has(name)
            ? { data_stream: Object.entries(dataStreams).find(([, ix]) => ix.includes(name))?.[0] }
            : {}),
        })),
        aliases: Object.entries(aliases).map(([name, ix]) => ({ name, indices: ix })),
        data_streams: Object.entries(dataStreams).map(([name, ix]) => ({
          name,
          backing_indices: ix,
          timestamp_field: "@timestamp",
        })),
      });
    }
    if (req.method === "GET" && path === "/_cat/indices") {
      return json(
        res,
        200,
        indices.map((index) => ({
          index,
          health: "green",
          status: "open",
          "docs.count": String(docs.filter((d) => d.index === index).length),
        })),
      );
    }
    if (es) return json(res, 400, { error: `no handler found for uri [${path}] and method [${req.method}]` });
    return json(
      res,
      404,
      esError("invalid_index_name_exception", `Invalid index name [${seg[0] ?? ""}], must not start with '_'.`, 404),
    );
  });
  return Object.assign(handle, { lines, openPits: () => pits.size });
}
