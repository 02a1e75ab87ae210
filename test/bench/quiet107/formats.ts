// The six dev-set line shapes. One event in, one or more physical lines out (stack traces continue where the
// format allows it: logfmt and compose on raw lines, ecs in error.stack_trace, datadog in error.stack, gcp and
// jsonl inside the message).
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

export type Level = "DEBUG" | "INFO" | "WARN" | "ERROR" | "FATAL";

export interface Ev {
  /** true time, ms since epoch */
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  trace?: string;
}

export interface RenderCtx {
  namespace: string;
  pad: number;
  hostOf: (svc: string) => string;
}

const iso = (ms: number): string => new Date(ms).toISOString();
const composeTime = (ms: number): string => iso(ms).replace("T", " ").replace("Z", "");

const DD: Record<Level, string> = { DEBUG: "debug", INFO: "info", WARN: "warn", ERROR: "error", FATAL: "critical" };
const GCP: Record<Level, string> = {
  DEBUG: "DEBUG",
  INFO: "INFO",
  WARN: "WARNING",
  ERROR: "ERROR",
  FATAL: "CRITICAL",
};

function withStack(e: Ev): string {
  return e.stack?.length ? `${e.msg}\n${e.stack.join("\n")}` : e.msg;
}

/** Renders at printed time `ms` (true time plus the service's clock skew). */
export function render(f: Format, e: Ev, ms: number, c: RenderCtx): string[] {
  switch (f) {
    case "jsonl":
      return [
        JSON.stringify({ timestamp: iso(ms), service: e.svc, level: e.level.toLowerCase(), message: withStack(e) }),
      ];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(ms),
        status: DD[e.level],
        service: e.svc,
        message: e.msg,
        host: c.hostOf(e.svc),
        ddsource: "custom",
      };
      if (e.trace) o.http = { request_id: e.trace };
      if (e.stack?.length) o.error = { stack: e.stack.join("\n"), kind: e.stack[0]?.split(":")[0] ?? "Error" };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(ms),
        "log.level": e.level === "FATAL" ? "FATAL" : e.level,
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
      };
      if (e.trace) o["transaction.id"] = e.trace;
      if (e.stack?.length) o["error.stack_trace"] = e.stack.join("\n");
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const p: Record<string, unknown> = { message: withStack(e) };
      if (e.trace) p.trace = e.trace;
      return [
        JSON.stringify({
          timestamp: iso(ms),
          severity: GCP[e.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: c.namespace, pod_name: c.hostOf(e.svc) },
          },
          jsonPayload: p,
        }),
      ];
    }
    case "logfmt": {
      const msg = e.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      const head = `ts=${iso(ms)} level=${e.level.toLowerCase()} svc=${e.svc} msg="${msg}"${e.trace ? ` trace=${e.trace}` : ""}`;
      return [head, ...(e.stack ?? [])];
    }
    case "compose": {
      const name = `${e.svc}-1`.padEnd(c.pad);
      const head = `${name} | ${composeTime(ms)} | ${e.level.padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      return [head, ...(e.stack ?? []).map((s) => `${name} | ${s}`)];
    }
  }
}
