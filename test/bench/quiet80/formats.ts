// The six line shapes of the dev set, one event in, one or more printed lines out.
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export type Level = "DEBUG" | "INFO" | "WARN" | "ERROR" | "FATAL";

export const FORMATS: readonly Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];

export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

export interface Ev {
  /** true time in ms */
  t: number;
  svc: string;
  level: Level;
  msg: string;
  /** stack lines after the message (already in the runtime's own style) */
  stack?: string[];
  trace?: string;
}

export interface RenderCtx {
  namespace: string;
  pod: (svc: string) => string;
  padTo: number;
}

const iso = (ms: number) => new Date(ms).toISOString();
const composeTime = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");

const DD: Record<Level, string> = { DEBUG: "debug", INFO: "info", WARN: "warn", ERROR: "error", FATAL: "critical" };
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

export function render(fmt: Format, ev: Ev, printed: number, ctx: RenderCtx): string[] {
  const full = ev.stack?.length ? `${ev.msg}\n${ev.stack.join("\n")}` : ev.msg;
  switch (fmt) {
    case "jsonl":
      return [
        JSON.stringify({ timestamp: iso(printed), service: ev.svc, level: ev.level.toLowerCase(), message: full }),
      ];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(printed),
        status: DD[ev.level],
        service: ev.svc,
        message: full,
        host: ctx.pod(ev.svc),
        ddsource: "custom",
      };
      if (ev.trace) o.http = { request_id: ev.trace };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(printed),
        "log.level": ev.level === "FATAL" ? "FATAL" : ev.level,
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
            labels: { container_name: ev.svc, namespace_name: ctx.namespace, pod_name: ctx.pod(ev.svc) },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const msg = ev.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      const head = `ts=${iso(printed)} level=${ev.level === "FATAL" ? "fatal" : ev.level.toLowerCase()} svc=${ev.svc} msg="${msg}"${ev.trace ? ` trace=${ev.trace}` : ""}`;
      return [head, ...(ev.stack ?? [])];
    }
    case "compose": {
      const prefix = `${ev.svc}-1`.padEnd(ctx.padTo);
      const head = `${prefix} | ${composeTime(printed)} | ${COMPOSE[ev.level].padEnd(8)} | ${ev.msg}${ev.trace ? ` [${ev.trace}]` : ""}`;
      return [head, ...(ev.stack ?? []).map((s) => `${prefix} | ${s}`)];
    }
  }
}
