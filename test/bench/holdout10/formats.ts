// Renders events in the README's six line formats, copying the dev files' shapes: field names, level words,
// timestamp shapes, the compose `name-1 | time | LEVEL | msg` prefix and logfmt continuation lines.
import type { Ev, Format, Level } from "./types.js";

export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

const LV: Record<Format, Record<Level, string>> = {
  jsonl: { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "error" },
  datadog: { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "emergency" },
  ecs: { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" },
  gcp: { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" },
  logfmt: { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "error" },
  compose: { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" },
};

export interface RenderCtx {
  format: Format;
  namespace: string;
  pad: number;
  host: (svc: string) => string;
}

function composeTime(ms: number): string {
  return new Date(ms).toISOString().replace("T", " ").replace("Z", "");
}

/** Renders one event (printed time = true time + the service's skew) as one or more lines. */
export function render(e: Ev, printed: number, c: RenderCtx): string {
  const ts = new Date(printed).toISOString();
  const lv = LV[c.format][e.level];
  const full = e.stack ? `${e.msg}\n${e.stack}` : e.msg;
  switch (c.format) {
    case "jsonl":
      return JSON.stringify({ timestamp: ts, service: e.svc, level: lv, message: full });
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": ts,
        status: lv,
        service: e.svc,
        message: full,
        host: c.host(e.svc),
        ddsource: "custom",
      };
      if (e.trace) o.http = { request_id: e.trace };
      return JSON.stringify(o);
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": ts,
        "log.level": lv,
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
      };
      if (e.trace) o["transaction.id"] = e.trace;
      if (e.stack) o["error.stack_trace"] = e.stack;
      return JSON.stringify(o);
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: full };
      if (e.trace) payload.trace = e.trace;
      return JSON.stringify({
        timestamp: ts,
        severity: lv,
        resource: {
          type: "k8s_container",
          labels: { container_name: e.svc, namespace_name: c.namespace, pod_name: c.host(e.svc) },
        },
        jsonPayload: payload,
      });
    }
    case "logfmt": {
      const [first, ...more] = e.msg.split("\n");
      const stack = [...more, ...(e.stack ? [e.stack] : [])].join("\n");
      const head = `ts=${ts} level=${lv} svc=${e.svc} msg="${first.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"${e.trace ? ` trace=${e.trace}` : ""}`;
      return stack ? `${head}\n${stack}` : head;
    }
    case "compose": {
      if (e.raw) return e.msg;
      const prefix = `${e.svc}-1`.padEnd(c.pad);
      const [first, ...more] = e.msg.split("\n");
      const rest = [...more, ...(e.stack ? e.stack.split("\n") : [])];
      const head = `${prefix} | ${composeTime(printed)} | ${lv.padEnd(8)} | ${first}${e.trace ? ` [${e.trace}]` : ""}`;
      return [head, ...rest.map((l) => `${prefix} | ${l}`)].join("\n");
    }
  }
}
