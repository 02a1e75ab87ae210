// JSON log lines: plain {timestamp,service,level,message}, Datadog, ECS (flat and nested), GCP,
// pino/bunyan, docker json-file, OpenTelemetry (log data model and OTLP/JSON), journald export,
// Serilog CLEF, GELF, Lambda's JSON log format. Unknown shapes still give a message and whatever
// fields match.
import { normalizeLevel, otelSeverity } from "./level.js";
import { MAX_ATTRIBUTE_LENGTH, type ParsedLine, putAttribute, withCause } from "./parsed-line.js";
import { parseTimestampValue } from "./timestamp.js";
import { traceFromFields, traceFromText } from "./trace-id.js";

type Json = Record<string, unknown>;

const TIME_KEYS = [
  "timestamp",
  "@timestamp",
  "time",
  "ts",
  "date",
  "datetime",
  "eventTime",
  "@t",
  "Timestamp",
  "timeUnixNano",
  "time_unix_nano",
  "__REALTIME_TIMESTAMP",
  "asctime",
  "receiveTimestamp",
  // Azure Monitor / Log Analytics rows
  "TimeGenerated",
  // NXLog's Windows Event Log fields
  "EventTime",
  "ObservedTimestamp",
  "observedTimeUnixNano",
  "start_time",
];
const LEVEL_KEYS = [
  "level",
  "log.level",
  "severity",
  "SeverityText",
  "severityText",
  "status",
  "lvl",
  "levelname",
  "loglevel",
  "@l",
  "level_name",
  "levelName",
  "PRIORITY",
  "Severity",
];
const SEVERITY_NUMBER_KEYS = ["SeverityNumber", "severityNumber", "severity_number"];
const MESSAGE_KEYS = [
  "message",
  "@message",
  "msg",
  "textPayload",
  "log",
  "@m",
  "@mt",
  "event",
  "Body",
  "body",
  "MESSAGE",
  "Message",
  "short_message",
  "text",
  "line",
  // Azure Monitor's ContainerLogV2 table
  "LogMessage",
];
const STACK_KEYS = [
  "error.stack_trace",
  "stack_trace",
  "stack",
  "stacktrace",
  "exception",
  "exc_info",
  "error.stack",
  "@x",
  "full_message",
];
const HTTP_STATUS_KEYS = [
  "status",
  "statusCode",
  "status_code",
  "http.status_code",
  "http.response.status_code",
  "response_code",
  "DownstreamStatus",
  "http_status",
];
/** MongoDB 4.4+ structured logs: {"t":{"$date"},"s":"E","c":"NETWORK","ctx":"conn1","msg"}. */
const MONGO_SEVERITY: Record<string, string> = { F: "fatal", E: "error", W: "warn", I: "info" };
const SERVICE_KEYS = [
  "service",
  "service.name",
  "serviceName",
  "service_name",
  "svc",
  "app",
  "application",
  // Serilog's conventional enricher property
  "Application",
  // Application Insights' cloud role, GELF's additional field, Vercel's log drains, Traefik/Docker labels
  "AppRoleName",
  "_service",
  "projectName",
  "container",
  // Azure Monitor's ContainerLogV2 / ContainerLog rows
  "ContainerName",
  "component",
  "SYSLOG_IDENTIFIER",
  "_SYSTEMD_UNIT",
  "_COMM",
  "program",
  "appname",
  // the Windows Event Log's event source (NXLog, Winlogbeat's winlog.provider_name is nested)
  "SourceName",
];
/** Who logged, when no service is named: the logger (Java, Python), taken as the component. */
const LOGGER_KEYS = ["logger_name", "logger", "loggerName", "log.logger", "name"];

function obj(v: unknown): Json | undefined {
  return v && typeof v === "object" && !Array.isArray(v) ? (v as Json) : undefined;
}

function str(v: unknown): string | undefined {
  if (typeof v === "string") return v.length > 0 ? v : undefined;
  if (typeof v === "number" || typeof v === "boolean") return String(v);
  // OTLP/JSON AnyValue: {"stringValue": "…"}
  const any = obj(v);
  return any && typeof any.stringValue === "string" ? any.stringValue || undefined : undefined;
}

/** OpenTelemetry resource attributes, as a map (log data model) or as OTLP's [{key, value}] list. */
function resourceService(o: Json): string | undefined {
  const res = obj(o.Resource) ?? obj(o.resource);
  if (!res) return undefined;
  const direct = str(res["service.name"]);
  if (direct) return direct;
  const attrs = res.attributes;
  if (Array.isArray(attrs)) {
    for (const a of attrs) {
      const kv = obj(a);
      if (kv?.key === "service.name") return str(kv.value);
    }
  }
  return str(obj(attrs)?.["service.name"]);
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

// Elasticsearch's ECS layout writes this constant as every node's service.name: it names the log format, so the
// envelope (container, pod, file) names the service
const FORMAT_CONSTANT_SERVICES = new Set(["ES_ECS"]);

function serviceOf(o: Json): string | undefined {
  const s = declaredService(o);
  return s && FORMAT_CONSTANT_SERVICES.has(s) ? undefined : s;
}

// the kubelet's file for a container: /var/log/containers/<pod>_<namespace>_<container>-<container id>.log
const CONTAINER_LOG_FILE_RE =
  /\/var\/log\/containers\/[^_/]{1,253}_[^_/]{1,63}_([a-z0-9][-a-z0-9]{0,62}?)-[0-9a-f]{8,64}\.log$/;

// a container known only by its runtime's id ("2aa8bb116abb"): its pod's name says its workload
const CONTAINER_ID_RE = /^[0-9a-f]{12}(?:[0-9a-f]{52})?$/;

function containerName(labels: Json): string | undefined {
  const name = str(labels.container_name);
  return name && CONTAINER_ID_RE.test(name) ? (str(labels.pod_name) ?? name) : name;
}

function declaredService(o: Json): string | undefined {
  const fromResource = resourceService(o);
  if (fromResource) return fromResource;
  const direct = o.service;
  if (typeof direct === "string" && direct) return direct;
  const nested = obj(direct);
  if (nested && typeof nested.name === "string" && nested.name) return nested.name;
  const flat = firstDefined(o, SERVICE_KEYS, str);
  if (flat) return flat;
  const labels = obj(obj(o.resource)?.labels);
  const gcp = labels && (containerName(labels) ?? str(labels.service_name) ?? str(labels.function_name));
  if (gcp) return gcp;
  // GCP node and VM logs: journald's fields in the payload, the log's name after ".../logs/"
  const payload = obj(o.jsonPayload);
  const ident = payload && (str(payload.SYSLOG_IDENTIFIER) ?? str(payload._SYSTEMD_UNIT));
  if (ident) return ident;
  const logName = str(o.logName);
  if (labels && logName?.includes("/logs/"))
    return decodeURIComponent(logName.slice(logName.lastIndexOf("/logs/") + 6));
  const sc = obj(o.serviceContext);
  if (sc && typeof sc.service === "string") return sc.service;
  const k8s = obj(o.kubernetes);
  if (k8s) {
    const c = str(k8s.container_name) ?? str(obj(k8s.labels)?.app);
    if (c) return c;
  }
  if (o.ctx !== undefined && typeof o.c === "string") return "mongod";
  // ECS's awslogs driver names each stream "<prefix>/<container>/<task id>": the container is the service
  const stream = str(o.logStreamName) ?? str(o.logStream);
  const ecs = stream ? /^[\w.-]+\/([\w.-]+)\/[\w-]{6,64}$/.exec(stream) : null;
  if (ecs) return ecs[1];
  // Splunk Connect for Kubernetes: sourcetype "kube:container:<container>", source the kubelet's file
  const sourcetype = str(o.sourcetype);
  const kube = sourcetype ? /^kube:container:([\w.-]{1,63})$/.exec(sourcetype) : null;
  if (kube) return kube[1];
  const source = str(o.source);
  const file = source ? CONTAINER_LOG_FILE_RE.exec(source) : null;
  if (file) return file[1];
  // a CloudWatch Logs export: the group names the function or task ("/aws/lambda/<fn>", "/ecs/<service>")
  const group = str(o.logGroup) ?? str(o.log_group) ?? str(o["@log"]);
  if (group) return group.replace(/\/+$/, "").split("/").pop() || group;
  // logback's JSON encoders keep MDC values under "mdc"
  const mdc = obj(o.mdc) ?? obj(o.MDC) ?? obj(o.contextMap);
  const fromMdc = mdc && (str(mdc.service) ?? str(mdc["service.name"]) ?? str(mdc.app));
  if (fromMdc) return fromMdc;
  // docker json-file with `--log-opt tag=…` or labels: "attrs": {"tag": "<service>"}
  const attrs = obj(o.attrs);
  const tagged = attrs && (str(attrs.tag) ?? str(attrs["com.docker.compose.service"]));
  if (tagged) return tagged;
  return str(o.container_name) ?? str(obj(o.labels)?.app) ?? firstDefined(o, LOGGER_KEYS, str);
}

function levelValue(v: unknown): string | undefined {
  // journald PRIORITY and some shippers write the syslog severity as a digit string
  return normalizeLevel(typeof v === "string" && /^[0-7]$/.test(v) ? Number(v) : v);
}

const APP_INSIGHTS_LEVELS: Record<number, string> = { 0: "debug", 1: "info", 2: "warn", 3: "error", 4: "fatal" };

function levelOf(o: Json): string | undefined {
  if (typeof o.s === "string" && o.ctx !== undefined)
    return MONGO_SEVERITY[o.s] ?? (o.s.startsWith("D") ? "debug" : undefined);
  const direct = firstDefined(o, LEVEL_KEYS, levelValue);
  if (direct) return direct;
  // Application Insights' SeverityLevel: 0 Verbose, 1 Information, 2 Warning, 3 Error, 4 Critical
  if (typeof o.SeverityLevel === "number") return APP_INSIGHTS_LEVELS[o.SeverityLevel];
  if (o.ItemType === "exception" || o.Type === "AppExceptions") return "error";
  const otel = firstDefined(o, SEVERITY_NUMBER_KEYS, otelSeverity);
  if (otel) return otel;
  const log = obj(o.log);
  if (log) return normalizeLevel(log.level);
  // Serilog CLEF leaves "@l" out for Information
  if (o["@t"] !== undefined && (o["@m"] !== undefined || o["@mt"] !== undefined)) return "info";
  return statusLevel(o);
}

/** Access-log JSON without a level: the response status says it (5xx error, 4xx warn). */
function statusLevel(o: Json): string | undefined {
  const http = obj(o.http);
  const raw = firstDefined(o, HTTP_STATUS_KEYS, str) ?? (http && (str(http.status_code) ?? str(http.status)));
  const status = raw !== undefined && /^\d{3}$/.test(raw) ? Number(raw) : undefined;
  if (status === undefined) return undefined;
  return status >= 500 ? "error" : status >= 400 ? "warn" : "info";
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

// zap's "error", logrus' "error", pgx's "err", OTel's Attributes.error / exception.message: the cause a console
// encoder prints after the message ("forward batch failed: dial tcp: lookup …: i/o timeout")
const CAUSE_KEYS = [
  "error",
  "err",
  "error.message",
  "error_message",
  "errorMessage",
  "exception.message",
  "reason",
  "cause",
];
const DETAIL_KEYS = ["detail", "details"];

/** The error text a record carries beside its message, in the fields structured loggers use. */
function causeOf(o: Json): string | undefined {
  const scopes = [o, obj(o.Attributes), obj(o.attributes), obj(o.fields), obj(o.jsonPayload)];
  for (const scope of scopes) {
    if (!scope) continue;
    const cause =
      firstDefined(scope, CAUSE_KEYS, str) ?? str(obj(scope.error)?.message) ?? str(obj(scope.err)?.message);
    if (cause) {
      const detail = firstDefined(scope, DETAIL_KEYS, str);
      return detail ? `${cause} (${detail})` : cause;
    }
  }
  return undefined;
}

function stackOf(o: Json): string | undefined {
  const direct = firstDefined(o, STACK_KEYS, str);
  if (direct) return direct;
  // GCP's structured payload keeps the application's fields, its stack among them
  const payload = obj(o.jsonPayload);
  const inPayload = payload && firstDefined(payload, STACK_KEYS, str);
  if (inPayload) return inPayload;
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
  ...SEVERITY_NUMBER_KEYS,
  "jsonPayload",
  "resource",
  "name",
]);

// the service a proxy passed the request to, named in a field of its access record (Envoy's upstream_cluster
// "outbound|8080||orders.prod.svc.cluster.local", ingress-nginx's proxy_upstream_name, HAProxy's backend_name,
// Traefik's ServiceName, OTel's peer.service): the message says only an address, or nothing
const UPSTREAM_KEY_RE =
  /(?:^|\.)(?:upstream_cluster|upstream_name|proxy_upstream_name|upstream_service|backend_name|backend_service|ServiceName|peer\.service)$/;

function upstreamOf(attributes: Record<string, string>): string | undefined {
  for (const k in attributes) if (UPSTREAM_KEY_RE.test(k) && /[a-z]/i.test(attributes[k])) return attributes[k];
  return undefined;
}

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
  // Datadog's Logs API list entries: {"id", "content": {timestamp, service, status, message, tags, attributes}}
  const content = obj(o.content);
  if (content && typeof o.id === "string" && (content.message !== undefined || content.timestamp !== undefined))
    return parseJsonObject(content, text, stream);
  // Splunk HEC with a structured event: {time, host, source, sourcetype, event: {level, service, message}}
  const hecEvent = obj(o.event);
  if (hecEvent && (o.sourcetype !== undefined || o.index !== undefined))
    return parseJsonObject({ time: o.time, source: o.source, sourcetype: o.sourcetype, ...hecEvent }, text, stream);
  const otlp = otlpRecord(o);
  if (otlp) return parseJsonObject(otlp, text, stream);
  const loki = lokiEntry(o);
  if (loki) return parseJsonObject(loki, text, stream);
  return parseJsonObject(o, text, stream);
}

/**
 * An OTLP/JSON export line (the collector's file exporter, `{"resourceLogs":[{resource, scopeLogs:[{logRecords}]}]}`):
 * its first log record with the resource that names the service (exporters write one record per line).
 */
function otlpRecord(o: Json): Json | undefined {
  if (!Array.isArray(o.resourceLogs)) return undefined;
  const rl = obj(o.resourceLogs[0]);
  const scopes = rl?.scopeLogs ?? rl?.instrumentationLibraryLogs;
  const scope = Array.isArray(scopes) ? obj(scopes[0]) : undefined;
  const record = scope && Array.isArray(scope.logRecords) ? obj(scope.logRecords[0]) : undefined;
  return record ? { ...record, resource: rl?.resource } : undefined;
}

// `logcli query --output=jsonl`: {"labels": "{app=\"x\", container=\"x\", …}", "line": "…", "timestamp": "…"}
const LOKI_LABEL_RE = /\b(service_name|app|container|job)="([^"]{1,200})"/g;

function lokiEntry(o: Json): Json | undefined {
  if (typeof o.labels !== "string" || typeof o.line !== "string" || !o.labels.startsWith("{")) return undefined;
  const labels: Record<string, string> = {};
  for (const m of o.labels.matchAll(LOKI_LABEL_RE)) labels[m[1]] ??= m[2];
  const service = labels.service_name ?? labels.app ?? labels.container ?? labels.job?.split("/").pop();
  return { timestamp: o.timestamp, message: o.line, service };
}

/** log4j2's JsonLayout: `"instant": {"epochSecond", "nanoOfSecond"}`, or `"timeMillis"` before 2.11. */
function log4j2Instant(o: Json): number | undefined {
  const instant = obj(o.instant);
  if (instant && typeof instant.epochSecond === "number") {
    const nanos = typeof instant.nanoOfSecond === "number" ? instant.nanoOfSecond : 0;
    return instant.epochSecond * 1000 + Math.floor(nanos / 1e6);
  }
  return typeof o.timeMillis === "number" && Number.isFinite(o.timeMillis) ? o.timeMillis : undefined;
}

/** One record's fields as an object (a JSON line, a CSV row keyed by its header). */
export function parseJsonObject(o: Json, text: string, stream: string): ParsedLine {
  let message = messageOf(o);
  const stack = stackOf(o);
  if (message === undefined) message = text.length > 2000 ? text.slice(0, 2000) : text;
  message = withCause(message, causeOf(o));
  // (a trace that repeats the message as its first line, as ECS's error.stack_trace does, is the message in full)
  if (stack?.startsWith(message) && stack.length > message.length) message = stack;
  else if (stack && !message.includes(stack.slice(0, 40))) message = `${message}\n${stack}`;
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
  const upstream = upstreamOf(attributes);
  if (upstream && !message.includes(upstream)) message = `${message} upstream=${upstream}`;
  const timestamp =
    firstDefined(o, TIME_KEYS, parseTimestampValue) ??
    (o.ctx !== undefined ? parseTimestampValue(o.t) : undefined) ??
    log4j2Instant(o);
  const trace = str(obj(o.jsonPayload)?.trace);
  if (trace) attributes.trace = trace.slice(0, MAX_ATTRIBUTE_LENGTH);
  const line: ParsedLine = {
    timestamp,
    service: serviceOf(o)?.replace(/\.service$/, ""),
    level: levelOf(o),
    message,
    attributes,
    kind: "head",
    stream,
  };
  let ids = traceFromFields(o);
  if (!ids.traceId) ids = traceFromText(message);
  if (ids.traceId) line.traceId = ids.traceId;
  if (ids.spanId) line.spanId = ids.spanId;
  return line;
}
