// The six line shapes of the dev set's README, one function per format; stack traces ride along in the way each
// format carries them (a message with newlines, error.stack_trace, or raw continuation lines).
export type Level = "debug" | "info" | "warn" | "error" | "fatal";
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

export interface Line {
  t: number; // true time, ms
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  trace?: string;
}

export interface RenderCtx {
  namespace: string;
  pad: number; // width of the compose prefix
  pod: (svc: string) => string;
}

const iso = (ms: number) => new Date(ms).toISOString();
const plain = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");

const DD: Record<Level, string> = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" };
const ECS: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };
const GCP: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};
const LF: Record<Level, string> = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "fatal" };

const withStack = (l: Line) => (l.stack?.length ? `${l.msg}\n${l.stack.join("\n")}` : l.msg);

export function render(fmt: Format, l: Line, printed: number, c: RenderCtx): string {
  switch (fmt) {
    case "jsonl":
      return JSON.stringify({ timestamp: iso(printed), service: l.svc, level: LF[l.level], message: withStack(l) });
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(printed),
        status: DD[l.level],
        service: l.svc,
        message: l.msg,
        host: c.pod(l.svc),
        ddsource: "custom",
      };
      if (l.stack?.length) o.error = { stack: l.stack.join("\n"), message: l.msg };
      if (l.trace) o.http = { request_id: l.trace };
      return JSON.stringify(o);
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(printed),
        "log.level": ECS[l.level],
        "service.name": l.svc,
        message: l.msg,
        "event.dataset": `${l.svc}.log`,
      };
      if (l.stack?.length) o["error.stack_trace"] = l.stack.join("\n");
      if (l.trace) o["trace.id"] = l.trace;
      return JSON.stringify(o);
    }
    case "gcp": {
      const p: Record<string, unknown> = { message: withStack(l) };
      if (l.trace) p.trace = l.trace;
      return JSON.stringify({
        timestamp: iso(printed),
        severity: GCP[l.level],
        resource: {
          type: "k8s_container",
          labels: { container_name: l.svc, namespace_name: c.namespace, pod_name: c.pod(l.svc) },
        },
        jsonPayload: p,
      });
    }
    case "logfmt": {
      const head = `ts=${iso(printed)} level=${LF[l.level]} svc=${l.svc} msg=${JSON.stringify(l.msg)}${l.trace ? ` trace=${l.trace}` : ""}`;
      return l.stack?.length ? `${head}\n${l.stack.join("\n")}` : head;
    }
    case "compose": {
      const prefix = `${l.svc}-1`.padEnd(c.pad);
      const head = `${prefix} | ${plain(printed)} | ${GCP[l.level].padEnd(8)} | ${l.msg}${l.trace ? ` [${l.trace}]` : ""}`;
      return l.stack?.length ? [head, ...l.stack.map((s) => `${prefix} | ${s}`)].join("\n") : head;
    }
  }
}
