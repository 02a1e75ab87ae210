// Renders one event in each of the dev set's six aggregated formats (README shapes), stack traces included.
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
export type Level = "info" | "warn" | "error" | "fatal";

export interface Ev {
  t: number; // printed time (ms, skew applied)
  svc: string;
  lvl: Level;
  msg: string;
  stack?: string[];
  errType?: string;
  trace?: string;
  pod?: string;
}

export const FILE_EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

const iso = (t: number) => new Date(t).toISOString();
const composeTs = (t: number) => iso(t).replace("T", " ").replace("Z", "");
const LV: Record<Format, Record<Level, string>> = {
  jsonl: { info: "info", warn: "warn", error: "error", fatal: "fatal" },
  datadog: { info: "info", warn: "warn", error: "error", fatal: "critical" },
  ecs: { info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" },
  gcp: { info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" },
  logfmt: { info: "info", warn: "warn", error: "error", fatal: "fatal" },
  compose: { info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" },
};

const q = (s: string) => `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;

export function render(f: Format, e: Ev, opts: { namespace: string; composeWidth: number }): string[] {
  const lvl = LV[f][e.lvl];
  const full = e.stack?.length ? `${e.msg}\n${e.stack.join("\n")}` : e.msg;
  switch (f) {
    case "jsonl": {
      const msg = e.trace ? `${full}` : full;
      const o: Record<string, unknown> = { timestamp: iso(e.t), service: e.svc, level: lvl, message: msg };
      if (e.trace) o.trace_id = e.trace;
      return [JSON.stringify(o)];
    }
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.t),
        status: lvl,
        service: e.svc,
        message: e.msg,
        host: e.pod ?? `${e.svc}-0`,
        ddsource: "container",
      };
      if (e.stack?.length) o.error = { kind: e.errType ?? "Error", stack: e.stack.join("\n") };
      if (e.trace) o.dd = { trace_id: e.trace };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.t),
        "log.level": lvl,
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
      };
      if (e.stack?.length) {
        if (e.errType) o["error.type"] = e.errType;
        o["error.stack_trace"] = e.stack.join("\n");
      }
      if (e.trace) o["trace.id"] = e.trace;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: full };
      if (e.trace) payload.trace = e.trace;
      const o = {
        timestamp: iso(e.t),
        severity: lvl,
        resource: {
          type: "k8s_container",
          labels: { container_name: e.svc, namespace_name: opts.namespace, pod_name: e.pod ?? `${e.svc}-0` },
        },
        jsonPayload: payload,
      };
      return [JSON.stringify(o)];
    }
    case "logfmt": {
      let line = `ts=${iso(e.t)} level=${lvl} svc=${e.svc} msg=${q(e.msg)}`;
      if (e.trace) line += ` trace=${e.trace}`;
      return [line, ...(e.stack ?? [])];
    }
    case "compose": {
      const name = `${e.svc}-1`.padEnd(opts.composeWidth);
      const tail = e.trace ? ` [${e.trace}]` : "";
      const first = `${name} | ${composeTs(e.t)} | ${lvl.padEnd(8)} | ${e.msg}${tail}`;
      return [first, ...(e.stack ?? []).map((s) => `${name} | ${s}`)];
    }
  }
}
