// The six line shapes of the dev set's README, rendered from one event (printed time already skewed).
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export type Level = "DEBUG" | "INFO" | "WARN" | "ERROR" | "FATAL";
export const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

export interface Printed {
  at: number; // printed epoch ms
  svc: string;
  level: Level;
  msg: string;
  stack?: string; // multi-line trace, first line is the exception
  trace?: string;
  ns: string;
  width: number; // compose prefix width
}

const iso = (ms: number) => new Date(ms).toISOString();
const plain = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");

export function render(f: Format, e: Printed): string[] {
  const lvl = e.level;
  switch (f) {
    case "jsonl": {
      const message = e.stack ? `${e.msg}\n${e.stack}` : e.msg;
      const o: Record<string, unknown> = { timestamp: iso(e.at), service: e.svc, level: lvl.toLowerCase(), message };
      if (e.trace) o.trace_id = e.trace;
      return [JSON.stringify(o)];
    }
    case "datadog": {
      const status = { DEBUG: "debug", INFO: "info", WARN: "warn", ERROR: "error", FATAL: "critical" }[lvl];
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.at),
        status,
        service: e.svc,
        message: e.msg,
        host: `${e.svc}-${hostSuffix(e.svc)}`,
        ddsource: "container",
      };
      if (e.trace) o.dd = { trace_id: e.trace };
      if (e.stack) o.error = { kind: e.stack.split(/[:\n]/)[0], stack: e.stack };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.at),
        "log.level": lvl === "WARN" ? "WARN" : lvl,
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
        "ecs.version": "1.6.0",
      };
      if (e.trace) o["trace.id"] = e.trace;
      if (e.stack) {
        o["error.type"] = e.stack.split(/[:\n ]/)[0];
        o["error.stack_trace"] = e.stack;
      }
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const severity = { DEBUG: "DEBUG", INFO: "INFO", WARN: "WARNING", ERROR: "ERROR", FATAL: "CRITICAL" }[lvl];
      const payload: Record<string, unknown> = { message: e.stack ? `${e.msg}\n${e.stack}` : e.msg };
      if (e.trace) payload.trace = e.trace;
      return [
        JSON.stringify({
          timestamp: iso(e.at),
          severity,
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: e.ns, pod_name: `${e.svc}-${hostSuffix(e.svc)}` },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const l = { DEBUG: "debug", INFO: "info", WARN: "warn", ERROR: "error", FATAL: "fatal" }[lvl];
      const q = e.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      const head = `ts=${iso(e.at)} level=${l} svc=${e.svc} msg="${q}"${e.trace ? ` trace=${e.trace}` : ""}`;
      return e.stack ? [head, ...e.stack.split("\n")] : [head];
    }
    case "compose": {
      const p = `${e.svc}-1`.padEnd(e.width);
      const l = lvl === "FATAL" ? "CRITICAL" : lvl === "WARN" ? "WARNING" : lvl;
      const head = `${p} | ${plain(e.at)} | ${l.padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      return e.stack ? [head, ...e.stack.split("\n").map((s) => `${p} | ${s}`)] : [head];
    }
  }
}

function hostSuffix(svc: string): string {
  let h = 0;
  for (const c of svc) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return `${(h % 900000).toString(36)}-${(h % 7).toString(36)}x${(h % 5) + 1}`;
}
