// The dev set's six line shapes (shared/data/incidents/README.md), with stack traces where each shape carries them.
import type { Estate } from "./estates.js";
import type { Ev, Level } from "./stream.js";

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

const iso = (ms: number) => new Date(ms).toISOString();
const plain = (ms: number) => iso(ms).replace("T", " ").slice(0, 23);

const LOWER: Record<Level, string> = { DEBUG: "debug", INFO: "info", WARN: "warn", ERROR: "error", FATAL: "fatal" };
const GCP: Record<Level, string> = {
  DEBUG: "DEBUG",
  INFO: "INFO",
  WARN: "WARNING",
  ERROR: "ERROR",
  FATAL: "CRITICAL",
};
const DD: Record<Level, string> = { DEBUG: "debug", INFO: "info", WARN: "warn", ERROR: "error", FATAL: "critical" };
const COMPOSE: Record<Level, string> = {
  DEBUG: "DEBUG",
  INFO: "INFO",
  WARN: "WARNING",
  ERROR: "ERROR",
  FATAL: "CRITICAL",
};

function q(s: string): string {
  return `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

export function renderLine(f: Format, e: Ev, printed: number, est: Estate, width: number): string[] {
  const stack = e.stack?.join("\n");
  const withStack = stack ? `${e.msg}\n${stack}` : e.msg;
  switch (f) {
    case "jsonl":
      return [
        JSON.stringify({ timestamp: iso(printed), service: e.svc.name, level: LOWER[e.level], message: withStack }),
      ];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(printed),
        status: DD[e.level],
        service: e.svc.name,
        message: e.msg,
        host: `${e.svc.name}-${e.svc.pod}`,
        ddsource: e.svc.rt,
        ddtags: `env:prod,team:${est.key}`,
      };
      if (e.trace) o.http = { request_id: e.trace };
      if (stack) o.error = { kind: e.errType ?? e.stack?.[0].split(":")[0], stack };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(printed),
        "log.level": e.level,
        "service.name": e.svc.name,
        message: e.msg,
        "event.dataset": `${e.svc.name}.log`,
        "host.name": `${e.svc.name}-${e.svc.pod}`,
      };
      if (e.trace) o["trace.id"] = e.trace;
      if (stack) {
        o["error.type"] = e.errType ?? e.stack?.[0].split(":")[0];
        o["error.stack_trace"] = stack;
      }
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: withStack };
      if (e.trace) payload.trace = e.trace;
      return [
        JSON.stringify({
          timestamp: iso(printed),
          severity: GCP[e.level],
          resource: {
            type: "k8s_container",
            labels: {
              container_name: e.svc.name,
              namespace_name: `${est.key}-prod`,
              pod_name: `${e.svc.name}-${e.svc.pod}`,
            },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const [first, ...rest] = e.msg.split("\n");
      const head = `ts=${iso(printed)} level=${LOWER[e.level]} svc=${e.svc.name} msg=${q(first)}${e.trace ? ` trace=${e.trace}` : ""}`;
      return [head, ...rest, ...(e.stack ?? [])];
    }
    case "compose": {
      const prefix = `${e.svc.name}-1`.padEnd(width);
      const [first, ...rest] = e.msg.split("\n");
      const head = `${prefix} | ${plain(printed)} | ${COMPOSE[e.level].padEnd(8)} | ${first}${e.trace ? ` [${e.trace.slice(0, 12)}]` : ""}`;
      return [head, ...[...rest, ...(e.stack ?? [])].map((l) => `${prefix} | ${l}`)];
    }
  }
}
