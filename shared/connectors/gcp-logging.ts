// Google Cloud Logging over REST: a service-account JWT signed with node:crypto and exchanged at Google's fixed
// token URL (the key's token_uri is never followed), entries:list newest first with page tokens.
import { createHash, createSign } from "node:crypto";
import type { LogRecord } from "../diagnosis/log-record.js";
import { AppError, isAppError } from "../domain/errors.js";
import type { LogSourceConnection } from "../domain/log-source.schema.js";
import type { DiscoveredSource } from "./connector.port.js";
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

export const GOOGLE_TOKEN_URL = "https://oauth2.googleapis.com/token";
export const GOOGLE_LOGGING_URL = "https://logging.googleapis.com";
const SCOPE = "https://www.googleapis.com/auth/logging.read";
const REFRESH_EARLY_MS = 5 * 60 * 1000;
const MAX_EMPTY_PAGES = 100;

interface ServiceAccount {
  project_id: string;
  client_email: string;
  private_key: string;
  private_key_id?: string;
}

interface Entry {
  logName?: string;
  resource?: { type?: string; labels?: Record<string, string> };
  textPayload?: string;
  jsonPayload?: Record<string, unknown>;
  protoPayload?: { status?: { message?: string } } & Record<string, unknown>;
  timestamp?: string;
  severity?: string;
  insertId?: string;
  labels?: Record<string, string>;
}

// Warm invocations reuse tokens. Keyed by a hash of the key itself, so two tenants naming the same
// client_email can never share a token.
const tokenCache = new Map<string, { token: string; expiresAt: number }>();

const b64url = (s: string | Buffer) => Buffer.from(s).toString("base64url");

export function signServiceAccountJwt(sa: ServiceAccount, nowMs: number): string {
  const iat = Math.floor(nowMs / 1000);
  const header = { alg: "RS256", typ: "JWT", ...(sa.private_key_id ? { kid: sa.private_key_id } : {}) };
  const claims = { iss: sa.client_email, scope: SCOPE, aud: GOOGLE_TOKEN_URL, iat, exp: iat + 3600 };
  const input = `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(claims))}`;
  let signature: Buffer;
  try {
    signature = createSign("RSA-SHA256").update(input).sign(sa.private_key);
  } catch {
    throw AppError.upstream("log_source", "gcp_logging: the service-account private key could not be used to sign", {
      reason: "credentials",
    });
  }
  return `${input}.${signature.toString("base64url")}`;
}

const SEVERITY: Record<string, string> = {
  DEFAULT: "unknown",
  DEBUG: "debug",
  INFO: "info",
  NOTICE: "info",
  WARNING: "warn",
  ERROR: "error",
  CRITICAL: "fatal",
  ALERT: "fatal",
  EMERGENCY: "fatal",
};

const logIdOf = (logName: string | undefined) => decodeURIComponent((logName ?? "").replace(/^.*\/logs\//, ""));

export function gcpRecord(e: Entry): LogRecord {
  const jp = e.jsonPayload;
  const message =
    e.textPayload ??
    (typeof jp?.message === "string" ? jp.message : undefined) ??
    (typeof jp?.msg === "string" ? jp.msg : undefined) ??
    e.protoPayload?.status?.message ??
    JSON.stringify(jp ?? e.protoPayload ?? {});
  const rl = e.resource?.labels ?? {};
  const service =
    rl.service_name ??
    rl.container_name ??
    rl.function_name ??
    rl.module_id ??
    e.labels?.["k8s-pod/app"] ??
    serviceFromMessage(message) ??
    logIdOf(e.logName);
  const sev = e.severity ? SEVERITY[e.severity] : undefined;
  const level = sev && sev !== "unknown" ? pickLevel(sev, message) : pickLevel(jp?.level ?? jp?.severity, message);
  return {
    timestamp: parseTime(e.timestamp),
    service: service || "unknown",
    level,
    message,
    attributes: toAttributes({
      logName: e.logName,
      resourceType: e.resource?.type,
      insertId: e.insertId,
      ...(e.labels ?? {}),
    }),
  };
}

function parseKey(json: string): ServiceAccount {
  try {
    const k = JSON.parse(json) as Partial<ServiceAccount>;
    if (typeof k.client_email === "string" && typeof k.private_key === "string" && typeof k.project_id === "string") {
      return k as ServiceAccount;
    }
  } catch {
    // fall through
  }
  throw AppError.upstream("log_source", "gcp_logging: the service-account key is not usable", {
    reason: "credentials",
  });
}

export function createGcpLoggingDriver(conn: LogSourceConnection, deps: ResolvedDeps): PlatformDriver {
  const tokenUrl = deps.endpointOverrides.gcp_token ?? GOOGLE_TOKEN_URL;
  const base = (deps.endpointOverrides.gcp_logging ?? GOOGLE_LOGGING_URL).replace(/\/+$/, "");
  const ctxOf = (op: OpContext) => callContext(deps, "gcp_logging", op);
  let sa: ServiceAccount | undefined;
  const key = () => {
    sa ??= parseKey(conn.credentials.serviceAccountJson);
    return sa;
  };
  const project = () => conn.settings?.projectId ?? key().project_id;
  const cacheKey = () =>
    createHash("sha256").update(`${tokenUrl}\n${key().client_email}\n${key().private_key}`).digest("hex");

  async function token(op: OpContext): Promise<string> {
    const cached = tokenCache.get(cacheKey());
    if (cached && cached.expiresAt - REFRESH_EARLY_MS > deps.now()) return cached.token;
    const assertion = signServiceAccountJwt(key(), deps.now());
    const body = await callJson<{ access_token?: string; expires_in?: number }>(ctxOf(op), tokenUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: new URLSearchParams({ grant_type: "urn:ietf:params:oauth:grant-type:jwt-bearer", assertion }).toString(),
    }).catch((err: unknown) => {
      if (isAppError(err) && err.details?.status === 400) {
        throw AppError.upstream("log_source", err.message, { ...err.details, reason: "credentials" });
      }
      throw err;
    });
    if (!body.access_token) throw AppError.upstream("log_source", "gcp_logging: the token endpoint returned no token");
    tokenCache.set(cacheKey(), { token: body.access_token, expiresAt: deps.now() + (body.expires_in ?? 3600) * 1000 });
    return body.access_token;
  }

  /** An authorised call; a 401 (revoked or expired token) drops the cached token and tries once more. */
  async function api<T>(op: OpContext, url: string, init: { method?: string; body?: string } = {}): Promise<T> {
    const once = async () =>
      callJson<T>(ctxOf(op), url, {
        ...init,
        headers: {
          authorization: `Bearer ${await token(op)}`,
          "content-type": "application/json",
          accept: "application/json",
        },
      });
    try {
      return await once();
    } catch (err) {
      if (isAppError(err) && err.details?.status === 401) {
        tokenCache.delete(cacheKey());
        return once();
      }
      throw err;
    }
  }

  const logNameOf = (source: string) =>
    source.startsWith("projects/") ? source : `projects/${project()}/logs/${encodeURIComponent(source)}`;
  const filterFor = (source: string, start: number, end: number) =>
    `timestamp >= "${new Date(start).toISOString()}" AND timestamp < "${new Date(end).toISOString()}" AND logName = "${logNameOf(source).replace(/"/g, '\\"')}"`;
  const list = (op: OpContext, body: Record<string, unknown>) =>
    api<{ entries?: Entry[]; nextPageToken?: string }>(op, `${base}/v2/entries:list`, {
      method: "POST",
      body: JSON.stringify({ resourceNames: [`projects/${project()}`], orderBy: "timestamp desc", ...body }),
    });

  return {
    async *pages(source, window, ctx): AsyncGenerator<Page> {
      let pageToken: string | undefined;
      let wanted = ctx.budget;
      let empties = 0;
      const filter = `${filterFor(source, window.start, window.end)}${ctx.query ? ` AND (${ctx.query})` : ""}`;
      // The page size stays fixed while paging: Google wants every parameter but the token unchanged.
      const pageSize = Math.min(1000, deps.pageSize, wanted + 1);
      do {
        const res = await list(ctx, { filter, pageSize, ...(pageToken ? { pageToken } : {}) });
        const entries = res.entries ?? [];
        pageToken = res.nextPageToken || undefined;
        // An empty page with a token means the search is still running, not the end.
        empties = entries.length === 0 ? empties + 1 : 0;
        wanted -= entries.length;
        yield { records: entries.map(gcpRecord), more: pageToken !== undefined };
      } while (pageToken && wanted > 0 && empties < MAX_EMPTY_PAGES);
    },

    async sample(op) {
      const end = deps.now();
      const res = await list(op, { filter: filterFor(conn.sources[0], end - SAMPLE_WINDOW_MS, end), pageSize: 10 });
      return { records: (res.entries ?? []).slice(0, 10).map(gcpRecord) };
    },

    async discover(op): Promise<DiscoveredSource[]> {
      const out: DiscoveredSource[] = [];
      let pageToken: string | undefined;
      for (let i = 0; i < 20; i++) {
        const q = new URLSearchParams({ pageSize: "1000", ...(pageToken ? { pageToken } : {}) });
        const res = await api<{ logNames?: string[]; nextPageToken?: string }>(
          op,
          `${base}/v2/projects/${encodeURIComponent(project())}/logs?${q}`,
        );
        for (const n of res.logNames ?? []) out.push({ name: logIdOf(n), kind: "log" });
        pageToken = res.nextPageToken || undefined;
        if (!pageToken) break;
      }
      return out;
    },
  };
}
