// Renders events as the README's six line shapes. Printed time = true time + the service's skew. Stack traces
// ride inside the message (jsonl, gcp), in error fields (datadog, ecs) or as raw continuation lines (logfmt,
// compose, the latter behind the compose prefix).
import type { Estate, Ev, Format, Level, Runtime, Service } from "./types.js";

export interface RenderCtx {
  e: Estate;
  skew: Map<string, number>;
  pods: Map<string, string[]>;
  project: string;
}

const DD_SOURCE: Record<Runtime, string> = {
  java: "java",
  python: "python",
  node: "nodejs",
  go: "go",
  dotnet: "csharp",
  ruby: "ruby",
};

const LV_UPPER: Record<Level, string> = { DEBUG: "DEBUG", INFO: "INFO", WARN: "WARN", ERROR: "ERROR", FATAL: "FATAL" };
const LV_GCP: Record<Level, string> = {
  DEBUG: "DEBUG",
  INFO: "INFO",
  WARN: "WARNING",
  ERROR: "ERROR",
  FATAL: "CRITICAL",
};
const LV_DD: Record<Level, string> = { DEBUG: "debug", INFO: "info", WARN: "warn", ERROR: "error", FATAL: "critical" };
const LV_SERILOG: Record<Level, string> = {
  DEBUG: "Debug",
  INFO: "Information",
  WARN: "Warning",
  ERROR: "Error",
  FATAL: "Fatal",
};
const LV_PY: Record<Level, string> = {
  DEBUG: "debug",
  INFO: "info",
  WARN: "warning",
  ERROR: "error",
  FATAL: "critical",
};

/** ECS loggers write the level the way their runtime names it. */
function ecsLevel(rt: Runtime, l: Level): string {
  if (rt === "dotnet") return LV_SERILOG[l];
  if (rt === "java" || rt === "ruby") return LV_UPPER[l];
  if (rt === "python") return LV_PY[l];
  return LV_DD[l] === "critical" ? "fatal" : LV_DD[l];
}

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

function oneLine(s: string): string {
  return s.replace(/\r?\n/g, " ");
}

function withStack(ev: Ev): string {
  return ev.stack?.length ? `${oneLine(ev.msg)}\n${ev.stack.join("\n")}` : oneLine(ev.msg);
}

export function render(fmt: Format, rc: RenderCtx, evs: Ev[]): string[] {
  const svcs = new Map(rc.e.services.map((s) => [s.name, s]));
  const traced = new Set(rc.e.traced);
  const width = Math.max(...rc.e.services.map((s) => s.name.length + 2)) + 1;
  const out: string[] = [];
  for (const ev of evs) {
    const s = svcs.get(ev.svc);
    if (!s) throw new Error(`unknown service ${ev.svc}`);
    const ts = new Date(ev.t + (rc.skew.get(ev.svc) ?? 0));
    const iso = ts.toISOString();
    const pods = rc.pods.get(ev.svc) ?? [ev.svc];
    const pod = pods[hash(`${ev.t}:${ev.rid ?? ev.msg.slice(0, 12)}`) % pods.length] ?? ev.svc;
    const rid = ev.rid && traced.has(ev.svc) ? ev.rid : undefined;
    const kind = rc.e.idKind;
    const logger = ev.logger ?? s.logger;
    switch (fmt) {
      case "jsonl": {
        const o: Record<string, unknown> = { timestamp: iso, service: s.name, level: LV_UPPER[ev.level] };
        o.message = withStack(ev);
        if (rid) o[kind === "req_id" ? "request_id" : kind === "dd" ? "dd.trace_id" : "trace_id"] = rid;
        out.push(JSON.stringify(o));
        break;
      }
      case "datadog": {
        const o: Record<string, unknown> = {
          "@timestamp": iso,
          status: LV_DD[ev.level],
          service: s.name,
          message: oneLine(ev.msg),
          host: pod,
          ddsource: DD_SOURCE[s.runtime],
          ddtags: `env:prod,kube_namespace:${rc.e.namespace},version:${s.version}`,
        };
        o.logger = ev.thread ? { name: logger, thread_name: ev.thread } : { name: logger };
        if (rid) {
          if (kind === "req_id") o.http = { request_id: rid };
          else o.dd = { trace_id: rid, span_id: String(hash(`${rid}${ev.svc}`)) };
        }
        if (ev.err || ev.stack) {
          const e: Record<string, string> = {};
          if (ev.err) {
            e.kind = ev.err.type;
            e.message = ev.err.message;
          }
          if (ev.stack) e.stack = ev.stack.join("\n");
          o.error = e;
        }
        out.push(JSON.stringify(o));
        break;
      }
      case "ecs": {
        const o: Record<string, unknown> = {
          "@timestamp": iso,
          "log.level": ecsLevel(s.runtime, ev.level),
          "service.name": s.name,
          message: oneLine(ev.msg),
          "ecs.version": "8.11.0",
          "service.version": s.version,
          "service.environment": "production",
          "host.name": pod,
          "log.logger": logger,
          "event.dataset": `${s.name}.log`,
        };
        if (ev.thread) o["process.thread.name"] = ev.thread;
        if (rid) o[kind === "req_id" ? "http.request.id" : "trace.id"] = rid;
        if (ev.err) {
          o["error.type"] = ev.err.type;
          o["error.message"] = ev.err.message;
        }
        if (ev.stack) o["error.stack_trace"] = ev.stack.join("\n");
        out.push(JSON.stringify(o));
        break;
      }
      case "gcp": {
        const payload: Record<string, unknown> = { message: withStack(ev) };
        if (rid && kind === "req_id") payload.req_id = rid;
        if (rid && kind === "dd") payload["dd.trace_id"] = rid;
        if (ev.level !== "INFO" && ev.level !== "DEBUG") payload.logger = logger;
        const o: Record<string, unknown> = {
          timestamp: iso,
          severity: LV_GCP[ev.level],
          resource: {
            type: "k8s_container",
            labels: {
              project_id: rc.project,
              location: "europe-west2",
              cluster_name: rc.e.cluster,
              namespace_name: rc.e.namespace,
              pod_name: pod,
              container_name: s.name,
            },
          },
          jsonPayload: payload,
          logName: `projects/${rc.project}/logs/${ev.level === "INFO" || ev.level === "DEBUG" ? "stdout" : "stderr"}`,
        };
        if (rid && kind === "trace") o["logging.googleapis.com/trace"] = `projects/${rc.project}/traces/${rid}`;
        out.push(JSON.stringify(o));
        break;
      }
      case "logfmt": {
        const msg = oneLine(ev.msg).replace(/\\/g, "\\\\").replace(/"/g, '\\"');
        let line = `ts=${iso} level=${LV_DD[ev.level] === "critical" ? "fatal" : LV_DD[ev.level]} svc=${s.name} msg="${msg}"`;
        if (rid) line += ` ${kind === "req_id" ? "req_id" : kind === "dd" ? "dd.trace_id" : "trace_id"}=${rid}`;
        if (ev.err && !ev.stack) line += ` err="${ev.err.type}"`;
        out.push(line);
        if (ev.stack) out.push(...ev.stack);
        break;
      }
      case "compose": {
        const prefix = `${s.name}-1`.padEnd(width);
        const when = iso.replace("T", " ").replace("Z", "");
        let msg = oneLine(ev.msg);
        if (rid)
          msg = kind === "req_id" ? `[${rid}] ${msg}` : `${msg} ${kind === "dd" ? "dd.trace_id" : "trace_id"}=${rid}`;
        out.push(`${prefix}| ${when} | ${LV_GCP[ev.level].padEnd(8)} | ${msg}`);
        if (ev.stack) for (const l of ev.stack) out.push(`${prefix}| ${l}`);
        break;
      }
    }
  }
  return out;
}

export function extension(fmt: Format): string {
  return { jsonl: "jsonl", datadog: "json", ecs: "ndjson", gcp: "json", logfmt: "log", compose: "log" }[fmt];
}

export function serviceOf(e: Estate, name: string): Service {
  const s = e.services.find((x) => x.name === name);
  if (!s) throw new Error(`no service ${name} in ${e.key}`);
  return s;
}
