// Renders one log event in each of the dev set's six shapes (README table); stacks go where the shape keeps them.
export type Level = "debug" | "info" | "warn" | "error" | "fatal";
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
export const FILE_EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

export interface LogEvent {
  t: number; // true epoch ms
  svc: string;
  level: Level;
  msg: string;
  stack?: string; // continuation lines, runtime's own style
  trace?: string;
  host?: string;
}

export interface RenderCtx {
  namespace: string;
  padWidth: number; // compose prefix column
}

const iso = (ms: number) => new Date(ms).toISOString();
const composeTime = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");

const DD: Record<Level, string> = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" };
const ECS: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };
const GCP: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};
const LF: Record<Level, string> = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "fatal" };
const CP: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" };

const logfmtQuote = (s: string) => `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;

/** Lines for one event; `printed` is the skewed time the service stamped. */
export function render(fmt: Format, e: LogEvent, printed: number, ctx: RenderCtx): string[] {
  const ts = iso(printed);
  switch (fmt) {
    case "jsonl": {
      const o: Record<string, unknown> = {
        timestamp: ts,
        service: e.svc,
        level: LF[e.level],
        message: e.stack ? `${e.msg}\n${e.stack}` : e.msg,
      };
      if (e.trace) o.trace_id = e.trace;
      return [JSON.stringify(o)];
    }
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": ts,
        status: DD[e.level],
        service: e.svc,
        message: e.msg,
        host: e.host ?? `${e.svc}-${ctx.namespace}-0`,
        ddsource: "container",
      };
      if (e.stack) o.error = { stack: e.stack, message: e.msg };
      if (e.trace) o.dd = { trace_id: e.trace };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": ts,
        "log.level": ECS[e.level],
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
        "ecs.version": "8.11.0",
      };
      if (e.stack) o["error.stack_trace"] = e.stack;
      if (e.trace) o["trace.id"] = e.trace;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: e.stack ? `${e.msg}\n${e.stack}` : e.msg };
      const o: Record<string, unknown> = {
        timestamp: ts,
        severity: GCP[e.level],
        resource: {
          type: "k8s_container",
          labels: { container_name: e.svc, namespace_name: ctx.namespace, pod_name: e.host ?? `${e.svc}-0` },
        },
        jsonPayload: payload,
      };
      if (e.trace) o["logging.googleapis.com/trace"] = `projects/${ctx.namespace}/traces/${e.trace}`;
      return [JSON.stringify(o)];
    }
    case "logfmt": {
      let line = `ts=${ts} level=${LF[e.level]} svc=${e.svc} msg=${logfmtQuote(e.msg)}`;
      if (e.trace) line += ` trace=${e.trace}`;
      return e.stack ? [line, ...e.stack.split("\n")] : [line];
    }
    case "compose": {
      const prefix = `${`${e.svc}-1`.padEnd(ctx.padWidth)} | `;
      const head = `${prefix}${composeTime(printed)} | ${CP[e.level].padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      return e.stack ? [head, ...e.stack.split("\n").map((l) => `${prefix}${l}`)] : [head];
    }
  }
}
