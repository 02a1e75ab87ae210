// A protocol-faithful CloudWatch Logs JSON API (POST /, X-Amz-Target): SigV4 verified for real against the
// known key, FilterLogEvents (limit ≤ 10 000, ms bounds inclusive, startFromHead, uneven and empty pages that
// still carry nextToken) and DescribeLogGroups; errors as HTTP 400 {"__type","message"} like AWS sends them.
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

export interface FakeCloudWatch extends FakeHandle {
  lines: FakeLine[];
}

const NEWEST_FIRST_MIN_START = Date.UTC(2024, 0, 1);
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
      const raw = pattern.match(/\??"[^"]*"|\S+/g) ?? [];
      const anyOf = raw.some((t) => t.startsWith("?"));
      const terms = raw.map((t) => t.replace(/^\?/, "").replace(/^"(.*)"$/, "$1"));
      const hits = events
        .filter(
          (e) =>
            e.group === g &&
            e.timestamp >= start &&
            e.timestamp <= end &&
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
    awsError(res, "UnknownOperationException", `Operation ${op} is not supported by this fake`);
  });
  return Object.assign(handle, { lines });
}
