// The six dev-set line shapes; multi-line stack traces where the shape has room for them.
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

export type Level = "debug" | "info" | "warn" | "error" | "fatal";

/** One log event; `at` is the printed time (true time plus the service's clock skew). */
export interface Ev {
  at: number;
  service: string;
  level: Level;
  msg: string;
  stack?: string[];
  errType?: string;
  trace?: string;
}

const podSuffix = (svc: string): string => {
  let h = 7;
  for (const c of svc) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return `${h.toString(16).slice(0, 8).padStart(8, "0").slice(0, 5)}-${"bcdfghjklmnpqrstvwxz"[h % 20]}${(h >> 5) % 10}`;
};

const iso = (ms: number) => new Date(ms).toISOString();
const plain = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");

const UP: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };
const GCP: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};
const DD: Record<Level, string> = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" };

export function render(e: Ev, f: Format, namespace: string, pad: number): string[] {
  const full = e.stack ? [e.msg, ...e.stack].join("\n") : e.msg;
  switch (f) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(e.at), service: e.service, level: e.level, message: full })];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.at),
        status: DD[e.level],
        service: e.service,
        message: e.msg,
        host: `${e.service}.node-${podSuffix(e.service).slice(-1)}`,
        ddsource: "custom",
      };
      if (e.stack)
        o.error = {
          kind: e.errType ?? "Error",
          message: e.stack.find((x) => x.trim() !== "") ?? e.msg,
          stack: e.stack.join("\n"),
        };
      if (e.trace) o.http = { request_id: e.trace };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.at),
        "log.level": UP[e.level],
        "service.name": e.service,
        message: e.msg,
        "event.dataset": `${e.service}.log`,
      };
      if (e.stack) {
        o["error.type"] = e.errType ?? "Error";
        o["error.stack_trace"] = full;
      }
      if (e.trace) o["transaction.id"] = e.trace;
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
            labels: {
              container_name: e.service,
              namespace_name: namespace,
              pod_name: `${e.service}-${podSuffix(e.service)}`,
            },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const msg = e.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      const head = `ts=${iso(e.at)} level=${e.level} svc=${e.service} msg="${msg}"${e.trace ? ` trace=${e.trace}` : ""}`;
      return e.stack ? [head, ...e.stack] : [head];
    }
    case "compose": {
      const prefix = `${e.service}-1`.padEnd(pad, " ");
      const head = `${prefix} | ${plain(e.at)} | ${UP[e.level].padEnd(8, " ")} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      return e.stack ? [head, ...e.stack.map((s) => `${prefix} | ${s}`)] : [head];
    }
  }
}
