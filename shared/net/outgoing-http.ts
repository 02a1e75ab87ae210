// The outgoing-HTTP adapter on node:http/node:https: a validating lookup on the agents (the socket connects to
// the address that was checked), scheme and literal-address checks, timeouts, and redirects followed only on the
// same origin (never by default). Built-in modules keep every function bundle free of an HTTP client library.
import { createHash } from "node:crypto";
import type { Agent, IncomingMessage } from "node:http";
import { finished } from "node:stream/promises";
import { isIpLiteral } from "./address-policy.js";
import { checkUrl } from "./check-url.js";
import { createGuardedLookup, type DnsResolve } from "./guarded-lookup.js";
import { http, https } from "./node-http.js";
import {
  isOutgoingHttpError,
  type OutgoingHttp,
  OutgoingHttpError,
  type OutgoingRequestInit,
  type OutgoingResponse,
} from "./outgoing-http.port.js";

export interface OutgoingHttpOptions {
  /** May destinations be loopback/private/link-local, and may they use plain http? */
  allowPrivateNetwork: boolean;
  /** Name resolution (tests point names at chosen addresses); default: the system resolver. */
  resolve?: DnsResolve;
  defaultTimeoutMs?: number;
  /**
   * Tests only: exact origins (`http://127.0.0.1:PORT`) exempt from the scheme and address checks, so a local
   * server can stand in for a public host while every other destination (redirect targets too) is checked.
   */
  exemptOrigins?: string[];
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 3;
const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;
/** Idle keep-alive sockets are closed after this long (servers commonly drop them at 5 s). */
const IDLE_SOCKET_MS = 4_000;
/** dump() drains a body this small to keep the connection; a larger or unsized one closes the socket instead. */
const DRAIN_LIMIT_BYTES = 64 * 1024;

export function createOutgoingHttp(options: OutgoingHttpOptions): OutgoingHttp {
  const lookup = createGuardedLookup(options.allowPrivateNetwork, options.resolve);
  const exempt = new Set(options.exemptOrigins ?? []);
  const check = (raw: string): URL => {
    if (exempt.size > 0) {
      const url = URL.canParse(raw) ? new URL(raw) : undefined;
      if (url && exempt.has(url.origin) && isIpLiteral(url.hostname)) return checkUrl(raw, true);
    }
    return checkUrl(raw, options.allowPrivateNetwork);
  };
  // The lookup sits on the agents, so every socket they open (pooled or not) goes through it.
  const plain = new http.Agent({ keepAlive: true, timeout: IDLE_SOCKET_MS, lookup });
  const secure = new Map<string, InstanceType<typeof https.Agent>>();
  const agentFor = (url: URL, caPem?: string): Agent => {
    if (url.protocol === "http:") return plain;
    const key = caPem ? createHash("sha256").update(caPem).digest("hex") : "";
    let agent = secure.get(key);
    if (!agent) {
      agent = new https.Agent({ keepAlive: true, timeout: IDLE_SOCKET_MS, lookup, ...(caPem ? { ca: caPem } : {}) });
      secure.set(key, agent);
    }
    return agent;
  };

  async function once(url: URL, init: OutgoingRequestInit, signal: AbortSignal, timeout: AbortSignal) {
    try {
      return await send(url, init, agentFor(url, init.caPem), signal);
    } catch (err) {
      throw mapError(err, url, timeout, init.signal);
    }
  }

  return {
    async request(rawUrl, init = {}) {
      let url = check(rawUrl);
      const timeout = AbortSignal.timeout(init.timeoutMs ?? options.defaultTimeoutMs ?? 10_000);
      const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
      let current = init;
      for (let hop = 0; ; hop++) {
        const res = await once(url, current, signal, timeout);
        const status = res.statusCode ?? 0;
        const location = res.headers.location;
        if (init.redirect === "same-host" && REDIRECTS.has(status) && typeof location === "string") {
          await dumpBody(res);
          if (hop >= MAX_REDIRECTS) throw new OutgoingHttpError("redirect_refused", "Too many redirects");
          let next: URL;
          try {
            next = new URL(location, url);
          } catch {
            throw new OutgoingHttpError("redirect_refused", "Redirect to an invalid URL");
          }
          if (next.origin !== url.origin) {
            throw new OutgoingHttpError("redirect_refused", `Redirect from ${url.host} to another host refused`);
          }
          url = check(next.href);
          if (status === 303) current = { ...current, method: "GET", body: undefined };
          continue;
        }
        return wrapResponse(res, url, signal, timeout, init, current.maxResponseBytes ?? DEFAULT_MAX_BYTES);
      }
    },
  };
}

/** One request/response exchange; resolves at the response head, the body still unread. */
function send(url: URL, init: OutgoingRequestInit, agent: Agent, signal: AbortSignal): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const body =
      init.body === undefined ? undefined : typeof init.body === "string" ? Buffer.from(init.body) : init.body;
    const headers: Record<string, string> = { ...init.headers };
    if (body !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === "content-length")) {
      headers["content-length"] = String(body.byteLength);
    }
    const req = (url.protocol === "https:" ? https.request : http.request)(url, {
      method: (init.method ?? "GET").toUpperCase(),
      headers,
      agent,
      signal,
    });
    // Kept for the request's whole life: a socket error after the head must not become an unhandled 'error'.
    req.on("error", reject);
    req.once("response", resolve);
    req.end(body);
  });
}

/** Reads and discards a small body (keeps the socket for reuse); closes the connection for anything else. */
async function dumpBody(res: IncomingMessage): Promise<void> {
  if (res.readableEnded || res.destroyed) return;
  const declared = Number(res.headers["content-length"]);
  if (!(declared <= DRAIN_LIMIT_BYTES)) {
    res.destroy();
    return;
  }
  res.resume();
  await finished(res).catch(() => undefined);
}

function wrapResponse(
  res: IncomingMessage,
  url: URL,
  signal: AbortSignal,
  timeout: AbortSignal,
  init: OutgoingRequestInit,
  maxBytes: number,
): OutgoingResponse {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(res.headers)) {
    if (v !== undefined) headers[k.toLowerCase()] = Array.isArray(v) ? v.join(", ") : v;
  }
  // The timeout and the caller's signal cover the body too; errors surface through the readers below.
  res.on("error", () => undefined);
  const onAbort = () => res.destroy(new OutgoingHttpError("aborted", `Request to ${url.host} was aborted`));
  if (signal.aborted) onAbort();
  else {
    signal.addEventListener("abort", onAbort, { once: true });
    res.once("close", () => signal.removeEventListener("abort", onAbort));
  }
  const fail = (err: unknown) => mapError(err, url, timeout, init.signal);

  const text = async (): Promise<string> => {
    const chunks: Buffer[] = [];
    let size = 0;
    try {
      for await (const chunk of res) {
        size += (chunk as Buffer).length;
        if (size > maxBytes) {
          res.destroy();
          throw new OutgoingHttpError("too_large", `Response from ${url.host} exceeds ${maxBytes} bytes`);
        }
        chunks.push(chunk as Buffer);
      }
    } catch (err) {
      throw fail(err);
    }
    return Buffer.concat(chunks).toString("utf8");
  };
  return {
    status: res.statusCode ?? 0,
    headers,
    url: url.href,
    text,
    async json() {
      const body = await text();
      try {
        return JSON.parse(body) as unknown;
      } catch {
        throw new OutgoingHttpError("network", `Response from ${url.host} is not valid JSON`);
      }
    },
    lines() {
      return {
        async *[Symbol.asyncIterator]() {
          const decoder = new TextDecoder();
          let rest = "";
          try {
            for await (const chunk of res) {
              rest += decoder.decode(chunk as Buffer, { stream: true });
              let nl = rest.indexOf("\n");
              while (nl >= 0) {
                yield rest.slice(0, nl).replace(/\r$/, "");
                rest = rest.slice(nl + 1);
                nl = rest.indexOf("\n");
              }
            }
          } catch (err) {
            throw fail(err);
          } finally {
            if (!res.destroyed) res.destroy();
          }
          rest += decoder.decode();
          if (rest.length > 0) yield rest;
        },
      };
    },
    dump: () => dumpBody(res),
  };
}

function mapError(err: unknown, url: URL, timeout: AbortSignal, callerSignal?: AbortSignal): OutgoingHttpError {
  // Our own "aborted" from the body watcher is re-derived below, so a timeout is reported as one.
  if (isOutgoingHttpError(err) && err.kind !== "aborted") return err;
  const cause = (err as { cause?: unknown } | null)?.cause;
  if (isOutgoingHttpError(cause)) return cause;
  if (callerSignal?.aborted) return new OutgoingHttpError("aborted", `Request to ${url.host} was aborted`);
  if (timeout.aborted) return new OutgoingHttpError("timeout", `Request to ${url.host} timed out`);
  if (isOutgoingHttpError(err)) return err;
  const code = (err as { code?: unknown } | null)?.code;
  const suffix = typeof code === "string" && /^[A-Z0-9_]+$/.test(code) ? ` (${code})` : "";
  return new OutgoingHttpError("network", `Request to ${url.host} failed${suffix}`);
}
