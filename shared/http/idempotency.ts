// Our Idempotency-Key handling (API-DECISIONS "Idempotency"): scoped to the API key, fingerprinted by
// method + operation (route, aliases folded in) + path parameters + canonical JSON body, conditional put that
// returns the holder, brief wait on in-flight duplicates, replay of stored status/body/headers; 5xx and 400
// (validation failures of any code) are not stored.
import { createHash, randomUUID } from "node:crypto";
import { AppError } from "../domain/errors.js";
import type { RouteDef } from "../route.types.js";
import {
  acquireIdempotency,
  completeIdempotency,
  type IdempotencyKeyRef,
  type IdempotencyRecord,
  releaseIdempotency,
  type StoredResponse,
} from "../store/idempotency.dynamo.js";
import { canonicalJson } from "./canonical-json.js";
import { finishResponse } from "./envelope.js";
import { errorResult, toAppError } from "./error-response.js";
import { PER_REQUEST_HEADERS, withHeaders } from "./response.js";
import { type ApiEvent, type ApiMiddleware, type ApiRequest, header } from "./types.js";

const MAX_KEY_LENGTH = 255;
/** How long a duplicate waits for the first request before answering 409 CONFLICT. */
const POLL_MS = 50;
const MAX_POLLS = 40;
const DEFAULT_IN_PROGRESS_MS = 30_000;

function bodyText(event: ApiEvent): string {
  if (!event.body) return "";
  return event.isBase64Encoded ? Buffer.from(event.body, "base64").toString("utf8") : event.body;
}

export function fingerprint(method: string, path: string, body: string): string {
  let canonical: string;
  try {
    // an empty body is parsed as {} (shared/http/body.ts), so it is the same request as {}
    canonical = canonicalJson(body.trim() === "" ? {} : JSON.parse(body));
  } catch {
    canonical = `raw:${body}`;
  }
  return createHash("sha256").update(`${method}\n${path}\n${canonical}`).digest("hex");
}

/**
 * The operation a request runs, not the URL it came by: an alias path (POST /v1/projects) and its canonical
 * route (POST /v1/config/projects) are one operation, so a retry through either replays.
 */
export function operationOf(route: Pick<RouteDef, "id" | "aliasOf">, params: Record<string, string | undefined>) {
  return `${route.aliasOf ?? route.id} ${canonicalJson(params)}`;
}

/** 5xx may succeed on retry; a 400 of any code (the request itself was wrong) may be corrected and resent. */
const storableStatus = (status: number) => status < 500 && status !== 400;

function replay(request: ApiRequest, stored: StoredResponse) {
  const result = { statusCode: stored.statusCode, headers: { ...stored.headers }, body: stored.body };
  return finishResponse(request, withHeaders(result, { "Idempotent-Replayed": "true" }));
}

function storable(result: { statusCode: number; headers: Record<string, string>; body: string }): StoredResponse {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(result.headers ?? {})) {
    if (!PER_REQUEST_HEADERS.includes(k.toLowerCase())) headers[k] = v;
  }
  return { statusCode: result.statusCode, headers, body: result.body };
}

export const idempotencyMiddleware = (route: RouteDef): ApiMiddleware => ({
  before: async (request) => {
    if (!route.idempotent) return;
    const key = header(request.event, "idempotency-key");
    const app = request.internal.app;
    const auth = request.internal.auth;
    if (key === undefined || !app || !auth) return;
    if (key.length === 0 || key.length > MAX_KEY_LENGTH) {
      throw AppError.validation([{ path: "Idempotency-Key", message: `must be 1 to ${MAX_KEY_LENGTH} characters` }]);
    }
    const ref: IdempotencyKeyRef = {
      tenantId: auth.tenant.id,
      apiKeyId: auth.keyId,
      keyHash: createHash("sha256").update(key).digest("hex"),
    };
    const method = request.event.requestContext?.http?.method ?? route.method;
    const fp = fingerprint(method, operationOf(route, request.event.pathParameters ?? {}), bodyText(request.event));
    const lockToken = randomUUID();
    const remaining = request.context?.getRemainingTimeInMillis?.();
    const inProgressMs = typeof remaining === "number" && remaining > 0 ? remaining : DEFAULT_IN_PROGRESS_MS;

    for (let poll = 0; ; poll++) {
      const now = app.clock.now();
      const record: IdempotencyRecord = {
        fingerprint: fp,
        status: "IN_PROGRESS",
        inProgressUntil: now.getTime() + inProgressMs,
        expiresAt: Math.floor(now.getTime() / 1000) + app.config.idempotencyTtlSeconds,
        lockToken,
      };
      const got = await acquireIdempotency(app.store, ref, record, now);
      if (got.acquired) {
        request.internal.idempotency = { ref, lockToken };
        return;
      }
      const existing = got.existing;
      if (existing && existing.fingerprint !== fp) {
        throw new AppError(
          "IDEMPOTENCY_KEY_CONFLICT",
          "This Idempotency-Key was already used with a different request body",
        );
      }
      if (existing?.status === "COMPLETED" && existing.response) return replay(request, existing.response);
      // Still running elsewhere: wait briefly, then give up with a retryable conflict.
      if (poll >= MAX_POLLS) {
        throw AppError.conflict("A request with this Idempotency-Key is still in progress; retry shortly", {
          "Retry-After": "1",
        });
      }
      await app.sleep(POLL_MS);
    }
  },
  after: async (request) => {
    const held = request.internal.idempotency;
    const app = request.internal.app;
    if (!held || !app || !request.response) return;
    request.internal.idempotency = undefined;
    await settle(request, held, storableStatus(request.response.statusCode) ? storable(request.response) : undefined);
  },
  onError: async (request) => {
    const held = request.internal.idempotency;
    if (!held) return;
    request.internal.idempotency = undefined;
    const err = toAppError(request.error);
    const keep = storableStatus(err.status);
    await settle(request, held, keep ? storable(errorResult(err, request.internal.requestId ?? "unknown")) : undefined);
  },
});

/** Completes the record with the response, or releases it so a retry can run. A store hiccup here must not fail the request. */
async function settle(
  request: ApiRequest,
  held: { ref: IdempotencyKeyRef; lockToken: string },
  response: StoredResponse | undefined,
) {
  const app = request.internal.app!;
  try {
    if (response) {
      const expiresAt = Math.floor(app.clock.now().getTime() / 1000) + app.config.idempotencyTtlSeconds;
      await completeIdempotency(app.store, held.ref, held.lockToken, response, expiresAt);
    } else {
      await releaseIdempotency(app.store, held.ref, held.lockToken);
    }
  } catch {
    // The record stays IN_PROGRESS until its deadline; duplicates meanwhile get 409 CONFLICT + Retry-After.
  }
}
