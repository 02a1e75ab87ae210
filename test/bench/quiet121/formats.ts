// The six line shapes of the dev set (README of shared/data/incidents), one event at a time.

export type Level = "debug" | "info" | "warn" | "error" | "fatal";
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];

/** One log event: true time `t` (ms), the service that printed it, and optional stack and correlation id. */
export interface Ev {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string;
  errType?: string;
  trace?: string;
}

export interface RenderCtx {
  namespace: string;
  traceKey: string;
  padTo: number;
  host: (svc: string) => string;
}

export const FILE_EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

const GCP_SEV: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};
const COMPOSE_LVL: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};
const ECS_LVL: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };
const DD_LVL: Record<Level, string> = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" };

function composeTime(ms: number): string {
  return new Date(ms).toISOString().replace("T", " ").replace("Z", "");
}

function logfmtQuote(s: string): string {
  return `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

/** Renders one event printed at `printed` ms; may return several physical lines (stack traces). */
export function render(fmt: Format, ev: Ev, printed: number, ctx: RenderCtx): string[] {
  const ts = new Date(printed).toISOString();
  const full = ev.stack ? `${ev.msg}\n${ev.stack}` : ev.msg;
  switch (fmt) {
    case "jsonl":
      return [JSON.stringify({ timestamp: ts, service: ev.svc, level: ev.level, message: full })];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": ts,
        status: DD_LVL[ev.level],
        service: ev.svc,
        message: ev.msg,
        host: ctx.host(ev.svc),
        ddsource: "custom",
      };
      if (ev.stack) o.error = { kind: ev.errType ?? "Error", stack: ev.stack };
      if (ev.trace) o.http = { request_id: ev.trace };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": ts,
        "log.level": ECS_LVL[ev.level],
        "service.name": ev.svc,
        message: ev.msg,
        "event.dataset": `${ev.svc}.log`,
      };
      if (ev.stack) {
        if (ev.errType) o["error.type"] = ev.errType;
        o["error.stack_trace"] = ev.stack;
      }
      if (ev.trace) o["transaction.id"] = ev.trace;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: full };
      if (ev.trace) payload[ctx.traceKey] = ev.trace;
      return [
        JSON.stringify({
          timestamp: ts,
          severity: GCP_SEV[ev.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: ev.svc, namespace_name: ctx.namespace, pod_name: ctx.host(ev.svc) },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const lvl = ev.level === "fatal" ? "fatal" : ev.level;
      let line = `ts=${ts} level=${lvl} svc=${ev.svc} msg=${logfmtQuote(ev.msg)}`;
      if (ev.trace) line += ` ${ctx.traceKey}=${ev.trace}`;
      return ev.stack ? [line, ...ev.stack.split("\n")] : [line];
    }
    case "compose": {
      const prefix = `${`${ev.svc}-1`.padEnd(ctx.padTo)} |`;
      const head = `${prefix} ${composeTime(printed)} | ${COMPOSE_LVL[ev.level].padEnd(8)} | ${ev.msg}${ev.trace ? ` [${ev.trace}]` : ""}`;
      return ev.stack ? [head, ...ev.stack.split("\n").map((l) => `${prefix} ${l}`)] : [head];
    }
  }
}
