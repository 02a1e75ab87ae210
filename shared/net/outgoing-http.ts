// The outgoing-HTTP adapter: undici with a validating lookup, scheme and literal-address checks, timeouts,
// and redirects followed only on the same origin (never by default).
import { createHash } from "node:crypto";
import { Agent, request as undiciRequest } from "undici";
import { isAddressAllowed, isIpLiteral } from "./address-policy.js";
import { createGuardedLookup, type DnsResolve } from "./guarded-lookup.js";
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
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 3;
const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;

/** Parses and checks a URL before any connection: scheme, userinfo, literal addresses. */
export function checkUrl(raw: string, allowPrivateNetwork: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutgoingHttpError("invalid_url", "Not a valid absolute URL");
  }
  if (url.protocol !== "https:" && !(url.protocol === "http:" && allowPrivateNetwork)) {
    throw new OutgoingHttpError(
      "blocked_scheme",
      allowPrivateNetwork ? "Only http and https URLs are allowed" : "Only https URLs are allowed",
    );
  }
  if (url.username || url.password)
    throw new OutgoingHttpError("invalid_url", "Credentials in the URL are not allowed");
  if (!url.hostname) throw new OutgoingHttpError("invalid_url", "The URL has no host");
  // Literal addresses never reach the lookup, so they are checked here.
  if (isIpLiteral(url.hostname) && !isAddressAllowed(url.hostname, allowPrivateNetwork)) {
    throw new OutgoingHttpError("blocked_address", `Address ${url.hostname} is not allowed`);
  }
  return url;
}

export function createOutgoingHttp(options: OutgoingHttpOptions): OutgoingHttp {
  const lookup = createGuardedLookup(options.allowPrivateNetwork, options.resolve);
  const agents = new Map<string, Agent>();
  const agentFor = (caPem?: string): Agent => {
    const key = caPem ? createHash("sha256").update(caPem).digest("hex") : "";
    let agent = agents.get(key);
    if (!agent) {
      agent = new Agent({ connect: { lookup, ...(caPem ? { ca: caPem } : {}) }, keepAliveTimeout: 4_000 });
      agents.set(key, agent);
    }
    return agent;
  };

  async function once(url: URL, init: OutgoingRequestInit, signal: AbortSignal, timeout: AbortSignal) {
    try {
      const res = await undiciRequest(url, {
        dispatcher: agentFor(init.caPem),
        method: (init.method ?? "GET") as "GET",
        headers: init.headers,
        body: init.body,
        signal,
      });
      return res;
    } catch (err) {
      throw mapError(err, url, timeout, init.signal);
    }
  }

  return {
    async request(rawUrl, init = {}) {
      let url = checkUrl(rawUrl, options.allowPrivateNetwork);
      const timeout = AbortSignal.timeout(init.timeoutMs ?? options.defaultTimeoutMs ?? 10_000);
      const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
      let current = init;
      for (let hop = 0; ; hop++) {
        const res = await once(url, current, signal, timeout);
        const location = res.headers.location;
        if (init.redirect === "same-host" && REDIRECTS.has(res.statusCode) && typeof location === "string") {
          await res.body.dump().catch(() => undefined);
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
          url = checkUrl(next.href, options.allowPrivateNetwork);
          if (res.statusCode === 303) current = { ...current, method: "GET", body: undefined };
          continue;
        }
        return wrapResponse(res, url, timeout, init, current.maxResponseBytes ?? DEFAULT_MAX_BYTES);
      }
    },
  };
}

type UndiciResponse = Awaited<ReturnType<typeof undiciRequest>>;

function wrapResponse(
  res: UndiciResponse,
  url: URL,
  timeout: AbortSignal,
  init: OutgoingRequestInit,
  maxBytes: number,
): OutgoingResponse {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(res.headers)) {
    if (v !== undefined) headers[k.toLowerCase()] = Array.isArray(v) ? v.join(", ") : v;
  }
  const guard = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (err) {
      throw mapError(err, url, timeout, init.signal);
    }
  };
  const text = () =>
    guard(async () => {
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of res.body) {
        size += (chunk as Buffer).length;
        if (size > maxBytes) {
          res.body.destroy();
          throw new OutgoingHttpError("too_large", `Response from ${url.host} exceeds ${maxBytes} bytes`);
        }
        chunks.push(chunk as Buffer);
      }
      return Buffer.concat(chunks).toString("utf8");
    });
  return {
    status: res.statusCode,
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
            for await (const chunk of res.body) {
              rest += decoder.decode(chunk as Buffer, { stream: true });
              let nl = rest.indexOf("\n");
              while (nl >= 0) {
                yield rest.slice(0, nl).replace(/\r$/, "");
                rest = rest.slice(nl + 1);
                nl = rest.indexOf("\n");
              }
            }
          } catch (err) {
            throw mapError(err, url, timeout, init.signal);
          } finally {
            if (!res.body.destroyed) res.body.destroy();
          }
          rest += decoder.decode();
          if (rest.length > 0) yield rest;
        },
      };
    },
    async dump() {
      await res.body.dump().catch(() => undefined);
    },
  };
}

function mapError(err: unknown, url: URL, timeout: AbortSignal, callerSignal?: AbortSignal): OutgoingHttpError {
  if (isOutgoingHttpError(err)) return err;
  const cause = (err as { cause?: unknown } | null)?.cause;
  if (isOutgoingHttpError(cause)) return cause;
  if (callerSignal?.aborted) return new OutgoingHttpError("aborted", `Request to ${url.host} was aborted`);
  if (timeout.aborted) return new OutgoingHttpError("timeout", `Request to ${url.host} timed out`);
  const code = (err as { code?: unknown } | null)?.code;
  const suffix = typeof code === "string" && /^[A-Z0-9_]+$/.test(code) ? ` (${code})` : "";
  return new OutgoingHttpError("network", `Request to ${url.host} failed${suffix}`);
}
