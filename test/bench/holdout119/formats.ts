// The six line shapes of the dev set (shared/data/incidents/README.md), rendered from one event record.
export type Level = "debug" | "info" | "warn" | "error" | "fatal";
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

export interface Ev {
  t: number; // true time, ms
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  kind?: string; // exception class for formats that carry it
  trace?: string;
}

export interface RenderCtx {
  namespace: string;
  pad: number;
  pod: (svc: string) => string;
}

const iso = (ms: number) => new Date(ms).toISOString();
const spaceTs = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");

function q(s: string): string {
  return `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

export function render(e: Ev, fmt: Format, printed: number, c: RenderCtx): string {
  const full = e.stack && e.stack.length > 0 ? `${e.msg}\n${e.stack.join("\n")}` : e.msg;
  switch (fmt) {
    case "jsonl":
      return JSON.stringify({ timestamp: iso(printed), service: e.svc, level: e.level, message: full });
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(printed),
        status: e.level === "warn" ? "warn" : e.level === "fatal" ? "critical" : e.level,
        service: e.svc,
        message: e.msg,
        host: c.pod(e.svc),
        ddsource: "custom",
      };
      if (e.stack?.length) o.error = { kind: e.kind ?? "Error", stack: e.stack.join("\n") };
      if (e.trace) o.dd = { trace_id: e.trace };
      return JSON.stringify(o);
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(printed),
        "log.level": e.level.toUpperCase(),
        "service.name": e.svc,
        message: e.msg,
      };
      if (e.stack?.length) {
        o["error.type"] = e.kind ?? "Error";
        o["error.stack_trace"] = e.stack.join("\n");
      }
      o["event.dataset"] = `${e.svc}.log`;
      if (e.trace) o["trace.id"] = e.trace;
      return JSON.stringify(o);
    }
    case "gcp": {
      const sev = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" }[e.level];
      const payload: Record<string, unknown> = { message: full };
      if (e.trace) payload.trace = e.trace;
      return JSON.stringify({
        timestamp: iso(printed),
        severity: sev,
        resource: {
          type: "k8s_container",
          labels: { container_name: e.svc, namespace_name: c.namespace, pod_name: c.pod(e.svc) },
        },
        jsonPayload: payload,
      });
    }
    case "logfmt": {
      let s = `ts=${iso(printed)} level=${e.level === "fatal" ? "crit" : e.level} svc=${e.svc} msg=${q(e.msg)}`;
      if (e.trace) s += ` trace=${e.trace}`;
      if (e.stack?.length) s += `\n${e.stack.join("\n")}`;
      return s;
    }
    case "compose": {
      const name = `${e.svc}-1`.padEnd(c.pad);
      const lvl = (e.level === "warn" ? "WARNING" : e.level === "fatal" ? "CRITICAL" : e.level.toUpperCase()).padEnd(8);
      let s = `${name} | ${spaceTs(printed)} | ${lvl} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      if (e.stack?.length) s += `\n${e.stack.map((l) => `${name} | ${l}`).join("\n")}`;
      return s;
    }
  }
}
