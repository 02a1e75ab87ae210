// A protocol-faithful Grafana Loki query API: query_range (ns timestamps as strings, start inclusive, end
// exclusive, backward by default, limit ≤ 5000), labels, label values, series; text/plain errors.
import type { ServerResponse } from "node:http";
import { RE2JS } from "re2js";
import { type FakeHandle, type FakeRequest, firstOf, sendJson, sendText, startFakeServer } from "./fake-server.js";
import { type FakeLine, generateLines } from "./log-corpus.js";

export interface FakeLokiOptions {
  lines?: FakeLine[];
  /** Accepted credential: a bearer token, or "user:token" for HTTP Basic (Grafana Cloud). Unset: no auth. */
  apiKey?: string;
  /** Multi-tenant mode: X-Scope-OrgID is required and must match to see the data. */
  orgId?: string;
  maxEntriesLimit?: number;
  now?: () => number;
  /**
   * The stream labels of a line. Default: Loki 3 with Promtail-style `app` (the line's source), `service_name`,
   * `env` and `level`. A Loki 2.x estate labels by e.g. `service`, `container`, `namespace` and has no
   * `service_name` (Loki 3 adds it on its own at ingestion).
   */
  labels?: (line: FakeLine) => Record<string, string>;
}

export interface FakeLoki extends FakeHandle {
  lines: FakeLine[];
}

interface Entry {
  ns: bigint;
  line: string;
  labels: Record<string, string>;
}

type Matcher = { name: string; op: "=" | "!=" | "=~" | "!~"; value: string };

function parseSelector(
  query: string,
): { matchers: Matcher[]; filters: Array<(l: string, labels: Record<string, string>) => boolean> } | string {
  const m = /^\s*\{([^}]*)\}(.*)$/s.exec(query);
  if (!m) return `parse error at line 1, col 1: syntax error: unexpected IDENTIFIER`;
  const matchers: Matcher[] = [];
  const re = /\s*([A-Za-z_][A-Za-z0-9_]*)\s*(=~|!~|!=|=)\s*"((?:[^"\\]|\\.)*)"\s*,?/gy;
  const body = m[1];
  let pos = 0;
  while (pos < body.length) {
    re.lastIndex = pos;
    const mm = re.exec(body);
    if (!mm) {
      if (body.slice(pos).trim() === "") break;
      return `parse error at line 1, col ${pos + 2}: syntax error: unexpected character`;
    }
    matchers.push({ name: mm[1], op: mm[2] as Matcher["op"], value: mm[3].replace(/\\(.)/g, "$1") });
    pos = re.lastIndex;
  }
  const nonEmpty = matchers.some(
    (x) => (x.op === "=" && x.value !== "") || (x.op === "=~" && !new RegExp(`^(?:${x.value})$`).test("")),
  );
  if (!nonEmpty) {
    return 'parse error : queries require at least one regexp or equality matcher that does not have an empty-compatible value. For instance, app=~".*" does not meet this requirement, but app=~".+" will';
  }
  const filters: Array<(l: string, labels: Record<string, string>) => boolean> = [];
  const pipeRe = /\s*(\|=|!=|\|~|!~)\s*"((?:[^"\\]|\\.)*)"/gy;
  // a label filter stage: | name=~"re" or name="v" …
  const labelRe = /\s*\|\s*((?:[A-Za-z_][A-Za-z0-9_]*\s*(?:=~|!~|!=|==|=)\s*"(?:[^"\\]|\\.)*"\s*(?:or\s+|and\s+)?)+)/y;
  let rest = m[2];
  while (rest.trim()) {
    labelRe.lastIndex = 0;
    const lf = labelRe.exec(rest);
    if (lf) {
      const parts = lf[1].split(/\s+(or|and)\s+/);
      const terms: Array<(labels: Record<string, string>) => boolean> = [];
      const ops: string[] = [];
      for (const part of parts) {
        if (part === "or" || part === "and") {
          ops.push(part);
          continue;
        }
        const t = /^([A-Za-z_][A-Za-z0-9_]*)\s*(=~|!~|!=|==|=)\s*"((?:[^"\\]|\\.)*)"\s*$/.exec(part.trim());
        if (!t) return "parse error at line 1: syntax error: unexpected label filter";
        const x: Matcher = { name: t[1], op: (t[2] === "==" ? "=" : t[2]) as Matcher["op"], value: unquote(t[3]) };
        terms.push((labels) => matches(labels, [x]));
      }
      // left to right, as the tests use them (a single kind of connective)
      filters.push((_l, labels) =>
        ops.includes("and") ? terms.every((f) => f(labels)) : terms.some((f) => f(labels)),
      );
      rest = rest.slice(labelRe.lastIndex);
      continue;
    }
    pipeRe.lastIndex = 0;
    const p = pipeRe.exec(rest);
    if (!p) return "parse error at line 1: syntax error: unexpected pipeline stage";
    const arg = unquote(p[2]);
    if (p[1] === "|=") filters.push((l) => l.includes(arg));
    else if (p[1] === "!=") filters.push((l) => !l.includes(arg));
    else {
      // Loki's regexps are Go's: RE2, linear time
      let rx: RE2JS;
      try {
        rx = RE2JS.compile(arg);
      } catch (err) {
        return `parse error : error parsing regexp: ${(err as Error).message}`;
      }
      filters.push(p[1] === "|~" ? (l) => rx.matcher(l).find() : (l) => !rx.matcher(l).find());
    }
    rest = rest.slice(pipeRe.lastIndex);
  }
  return { matchers, filters };
}

/** A LogQL double-quoted string's content: \\ and \" unescaped, other escapes kept for the regexp. */
const unquote = (v: string) => v.replace(/\\(["\\])/g, "$1");

function matches(labels: Record<string, string>, ms: Matcher[]): boolean {
  return ms.every((x) => {
    const v = labels[x.name] ?? "";
    if (x.op === "=") return v === x.value;
    if (x.op === "!=") return v !== x.value;
    const ci = x.value.startsWith("(?i)");
    const ok = new RegExp(`^(?:${ci ? x.value.slice(4) : x.value})$`, ci ? "i" : "").test(v);
    return x.op === "=~" ? ok : !ok;
  });
}

/** A Prometheus-style duration (one unit) in ns, e.g. 300s, 60000ms, 5m. */
function durationNs(v: string): bigint | undefined {
  const m = /^(\d+)(ms|s|m|h|d)$/.exec(v);
  if (!m) return /^\d+(\.\d+)?$/.test(v) ? BigInt(Math.round(Number(v) * 1e9)) : undefined;
  return (
    BigInt(m[1]) *
    { ms: 1_000_000n, s: 1_000_000_000n, m: 60_000_000_000n, h: 3_600_000_000_000n, d: 86_400_000_000_000n }[
      m[2] as "s"
    ]
  );
}

/** `sum(count_over_time(<log query> [<range>]))` or without the sum: the log query and the range. */
function parseMetric(query: string): { log: string; rangeNs: bigint; sum: boolean } | string | undefined {
  const m = /^\s*(sum\s*\(\s*)?count_over_time\s*\((.*)\[(\w+)\]\s*\)\s*(\))?\s*$/s.exec(query);
  if (!m) return /^\s*[a-z_]+\s*\(/.test(query) ? "parse error: only count_over_time is supported here" : undefined;
  if (Boolean(m[1]) !== Boolean(m[4])) return "parse error at line 1: syntax error: unexpected )";
  const rangeNs = durationNs(m[3]);
  if (rangeNs === undefined) return `parse error: not a valid duration string: "${m[3]}"`;
  return { log: m[2].trim(), rangeNs, sum: Boolean(m[1]) };
}

/** Loki time parameters: ns integer, float seconds, or RFC3339. */
function parseTime(v: string | undefined, fallback: bigint): bigint | undefined {
  if (v === undefined || v === "") return fallback;
  if (/^\d+$/.test(v)) return BigInt(v);
  if (/^\d+\.\d+$/.test(v)) {
    const [s, f] = v.split(".");
    return BigInt(s) * 1_000_000_000n + BigInt(f.padEnd(9, "0").slice(0, 9));
  }
  const ms = Date.parse(v);
  return Number.isNaN(ms) ? undefined : BigInt(ms) * 1_000_000n;
}

export async function startFakeLoki(options: FakeLokiOptions = {}): Promise<FakeLoki> {
  const lines = options.lines ?? generateLines({ sources: ["checkout", "cart", "payments"] });
  const maxLimit = options.maxEntriesLimit ?? 5000;
  const now = options.now ?? Date.now;
  const entries: Entry[] = lines.map((l) => ({
    ns: BigInt(l.timestamp) * 1_000_000n,
    line: l.message,
    labels: options.labels?.(l) ?? { app: l.source, service_name: l.service, env: "prod", level: l.level },
  }));

  const authorized = (req: FakeRequest, res: ServerResponse): boolean => {
    if (options.apiKey) {
      const auth = firstOf(req.headers.authorization) ?? "";
      const expected = options.apiKey.includes(":")
        ? `Basic ${Buffer.from(options.apiKey).toString("base64")}`
        : `Bearer ${options.apiKey}`;
      if (auth !== expected) {
        sendJson(res, 401, { status: "error", error: "authentication error: invalid authentication credentials" });
        return false;
      }
    }
    if (options.orgId && !req.headers["x-scope-orgid"]) {
      sendText(res, 401, "no org id\n");
      return false;
    }
    return true;
  };
  const visible = (req: FakeRequest) =>
    !options.orgId || String(req.headers["x-scope-orgid"]).split("|").includes(options.orgId) ? entries : [];

  const params = (req: FakeRequest): URLSearchParams => {
    if (req.method === "POST") return new URLSearchParams(req.body);
    return req.url.searchParams;
  };

  const range = (p: URLSearchParams, defaultSpanNs: bigint): { start: bigint; end: bigint } | string => {
    const nowNs = BigInt(now()) * 1_000_000n;
    const end = parseTime(p.get("end") ?? undefined, nowNs);
    const since = p.get("since");
    let start: bigint | undefined;
    if (since) {
      const m = /^(\d+)([smhd])$/.exec(since);
      if (!m) return `invalid since: ${since}`;
      const unit = { s: 1n, m: 60n, h: 3600n, d: 86400n }[m[2] as "s"];
      start = (end ?? nowNs) - BigInt(m[1]) * unit * 1_000_000_000n;
    } else start = parseTime(p.get("start") ?? undefined, (end ?? nowNs) - defaultSpanNs);
    if (start === undefined || end === undefined) return "invalid parameter: could not parse time";
    if (end < start) return "end timestamp must not be before or equal to start time";
    return { start, end };
  };

  const handle = await startFakeServer(async (req, res, ctl) => {
    const path = req.path;
    const isRead = path === "/loki/api/v1/query_range";
    const fault = ctl.take(isRead ? "read" : "other");
    if (fault?.kind === "throttle") return sendText(res, 429, "too many outstanding requests\n");
    if (fault?.kind === "server_error")
      return sendText(res, 500, "rpc error: code = Internal desc = failed to enqueue request\n");
    if (fault?.kind === "slow" && !(await ctl.delay(res, fault.delayMs ?? 200))) return;
    if (!authorized(req, res)) return;
    const p = params(req);

    const metric = parseMetric(p.get("query") ?? "");
    if (typeof metric === "string") return sendText(res, 400, `${metric}\n`);
    if (metric && (path === "/loki/api/v1/query_range" || path === "/loki/api/v1/query")) {
      const sel = parseSelector(metric.log);
      if (typeof sel === "string") return sendText(res, 400, `${sel}\n`);
      let times: bigint[];
      if (path === "/loki/api/v1/query") {
        const t = parseTime(p.get("time") ?? undefined, BigInt(now()) * 1_000_000n);
        if (t === undefined) return sendText(res, 400, "invalid parameter: could not parse time\n");
        times = [t];
      } else {
        const r = range(p, 3_600_000_000_000n);
        if (typeof r === "string") return sendText(res, 400, `${r}\n`);
        const step = durationNs(p.get("step") ?? "");
        if (!step || step <= 0n)
          return sendText(res, 400, "zero or negative query resolution step widths are not accepted\n");
        if ((r.end - r.start) / step > 11_000n)
          return sendText(res, 400, "exceeded maximum resolution of 11,000 points per timeseries\n");
        times = [];
        for (let t = r.start; t <= r.end; t += step) times.push(t);
      }
      const pool = visible(req).filter(
        (e) => matches(e.labels, sel.matchers) && sel.filters.every((f) => f(e.line, e.labels)),
      );
      // one series per stream, or their sum; a point only where the range held a line (Loki has no zero samples)
      const series = new Map<string, { metric: Record<string, string>; points: Array<[number, string]> }>();
      for (const t of times) {
        const per = new Map<string, { labels: Record<string, string>; n: number }>();
        for (const e of pool) {
          if (e.ns <= t - metric.rangeNs || e.ns > t) continue;
          const key = metric.sum ? "" : JSON.stringify(e.labels);
          const cur = per.get(key) ?? { labels: metric.sum ? {} : e.labels, n: 0 };
          cur.n++;
          per.set(key, cur);
        }
        for (const [key, { labels, n }] of per) {
          const s = series.get(key) ?? { metric: labels, points: [] };
          s.points.push([Number(t / 1_000_000n) / 1000, String(n)]);
          series.set(key, s);
        }
      }
      const instant = path === "/loki/api/v1/query";
      return sendJson(res, 200, {
        status: "success",
        data: {
          resultType: instant ? "vector" : "matrix",
          result: [...series.values()].map((s) =>
            instant ? { metric: s.metric, value: s.points[0] } : { metric: s.metric, values: s.points },
          ),
          stats: { summary: { execTime: 0.002, totalLinesProcessed: pool.length } },
        },
      });
    }

    if (path === "/loki/api/v1/query_range") {
      const q = p.get("query") ?? "";
      const sel = parseSelector(q);
      if (typeof sel === "string") return sendText(res, 400, `${sel}\n`);
      const limit = Number(p.get("limit") ?? "100");
      if (!Number.isInteger(limit) || limit <= 0) return sendText(res, 400, "invalid limit\n");
      if (limit > maxLimit) {
        return sendText(
          res,
          400,
          `max entries limit per query exceeded, limit > max_entries_limit_per_query (${limit} > ${maxLimit})\n`,
        );
      }
      const r = range(p, 3_600_000_000_000n);
      if (typeof r === "string") return sendText(res, 400, `${r}\n`);
      const direction = p.get("direction") ?? "backward";
      if (direction !== "backward" && direction !== "forward") return sendText(res, 400, "invalid direction\n");
      const hits = visible(req).filter(
        (e) =>
          e.ns >= r.start &&
          e.ns < r.end &&
          matches(e.labels, sel.matchers) &&
          sel.filters.every((f) => f(e.line, e.labels)),
      );
      hits.sort((a, b) => (a.ns === b.ns ? 0 : a.ns < b.ns === (direction === "forward") ? -1 : 1));
      const page = hits.slice(0, limit);
      const streams = new Map<string, { stream: Record<string, string>; values: [string, string][] }>();
      for (const e of page) {
        const key = JSON.stringify(e.labels);
        let s = streams.get(key);
        if (!s) {
          s = { stream: e.labels, values: [] };
          streams.set(key, s);
        }
        s.values.push([e.ns.toString(), e.line]);
      }
      return sendJson(res, 200, {
        status: "success",
        data: {
          resultType: "streams",
          result: [...streams.values()],
          stats: { summary: { execTime: 0.004, totalLinesProcessed: hits.length } },
        },
      });
    }
    if (path === "/loki/api/v1/labels") {
      const names = new Set<string>();
      for (const e of visible(req)) for (const k of Object.keys(e.labels)) names.add(k);
      return sendJson(res, 200, { status: "success", data: [...names].sort() });
    }
    const lv = /^\/loki\/api\/v1\/label\/([^/]+)\/values$/.exec(path);
    if (lv) {
      const name = decodeURIComponent(lv[1]);
      const values = new Set<string>();
      for (const e of visible(req)) if (e.labels[name] !== undefined) values.add(e.labels[name]);
      return sendJson(res, 200, { status: "success", data: [...values].sort() });
    }
    if (path === "/loki/api/v1/series") {
      const sels = p.getAll("match[]");
      const seen = new Map<string, Record<string, string>>();
      for (const s of sels) {
        const sel = parseSelector(s);
        if (typeof sel === "string") return sendText(res, 400, `${sel}\n`);
        for (const e of visible(req)) if (matches(e.labels, sel.matchers)) seen.set(JSON.stringify(e.labels), e.labels);
      }
      return sendJson(res, 200, { status: "success", data: [...seen.values()] });
    }
    if (path === "/loki/api/v1/query")
      return sendText(
        res,
        400,
        "log queries are not supported as an instant query type, please change your query to a range query type\n",
      );
    sendText(res, 404, "404 page not found\n");
  });
  return Object.assign(handle, { lines });
}
