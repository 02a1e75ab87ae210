// Renders one event in each of the dev set's six shapes (multi-line traces where the shape allows).
export type Level = "DEBUG" | "INFO" | "WARN" | "ERROR" | "FATAL";
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
  t: number; // printed epoch ms (true time plus the service's skew)
  svc: string;
  level: Level;
  msg: string;
  stack?: string;
  errType?: string;
  trace?: string;
  host?: string;
}

const iso = (t: number) => new Date(t).toISOString();
const lower: Record<Level, string> = { DEBUG: "debug", INFO: "info", WARN: "warn", ERROR: "error", FATAL: "fatal" };
const dd: Record<Level, string> = { DEBUG: "debug", INFO: "info", WARN: "warn", ERROR: "error", FATAL: "critical" };
const gcp: Record<Level, string> = {
  DEBUG: "DEBUG",
  INFO: "INFO",
  WARN: "WARNING",
  ERROR: "ERROR",
  FATAL: "CRITICAL",
};
const compose: Record<Level, string> = {
  DEBUG: "DEBUG",
  INFO: "INFO",
  WARN: "WARNING",
  ERROR: "ERROR",
  FATAL: "CRITICAL",
};

function lfQuote(s: string): string {
  return `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n")}"`;
}

export function render(fmt: Format, e: Ev, namespace: string, pad: number): string[] {
  const full = e.stack ? `${e.msg}\n${e.stack}` : e.msg;
  switch (fmt) {
    case "jsonl": {
      const o: Record<string, string> = { timestamp: iso(e.t), service: e.svc, level: lower[e.level], message: full };
      if (e.trace) o.trace_id = e.trace;
      return [JSON.stringify(o)];
    }
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.t),
        status: dd[e.level],
        service: e.svc,
        message: e.msg,
        host: e.host ?? `${e.svc}.${namespace}`,
        ddsource: "custom",
      };
      if (e.trace) o.dd = { trace_id: e.trace };
      if (e.stack) o.error = { kind: e.errType ?? "Error", message: e.msg, stack: e.stack };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, string> = {
        "@timestamp": iso(e.t),
        "log.level": e.level,
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
      };
      if (e.trace) o["trace.id"] = e.trace;
      if (e.stack) {
        o["error.type"] = e.errType ?? "Error";
        o["error.stack_trace"] = e.stack;
      }
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, string> = { message: full };
      if (e.trace) payload.trace = e.trace;
      return [
        JSON.stringify({
          timestamp: iso(e.t),
          severity: gcp[e.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: namespace, pod_name: e.host ?? `${e.svc}-0` },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const head = `ts=${iso(e.t)} level=${lower[e.level]} svc=${e.svc} msg=${lfQuote(e.msg)}${e.trace ? ` trace=${e.trace}` : ""}`;
      return e.stack ? [head, ...e.stack.split("\n")] : [head];
    }
    case "compose": {
      const prefix = `${`${e.svc}-1`.padEnd(pad)} | `;
      const ts = iso(e.t).replace("T", " ").replace("Z", "");
      const [first, ...rest] = e.msg.split("\n");
      const head = `${prefix}${ts} | ${compose[e.level].padEnd(8)} | ${first}${e.trace ? ` [${e.trace}]` : ""}`;
      const more = [...rest, ...(e.stack ? e.stack.split("\n") : [])];
      return [head, ...more.map((l) => `${prefix}${l}`)];
    }
  }
}
