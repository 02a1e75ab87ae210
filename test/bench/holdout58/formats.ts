// Renders one event as the physical lines of one of the dev set's six formats (README shapes).

export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export type Level = "DEBUG" | "INFO" | "WARN" | "ERROR" | "FATAL";

export const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

export interface LogEvent {
  /** true time, ms */
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string;
  trace?: string;
}

export interface RenderCtx {
  format: Format;
  host: (svc: string) => string;
  namespace: string;
  composeWidth: number;
}

const iso = (ms: number) => new Date(ms).toISOString();
const plain = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");

const LOWER: Record<Level, string> = { DEBUG: "debug", INFO: "info", WARN: "warn", ERROR: "error", FATAL: "critical" };
const GCP: Record<Level, string> = {
  DEBUG: "DEBUG",
  INFO: "INFO",
  WARN: "WARNING",
  ERROR: "ERROR",
  FATAL: "CRITICAL",
};
const COMPOSE: Record<Level, string> = {
  DEBUG: "DEBUG",
  INFO: "INFO",
  WARN: "WARNING",
  ERROR: "ERROR",
  FATAL: "CRITICAL",
};

export function render(event: LogEvent, printed: number, c: RenderCtx): string[] {
  let ev = event;
  if ((c.format === "logfmt" || c.format === "compose") && ev.msg.includes("\n")) {
    // text formats: a multi-line message continues on raw lines, like a stack
    const [first, ...rest] = ev.msg.split("\n");
    ev = { ...ev, msg: first, stack: [...rest, ...(ev.stack ? [ev.stack] : [])].join("\n") };
  }
  const full = ev.stack ? `${ev.msg}\n${ev.stack}` : ev.msg;
  switch (c.format) {
    case "jsonl":
      return [
        JSON.stringify({ timestamp: iso(printed), service: ev.svc, level: ev.level.toLowerCase(), message: full }),
      ];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(printed),
        status: LOWER[ev.level],
        service: ev.svc,
        message: ev.msg,
        host: c.host(ev.svc),
        ddsource: "custom",
      };
      if (ev.trace) o.http = { request_id: ev.trace };
      if (ev.stack) o.error = { kind: ev.stack.split("\n")[0].split(":")[0].trim(), stack: ev.stack };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(printed),
        "log.level": ev.level === "FATAL" ? "FATAL" : ev.level,
        "service.name": ev.svc,
        message: ev.msg,
        "event.dataset": `${ev.svc}.log`,
        "host.name": c.host(ev.svc),
      };
      if (ev.trace) o["transaction.id"] = ev.trace;
      if (ev.stack) o["error.stack_trace"] = ev.stack;
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
      const msg = ev.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      const head = `ts=${iso(printed)} level=${ev.level.toLowerCase()} svc=${ev.svc} msg="${msg}"${ev.trace ? ` trace=${ev.trace}` : ""}`;
      return ev.stack ? [head, ...ev.stack.split("\n")] : [head];
    }
    case "compose": {
      const pre = `${ev.svc}-1`.padEnd(c.composeWidth);
      const head = `${pre} | ${plain(printed)} | ${COMPOSE[ev.level].padEnd(8)} | ${ev.msg}${ev.trace ? ` [${ev.trace}]` : ""}`;
      return ev.stack ? [head, ...ev.stack.split("\n").map((l) => `${pre} | ${l}`)] : [head];
    }
  }
}
