// Renders one event in each of the dev set's six formats (README shapes); multi-line stacks where the format allows.
export type Level = "debug" | "info" | "warn" | "error" | "fatal";
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

export interface Ev {
  /** true time, ms since epoch */
  t: number;
  /** printed time (true time + the service's skew) */
  p: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  errType?: string;
  trace?: string;
}

const iso = (ms: number) => new Date(ms).toISOString();
const spaced = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");

const DD: Record<Level, string> = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" };
const ECS: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };
const GCP: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};
const COMPOSE: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};

export interface RenderCtx {
  namespace: string;
  composeWidth: number;
  host: (svc: string) => string;
}

export function render(f: Format, e: Ev, rc: RenderCtx): string[] {
  const full = e.stack?.length ? `${e.msg}\n${e.stack.join("\n")}` : e.msg;
  switch (f) {
    case "jsonl":
      return [
        JSON.stringify({
          timestamp: iso(e.p),
          service: e.svc,
          level: e.level === "fatal" ? "error" : e.level,
          message: full,
        }),
      ];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.p),
        status: DD[e.level],
        service: e.svc,
        message: e.msg,
        host: rc.host(e.svc),
        ddsource: "custom",
      };
      if (e.stack?.length) o.error = { kind: e.errType ?? "Error", message: e.msg, stack: e.stack.join("\n") };
      if (e.trace) o.http = { request_id: e.trace };
      return [JSON.stringify(o)];
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
      if (e.trace) o["transaction.id"] = e.trace;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: full };
      if (e.trace) payload.trace = e.trace;
      return [
        JSON.stringify({
          timestamp: iso(e.p),
          severity: GCP[e.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: rc.namespace, pod_name: rc.host(e.svc) },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const msg = e.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      const head = `ts=${iso(e.p)} level=${e.level === "fatal" ? "error" : e.level} svc=${e.svc} msg="${msg}"${e.trace ? ` trace=${e.trace}` : ""}`;
      return [head, ...(e.stack ?? [])];
    }
    case "compose": {
      const pre = `${`${e.svc}-1`.padEnd(rc.composeWidth)} | `;
      const head = `${pre}${spaced(e.p)} | ${COMPOSE[e.level].padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      return [head, ...(e.stack ?? []).map((s) => `${pre}${s}`)];
    }
  }
}
