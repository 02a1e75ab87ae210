// Renders events in the six formats of the incidents README (one aggregated stream per file).
import type { Ev, Format, Level } from "./types.js";

const DD: Record<Level, string> = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" };
const ECS: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };
const GCP: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};
const LF: Record<Level, string> = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "fatal" };
const CMP: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};

export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

export interface RenderCtx {
  namespace: string;
  /** pod suffix per service */
  pod: Map<string, string>;
  /** compose prefix width */
  width: number;
}

const iso = (t: number) => new Date(t).toISOString();
const spaced = (t: number) => iso(t).replace("T", " ").replace("Z", "");

/** Splits a message into its first line and a stack/traceback (rest). */
function split(msg: string): [string, string] {
  const i = msg.indexOf("\n");
  return i < 0 ? [msg, ""] : [msg.slice(0, i), msg.slice(i + 1)];
}

export function render(fmt: Format, e: Ev, printed: number, c: RenderCtx): string[] {
  const ts = iso(printed);
  switch (fmt) {
    case "jsonl": {
      const [head, rest] = split(e.msg);
      const message = e.trace ? `${head} rid=${e.trace}${rest ? `\n${rest}` : ""}` : e.msg;
      return [JSON.stringify({ timestamp: ts, service: e.svc, level: DD[e.level], message })];
    }
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": ts,
        status: DD[e.level],
        service: e.svc,
        message: e.msg,
        host: `${e.svc}.${c.pod.get(e.svc)}`,
        ddsource: "custom",
      };
      if (e.trace) o.dd = { trace_id: e.trace };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const [head, rest] = split(e.msg);
      const o: Record<string, unknown> = {
        "@timestamp": ts,
        "log.level": ECS[e.level],
        "service.name": e.svc,
        message: head,
        "event.dataset": `${e.svc}.log`,
      };
      if (rest) o["error.stack_trace"] = rest;
      if (e.trace) o["trace.id"] = e.trace;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: e.msg };
      if (e.trace) payload.trace = e.trace;
      return [
        JSON.stringify({
          timestamp: ts,
          severity: GCP[e.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: c.namespace, pod_name: `${e.svc}-${c.pod.get(e.svc)}` },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const [head, rest] = split(e.msg);
      const q = head.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      const first = `ts=${ts} level=${LF[e.level]} svc=${e.svc} msg="${q}"${e.trace ? ` trace=${e.trace}` : ""}`;
      return rest ? [first, ...rest.split("\n").filter((l) => l.trim() !== "")] : [first];
    }
    case "compose": {
      const [head, rest] = split(e.msg);
      const p = `${e.svc}-1`.padEnd(c.width);
      const first = `${p} | ${spaced(printed)} | ${CMP[e.level].padEnd(8)} | ${head}${e.trace ? ` [${e.trace}]` : ""}`;
      return rest ? [first, ...rest.split("\n").map((l) => `${p} | ${l}`)] : [first];
    }
  }
}
