// The six line shapes of the dev set's README, rendered from one event and its printed (skewed) time.
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

const iso = (ms: number) => new Date(ms).toISOString();
const spaced = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");

const DD: Record<Ev["level"], string> = {
  debug: "debug",
  info: "info",
  warn: "warn",
  error: "error",
  fatal: "critical",
};
const ECS: Record<Ev["level"], string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };
const GCP: Record<Ev["level"], string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};
const COMPOSE: Record<Ev["level"], string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};

export interface RenderCtx {
  namespace: string;
  width: number; // compose prefix width
  host: (svc: string) => string;
}

export function render(fmt: Format, ev: Ev, printed: number, c: RenderCtx): string[] {
  const full = ev.stack?.length ? `${ev.msg}\n${ev.stack.join("\n")}` : ev.msg;
  switch (fmt) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(printed), service: ev.svc, level: ev.level, message: full })];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(printed),
        status: DD[ev.level],
        service: ev.svc,
        message: ev.msg,
        host: c.host(ev.svc),
        ddsource: ev.source ?? "custom",
      };
      if (ev.stack?.length) o.error = { kind: ev.stack[0].split(":")[0].trim(), stack: ev.stack.join("\n") };
      if (ev.trace) o.http = { request_id: ev.trace };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(printed),
        "log.level": ECS[ev.level],
        "service.name": ev.svc,
        message: ev.msg,
        "event.dataset": `${ev.svc}.log`,
      };
      if (ev.stack?.length) o["error.stack_trace"] = ev.stack.join("\n");
      if (ev.trace) o["transaction.id"] = ev.trace;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: full };
      if (ev.trace) payload.trace = ev.trace;
      return [
        JSON.stringify({
          timestamp: iso(printed),
          severity: GCP[ev.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: ev.svc, namespace_name: c.namespace, pod_name: c.host(ev.svc) },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const lvl = ev.level === "fatal" ? "crit" : ev.level;
      const msg = ev.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      const head = `ts=${iso(printed)} level=${lvl} svc=${ev.svc} msg="${msg}"${ev.trace ? ` trace=${ev.trace}` : ""}`;
      return [head, ...(ev.stack ?? [])];
    }
    case "compose": {
      const prefix = `${ev.svc}-1`.padEnd(c.width);
      const head = `${prefix} | ${spaced(printed)} | ${COMPOSE[ev.level].padEnd(8)} | ${ev.msg}${ev.trace ? ` [${ev.trace}]` : ""}`;
      return [head, ...(ev.stack ?? []).map((l) => `${prefix} | ${l}`)];
    }
  }
}
