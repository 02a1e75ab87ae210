// The six line shapes of the dev set (shared/data/incidents/README.md), one rendered event at a time.
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

export type Level = "debug" | "info" | "warn" | "error";

export interface Printed {
  iso: string;
  svc: string;
  level: Level;
  msg: string;
  trace?: string;
  stack?: string;
  host: string;
  namespace: string;
  width: number;
}

const up = (l: Level) => l.toUpperCase();

function logfmtValue(s: string): string {
  return `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

export function render(f: Format, p: Printed): string[] {
  const withStack = p.stack ? `${p.msg}\n${p.stack}` : p.msg;
  switch (f) {
    case "jsonl":
      return [JSON.stringify({ timestamp: p.iso, service: p.svc, level: p.level, message: withStack })];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": p.iso,
        status: p.level,
        service: p.svc,
        message: p.msg,
        host: p.host,
        ddsource: "custom",
      };
      if (p.trace) o.http = { request_id: p.trace };
      if (p.stack) o.error = { stack: p.stack };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": p.iso,
        "log.level": up(p.level),
        "service.name": p.svc,
        message: p.msg,
        "event.dataset": `${p.svc}.log`,
      };
      if (p.trace) o["transaction.id"] = p.trace;
      if (p.stack) o["error.stack_trace"] = p.stack;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const sev = p.level === "warn" ? "WARNING" : up(p.level);
      const payload: Record<string, unknown> = { message: withStack };
      if (p.trace) payload.trace = p.trace;
      return [
        JSON.stringify({
          timestamp: p.iso,
          severity: sev,
          resource: {
            type: "k8s_container",
            labels: { container_name: p.svc, namespace_name: p.namespace, pod_name: p.host },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const head = `ts=${p.iso} level=${p.level} svc=${p.svc} msg=${logfmtValue(p.msg)}${p.trace ? ` trace=${p.trace}` : ""}`;
      return p.stack ? [head, ...p.stack.split("\n")] : [head];
    }
    case "compose": {
      const prefix = `${p.svc}-1`.padEnd(p.width);
      const ts = p.iso.replace("T", " ").replace("Z", "");
      const lvl = (p.level === "warn" ? "WARNING" : up(p.level)).padEnd(8);
      const head = `${prefix} | ${ts} | ${lvl} | ${p.msg}${p.trace ? ` [${p.trace}]` : ""}`;
      return p.stack ? [head, ...p.stack.split("\n").map((l) => `${prefix} | ${l}`)] : [head];
    }
  }
}
