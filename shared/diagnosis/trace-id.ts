// Request / trace correlation ids, from structured fields or from the text of a line: W3C
// traceparent, OpenTelemetry TraceId/SpanId, Datadog dd.trace_id, X-Request-Id, request_id,
// correlation_id, OpenStack oslo.log "[req-<uuid> …]", "TraceID: …", logback/Sleuth MDC
// "[app,traceId,spanId]", Micrometer "[traceId-spanId]", bracketed request UUIDs (Rails tags).
// The reasoning stages link callers and callees through them.

export interface TraceIds {
  traceId?: string;
  spanId?: string;
  /** Spring Cloud Sleuth's "[app,traceId,spanId]" names the application too. */
  app?: string;
}

type Json = Record<string, unknown>;

const TRACE_KEYS = [
  "traceId",
  "trace_id",
  "TraceId",
  "traceID",
  "trace.id",
  "dd.trace_id",
  "logging.googleapis.com/trace",
  "x-request-id",
  "X-Request-Id",
  "x_request_id",
  "request_id",
  "requestId",
  "RequestId",
  "req_id",
  "reqId",
  "correlation_id",
  "correlationId",
  "CorrelationId",
  "global_request_id",
];
const SPAN_KEYS = ["spanId", "span_id", "SpanId", "spanID", "span.id", "dd.span_id", "logging.googleapis.com/spanId"];
const NESTED = ["dd", "trace", "span", "http", "context", "mdc", "MDC", "fields", "attributes", "Attributes", "labels"];

function idValue(v: unknown): string | undefined {
  if (typeof v === "number" && Number.isFinite(v)) return String(v);
  if (typeof v !== "string") return undefined;
  const s = v.trim();
  if (s.length < 4 || s.length > 128 || /^0+$/.test(s)) return undefined;
  // GCP writes "projects/<p>/traces/<id>"
  const slash = s.lastIndexOf("/traces/");
  return slash >= 0 ? s.slice(slash + 8) : s;
}

const TRACE_RANK = new Map(TRACE_KEYS.map((k, i) => [k, i]));
const SPAN_RANK = new Map(SPAN_KEYS.map((k, i) => [k, i]));
const NESTED_SET = new Set(NESTED);

/** Best-ranked trace and span ids among `o`'s own keys, and whether a nested object may hold more: one pass. */
function scan(o: Json): { traceId?: string; spanId?: string; nested: boolean } {
  let traceRank = Number.POSITIVE_INFINITY;
  let spanRank = Number.POSITIVE_INFINITY;
  let traceId: string | undefined;
  let spanId: string | undefined;
  let nested = false;
  for (const k in o) {
    const tr = TRACE_RANK.get(k);
    if (tr !== undefined) {
      const v = tr < traceRank ? idValue(o[k]) : undefined;
      if (v) [traceRank, traceId] = [tr, v];
      continue;
    }
    const sr = SPAN_RANK.get(k);
    if (sr !== undefined) {
      const v = sr < spanRank ? idValue(o[k]) : undefined;
      if (v) [spanRank, spanId] = [sr, v];
      continue;
    }
    if (NESTED_SET.has(k)) nested = true;
  }
  return { traceId, spanId, nested };
}

/** Ids carried as fields of a JSON object (top level, or one level down in the usual places). */
export function traceFromFields(o: Json): TraceIds {
  const top = scan(o);
  const parent = typeof o.traceparent === "string" ? fromTraceparent(o.traceparent) : undefined;
  const ids: TraceIds = { traceId: parent?.traceId ?? top.traceId, spanId: parent?.spanId ?? top.spanId };
  if (!top.nested) return ids;
  for (const key of NESTED) {
    if (ids.traceId && ids.spanId) break;
    const nested = o[key];
    if (!nested || typeof nested !== "object" || Array.isArray(nested)) continue;
    const n = nested as Json;
    // {"trace":{"id":…}}, {"span":{"id":…}} (ECS), {"dd":{"trace_id":…}}
    if (key === "trace") ids.traceId ??= idValue(n.id);
    else if (key === "span") ids.spanId ??= idValue(n.id);
    const inner = scan(n);
    ids.traceId ??= inner.traceId;
    ids.spanId ??= inner.spanId;
  }
  return ids;
}

const TRACEPARENT_RE = /\b[0-9a-f]{2}-([0-9a-f]{32})-([0-9a-f]{16})-[0-9a-f]{2}\b/;
const OSLO_RE = /\[(req-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})[\s\]]/;
// "(HTTP 400) (Request-ID: req-…)" quotes the request of the service that answered, not the line's own
const KEYED_TRACE_RE =
  /(?:^|[^\w.(])(?:trace[_-]?id|dd\.trace_id|x-request-id|request[_-]?id|req[_-]?id|correlation[_-]?id|RequestId)["']?\s?[=:]\s?["']?([\w-]{4,64})/i;
const ID_KEY_RE = /id["']?\s?[=:]/i;
const KEYED_SPAN_RE = /(?:^|[^\w.])(?:span[_-]?id|dd\.span_id)["']?\s?[=:]\s?["']?([\w-]{4,32})/i;
const MDC_RE = /\[(?:([\w.-]{0,60}),)?([0-9a-f]{16}|[0-9a-f]{32}),([0-9a-f]{16})(?:,(?:true|false))?\]/;
const MICROMETER_RE = /\[([0-9a-f]{32})-([0-9a-f]{16})\]/;
const BRACKET_UUID_RE = /\[([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\]/;
// AWS X-Ray's "Root=1-<8 hex epoch>-<24 hex>": the same 128 bits as a W3C trace id, split
const XRAY_RE = /\bRoot=(1-[0-9a-f]{8}-[0-9a-f]{24})\b/;
const SCAN = 1200;

function fromTraceparent(text: string): TraceIds | undefined {
  const m = TRACEPARENT_RE.exec(text);
  return m ? { traceId: m[1], spanId: m[2] } : undefined;
}

/**
 * An id a JSON record's message writes as a key ("… 200 47 ms trace_id=req-82c4…"): the record's own, appended by its
 * logger, when its fields carry none.
 */
function keyedTraceFromText(message: string): TraceIds {
  const text = message.length > SCAN ? message.slice(0, SCAN) : message;
  // (most messages write no key ending in "id": a cheap test before the full pattern)
  if (!ID_KEY_RE.test(text)) return {};
  const keyed = KEYED_TRACE_RE.exec(text);
  if (!keyed || !/\d/.test(keyed[1])) return {};
  const span = KEYED_SPAN_RE.exec(text);
  return span ? { traceId: keyed[1], spanId: span[1] } : { traceId: keyed[1] };
}

/** Ids written in the text of a line (first SCAN characters). */
export function traceFromText(line: string): TraceIds {
  const text = line.length > SCAN ? line.slice(0, SCAN) : line;
  if (text.includes("traceparent")) {
    const p = fromTraceparent(text);
    if (p) return p;
  }
  if (text.includes("Root=1-")) {
    const m = XRAY_RE.exec(text);
    if (m) return { traceId: m[1] };
  }
  if (text.includes("[req-")) {
    const m = OSLO_RE.exec(text);
    if (m) return { traceId: m[1] };
  }
  if (text.includes("[")) {
    const mdc = MDC_RE.exec(text);
    if (mdc) return mdc[1] ? { traceId: mdc[2], spanId: mdc[3], app: mdc[1] } : { traceId: mdc[2], spanId: mdc[3] };
    const m = MICROMETER_RE.exec(text);
    if (m) return { traceId: m[1], spanId: m[2] };
  }
  const keyed = keyedTraceFromText(text);
  if (keyed.traceId) return keyed;
  if (text.includes("[")) {
    const m = BRACKET_UUID_RE.exec(text);
    if (m) return { traceId: m[1] };
  }
  return {};
}

const XRAY_ID_RE = /^1-([0-9a-f]{8})-([0-9a-f]{24})$/i;
const HEX_ID_RE = /^(?:[0-9a-f]{16}|[0-9a-f]{32})$/i;

/**
 * One key for one trace however a service prints it: a W3C or B3 id in hex, X-Ray's split form, or Datadog's decimal
 * of the low 64 bits (the tracers' own conversion) all become that decimal. Other ids (request UUIDs) stay as written.
 */
export function canonicalTraceId(id: string): string {
  const xray = XRAY_ID_RE.exec(id);
  const hex = xray ? xray[2] : HEX_ID_RE.test(id) ? id : undefined;
  return hex ? BigInt(`0x${hex.slice(-16)}`).toString() : id;
}
