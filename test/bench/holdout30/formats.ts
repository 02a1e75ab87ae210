// The dev set's six line shapes (shared/data/incidents/README.md), one renderer each.
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

export type Level = "debug" | "info" | "warn" | "error" | "fatal";

/** One printed event: `at` is the printed (skewed) time in ms. */
export interface Printed {
  at: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string;
  trace?: string;
}

export interface FileCtx {
  namespace: string;
  width: number;
  pods: Map<string, string>;
  hosts: Map<string, number>;
}

const DD: Record<Level, string> = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" };
const ECS: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };
const GCP: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" };
const CMP: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" };

const iso = (ms: number) => new Date(ms).toISOString();
const full = (e: Printed) => (e.stack ? `${e.msg}\n${e.stack}` : e.msg);

/** Renders one event as one or more physical lines. */
export function render(e: Printed, f: Format, c: FileCtx): string[] {
  switch (f) {
    case "jsonl":
      return [
        JSON.stringify({
          timestamp: iso(e.at),
          service: e.svc,
          level: e.level,
          message: e.trace ? `${full(e)} trace_id=${e.trace}` : full(e),
        }),
      ];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.at),
        status: DD[e.level],
        service: e.svc,
        message: e.msg,
        host: `${e.svc}.node-${c.hosts.get(e.svc) ?? 0}`,
        ddsource: "custom",
      };
      if (e.stack) o.error = { stack: e.stack };
      if (e.trace) o.http = { request_id: e.trace };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.at),
        "log.level": ECS[e.level],
        "service.name": e.svc,
        message: e.msg,
      };
      if (e.stack) o["error.stack_trace"] = e.stack;
      o["event.dataset"] = `${e.svc}.log`;
      if (e.trace) o["transaction.id"] = e.trace;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, string> = { message: full(e) };
      if (e.trace) payload.trace = e.trace;
      return [
        JSON.stringify({
          timestamp: iso(e.at),
          severity: GCP[e.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: c.namespace, pod_name: c.pods.get(e.svc) ?? `${e.svc}-0` },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const [first, ...rest] = full(e).split("\n");
      const msg = first.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      return [
        `ts=${iso(e.at)} level=${e.level} svc=${e.svc} msg="${msg}"${e.trace ? ` trace=${e.trace}` : ""}`,
        ...rest,
      ];
    }
    case "compose": {
      const [first, ...rest] = full(e).split("\n");
      const name = `${e.svc}-1`.padEnd(c.width);
      const t = iso(e.at).replace("T", " ").replace("Z", "");
      return [
        `${name} | ${t} | ${CMP[e.level].padEnd(8)} | ${first}${e.trace ? ` [${e.trace}]` : ""}`,
        ...rest.map((r) => `${name} | ${r}`),
      ];
    }
  }
}
