// The dev set's six line shapes. One event becomes one or more printed lines.
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export const FORMATS: readonly Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
export type Level = "debug" | "info" | "warn" | "error" | "fatal";

export interface LogEvent {
  /** printed time (true time plus the service's clock skew), ms since epoch */
  at: number;
  service: string;
  level: Level;
  message: string;
  stack?: string;
  trace?: string;
  host: string;
}

export const FILE_EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

const iso = (ms: number) => new Date(ms).toISOString();
const DD: Record<Level, string> = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" };
const ECS: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };
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

function logfmtValue(s: string): string {
  return /[\s"=]/.test(s) || s === "" ? JSON.stringify(s) : s;
}

/** Renders one event; `pad` is the width of the compose service column. */
export function render(fmt: Format, e: LogEvent, namespace: string, pad: number): string[] {
  const full = e.stack ? `${e.message}\n${e.stack}` : e.message;
  switch (fmt) {
    case "jsonl": {
      const o: Record<string, string> = { timestamp: iso(e.at), service: e.service, level: e.level, message: full };
      if (e.trace) o.trace_id = e.trace;
      return [JSON.stringify(o)];
    }
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.at),
        status: DD[e.level],
        service: e.service,
        message: e.message,
        host: e.host,
        ddsource: "custom",
      };
      if (e.stack) o.error = { stack: e.stack };
      if (e.trace) o.dd = { trace_id: e.trace };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.at),
        "log.level": ECS[e.level],
        "service.name": e.service,
        message: e.message,
        "event.dataset": `${e.service}.log`,
        "host.name": e.host,
      };
      if (e.stack) o["error.stack_trace"] = e.stack;
      if (e.trace) o["trace.id"] = e.trace;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, string> = { message: full };
      if (e.trace) payload.trace = e.trace;
      return [
        JSON.stringify({
          timestamp: iso(e.at),
          severity: GCP[e.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: e.service, namespace_name: namespace, pod_name: e.host },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      let line = `ts=${iso(e.at)} level=${e.level} svc=${e.service} msg=${logfmtValue(e.message)}`;
      if (e.trace) line += ` trace=${e.trace}`;
      return e.stack ? [line, ...e.stack.split("\n")] : [line];
    }
    case "compose": {
      const prefix = `${`${e.service}-1`.padEnd(pad)} | `;
      const t = iso(e.at).replace("T", " ").replace("Z", "");
      const tail = e.trace ? ` [${e.trace}]` : "";
      const first = `${prefix}${t} | ${COMPOSE[e.level].padEnd(8)} | ${e.message}${tail}`;
      return e.stack ? [first, ...e.stack.split("\n").map((l) => prefix + l)] : [first];
    }
  }
}
