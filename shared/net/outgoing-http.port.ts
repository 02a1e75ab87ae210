// The one port for outgoing HTTP: connectors use it now, notification delivery later.

export type RedirectMode = "manual" | "same-host";

export interface OutgoingRequestInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  signal?: AbortSignal;
  /** Per-request timeout (connect + headers + body), on top of `signal`. Default 10 000 ms. */
  timeoutMs?: number;
  /** "manual" (default) returns a 3xx as-is; "same-host" follows up to 3 redirects on the same origin. */
  redirect?: RedirectMode;
  /** PEM CA bundle to trust for this request (e.g. a self-signed Splunk management port). */
  caPem?: string;
  /** Cap for text()/json(). Default 32 MiB. */
  maxResponseBytes?: number;
}

export interface OutgoingResponse {
  status: number;
  /** Lower-case header names; repeated headers joined with ", ". */
  headers: Record<string, string>;
  /** The final URL (differs from the requested one only after a followed same-host redirect). */
  url: string;
  text(): Promise<string>;
  json(): Promise<unknown>;
  /** The body as newline-separated lines, streamed (NDJSON); aborting the signal ends it. */
  lines(): AsyncIterable<string>;
  /** Discard the body without reading it. */
  dump(): Promise<void>;
}

export interface OutgoingHttp {
  request(url: string, init?: OutgoingRequestInit): Promise<OutgoingResponse>;
}

export type OutgoingHttpErrorKind =
  | "invalid_url"
  | "blocked_scheme"
  | "blocked_address"
  | "redirect_refused"
  | "timeout"
  | "aborted"
  | "network"
  | "too_large";

/**
 * Failure before or while talking to the remote. The message names the host at most, never the URL's
 * path, query or userinfo, so no credential can leak through it.
 */
export class OutgoingHttpError extends Error {
  override readonly name = "OutgoingHttpError";
  constructor(
    readonly kind: OutgoingHttpErrorKind,
    message: string,
  ) {
    super(message);
  }
}

export const isOutgoingHttpError = (e: unknown): e is OutgoingHttpError => e instanceof OutgoingHttpError;
