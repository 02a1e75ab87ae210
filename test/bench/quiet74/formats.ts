// The six line shapes of the dev set's README, one renderer each; stack lines go where each format keeps them.
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
export type Level = "DEBUG" | "INFO" | "WARN" | "ERROR" | "FATAL";

export interface LogEvent {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  trace?: string;
  errKind?: string;
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

const DD: Record<Level, string> = { DEBUG: "debug", INFO: "info", WARN: "warn", ERROR: "error", FATAL: "critical" };
const GCP: Record<Level, string> = { DEBUG: "DEBUG", INFO: "INFO", WARN: "WARNING", ERROR: "ERROR", FATAL: "CRITICAL" };

/** Renders one event (printed time `ms`) as one or more physical lines. */
export function render(f: Format, e: LogEvent, ms: number, ns: string, width: number, node: number): string[] {
  const full = e.stack?.length ? `${e.msg}\n${e.stack.join("\n")}` : e.msg;
  switch (f) {
    case "jsonl": {
      const o: Record<string, unknown> = {
        timestamp: iso(ms),
        service: e.svc,
        level: e.level === "FATAL" ? "fatal" : e.level.toLowerCase(),
        message: full,
      };
      if (e.trace) o.trace_id = e.trace;
      return [JSON.stringify(o)];
    }
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(ms),
        status: DD[e.level],
        service: e.svc,
        message: e.msg,
        host: `${e.svc}-${node}.${ns}`,
        ddsource: "container",
      };
      if (e.stack?.length) o.error = { kind: e.errKind ?? "Error", stack: e.stack.join("\n") };
      if (e.trace) o.http = { request_id: e.trace };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(ms),
        "log.level": e.level === "FATAL" ? "FATAL" : e.level,
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
        "host.name": `${e.svc}-${node}`,
      };
      if (e.stack?.length) {
        o["error.type"] = e.errKind ?? "Error";
        o["error.stack_trace"] = e.stack.join("\n");
      }
      if (e.trace) o["trace.id"] = e.trace;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: full };
      if (e.trace) payload.trace = e.trace;
      const o = {
        timestamp: iso(ms),
        severity: GCP[e.level],
        resource: {
          type: "k8s_container",
          labels: { container_name: e.svc, namespace_name: ns, pod_name: `${e.svc}-${node}` },
        },
        jsonPayload: payload,
      };
      return [JSON.stringify(o)];
    }
    case "logfmt": {
      const lvl = e.level === "FATAL" ? "fatal" : e.level === "WARN" ? "warn" : e.level.toLowerCase();
      const q = e.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      const head = `ts=${iso(ms)} level=${lvl} svc=${e.svc} msg="${q}"${e.trace ? ` trace=${e.trace}` : ""}`;
      return [head, ...(e.stack ?? [])];
    }
    case "compose": {
      const p = `${e.svc}-1`.padEnd(width);
      const lvl = (e.level === "WARN" ? "WARNING" : e.level === "FATAL" ? "CRITICAL" : e.level).padEnd(8);
      const head = `${p} | ${plain(ms)} | ${lvl} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      return [head, ...(e.stack ?? []).map((l) => `${p} | ${l}`)];
    }
  }
}
