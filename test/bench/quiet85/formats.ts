// The six aggregated-log shapes of the dev set, one rendered line (or several, for stack traces) per event.
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export type Level = "DEBUG" | "INFO" | "WARN" | "ERROR" | "FATAL";

export const FORMATS: readonly Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];

export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

export interface Printed {
  ts: number; // printed time (true time plus the service's clock skew)
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  trace?: string;
  host: string;
  namespace: string;
}

const iso = (ms: number) => new Date(ms).toISOString();
const composeTs = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");

const lower: Record<Level, string> = { DEBUG: "debug", INFO: "info", WARN: "warn", ERROR: "error", FATAL: "fatal" };
const ddStatus: Record<Level, string> = {
  DEBUG: "debug",
  INFO: "info",
  WARN: "warn",
  ERROR: "error",
  FATAL: "critical",
};
const gcpSev: Record<Level, string> = {
  DEBUG: "DEBUG",
  INFO: "INFO",
  WARN: "WARNING",
  ERROR: "ERROR",
  FATAL: "CRITICAL",
};
const composeLvl: Record<Level, string> = {
  DEBUG: "DEBUG",
  INFO: "INFO",
  WARN: "WARNING",
  ERROR: "ERROR",
  FATAL: "CRITICAL",
};

const full = (e: Printed) => (e.stack?.length ? `${e.msg}\n${e.stack.join("\n")}` : e.msg);

function logfmtValue(s: string): string {
  return /[\s"=]/.test(s) || s === "" ? `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"` : s;
}

export function render(fmt: Format, e: Printed, composeWidth: number): string[] {
  switch (fmt) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(e.ts), service: e.svc, level: lower[e.level], message: full(e) })];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.ts),
        status: ddStatus[e.level],
        service: e.svc,
        message: full(e),
        host: e.host,
        ddsource: "custom",
      };
      if (e.trace) o.http = { request_id: e.trace };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.ts),
        "log.level": e.level === "FATAL" ? "FATAL" : e.level,
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
        "host.name": e.host,
      };
      if (e.stack?.length) o["error.stack_trace"] = e.stack.join("\n");
      if (e.trace) o["transaction.id"] = e.trace;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: full(e) };
      if (e.trace) payload.trace = e.trace;
      return [
        JSON.stringify({
          timestamp: iso(e.ts),
          severity: gcpSev[e.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: e.namespace, pod_name: e.host },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const head = `ts=${iso(e.ts)} level=${lower[e.level]} svc=${e.svc} msg=${logfmtValue(e.msg)}${e.trace ? ` trace=${e.trace}` : ""}`;
      return [head, ...(e.stack ?? [])];
    }
    case "compose": {
      const prefix = `${e.svc}-1`.padEnd(composeWidth);
      const head = `${prefix} | ${composeTs(e.ts)} | ${composeLvl[e.level].padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      return [head, ...(e.stack ?? []).map((l) => `${prefix} | ${l}`)];
    }
  }
}
