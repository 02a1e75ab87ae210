// Renders one event in each of the dev set's six shapes (README table), with multi-line traces where the shape has them.
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
  /** true time, ms since epoch */
  t: number;
  /** printed time (true time + the service's clock skew) */
  p: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  errType?: string;
  trace?: string;
  bg?: boolean;
}

const DD: Record<Level, string> = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" };
const ECS: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };
const GCP: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};

const iso = (ms: number) => new Date(ms).toISOString();
const spaced = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");

export function render(f: Format, e: Ev, ctx: { ns: string; pad: number; pod: (svc: string) => string }): string {
  const full = e.stack?.length ? `${e.msg}\n${e.stack.join("\n")}` : e.msg;
  switch (f) {
    case "jsonl":
      return JSON.stringify({ timestamp: iso(e.p), service: e.svc, level: e.level, message: full });
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.p),
        status: DD[e.level],
        service: e.svc,
        message: e.msg,
        host: ctx.pod(e.svc),
        ddsource: "custom",
      };
      if (e.stack?.length) o.error = { kind: e.errType ?? "Error", stack: e.stack.join("\n") };
      if (e.trace) o.dd = { trace_id: e.trace };
      return JSON.stringify(o);
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.p),
        "log.level": ECS[e.level],
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
        severity: GCP[e.level],
        resource: {
          type: "k8s_container",
          labels: { container_name: e.svc, namespace_name: ctx.ns, pod_name: ctx.pod(e.svc) },
        },
        jsonPayload: payload,
      });
    }
    case "logfmt": {
      // a service that already logs logfmt keeps its own message and fields instead of being quoted twice
      const own = /^level=\w+ msg="((?:[^"\\]|\\.)*)"(.*)$/.exec(e.msg);
      const text = own ? own[1].replace(/\\"/g, '"') : e.msg;
      const q = text.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      let s = `ts=${iso(e.p)} level=${e.level} svc=${e.svc} msg="${q}"${own?.[2] ?? ""}`;
      if (e.trace) s += ` trace=${e.trace}`;
      if (e.stack?.length) s += `\n${e.stack.join("\n")}`;
      return s;
    }
    case "compose": {
      const name = `${e.svc}-1`.padEnd(ctx.pad);
      const lv = (e.level === "warn" ? "WARNING" : e.level === "fatal" ? "CRITICAL" : e.level.toUpperCase()).padEnd(8);
      let s = `${name} | ${spaced(e.p)} | ${lv} | ${e.msg}${e.trace ? ` [${e.trace.slice(0, 12)}]` : ""}`;
      for (const l of e.stack ?? []) s += `\n${name} | ${l}`;
      return s;
    }
  }
}
