// The six aggregated-stream shapes of the dev set, one renderer per format; stacks become multi-line where the
// format allows it (logfmt raw continuation lines, compose prefixed lines, ECS error.stack_trace, JSON strings).
export type Level = "DEBUG" | "INFO" | "WARN" | "ERROR" | "FATAL";
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

export interface LogEvent {
  /** printed time in ms (true time plus the service's skew) */
  at: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  trace?: string;
}

const iso = (ms: number) => new Date(ms).toISOString();
const plain = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");
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

export function renderAll(format: Format, events: LogEvent[], namespace: string, nodes: Map<string, number>): string[] {
  const width = Math.max(...events.map((e) => e.svc.length)) + 3;
  const out: string[] = [];
  for (const e of events) {
    const node = `${e.svc}-${nodes.get(e.svc) ?? 0}`;
    const full = e.stack ? `${e.msg}\n${e.stack.join("\n")}` : e.msg;
    switch (format) {
      case "jsonl":
        out.push(JSON.stringify({ timestamp: iso(e.at), service: e.svc, level: lower[e.level], message: full }));
        break;
      case "datadog": {
        const o: Record<string, unknown> = {
          "@timestamp": iso(e.at),
          status: lower[e.level],
          service: e.svc,
          message: e.msg,
          host: `${namespace}-${node}`,
          ddsource: "container",
        };
        if (e.stack) o.error = { stack: e.stack.join("\n") };
        if (e.trace) o.dd = { trace_id: e.trace };
        out.push(JSON.stringify(o));
        break;
      }
      case "ecs": {
        const o: Record<string, unknown> = {
          "@timestamp": iso(e.at),
          "log.level": e.level,
          "service.name": e.svc,
          message: e.msg,
          "event.dataset": `${e.svc}.log`,
          "host.name": node,
        };
        if (e.stack) o["error.stack_trace"] = e.stack.join("\n");
        if (e.trace) o["trace.id"] = e.trace;
        out.push(JSON.stringify(o));
        break;
      }
      case "gcp": {
        const payload: Record<string, unknown> = { message: full };
        if (e.trace) payload.trace = e.trace;
        out.push(
          JSON.stringify({
            timestamp: iso(e.at),
            severity: gcpSev[e.level],
            resource: {
              type: "k8s_container",
              labels: {
                container_name: e.svc,
                namespace_name: namespace,
                pod_name: `${e.svc}-${nodes.get(e.svc) ?? 0}`,
              },
            },
            jsonPayload: payload,
          }),
        );
        break;
      }
      case "logfmt": {
        const msg = e.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
        out.push(
          `ts=${iso(e.at)} level=${lower[e.level]} svc=${e.svc} msg="${msg}"${e.trace ? ` trace=${e.trace}` : ""}`,
        );
        if (e.stack) out.push(...e.stack);
        break;
      }
      case "compose": {
        const prefix = `${e.svc}-1`.padEnd(width);
        out.push(
          `${prefix}| ${plain(e.at)} | ${composeLvl[e.level].padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`,
        );
        if (e.stack) for (const s of e.stack) out.push(`${prefix}| ${s}`);
        break;
      }
    }
  }
  return out;
}
