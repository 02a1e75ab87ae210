// The dev set's six line shapes: one event in, one or more printed lines out.
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

export interface Printed {
  at: number; // printed epoch ms (true time + service skew)
  service: string;
  level: Level;
  msg: string;
  stack?: string[];
  trace?: string;
  host: string;
  namespace: string;
}

const iso = (ms: number) => new Date(ms).toISOString();
const spaced = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");

const DD: Record<Level, string> = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" };
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

const full = (e: Printed) => (e.stack?.length ? `${e.msg}\n${e.stack.join("\n")}` : e.msg);

export function render(e: Printed, f: Format, width: number): string[] {
  switch (f) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(e.at), service: e.service, level: e.level, message: full(e) })];
    case "datadog":
      return [
        JSON.stringify({
          "@timestamp": iso(e.at),
          status: DD[e.level],
          service: e.service,
          message: full(e),
          host: e.host,
          ddsource: "custom",
          ...(e.trace ? { http: { request_id: e.trace } } : {}),
        }),
      ];
    case "ecs":
      return [
        JSON.stringify({
          "@timestamp": iso(e.at),
          "log.level": ECS[e.level],
          "service.name": e.service,
          message: e.msg,
          ...(e.stack?.length ? { "error.stack_trace": e.stack.join("\n") } : {}),
          "event.dataset": `${e.service}.log`,
          ...(e.trace ? { "trace.id": e.trace } : {}),
        }),
      ];
    case "gcp":
      return [
        JSON.stringify({
          timestamp: iso(e.at),
          severity: GCP[e.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: e.service, namespace_name: e.namespace, pod_name: e.host },
          },
          jsonPayload: { message: full(e), ...(e.trace ? { trace: e.trace } : {}) },
        }),
      ];
    case "logfmt": {
      const head = `ts=${iso(e.at)} level=${e.level === "fatal" ? "fatal" : e.level} svc=${e.service} msg=${JSON.stringify(e.msg)}${e.trace ? ` trace=${e.trace}` : ""}`;
      return [head, ...(e.stack ?? [])];
    }
    case "compose": {
      const p = `${e.service}-1`.padEnd(width);
      const head = `${p} | ${spaced(e.at)} | ${PY[e.level].padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      return [head, ...(e.stack ?? []).map((l) => `${p} | ${l}`)];
    }
  }
}
