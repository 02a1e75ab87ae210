// Renders one event in one of the six formats of the dev set.

export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export type Level = "debug" | "info" | "warn" | "error" | "fatal";

export interface Ev {
  /** printed time (ms since epoch, skew already applied) */
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  trace?: string;
}

export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

const iso = (t: number) => new Date(t).toISOString();

function plain(t: number): string {
  return iso(t).replace("T", " ").replace("Z", "");
}

const DD: Record<Level, string> = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" };
const GCP: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" };
const UP: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };

export function render(fmt: Format, e: Ev, width: number, namespace: string): string {
  const withStack = e.stack ? `${e.msg}\n${e.stack.join("\n")}` : e.msg;
  switch (fmt) {
    case "jsonl": {
      const o: Record<string, unknown> = { timestamp: iso(e.t), service: e.svc, level: e.level, message: withStack };
      if (e.trace) o.trace_id = e.trace;
      return JSON.stringify(o);
    }
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.t),
        status: DD[e.level],
        service: e.svc,
        message: e.msg,
        host: `${e.svc}-${namespace}`,
        ddsource: "kubernetes",
      };
      if (e.stack) o.error = { stack: e.stack.join("\n") };
      if (e.trace) o.dd = { trace_id: e.trace };
      return JSON.stringify(o);
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.t),
        "log.level": UP[e.level],
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
      };
      if (e.stack) o["error.stack_trace"] = e.stack.join("\n");
      if (e.trace) o["trace.id"] = e.trace;
      return JSON.stringify(o);
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: withStack };
      if (e.trace) payload.trace = e.trace;
      return JSON.stringify({
        timestamp: iso(e.t),
        severity: GCP[e.level],
        resource: {
          type: "k8s_container",
          labels: { container_name: e.svc, namespace_name: namespace, pod_name: `${e.svc}-0` },
        },
        jsonPayload: payload,
      });
    }
    case "logfmt": {
      const msg = e.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      let s = `ts=${iso(e.t)} level=${e.level} svc=${e.svc} msg="${msg}"`;
      if (e.trace) s += ` trace=${e.trace}`;
      if (e.stack) s += `\n${e.stack.join("\n")}`;
      return s;
    }
    case "compose": {
      const pre = `${e.svc}-1`.padEnd(width + 2);
      let s = `${pre} | ${plain(e.t)} | ${UP[e.level].padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      if (e.stack) s += e.stack.map((l) => `\n${pre} | ${l}`).join("");
      return s;
    }
  }
}
