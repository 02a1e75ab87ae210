// Renders one log event in each of the dev set's six aggregated formats.
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export const FORMATS: readonly Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

export type Level = "info" | "warn" | "error" | "fatal";

export interface Printed {
  printedMs: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string;
  trace?: string;
  pod: string;
}

const iso = (ms: number) => new Date(ms).toISOString();
const plain = (ms: number) => iso(ms).replace("T", " ").slice(0, 23);

export function render(f: Format, e: Printed, svcWidth: number, namespace: string): string[] {
  const full = e.stack ? `${e.msg}\n${e.stack}` : e.msg;
  switch (f) {
    case "jsonl":
      return [
        JSON.stringify({
          timestamp: iso(e.printedMs),
          service: e.svc,
          level: e.level,
          message: full,
        }),
      ];
    case "datadog": {
      const status = { info: "info", warn: "warn", error: "error", fatal: "critical" }[e.level];
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.printedMs),
        status,
        service: e.svc,
        message: e.msg,
        host: e.pod,
        ddsource: "custom",
      };
      if (e.stack) o.error = { stack: e.stack };
      if (e.trace) o.http = { request_id: e.trace };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.printedMs),
        "log.level": { info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" }[e.level],
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
        "host.name": e.pod,
      };
      if (e.stack) o["error.stack_trace"] = e.stack;
      if (e.trace) o["trace.id"] = e.trace;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: full };
      if (e.trace) payload.trace = e.trace;
      return [
        JSON.stringify({
          timestamp: iso(e.printedMs),
          severity: { info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" }[e.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: namespace, pod_name: e.pod },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const q = e.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      const head = `ts=${iso(e.printedMs)} level=${e.level} svc=${e.svc} msg="${q}"${e.trace ? ` trace=${e.trace}` : ""}`;
      return e.stack ? [head, ...e.stack.split("\n")] : [head];
    }
    case "compose": {
      const name = `${e.svc}-1`.padEnd(svcWidth + 2);
      const lvl = { info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" }[e.level].padEnd(8);
      const head = `${name} | ${plain(e.printedMs)} | ${lvl} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      return e.stack ? [head, ...e.stack.split("\n").map((l) => `${name} | ${l}`)] : [head];
    }
  }
}
