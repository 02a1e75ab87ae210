// The six line shapes of the dev set (jsonl, datadog, ecs, gcp, logfmt, compose), one event at a time.
export type Level = "DEBUG" | "INFO" | "WARN" | "ERROR" | "FATAL";
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

/** One log event: true time `t`, printed time `pt` (with the service's clock skew). */
export interface Ev {
  t: number;
  pt?: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string;
  errType?: string;
  trace?: string;
}

export interface RenderCtx {
  namespace: string;
  runtime: (svc: string) => string;
  node: (svc: string) => number;
  nameWidth: number;
}

const iso = (ms: number) => new Date(ms).toISOString();
const spaced = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");

const DD: Record<Level, string> = { DEBUG: "debug", INFO: "info", WARN: "warn", ERROR: "error", FATAL: "critical" };
const GCP: Record<Level, string> = {
  DEBUG: "DEBUG",
  INFO: "INFO",
  WARN: "WARNING",
  ERROR: "ERROR",
  FATAL: "CRITICAL",
};

export function render(f: Format, e: Ev, c: RenderCtx): string[] {
  const ts = e.pt ?? e.t;
  const full = e.stack ? `${e.msg}\n${e.stack}` : e.msg;
  switch (f) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(ts), service: e.svc, level: e.level.toLowerCase(), message: full })];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(ts),
        status: DD[e.level],
        service: e.svc,
        message: e.msg,
        host: `${e.svc}.node-${c.node(e.svc)}`,
        ddsource: c.runtime(e.svc),
      };
      if (e.trace) o.http = { request_id: e.trace };
      if (e.stack) o.error = { kind: e.errType ?? "Error", stack: e.stack };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(ts),
        "log.level": e.level === "FATAL" ? "FATAL" : e.level,
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
      };
      if (e.trace) o["transaction.id"] = e.trace;
      if (e.stack) {
        o["error.type"] = e.errType ?? "Error";
        o["error.stack_trace"] = e.stack;
      }
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const p: Record<string, unknown> = { message: full };
      if (e.trace) p.trace = e.trace;
      return [
        JSON.stringify({
          timestamp: iso(ts),
          severity: GCP[e.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: c.namespace, pod_name: `${e.svc}-${c.node(e.svc)}` },
          },
          jsonPayload: p,
        }),
      ];
    }
    case "logfmt": {
      const lv = e.level === "FATAL" ? "fatal" : e.level.toLowerCase();
      const head = `ts=${iso(ts)} level=${lv} svc=${e.svc} msg=${JSON.stringify(e.msg)}${e.trace ? ` trace=${e.trace}` : ""}`;
      return e.stack ? [head, ...e.stack.split("\n")] : [head];
    }
    case "compose": {
      const name = `${e.svc}-1`.padEnd(c.nameWidth + 2);
      const lv = (e.level === "FATAL" ? "CRITICAL" : e.level === "WARN" ? "WARNING" : e.level).padEnd(8);
      const head = `${name} | ${spaced(ts)} | ${lv} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      return e.stack ? [head, ...e.stack.split("\n").map((l) => `${name} | ${l}`)] : [head];
    }
  }
}
