// Renders one event into the lines of one of the dev set's six formats (multi-line where the format allows).
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

export type Level = "debug" | "info" | "warn" | "error" | "fatal";

export interface Ev {
  t: number; // true time, ms
  p: number; // printed time, ms (skewed)
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  trace?: string;
  host?: string;
}

const iso = (ms: number) => new Date(ms).toISOString();

export function render(f: Format, e: Ev, ns: string, padTo: number): string[] {
  const full = e.stack ? `${e.msg}\n${e.stack.join("\n")}` : e.msg;
  switch (f) {
    case "jsonl": {
      const o: Record<string, unknown> = { timestamp: iso(e.p), service: e.svc, level: e.level, message: full };
      if (e.trace) o.trace_id = e.trace;
      return [JSON.stringify(o)];
    }
    case "datadog": {
      const st = { debug: "debug", info: "info", warn: "warning", error: "error", fatal: "critical" }[e.level];
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.p),
        status: st,
        service: e.svc,
        message: full,
        host: e.host ?? `${e.svc}.node-0`,
        ddsource: "custom",
      };
      if (e.trace) o.dd = { trace_id: e.trace };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const lv = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" }[e.level];
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.p),
        "log.level": lv,
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
      };
      if (e.stack) o["error.stack_trace"] = e.stack.join("\n");
      if (e.trace) o["trace.id"] = e.trace;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const sev = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" }[e.level];
      const payload: Record<string, unknown> = { message: full };
      if (e.trace) payload.trace = e.trace;
      const o = {
        timestamp: iso(e.p),
        severity: sev,
        resource: {
          type: "k8s_container",
          labels: { container_name: e.svc, namespace_name: ns, pod_name: e.host ?? `${e.svc}-0` },
        },
        jsonPayload: payload,
      };
      return [JSON.stringify(o)];
    }
    case "logfmt": {
      const q = e.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      const head = `ts=${iso(e.p)} level=${e.level === "fatal" ? "crit" : e.level} svc=${e.svc} msg="${q}"${e.trace ? ` trace=${e.trace}` : ""}`;
      return [head, ...(e.stack ?? [])];
    }
    case "compose": {
      const d = iso(e.p).replace("T", " ").replace("Z", "");
      const lv = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" }[e.level];
      const pre = `${e.svc}-1`.padEnd(padTo);
      const head = `${pre} | ${d} | ${lv.padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      return [head, ...(e.stack ?? []).map((s) => `${pre} | ${s}`)];
    }
  }
}
