// The six line shapes of the dev set, rendered from one event at its printed (skewed) time.
export type Level = "DEBUG" | "INFO" | "WARN" | "ERROR" | "FATAL";
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

export interface Ev {
  t: number; // true time, ms
  svc: string;
  level: Level;
  msg: string;
  trace?: string;
  stack?: string;
}

const iso = (ms: number) => new Date(ms).toISOString();
const plain = (ms: number) => iso(ms).replace("T", " ").slice(0, 23);

const gcpSev: Record<Level, string> = {
  DEBUG: "DEBUG",
  INFO: "INFO",
  WARN: "WARNING",
  ERROR: "ERROR",
  FATAL: "CRITICAL",
};
const composeLvl: Record<Level, string> = {
  DEBUG: "DEBUG",
  INFO: "INFO",
  WARN: "WARNING",
  ERROR: "ERROR",
  FATAL: "CRITICAL",
};

export interface RenderCtx {
  namespace: string;
  pad: number; // compose prefix width
  pod: (svc: string) => string;
}

/** One event as one or more physical lines of `format`, printed at `printed` ms. */
export function render(f: Format, e: Ev, printed: number, c: RenderCtx): string[] {
  const lvl = e.level.toLowerCase();
  switch (f) {
    case "jsonl": {
      const o: Record<string, unknown> = {
        timestamp: iso(printed),
        service: e.svc,
        level: lvl === "warn" ? "warn" : lvl,
        message: e.stack ? `${e.msg}\n${e.stack}` : e.msg,
      };
      if (e.trace) o.trace_id = e.trace;
      return [JSON.stringify(o)];
    }
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(printed),
        status: lvl === "fatal" ? "critical" : lvl,
        service: e.svc,
        message: e.msg,
        host: c.pod(e.svc),
        ddsource: "custom",
      };
      if (e.trace) o.dd = { trace_id: e.trace };
      if (e.stack) o.error = { stack: e.stack, message: e.msg };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(printed),
        "log.level": e.level,
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
      };
      if (e.trace) o["trace.id"] = e.trace;
      if (e.stack) o["error.stack_trace"] = e.stack;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: e.stack ? `${e.msg}\n${e.stack}` : e.msg };
      if (e.trace) payload.trace = e.trace;
      return [
        JSON.stringify({
          timestamp: iso(printed),
          severity: gcpSev[e.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: c.namespace, pod_name: c.pod(e.svc) },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const msg = e.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      let line = `ts=${iso(printed)} level=${lvl} svc=${e.svc} msg="${msg}"`;
      if (e.trace) line += ` trace=${e.trace}`;
      return e.stack ? [line, ...e.stack.split("\n")] : [line];
    }
    case "compose": {
      const prefix = `${e.svc}-1`.padEnd(c.pad);
      let line = `${prefix} | ${plain(printed)} | ${composeLvl[e.level].padEnd(8)} | ${e.msg}`;
      if (e.trace) line += ` [${e.trace}]`;
      return e.stack ? [line, ...e.stack.split("\n").map((s) => `${prefix} | ${s}`)] : [line];
    }
  }
}
