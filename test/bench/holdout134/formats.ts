// Prints events in the six line formats of shared/data/incidents/README.md. Stack traces go where each pipeline
// really puts them: inside the message (jsonl, gcp, datadog for interpreted runtimes), in error fields (datadog
// error.*, ecs error.stack_trace), or on raw continuation lines (logfmt, compose).
import { hashString } from "./rng.js";
import type { Estate, Ev, Format, Level, Runtime, Service } from "./types.js";

const iso = (t: number) => new Date(t).toISOString();
const composeTime = (t: number) => iso(t).replace("T", " ").replace("Z", "");

const DD_SOURCE: Record<Runtime, string> = {
  node: "nodejs",
  java: "java",
  kotlin: "java",
  go: "go",
  python: "python",
  dotnet: "csharp",
  ruby: "ruby",
  nginx: "nginx",
  envoy: "envoy",
  haproxy: "haproxy",
  redis: "redis",
  mysql: "mysql",
  opensearch: "opensearch",
  kafka: "kafka",
};

const DD_STATUS: Record<Level, string> = {
  debug: "debug",
  info: "info",
  warn: "warn",
  error: "error",
  fatal: "critical",
};
const GCP_SEVERITY: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};
const COMPOSE_LEVEL: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};

function ecsLevel(rt: Runtime, l: Level): string {
  if (rt === "dotnet")
    return { debug: "Debug", info: "Information", warn: "Warning", error: "Error", fatal: "Critical" }[l];
  if (rt === "java" || rt === "kotlin" || rt === "opensearch" || rt === "kafka") return l.toUpperCase();
  return l;
}

function logfmtLevel(rt: Runtime, l: Level): string {
  if (l === "warn" && rt === "go") return "warning";
  if (l === "fatal" && rt === "python") return "critical";
  return l;
}

const quote = (s: string) => `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;

/** Datadog agents with multi-line rules fold an interpreted runtime's trace into the message. */
const foldsStack = (rt: Runtime) => rt === "python" || rt === "node" || rt === "ruby";

function hexToDecimal(hex: string): string {
  return BigInt(`0x${hex.slice(-16)}`).toString();
}

/** A per-service span id under one trace, stable for the pair. */
function spanId(trace: string, svc: string): string {
  const a = hashString(`${trace}/${svc}`).toString(16).padStart(8, "0");
  const b = hashString(`${svc}/${trace}`).toString(16).padStart(8, "0");
  return BigInt(`0x${a}${b}`).toString();
}

export interface PrintCtx {
  estate: Estate;
  format: Format;
  services: Map<string, Service>;
  /** Per-service clock offset in ms. */
  skew: Map<string, number>;
  composeWidth: number;
}

export function makePrintCtx(estate: Estate, format: Format, skew: Map<string, number>): PrintCtx {
  const services = new Map(estate.services.map((s) => [s.name, s]));
  const composeWidth = Math.max(...estate.services.map((s) => s.name.length)) + 2;
  return { estate, format, services, skew, composeWidth };
}

function fullText(e: Ev): string {
  return e.err ? `${e.msg}\n${e.err.stack}` : e.msg;
}

/** The physical lines of one event. */
export function printEvent(p: PrintCtx, e: Ev): string[] {
  const svc = p.services.get(e.svc);
  if (!svc) throw new Error(`unknown service ${e.svc} in estate ${p.estate.key}`);
  const t = e.t + (p.skew.get(e.svc) ?? 0);
  const style = p.estate.idStyle;
  switch (p.format) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(t), service: e.svc, level: e.level, message: fullText(e) })];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(t),
        status: DD_STATUS[e.level],
        service: e.svc,
        message: e.err && foldsStack(svc.runtime) ? fullText(e) : e.msg,
        host: svc.host,
        ddsource: DD_SOURCE[svc.runtime],
        env: "prod",
      };
      if (e.id && style === "w3c") o.dd = { trace_id: hexToDecimal(e.id), span_id: spanId(e.id, e.svc) };
      else if (e.id) o.http = { request_id: e.id };
      if (e.err && !foldsStack(svc.runtime)) o.error = { kind: e.err.type, message: e.err.message, stack: e.err.stack };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(t),
        "log.level": ecsLevel(svc.runtime, e.level),
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
        "host.name": svc.host,
      };
      if (e.id) o[style === "w3c" ? "trace.id" : style === "uuid" ? "http.request.id" : "transaction.id"] = e.id;
      if (e.err) {
        o["error.type"] = e.err.type;
        o["error.message"] = e.err.message;
        o["error.stack_trace"] = e.err.stack;
      }
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: fullText(e) };
      if (e.err && (e.level === "error" || e.level === "fatal"))
        payload["@type"] = "type.googleapis.com/google.devtools.clouderrorreporting.v1beta1.ReportedErrorEvent";
      if (e.id && style !== "w3c") payload.request_id = e.id;
      const o: Record<string, unknown> = {
        timestamp: iso(t),
        severity: GCP_SEVERITY[e.level],
        resource: {
          type: "k8s_container",
          labels: { container_name: e.svc, namespace_name: p.estate.namespace, pod_name: svc.host },
        },
        jsonPayload: payload,
      };
      if (e.id && style === "w3c") o["logging.googleapis.com/trace"] = `projects/${p.estate.namespace}/traces/${e.id}`;
      return [JSON.stringify(o)];
    }
    case "logfmt": {
      const [first, ...rest] = e.msg.split("\n");
      let line = `ts=${iso(t)} level=${logfmtLevel(svc.runtime, e.level)} svc=${e.svc} msg=${quote(first)}`;
      if (e.id) line += style === "w3c" ? ` trace_id=${e.id}` : ` request_id=${e.id}`;
      if (e.err) line += ` error=${quote(e.err.type)}`;
      return [line, ...rest, ...(e.err ? e.err.stack.split("\n") : [])];
    }
    case "compose": {
      const prefix = `${e.svc}-1`.padEnd(p.composeWidth);
      const [first, ...rest] = e.msg.split("\n");
      const tail = e.id ? ` [${e.id}]` : "";
      const head = `${prefix} | ${composeTime(t)} | ${COMPOSE_LEVEL[e.level].padEnd(8)} | ${first}${tail}`;
      const more = [...rest, ...(e.err ? e.err.stack.split("\n") : [])];
      return [head, ...more.map((l) => `${prefix} | ${l}`)];
    }
  }
}

export const EXTENSION: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};
