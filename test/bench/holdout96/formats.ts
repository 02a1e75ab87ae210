// The six line shapes of the dev set's README, one renderer each; stack traces stay with their event.
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export type Level = "debug" | "info" | "warn" | "error" | "fatal";

export interface Ev {
  t: number; // printed time in ms (true time plus the service's skew)
  service: string;
  level: Level;
  msg: string;
  stack?: string[];
  trace?: string;
}

export const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

const iso = (t: number) => new Date(t).toISOString();
const UP: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };
const GCP: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};
const DD: Record<Level, string> = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" };
const COMPOSE: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};

const full = (e: Ev) => (e.stack?.length ? `${e.msg}\n${e.stack.join("\n")}` : e.msg);

export function render(fmt: Format, e: Ev, namespace: string, width: number): string {
  switch (fmt) {
    case "jsonl":
      return JSON.stringify({ timestamp: iso(e.t), service: e.service, level: e.level, message: full(e) });
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.t),
        status: DD[e.level],
        service: e.service,
        message: e.msg,
        host: `${e.service}-${namespace}`,
        ddsource: "container",
      };
      if (e.stack?.length) o.error = { stack: e.stack.join("\n") };
      if (e.trace) o.dd = { trace_id: e.trace };
      return JSON.stringify(o);
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.t),
        "log.level": UP[e.level],
        "service.name": e.service,
        message: e.msg,
        "event.dataset": `${e.service}.log`,
        "ecs.version": "1.6.0",
      };
      if (e.stack?.length) o["error.stack_trace"] = e.stack.join("\n");
      if (e.trace) o["trace.id"] = e.trace;
      return JSON.stringify(o);
    }
    case "gcp": {
      const p: Record<string, unknown> = { message: full(e) };
      if (e.trace) p.trace = e.trace;
      return JSON.stringify({
        timestamp: iso(e.t),
        severity: GCP[e.level],
        resource: {
          type: "k8s_container",
          labels: {
            container_name: e.service,
            namespace_name: namespace,
            pod_name: `${e.service}-7d9f${e.service.length}c`,
          },
        },
        jsonPayload: p,
      });
    }
    case "logfmt": {
      const head = `ts=${iso(e.t)} level=${e.level} svc=${e.service} msg=${JSON.stringify(e.msg)}${e.trace ? ` trace=${e.trace}` : ""}`;
      return e.stack?.length ? `${head}\n${e.stack.join("\n")}` : head;
    }
    case "compose": {
      const name = `${e.service}-1`.padEnd(width);
      const ts = iso(e.t).replace("T", " ").replace("Z", "");
      const head = `${name} | ${ts} | ${COMPOSE[e.level].padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      return e.stack?.length ? [head, ...e.stack.map((s) => `${name} | ${s}`)].join("\n") : head;
    }
  }
}
