// The six dev-set line shapes, rendering one event (with an optional multi-line stack) per format.
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

export interface Ev {
  /** true time, ms since epoch */
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  errKind?: string;
  trace?: string;
}

const iso = (ms: number) => new Date(ms).toISOString();
const UP: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };
const GCP: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};
const DD: Record<Level, string> = {
  debug: "debug",
  info: "info",
  warn: "warn",
  error: "error",
  fatal: "critical",
};
const COMPOSE: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};

export interface RenderCtx {
  ns: string;
  hostOf: (svc: string) => string;
  padTo: number;
}

/** Renders one event printed at `printed` ms; returns one or more physical lines. */
export function render(f: Format, e: Ev, printed: number, c: RenderCtx): string[] {
  const full = e.stack ? `${e.msg}\n${e.stack.join("\n")}` : e.msg;
  switch (f) {
    case "jsonl": {
      const o: Record<string, unknown> = { timestamp: iso(printed), service: e.svc, level: e.level, message: full };
      if (e.trace) o.trace_id = e.trace;
      return [JSON.stringify(o)];
    }
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(printed),
        status: DD[e.level],
        service: e.svc,
        message: e.msg,
        host: c.hostOf(e.svc),
        ddsource: "custom",
      };
      if (e.trace) o.dd = { trace_id: e.trace };
      if (e.stack) o.error = { kind: e.errKind ?? "Error", message: e.msg, stack: e.stack.join("\n") };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(printed),
        "log.level": UP[e.level],
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
      };
      if (e.trace) o["trace.id"] = e.trace;
      if (e.stack) {
        o["error.type"] = e.errKind ?? "Error";
        o["error.stack_trace"] = e.stack.join("\n");
      }
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: full };
      if (e.trace) payload.trace = e.trace;
      return [
        JSON.stringify({
          timestamp: iso(printed),
          severity: GCP[e.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: c.ns, pod_name: c.hostOf(e.svc) },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const head = `ts=${iso(printed)} level=${e.level === "fatal" ? "crit" : e.level} svc=${e.svc} msg=${JSON.stringify(e.msg)}${e.trace ? ` trace=${e.trace}` : ""}`;
      return [head, ...(e.stack ?? [])];
    }
    case "compose": {
      const pre = `${e.svc}-1`.padEnd(c.padTo + 2);
      const d = iso(printed).replace("T", " ").replace("Z", "");
      const head = `${pre} | ${d} | ${COMPOSE[e.level].padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      return [head, ...(e.stack ?? []).map((s) => `${pre} | ${s}`)];
    }
  }
}
