// The six line shapes of the dev set's README, one event in, one or more printed lines out.
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export type Level = "debug" | "info" | "warn" | "error" | "fatal";

export interface Ev {
  /** true time, ms since epoch */
  t: number;
  /** printed time, ms since epoch (true time plus the service's clock skew) */
  pt: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string;
  errType?: string;
  trace?: string;
}

export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

const iso = (ms: number) => new Date(ms).toISOString();
const spaced = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");

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

export interface FormatCtx {
  namespace: string;
  width: number;
  host: (svc: string) => string;
}

export function render(f: Format, e: Ev, c: FormatCtx): string[] {
  const full = e.stack ? `${e.msg}\n${e.stack}` : e.msg;
  switch (f) {
    case "jsonl": {
      const o: Record<string, unknown> = { timestamp: iso(e.pt), service: e.svc, level: e.level, message: full };
      if (e.trace) o.trace_id = e.trace;
      return [JSON.stringify(o)];
    }
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.pt),
        status: e.level === "fatal" ? "critical" : e.level === "warn" ? "warn" : e.level,
        service: e.svc,
        message: e.msg,
        host: c.host(e.svc),
        ddsource: "custom",
      };
      if (e.trace) o.dd = { trace_id: e.trace };
      if (e.stack) o.error = { kind: e.errType ?? "Error", stack: e.stack };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.pt),
        "log.level": UP[e.level],
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
      };
      if (e.trace) o["trace.id"] = e.trace;
      if (e.stack) {
        o["error.type"] = e.errType ?? "Error";
        o["error.stack_trace"] = e.stack;
      }
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: full };
      if (e.trace) payload.trace = e.trace;
      const o = {
        timestamp: iso(e.pt),
        severity: GCP[e.level],
        resource: {
          type: "k8s_container",
          labels: { container_name: e.svc, namespace_name: c.namespace, pod_name: c.host(e.svc) },
        },
        jsonPayload: payload,
      };
      return [JSON.stringify(o)];
    }
    case "logfmt": {
      const q = (s: string) => `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
      let line = `ts=${iso(e.pt)} level=${e.level === "fatal" ? "crit" : e.level} svc=${e.svc} msg=${q(e.msg)}`;
      if (e.trace) line += ` trace=${e.trace}`;
      return e.stack ? [line, ...e.stack.split("\n")] : [line];
    }
    case "compose": {
      const pre = `${`${e.svc}-1`.padEnd(c.width)} | `;
      const first = `${pre}${spaced(e.pt)} | ${COMPOSE[e.level].padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      return e.stack ? [first, ...e.stack.split("\n").map((l) => `${pre}${l}`)] : [first];
    }
  }
}
