// Renders one event in each of the six formats of the dev README; printed time already carries the service's skew.
import type { Ev, Format, IdStyle } from "./types.js";

const iso = (ms: number) => new Date(ms).toISOString();
const spaced = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");

function upper(l: Ev["level"], style: "ecs" | "gcp" | "compose"): string {
  if (l === "warn") return style === "ecs" ? "WARN" : "WARNING";
  if (l === "fatal") return style === "ecs" ? "FATAL" : "CRITICAL";
  return l.toUpperCase();
}

export const extension: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

const q = (s: string) => `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;

/** Renders `e` printed at `printed` ms; returns one or more lines (no trailing newline). */
export function render(f: Format, e: Ev, printed: number, ids: IdStyle, ns: string, width: number): string[] {
  const idKey = ids === "traceparent" ? "traceparent" : "request_id";
  switch (f) {
    case "jsonl": {
      const o: Record<string, string> = {
        timestamp: iso(printed),
        service: e.svc,
        level: e.level === "fatal" ? "fatal" : e.level,
        message: e.stack ? `${e.msg}\n${e.stack}` : e.msg,
      };
      if (e.rid) o[idKey] = e.rid;
      return [JSON.stringify(o)];
    }
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(printed),
        status: e.level === "fatal" ? "critical" : e.level,
        service: e.svc,
        message: e.msg,
        host: `${e.svc}.${ns}`,
        ddsource: "container",
      };
      if (e.stack) o.error = { stack: e.stack };
      if (e.rid) o.http = ids === "traceparent" ? { traceparent: e.rid } : { request_id: e.rid };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, string> = {
        "@timestamp": iso(printed),
        "log.level": upper(e.level, "ecs"),
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
      };
      if (e.stack) o["error.stack_trace"] = e.stack;
      if (e.rid)
        o[ids === "traceparent" ? "trace.id" : "http.request.id"] = ids === "traceparent" ? e.rid.slice(3, 35) : e.rid;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, string> = { message: e.stack ? `${e.msg}\n${e.stack}` : e.msg };
      if (e.rid) payload[idKey] = e.rid;
      return [
        JSON.stringify({
          timestamp: iso(printed),
          severity: upper(e.level, "gcp"),
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: ns, pod_name: `${e.svc}-0` },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      let s = `ts=${iso(printed)} level=${e.level} svc=${e.svc} msg=${q(e.msg)}`;
      if (e.rid) s += ` ${ids === "traceparent" ? "traceparent" : "req_id"}=${e.rid}`;
      return e.stack ? [s, ...e.stack.split("\n")] : [s];
    }
    case "compose": {
      const prefix = `${e.svc}-1`.padEnd(width);
      const head = `${prefix} | ${spaced(printed)} | ${upper(e.level, "compose").padEnd(8)} | ${e.msg}${e.rid ? ` [${e.rid}]` : ""}`;
      return e.stack ? [head, ...e.stack.split("\n").map((l) => `${prefix} | ${l}`)] : [head];
    }
  }
}
