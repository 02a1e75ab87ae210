// The six dev-set line shapes (shared/data/incidents/README.md), one renderer each; stack traces ride along in the
// place each format really carries them (a field, an embedded newline, or continuation lines).

export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export type Level = "debug" | "info" | "warn" | "error" | "fatal";

export const FORMATS: readonly Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

export interface Printed {
  /** printed time in ms (true time plus the service's skew) */
  at: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string;
  errType?: string;
  trace?: string;
  host: string;
  namespace: string;
}

const iso = (ms: number) => new Date(ms).toISOString();
const plain = (ms: number) => iso(ms).replace("T", " ").slice(0, 23);

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

function logfmtValue(s: string): string {
  return /[\s"=]/.test(s) || s === "" ? `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"` : s;
}

/** One event as the lines it occupies in a file of `format`; `width` pads the compose prefix. */
export function render(format: Format, p: Printed, width: number): string[] {
  const withStack = p.stack ? `${p.msg}\n${p.stack}` : p.msg;
  switch (format) {
    case "jsonl": {
      const msg = p.trace
        ? `${withStack.split("\n")[0]} [req ${p.trace}]${withStack.slice(withStack.split("\n")[0]?.length ?? 0)}`
        : withStack;
      return [JSON.stringify({ timestamp: iso(p.at), service: p.svc, level: p.level, message: msg })];
    }
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(p.at),
        status: DD[p.level],
        service: p.svc,
        message: p.msg,
        host: p.host,
        ddsource: p.host.includes("ip-") ? "kubernetes" : "container",
      };
      if (p.trace) o.dd = { trace_id: p.trace };
      if (p.stack) o.error = { kind: p.errType ?? "Error", stack: p.stack };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(p.at),
        "log.level": ECS[p.level],
        "service.name": p.svc,
        message: p.msg,
        "event.dataset": `${p.svc}.log`,
        "host.name": p.host,
      };
      if (p.trace) o["trace.id"] = p.trace;
      if (p.stack) {
        o["error.type"] = p.errType ?? "Error";
        o["error.stack_trace"] = p.stack;
      }
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: withStack };
      if (p.trace) payload.trace = p.trace;
      return [
        JSON.stringify({
          timestamp: iso(p.at),
          severity: GCP[p.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: p.svc, namespace_name: p.namespace, pod_name: p.host },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const first = `ts=${iso(p.at)} level=${p.level === "fatal" ? "crit" : p.level} svc=${p.svc} msg=${logfmtValue(p.msg)}${p.trace ? ` trace=${p.trace}` : ""}`;
      return p.stack ? [first, ...p.stack.split("\n")] : [first];
    }
    case "compose": {
      const prefix = `${p.svc}-1`.padEnd(width, " ");
      const first = `${prefix} | ${plain(p.at)} | ${PY[p.level].padEnd(8, " ")} | ${p.msg}${p.trace ? ` [${p.trace}]` : ""}`;
      return p.stack ? [first, ...p.stack.split("\n").map((l) => `${prefix} | ${l}`)] : [first];
    }
  }
}
