// The six line shapes of the dev set's README, one renderer each; stack traces stay attached to their event.
export type Level = "debug" | "info" | "warn" | "error" | "fatal";
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

export interface LogEvent {
  /** printed time, ms since epoch (clock skew already applied) */
  at: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string;
  errorKind?: string;
  trace?: string;
}

export interface RenderCtx {
  namespace: string;
  pods: Record<string, string>;
  width: number;
}

const iso = (ms: number) => new Date(ms).toISOString();
const spaced = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");
const DD: Record<Level, string> = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" };
const UP: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };
const GCP: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};
const PY: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" };

function logfmtValue(s: string): string {
  return /^[A-Za-z0-9_.:/-]+$/.test(s) ? s : JSON.stringify(s);
}

/** Renders one event as one or more physical lines. */
export function render(f: Format, e: LogEvent, ctx: RenderCtx): string[] {
  const full = e.stack ? `${e.msg}\n${e.stack}` : e.msg;
  switch (f) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(e.at), service: e.svc, level: e.level, message: full })];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.at),
        status: DD[e.level],
        service: e.svc,
        message: e.msg,
        host: ctx.pods[e.svc],
        ddsource: "custom",
      };
      if (e.trace) o.http = { request_id: e.trace };
      if (e.stack) o.error = { kind: e.errorKind ?? "Error", stack: e.stack };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.at),
        "log.level": UP[e.level],
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
      };
      if (e.trace) o["transaction.id"] = e.trace;
      if (e.stack) {
        o["error.type"] = e.errorKind ?? "Error";
        o["error.stack_trace"] = e.stack;
      }
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: full };
      if (e.trace) payload.trace = e.trace;
      return [
        JSON.stringify({
          timestamp: iso(e.at),
          severity: GCP[e.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: ctx.namespace, pod_name: ctx.pods[e.svc] },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      let head = `ts=${iso(e.at)} level=${e.level === "fatal" ? "fatal" : e.level} svc=${e.svc} msg=${logfmtValue(e.msg)}`;
      if (e.trace) head += ` trace=${e.trace}`;
      return e.stack ? [head, ...e.stack.split("\n")] : [head];
    }
    case "compose": {
      const name = `${e.svc}-1`.padEnd(ctx.width);
      const tail = e.trace ? ` [${e.trace}]` : "";
      const head = `${name} | ${spaced(e.at)} | ${PY[e.level].padEnd(8)} | ${e.msg}${tail}`;
      return e.stack ? [head, ...e.stack.split("\n").map((l) => `${name} | ${l}`)] : [head];
    }
  }
}
