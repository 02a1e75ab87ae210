// The dev set's six line shapes (shared/data/incidents/README.md), one rendered event at a time.
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

export interface Printed {
  ts: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  trace?: string;
  node: number;
  source: string;
}

const iso = (ms: number) => new Date(ms).toISOString();
const composeTs = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");
const lower = (l: Level) => (l === "WARN" ? "warn" : l === "FATAL" ? "critical" : l.toLowerCase());
const GCP: Record<Level, string> = { DEBUG: "DEBUG", INFO: "INFO", WARN: "WARNING", ERROR: "ERROR", FATAL: "CRITICAL" };
const COMPOSE: Record<Level, string> = {
  DEBUG: "DEBUG",
  INFO: "INFO",
  WARN: "WARNING",
  ERROR: "ERROR",
  FATAL: "CRITICAL",
};
const q = (s: string) => `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;

/** One event as text; may span several lines where the format keeps stack traces on raw lines. */
export function render(fmt: Format, e: Printed, ns: string, width: number): string {
  const full = e.stack?.length ? `${e.msg}\n${e.stack.join("\n")}` : e.msg;
  switch (fmt) {
    case "jsonl":
      return JSON.stringify({ timestamp: iso(e.ts), service: e.svc, level: lower(e.level), message: full });
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.ts),
        status: lower(e.level),
        service: e.svc,
        message: e.msg,
        host: `${e.svc}.node-${e.node}`,
        ddsource: e.source,
      };
      if (e.stack?.length) o.error = { stack: e.stack.join("\n"), kind: e.stack[0]?.split(":")[0] };
      if (e.trace) o.http = { request_id: e.trace };
      return JSON.stringify(o);
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.ts),
        "log.level": e.level,
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
      };
      if (e.stack?.length) o["error.stack_trace"] = e.stack.join("\n");
      if (e.trace) o["transaction.id"] = e.trace;
      return JSON.stringify(o);
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: full };
      if (e.trace) payload.trace = e.trace;
      return JSON.stringify({
        timestamp: iso(e.ts),
        severity: GCP[e.level],
        resource: {
          type: "k8s_container",
          labels: { container_name: e.svc, namespace_name: ns, pod_name: `${e.svc}-${e.node}` },
        },
        jsonPayload: payload,
      });
    }
    case "logfmt": {
      const head = `ts=${iso(e.ts)} level=${lower(e.level)} svc=${e.svc} msg=${q(e.msg)}${e.trace ? ` trace=${e.trace}` : ""}`;
      return e.stack?.length ? `${head}\n${e.stack.join("\n")}` : head;
    }
    case "compose": {
      const p = `${`${e.svc}-1`.padEnd(width)} | `;
      const head = `${p}${composeTs(e.ts)} | ${COMPOSE[e.level].padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      return e.stack?.length ? [head, ...e.stack.map((s) => `${p}${s}`)].join("\n") : head;
    }
  }
}
