// The six line shapes of shared/data/incidents/README.md, one renderer each. Printed times carry the service's
// clock skew; level names follow what each shipper and runtime really writes.
import type { Scn } from "./stream.js";
import type { Format, Level, LogEvent, Runtime } from "./types.js";

const DD_SOURCE: Record<Runtime, string> = {
  java: "java",
  python: "python",
  node: "nodejs",
  go: "go",
  dotnet: "csharp",
  ruby: "ruby",
  nginx: "nginx",
};

function upperLevel(l: Level, warnWord: string, fatalWord: string): string {
  return { debug: "DEBUG", info: "INFO", warn: warnWord, error: "ERROR", fatal: fatalWord }[l];
}

function ecsLevel(rt: Runtime, l: Level): string {
  if (rt === "java" || rt === "ruby") return upperLevel(l, "WARN", "FATAL");
  if (rt === "dotnet")
    return { debug: "Debug", info: "Information", warn: "Warning", error: "Error", fatal: "Critical" }[l];
  if (rt === "python") return upperLevel(l, "WARNING", "CRITICAL").toLowerCase();
  return l;
}

function logfmtLevel(rt: Runtime, l: Level): string {
  if (rt === "python") return upperLevel(l, "WARNING", "CRITICAL").toLowerCase();
  if (rt === "ruby" && l === "fatal") return "fatal";
  return l;
}

function logfmtQuote(s: string): string {
  return `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

function idKey(s: Scn): string {
  return s.est.idStyle === "request" ? "request_id" : "trace_id";
}

function fullText(e: LogEvent): string {
  return e.stack ? `${e.msg}\n${e.stack}` : e.msg;
}

export interface RenderCtx {
  s: Scn;
  composeWidth: number;
  project: string;
}

export function render(fmt: Format, e: LogEvent, c: RenderCtx): string[] {
  const s = c.s;
  const v = s.svc(e.svc);
  const printed = e.t + (s.skew.get(e.svc) ?? 0);
  const iso = new Date(printed).toISOString();
  const pod = s.podName(e.svc, e.pod);
  switch (fmt) {
    case "jsonl": {
      const o: Record<string, unknown> = { timestamp: iso, service: e.svc, level: e.level, message: fullText(e) };
      if (e.id) o[idKey(s)] = e.id;
      return [JSON.stringify(o)];
    }
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso,
        status: { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" }[e.level],
        service: e.svc,
        message: e.msg,
        host: pod,
        ddsource: DD_SOURCE[v.rt],
      };
      if (e.logger) o.logger = { name: e.logger };
      if (e.id) {
        if (s.est.idStyle === "request") o.http = { request_id: e.id };
        else o.dd = { trace_id: e.id, span_id: e.id.slice(16) };
      }
      if (e.stack) o.error = { kind: e.errType ?? "Error", message: e.msg, stack: e.stack };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso,
        "log.level": ecsLevel(v.rt, e.level),
        message: e.msg,
        "ecs.version": "1.6.0",
        "service.name": e.svc,
        "event.dataset": `${e.svc}.log`,
        "host.hostname": pod,
      };
      if (e.logger) o["log.logger"] = e.logger;
      if (e.id) o[s.est.idStyle === "request" ? "http.request.id" : "trace.id"] = e.id;
      if (e.stack) {
        o["error.type"] = e.errType ?? "Error";
        o["error.message"] = e.msg;
        o["error.stack_trace"] = e.stack;
      }
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: fullText(e) };
      if (e.id) payload[s.est.idStyle === "request" ? "requestId" : "trace"] = e.id;
      const o: Record<string, unknown> = {
        timestamp: iso,
        severity: upperLevel(e.level, "WARNING", "CRITICAL"),
        resource: {
          type: "k8s_container",
          labels: {
            project_id: c.project,
            location: "europe-west2",
            cluster_name: `${s.est.key}-prod`,
            namespace_name: s.est.namespace,
            pod_name: pod,
            container_name: e.svc,
          },
        },
        jsonPayload: payload,
        logName: `projects/${c.project}/logs/${e.level === "error" || e.level === "fatal" ? "stderr" : "stdout"}`,
      };
      return [JSON.stringify(o)];
    }
    case "logfmt": {
      let line = `ts=${iso} level=${logfmtLevel(v.rt, e.level)} svc=${e.svc} msg=${logfmtQuote(e.msg)}`;
      if (e.id) line += ` ${idKey(s)}=${e.id}`;
      if (e.stack && e.errType) line += ` error=${logfmtQuote(e.errType)}`;
      return e.stack ? [line, ...e.stack.split("\n")] : [line];
    }
    case "compose": {
      const prefix = `${`${e.svc}-1`.padEnd(c.composeWidth)}| `;
      const ts = iso.replace("T", " ").slice(0, 23);
      const idPart = e.id
        ? s.est.idStyle === "request"
          ? `[req:${e.id.slice(0, 8)}] `
          : `[${e.id.slice(0, 16)}] `
        : "";
      const first = `${prefix}${ts} | ${upperLevel(e.level, "WARNING", "CRITICAL").padEnd(8)} | ${idPart}${e.msg}`;
      return e.stack ? [first, ...e.stack.split("\n").map((l) => `${prefix}${l}`)] : [first];
    }
  }
}
