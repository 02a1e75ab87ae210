// The dev set's six line shapes; one event in, one or more printed lines out.
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
export type Level = "DEBUG" | "INFO" | "WARN" | "ERROR" | "FATAL";

export interface Ev {
  t: number; // true time, ms
  svc: string;
  level: Level;
  msg: string;
  stack?: string[]; // continuation lines, first one usually the exception line
  errType?: string;
  trace?: string;
}

const iso = (ms: number) => new Date(ms).toISOString();
const plain = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");

export interface RenderCtx {
  namespace: string;
  composeWidth: number;
  hostOf: (svc: string) => string;
}

export function render(fmt: Format, e: Ev, printed: number, c: RenderCtx): string[] {
  const stackText = e.stack ? e.stack.join("\n") : undefined;
  switch (fmt) {
    case "jsonl": {
      const o: Record<string, unknown> = {
        timestamp: iso(printed),
        service: e.svc,
        level: e.level === "FATAL" ? "fatal" : e.level.toLowerCase(),
        message: stackText ? `${e.msg}\n${stackText}` : e.msg,
      };
      return [JSON.stringify(o)];
    }
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(printed),
        status: e.level === "FATAL" ? "critical" : e.level === "WARN" ? "warn" : e.level.toLowerCase(),
        service: e.svc,
        message: e.msg,
        host: c.hostOf(e.svc),
        ddsource: "custom",
      };
      if (e.trace) o.http = { request_id: e.trace };
      if (stackText) o.error = { kind: e.errType ?? "Error", message: e.msg, stack: stackText };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(printed),
        "log.level": e.level === "FATAL" ? "FATAL" : e.level,
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
      };
      if (e.trace) o["transaction.id"] = e.trace;
      if (stackText) {
        o["error.type"] = e.errType ?? "Error";
        o["error.stack_trace"] = stackText;
      }
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const sev = { DEBUG: "DEBUG", INFO: "INFO", WARN: "WARNING", ERROR: "ERROR", FATAL: "CRITICAL" }[e.level];
      const payload: Record<string, unknown> = { message: stackText ? `${e.msg}\n${stackText}` : e.msg };
      if (e.trace) payload.trace = e.trace;
      const o = {
        timestamp: iso(printed),
        severity: sev,
        resource: {
          type: "k8s_container",
          labels: { container_name: e.svc, namespace_name: c.namespace, pod_name: c.hostOf(e.svc) },
        },
        jsonPayload: payload,
      };
      return [JSON.stringify(o)];
    }
    case "logfmt": {
      const lv = e.level === "FATAL" ? "crit" : e.level.toLowerCase();
      const msg = e.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      const head = `ts=${iso(printed)} level=${lv} svc=${e.svc} msg="${msg}"${e.trace ? ` trace=${e.trace}` : ""}`;
      return e.stack ? [head, ...e.stack] : [head];
    }
    case "compose": {
      const lv = { DEBUG: "DEBUG", INFO: "INFO", WARN: "WARNING", ERROR: "ERROR", FATAL: "CRITICAL" }[e.level];
      const pre = `${e.svc}-1`.padEnd(c.composeWidth);
      const head = `${pre} | ${plain(printed)} | ${lv.padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      return e.stack ? [head, ...e.stack.map((l) => `${pre} | ${l}`)] : [head];
    }
  }
}
