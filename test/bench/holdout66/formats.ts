// The six line shapes of the dev set (jsonl, datadog, ecs, gcp, logfmt, compose) for one event each.
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export type Level = "DEBUG" | "INFO" | "WARN" | "ERROR" | "FATAL";

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
  at: number; // printed epoch ms (true time + skew)
  svc: string;
  level: Level;
  msg: string;
  stack?: string[]; // continuation lines of a multi-line trace (first is the exception line)
  errKind?: string;
  trace?: string;
  runtime: string;
  pod: number;
  ns: string;
}

const iso = (ms: number) => new Date(ms).toISOString();
const lower: Record<Level, string> = { DEBUG: "debug", INFO: "info", WARN: "warn", ERROR: "error", FATAL: "fatal" };
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
const ddStatus: Record<Level, string> = {
  DEBUG: "debug",
  INFO: "info",
  WARN: "warn",
  ERROR: "error",
  FATAL: "critical",
};

const withStack = (e: Ev) => (e.stack?.length ? `${e.msg}\n${e.stack.join("\n")}` : e.msg);

export function render(fmt: Format, e: Ev, pad: number): string[] {
  switch (fmt) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(e.at), service: e.svc, level: lower[e.level], message: withStack(e) })];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.at),
        status: ddStatus[e.level],
        service: e.svc,
        message: e.msg,
        host: `${e.svc}.node-${e.pod}`,
        ddsource: e.runtime,
      };
      if (e.trace) o.http = { request_id: e.trace };
      if (e.stack?.length) o.error = { kind: e.errKind ?? "Error", message: e.stack[0], stack: e.stack.join("\n") };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.at),
        "log.level": e.level === "FATAL" ? "FATAL" : e.level,
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
      };
      if (e.trace) o["transaction.id"] = e.trace;
      if (e.stack?.length) {
        o["error.type"] = e.errKind ?? "Error";
        o["error.stack_trace"] = e.stack.join("\n");
      }
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: withStack(e) };
      if (e.trace) payload.trace = e.trace;
      return [
        JSON.stringify({
          timestamp: iso(e.at),
          severity: gcpSev[e.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: e.ns, pod_name: `${e.svc}-${e.pod}` },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const m = e.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      const head = `ts=${iso(e.at)} level=${lower[e.level]} svc=${e.svc} msg="${m}"${e.trace ? ` trace=${e.trace}` : ""}`;
      return [head, ...(e.stack ?? [])];
    }
    case "compose": {
      const d = iso(e.at).replace("T", " ").replace("Z", "");
      const name = `${e.svc}-1`.padEnd(pad, " ");
      const head = `${name} | ${d} | ${composeLvl[e.level].padEnd(8, " ")} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      return [head, ...(e.stack ?? []).map((s) => `${name} | ${s}`)];
    }
  }
}
