// The six line shapes of the dev set; one event in, one or more printed lines out.
import type { Estate } from "./estates.js";

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

export type Level = "debug" | "info" | "warn" | "error" | "fatal";

export interface Ev {
  /** printed time (true time plus the service's skew), ms */
  at: number;
  svc: string;
  level: Level;
  msg: string;
  trace?: string;
  /** continuation lines of a stack trace or multi-line message */
  stack?: string[];
  errType?: string;
  seq: number;
}

const iso = (ms: number) => new Date(ms).toISOString();
const plain = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");

const DD: Record<Level, string> = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" };
const ECS: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };
const GCP: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" };
const PY: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" };

function q(s: string): string {
  return `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

export function render(fmt: Format, e: Ev, estate: Estate, pad: number, podOf: (svc: string) => string): string[] {
  const full = e.stack && e.stack.length > 0 ? `${e.msg}\n${e.stack.join("\n")}` : e.msg;
  switch (fmt) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(e.at), service: e.svc, level: e.level, message: full })];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.at),
        status: DD[e.level],
        service: e.svc,
        message: e.msg,
        host: podOf(e.svc),
        ddsource: "container",
        env: "prod",
      };
      if (e.trace) o.dd = { trace_id: e.trace };
      if (e.stack && e.stack.length > 0) o.error = { kind: e.errType ?? "error", stack: e.stack.join("\n") };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.at),
        "log.level": ECS[e.level],
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
        "host.name": podOf(e.svc),
      };
      if (e.trace) o["trace.id"] = e.trace;
      if (e.stack && e.stack.length > 0) {
        if (e.errType) o["error.type"] = e.errType;
        o["error.stack_trace"] = e.stack.join("\n");
      }
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: full };
      if (e.trace) payload.trace = e.trace;
      return [
        JSON.stringify({
          timestamp: iso(e.at),
          severity: GCP[e.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: estate.namespace, pod_name: podOf(e.svc) },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const lvl = e.level === "fatal" ? "fatal" : e.level;
      const head = `ts=${iso(e.at)} level=${lvl} svc=${e.svc} msg=${q(e.msg)}${e.trace ? ` trace=${e.trace}` : ""}`;
      return [head, ...(e.stack ?? [])];
    }
    case "compose": {
      const name = `${e.svc}-1`.padEnd(pad);
      const head = `${name} | ${plain(e.at)} | ${PY[e.level].padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      return [head, ...(e.stack ?? []).map((l) => `${name} | ${l}`)];
    }
  }
}
