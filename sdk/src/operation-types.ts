// Types of one operation's input and output, read from the generated OpenAPI types by operation id.
import type { operations } from "./generated/openapi.js";

export type OperationId = keyof operations;

type Json<T> = T extends { content: { "application/json": infer J } } ? J : never;

/** The JSON request body of an operation. */
export type Body<K extends OperationId> = Json<NonNullable<operations[K]["requestBody"]>>;
/** Its query parameters. */
export type Query<K extends OperationId> = NonNullable<operations[K]["parameters"]["query"]>;
/** The `data` of its success envelope for the given status. */
export type Data<K extends OperationId, S extends keyof operations[K]["responses"]> =
  Json<operations[K]["responses"][S]> extends { data: infer D } ? D : never;

/** Every SPEC error code the API answers with (from the error envelope's schema). */
export type ApiErrorCode = Json<operations["analyses.get"]["responses"]["default"]>["error"]["code"];

/** One page of a list that can grow: pass `nextCursor` back as `cursor` for the next one (null at the end). */
export interface Page<T> {
  data: T;
  nextCursor: string | null;
}

export interface RequestOptions {
  /** Cancels the call, retries and waits included. */
  signal?: AbortSignal;
  /** Per attempt; overrides the client's. */
  timeoutMs?: number;
  /** Overrides the client's. */
  maxRetries?: number;
  /** For POSTs that honour it; by default one is generated per call and reused across its retries. */
  idempotencyKey?: string;
}

export interface OperationInput {
  params?: Record<string, string>;
  body?: unknown;
  query?: object;
}

/** What the generated methods call: the transport, answering the envelope's `data` or a page. */
export interface OperationCaller {
  data<T>(id: OperationId, input: OperationInput, options?: RequestOptions): Promise<T>;
  page<T>(id: OperationId, input: OperationInput, options?: RequestOptions): Promise<Page<T>>;
}
