// Renders one event in each of the dev set's six shapes (see shared/data/incidents/README.md).
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

export interface LogEvent {
  /** printed time (ms since epoch, clock skew already applied) */
  t: number;
  svc: string;
  level: Level;
  msg: string;
  /** stack / continuation lines, each as the runtime prints it */
  stack?: string[];
  /** exception class for the structured formats */
  errType?: string;
  trace?: string;
}

export interface RenderCtx {
  namespace: string;
  host: (svc: string) => string;
  padTo: number;
}

const iso = (t: number) => new Date(t).toISOString();
const composeTime = (t: number) => iso(t).replace("T", " ").slice(0, 23);

const DD: Record<Level, string> = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" };
const ECS: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };
const GCP: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};
const CMP: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};

function full(e: LogEvent): string {
  return e.stack?.length ? `${e.msg}\n${e.stack.join("\n")}` : e.msg;
}

export function render(e: LogEvent, f: Format, c: RenderCtx): string[] {
  switch (f) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(e.t), service: e.svc, level: e.level, message: full(e) })];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.t),
        status: DD[e.level],
        service: e.svc,
        message: e.msg,
        host: c.host(e.svc),
        ddsource: "custom",
      };
      if (e.stack?.length) o.error = { kind: e.errType ?? "Error", stack: e.stack.join("\n") };
      if (e.trace) o.http = { request_id: e.trace };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.t),
        "log.level": ECS[e.level],
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
      };
      if (e.stack?.length) {
        o["error.type"] = e.errType ?? "Error";
        o["error.stack_trace"] = e.stack.join("\n");
      }
      if (e.trace) o["transaction.id"] = e.trace;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const p: Record<string, unknown> = { message: full(e) };
      if (e.trace) p.trace = e.trace;
      return [
        JSON.stringify({
          timestamp: iso(e.t),
          severity: GCP[e.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: c.namespace, pod_name: c.host(e.svc) },
          },
          jsonPayload: p,
        }),
      ];
    }
    case "logfmt": {
      const head = `ts=${iso(e.t)} level=${e.level === "fatal" ? "crit" : e.level} svc=${e.svc} msg=${JSON.stringify(e.msg)}${e.trace ? ` trace=${e.trace}` : ""}`;
      return [head, ...(e.stack ?? [])];
    }
    case "compose": {
      const pfx = `${`${e.svc}-1`.padEnd(c.padTo)} | `;
      const head = `${pfx}${composeTime(e.t)} | ${CMP[e.level].padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      return [head, ...(e.stack ?? []).map((s) => `${pfx}${s}`)];
    }
  }
}
