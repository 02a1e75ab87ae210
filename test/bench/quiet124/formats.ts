// The dev set's six line shapes (shared/data/incidents/README.md), stack traces where each shape allows them.
import type { Ev, Level } from "./stream.js";

export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export const FORMATS: readonly Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

const iso = (ms: number) => new Date(ms).toISOString();
const composeTime = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");

const LOWER: Record<Level, string> = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" };
const ECS: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };
const GCP: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};
const LOGURU: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};

export interface Ctx {
  namespace: string;
  composeWidth: number;
  host: (svc: string) => string;
  source: (svc: string) => string;
}

/** The lines one event prints as, at its printed time. */
export function render(f: Format, e: Ev, printed: number, c: Ctx): string[] {
  const stack = e.stack && e.stack.length > 0 ? e.stack : undefined;
  switch (f) {
    case "jsonl": {
      const message = stack ? `${e.msg}\n${stack.join("\n")}` : e.msg;
      return [JSON.stringify({ timestamp: iso(printed), service: e.svc, level: LOWER[e.level], message })];
    }
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(printed),
        status: LOWER[e.level],
        service: e.svc,
        message: e.msg,
        host: c.host(e.svc),
        ddsource: c.source(e.svc),
      };
      if (e.trace) o.dd = { trace_id: BigInt(`0x${e.trace}`).toString() };
      if (stack) o.error = { kind: stack[0].split(":")[0].trim(), stack: stack.join("\n") };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(printed),
        "log.level": ECS[e.level],
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
      };
      if (e.trace) o["trace.id"] = e.trace;
      if (stack) o["error.stack_trace"] = stack.join("\n");
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: stack ? `${e.msg}\n${stack.join("\n")}` : e.msg };
      if (e.trace) payload.trace = e.trace;
      return [
        JSON.stringify({
          timestamp: iso(printed),
          severity: GCP[e.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: c.namespace, pod_name: c.host(e.svc) },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const msg = e.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      const head = `ts=${iso(printed)} level=${LOWER[e.level] === "critical" ? "fatal" : LOWER[e.level]} svc=${e.svc} msg="${msg}"${e.trace ? ` trace=${e.trace}` : ""}`;
      return stack ? [head, ...stack] : [head];
    }
    case "compose": {
      const prefix = `${`${e.svc}-1`.padEnd(c.composeWidth)} | `;
      const head = `${prefix}${composeTime(printed)} | ${LOGURU[e.level].padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace.slice(0, 12)}]` : ""}`;
      return stack ? [head, ...stack.map((s) => `${prefix}${s}`)] : [head];
    }
  }
}
