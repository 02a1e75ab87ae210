// The six line shapes of the incident README, one renderer each. Printed times carry the service's clock skew;
// multi-line exception text goes where each shape keeps it (a field, the message, or raw continuation lines).
import type { Estate, Ev, Format, Level, Runtime, Svc } from "./types.js";

export interface RenderEnv {
  e: Estate;
  skew: Map<string, number>;
  svc: Map<string, Svc>;
  pod: (svc: string, t: number) => string;
  composeWidth: number;
}

const iso = (ms: number) => new Date(ms).toISOString();
const composeTs = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");

function jsonLevel(l: Level): string {
  return l === "WARN" ? "WARN" : l;
}
function ddStatus(l: Level): string {
  return { DEBUG: "debug", INFO: "info", WARN: "warn", ERROR: "error", FATAL: "critical" }[l];
}
function gcpSeverity(l: Level): string {
  return { DEBUG: "DEBUG", INFO: "INFO", WARN: "WARNING", ERROR: "ERROR", FATAL: "CRITICAL" }[l];
}
/** ECS loggers print the level the way their runtime names it. */
function ecsLevel(l: Level, rt: Runtime): string {
  if (rt === "dotnet")
    return { DEBUG: "Debug", INFO: "Information", WARN: "Warning", ERROR: "Error", FATAL: "Critical" }[l];
  if (rt === "java") return l;
  if (rt === "python") return { DEBUG: "debug", INFO: "info", WARN: "warning", ERROR: "error", FATAL: "critical" }[l];
  return { DEBUG: "debug", INFO: "info", WARN: "warn", ERROR: "error", FATAL: "fatal" }[l];
}
function composeLevel(l: Level, rt: Runtime): string {
  if (rt === "python" && l === "WARN") return "WARNING";
  if (rt === "python" && l === "FATAL") return "CRITICAL";
  return l;
}
function ddSource(rt: Runtime): string {
  return {
    java: "java",
    node: "nodejs",
    python: "python",
    go: "go",
    dotnet: "csharp",
    ruby: "ruby",
    nginx: "nginx",
    envoy: "envoy",
  }[rt];
}
const logfmtQuote = (s: string) => `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;

export function render(fmt: Format, ev: Ev, env: RenderEnv): string[] {
  const svc = env.svc.get(ev.svc);
  const rt: Runtime = svc?.rt ?? "go";
  const printed = ev.t + (env.skew.get(ev.svc) ?? 0);
  const ts = iso(printed);
  const idKey = env.e.idKind === "trace" ? "trace_id" : "request_id";
  const withStack = ev.stack?.length ? `${ev.msg}\n${ev.stack.join("\n")}` : ev.msg;
  switch (fmt) {
    case "jsonl": {
      const o: Record<string, unknown> = {
        timestamp: ts,
        service: ev.svc,
        level: jsonLevel(ev.level),
        message: withStack,
      };
      if (ev.trace) o[idKey] = ev.trace;
      return [JSON.stringify(o)];
    }
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": ts,
        status: ddStatus(ev.level),
        service: ev.svc,
        message: ev.msg,
        host: env.pod(ev.svc, ev.t),
        ddsource: ddSource(rt),
        ddtags: env.e.vm
          ? `env:prod,site:${env.e.cluster},team:${env.e.key}`
          : `env:prod,kube_namespace:${env.e.k8sNs},team:${env.e.key}`,
      };
      if (ev.trace) {
        if (env.e.idKind === "trace") o.dd = { trace_id: ev.trace };
        else o.http = { request_id: ev.trace };
      }
      if (ev.stack?.length || ev.err)
        o.error = {
          kind: ev.err?.kind ?? ev.stack?.[0].split(":")[0] ?? "Error",
          message: ev.err?.message ?? ev.msg,
          ...(ev.stack?.length ? { stack: ev.stack.join("\n") } : {}),
        };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": ts,
        "log.level": ecsLevel(ev.level, rt),
        "service.name": ev.svc,
        message: ev.msg,
        "ecs.version": "8.11.0",
        "event.dataset": `${ev.svc}.log`,
        "host.name": env.pod(ev.svc, ev.t),
      };
      if (ev.trace) o[env.e.idKind === "trace" ? "trace.id" : "http.request.id"] = ev.trace;
      if (ev.err) {
        o["error.type"] = ev.err.kind;
        o["error.message"] = ev.err.message;
      }
      if (ev.stack?.length) o["error.stack_trace"] = ev.stack.join("\n");
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: withStack };
      if (ev.err) payload.error = ev.err.kind;
      const o: Record<string, unknown> = {
        timestamp: ts,
        severity: gcpSeverity(ev.level),
        resource: {
          type: "k8s_container",
          labels: {
            project_id: `${env.e.key}-prod`,
            location: "us-central1",
            cluster_name: env.e.cluster,
            namespace_name: env.e.k8sNs,
            pod_name: env.pod(ev.svc, ev.t),
            container_name: ev.svc,
          },
        },
        jsonPayload: payload,
        logName: `projects/${env.e.key}-prod/logs/${ev.level === "INFO" || ev.level === "DEBUG" ? "stdout" : "stderr"}`,
      };
      if (ev.trace) {
        if (env.e.idKind === "trace")
          o["logging.googleapis.com/trace"] = `projects/${env.e.key}-prod/traces/${ev.trace}`;
        else payload.request_id = ev.trace;
      }
      return [JSON.stringify(o)];
    }
    case "logfmt": {
      let line = `ts=${ts} level=${ev.level.toLowerCase()} svc=${ev.svc} msg=${logfmtQuote(ev.msg)}`;
      if (ev.err) line += ` err=${logfmtQuote(ev.err.kind)}`;
      if (ev.trace) line += ` ${env.e.idKind === "trace" ? "trace" : "req"}=${ev.trace}`;
      return [line, ...(ev.stack ?? [])];
    }
    case "compose": {
      const prefix = `${`${ev.svc}-1`.padEnd(env.composeWidth)} | `;
      const id = ev.trace ? `[${ev.trace.length > 16 ? ev.trace.slice(0, 16) : ev.trace}] ` : "";
      const head = `${prefix}${composeTs(printed)} | ${composeLevel(ev.level, rt).padEnd(8)} | ${id}${ev.msg}`;
      return [head, ...(ev.stack ?? []).map((s) => `${prefix}${s}`)];
    }
  }
}
