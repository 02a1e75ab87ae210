// The six line shapes of shared/data/incidents/README.md; a stack goes where each shape carries one.
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export type Level = "debug" | "info" | "warn" | "error" | "fatal";
export const FORMATS: Format[] = ["jsonl", "logfmt", "compose", "datadog", "gcp", "ecs"];
export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  logfmt: "log",
  compose: "log",
  datadog: "json",
  gcp: "json",
  ecs: "ndjson",
};

export interface Printed {
  ts: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string;
  trace?: string;
  traceStyle: TraceStyle;
}
export type TraceStyle = "none" | "traceparent" | "xrid" | "requuid";

const iso = (t: number) => new Date(t).toISOString();
const DD: Record<Level, string> = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" };
const UP: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };
const GCP: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};

function traceText(e: Printed): string {
  if (!e.trace) return "";
  if (e.traceStyle === "traceparent") return `traceparent=00-${e.trace}-01`;
  if (e.traceStyle === "xrid") return `x-request-id=${e.trace}`;
  return `req-uuid=${e.trace}`;
}

export function render(fmt: Format, e: Printed, width: number, ns: string): string {
  const t = traceText(e);
  switch (fmt) {
    case "jsonl": {
      const m = `${e.msg}${t ? ` [${t}]` : ""}${e.stack ? `\n${e.stack}` : ""}`;
      return JSON.stringify({ timestamp: iso(e.ts), service: e.svc, level: e.level, message: m });
    }
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.ts),
        status: DD[e.level],
        service: e.svc,
        message: e.msg,
        host: `ip-10-${(e.svc.length * 7) % 250}-${(e.svc.charCodeAt(0) * 3) % 250}-${(e.svc.length * 13) % 250}`,
        ddsource: "container",
      };
      if (e.trace) o.http = { request_id: e.trace };
      if (e.stack) o.error = { stack: e.stack, kind: e.stack.split(/[:\n]/)[0].slice(0, 120) };
      return JSON.stringify(o);
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.ts),
        "log.level": UP[e.level],
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
      };
      if (e.trace) o["trace.id"] = e.trace;
      if (e.stack) o["error.stack_trace"] = e.stack;
      return JSON.stringify(o);
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: e.stack ? `${e.msg}\n${e.stack}` : e.msg };
      if (e.trace) payload.trace = e.trace;
      return JSON.stringify({
        timestamp: iso(e.ts),
        severity: GCP[e.level],
        resource: {
          type: "k8s_container",
          labels: { container_name: e.svc, namespace_name: ns, pod_name: `${e.svc}-${ns.length % 5}c${e.svc.length}` },
        },
        jsonPayload: payload,
      });
    }
    case "logfmt": {
      const m = e.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n");
      const head = `ts=${iso(e.ts)} level=${e.level} svc=${e.svc} msg="${m}"${e.trace ? ` ${e.traceStyle === "none" ? "trace" : traceText(e).split("=")[0]}=${e.trace}` : ""}`;
      return e.stack ? `${head}\n${e.stack}` : head;
    }
    case "compose": {
      const name = `${e.svc}-1`.padEnd(width);
      const ts = iso(e.ts).replace("T", " ").replace("Z", "");
      const lvl = (e.level === "warn" ? "WARNING" : e.level === "fatal" ? "CRITICAL" : UP[e.level]).padEnd(8);
      return `${name} | ${ts} | ${lvl} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}${e.stack ? `\n${e.stack}` : ""}`;
    }
  }
}
