// The dev set's six line shapes (jsonl, datadog, ecs, gcp, logfmt, compose) and their file extensions.
import type { Level, Printed } from "./stream.js";

export const FORMATS = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"] as const;
export type Format = (typeof FORMATS)[number];

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

const DD: Record<Level, string> = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" };
const ECS: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };
const GCP: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};
const PY: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" };

export interface RenderCtx {
  namespace: string;
  traceKey: string;
  /** widest compose prefix */
  width: number;
  pod: (svc: string) => string;
}

export function render(f: Format, e: Printed, c: RenderCtx): string[] {
  const full = e.stack ? `${e.msg}\n${e.stack}` : e.msg;
  switch (f) {
    case "jsonl": {
      const o: Record<string, unknown> = { timestamp: iso(e.pt), service: e.svc, level: e.level, message: full };
      if (e.trace) o[c.traceKey] = e.trace;
      return [JSON.stringify(o)];
    }
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.pt),
        status: DD[e.level],
        service: e.svc,
        message: e.msg,
        host: c.pod(e.svc),
        ddsource: "custom",
      };
      if (e.stack || e.errType) o.error = { kind: e.errType ?? "Error", message: e.msg, stack: e.stack ?? "" };
      if (e.trace) o.dd = { trace_id: e.trace };
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
      if (e.errType) o["error.type"] = e.errType;
      if (e.stack) o["error.stack_trace"] = e.stack;
      if (e.trace) o["trace.id"] = e.trace;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const p: Record<string, unknown> = { message: full };
      if (e.trace) p[c.traceKey] = e.trace;
      return [
        JSON.stringify({
          timestamp: iso(e.pt),
          severity: GCP[e.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: c.namespace, pod_name: c.pod(e.svc) },
          },
          jsonPayload: p,
        }),
      ];
    }
    case "logfmt": {
      const lvl = e.level === "fatal" ? "crit" : e.level;
      const first = `ts=${iso(e.pt)} level=${lvl} svc=${e.svc} msg=${JSON.stringify(e.msg)}${e.trace ? ` ${c.traceKey}=${e.trace}` : ""}`;
      return e.stack ? [first, ...e.stack.split("\n")] : [first];
    }
    case "compose": {
      const pre = `${e.svc}-1`.padEnd(c.width);
      const first = `${pre} | ${plain(e.pt)} | ${PY[e.level].padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      return e.stack ? [first, ...e.stack.split("\n").map((l) => `${pre} | ${l}`)] : [first];
    }
  }
}
