// Renders one event as the physical lines of each of the six file formats.
import type { Format, Lvl } from "./types.js";

export interface Ev {
  /** printed time, ms (true time plus the service's skew) */
  ts: number;
  svc: string;
  lvl: Lvl;
  msg: string;
  stack?: string;
  rid?: string;
}

export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

const DD: Record<Lvl, string> = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" };
const ECS: Record<Lvl, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };
const GCP: Record<Lvl, string> = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" };
const CMP: Record<Lvl, string> = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" };

const iso = (ms: number) => new Date(ms).toISOString();
const compTs = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");

export interface RenderCtx {
  namespace: string;
  pod: (svc: string) => string;
  composeWidth: number;
}

function withStack(e: Ev): string {
  return e.stack ? `${e.msg}\n${e.stack}` : e.msg;
}

export function render(fmt: Format, e: Ev, c: RenderCtx): string[] {
  switch (fmt) {
    case "jsonl": {
      const o: Record<string, unknown> = { timestamp: iso(e.ts), service: e.svc, level: e.lvl, message: withStack(e) };
      if (e.rid) o.trace_id = e.rid;
      return [JSON.stringify(o)];
    }
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.ts),
        status: DD[e.lvl],
        service: e.svc,
        message: e.msg,
        host: c.pod(e.svc),
        ddsource: "kubernetes",
      };
      if (e.rid) o.dd = { trace_id: e.rid };
      if (e.stack) o.error = { stack: e.stack, kind: e.stack.split("\n")[0].split(":")[0].slice(0, 80) };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.ts),
        "log.level": ECS[e.lvl],
        "service.name": e.svc,
        message: e.msg,
        "ecs.version": "8.11.0",
        "host.name": c.pod(e.svc),
      };
      if (e.rid) o["trace.id"] = e.rid;
      if (e.stack) o["error.stack_trace"] = e.stack;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: withStack(e) };
      if (e.rid) payload.request_id = e.rid;
      const o = {
        timestamp: iso(e.ts),
        severity: GCP[e.lvl],
        resource: {
          type: "k8s_container",
          labels: { container_name: e.svc, namespace_name: c.namespace, pod_name: c.pod(e.svc) },
        },
        jsonPayload: payload,
      };
      return [JSON.stringify(o)];
    }
    case "logfmt": {
      const msg = e.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      const head = `ts=${iso(e.ts)} level=${e.lvl} svc=${e.svc} msg="${msg}"${e.rid ? ` trace_id=${e.rid}` : ""}`;
      return e.stack ? [head, ...e.stack.split("\n")] : [head];
    }
    case "compose": {
      const head = `${`${e.svc}-1`.padEnd(c.composeWidth)} | ${compTs(e.ts)} | ${CMP[e.lvl].padEnd(8)} | ${e.msg}${e.rid ? ` [${e.rid}]` : ""}`;
      return e.stack ? [head, ...e.stack.split("\n")] : [head];
    }
  }
}
