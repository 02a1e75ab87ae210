// The six line shapes of the incident README, rendered from one event type.
import type { RidStyle } from "./estates.js";

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
export type Level = "DEBUG" | "INFO" | "WARN" | "ERROR" | "FATAL";

export interface Event {
  t: number; // true time, ms since epoch
  printed: number; // time as the service's clock prints it
  service: string;
  level: Level;
  msg: string;
  stack?: string[];
  rid?: string;
  keep?: boolean; // a story line, never muted
}

function iso(ms: number): string {
  return new Date(ms).toISOString();
}
function plain(ms: number): string {
  return iso(ms).replace("T", " ").replace("Z", "");
}
function q(s: string): string {
  return `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

export interface RenderCtx {
  format: Format;
  ridStyle: RidStyle;
  namespace: string;
  width: number; // compose prefix width
}

/** One event as one or more physical lines. */
export function render(e: Event, c: RenderCtx): string[] {
  const full = e.stack ? `${e.msg}\n${e.stack.join("\n")}` : e.msg;
  const ridKey = c.ridStyle === "traceparent" ? "trace_id" : "request_id";
  switch (c.format) {
    case "jsonl": {
      const o: Record<string, string> = {
        timestamp: iso(e.printed),
        service: e.service,
        level: e.level.toLowerCase(),
        message: full,
      };
      if (e.rid) o[ridKey] = e.rid;
      return [JSON.stringify(o)];
    }
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.printed),
        status: e.level === "FATAL" ? "critical" : e.level === "WARN" ? "warn" : e.level.toLowerCase(),
        service: e.service,
        message: e.msg,
        host: `ip-10-20-${(e.service.length * 7) % 250}-${(e.service.charCodeAt(0) * 3) % 250}`,
        ddsource: "container",
      };
      if (e.stack) o.error = { stack: e.stack.join("\n"), kind: e.stack[0].split(":")[0] };
      if (e.rid)
        o[c.ridStyle === "traceparent" ? "dd.trace_id" : "http"] =
          c.ridStyle === "traceparent" ? e.rid : { request_id: e.rid };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.printed),
        "log.level": e.level === "WARN" ? "WARN" : e.level,
        "service.name": e.service,
        message: e.msg,
        "ecs.version": "8.11.0",
        "event.dataset": `${e.service}.app`,
      };
      if (e.stack) o["error.stack_trace"] = e.stack.join("\n");
      if (e.rid) o[c.ridStyle === "traceparent" ? "trace.id" : "http.request.id"] = e.rid;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const sev = { DEBUG: "DEBUG", INFO: "INFO", WARN: "WARNING", ERROR: "ERROR", FATAL: "CRITICAL" }[e.level];
      const payload: Record<string, string> = { message: full };
      if (e.rid) payload[ridKey] = e.rid;
      const o = {
        timestamp: iso(e.printed),
        severity: sev,
        resource: {
          type: "k8s_container",
          labels: {
            container_name: e.service,
            namespace_name: c.namespace,
            pod_name: `${e.service}-7d9f${e.service.length % 10}`,
          },
        },
        jsonPayload: payload,
      };
      return [JSON.stringify(o)];
    }
    case "logfmt": {
      const lvl = e.level === "FATAL" ? "fatal" : e.level.toLowerCase();
      let line = `ts=${iso(e.printed)} level=${lvl} svc=${e.service} msg=${q(e.msg)}`;
      if (e.rid)
        line +=
          c.ridStyle === "traceparent" ? ` traceparent=00-${e.rid}-${e.rid.slice(8, 24)}-01` : ` request_id=${e.rid}`;
      return e.stack ? [line, ...e.stack] : [line];
    }
    case "compose": {
      const prefix = `${`${e.service}-1`.padEnd(c.width)} | `;
      const lvl = (e.level === "WARN" ? "WARNING" : e.level === "FATAL" ? "CRITICAL" : e.level).padEnd(8);
      const line = `${prefix}${plain(e.printed)} | ${lvl} | ${e.msg}${e.rid ? ` [${e.rid}]` : ""}`;
      return e.stack ? [line, ...e.stack.map((s) => prefix + s)] : [line];
    }
  }
}
