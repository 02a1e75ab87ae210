// The six aggregated-log shapes of the dev set, one renderer each; stack traces go where each shape keeps them.
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export const FORMATS: readonly Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
export type Level = "DEBUG" | "INFO" | "WARN" | "ERROR" | "FATAL";

export interface Line {
  /** printed epoch ms (true time plus the service's clock skew) */
  at: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string;
  errType?: string;
  trace?: string;
  host: string;
}

export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

const iso = (ms: number) => new Date(ms).toISOString();
const composeTime = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");
const GCP_SEV: Record<Level, string> = {
  DEBUG: "DEBUG",
  INFO: "INFO",
  WARN: "WARNING",
  ERROR: "ERROR",
  FATAL: "CRITICAL",
};
const DD_STATUS: Record<Level, string> = {
  DEBUG: "debug",
  INFO: "info",
  WARN: "warn",
  ERROR: "error",
  FATAL: "critical",
};
const COMPOSE_LVL: Record<Level, string> = {
  DEBUG: "DEBUG",
  INFO: "INFO",
  WARN: "WARNING",
  ERROR: "ERROR",
  FATAL: "CRITICAL",
};

/** Renders one event as one or more physical lines. `width` pads compose prefixes. */
export function render(fmt: Format, l: Line, namespace: string, width: number): string[] {
  switch (fmt) {
    case "jsonl": {
      const o: Record<string, unknown> = {
        timestamp: iso(l.at),
        service: l.svc,
        level: l.level === "FATAL" ? "fatal" : l.level.toLowerCase(),
        message: l.stack ? `${l.msg}\n${l.stack}` : l.msg,
      };
      if (l.trace) o.trace_id = l.trace;
      return [JSON.stringify(o)];
    }
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(l.at),
        status: DD_STATUS[l.level],
        service: l.svc,
        message: l.msg,
        host: l.host,
        ddsource: "container",
        env: "prod",
      };
      if (l.trace) o.dd = { trace_id: l.trace };
      if (l.stack) o.error = { kind: l.errType ?? "Error", message: l.msg, stack: l.stack };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(l.at),
        "log.level": l.level,
        "service.name": l.svc,
        message: l.msg,
        "host.name": l.host,
        "event.dataset": `${l.svc}.log`,
        "ecs.version": "8.11.0",
      };
      if (l.trace) o["trace.id"] = l.trace;
      if (l.stack) {
        o["error.type"] = l.errType ?? "Error";
        o["error.stack_trace"] = l.stack;
      }
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: l.stack ? `${l.msg}\n${l.stack}` : l.msg };
      if (l.trace) payload.trace = l.trace;
      return [
        JSON.stringify({
          timestamp: iso(l.at),
          severity: GCP_SEV[l.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: l.svc, namespace_name: namespace, pod_name: l.host },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const msg = l.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      let s = `ts=${iso(l.at)} level=${l.level === "WARN" ? "warn" : l.level.toLowerCase()} svc=${l.svc} msg="${msg}"`;
      if (l.trace) s += ` trace=${l.trace}`;
      const out = [s];
      if (l.stack) out.push(...l.stack.split("\n"));
      return out;
    }
    case "compose": {
      const prefix = `${l.svc}-1`.padEnd(width, " ");
      const tail = l.trace ? ` [${l.trace}]` : "";
      const out = [`${prefix} | ${composeTime(l.at)} | ${COMPOSE_LVL[l.level].padEnd(8, " ")} | ${l.msg}${tail}`];
      if (l.stack) for (const s of l.stack.split("\n")) out.push(`${prefix} | ${s}`);
      return out;
    }
  }
}
