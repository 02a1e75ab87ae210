// The dev set's six line shapes (../shared/data/incidents/README.md): one event in, one or more physical lines out.
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

export interface LogEvent {
  /** Printed time (true time plus the service's clock skew), ms since epoch. */
  t: number;
  svc: string;
  level: Level;
  msg: string;
  trace?: string;
  /** Continuation lines (stack trace, multi-line report). */
  stack?: string;
}

const iso = (t: number) => new Date(t).toISOString();
const DD: Record<Level, string> = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "emergency" };
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
const JL: Record<Level, string> = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "fatal" };

/** Renders one event; `width` is the compose name column (longest "<svc>-1" of the file). */
export function render(e: LogEvent, fmt: Format, ns: string, width: number): string[] {
  const full = e.stack ? `${e.msg}\n${e.stack}` : e.msg;
  switch (fmt) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(e.t), service: e.svc, level: JL[e.level], message: full })];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.t),
        status: DD[e.level],
        service: e.svc,
        message: full,
        host: `${e.svc}.node-${(e.svc.length * 7) % 4}`,
        ddsource: "custom",
      };
      if (e.trace) o.http = { request_id: e.trace };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.t),
        "log.level": ECS[e.level],
        "service.name": e.svc,
        message: e.msg,
      };
      if (e.stack) o["error.stack_trace"] = e.stack;
      o["event.dataset"] = `${e.svc}.log`;
      if (e.trace) o["transaction.id"] = e.trace;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: full };
      if (e.trace) payload.trace = e.trace;
      return [
        JSON.stringify({
          timestamp: iso(e.t),
          severity: GCP[e.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: ns, pod_name: `${e.svc}-${e.svc.length % 3}` },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const [first, ...rest] = full.split("\n");
      const head = `ts=${iso(e.t)} level=${e.level === "fatal" ? "fatal" : JL[e.level]} svc=${e.svc} msg=${JSON.stringify(first)}${e.trace ? ` trace=${e.trace}` : ""}`;
      return [head, ...rest];
    }
    case "compose": {
      const name = `${e.svc}-1`.padEnd(width);
      const ts = iso(e.t).replace("T", " ").replace("Z", "");
      const [first, ...rest] = full.split("\n");
      return [
        `${name} | ${ts} | ${COMPOSE[e.level].padEnd(8)} | ${first}${e.trace ? ` [${e.trace}]` : ""}`,
        ...rest.map((l) => `${name} | ${l}`),
      ];
    }
  }
}
