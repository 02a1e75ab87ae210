// The dev set's six line shapes (jsonl, datadog, ecs, gcp, logfmt, compose), with multi-line stacks where they fit.
import type { Ev, Level } from "./stream.js";

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
const GCP: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" };
const UP: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };
const COMPOSE: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};

export function render(
  fmt: Format,
  e: Ev & { printedAt: number },
  ns: string,
  host: (svc: string) => string,
  pad: number,
): string[] {
  const ts = iso(e.printedAt);
  const stack = e.stack && e.stack.length > 0 ? e.stack.join("\n") : undefined;
  switch (fmt) {
    case "jsonl":
      return [
        JSON.stringify({
          timestamp: ts,
          service: e.svc,
          level: e.level === "fatal" ? "error" : e.level,
          message: stack ? `${e.msg}\n${stack}` : e.msg,
        }),
      ];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": ts,
        status: e.level === "fatal" ? "critical" : e.level,
        service: e.svc,
        message: e.msg,
        host: host(e.svc),
        ddsource: "custom",
      };
      if (e.trace) o.dd = { trace_id: e.trace };
      if (stack) o.error = { stack };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": ts,
        "log.level": UP[e.level],
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
      };
      if (e.trace) o["trace.id"] = e.trace;
      if (stack) o["error.stack_trace"] = stack;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: stack ? `${e.msg}\n${stack}` : e.msg };
      if (e.trace) payload.trace = e.trace;
      return [
        JSON.stringify({
          timestamp: ts,
          severity: GCP[e.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: ns, pod_name: host(e.svc) },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const msg = e.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      const head = `ts=${ts} level=${e.level === "fatal" ? "error" : e.level} svc=${e.svc} msg="${msg}"${e.trace ? ` trace=${e.trace}` : ""}`;
      return stack ? [head, ...e.stack!] : [head];
    }
    case "compose": {
      const prefix = `${e.svc}-1`.padEnd(pad);
      const d = ts.replace("T", " ").replace("Z", "");
      const head = `${prefix} | ${d} | ${COMPOSE[e.level].padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      return stack ? [head, ...e.stack!.map((l) => `${prefix} | ${l}`)] : [head];
    }
  }
}
