// The six line shapes of the dev set (shared/data/incidents/README.md), one event at a time.
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export type Level = "debug" | "info" | "warn" | "error";

export interface Ev {
  /** printed time, ms since epoch (true time plus the service's skew) */
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  errType?: string;
  trace?: string;
  base?: boolean;
}

export const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];

export function extOf(f: Format): string {
  return { jsonl: "jsonl", datadog: "json", ecs: "ndjson", gcp: "json", logfmt: "log", compose: "log" }[f];
}

const iso = (t: number) => new Date(t).toISOString();

export function render(
  f: Format,
  ev: Ev,
  ctx: { namespace: string; pad: number; host: (svc: string) => string },
): string[] {
  const full = ev.stack?.length ? `${ev.msg}\n${ev.stack.join("\n")}` : ev.msg;
  switch (f) {
    case "jsonl": {
      const o: Record<string, unknown> = { timestamp: iso(ev.t), service: ev.svc, level: ev.level, message: full };
      if (ev.trace) o.trace_id = ev.trace;
      return [JSON.stringify(o)];
    }
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(ev.t),
        status: ev.level,
        service: ev.svc,
        message: ev.msg,
        host: ctx.host(ev.svc),
        ddsource: "custom",
      };
      if (ev.trace) o.http = { request_id: ev.trace };
      if (ev.stack?.length) o.error = { kind: ev.errType ?? "Error", stack: ev.stack.join("\n") };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(ev.t),
        "log.level": ev.level.toUpperCase(),
        "service.name": ev.svc,
        message: ev.msg,
        "event.dataset": `${ev.svc}.log`,
      };
      if (ev.stack?.length) {
        o["error.type"] = ev.errType ?? "Error";
        o["error.stack_trace"] = ev.stack.join("\n");
      }
      if (ev.trace) o["transaction.id"] = ev.trace;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const sev = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR" }[ev.level];
      const payload: Record<string, unknown> = { message: full };
      if (ev.trace) payload.trace = ev.trace;
      const o = {
        timestamp: iso(ev.t),
        severity: sev,
        resource: {
          type: "k8s_container",
          labels: { container_name: ev.svc, namespace_name: ctx.namespace, pod_name: ctx.host(ev.svc) },
        },
        jsonPayload: payload,
      };
      return [JSON.stringify(o)];
    }
    case "logfmt": {
      const msg = ev.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      let line = `ts=${iso(ev.t)} level=${ev.level} svc=${ev.svc} msg="${msg}"`;
      if (ev.trace) line += ` trace=${ev.trace}`;
      return [line, ...(ev.stack ?? [])];
    }
    case "compose": {
      const prefix = `${ev.svc}-1`.padEnd(ctx.pad);
      const ts = iso(ev.t).replace("T", " ").replace("Z", "");
      const lvl = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR" }[ev.level].padEnd(8);
      const first = `${prefix} | ${ts} | ${lvl} | ${ev.msg}${ev.trace ? ` [${ev.trace}]` : ""}`;
      return [first, ...(ev.stack ?? []).map((s) => `${prefix} | ${s}`)];
    }
  }
}
