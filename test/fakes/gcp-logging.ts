// A protocol-faithful Google Cloud Logging: the OAuth token route (RS256 signature, iss/aud/lifetime checks,
// invalid_grant bodies), entries:list (filter subset, orderBy, pageSize ≤ 1000, page tokens, empty pages that
// still carry a token, a per-minute quota) and logs.list, with Google's error envelope.
import { createVerify, randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import { type FakeHandle, firstOf, sendJson, startFakeServer } from "./fake-server.js";
import { type FakeLine, generateLines } from "./log-corpus.js";

export interface FakeGcpOptions {
  lines?: FakeLine[];
  projectId: string;
  clientEmail: string;
  /** PEM public key of the service account's key pair. */
  publicKeyPem: string;
  /** entries.list calls per minute before 429 RESOURCE_EXHAUSTED. Default: unlimited. */
  quotaPerMinute?: number;
  now?: () => number;
}

export interface FakeGcp extends FakeHandle {
  lines: FakeLine[];
  /** Revoke every issued access token (the next call gets 401). */
  revokeTokens(): void;
}

const GOOGLE_TOKEN_AUD = "https://oauth2.googleapis.com/token";
const SEVERITY = { fatal: "CRITICAL", error: "ERROR", warn: "WARNING", info: "INFO", debug: "DEBUG" } as const;

const gError = (
  res: ServerResponse,
  code: number,
  status: string,
  message: string,
  reason?: string,
  extra?: Record<string, string>,
) =>
  sendJson(res, code, {
    error: {
      code,
      message,
      status,
      ...(reason
        ? {
            details: [
              {
                "@type": "type.googleapis.com/google.rpc.ErrorInfo",
                reason,
                domain: "googleapis.com",
                metadata: extra ?? {},
              },
            ],
          }
        : {}),
    },
  });

export async function startFakeGcpLogging(options: FakeGcpOptions): Promise<FakeGcp> {
  const lines = options.lines ?? generateLines({ sources: ["run.googleapis.com/stderr", "run.googleapis.com/stdout"] });
  const now = options.now ?? Date.now;
  const tokens = new Set<string>();
  const minute = { start: 0, count: 0 };
  const P = options.projectId;
  const entries = lines.map((l, i) => ({
    ts: l.timestamp,
    source: l.source,
    sev: SEVERITY[l.level],
    entry: {
      logName: `projects/${P}/logs/${encodeURIComponent(l.source)}`,
      resource: {
        type: "cloud_run_revision",
        labels: { project_id: P, service_name: l.service, location: "europe-west1" },
      },
      ...(i % 2 === 0 ? { textPayload: l.message } : { jsonPayload: { message: l.message, host: l.host } }),
      timestamp: `${new Date(l.timestamp).toISOString().slice(0, -1)}${String(i % 1000).padStart(3, "0")}Z`,
      receiveTimestamp: new Date(l.timestamp + 180).toISOString(),
      severity: SEVERITY[l.level],
      insertId: `${l.timestamp.toString(16)}${i.toString(16)}`,
    },
  }));
  const sevRank = ["DEFAULT", "DEBUG", "INFO", "NOTICE", "WARNING", "ERROR", "CRITICAL", "ALERT", "EMERGENCY"];

  type Pred = (e: (typeof entries)[number]) => boolean;
  const parseFilter = (filter: string): Pred | string => {
    if (filter.length > 20_000) return "filter too long";
    const preds: Pred[] = [];
    for (const raw of filter
      .split(/\s+AND\s+/)
      .map((s) => s.trim())
      .filter(Boolean)) {
      if (raw.startsWith("(") && raw.endsWith(")")) {
        const inner = parseFilter(raw.slice(1, -1));
        if (typeof inner === "string") return inner;
        preds.push(inner);
        continue;
      }
      // a global restriction ("text" or a bare word) or textPayload:"text": the payload contains it
      const text = /^(?:textPayload:)?"((?:[^"\\]|\\.)*)"$/.exec(raw) ?? /^([A-Za-z0-9_.-]+)$/.exec(raw);
      if (text) {
        const want = text[1].replace(/\\"/g, '"').toLowerCase();
        preds.push((e) =>
          JSON.stringify("textPayload" in e.entry ? e.entry.textPayload : e.entry.jsonPayload)
            .toLowerCase()
            .includes(want),
        );
        continue;
      }
      const m = /^(timestamp|severity|logName)\s*(>=|<=|>|<|=)\s*("?)(.*?)\3$/.exec(raw);
      if (!m) return `Unparseable filter: unsupported expression at "${raw.slice(0, 40)}"`;
      const [, field, op, , value] = m;
      const cmp = (a: number, b: number) =>
        ({ ">=": a >= b, "<=": a <= b, ">": a > b, "<": a < b, "=": a === b })[op] as boolean;
      if (field === "timestamp") {
        const t = Date.parse(value);
        if (Number.isNaN(t)) return `Unparseable filter: invalid timestamp "${value}"`;
        preds.push((e) => cmp(e.ts, t));
      } else if (field === "severity") {
        const r = sevRank.indexOf(value);
        if (r < 0) return `Unparseable filter: unknown severity ${value}`;
        preds.push((e) => cmp(sevRank.indexOf(e.sev), r));
      } else {
        if (op !== "=") return "Unparseable filter: logName supports = only here";
        preds.push((e) => e.entry.logName === value.replace(/\\"/g, '"'));
      }
    }
    return (e) => preds.every((p) => p(e));
  };

  const verifyAssertion = (assertion: string): string | undefined => {
    const parts = assertion.split(".");
    if (parts.length !== 3) return "Invalid JWT: not a JWT.";
    let header: { alg?: string };
    let claims: { iss?: string; aud?: string; iat?: number; exp?: number; scope?: string };
    try {
      header = JSON.parse(Buffer.from(parts[0], "base64url").toString());
      claims = JSON.parse(Buffer.from(parts[1], "base64url").toString());
    } catch {
      return "Invalid JWT: could not decode.";
    }
    if (header.alg !== "RS256") return "Invalid JWT: unsupported algorithm.";
    const ok = createVerify("RSA-SHA256")
      .update(`${parts[0]}.${parts[1]}`)
      .verify(options.publicKeyPem, Buffer.from(parts[2], "base64url"));
    if (!ok || claims.iss !== options.clientEmail) return "Invalid JWT Signature.";
    if (claims.aud !== GOOGLE_TOKEN_AUD) return "Invalid JWT: Failed audience check.";
    const nowS = Math.floor(now() / 1000);
    if (
      typeof claims.iat !== "number" ||
      typeof claims.exp !== "number" ||
      claims.exp - claims.iat > 3600 ||
      claims.exp < nowS ||
      claims.iat > nowS + 300
    ) {
      return "Invalid JWT: Token must be a short-lived token (60 minutes) and in a reasonable timeframe. Check your iat and exp values in the JWT claim.";
    }
    if (!claims.scope) return "Invalid JWT: no scope.";
    return undefined;
  };

  const handle = await startFakeServer(async (req, res, ctl) => {
    const isRead = req.path === "/v2/entries:list";
    const fault = ctl.take(isRead ? "read" : "other");
    if (fault?.kind === "throttle") {
      return gError(
        res,
        429,
        "RESOURCE_EXHAUSTED",
        "Quota exceeded for quota metric 'Read requests' and limit 'Read requests per minute' of service 'logging.googleapis.com'.",
        "RATE_LIMIT_EXCEEDED",
        { quota_metric: "logging.googleapis.com/read_requests", quota_limit: "ReadRequestsPerMinutePerProject" },
      );
    }
    if (fault?.kind === "server_error") return gError(res, 503, "UNAVAILABLE", "The service is currently unavailable.");
    if (fault?.kind === "slow" && !(await ctl.delay(res, fault.delayMs ?? 200))) return;

    if (req.method === "POST" && req.path === "/token") {
      const form = new URLSearchParams(req.body);
      if (form.get("grant_type") !== "urn:ietf:params:oauth:grant-type:jwt-bearer") {
        return sendJson(res, 400, { error: "unsupported_grant_type", error_description: "Invalid grant_type: " });
      }
      const problem = verifyAssertion(form.get("assertion") ?? "");
      if (problem) return sendJson(res, 400, { error: "invalid_grant", error_description: problem });
      const token = `ya29.c.${randomBytes(24).toString("base64url")}`;
      tokens.add(token);
      return sendJson(res, 200, { access_token: token, expires_in: 3599, token_type: "Bearer" });
    }
    const auth = firstOf(req.headers.authorization) ?? "";
    if (!auth.startsWith("Bearer ") || !tokens.has(auth.slice(7))) {
      return gError(
        res,
        401,
        "UNAUTHENTICATED",
        "Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.",
        "ACCESS_TOKEN_TYPE_UNSUPPORTED",
      );
    }
    if (req.method === "POST" && isRead) {
      let body: { resourceNames?: string[]; filter?: string; orderBy?: string; pageSize?: number; pageToken?: string };
      try {
        body = JSON.parse(req.body || "{}");
      } catch {
        return gError(res, 400, "INVALID_ARGUMENT", "Invalid JSON payload received.");
      }
      if (!body.resourceNames?.length) return gError(res, 400, "INVALID_ARGUMENT", "resourceNames is required");
      if (body.resourceNames.some((r) => r !== `projects/${P}`)) {
        return gError(
          res,
          403,
          "PERMISSION_DENIED",
          "Permission 'logging.logEntries.list' denied on resource (or it may not exist).",
          "IAM_PERMISSION_DENIED",
          { permission: "logging.logEntries.list" },
        );
      }
      const pageSize = body.pageSize ?? 50;
      if (!Number.isInteger(pageSize) || pageSize < 0 || pageSize > 1000) {
        return gError(res, 400, "INVALID_ARGUMENT", "Invalid value for page_size: must be between 0 and 1000");
      }
      const t = now();
      if (t - minute.start >= 60_000) {
        minute.start = t;
        minute.count = 0;
      }
      if (++minute.count > (options.quotaPerMinute ?? Number.POSITIVE_INFINITY)) {
        return gError(
          res,
          429,
          "RESOURCE_EXHAUSTED",
          "Quota exceeded for quota metric 'Read requests' and limit 'Read requests per minute'.",
          "RATE_LIMIT_EXCEEDED",
        );
      }
      const pred = parseFilter(body.filter ?? "");
      if (typeof pred === "string") return gError(res, 400, "INVALID_ARGUMENT", pred);
      const desc = body.orderBy === "timestamp desc";
      if (body.orderBy && !["timestamp desc", "timestamp asc"].includes(body.orderBy)) {
        return gError(res, 400, "INVALID_ARGUMENT", "Invalid orderBy");
      }
      const fingerprint = JSON.stringify([body.filter, body.orderBy, pageSize, body.resourceNames]);
      let offset = 0;
      let emptyServed = false;
      if (body.pageToken) {
        try {
          const tok = JSON.parse(Buffer.from(body.pageToken, "base64url").toString()) as {
            o: number;
            f: string;
            e: boolean;
          };
          if (tok.f !== fingerprint) throw new Error("changed");
          offset = tok.o;
          emptyServed = tok.e;
        } catch {
          return gError(
            res,
            400,
            "INVALID_ARGUMENT",
            "Invalid page token: the request parameters must match the ones of the first call.",
          );
        }
      }
      const size = pageSize || 50;
      // Now and then the search is "still running": an empty page that still carries a token.
      if (offset > 0 && !emptyServed && Math.floor(offset / size) % 3 === 1) {
        return sendJson(res, 200, {
          entries: [],
          nextPageToken: Buffer.from(JSON.stringify({ o: offset, f: fingerprint, e: true })).toString("base64url"),
        });
      }
      const hits = entries.filter(pred).sort((a, b) => (desc ? b.ts - a.ts : a.ts - b.ts));
      const page = hits.slice(offset, offset + size);
      const next =
        offset + size < hits.length
          ? Buffer.from(JSON.stringify({ o: offset + size, f: fingerprint, e: false })).toString("base64url")
          : undefined;
      return sendJson(res, 200, { entries: page.map((e) => e.entry), ...(next ? { nextPageToken: next } : {}) });
    }
    const logs = /^\/v2\/projects\/([^/]+)\/logs$/.exec(req.path);
    if (req.method === "GET" && logs) {
      if (decodeURIComponent(logs[1]) !== P) {
        return gError(
          res,
          403,
          "PERMISSION_DENIED",
          "Permission 'logging.logs.list' denied on resource (or it may not exist).",
          "IAM_PERMISSION_DENIED",
        );
      }
      const names = [...new Set(lines.map((l) => `projects/${P}/logs/${encodeURIComponent(l.source)}`))].sort();
      return sendJson(res, 200, { logNames: names });
    }
    gError(res, 404, "NOT_FOUND", `Method not found: ${req.method} ${req.path}`);
  });
  return Object.assign(handle, {
    lines,
    revokeTokens: () => tokens.clear(),
  });
}
