// Renders events into the six formats of the incidents README; printed time = true time + service skew.
import type { RidStyle } from "./estates.js";
import type { Ev, Level } from "./event.js";

export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

const iso = (ms: number) => new Date(ms).toISOString();
const lower = (l: Level) => (l === "WARN" ? "warn" : l.toLowerCase());
const gcpSev = (l: Level) => (l === "WARN" ? "WARNING" : l === "FATAL" ? "CRITICAL" : l);
const full = (e: Ev) => (e.stack ? `${e.msg}\n${e.stack.join("\n")}` : e.msg);

export interface RenderCtx {
  format: Format;
  rid: RidStyle;
  namespace: string;
  skew: Map<string, number>;
  pod: Map<string, string>;
  runtime: Map<string, string>;
  width: number;
}

export function render(e: Ev, c: RenderCtx): string[] {
  const ts = e.t + (c.skew.get(e.svc) ?? 0);
  const pod = c.pod.get(e.svc) ?? `${e.svc}-0`;
  switch (c.format) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(ts), service: e.svc, level: lower(e.level), message: full(e) })];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(ts),
        status: lower(e.level),
        service: e.svc,
        message: e.msg,
        host: pod,
        ddsource: c.runtime.get(e.svc) ?? "custom",
      };
      if (e.rid)
        o[c.rid === "traceparent" ? "traceparent" : "http"] = c.rid === "traceparent" ? e.rid : { request_id: e.rid };
      if (e.stack) o.error = { stack: e.stack.join("\n") };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(ts),
        "log.level": e.level === "WARN" ? "WARN" : e.level,
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
        "host.name": pod,
      };
      if (e.stack) o["error.stack_trace"] = e.stack.join("\n");
      if (e.rid) {
        if (c.rid === "traceparent") o["trace.id"] = e.rid.slice(3, 35);
        else o["http.request.id"] = e.rid;
      }
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: full(e) };
      if (e.rid) payload[c.rid === "traceparent" ? "traceparent" : "requestId"] = e.rid;
      return [
        JSON.stringify({
          timestamp: iso(ts),
          severity: gcpSev(e.level),
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: c.namespace, pod_name: pod },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const msg = e.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      let line = `ts=${iso(ts)} level=${lower(e.level)} svc=${e.svc} msg="${msg}"`;
      if (e.rid) line += c.rid === "traceparent" ? ` traceparent=${e.rid}` : ` request_id=${e.rid}`;
      return e.stack ? [line, ...e.stack] : [line];
    }
    case "compose": {
      const prefix = `${e.svc}-1`.padEnd(c.width);
      const d = iso(ts).replace("T", " ").replace("Z", "");
      const lvl = (e.level === "WARN" ? "WARNING" : e.level === "FATAL" ? "CRITICAL" : e.level).padEnd(8);
      const tail = e.rid ? ` [${c.rid === "traceparent" ? e.rid.slice(3, 35) : e.rid}]` : "";
      const head = `${prefix} | ${d} | ${lvl} | ${e.msg}${tail}`;
      return e.stack ? [head, ...e.stack.map((s) => `${prefix} | ${s}`)] : [head];
    }
  }
}
