// The six line shapes of the dev set (shared/data/incidents/README.md), one printed event at a time.
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

export interface Printed {
  at: number; // printed epoch ms (true time + the service's skew)
  svc: string;
  level: Level;
  msg: string;
  stack?: string[]; // continuation lines, first one usually the exception
  trace?: string;
  ns: string;
  pod: string;
}

const iso = (ms: number) => new Date(ms).toISOString();
const plain = (ms: number) => iso(ms).replace("T", " ").slice(0, 23);

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

function errKind(stack: string[] | undefined): string | undefined {
  if (!stack || stack.length === 0) return undefined;
  const m = /^([A-Za-z_][\w.$]*)/.exec(stack[0]);
  return m ? m[1] : undefined;
}

export function render(f: Format, e: Printed, padTo: number): string[] {
  const full = e.stack && e.stack.length > 0 ? `${e.msg}\n${e.stack.join("\n")}` : e.msg;
  switch (f) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(e.at), service: e.svc, level: e.level, message: full })];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.at),
        status: DD[e.level],
        service: e.svc,
        message: e.msg,
        host: e.pod,
        ddsource: "custom",
      };
      if (e.trace) o.http = { request_id: e.trace };
      if (e.stack && e.stack.length > 0)
        o.error = { kind: errKind(e.stack) ?? "Error", message: e.stack[0], stack: e.stack.join("\n") };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.at),
        "log.level": ECS[e.level],
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
      };
      if (e.trace) o["transaction.id"] = e.trace;
      if (e.stack && e.stack.length > 0) {
        const k = errKind(e.stack);
        if (k) o["error.type"] = k;
        o["error.stack_trace"] = e.stack.join("\n");
      }
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const p: Record<string, unknown> = { message: full };
      if (e.trace) p.trace = e.trace;
      return [
        JSON.stringify({
          timestamp: iso(e.at),
          severity: GCP[e.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: e.ns, pod_name: e.pod },
          },
          jsonPayload: p,
        }),
      ];
    }
    case "logfmt": {
      const msg = e.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      const head = `ts=${iso(e.at)} level=${e.level} svc=${e.svc} msg="${msg}"${e.trace ? ` trace=${e.trace}` : ""}`;
      return [head, ...(e.stack ?? [])];
    }
    case "compose": {
      const name = `${e.svc}-1`.padEnd(padTo);
      const head = `${name} | ${plain(e.at)} | ${COMPOSE[e.level].padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      return [head, ...(e.stack ?? []).map((s) => `${name} | ${s}`)];
    }
  }
}
