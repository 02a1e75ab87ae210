// A protocol-faithful CloudWatch Logs JSON API (POST /, X-Amz-Target): SigV4 verified for real against the
// known key, FilterLogEvents (limit ≤ 10 000, ms bounds inclusive, startFromHead, uneven and empty pages that
// still carry nextToken, filter patterns with terms, "phrases", ?alternatives and -exclusions), DescribeLogGroups,
// and Logs Insights StartQuery / GetQueryResults / StopQuery (bounds in epoch seconds, both inclusive; Scheduled,
// then Running, then the end; at most 30 running; the query subset the connector sends, evaluated for real);
// errors as HTTP 400 {"__type","message"} like AWS sends them.
import { createHash, createHmac, randomUUID } from "node:crypto";
import type { ServerResponse } from "node:http";
import { type FakeHandle, type FakeRequest, firstOf, startFakeServer } from "./fake-server.js";
import { type FakeLine, generateLines } from "./log-corpus.js";

export interface FakeCloudWatchOptions {
  lines?: FakeLine[];
  accessKeyId: string;
  secretAccessKey: string;
  /** When set, X-Amz-Security-Token must carry it. */
  sessionToken?: string;
  /** Log groups that exist without any events in the window. */
  extraGroups?: string[];
  now?: () => number;
}

/** How a query ends; "Running" never ends (until StopQuery). */
export type InsightsEnd = "Complete" | "Failed" | "Cancelled" | "Timeout" | "Running";

export interface FakeCloudWatch extends FakeHandle {
  lines: FakeLine[];
  /** The next `count` Insights queries end with `status` (no results) instead of Complete. */
  endNextQueries(status: InsightsEnd, count?: number): void;
  /** While true, StartQuery is AccessDeniedException (keys allowed logs:FilterLogEvents only). */
  denyInsights: boolean;
}

/** Concurrent Insights queries per account (aggregators.md §1.3). */
const MAX_RUNNING_QUERIES = 30;

interface Query {
  status: string;
  polls: number;
  end: InsightsEnd;
  results: Array<Array<{ field: string; value: string }>>;
  statistics: { recordsMatched: number; recordsScanned: number; bytesScanned: number };
}

type Row = { timestamp: number; message: string; fields: Map<string, string | number> };

/** Java-style `(?i)` prefixes become the i flag; a named group is the same in both. */
function insightsRegex(body: string): RegExp {
  let flags = "";
  let src = body.replace(/\\\//g, "/");
  while (src.startsWith("(?i)")) {
    flags = "i";
    src = src.slice(4);
  }
  return new RegExp(src, flags);
}

/**
 * The Logs Insights QL subset the connector sends, evaluated over the group's events: `filter` with and / or / not,
 * `toMillis(@timestamp)` comparisons and `@message like "…"` / `not like "…"` / `like /…/`; `fields` with floor,
 * arithmetic and toMillis `as` a name; `parse @message /(?<name>…)/`; `stats count(*) | count(field) as … by field`.
 * Anything else is a MalformedQueryException, as an unknown command is on AWS.
 */
function runInsights(
  queryString: string,
  events: Array<{ timestamp: number; message: string }>,
): { rows: Query["results"]; matched: number } | { error: string } {
  let rows: Row[] = events.map((e) => ({ timestamp: e.timestamp, message: e.message, fields: new Map() }));
  const value = (r: Row, expr: string): number => {
    const e = expr.trim();
    if (e === "toMillis(@timestamp)") return r.timestamp;
    if (/^-?\d+(\.\d+)?$/.test(e)) return Number(e);
    const floor = /^floor\(\((.+) - (.+)\) \/ (.+)\)$/.exec(e);
    if (floor) return Math.floor((value(r, floor[1]) - value(r, floor[2])) / value(r, floor[3]));
    throw new Error(`unsupported expression ${e}`);
  };
  const cond = (r: Row, text: string): boolean => {
    const c = text.trim();
    const parts = splitTop(c, " and ");
    if (parts.length > 1) return parts.every((p) => cond(r, p));
    const ors = splitTop(c, " or ");
    if (ors.length > 1) return ors.some((p) => cond(r, p));
    if (c.startsWith("(") && c.endsWith(")")) return cond(r, c.slice(1, -1));
    const like = /^@message (not )?like (?:"([^"\\]*)"|\/(.*)\/)$/.exec(c);
    if (like) {
      const hit = like[2] !== undefined ? r.message.includes(like[2]) : insightsRegex(like[3]).test(r.message);
      return like[1] ? !hit : hit;
    }
    const cmp = /^(.+?) (>=|<=|<|>|=|!=) (.+)$/.exec(c);
    if (cmp) {
      const a = value(r, cmp[1]);
      const b = value(r, cmp[3]);
      return { ">=": a >= b, "<=": a <= b, "<": a < b, ">": a > b, "=": a === b, "!=": a !== b }[cmp[2]] as boolean;
    }
    throw new Error(`unsupported condition ${c}`);
  };
  let out: Query["results"] | undefined;
  try {
    for (const command of splitTop(queryString, " | ")) {
      const c = command.trim();
      const fields = /^fields (.+) as (\w+)$/.exec(c);
      const parse = /^parse @message \/(.*)\/$/.exec(c);
      const stats = /^stats (.+?)(?: by (\w+))?$/.exec(c);
      if (c.startsWith("filter ")) {
        rows = rows.filter((r) => cond(r, c.slice(7)));
      } else if (fields) {
        const [, expr, name] = fields;
        for (const r of rows) r.fields.set(name, value(r, expr));
      } else if (parse) {
        const re = insightsRegex(parse[1]);
        for (const r of rows) {
          const groups = re.exec(r.message)?.groups ?? {};
          for (const [k, v] of Object.entries(groups)) if (v !== undefined) r.fields.set(k, v);
        }
      } else if (stats) {
        const m = stats;
        const aggs = m[1].split(/,\s*/).map((a) => {
          const g = /^count\((\*|\w+)\) as (\w+)$/.exec(a.trim());
          if (!g) throw new Error(`unsupported aggregation ${a}`);
          return { field: g[1], as: g[2] };
        });
        const by = m[2];
        const groups = new Map<string, Row[]>();
        for (const r of rows) {
          const key = by ? String(r.fields.get(by) ?? "") : "";
          groups.set(key, [...(groups.get(key) ?? []), r]);
        }
        if (!by && groups.size === 0) groups.set("", []);
        out = [...groups.entries()].map(([key, rs]) => [
          ...(by ? [{ field: by, value: key }] : []),
          ...aggs.map((a) => ({
            field: a.as,
            value: String(a.field === "*" ? rs.length : rs.filter((r) => r.fields.has(a.field)).length),
          })),
        ]);
      } else {
        throw new Error(`unsupported command ${c}`);
      }
    }
  } catch (err) {
    return { error: (err as Error).message };
  }
  const stamp = (t: number) => new Date(t).toISOString().replace("T", " ").replace("Z", "");
  return {
    rows:
      out ??
      rows.map((r) => [
        { field: "@timestamp", value: stamp(r.timestamp) },
        { field: "@message", value: r.message },
      ]),
    matched: rows.length,
  };
}

/** Splits at `sep` outside quotes, slashes (regexes) and parentheses. */
function splitTop(text: string, sep: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quote: string | undefined;
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quote) {
      if (ch === "\\") i++;
      else if (ch === quote) quote = undefined;
      continue;
    }
    // a slash opens a regex only after like / parse: elsewhere it divides
    if (ch === '"' || (ch === "/" && /(?:\blike|parse @message)\s*$/.test(text.slice(0, i)))) quote = ch;
    else if (ch === "(") depth++;
    else if (ch === ")") depth--;
    else if (depth === 0 && text.startsWith(sep, i)) {
      out.push(text.slice(from, i));
      from = i + sep.length;
      i += sep.length - 1;
    }
  }
  out.push(text.slice(from));
  return out;
}

const NEWEST_FIRST_MIN_START = Date.UTC(2024, 0, 1);
const FINAL = new Set(["Complete", "Failed", "Cancelled", "Timeout"]);
const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");
const hmac = (key: string | Buffer, s: string) => createHmac("sha256", key).update(s).digest();

function awsError(res: ServerResponse, type: string, message: string, status = 400) {
  res.writeHead(status, {
    "content-type": "application/x-amz-json-1.1",
    "x-amzn-requestid": randomUUID(),
    "x-amzn-errortype": `${type}:`,
  });
  res.end(JSON.stringify({ __type: type, message }));
}

function ok(res: ServerResponse, body: unknown) {
  res.writeHead(200, { "content-type": "application/x-amz-json-1.1", "x-amzn-requestid": randomUUID() });
  res.end(JSON.stringify(body));
}

/** Recomputes the SigV4 signature from the request as received; returns a problem or undefined. */
function verifySigV4(req: FakeRequest, o: FakeCloudWatchOptions): { type: string; message: string } | undefined {
  const auth = firstOf(req.headers.authorization) ?? "";
  const m =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]+)$/.exec(
      auth,
    );
  if (!m)
    return { type: "IncompleteSignatureException", message: "Authorization header requires 'Credential' parameter." };
  const [, akid, date, region, service, signedHeaders, signature] = m;
  if (akid !== o.accessKeyId)
    return { type: "UnrecognizedClientException", message: "The security token included in the request is invalid." };
  const amzDate = firstOf(req.headers["x-amz-date"]) ?? "";
  const headerLines = signedHeaders
    .split(";")
    .map(
      (h) =>
        `${h}:${String(firstOf(req.headers[h]) ?? "")
          .trim()
          .replace(/\s+/g, " ")}\n`,
    )
    .join("");
  const payloadHash = firstOf(req.headers["x-amz-content-sha256"]) ?? sha256(req.body);
  const canonical = [
    req.method,
    req.path,
    req.url.searchParams.toString(),
    headerLines,
    signedHeaders,
    payloadHash,
  ].join("\n");
  const scope = `${date}/${region}/${service}/aws4_request`;
  const toSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256(canonical)].join("\n");
  const key = hmac(hmac(hmac(hmac(`AWS4${o.secretAccessKey}`, date), region), service), "aws4_request");
  if (createHmac("sha256", key).update(toSign).digest("hex") !== signature) {
    return {
      type: "InvalidSignatureException",
      message:
        "The request signature we calculated does not match the signature you provided. Check your AWS Secret Access Key and signing method. Consult the service documentation for details.",
    };
  }
  if (o.sessionToken !== undefined && firstOf(req.headers["x-amz-security-token"]) !== o.sessionToken) {
    return { type: "UnrecognizedClientException", message: "The security token included in the request is invalid." };
  }
  return undefined;
}

export async function startFakeCloudWatchLogs(options: FakeCloudWatchOptions): Promise<FakeCloudWatch> {
  const lines = options.lines ?? generateLines({ sources: ["/ecs/checkout", "/ecs/cart", "/aws/lambda/payments"] });
  const groups = [...new Set([...lines.map((l) => l.source), ...(options.extraGroups ?? [])])].sort();
  const events = lines.map((l, i) => ({
    group: l.source,
    logStreamName: `${l.service}/${l.service}/${(i % 4).toString(16).padStart(6, "a")}`,
    timestamp: l.timestamp,
    message: l.message,
    ingestionTime: l.timestamp + 457,
    eventId: `${l.timestamp}${String(i).padStart(12, "0")}`,
  }));

  const queries = new Map<string, Query>();
  const endings: InsightsEnd[] = [];
  const running = () => [...queries.values()].filter((q) => !FINAL.has(q.status)).length;

  const handle = await startFakeServer(async (req, res, ctl) => {
    const target = firstOf(req.headers["x-amz-target"]) ?? "";
    const op = target.replace(/^Logs_20140328\./, "");
    const fault = ctl.take(op === "FilterLogEvents" ? "read" : "other");
    if (fault?.kind === "throttle") return awsError(res, "ThrottlingException", "Rate exceeded");
    if (fault?.kind === "server_error") return awsError(res, "ServiceUnavailableException", "Service Unavailable", 503);
    if (fault?.kind === "slow" && !(await ctl.delay(res, fault.delayMs ?? 200))) return;
    if (req.method !== "POST" || req.path !== "/") return awsError(res, "UnknownOperationException", "", 404);
    const problem = verifySigV4(req, options);
    if (problem) return awsError(res, problem.type, problem.message);
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(req.body || "{}");
    } catch {
      return awsError(res, "SerializationException", "Start of structure or map found where not expected.");
    }
    const groupOf = (): string | { error: string } => {
      const name = body.logGroupName as string | undefined;
      const ident = body.logGroupIdentifier as string | undefined;
      if (name && ident) return { error: "LogGroup name and LogGroup ARN are mutually exclusive parameters." };
      const g = name ?? ident?.replace(/^arn:aws:logs:[^:]+:\d+:log-group:/, "").replace(/:\*$/, "");
      if (!g) return { error: "Either logGroupName or logGroupIdentifier must be specified." };
      return g;
    };

    if (op === "FilterLogEvents") {
      const g = groupOf();
      if (typeof g !== "string") return awsError(res, "InvalidParameterException", g.error);
      if (!groups.includes(g))
        return awsError(res, "ResourceNotFoundException", "The specified log group does not exist.");
      const limit = (body.limit as number | undefined) ?? 10_000;
      if (!Number.isInteger(limit) || limit < 1 || limit > 10_000) {
        return awsError(
          res,
          "InvalidParameterException",
          "1 validation error detected: Value at 'limit' failed to satisfy constraint: Member must have value less than or equal to 10000",
        );
      }
      const start = (body.startTime as number | undefined) ?? 0;
      const end = (body.endTime as number | undefined) ?? Number.MAX_SAFE_INTEGER;
      const head = body.startFromHead !== false;
      if (!head && start < NEWEST_FIRST_MIN_START) {
        return awsError(
          res,
          "InvalidParameterException",
          "startFromHead=false is only supported for startTime on or after 2024-01-01",
        );
      }
      const fingerprint = JSON.stringify([g, start, end, head, body.filterPattern ?? ""]);
      let offset = 0;
      let n = 0;
      if (body.nextToken) {
        try {
          const t = JSON.parse(Buffer.from(String(body.nextToken), "base64url").toString()) as {
            o: number;
            f: string;
            n: number;
          };
          if (t.f !== fingerprint) throw new Error("changed");
          offset = t.o;
          n = t.n;
        } catch {
          return awsError(res, "InvalidParameterException", "The specified nextToken is invalid.");
        }
      }
      const pattern = String(body.filterPattern ?? "").trim();
      // filter-pattern terms: all must appear, unless they are ?-alternatives (any); "quoted phrases" are one term
      // -term excludes a term
      const raw = pattern.match(/[?-]?"[^"]*"|\S+/g) ?? [];
      const anyOf = raw.some((t) => t.startsWith("?"));
      const unquote = (t: string) => t.replace(/^"(.*)"$/, "$1");
      const excluded = raw.filter((t) => t.startsWith("-")).map((t) => unquote(t.slice(1)));
      const terms = raw.filter((t) => !t.startsWith("-")).map((t) => unquote(t.replace(/^\?/, "")));
      const hits = events
        .filter(
          (e) =>
            e.group === g &&
            e.timestamp >= start &&
            e.timestamp <= end &&
            !excluded.some((t) => e.message.includes(t)) &&
            (terms.length === 0 ||
              (anyOf ? terms.some((t) => e.message.includes(t)) : terms.every((t) => e.message.includes(t)))),
        )
        .sort((a, b) => (head ? a.timestamp - b.timestamp : b.timestamp - a.timestamp));
      // Pages are uneven like the real 1 MB / scan-time cut-offs: every third is empty, every other one half full.
      const size = n % 3 === 2 ? 0 : n % 2 === 1 ? Math.max(1, Math.floor(limit / 2)) : limit;
      const page = hits.slice(offset, offset + size);
      const nextOffset = offset + page.length;
      const nextToken =
        nextOffset < hits.length
          ? Buffer.from(JSON.stringify({ o: nextOffset, f: fingerprint, n: n + 1 })).toString("base64url")
          : undefined;
      return ok(res, {
        events: page.map(({ group: _g, ...e }) => e),
        searchedLogStreams: [],
        ...(nextToken ? { nextToken } : {}),
      });
    }
    if (op === "DescribeLogGroups") {
      const limit = (body.limit as number | undefined) ?? 50;
      if (!Number.isInteger(limit) || limit < 1 || limit > 50) {
        return awsError(
          res,
          "InvalidParameterException",
          "1 validation error detected: Value at 'limit' failed to satisfy constraint: Member must have value less than or equal to 50",
        );
      }
      const prefix = (body.logGroupNamePrefix as string | undefined) ?? "";
      const all = groups.filter((x) => x.startsWith(prefix));
      const from = body.nextToken ? all.indexOf(String(body.nextToken)) : 0;
      if (from < 0) return awsError(res, "InvalidParameterException", "The specified nextToken is invalid.");
      const page = all.slice(from, from + limit);
      const next = all[from + limit];
      const region =
        /Credential=[^/]+\/\d{8}\/([^/]+)\//.exec(firstOf(req.headers.authorization) ?? "")?.[1] ?? "us-east-1";
      return ok(res, {
        logGroups: page.map((name) => ({
          logGroupName: name,
          creationTime: 1709251200000,
          retentionInDays: 30,
          metricFilterCount: 0,
          arn: `arn:aws:logs:${region}:123456789012:log-group:${name}:*`,
          storedBytes: 734003200,
          logGroupClass: "STANDARD",
          logGroupArn: `arn:aws:logs:${region}:123456789012:log-group:${name}`,
        })),
        ...(next ? { nextToken: next } : {}),
      });
    }
    if (op === "StartQuery") {
      if (fake.denyInsights) {
        return awsError(
          res,
          "AccessDeniedException",
          `User: arn:aws:iam::123456789012:user/logdx-reader is not authorized to perform: logs:StartQuery on resource: arn:aws:logs:us-east-1:123456789012:log-group:${String(body.logGroupName ?? "")}:*`,
        );
      }
      const named = [body.logGroupName, body.logGroupNames, body.logGroupIdentifiers].filter((x) => x !== undefined);
      if (named.length !== 1) {
        return awsError(
          res,
          "InvalidParameterException",
          "Exactly one of logGroupName, logGroupNames or logGroupIdentifiers must be specified.",
        );
      }
      const wanted = (typeof body.logGroupName === "string" ? [body.logGroupName] : (named[0] as unknown[])).map((x) =>
        String(x)
          .replace(/^arn:aws:logs:[^:]+:\d+:log-group:/, "")
          .replace(/:\*$/, ""),
      );
      if (wanted.some((w) => !groups.includes(w)))
        return awsError(res, "ResourceNotFoundException", "The specified log group does not exist.");
      const { startTime, endTime, queryString } = body as {
        startTime?: unknown;
        endTime?: unknown;
        queryString?: unknown;
      };
      // epoch seconds; a millisecond value is a date tens of thousands of years ahead
      if (!Number.isInteger(startTime) || !Number.isInteger(endTime) || (endTime as number) > 1e11) {
        return awsError(res, "InvalidParameterException", "startTime and endTime must be epoch seconds.");
      }
      if ((endTime as number) < (startTime as number))
        return awsError(res, "InvalidParameterException", "endTime must be greater than or equal to startTime.");
      if (typeof queryString !== "string" || queryString.trim() === "")
        return awsError(res, "InvalidParameterException", "queryString must be specified.");
      if (running() >= MAX_RUNNING_QUERIES)
        return awsError(res, "LimitExceededException", "Account maximum query concurrency limit of [30] reached.");
      // both bounds inclusive, in whole seconds
      const from = (startTime as number) * 1000;
      const to = (endTime as number) * 1000 + 999;
      const scanned = events.filter((e) => wanted.includes(e.group) && e.timestamp >= from && e.timestamp <= to);
      const ran = runInsights(queryString, scanned);
      if ("error" in ran) return awsError(res, "MalformedQueryException", `unexpected symbol: ${ran.error}`);
      const queryId = randomUUID();
      queries.set(queryId, {
        status: "Scheduled",
        polls: 0,
        end: endings.shift() ?? "Complete",
        results: ran.rows,
        statistics: {
          recordsMatched: ran.matched,
          recordsScanned: scanned.length,
          bytesScanned: scanned.reduce((n, e) => n + Buffer.byteLength(e.message), 0),
        },
      });
      return ok(res, { queryId });
    }
    if (op === "GetQueryResults") {
      const q = queries.get(String(body.queryId ?? ""));
      if (!q) return awsError(res, "ResourceNotFoundException", "Query does not exist.");
      // Scheduled on the first poll, Running (partial, here empty) on the second, then its end
      q.polls++;
      if (!FINAL.has(q.status)) q.status = q.polls === 1 ? "Scheduled" : q.polls === 2 ? "Running" : q.end;
      const done = q.status === "Complete";
      return ok(res, {
        status: q.status,
        results: done ? q.results : [],
        statistics: done ? q.statistics : { recordsMatched: 0, recordsScanned: 0, bytesScanned: 0 },
      });
    }
    if (op === "StopQuery") {
      const q = queries.get(String(body.queryId ?? ""));
      if (!q) return awsError(res, "ResourceNotFoundException", "Query does not exist.");
      if (FINAL.has(q.status)) return awsError(res, "InvalidParameterException", "Query is not running.");
      q.status = "Cancelled";
      return ok(res, { success: true });
    }
    awsError(res, "UnknownOperationException", `Operation ${op} is not supported by this fake`);
  });
  const fake: FakeCloudWatch = Object.assign(handle, {
    lines,
    denyInsights: false,
    endNextQueries(status: InsightsEnd, count = 1) {
      for (let i = 0; i < count; i++) endings.push(status);
    },
  });
  return fake;
}
