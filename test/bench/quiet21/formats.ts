// The six aggregated-log layouts of the dev set, one rendered line (plus raw continuation lines) per event.
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
export type Level = "debug" | "info" | "warn" | "error" | "fatal";

export interface Ev {
  /** true time, ms since epoch */
  t: number;
  svc: string;
  level: Level;
  msg: string;
  /** stack trace or continuation lines, in the runtime's own style */
  stack?: string[];
  trace?: string;
  /** exception class, for formats with an error.type field */
  errType?: string;
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
const plain = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");
const upper: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };
const gcpSev: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};
const ddStatus: Record<Level, string> = {
  debug: "debug",
  info: "info",
  warn: "warn",
  error: "error",
  fatal: "critical",
};
const composeLvl: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};

export interface RenderCtx {
  namespace: string;
  /** width of the compose prefix column */
  width: number;
  node: (svc: string) => number;
}

/** Renders one event printed at `ms` (true time plus the service's skew). */
export function render(f: Format, e: Ev, ms: number, c: RenderCtx): string[] {
  const full = e.stack?.length ? `${e.msg}\n${e.stack.join("\n")}` : e.msg;
  switch (f) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(ms), service: e.svc, level: e.level, message: full })];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(ms),
        status: ddStatus[e.level],
        service: e.svc,
        message: full,
        host: `${e.svc}-${c.node(e.svc)}.${c.namespace}`,
        ddsource: "custom",
      };
      if (e.trace) o.http = { request_id: e.trace };
      if (e.errType) o.error = { kind: e.errType };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(ms),
        "log.level": upper[e.level],
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
      };
      if (e.trace) o["transaction.id"] = e.trace;
      if (e.errType) o["error.type"] = e.errType;
      if (e.stack?.length) o["error.stack_trace"] = e.stack.join("\n");
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const p: Record<string, unknown> = { message: full };
      if (e.trace) p.trace = e.trace;
      return [
        JSON.stringify({
          timestamp: iso(ms),
          severity: gcpSev[e.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: c.namespace, pod_name: `${e.svc}-${c.node(e.svc)}` },
          },
          jsonPayload: p,
        }),
      ];
    }
    case "logfmt": {
      const q = e.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      const head = `ts=${iso(ms)} level=${e.level === "fatal" ? "fatal" : e.level} svc=${e.svc} msg="${q}"${
        e.trace ? ` trace=${e.trace}` : ""
      }`;
      return [head, ...(e.stack ?? [])];
    }
    case "compose": {
      const pre = `${e.svc}-1`.padEnd(c.width);
      const head = `${pre} | ${plain(ms)} | ${composeLvl[e.level].padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      return [head, ...(e.stack ?? []).map((s) => `${pre} | ${s}`)];
    }
  }
}
