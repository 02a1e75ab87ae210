// Renders one log event in each of the dev set's six shapes (jsonl, datadog, ecs, gcp, logfmt, compose).
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export type Level = "debug" | "info" | "warn" | "error" | "fatal";

export const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];

export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

/** One line as the service printed it: `t` is already its own (skewed) clock. */
export interface Printed {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string;
  trace?: string;
  host: string;
}

const DD: Record<Level, string> = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "emergency" };
const ECS: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };
const GCP: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};
const PY: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};

const iso = (t: number) => new Date(t).toISOString();
const spaced = (t: number) => iso(t).replace("T", " ").replace("Z", "");

function full(p: Printed): string {
  return p.stack ? `${p.msg}\n${p.stack}` : p.msg;
}

/** Lines for one event; `pad` is the compose prefix width. */
export function render(fmt: Format, p: Printed, namespace: string, pad: number): string[] {
  switch (fmt) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(p.t), service: p.svc, level: p.level, message: full(p) })];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(p.t),
        status: DD[p.level],
        service: p.svc,
        message: full(p),
        host: p.host,
        ddsource: "custom",
      };
      if (p.trace) o.http = { request_id: p.trace };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(p.t),
        "log.level": ECS[p.level],
        "service.name": p.svc,
        message: p.msg,
        "event.dataset": `${p.svc}.log`,
      };
      if (p.stack) o["error.stack_trace"] = p.stack;
      if (p.trace) o["transaction.id"] = p.trace;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: full(p) };
      if (p.trace) payload.trace = p.trace;
      return [
        JSON.stringify({
          timestamp: iso(p.t),
          severity: GCP[p.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: p.svc, namespace_name: namespace, pod_name: p.host },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const first = `ts=${iso(p.t)} level=${p.level === "fatal" ? "fatal" : p.level} svc=${p.svc} msg=${JSON.stringify(p.msg)}${p.trace ? ` trace=${p.trace}` : ""}`;
      return p.stack ? [first, ...p.stack.split("\n")] : [first];
    }
    case "compose": {
      const prefix = `${p.svc}-1`.padEnd(pad, " ");
      const first = `${prefix} | ${spaced(p.t)} | ${PY[p.level].padEnd(8, " ")} | ${p.msg}${p.trace ? ` [${p.trace}]` : ""}`;
      return p.stack ? [first, ...p.stack.split("\n").map((l) => `${prefix} | ${l}`)] : [first];
    }
  }
}
