// The six line shapes of the dev set (jsonl, datadog, ecs, gcp, logfmt, compose); stack traces where each allows.
export const FORMATS = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"] as const;
export type Format = (typeof FORMATS)[number];
export type Level = "debug" | "info" | "warn" | "error" | "fatal";

export interface LogEvent {
  /** printed time (ms since epoch, skew applied) */
  ts: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  trace?: string;
  runtime: string;
  pod: string;
  seq: number;
}

export const FILE_EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

const iso = (ms: number) => new Date(ms).toISOString();
const plain = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");

const GCP_SEV: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};
const LOGURU: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};
const DD: Record<Level, string> = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" };

function logfmtQuote(s: string): string {
  return `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

/** Renders one event as one or more physical lines. */
export function render(e: LogEvent, f: Format, composeWidth: number, namespace: string): string[] {
  const withStack = e.stack && e.stack.length > 0 ? `${e.msg}\n${e.stack.join("\n")}` : e.msg;
  switch (f) {
    case "jsonl":
      return [
        JSON.stringify({
          timestamp: iso(e.ts),
          service: e.svc,
          level: e.level === "fatal" ? "error" : e.level,
          message: withStack,
        }),
      ];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.ts),
        status: DD[e.level],
        service: e.svc,
        message: e.msg,
        host: e.pod,
        ddsource: e.runtime,
      };
      if (e.trace) o["dd.trace_id"] = e.trace;
      if (e.stack && e.stack.length > 0) o.error = { stack: e.stack.join("\n") };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.ts),
        "log.level": e.level === "fatal" ? "FATAL" : e.level.toUpperCase(),
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
        "host.name": e.pod,
      };
      if (e.trace) o["trace.id"] = e.trace;
      if (e.stack && e.stack.length > 0) o["error.stack_trace"] = e.stack.join("\n");
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: withStack };
      if (e.trace) payload.trace = e.trace;
      return [
        JSON.stringify({
          timestamp: iso(e.ts),
          severity: GCP_SEV[e.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: namespace, pod_name: e.pod },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const head = `ts=${iso(e.ts)} level=${e.level === "fatal" ? "error" : e.level} svc=${e.svc} msg=${logfmtQuote(e.msg)}${e.trace ? ` trace=${e.trace}` : ""}`;
      return [head, ...(e.stack ?? [])];
    }
    case "compose": {
      const name = `${e.svc}-1`.padEnd(composeWidth);
      const head = `${name} | ${plain(e.ts)} | ${LOGURU[e.level].padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      return [head, ...(e.stack ?? []).map((l) => `${name} | ${l}`)];
    }
  }
}
