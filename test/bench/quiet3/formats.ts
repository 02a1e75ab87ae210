// Renders events into the six line shapes of shared/data/incidents/README.md.
import type { Ev, Format, Level } from "./types.js";

export const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];

export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

const LOWER: Record<Level, string> = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "fatal" };
const DD: Record<Level, string> = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" };
const ECS: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };
const GCP: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};

const iso = (ms: number) => new Date(ms).toISOString();
const plain = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");

/** Renders already skewed events (e.t is the printed time) as the file's text lines. */
export function render(evs: Ev[], format: Format, namespace: string, host: (svc: string) => string): string[] {
  const out: string[] = [];
  const width = Math.max(...evs.map((e) => e.svc.length)) + 3;
  for (const e of evs) {
    const full = e.stack ? `${e.msg}\n${e.stack}` : e.msg;
    switch (format) {
      case "jsonl":
        out.push(JSON.stringify({ timestamp: iso(e.t), service: e.svc, level: LOWER[e.level], message: full }));
        break;
      case "datadog": {
        const o: Record<string, unknown> = {
          "@timestamp": iso(e.t),
          status: DD[e.level],
          service: e.svc,
          message: full,
          host: host(e.svc),
          ddsource: "custom",
        };
        if (e.trace) o.http = { request_id: e.trace };
        out.push(JSON.stringify(o));
        break;
      }
      case "ecs": {
        const o: Record<string, unknown> = {
          "@timestamp": iso(e.t),
          "log.level": ECS[e.level],
          "service.name": e.svc,
          message: e.msg,
        };
        if (e.stack) o["error.stack_trace"] = e.stack;
        o["event.dataset"] = `${e.svc}.log`;
        if (e.trace) o["transaction.id"] = e.trace;
        out.push(JSON.stringify(o));
        break;
      }
      case "gcp": {
        const payload: Record<string, unknown> = { message: full };
        if (e.trace) payload.trace = e.trace;
        out.push(
          JSON.stringify({
            timestamp: iso(e.t),
            severity: GCP[e.level],
            resource: {
              type: "k8s_container",
              labels: { container_name: e.svc, namespace_name: namespace, pod_name: host(e.svc) },
            },
            jsonPayload: payload,
          }),
        );
        break;
      }
      case "logfmt": {
        const [first, ...rest] = full.split("\n");
        const msg = first.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
        out.push(
          `ts=${iso(e.t)} level=${LOWER[e.level]} svc=${e.svc} msg="${msg}"${e.trace ? ` trace=${e.trace}` : ""}`,
        );
        out.push(...rest);
        break;
      }
      case "compose": {
        const prefix = `${e.svc}-1`.padEnd(width);
        const [first, ...rest] = full.split("\n");
        out.push(`${prefix}| ${plain(e.t)} | ${GCP[e.level].padEnd(8)} | ${first}${e.trace ? ` [${e.trace}]` : ""}`);
        for (const l of rest) out.push(`${prefix}| ${l}`);
        break;
      }
    }
  }
  return out;
}
