// The six line shapes of the incidents README, one function per shape; stacks continue on raw lines where the
// format is line-oriented (logfmt, compose) and sit in a field where it is JSON.

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

export interface Ev {
  /** true time, ms since epoch */
  t: number;
  /** printed time (skewed) */
  pt: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string;
  trace?: string;
}

const iso = (ms: number) => new Date(ms).toISOString();
const plain = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");

const DD: Record<Level, string> = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" };
const UP: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };
const GCP: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};
const PY: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};

function logfmtValue(s: string): string {
  return `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

/** Renders one event as one or more lines of `fmt`; `pad` is the compose prefix width, `ns` the k8s namespace. */
export function render(fmt: Format, e: Ev, pad: number, ns: string, pod: string): string[] {
  const withStack = e.stack ? `${e.msg}\n${e.stack}` : e.msg;
  switch (fmt) {
    case "jsonl":
      return [
        JSON.stringify({
          timestamp: iso(e.pt),
          service: e.svc,
          level: e.level === "fatal" ? "error" : e.level,
          message: withStack,
        }),
      ];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.pt),
        status: DD[e.level],
        service: e.svc,
        message: e.msg,
        host: `${pod}.${ns}`,
        ddsource: "kubernetes",
      };
      if (e.trace) o.dd = { trace_id: e.trace };
      if (e.stack) o.error = { stack: e.stack };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.pt),
        "log.level": UP[e.level],
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
        "host.name": pod,
      };
      if (e.trace) o["trace.id"] = e.trace;
      if (e.stack) o["error.stack_trace"] = e.stack;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: withStack };
      if (e.trace) payload.trace = e.trace;
      return [
        JSON.stringify({
          timestamp: iso(e.pt),
          severity: GCP[e.level],
          resource: { type: "k8s_container", labels: { container_name: e.svc, namespace_name: ns, pod_name: pod } },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const head = `ts=${iso(e.pt)} level=${e.level} svc=${e.svc} msg=${logfmtValue(e.msg)}${e.trace ? ` trace_id=${e.trace}` : ""}`;
      return e.stack ? [head, ...e.stack.split("\n")] : [head];
    }
    case "compose": {
      const prefix = `${`${e.svc}-1`.padEnd(pad)} | `;
      const head = `${prefix}${plain(e.pt)} | ${PY[e.level].padEnd(8)} | ${e.msg}`;
      return e.stack ? [head, ...e.stack.split("\n").map((l) => `${prefix}${l}`)] : [head];
    }
  }
}
