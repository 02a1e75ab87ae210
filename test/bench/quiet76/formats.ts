// The six line shapes of the dev set (shared/data/incidents/README.md), with multi-line stack traces where they fit.
import type { Ev } from "./stream.js";

export const FORMATS = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"] as const;
export type Format = (typeof FORMATS)[number];

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

const UPPER: Record<Ev["level"], string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARN",
  error: "ERROR",
  critical: "FATAL",
};
const GCP: Record<Ev["level"], string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  critical: "CRITICAL",
};
const COMPOSE: Record<Ev["level"], string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  critical: "CRITICAL",
};

export interface RenderCtx {
  format: Format;
  namespace: string;
  pod: (svc: string) => string;
  width: number;
}

const q = (s: string) => `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
const withStack = (ev: Ev) => (ev.stack?.length ? `${ev.msg}\n${ev.stack.join("\n")}` : ev.msg);

/** One event as the lines it takes in the file. */
export function render(ev: Ev, printed: number, c: RenderCtx): string[] {
  switch (c.format) {
    case "jsonl": {
      const o: Record<string, unknown> = {
        timestamp: iso(printed),
        service: ev.svc,
        level: ev.level === "critical" ? "fatal" : ev.level,
        message: withStack(ev),
      };
      if (ev.trace) o.trace_id = ev.trace;
      return [JSON.stringify(o)];
    }
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(printed),
        status: ev.level === "critical" ? "critical" : ev.level === "warn" ? "warn" : ev.level,
        service: ev.svc,
        message: ev.msg,
        host: c.pod(ev.svc),
        ddsource: "custom",
      };
      if (ev.trace) o.http = { request_id: ev.trace };
      if (ev.stack?.length) o.error = { kind: ev.errType ?? ev.stack[0].split(":")[0], stack: ev.stack.join("\n") };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(printed),
        "log.level": UPPER[ev.level],
        "service.name": ev.svc,
        message: ev.msg,
        "event.dataset": `${ev.svc}.log`,
      };
      if (ev.trace) o["transaction.id"] = ev.trace;
      if (ev.stack?.length) {
        o["error.type"] = ev.errType ?? ev.stack[0].split(":")[0];
        o["error.stack_trace"] = ev.stack.join("\n");
      }
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: withStack(ev) };
      if (ev.trace) payload.trace = ev.trace;
      return [
        JSON.stringify({
          timestamp: iso(printed),
          severity: GCP[ev.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: ev.svc, namespace_name: c.namespace, pod_name: c.pod(ev.svc) },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const head = `ts=${iso(printed)} level=${ev.level === "critical" ? "fatal" : ev.level} svc=${ev.svc} msg=${q(ev.msg)}`;
      return [ev.trace ? `${head} trace=${ev.trace}` : head, ...(ev.stack ?? [])];
    }
    case "compose": {
      const name = `${ev.svc}-1`.padEnd(c.width);
      const head = `${name} | ${composeTime(printed)} | ${COMPOSE[ev.level].padEnd(8)} | ${ev.msg}${ev.trace ? ` [${ev.trace.slice(0, 12)}]` : ""}`;
      return [head, ...(ev.stack ?? []).map((l) => `${name} | ${l}`)];
    }
  }
}
