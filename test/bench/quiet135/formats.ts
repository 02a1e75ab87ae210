// The six line formats of the incidents README and how one event looks in each: request ids go into
// structured fields where the format has them and into the text (as each logger would print them) where
// it has not; stacks go to error fields, into the message, or onto raw continuation lines.
import type { Ctx } from "./ctx.js";
import { runtimeOf } from "./estates.js";
import type { Ev, Level, Service } from "./types.js";

export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export const FORMATS: readonly Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];

export function extension(f: Format): string {
  return f === "logfmt" ? "logfmt" : f === "compose" ? "log" : "jsonl";
}

const DDSOURCE: Record<string, string> = {
  java: "java",
  node: "nodejs",
  go: "go",
  dotnet: "csharp",
  python: "python",
  ruby: "ruby",
  php: "php",
};

function lower(l: Level): string {
  return l === "WARN" ? "warn" : l.toLowerCase();
}

function gcpSeverity(l: Level): string {
  return l === "WARN" ? "WARNING" : l === "FATAL" ? "CRITICAL" : l;
}

function ddStatus(l: Level): string {
  return l === "FATAL" ? "critical" : l === "WARN" ? "warn" : l.toLowerCase();
}

const q = (v: string | number | boolean) => {
  const s = String(v);
  return /[\s"=]/.test(s) || s === "" ? JSON.stringify(s) : s;
};

function kvText(ev: Ev): string {
  if (!ev.kv) return "";
  return ` ${Object.entries(ev.kv)
    .map(([k, v]) => `${k}=${q(v)}`)
    .join(" ")}`;
}

/** The message as a text logger prints it: ids where that runtime's pattern puts them, fields appended. */
function textMessage(ev: Ev, s: Service | undefined): string {
  let msg = ev.msg + kvText(ev);
  if (!s || !ev.ids || runtimeOf(s.framework) === "proxy") return msg;
  const rt = runtimeOf(s.framework);
  switch (s.ids) {
    case "trace":
      msg =
        rt === "java"
          ? `[${s.name},${ev.ids.trace},${ev.ids.span}] ${msg}`
          : `${msg} trace_id=${ev.ids.trace} span_id=${ev.ids.span}`;
      break;
    case "request":
      msg = rt === "ruby" ? `[${ev.ids.req}] ${msg}` : `${msg} request_id=${ev.ids.req}`;
      break;
    case "corr":
      msg = rt === "java" ? `[corr=${ev.ids.corr}] ${msg}` : `${msg} => CorrelationId:${ev.ids.corr}`;
      break;
    default:
      break;
  }
  return msg;
}

function idFields(ev: Ev, s: Service | undefined, style: "dd" | "ecs" | "gcp" | "logfmt"): Record<string, string> {
  if (!s || !ev.ids || runtimeOf(s.framework) === "proxy") return {};
  switch (s.ids) {
    case "trace":
      if (style === "ecs") return { "trace.id": ev.ids.trace, "span.id": ev.ids.span };
      return { trace_id: ev.ids.trace, span_id: ev.ids.span };
    case "request":
      return style === "ecs" ? { "http.request.id": ev.ids.req } : { request_id: ev.ids.req };
    case "corr":
      return style === "ecs" ? { "labels.correlation_id": ev.ids.corr } : { correlation_id: ev.ids.corr };
    default:
      return {};
  }
}

/** Structured formats name request fields the way their shippers do, never over a reserved key. */
const DD_KEYS: Record<string, string> = {
  status: "http.status_code",
  method: "http.method",
  path: "http.url_details.path",
  remote: "network.client.ip",
  "req.method": "http.method",
  "req.url": "http.url",
  "res.statusCode": "http.status_code",
  responseTime: "duration_ms",
};
const ECS_KEYS: Record<string, string> = {
  status: "http.response.status_code",
  method: "http.request.method",
  path: "url.path",
  remote: "client.address",
  duration: "event.duration_text",
  "req.method": "http.request.method",
  "req.url": "url.original",
  "res.statusCode": "http.response.status_code",
  responseTime: "event.duration_ms",
};

function renamed(
  kv: Record<string, string | number | boolean>,
  map: Record<string, string>,
  reserved: Set<string>,
): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [k, v] of Object.entries(kv)) {
    const name = map[k] ?? k;
    out[reserved.has(name) ? `attr.${name}` : name] = v;
  }
  return out;
}
const DD_RESERVED = new Set([
  "@timestamp",
  "status",
  "service",
  "host",
  "ddsource",
  "ddtags",
  "message",
  "error",
  "otel",
]);
const ECS_RESERVED = new Set([
  "@timestamp",
  "log.level",
  "message",
  "ecs.version",
  "service.name",
  "service.version",
  "host.hostname",
  "event.dataset",
]);

function stamp(ms: number): string {
  return new Date(ms).toISOString();
}

export function lineCost(ev: Ev, f: Format): number {
  if (f === "logfmt") return 1 + (ev.stack ? ev.stack.split("\n").length : 0);
  if (f === "compose") return ev.msg.split("\n").length + (ev.stack ? ev.stack.split("\n").length : 0);
  return 1;
}

export function render(ctx: Ctx, f: Format, events: Ev[]): string[] {
  const bySvc = new Map(ctx.estate.services.map((s) => [s.name, s]));
  const width = Math.max(...ctx.estate.services.map((s) => s.name.length)) + 2;
  const out: string[] = [];
  const project = `${ctx.estate.key}-prod-${ctx.r.int(100000, 999999)}`;
  for (const ev of events) {
    const s = bySvc.get(ev.svc);
    const pod = ctx.pods.get(ev.svc);
    const p = ev.t + (pod?.skew ?? 0);
    switch (f) {
      case "jsonl": {
        const msg = textMessage(ev, s) + (ev.stack ? `\n${ev.stack}` : "");
        out.push(JSON.stringify({ timestamp: stamp(p), service: ev.svc, level: ev.level, message: msg }));
        break;
      }
      case "datadog": {
        const o: Record<string, unknown> = {
          "@timestamp": stamp(p),
          status: ddStatus(ev.level),
          service: ev.svc,
          host: pod?.node ?? "unknown",
          ddsource: s ? (DDSOURCE[runtimeOf(s.framework)] ?? s.framework) : "unknown",
          ddtags: `env:prod,kube_namespace:${ctx.estate.namespace},version:${s?.version ?? "unknown"},pod_name:${pod?.pod ?? ev.svc}`,
          message: ev.msg,
        };
        const idf = idFields(ev, s, "dd");
        if (idf.trace_id) o.otel = { trace_id: idf.trace_id, span_id: idf.span_id };
        else Object.assign(o, idf);
        if (ev.kv) Object.assign(o, renamed(ev.kv, DD_KEYS, DD_RESERVED));
        if (ev.errType || ev.stack) o.error = { kind: ev.errType ?? "Error", ...(ev.stack ? { stack: ev.stack } : {}) };
        out.push(JSON.stringify(o));
        break;
      }
      case "ecs": {
        const o: Record<string, unknown> = {
          "@timestamp": stamp(p),
          "log.level": lower(ev.level),
          message: ev.msg,
          "ecs.version": "8.11.0",
          "service.name": ev.svc,
          "service.version": s?.version,
          "service.environment": "production",
          "host.hostname": pod?.pod,
          "event.dataset": `${ev.svc}.log`,
          ...idFields(ev, s, "ecs"),
        };
        if (ev.kv) Object.assign(o, renamed(ev.kv, ECS_KEYS, ECS_RESERVED));
        if (ev.errType) o["error.type"] = ev.errType;
        if (ev.stack) o["error.stack_trace"] = ev.stack;
        out.push(JSON.stringify(o));
        break;
      }
      case "gcp": {
        const idf = idFields(ev, s, "gcp");
        const payload: Record<string, unknown> = { message: ev.msg + (ev.stack ? `\n${ev.stack}` : "") };
        if (ev.kv) Object.assign(payload, renamed(ev.kv, {}, new Set(["message"])));
        if (idf.request_id) payload.request_id = idf.request_id;
        if (idf.correlation_id) payload.correlationId = idf.correlation_id;
        if (ev.errType)
          payload["@type"] = "type.googleapis.com/google.devtools.clouderrorreporting.v1beta1.ReportedErrorEvent";
        const o: Record<string, unknown> = {
          insertId: ctx.r.alnum(14),
          timestamp: stamp(p),
          severity: gcpSeverity(ev.level),
          resource: {
            type: "k8s_container",
            labels: {
              project_id: project,
              location: ctx.estate.region,
              cluster_name: `${ctx.estate.key}-gke-prod`,
              namespace_name: ctx.estate.namespace,
              pod_name: pod?.pod ?? ev.svc,
              container_name: ev.svc,
            },
          },
          jsonPayload: payload,
          logName: `projects/${project}/logs/stdout`,
        };
        if (idf.trace_id) {
          o["logging.googleapis.com/trace"] = `projects/${project}/traces/${idf.trace_id}`;
          o["logging.googleapis.com/spanId"] = idf.span_id;
        }
        out.push(JSON.stringify(o));
        break;
      }
      case "logfmt": {
        const parts = [`ts=${stamp(p)}`, `level=${lower(ev.level)}`, `svc=${ev.svc}`, `msg=${JSON.stringify(ev.msg)}`];
        if (ev.kv) for (const [k, v] of Object.entries(ev.kv)) parts.push(`${k}=${q(v)}`);
        for (const [k, v] of Object.entries(idFields(ev, s, "logfmt"))) parts.push(`${k}=${v}`);
        if (ev.errType) parts.push(`error_type=${q(ev.errType)}`);
        out.push(parts.join(" "));
        if (ev.stack) out.push(...ev.stack.split("\n"));
        break;
      }
      case "compose": {
        const prefix = `${ev.svc}-1`.padEnd(width + 1);
        const d = new Date(p).toISOString();
        const head = `${d.slice(0, 10)} ${d.slice(11, 23)}`;
        const lines = textMessage(ev, s).split("\n");
        out.push(`${prefix} | ${head} | ${ev.level.padEnd(8)} | ${lines[0] ?? ""}`);
        for (const l of lines.slice(1)) out.push(`${prefix} | ${l}`);
        if (ev.stack) for (const l of ev.stack.split("\n")) out.push(`${prefix} | ${l}`);
        break;
      }
    }
  }
  return out;
}
