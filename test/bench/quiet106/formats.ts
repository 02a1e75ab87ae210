// The six aggregated line shapes of the dev set (jsonl, datadog, ecs, gcp, logfmt, compose), one event at a time.
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export type Level = "debug" | "info" | "warn" | "error" | "fatal";

export interface LogEvent {
  /** true time, ms */
  t: number;
  /** printed time (true time plus the service's clock skew), ms */
  p: number;
  seq: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
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

const UPPER: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };
const GCP: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" };
const DD: Record<Level, string> = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" };
const LOGURU: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};

const iso = (ms: number): string => new Date(ms).toISOString();
const full = (e: LogEvent): string => (e.stack?.length ? `${e.msg}\n${e.stack.join("\n")}` : e.msg);
const qq = (s: string): string => `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;

export interface RenderCtx {
  namespace: string;
  /** width of the compose prefix column */
  pad: number;
  hostOf: (svc: string) => string;
  podOf: (svc: string) => string;
}

export function render(fmt: Format, e: LogEvent, c: RenderCtx): string[] {
  switch (fmt) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(e.p), service: e.svc, level: e.level, message: full(e) })];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.p),
        status: DD[e.level],
        service: e.svc,
        message: full(e),
        host: c.hostOf(e.svc),
        ddsource: "custom",
      };
      if (e.trace) o.http = { request_id: e.trace };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.p),
        "log.level": UPPER[e.level],
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
      };
      if (e.trace) o["transaction.id"] = e.trace;
      if (e.stack?.length) {
        if (e.errType) o["error.type"] = e.errType;
        o["error.stack_trace"] = e.stack.join("\n");
      }
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: full(e) };
      if (e.trace) payload.trace = e.trace;
      return [
        JSON.stringify({
          timestamp: iso(e.p),
          severity: GCP[e.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: c.namespace, pod_name: c.podOf(e.svc) },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const head = `ts=${iso(e.p)} level=${e.level} svc=${e.svc} msg=${qq(e.msg)}${e.trace ? ` trace=${e.trace}` : ""}`;
      return [head, ...(e.stack ?? [])];
    }
    case "compose": {
      const prefix = `${e.svc}-1`.padEnd(c.pad);
      const ts = iso(e.p).replace("T", " ").replace("Z", "");
      const head = `${prefix} | ${ts} | ${LOGURU[e.level].padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      return [head, ...(e.stack ?? []).map((l) => `${prefix} | ${l}`)];
    }
  }
}
