// One call to the API: URL and headers, a timeout per attempt, the caller's AbortSignal, retries with backoff and
// one Idempotency-Key reused by every attempt, and the envelope turned into data or a typed error.
import { LogdxAbortError, LogdxApiError, LogdxConnectionError, LogdxError, LogdxTimeoutError } from "./errors.js";
import { SDK_VERSION } from "./generated/version.js";
import type { OperationCaller, OperationInput, Page, RequestOptions } from "./operation-types.js";
import { type BackoffSettings, isRetryable, parseRetryAfter, retryDelayMs } from "./retry.js";
import { sleep } from "./sleep.js";
import { randomId } from "./uuid.js";

export interface Operation {
  method: string;
  path: string;
  idempotent: boolean;
  projectScoped: boolean;
}

export interface RetryInfo {
  operation: string;
  /** 1 for the first retry. */
  retry: number;
  delayMs: number;
  error: LogdxError;
  idempotencyKey?: string;
}

export interface TransportSettings {
  baseUrl: string;
  apiKey: string;
  projectId?: string;
  /** Identify as the browser SDK (X-Sdk-Version). */
  browser: boolean;
  timeoutMs: number;
  maxRetries: number;
  backoff: BackoffSettings;
  fetch: typeof fetch;
  onRetry?: (info: RetryInfo) => void;
}

interface Envelope {
  success?: boolean;
  data?: unknown;
  meta?: { nextCursor?: string | null };
  error?: { code?: string; message?: string; details?: Record<string, unknown>; requestId?: string };
}

/** API Gateway and proxies can answer without our envelope: name the failure by status. */
const CODE_BY_STATUS: Record<number, string> = {
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  429: "RATE_LIMITED",
  502: "UPSTREAM_ERROR",
  503: "SERVICE_UNAVAILABLE",
  504: "UPSTREAM_TIMEOUT",
};

async function apiErrorOf(res: Response): Promise<LogdxApiError> {
  const text = await res.text().catch(() => "");
  let body: Envelope = {};
  try {
    body = JSON.parse(text) as Envelope;
  } catch {
    // not JSON: described by its status below
  }
  const e = body.error ?? {};
  const code = e.code ?? CODE_BY_STATUS[res.status] ?? (res.status >= 500 ? "INTERNAL_ERROR" : "VALIDATION_ERROR");
  return new LogdxApiError(
    code as LogdxApiError["code"],
    e.message ?? `HTTP ${res.status}`,
    res.status,
    e.details,
    e.requestId ?? res.headers.get("x-request-id") ?? undefined,
    parseRetryAfter(res.headers.get("retry-after")),
  );
}

function urlOf(baseUrl: string, op: Operation, input: OperationInput): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = input.params?.[name];
    if (value === undefined) throw new LogdxError("CONFIGURATION", `Missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(input.query ?? {}))
    for (const item of Array.isArray(v) ? v : [v])
      if (item !== undefined && item !== null) query.append(k, String(item));
  const qs = query.toString();
  return `${baseUrl.replace(/\/+$/, "")}${path}${qs ? `?${qs}` : ""}`;
}

export function createTransport(s: TransportSettings) {
  function headersOf(op: Operation, input: OperationInput, idempotencyKey: string | undefined) {
    const headers: Record<string, string> = { authorization: `Bearer ${s.apiKey}`, accept: "application/json" };
    if (input.body !== undefined) headers["content-type"] = "application/json";
    if (s.browser) headers["x-sdk-version"] = SDK_VERSION;
    if (op.projectScoped && s.projectId) headers["x-project-id"] = s.projectId;
    if (idempotencyKey) headers["idempotency-key"] = idempotencyKey;
    return headers;
  }

  /** One attempt; `read` consumes the answer while the timeout still runs (it is stopped once `read` returns). */
  async function attempt<T>(
    url: string,
    init: RequestInit,
    timeoutMs: number,
    signal: AbortSignal | undefined,
    read: (res: Response) => Promise<T>,
    streaming: boolean,
  ): Promise<T> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onAbort = () => controller.abort();
    signal?.addEventListener("abort", onAbort, { once: true });
    const failure = (err: unknown) => {
      if (err instanceof LogdxError) return err;
      if (signal?.aborted) return new LogdxAbortError();
      if (timedOut) return new LogdxTimeoutError(timeoutMs);
      return new LogdxConnectionError(`Cannot reach ${s.baseUrl}: ${(err as Error)?.message ?? err}`, err);
    };
    try {
      const res = await s.fetch(url, { ...init, signal: controller.signal });
      if (!res.ok) throw await apiErrorOf(res);
      return await read(res);
    } catch (err) {
      throw failure(err);
    } finally {
      clearTimeout(timer);
      // A streamed body is still being read: it must stop when the caller aborts, so the link stays.
      if (!streaming) signal?.removeEventListener("abort", onAbort);
    }
  }

  async function send<T>(
    name: string,
    op: Operation,
    input: OperationInput,
    options: RequestOptions,
    read: (res: Response) => Promise<T>,
    streaming = false,
  ): Promise<T> {
    if (options.signal?.aborted) throw new LogdxAbortError();
    // Generated once, before the loop: every attempt of this call is the same request to the server.
    const idempotencyKey = op.idempotent ? (options.idempotencyKey ?? randomId()) : undefined;
    const init: RequestInit = {
      method: op.method,
      headers: headersOf(op, input, idempotencyKey),
      body: input.body === undefined ? undefined : JSON.stringify(input.body),
    };
    const url = urlOf(s.baseUrl, op, input);
    const repeatSafe = op.method !== "POST" || idempotencyKey !== undefined;
    const maxRetries = options.maxRetries ?? s.maxRetries;
    for (let retry = 1; ; retry++) {
      try {
        return await attempt(url, init, options.timeoutMs ?? s.timeoutMs, options.signal, read, streaming);
      } catch (err) {
        const error = err as LogdxError;
        if (retry > maxRetries || !isRetryable(error, repeatSafe)) throw error;
        const delayMs = retryDelayMs(error, retry, s.backoff);
        if (delayMs === undefined) throw error;
        s.onRetry?.({ operation: name, retry, delayMs, error, idempotencyKey });
        await sleep(delayMs, options.signal);
      }
    }
  }

  const envelope = async (res: Response): Promise<Envelope> => {
    const body = (await res.json()) as Envelope;
    if (body?.success !== true) throw new LogdxError("INVALID_RESPONSE", `Not a success envelope (HTTP ${res.status})`);
    return body;
  };

  return {
    /** An operation answering JSON: its envelope. */
    json: (name: string, op: Operation, input: OperationInput, options: RequestOptions = {}) =>
      send(name, op, input, options, envelope),
    /** An operation answering a stream: the response once its head arrived (retried like any call until then). */
    stream: (name: string, op: Operation, input: OperationInput, options: RequestOptions = {}) =>
      send(name, op, input, options, async (res) => res, true),
  };
}

export type Transport = ReturnType<typeof createTransport>;

/** The caller the generated methods use, looking operations up in the generated table. */
export function operationCaller(transport: Transport, table: Record<string, Operation>): OperationCaller {
  return {
    async data<T>(id: string, input: OperationInput, options?: RequestOptions) {
      return (await transport.json(id, table[id], input, options)).data as T;
    },
    async page<T>(id: string, input: OperationInput, options?: RequestOptions): Promise<Page<T>> {
      const body = await transport.json(id, table[id], input, options);
      return { data: body.data as T, nextCursor: body.meta?.nextCursor ?? null };
    },
  };
}
