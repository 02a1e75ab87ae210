// Renders holdout19 events in the six formats of shared/data/incidents/README.md; returns physical lines.
import type { Ev, Format, Level, TraceStyle } from "./types.js";

export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

const lower: Record<Level, string> = { DEBUG: "debug", INFO: "info", WARN: "warn", ERROR: "error", FATAL: "fatal" };
const gcpSev: Record<Level, string> = {
  DEBUG: "DEBUG",
  INFO: "INFO",
  WARN: "WARNING",
  ERROR: "ERROR",
  FATAL: "CRITICAL",
};
const traceKey: Record<TraceStyle, string> = {
  traceparent: "traceparent",
  "x-request-id": "x_request_id",
  "req-uuid": "req_uuid",
  none: "",
};

export function render(
  fmt: Format,
  e: Ev,
  printed: number,
  ns: string,
  style: TraceStyle,
  padTo: number,
  host: string,
): string[] {
  const ts = new Date(printed).toISOString();
  const full = e.stack?.length ? `${e.msg}\n${e.stack.join("\n")}` : e.msg;
  const tk = traceKey[style];
  switch (fmt) {
    case "jsonl": {
      const msg = e.trace ? `${full} ${style}=${e.trace}` : full;
      return [JSON.stringify({ timestamp: ts, service: e.svc, level: lower[e.level], message: msg })];
    }
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": ts,
        status: e.level === "FATAL" ? "critical" : lower[e.level],
        service: e.svc,
        message: e.msg,
        host,
        ddsource: "container",
      };
      if (e.stack?.length) o.error = { stack: e.stack.join("\n"), message: e.msg };
      if (e.trace) o.http = { [tk]: e.trace };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": ts,
        "log.level": e.level === "WARN" ? "WARN" : e.level,
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.app`,
        "host.name": host,
      };
      if (e.stack?.length) o["error.stack_trace"] = e.stack.join("\n");
      if (e.trace) o[style === "traceparent" ? "trace.id" : `labels.${tk}`] = e.trace;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: full };
      if (e.trace) payload[tk] = e.trace;
      return [
        JSON.stringify({
          timestamp: ts,
          severity: gcpSev[e.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: ns, pod_name: host },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const q = e.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      const tail = e.trace ? ` ${style === "traceparent" ? "traceparent" : tk}=${e.trace}` : "";
      return [`ts=${ts} level=${lower[e.level]} svc=${e.svc} msg="${q}"${tail}`, ...(e.stack ?? [])];
    }
    case "compose": {
      const prefix = `${e.svc}-1`.padEnd(padTo + 3);
      const lv = (e.level === "WARN" ? "WARNING" : e.level === "FATAL" ? "CRITICAL" : e.level).padEnd(8);
      const when = ts.replace("T", " ").replace("Z", "");
      const tail = e.trace ? ` [${e.trace}]` : "";
      return [`${prefix}| ${when} | ${lv} | ${e.msg}${tail}`, ...(e.stack ?? []).map((s) => `${prefix}| ${s}`)];
    }
  }
}
