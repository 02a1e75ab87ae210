// Renders one event in each of the dev set's six formats; multi-line stacks where the format allows.
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
  /** true time, ms */
  t: number;
  /** printed time, ms (true time plus the service's clock skew) */
  p: number;
  svc: string;
  lvl: Level;
  msg: string;
  stack?: string[];
  errType?: string;
  trace?: string;
  seq: number;
}

const iso = (ms: number) => new Date(ms).toISOString();
const UP: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };
const GCP: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};
const PY: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" };

export interface RenderCtx {
  namespace: string;
  pad: number;
  host: (svc: string) => string;
}

export function render(f: Format, e: Ev, c: RenderCtx): string {
  const full = e.stack?.length ? `${e.msg}\n${e.stack.join("\n")}` : e.msg;
  switch (f) {
    case "jsonl":
      return JSON.stringify({ timestamp: iso(e.p), service: e.svc, level: e.lvl, message: full });
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.p),
        status: e.lvl === "fatal" ? "critical" : e.lvl,
        service: e.svc,
        message: e.msg,
        host: c.host(e.svc),
        ddsource: "custom",
      };
      if (e.stack?.length) o.error = { kind: e.errType ?? "Error", stack: e.stack.join("\n") };
      if (e.trace) o.http = { request_id: e.trace };
      return JSON.stringify(o);
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.p),
        "log.level": UP[e.lvl],
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
      };
      if (e.stack?.length) {
        o["error.type"] = e.errType ?? "Error";
        o["error.stack_trace"] = e.stack.join("\n");
      }
      if (e.trace) o["trace.id"] = e.trace;
      return JSON.stringify(o);
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: full };
      if (e.trace) payload.trace = e.trace;
      return JSON.stringify({
        timestamp: iso(e.p),
        severity: GCP[e.lvl],
        resource: {
          type: "k8s_container",
          labels: { container_name: e.svc, namespace_name: c.namespace, pod_name: c.host(e.svc) },
        },
        jsonPayload: payload,
      });
    }
    case "logfmt": {
      const m = e.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      let s = `ts=${iso(e.p)} level=${e.lvl === "fatal" ? "error" : e.lvl} svc=${e.svc} msg="${m}"`;
      if (e.trace) s += ` trace=${e.trace}`;
      if (e.stack?.length) s += `\n${e.stack.join("\n")}`;
      return s;
    }
    case "compose": {
      const name = `${e.svc}-1`.padEnd(c.pad);
      const ts = iso(e.p).replace("T", " ").replace("Z", "");
      let s = `${name} | ${ts} | ${PY[e.lvl].padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      for (const l of e.stack ?? []) s += `\n${name} | ${l}`;
      return s;
    }
  }
}
