// The dev set's six line shapes (jsonl, datadog, ecs, gcp, logfmt, compose) and their file extensions.
import type { Ev, Level } from "./stream.js";

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

const LV: Record<Format, Record<Level, string>> = {
  jsonl: { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "fatal" },
  datadog: { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" },
  ecs: { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" },
  gcp: { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" },
  logfmt: { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "fatal" },
  compose: { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" },
};

const iso = (ms: number) => new Date(ms).toISOString();
const plain = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");

/** Renders one event at its printed time; pad is the compose name column width. */
export function render(f: Format, e: Ev, printed: number, ns: string, pad: number): string[] {
  const lv = LV[f][e.level];
  const full = e.stack ? `${e.msg}\n${e.stack}` : e.msg;
  switch (f) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(printed), service: e.svc, level: lv, message: full })];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(printed),
        status: lv,
        service: e.svc,
        message: full,
        host: `${e.svc}.node-${e.node ?? 0}`,
        ddsource: "custom",
      };
      if (e.trace) o.http = { request_id: e.trace };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(printed),
        "log.level": lv,
        "service.name": e.svc,
        message: e.msg,
      };
      if (e.stack) o["error.stack_trace"] = e.stack;
      o["event.dataset"] = `${e.svc}.log`;
      if (e.trace) o["transaction.id"] = e.trace;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: full };
      if (e.trace) payload.trace = e.trace;
      return [
        JSON.stringify({
          timestamp: iso(printed),
          severity: lv,
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: ns, pod_name: `${e.svc}-${e.node ?? 0}` },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const head = `ts=${iso(printed)} level=${lv} svc=${e.svc} msg=${JSON.stringify(e.msg)}${e.trace ? ` trace=${e.trace}` : ""}`;
      return e.stack ? [head, ...e.stack.split("\n")] : [head];
    }
    case "compose": {
      const head = `${`${e.svc}-1`.padEnd(pad)}| ${plain(printed)} | ${lv.padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      return e.stack ? [head, ...e.stack.split("\n")] : [head];
    }
  }
}
