// Renders events in the six line shapes of shared/data/incidents/README.md, with each service's clock skew.
import type { Ev, Format, Level } from "./types.js";

const LV: Record<Format, Record<Level, string>> = {
  jsonl: { info: "info", warn: "warn", error: "error", fatal: "fatal" },
  datadog: { info: "info", warn: "warn", error: "error", fatal: "critical" },
  ecs: { info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" },
  gcp: { info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" },
  logfmt: { info: "info", warn: "warn", error: "error", fatal: "fatal" },
  compose: { info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" },
};

const iso = (ms: number) => new Date(ms).toISOString();
const composeTime = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");

export interface RenderCtx {
  format: Format;
  skew: Map<string, number>;
  namespace: string;
  /** Width of the compose prefix column. */
  width: number;
  /** Host / pod index per service. */
  pod: Map<string, number>;
}

/** The line(s) one event prints as (a multi-line stack prints several lines in logfmt and compose). */
export function render(e: Ev, c: RenderCtx): string[] {
  const ts = e.t + (c.skew.get(e.svc) ?? 0);
  const lv = LV[c.format][e.level];
  const full = e.stack ? `${e.msg}\n${e.stack}` : e.msg;
  const pod = c.pod.get(e.svc) ?? 0;
  switch (c.format) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(ts), service: e.svc, level: lv, message: full })];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(ts),
        status: lv,
        service: e.svc,
        message: e.msg,
        host: `${e.svc}.node-${pod}`,
        ddsource: "custom",
      };
      if (e.trace) o.http = { request_id: e.trace.slice(0, 12) };
      if (e.stack) o.error = { stack: e.stack };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(ts),
        "log.level": lv,
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
      };
      if (e.trace) o["transaction.id"] = e.trace.slice(0, 12);
      if (e.stack) o["error.stack_trace"] = e.stack;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: full };
      if (e.trace) payload.trace = e.trace.slice(0, 12);
      return [
        JSON.stringify({
          timestamp: iso(ts),
          severity: lv,
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: c.namespace, pod_name: `${e.svc}-${pod}` },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const q = e.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      const head = `ts=${iso(ts)} level=${lv} svc=${e.svc} msg="${q}"${e.trace ? ` trace=${e.trace.slice(0, 12)}` : ""}`;
      return e.stack ? [head, ...e.stack.split("\n")] : [head];
    }
    case "compose": {
      const prefix = `${e.svc}-1`.padEnd(c.width);
      const head = `${prefix} | ${composeTime(ts)} | ${lv.padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace.slice(0, 12)}]` : ""}`;
      return e.stack ? [head, ...e.stack.split("\n").map((l) => `${prefix} | ${l}`)] : [head];
    }
  }
}
