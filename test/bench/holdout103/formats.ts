// The six line shapes of the dev set, one renderer each; multi-line messages keep their stack.
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

export interface Printed {
  ts: number; // printed (skewed) epoch ms
  svc: string;
  level: Level;
  msg: string;
  trace?: string;
  host: string;
  ns: string;
}

const iso = (ms: number) => new Date(ms).toISOString();
const space = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");
const errKind = (first: string): string => {
  const m = /([A-Za-z_.$]*(?:Exception|Error|Timeout|Panic))\b/.exec(first);
  return m?.[1] ?? "Error";
};

export function render(f: Format, e: Printed, width: number): string[] {
  const parts = e.msg.split("\n");
  const first = parts[0] ?? "";
  const rest = parts.slice(1);
  switch (f) {
    case "jsonl":
      return [
        JSON.stringify({
          timestamp: iso(e.ts),
          service: e.svc,
          level: e.level === "fatal" ? "error" : e.level,
          message: e.msg,
        }),
      ];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.ts),
        status: { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" }[e.level],
        service: e.svc,
        message: first,
        host: e.host,
        ddsource: "custom",
      };
      if (rest.length) o.error = { kind: errKind(e.msg), message: first, stack: e.msg };
      if (e.trace) o.http = { request_id: e.trace };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.ts),
        "log.level": { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" }[e.level],
        "service.name": e.svc,
        message: first,
        "event.dataset": `${e.svc}.log`,
      };
      if (rest.length) {
        o["error.type"] = errKind(e.msg);
        o["error.stack_trace"] = e.msg;
      }
      if (e.trace) o["transaction.id"] = e.trace;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: e.msg };
      if (e.trace) payload.trace = e.trace;
      return [
        JSON.stringify({
          timestamp: iso(e.ts),
          severity: { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" }[e.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: e.ns, pod_name: e.host },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const q = first.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      const lvl = e.level === "fatal" ? "error" : e.level;
      return [`ts=${iso(e.ts)} level=${lvl} svc=${e.svc} msg="${q}"${e.trace ? ` trace=${e.trace}` : ""}`, ...rest];
    }
    case "compose": {
      const name = `${e.svc}-1`.padEnd(width);
      const lvl = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" }[e.level].padEnd(
        8,
      );
      return [
        `${name} | ${space(e.ts)} | ${lvl} | ${first}${e.trace ? ` [${e.trace}]` : ""}`,
        ...rest.map((l) => `${name} | ${l}`),
      ];
    }
  }
}
