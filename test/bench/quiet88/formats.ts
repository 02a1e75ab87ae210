// The six aggregated shapes of the dev set (README): one event in, one or more printed lines out.
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export type Level = "debug" | "info" | "warn" | "error" | "fatal";

export interface Ev {
  /** true time, ms since epoch */
  t: number;
  svc: string;
  level: Level;
  msg: string;
  trace?: string;
  /** exception class and message, when the line carries one */
  exc?: { type: string; message: string };
  /** stack lines as the runtime prints them, header line included */
  stack?: string[];
  /** which baseline flow produced it (for incidents that change traffic) */
  tag?: string;
}

export const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

const pad2 = (n: number) => String(n).padStart(2, "0");
function composeTime(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())} ${pad2(d.getUTCHours())}:${pad2(
    d.getUTCMinutes(),
  )}:${pad2(d.getUTCSeconds())}.${String(d.getUTCMilliseconds()).padStart(3, "0")}`;
}

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

export interface RenderCtx {
  namespace: string;
  hostOf: (svc: string) => string;
  prefixWidth: number;
}

export function render(f: Format, ev: Ev, printed: number, ctx: RenderCtx): string[] {
  const ts = new Date(printed).toISOString();
  const full = ev.stack ? `${ev.msg}\n${ev.stack.join("\n")}` : ev.msg;
  switch (f) {
    case "jsonl": {
      const o: Record<string, unknown> = { timestamp: ts, service: ev.svc, level: ev.level, message: full };
      if (ev.trace) o.trace_id = ev.trace;
      return [JSON.stringify(o)];
    }
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": ts,
        status: DD[ev.level],
        service: ev.svc,
        message: ev.msg,
        host: ctx.hostOf(ev.svc),
        ddsource: "custom",
      };
      if (ev.trace) o.http = { request_id: ev.trace };
      if (ev.exc) o.error = { kind: ev.exc.type, message: ev.exc.message, stack: ev.stack?.join("\n") };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": ts,
        "log.level": ECS[ev.level],
        "service.name": ev.svc,
        message: ev.msg,
        "event.dataset": `${ev.svc}.log`,
      };
      if (ev.trace) o["trace.id"] = ev.trace;
      if (ev.exc) {
        o["error.type"] = ev.exc.type;
        o["error.message"] = ev.exc.message;
      }
      if (ev.stack) o["error.stack_trace"] = ev.stack.join("\n");
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: full };
      if (ev.trace) payload.trace = ev.trace;
      const o = {
        timestamp: ts,
        severity: GCP[ev.level],
        resource: {
          type: "k8s_container",
          labels: { container_name: ev.svc, namespace_name: ctx.namespace, pod_name: ctx.hostOf(ev.svc) },
        },
        jsonPayload: payload,
      };
      return [JSON.stringify(o)];
    }
    case "logfmt": {
      const q = ev.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      let line = `ts=${ts} level=${ev.level === "fatal" ? "crit" : ev.level} svc=${ev.svc} msg="${q}"`;
      if (ev.exc) line += ` err="${ev.exc.type}"`;
      if (ev.trace) line += ` trace=${ev.trace}`;
      return [line, ...(ev.stack ?? [])];
    }
    case "compose": {
      const prefix = `${ev.svc}-1`.padEnd(ctx.prefixWidth);
      const tail = ev.trace ? ` [${ev.trace}]` : "";
      return [
        `${prefix}| ${composeTime(printed)} | ${COMPOSE[ev.level].padEnd(8)} | ${ev.msg}${tail}`,
        ...(ev.stack ?? []).map((s) => `${prefix}| ${s}`),
      ];
    }
  }
}
