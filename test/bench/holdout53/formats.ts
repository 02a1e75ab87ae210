// The dev set's six line shapes (shared/data/incidents/README.md), rendered from one event at its printed time.
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export type Level = "debug" | "info" | "warn" | "error" | "fatal";

export const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

export interface Printed {
  ts: number;
  svc: string;
  level: Level;
  msg: string;
  trace?: string;
  stack?: string;
}

const DD: Record<Level, string> = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "emergency" };
const UP: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };
const GCP: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};
const PY: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};

const iso = (ms: number) => new Date(ms).toISOString();
const plain = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");

/** Renders one event as the format's line(s); `width` pads the compose prefix, `ns` is the GCP namespace. */
export function render(f: Format, e: Printed, width: number, ns: string, node: number): string {
  const full = e.stack ? `${e.msg}\n${e.stack}` : e.msg;
  switch (f) {
    case "jsonl":
      return JSON.stringify({ timestamp: iso(e.ts), service: e.svc, level: e.level, message: full });
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.ts),
        status: DD[e.level],
        service: e.svc,
        message: full,
        host: `${e.svc}.node-${node}`,
        ddsource: "custom",
      };
      if (e.trace) o.http = { request_id: e.trace };
      return JSON.stringify(o);
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.ts),
        "log.level": UP[e.level],
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
      };
      if (e.stack) o["error.stack_trace"] = e.stack;
      if (e.trace) o["transaction.id"] = e.trace;
      return JSON.stringify(o);
    }
    case "gcp": {
      const p: Record<string, unknown> = { message: full };
      if (e.trace) p.trace = e.trace;
      return JSON.stringify({
        timestamp: iso(e.ts),
        severity: GCP[e.level],
        resource: {
          type: "k8s_container",
          labels: { container_name: e.svc, namespace_name: ns, pod_name: `${e.svc}-${node}` },
        },
        jsonPayload: p,
      });
    }
    case "logfmt": {
      const [first, ...rest] = full.split("\n");
      const head = `ts=${iso(e.ts)} level=${e.level} svc=${e.svc} msg=${JSON.stringify(first)}${e.trace ? ` trace=${e.trace}` : ""}`;
      return [head, ...rest].join("\n");
    }
    case "compose": {
      const prefix = `${e.svc}-1`.padEnd(width);
      const [first, ...rest] = full.split("\n");
      const head = `${prefix} | ${plain(e.ts)} | ${PY[e.level].padEnd(8)} | ${first}${e.trace ? ` [${e.trace}]` : ""}`;
      return [head, ...rest.map((r) => `${prefix} | ${r}`)].join("\n");
    }
  }
}
