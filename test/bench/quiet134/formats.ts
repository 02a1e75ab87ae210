// The six line formats of the incidents README, printed from events carrying their service's skewed clock.
import type { Estate, Ev, Level } from "./types.js";

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

/** An event as printed: pt is the service's own clock. */
export interface Printed extends Ev {
  pt: number;
  pod: string;
  source: string;
}

const iso = (t: number) => new Date(t).toISOString();

function idPrefix(ev: Printed): string {
  const ids = ev.ids;
  if (ids?.trace) return `[trace_id=${ids.trace}] `;
  if (ids?.req) return `[req:${ids.req}] `;
  if (ids?.corr) return `[CorrelationId=${ids.corr}] `;
  return "";
}

const DD: Record<Level, string> = { DEBUG: "debug", INFO: "info", WARN: "warn", ERROR: "error", FATAL: "critical" };
const GCP: Record<Level, string> = { DEBUG: "DEBUG", INFO: "INFO", WARN: "WARNING", ERROR: "ERROR", FATAL: "CRITICAL" };
const COMPOSE: Record<Level, string> = {
  DEBUG: "DEBUG",
  INFO: "INFO",
  WARN: "WARNING",
  ERROR: "ERROR",
  FATAL: "CRITICAL",
};

function logfmtValue(s: string): string {
  return /^[A-Za-z0-9_.:/@+-]+$/.test(s) ? s : `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

/** Prints events (already in output order) as lines of the format. */
export function render(fmt: Format, e: Estate, evs: Printed[]): string[] {
  const out: string[] = [];
  const width = Math.max(...e.services.map((s) => s.name.length)) + 2;
  for (const ev of evs) {
    const ids = ev.ids ?? {};
    switch (fmt) {
      case "jsonl": {
        const message = idPrefix(ev) + ev.msg + (ev.stack ? `\n${ev.stack}` : "");
        out.push(JSON.stringify({ timestamp: iso(ev.pt), service: ev.svc, level: ev.level, message }));
        break;
      }
      case "datadog": {
        const o: Record<string, unknown> = {
          "@timestamp": iso(ev.pt),
          status: DD[ev.level],
          service: ev.svc,
          host: ev.pod,
          ddsource: ev.source,
          message: ev.msg,
        };
        if (ids.trace) o.trace_id = ids.trace;
        if (ids.req) o["http.request_id"] = ids.req;
        if (ids.corr) o.correlation_id = ids.corr;
        if (ev.stack) {
          o["error.kind"] = ev.errType;
          o["error.stack"] = ev.stack;
        }
        o.env = "prod";
        out.push(JSON.stringify(o));
        break;
      }
      case "ecs": {
        const o: Record<string, unknown> = {
          "@timestamp": iso(ev.pt),
          "log.level": ev.level.toLowerCase(),
          "service.name": ev.svc,
          message: ev.msg,
        };
        if (ev.stack) {
          o["error.type"] = ev.errType;
          o["error.stack_trace"] = ev.stack;
        }
        if (ids.trace) o["trace.id"] = ids.trace;
        if (ids.req) o["http.request.id"] = ids.req;
        if (ids.corr) o["labels.correlation_id"] = ids.corr;
        o["host.name"] = ev.pod;
        o["ecs.version"] = "8.11.0";
        out.push(JSON.stringify(o));
        break;
      }
      case "gcp": {
        const payload: Record<string, unknown> = { message: ev.msg + (ev.stack ? `\n${ev.stack}` : "") };
        if (ids.req) payload.request_id = ids.req;
        if (ids.corr) payload.correlationId = ids.corr;
        const o: Record<string, unknown> = {
          timestamp: iso(ev.pt),
          severity: GCP[ev.level],
          resource: {
            type: "k8s_container",
            labels: {
              project_id: e.gcpProject,
              cluster_name: `${e.key}-prod`,
              namespace_name: e.namespace,
              pod_name: ev.pod,
              container_name: ev.svc,
            },
          },
          jsonPayload: payload,
        };
        if (ids.trace) o["logging.googleapis.com/trace"] = `projects/${e.gcpProject}/traces/${ids.trace}`;
        out.push(JSON.stringify(o));
        break;
      }
      case "logfmt": {
        let line = `ts=${iso(ev.pt)} level=${ev.level.toLowerCase()} svc=${ev.svc} msg=${logfmtValue(ev.msg)}`;
        if (ids.trace) line += ` trace_id=${ids.trace}`;
        if (ids.req) line += ` request_id=${ids.req}`;
        if (ids.corr) line += ` correlation_id=${ids.corr}`;
        if (ev.errType) line += ` error=${logfmtValue(ev.errType)}`;
        out.push(line);
        if (ev.stack) out.push(...ev.stack.split("\n"));
        break;
      }
      case "compose": {
        const pre = `${`${ev.svc}-1`.padEnd(width + 2)}| `;
        const ts = iso(ev.pt).replace("T", " ").slice(0, 23);
        out.push(`${pre}${ts} | ${COMPOSE[ev.level].padEnd(8)} | ${idPrefix(ev)}${ev.msg}`);
        if (ev.stack) for (const l of ev.stack.split("\n")) out.push(`${pre}${l}`);
        break;
      }
    }
  }
  return out;
}
