// Renders one log event in each of the dev set's six formats (multi-line stacks where the format allows).
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
  /** true time, ms since epoch */
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string;
  trace?: string;
  /** kept even while the service is silenced */
  force?: boolean;
}

const UP: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };
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

const iso = (ms: number) => new Date(ms).toISOString();

export interface RenderCtx {
  namespace: string;
  composeWidth: number;
  pod: (svc: string) => string;
}

/** `printed` is the time the service's own clock wrote (true time plus its skew). */
export function render(fmt: Format, e: LogEvent, printed: number, ctx: RenderCtx): string {
  const full = e.stack ? `${e.msg}\n${e.stack}` : e.msg;
  switch (fmt) {
    case "jsonl": {
      const o: Record<string, unknown> = { timestamp: iso(printed), service: e.svc, level: e.level, message: full };
      if (e.trace) o.trace_id = e.trace;
      return JSON.stringify(o);
    }
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(printed),
        status: e.level === "fatal" ? "critical" : e.level,
        service: e.svc,
        message: e.msg,
        host: ctx.pod(e.svc),
        ddsource: "custom",
      };
      if (e.stack) o.error = { stack: e.stack, message: e.msg.slice(0, 160) };
      if (e.trace) o.dd = { trace_id: e.trace };
      return JSON.stringify(o);
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(printed),
        "log.level": UP[e.level],
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
      };
      if (e.stack) o["error.stack_trace"] = e.stack;
      if (e.trace) o["trace.id"] = e.trace;
      return JSON.stringify(o);
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: full };
      if (e.trace) payload.trace = e.trace;
      return JSON.stringify({
        timestamp: iso(printed),
        severity: GCP[e.level],
        resource: {
          type: "k8s_container",
          labels: { container_name: e.svc, namespace_name: ctx.namespace, pod_name: ctx.pod(e.svc) },
        },
        jsonPayload: payload,
      });
    }
    case "logfmt": {
      const esc = e.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      let s = `ts=${iso(printed)} level=${e.level} svc=${e.svc} msg="${esc}"`;
      if (e.trace) s += ` trace=${e.trace}`;
      if (e.stack) s += `\n${e.stack}`;
      return s;
    }
    case "compose": {
      const prefix = `${`${e.svc}-1`.padEnd(ctx.composeWidth)} | `;
      const ts = iso(printed).replace("T", " ").replace("Z", "");
      const head = `${prefix}${ts} | ${COMPOSE[e.level].padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      if (!e.stack) return head;
      return [head, ...e.stack.split("\n").map((l) => `${prefix}${l}`)].join("\n");
    }
  }
}
