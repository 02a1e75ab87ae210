// A protocol-faithful Splunk management API: export (NDJSON streamed in chunks, newest first), oneshot and
// normal jobs (v2 POST results, v1 GET), server info, current-context, indexes; Bearer and/or Splunk auth
// schemes; its real 401/503 bodies.
import type { ServerResponse } from "node:http";
import { type FakeHandle, type FakeRequest, firstOf, sendJson, startFakeServer } from "./fake-server.js";
import { type FakeLine, generateLines } from "./log-corpus.js";
import { matchesQuery, parseSearchQuery, type QueryNode } from "./search-query.js";

export interface FakeSplunkOptions {
  lines?: FakeLine[];
  token: string;
  /** Which Authorization scheme the token is accepted with. Default: both. */
  scheme?: "Bearer" | "Splunk" | "both";
  /** Below 9.0.1 there are no v2 search endpoints. Default 9.2.1. */
  version?: string;
  /** Results per streamed chunk of an export. Default 200. */
  chunkLines?: number;
  now?: () => number;
}

export interface FakeSplunk extends FakeHandle {
  lines: FakeLine[];
}

interface Spl {
  index?: string;
  head?: number;
  stats: boolean;
  where?: QueryNode;
  error?: string;
}

function parseSpl(spl: string): Spl {
  const parts = spl.split("|").map((p) => p.trim());
  const first = parts[0].replace(/^search\s+/, "");
  const m = /index\s*=\s*"?([^"\s]+)"?/.exec(first);
  // the rest of the search clause: terms over _raw and field=value over the event's fields (search-query.ts)
  const terms = first.replace(/index\s*=\s*"?[^"\s]+"?/, "").trim();
  let where: QueryNode | undefined;
  if (terms) {
    try {
      where = parseSearchQuery(terms, "=");
    } catch (err) {
      return { stats: false, error: `Error in 'search' command: ${(err as Error).message}.` };
    }
  }
  let head: number | undefined;
  let stats = false;
  for (const p of parts.slice(1)) {
    const h = /^head\s+(?:limit=)?(\d+)$/.exec(p);
    if (h) head = Number(h[1]);
    else if (/^stats\b/.test(p)) stats = true;
    else if (p) return { stats, error: `Error in 'search' command: Unknown search command '${p.split(/\s+/)[0]}'.` };
  }
  return { index: m?.[1], head, stats, where };
}

function parseSplunkTime(v: string | null, now: number, fallback: number): number | undefined {
  if (v === null || v === "") return fallback;
  if (v === "now") return now;
  if (/^\d+(\.\d+)?$/.test(v)) return Math.round(Number(v) * 1000);
  const rel = /^-(\d+)([smhd])$/.exec(v);
  if (rel) return now - Number(rel[1]) * { s: 1e3, m: 6e4, h: 3.6e6, d: 8.64e7 }[rel[2] as "s"];
  const t = Date.parse(v);
  return Number.isNaN(t) ? undefined : t;
}

/** Splunk matches terms case-insensitively: free text in _raw, field=value (field=* : present) on the event's fields. */
const termOf =
  (l: FakeLine) =>
  (field: string | undefined, value: string, phrase: boolean): boolean => {
    const want = value.toLowerCase();
    // a term matches a whole token of the event, a "phrase" its text
    if (field === undefined) return phrase ? l.message.toLowerCase().includes(want) : tokens(l.message).includes(want);
    const fields: Record<string, string | undefined> = {
      host: l.host,
      sourcetype: `${l.service}_app`,
      index: l.source,
      log_level: levelField(l),
    };
    const got = fields[field];
    return got !== undefined && (want === "*" || got.toLowerCase() === want);
  };

const tokens = (text: string) => text.toLowerCase().split(/[^a-z0-9_]+/);

/** Half the events carry a log_level field (as extracted from their sourcetype); the others only their text. */
const levelField = (l: FakeLine) => (l.timestamp % 2 === 0 ? l.level.toUpperCase() : undefined);

const message = (type: string, text: string) => ({ messages: [{ type, text }] });

export async function startFakeSplunk(options: FakeSplunkOptions): Promise<FakeSplunk> {
  const lines = options.lines ?? generateLines({ sources: ["app_prod", "web", "security"] });
  const now = options.now ?? Date.now;
  const version = options.version ?? "9.2.1";
  const hasV2 = version.localeCompare("9.0.1", undefined, { numeric: true }) >= 0;
  const scheme = options.scheme ?? "both";
  const jobs = new Map<string, { results: Record<string, unknown>[]; polls: number }>();
  let sidSeq = 0;

  const authorized = (req: FakeRequest, res: ServerResponse) => {
    const auth = firstOf(req.headers.authorization) ?? "";
    const ok =
      ((scheme === "Bearer" || scheme === "both") && auth === `Bearer ${options.token}`) ||
      ((scheme === "Splunk" || scheme === "both") && auth === `Splunk ${options.token}`);
    if (!ok) sendJson(res, 401, message("WARN", "call not properly authenticated"));
    return ok;
  };

  const run = (form: URLSearchParams): { rows: Record<string, unknown>[]; spl: Spl } | string => {
    const spl = parseSpl(form.get("search") ?? "");
    if (spl.error) return spl.error;
    const t = now();
    const earliest = parseSplunkTime(form.get("earliest_time"), t, 0);
    const latest = parseSplunkTime(form.get("latest_time"), t, t);
    if (earliest === undefined || latest === undefined) return "Invalid earliest_time or latest_time.";
    const hits = lines
      .filter(
        (l) =>
          (!spl.index || spl.index === "*" || l.source === spl.index) &&
          l.timestamp >= earliest &&
          l.timestamp < latest &&
          (!spl.where || matchesQuery(spl.where, termOf(l))),
      )
      .sort((a, b) => b.timestamp - a.timestamp);
    const limited = spl.head !== undefined ? hits.slice(0, spl.head) : hits;
    return {
      spl,
      rows: limited.map((l) => ({
        _time: new Date(l.timestamp).toISOString().replace("Z", "+00:00"),
        _raw: l.message,
        host: l.host,
        source: `/var/log/${l.service}/app.log`,
        sourcetype: `${l.service}_app`,
        index: l.source,
        splunk_server: "idx-1",
        ...(levelField(l) ? { log_level: levelField(l) } : {}),
      })),
    };
  };

  const handle = await startFakeServer(async (req, res, ctl) => {
    const p = req.path.replace(/^\/servicesNS\/[^/]+\/[^/]+/, "/services");
    const isRead = /\/search\/(v2\/)?jobs/.test(p);
    const fault = ctl.take(isRead ? "read" : "other");
    if (fault?.kind === "throttle") {
      return sendJson(
        res,
        503,
        message(
          "FATAL",
          'Search not executed: The maximum number of concurrent historical searches on this instance has been reached., concurrency_category="historical", concurrency_context="instance-wide", current_concurrency=10, concurrency_limit=10',
        ),
      );
    }
    if (fault?.kind === "server_error") return sendJson(res, 500, message("ERROR", "Internal Server Error"));
    const slowMs = fault?.kind === "slow" ? (fault.delayMs ?? 200) : 0;
    if (!authorized(req, res)) return;
    const form = req.method === "POST" ? new URLSearchParams(req.body) : req.url.searchParams;
    const v2 = p.includes("/search/v2/");
    if (v2 && !hasV2) return sendJson(res, 404, message("ERROR", `Not Found`));

    if (req.method === "GET" && p === "/services/server/info") {
      return sendJson(res, 200, { entry: [{ name: "server-info", content: { version, serverName: "splunk-fake" } }] });
    }
    if (req.method === "GET" && p === "/services/authentication/current-context") {
      return sendJson(res, 200, {
        entry: [
          {
            name: "tokenuser",
            content: { username: "svc_logdx", roles: ["user"], capabilities: ["search", "list_indexes"] },
          },
        ],
      });
    }
    if (req.method === "GET" && p === "/services/data/indexes") {
      const names = ["_audit", "_internal", ...new Set(lines.map((l) => l.source))];
      return sendJson(res, 200, {
        origin: `${handle.url}/services/data/indexes`,
        generator: { build: "1a2b3c4d5e6f", version },
        entry: names.map((name) => ({
          name,
          id: `${handle.url}/servicesNS/nobody/search/data/indexes/${name}`,
          content: {
            datatype: "event",
            disabled: false,
            totalEventCount: String(lines.filter((l) => l.source === name).length),
          },
        })),
        paging: { total: names.length, perPage: 0, offset: 0 },
        messages: [],
      });
    }
    if (req.method === "POST" && /^\/services\/search\/(v2\/)?jobs\/export$/.test(p)) {
      const out = run(form);
      if (typeof out === "string") return sendJson(res, 400, message("FATAL", out));
      res.writeHead(200, { "content-type": "application/json; charset=UTF-8" });
      if (out.spl.stats) {
        res.write(
          `${JSON.stringify({ preview: true, offset: 0, result: { count: String(Math.floor(out.rows.length / 2)) } })}\n`,
        );
        res.end(
          `${JSON.stringify({ preview: false, offset: 0, lastrow: true, result: { count: String(out.rows.length) } })}\n`,
        );
        return;
      }
      const chunk = options.chunkLines ?? 200;
      for (let i = 0; i < out.rows.length; i += chunk) {
        if (slowMs && !(await ctl.delay(res, slowMs))) return;
        const part = out.rows.slice(i, i + chunk).map((r, j) => {
          const last = i + j === out.rows.length - 1;
          return JSON.stringify({ preview: false, offset: i + j, ...(last ? { lastrow: true } : {}), result: r });
        });
        res.write(`${part.join("\n")}\n`);
      }
      res.end();
      return;
    }
    if (req.method === "POST" && /^\/services\/search\/(v2\/)?jobs$/.test(p)) {
      const out = run(form);
      if (typeof out === "string") return sendJson(res, 400, message("FATAL", out));
      if (form.get("exec_mode") === "oneshot") {
        const count = Number(form.get("count") ?? "100");
        return sendJson(res, 200, {
          preview: false,
          init_offset: 0,
          messages: [],
          fields: [{ name: "_raw" }, { name: "_time" }, { name: "host" }, { name: "index" }],
          results: count === 0 ? out.rows : out.rows.slice(0, count),
          highlighted: {},
        });
      }
      const sid = `${Math.floor(now() / 1000)}.${++sidSeq}`;
      jobs.set(sid, { results: out.rows, polls: 0 });
      return sendJson(res, 201, { sid });
    }
    const job = /^\/services\/search\/(v2\/)?jobs\/([^/]+)(\/results)?$/.exec(p);
    if (job) {
      const j = jobs.get(job[2]);
      if (!j) return sendJson(res, 404, message("FATAL", `Unknown sid.`));
      if (!job[3] && req.method === "GET") {
        j.polls++;
        const done = j.polls > 1;
        return sendJson(res, 200, {
          entry: [
            {
              name: job[2],
              content: {
                sid: job[2],
                isDone: done,
                dispatchState: done ? "DONE" : "RUNNING",
                resultCount: j.results.length,
              },
            },
          ],
        });
      }
      if (job[3] && ((v2 && req.method === "POST") || (!v2 && req.method === "GET"))) {
        const offset = Number(form.get("offset") ?? "0");
        const count = Number(form.get("count") ?? "100");
        return sendJson(res, 200, {
          preview: false,
          init_offset: offset,
          messages: [],
          results: j.results.slice(offset, count === 0 ? undefined : offset + count),
        });
      }
      return sendJson(res, 405, message("ERROR", "Method Not Allowed"));
    }
    sendJson(res, 404, message("ERROR", "Not Found"));
  });
  return Object.assign(handle, { lines });
}
