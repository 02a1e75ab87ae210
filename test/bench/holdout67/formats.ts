// Renders one event in one of the dev set's six shapes; stack traces go where each shape keeps them.
import type { Ev } from "./stream.js";

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

const iso = (t: number) => new Date(t).toISOString();
const plain = (t: number) => iso(t).replace("T", " ").replace("Z", "");
const GCP_SEV: Record<string, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};
const COMPOSE_LVL: Record<string, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};

export interface RenderCtx {
  ns: string;
  pad: number;
  pod: (svc: string) => string;
}

/** Returns the physical lines of one event. */
export function render(f: Format, e: Ev, c: RenderCtx): string[] {
  const withStack = e.stack ? `${e.msg}\n${e.stack.join("\n")}` : e.msg;
  switch (f) {
    case "jsonl": {
      const o: Record<string, unknown> = {
        timestamp: iso(e.t),
        service: e.svc,
        level: e.level === "fatal" ? "fatal" : e.level,
        message: withStack,
      };
      if (e.trace) o.trace_id = e.trace;
      return [JSON.stringify(o)];
    }
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.t),
        status: e.level === "fatal" ? "critical" : e.level,
        service: e.svc,
        message: e.msg,
        host: c.pod(e.svc),
        ddsource: e.src ?? "custom",
      };
      if (e.trace) o.dd = { trace_id: e.trace };
      if (e.stack)
        o.error = { kind: e.errKind ?? e.stack[0].split(":")[0], message: e.stack[0], stack: e.stack.join("\n") };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.t),
        "log.level": e.level.toUpperCase(),
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
      };
      if (e.trace) o["trace.id"] = e.trace;
      if (e.stack) {
        o["error.type"] = e.errKind ?? e.stack[0].split(":")[0];
        o["error.stack_trace"] = e.stack.join("\n");
      }
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: withStack };
      if (e.trace) payload.trace = e.trace;
      const o = {
        timestamp: iso(e.t),
        severity: GCP_SEV[e.level],
        resource: {
          type: "k8s_container",
          labels: { container_name: e.svc, namespace_name: c.ns, pod_name: c.pod(e.svc) },
        },
        jsonPayload: payload,
      };
      return [JSON.stringify(o)];
    }
    case "logfmt": {
      const msg = e.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      const lvl = e.level === "fatal" ? "crit" : e.level;
      let line = `ts=${iso(e.t)} level=${lvl} svc=${e.svc} msg="${msg}"`;
      if (e.trace) line += ` trace=${e.trace}`;
      return e.stack ? [line, ...e.stack] : [line];
    }
    case "compose": {
      const name = `${e.svc}-1`.padEnd(c.pad);
      let line = `${name} | ${plain(e.t)} | ${COMPOSE_LVL[e.level].padEnd(8)} | ${e.msg}`;
      if (e.trace) line += ` [${e.trace}]`;
      return e.stack ? [line, ...e.stack.map((s) => `${name} | ${s}`)] : [line];
    }
  }
}
