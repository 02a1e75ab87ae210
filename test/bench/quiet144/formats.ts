// The six line formats of the dev README: renders simulated events (with per-service clock skew) to file text.
import type { Estate, Format, LogEvent } from "./types.js";

export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

const GCP_SEV: Record<LogEvent["level"], string> = {
  DEBUG: "DEBUG",
  INFO: "INFO",
  WARN: "WARNING",
  ERROR: "ERROR",
  FATAL: "CRITICAL",
};

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

function composeTime(ms: number): string {
  return iso(ms).replace("T", " ").replace("Z", "");
}

function quote(s: string): string {
  return `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

/** Renders events (already in arrival order) and returns the file text, one event per line plus stack lines. */
export function render(events: LogEvent[], format: Format, skew: Map<string, number>, e: Estate): string {
  const out: string[] = [];
  const width = Math.max(...events.map((x) => x.svc.length)) + 5;
  const ridKey = e.ridStyle === "traceparent" ? "traceparent" : "request_id";
  for (const ev of events) {
    const ts = ev.t + (skew.get(ev.svc) ?? 0);
    const full = ev.stack?.length ? `${ev.msg}\n${ev.stack.join("\n")}` : ev.msg;
    switch (format) {
      case "jsonl": {
        const o: Record<string, unknown> = {
          timestamp: iso(ts),
          service: ev.svc,
          level: ev.level.toLowerCase(),
          message: full,
        };
        if (ev.rid) o[ridKey] = ev.rid;
        out.push(JSON.stringify(o));
        break;
      }
      case "datadog": {
        const o: Record<string, unknown> = {
          "@timestamp": iso(ts),
          status: ev.level === "WARN" ? "warn" : ev.level === "FATAL" ? "critical" : ev.level.toLowerCase(),
          service: ev.svc,
          message: full,
          host: `${ev.svc}-${hostSuffix(ev.svc)}`,
          ddsource: "container",
          env: "prod",
        };
        if (ev.rid) o.http = { request_id: ev.rid };
        out.push(JSON.stringify(o));
        break;
      }
      case "ecs": {
        const o: Record<string, unknown> = {
          "@timestamp": iso(ts),
          "log.level": ev.level,
          "service.name": ev.svc,
          message: ev.msg,
          "ecs.version": "8.11.0",
          "event.dataset": `${ev.svc}.log`,
        };
        if (ev.stack?.length) o["error.stack_trace"] = ev.stack.join("\n");
        if (ev.rid)
          o[e.ridStyle === "traceparent" ? "trace.id" : "http.request.id"] =
            e.ridStyle === "traceparent" ? ev.rid.slice(3, 35) : ev.rid;
        out.push(JSON.stringify(o));
        break;
      }
      case "gcp": {
        const o: Record<string, unknown> = {
          timestamp: iso(ts),
          severity: GCP_SEV[ev.level],
          resource: {
            type: "k8s_container",
            labels: {
              container_name: ev.svc,
              namespace_name: e.namespace,
              pod_name: `${ev.svc}-${hostSuffix(ev.svc)}`,
            },
          },
          jsonPayload: ev.rid ? { message: full, [ridKey]: ev.rid } : { message: full },
        };
        out.push(JSON.stringify(o));
        break;
      }
      case "logfmt": {
        let line = `ts=${iso(ts)} level=${ev.level.toLowerCase()} svc=${ev.svc} msg=${quote(ev.msg)}`;
        if (ev.rid) line += ` ${ridKey}=${ev.rid}`;
        out.push(line);
        if (ev.stack) out.push(...ev.stack);
        break;
      }
      case "compose": {
        const prefix = `${ev.svc}-1`.padEnd(width, " ");
        out.push(
          `${prefix}| ${composeTime(ts)} | ${ev.level.padEnd(8, " ")} | ${ev.msg}${ev.rid ? ` [${ev.rid}]` : ""}`,
        );
        if (ev.stack) for (const s of ev.stack) out.push(`${prefix}| ${s}`);
        break;
      }
    }
  }
  return `${out.join("\n")}\n`;
}

function hostSuffix(svc: string): string {
  let h = 2166136261;
  for (let i = 0; i < svc.length; i++) h = Math.imul(h ^ svc.charCodeAt(i), 16777619) >>> 0;
  return `${(h % 0xfffff).toString(16).padStart(5, "0")}-${"abcdefghjk"[h % 10]}${(h >>> 8) % 10}`;
}
