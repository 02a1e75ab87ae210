// The six aggregated-stream shapes of the dev set, one rendered event at a time (multi-line where the shape allows).
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export const FORMATS: readonly Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

export type Level = "debug" | "info" | "warn" | "error" | "fatal";

/** One log event: `t` is the true time (ms), `stack` continues the message on further lines. */
export interface Ev {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string;
  trace?: string;
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
const PY: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" };

function node(svc: string): number {
  let h = 0;
  for (const c of svc) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return h % 4;
}

export interface RenderCtx {
  namespace: string;
  pad: number;
}

/** Renders `ev` printed at `printed` (ms, skew applied) as one or more lines of `f`. */
export function render(ev: Ev, printed: number, f: Format, ctx: RenderCtx): string[] {
  const iso = new Date(printed).toISOString();
  const full = ev.stack ? `${ev.msg}\n${ev.stack}` : ev.msg;
  // A stack field that starts with frames gets the exception line in front, as agents ship it.
  const stack = ev.stack && /^\s/.test(ev.stack) ? full : ev.stack;
  switch (f) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso, service: ev.svc, level: ev.level, message: full })];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso,
        status: DD[ev.level],
        service: ev.svc,
        message: ev.msg,
        host: `${ev.svc}.node-${node(ev.svc)}`,
        ddsource: "custom",
      };
      if (stack) o.error = { stack };
      if (ev.trace) o.http = { request_id: ev.trace };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso,
        "log.level": ECS[ev.level],
        "service.name": ev.svc,
        message: ev.msg,
        "event.dataset": `${ev.svc}.log`,
      };
      if (stack) o["error.stack_trace"] = stack;
      if (ev.trace) o["transaction.id"] = ev.trace;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: full };
      if (ev.trace) payload.trace = ev.trace;
      return [
        JSON.stringify({
          timestamp: iso,
          severity: GCP[ev.level],
          resource: {
            type: "k8s_container",
            labels: {
              container_name: ev.svc,
              namespace_name: ctx.namespace,
              pod_name: `${ev.svc}-${node(ev.svc)}`,
            },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const lines = full.split("\n");
      const head = `ts=${iso} level=${ev.level === "fatal" ? "crit" : ev.level} svc=${ev.svc} msg=${JSON.stringify(lines[0])}${
        ev.trace ? ` trace=${ev.trace}` : ""
      }`;
      return [head, ...lines.slice(1)];
    }
    case "compose": {
      const prefix = `${ev.svc}-1`.padEnd(ctx.pad);
      const stamp = iso.replace("T", " ").replace("Z", "");
      const lines = full.split("\n");
      const head = `${prefix} | ${stamp} | ${PY[ev.level].padEnd(8)} | ${lines[0]}${ev.trace ? ` [${ev.trace}]` : ""}`;
      return [head, ...lines.slice(1).map((l) => `${prefix} | ${l}`)];
    }
  }
}
