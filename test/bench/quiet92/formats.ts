// The dev set's six line shapes (shared/data/incidents/README.md), with stack traces where the shape allows.
import type { Ev } from "./stream.js";

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

export interface RenderCtx {
  namespace: string;
  /** stable host / pod suffix per service */
  pod: (svc: string) => string;
  /** widest service name, for compose padding */
  width: number;
}

const iso = (ms: number) => new Date(ms).toISOString();
const spaced = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");

const DD: Record<string, string> = { debug: "debug", info: "info", warn: "warn", error: "error" };
const ECS: Record<string, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR" };
const GCP: Record<string, string> = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR" };
const PY: Record<string, string> = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR" };

function logfmtValue(s: string): string {
  return `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

/** One event as the lines it prints (more than one for a stack trace in text formats). */
export function render(fmt: Format, e: Ev & { pt: number }, c: RenderCtx): string[] {
  // text formats print a multi-line message the way a console appender does: first line, then raw lines
  const [head, ...more] = e.msg.replace(/^\n+/, "").split("\n");
  const tail = [...more, ...(e.stack ?? [])];
  const withStack = e.stack?.length ? `${e.msg}\n${e.stack.join("\n")}` : e.msg;
  switch (fmt) {
    case "jsonl": {
      const o: Record<string, unknown> = { timestamp: iso(e.pt), service: e.svc, level: e.level, message: withStack };
      if (e.trace) o.trace_id = e.trace;
      return [JSON.stringify(o)];
    }
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.pt),
        status: DD[e.level],
        service: e.svc,
        message: e.msg,
        host: `${e.svc}.${c.pod(e.svc)}`,
        ddsource: "custom",
      };
      if (e.trace) o.http = { request_id: e.trace };
      if (e.stack?.length) o.error = { kind: e.errType ?? "Error", message: e.msg, stack: e.stack.join("\n") };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.pt),
        "log.level": ECS[e.level],
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
      };
      if (e.trace) o["transaction.id"] = e.trace;
      if (e.stack?.length) {
        o["error.type"] = e.errType ?? "Error";
        o["error.stack_trace"] = e.stack.join("\n");
      }
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: withStack };
      if (e.trace) payload.trace = e.trace;
      return [
        JSON.stringify({
          timestamp: iso(e.pt),
          severity: GCP[e.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: c.namespace, pod_name: `${e.svc}-${c.pod(e.svc)}` },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      let line = `ts=${iso(e.pt)} level=${e.level} svc=${e.svc} msg=${logfmtValue(head)}`;
      if (e.trace) line += ` trace=${e.trace}`;
      return [line, ...tail];
    }
    case "compose": {
      const prefix = `${e.svc}-1`.padEnd(c.width + 2);
      let line = `${prefix} | ${spaced(e.pt)} | ${PY[e.level].padEnd(8)} | ${head}`;
      if (e.trace) line += ` [${e.trace}]`;
      return [line, ...tail.map((s) => `${prefix} | ${s}`)];
    }
  }
}
