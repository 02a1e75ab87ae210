// The dev set's six line shapes (../shared/data/incidents/README.md): one event in, its printed line(s) out.
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

/** One log event: true time (ms), service, level, message, optional trace id and stack trace. */
export interface Ev {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  trace?: string;
  stack?: string;
}

export interface RenderCtx {
  namespace: string;
  /** compose prefix width (longest service name + "-1"). */
  width: number;
  pod: (svc: string) => string;
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
const PY: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" };

const iso = (ms: number) => new Date(ms).toISOString();
const spaced = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");

/** The printed line(s) of one event at printed time `ms`. */
export function render(fmt: Format, e: Ev, ms: number, c: RenderCtx): string[] {
  const full = e.stack ? `${e.msg}\n${e.stack}` : e.msg;
  switch (fmt) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(ms), service: e.svc, level: e.level, message: full })];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(ms),
        status: DD[e.level],
        service: e.svc,
        message: full,
        host: `${e.svc}.node-${c.pod(e.svc).slice(-1).charCodeAt(0) % 4}`,
        ddsource: "custom",
      };
      if (e.trace) o.http = { request_id: e.trace };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(ms),
        "log.level": ECS[e.level],
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
      };
      if (e.trace) o["transaction.id"] = e.trace;
      if (e.stack) o["error.stack_trace"] = e.stack;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, string> = { message: full };
      if (e.trace) payload.trace = e.trace;
      return [
        JSON.stringify({
          timestamp: iso(ms),
          severity: GCP[e.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: c.namespace, pod_name: c.pod(e.svc) },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const lvl = e.level === "fatal" ? "fatal" : e.level;
      const head = `ts=${iso(ms)} level=${lvl} svc=${e.svc} msg=${JSON.stringify(e.msg)}${e.trace ? ` trace=${e.trace}` : ""}`;
      return e.stack ? [head, ...e.stack.split("\n")] : [head];
    }
    case "compose": {
      const prefix = `${e.svc}-1`.padEnd(c.width);
      const lines = full.split("\n");
      const first = `${prefix} | ${spaced(ms)} | ${PY[e.level].padEnd(8)} | ${lines[0]}${e.trace ? ` [${e.trace}]` : ""}`;
      return [first, ...lines.slice(1).map((l) => `${prefix} | ${l}`)];
    }
  }
}
