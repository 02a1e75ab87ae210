// The six aggregated-log formats of the dev set, one event rendered to one or more physical lines.
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export type Level = "debug" | "info" | "warn" | "error" | "fatal";

export interface Ev {
  /** true time, epoch ms */
  t: number;
  /** printed time, epoch ms (true time plus the service's clock skew) */
  pt: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string;
  errType?: string;
  trace?: string;
}

export const FORMATS: readonly Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];

export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

const DD: Record<Level, string> = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" };
const ECS: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };
const GCP: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};
const CMP: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};

const iso = (ms: number) => new Date(ms).toISOString();
const full = (e: Ev) => (e.stack ? `${e.msg}\n${e.stack}` : e.msg);

export interface RenderCtx {
  namespace: string;
  hostOf: (svc: string) => string;
  padTo: number;
}

export function render(fmt: Format, e: Ev, c: RenderCtx): string[] {
  switch (fmt) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(e.pt), service: e.svc, level: e.level, message: full(e) })];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.pt),
        status: DD[e.level],
        service: e.svc,
        message: e.msg,
        host: c.hostOf(e.svc),
        ddsource: "custom",
      };
      if (e.trace) o.http = { request_id: e.trace };
      if (e.stack) o.error = { kind: e.errType ?? "Error", stack: e.stack };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.pt),
        "log.level": ECS[e.level],
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
      };
      if (e.trace) o["transaction.id"] = e.trace;
      if (e.stack) {
        if (e.errType) o["error.type"] = e.errType;
        o["error.stack_trace"] = e.stack;
      }
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: full(e) };
      if (e.trace) payload.trace = e.trace;
      return [
        JSON.stringify({
          timestamp: iso(e.pt),
          severity: GCP[e.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: c.namespace, pod_name: c.hostOf(e.svc) },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const [first, ...more] = e.msg.split("\n");
      const msg = first.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      const head = `ts=${iso(e.pt)} level=${e.level === "fatal" ? "fatal" : e.level} svc=${e.svc} msg="${msg}"${e.trace ? ` trace=${e.trace}` : ""}`;
      return [head, ...more, ...(e.stack ? e.stack.split("\n") : [])];
    }
    case "compose": {
      const name = `${e.svc}-1`.padEnd(c.padTo);
      const ts = iso(e.pt).replace("T", " ").replace("Z", "");
      const [first, ...more] = e.msg.split("\n");
      const head = `${name} | ${ts} | ${CMP[e.level].padEnd(8)} | ${first}${e.trace ? ` [${e.trace}]` : ""}`;
      const rest = [...more, ...(e.stack ? e.stack.split("\n") : [])];
      return [head, ...rest.map((l) => `${name} | ${l}`)];
    }
  }
}
