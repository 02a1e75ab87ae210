// Renders one event in one of the six formats of the incidents README; a message's stack (after its first
// newline) becomes continuation lines in logfmt and compose, error.stack_trace in ecs, and stays in the message
// elsewhere.
import type { Ev, Format, Level } from "./types.js";

export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

const LOWER: Record<Level, string> = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" };
const UPPER: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };
const GCP: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};
const LF: Record<Level, string> = { debug: "debug", info: "info", warn: "warning", error: "error", fatal: "fatal" };

export interface Ctx {
  ns: string;
  width: number;
  reqId: string;
}

const head = (m: string) => {
  const i = m.indexOf("\n");
  return i < 0 ? [m, ""] : [m.slice(0, i), m.slice(i + 1)];
};

export function render(fmt: Format, e: Ev, printed: number, c: Ctx): string[] {
  const ts = new Date(printed).toISOString();
  const [first, rest] = head(e.msg);
  switch (fmt) {
    case "jsonl":
      return [JSON.stringify({ timestamp: ts, service: e.svc, level: LOWER[e.level], message: e.msg })];
    case "datadog":
      return [
        JSON.stringify({
          "@timestamp": ts,
          status: LOWER[e.level],
          service: e.svc,
          message: e.msg,
          host: `${e.svc}-${c.ns}`,
          ddsource: "kubernetes",
          dd: { trace_id: c.reqId },
        }),
      ];
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": ts,
        "log.level": UPPER[e.level],
        "service.name": e.svc,
        message: first,
        "event.dataset": `${e.svc}.log`,
        "trace.id": c.reqId,
      };
      if (rest) o["error.stack_trace"] = rest;
      return [JSON.stringify(o)];
    }
    case "gcp":
      return [
        JSON.stringify({
          timestamp: ts,
          severity: GCP[e.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: c.ns, cluster_name: "prod-eu" },
          },
          jsonPayload: { message: e.msg, requestId: c.reqId },
        }),
      ];
    case "logfmt": {
      const line = `ts=${ts} level=${LF[e.level]} svc=${e.svc} msg=${JSON.stringify(first)} req=${c.reqId}`;
      return rest ? [line, ...rest.split("\n")] : [line];
    }
    default: {
      const p = `${e.svc}-1`.padEnd(c.width);
      const line = `${p}| ${ts.replace("T", " ").replace("Z", "")} | ${GCP[e.level].padEnd(8)} | ${first}`;
      return rest ? [line, ...rest.split("\n").map((l) => `${p}| ${l}`)] : [line];
    }
  }
}
