// Renders events into the six line shapes of the dev README.
import type { RidHabit } from "./estates.js";

export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export type Level = "debug" | "info" | "warn" | "error" | "fatal";
export const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];

export interface Ev {
  t: number; // true time, ms since epoch
  svc: string;
  level: Level;
  msg: string;
  rid?: string;
  stack?: string[];
}

export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

const iso = (t: number) => new Date(t).toISOString();
const plain = (t: number) => iso(t).replace("T", " ").replace("Z", "");
const UP: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };
const GCP: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};
const COMPOSE: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};

function traceId(rid: string): string {
  return rid.startsWith("00-") ? rid.slice(3, 35) : rid;
}

/** One event as the text written to the file (may hold several physical lines for logfmt and compose). */
export function render(
  f: Format,
  e: Ev,
  printed: number,
  habit: RidHabit,
  ns: string,
  pad: number,
  host: string,
): string {
  const full = e.stack ? `${e.msg}\n${e.stack.join("\n")}` : e.msg;
  switch (f) {
    case "jsonl":
      return JSON.stringify({ timestamp: iso(printed), service: e.svc, level: e.level, message: full });
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(printed),
        status: e.level === "fatal" ? "critical" : e.level === "warn" ? "warn" : e.level,
        service: e.svc,
        message: e.msg,
        host,
        ddsource: "kubernetes",
      };
      if (e.stack) o.error = { stack: e.stack.join("\n") };
      if (e.rid) {
        if (habit === "traceparent") o.dd = { trace_id: traceId(e.rid) };
        else o.http = { request_id: e.rid };
      }
      return JSON.stringify(o);
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(printed),
        "log.level": UP[e.level],
        "service.name": e.svc,
        message: e.msg,
        "ecs.version": "8.11.0",
      };
      if (e.stack) o["error.stack_trace"] = e.stack.join("\n");
      if (e.rid) o["trace.id"] = traceId(e.rid);
      return JSON.stringify(o);
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: full };
      const o: Record<string, unknown> = {
        timestamp: iso(printed),
        severity: GCP[e.level],
        resource: {
          type: "k8s_container",
          labels: { container_name: e.svc, namespace_name: ns, pod_name: host },
        },
        jsonPayload: payload,
      };
      if (e.rid) o["logging.googleapis.com/trace"] = `projects/${ns}/traces/${traceId(e.rid)}`;
      return JSON.stringify(o);
    }
    case "logfmt": {
      const msg = e.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      let line = `ts=${iso(printed)} level=${e.level} svc=${e.svc} msg="${msg}"`;
      if (e.rid) line += habit === "traceparent" ? ` traceparent=${e.rid}` : ` request_id=${e.rid}`;
      if (e.stack) line += `\n${e.stack.join("\n")}`;
      return line;
    }
    case "compose": {
      const prefix = `${`${e.svc}-1`.padEnd(pad)} | `;
      let line = `${prefix}${plain(printed)} | ${COMPOSE[e.level].padEnd(8)} | ${e.msg}`;
      if (e.rid) line += ` [${habit === "traceparent" ? traceId(e.rid).slice(0, 16) : e.rid}]`;
      if (e.stack) line += `\n${e.stack.map((s) => `${prefix}${s}`).join("\n")}`;
      return line;
    }
  }
}
