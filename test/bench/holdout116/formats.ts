// The six line shapes of the dev set (README of shared/data/incidents), one renderer each.
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export type Level = "debug" | "info" | "warn" | "error" | "fatal";

export interface LogEvent {
  t: number; // true time, ms
  printed: number; // time as the service's clock prints it
  svc: string;
  level: Level;
  msg: string;
  stack?: string; // multi-line trace, first line excluded
  errType?: string;
  trace?: string;
}

export const FORMAT_EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

const iso = (ms: number) => new Date(ms).toISOString();
const GCP_SEV: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};
const UP: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };

export function renderer(format: Format, namespace: string, services: string[]): (e: LogEvent) => string[] {
  const width = Math.max(...services.map((s) => s.length)) + 2;
  const pod = (s: string) => `${s}-${(s.length * 7919).toString(36).slice(-5)}`;
  switch (format) {
    case "jsonl":
      return (e) => [
        JSON.stringify({
          timestamp: iso(e.printed),
          service: e.svc,
          level: e.level,
          message: e.stack ? `${e.msg}\n${e.stack}` : e.msg,
        }),
      ];
    case "datadog":
      return (e) => {
        const o: Record<string, unknown> = {
          "@timestamp": iso(e.printed),
          status: e.level === "warn" ? "warning" : e.level === "fatal" ? "critical" : e.level,
          service: e.svc,
          message: e.msg,
          host: `ip-10-42-${services.indexOf(e.svc) + 3}-17.${namespace}`,
          ddsource: "container",
          env: "prod",
        };
        if (e.trace) o["dd.trace_id"] = BigInt(`0x${e.trace.slice(0, 15)}`).toString();
        if (e.stack || e.errType) o.error = { kind: e.errType ?? "Error", message: e.msg, stack: e.stack ?? "" };
        return [JSON.stringify(o)];
      };
    case "ecs":
      return (e) => {
        const o: Record<string, unknown> = {
          "@timestamp": iso(e.printed),
          "log.level": UP[e.level],
          "service.name": e.svc,
          message: e.msg,
          "event.dataset": `${e.svc}.log`,
        };
        if (e.trace) o["trace.id"] = e.trace;
        if (e.errType) o["error.type"] = e.errType;
        if (e.stack) o["error.stack_trace"] = e.stack;
        return [JSON.stringify(o)];
      };
    case "gcp":
      return (e) => {
        const payload: Record<string, unknown> = { message: e.stack ? `${e.msg}\n${e.stack}` : e.msg };
        if (e.trace) payload.trace = e.trace;
        return [
          JSON.stringify({
            timestamp: iso(e.printed),
            severity: GCP_SEV[e.level],
            resource: {
              type: "k8s_container",
              labels: { container_name: e.svc, namespace_name: namespace, pod_name: pod(e.svc) },
            },
            jsonPayload: payload,
          }),
        ];
      };
    case "logfmt":
      return (e) => {
        const head = `ts=${iso(e.printed)} level=${e.level} svc=${e.svc} msg=${JSON.stringify(e.msg)}${e.trace ? ` trace=${e.trace}` : ""}`;
        return e.stack ? [head, ...e.stack.split("\n")] : [head];
      };
    case "compose":
      return (e) => {
        const p = `${`${e.svc}-1`.padEnd(width + 1)}| `;
        const ts = iso(e.printed).replace("T", " ").replace("Z", "");
        const head = `${p}${ts} | ${UP[e.level].padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
        return e.stack ? [head, ...e.stack.split("\n").map((l) => `${p}${l}`)] : [head];
      };
  }
}
