// JSON log lines: plain {timestamp,service,level,message}, Datadog, ECS (flat and nested), GCP,
// pino/bunyan, docker json-file. Unknown shapes still give a message and whatever fields match.
import { normalizeLevel } from "./level.js";
import { MAX_ATTRIBUTE_LENGTH, type ParsedLine, putAttribute } from "./parsed-line.js";
import { parseTimestampValue } from "./timestamp.js";

type Json = Record<string, unknown>;

const TIME_KEYS = ["timestamp", "@timestamp", "time", "ts", "date", "datetime", "eventTime", "@t", "receiveTimestamp"];
const LEVEL_KEYS = ["level", "log.level", "severity", "status", "lvl", "levelname", "loglevel", "@l", "level_name"];
const MESSAGE_KEYS = ["message", "msg", "textPayload", "log", "@m", "@mt", "event", "text", "line"];
const STACK_KEYS = ["error.stack_trace", "stack_trace", "stack", "stacktrace", "exception", "exc_info", "error.stack"];
const SERVICE_KEYS = [
  "service",
  "service.name",
  "serviceName",
  "service_name",
  "svc",
  "app",
  "application",
  "component",
];

function obj(v: unknown): Json | undefined {
  return v && typeof v === "object" && !Array.isArray(v) ? (v as Json) : undefined;
}

function str(v: unknown): string | undefined {
  if (typeof v === "string") return v.length > 0 ? v : undefined;
  if (typeof v === "number" || typeof v === "boolean") return String(v);
  return undefined;
}

function firstDefined<T>(o: Json, keys: string[], read: (v: unknown) => T | undefined): T | undefined {
  for (const k of keys) {
    if (k in o) {
      const r = read(o[k]);
      if (r !== undefined) return r;
    }
  }
  return undefined;
}

function serviceOf(o: Json): string | undefined {
  const direct = o.service;
  if (typeof direct === "string" && direct) return direct;
  const nested = obj(direct);
  if (nested && typeof nested.name === "string" && nested.name) return nested.name;
  const flat = firstDefined(o, SERVICE_KEYS, str);
  if (flat) return flat;
  const labels = obj(obj(o.resource)?.labels);
  const gcp = labels && (str(labels.container_name) ?? str(labels.service_name) ?? str(labels.function_name));
  if (gcp) return gcp;
  const sc = obj(o.serviceContext);
  if (sc && typeof sc.service === "string") return sc.service;
  const k8s = obj(o.kubernetes);
  if (k8s) {
    const c = str(k8s.container_name) ?? str(obj(k8s.labels)?.app);
    if (c) return c;
  }
  return str(o.container_name) ?? str(obj(o.labels)?.app) ?? str(o.name) ?? str(o.logger_name);
}

function levelOf(o: Json): string | undefined {
  const direct = firstDefined(o, LEVEL_KEYS, normalizeLevel);
  if (direct) return direct;
  const log = obj(o.log);
  if (log) return normalizeLevel(log.level);
  return undefined;
}

function messageOf(o: Json): string | undefined {
  const direct = firstDefined(o, MESSAGE_KEYS, str);
  if (direct) return direct;
  const payload = obj(o.jsonPayload) ?? obj(o.protoPayload) ?? obj(o.attributes) ?? obj(o.fields);
  if (payload) {
    const m = firstDefined(payload, MESSAGE_KEYS, str);
    if (m) return m;
  }
  const err = obj(o.error);
  if (err) return str(err.message);
  return typeof o.error === "string" ? o.error : undefined;
}

function stackOf(o: Json): string | undefined {
  const direct = firstDefined(o, STACK_KEYS, str);
  if (direct) return direct;
  const err = obj(o.error) ?? obj(o.err);
  if (err) return str(err.stack_trace) ?? str(err.stack);
  return undefined;
}

const USED = new Set([
  ...TIME_KEYS,
  ...LEVEL_KEYS,
  ...MESSAGE_KEYS,
  ...STACK_KEYS,
  ...SERVICE_KEYS,
  "jsonPayload",
  "resource",
  "name",
]);

/** `text` is a JSON object line; undefined when it is not valid JSON. */
export function parseJsonLine(text: string, stream: string): ParsedLine | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const o = obj(value);
  if (!o) return undefined;
  let message = messageOf(o);
  const stack = stackOf(o);
  if (message === undefined) message = text.length > 2000 ? text.slice(0, 2000) : text;
  if (stack && !message.includes(stack.slice(0, 40))) message = `${message}\n${stack}`;
  const attributes: Record<string, string> = {};
  for (const k in o) {
    if (USED.has(k)) continue;
    const v = o[k];
    if (typeof v === "string" || typeof v === "number" || typeof v === "boolean") putAttribute(attributes, k, v);
    else {
      const nested = obj(v);
      if (nested) for (const nk in nested) putAttribute(attributes, `${k}.${nk}`, nested[nk]);
    }
  }
  const timestamp = firstDefined(o, TIME_KEYS, parseTimestampValue);
  const trace = str(obj(o.jsonPayload)?.trace);
  if (trace) attributes.trace = trace.slice(0, MAX_ATTRIBUTE_LENGTH);
  return {
    timestamp,
    service: serviceOf(o),
    level: levelOf(o),
    message,
    attributes,
    kind: "head",
    stream,
  };
}
