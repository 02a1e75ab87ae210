// The dev set's six line shapes (see shared/data/incidents/README.md), rendered from one event.
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

/** One printed log event: printed time (skew included), service, level, message, optional trace and stack. */
export interface Printed {
  at: number;
  svc: string;
  level: Level;
  msg: string;
  trace?: string;
  stack?: string[];
  node: number;
}

const LV: Record<Format, Record<Level, string>> = {
  jsonl: { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "fatal" },
  datadog: { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" },
  ecs: { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" },
  gcp: { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" },
  logfmt: { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "fatal" },
  compose: { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" },
};

const iso = (ms: number) => new Date(ms).toISOString();
const composeTime = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");

/** Renders one event as the lines it takes in `format` (a stack adds raw lines in logfmt and compose). */
export function render(e: Printed, format: Format, namespace: string, padTo: number): string[] {
  const level = LV[format][e.level];
  const stackText = e.stack?.length ? `${e.msg}\n${e.stack.join("\n")}` : undefined;
  switch (format) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(e.at), service: e.svc, level, message: stackText ?? e.msg })];
    case "datadog":
      return [
        JSON.stringify({
          "@timestamp": iso(e.at),
          status: level,
          service: e.svc,
          message: e.msg,
          host: `${e.svc}.node-${e.node}`,
          ddsource: "custom",
          ...(e.trace ? { http: { request_id: e.trace } } : {}),
          ...(e.stack ? { error: { stack: e.stack.join("\n") } } : {}),
        }),
      ];
    case "ecs":
      return [
        JSON.stringify({
          "@timestamp": iso(e.at),
          "log.level": level,
          "service.name": e.svc,
          message: e.msg,
          "event.dataset": `${e.svc}.log`,
          ...(e.trace ? { "transaction.id": e.trace } : {}),
          ...(e.stack ? { "error.stack_trace": e.stack.join("\n") } : {}),
        }),
      ];
    case "gcp":
      return [
        JSON.stringify({
          timestamp: iso(e.at),
          severity: level,
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: namespace, pod_name: `${e.svc}-${e.node}` },
          },
          jsonPayload: { message: stackText ?? e.msg, ...(e.trace ? { trace: e.trace } : {}) },
        }),
      ];
    case "logfmt": {
      const head = `ts=${iso(e.at)} level=${level} svc=${e.svc} msg=${JSON.stringify(e.msg)}${e.trace ? ` trace=${e.trace}` : ""}`;
      return [head, ...(e.stack ?? [])];
    }
    case "compose": {
      const head = `${`${e.svc}-1`.padEnd(padTo)} | ${composeTime(e.at)} | ${level.padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      return [head, ...(e.stack ?? [])];
    }
  }
}
