// The dev set's six line shapes (../shared/data/incidents/README.md), one rendered event -> one or more lines.
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
  /** printed time (true time plus the service's clock skew), ms since epoch */
  at: number;
  service: string;
  level: Level;
  msg: string;
  stack?: string[];
  errorType?: string;
  trace?: string;
}

const DD: Record<Level, string> = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" };
const ECS: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };
const GCP: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};

const iso = (ms: number) => new Date(ms).toISOString();
const spaced = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");

/** Renders one event; `ns` is the Kubernetes namespace, `pad` the compose prefix width. */
export function render(f: Format, e: Printed, ns: string, pad: number, host: number): string[] {
  const full = e.stack?.length ? `${e.msg}\n${e.stack.join("\n")}` : e.msg;
  switch (f) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(e.at), service: e.service, level: e.level, message: full })];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.at),
        status: DD[e.level],
        service: e.service,
        message: e.msg,
        host: `${e.service}.node-${host}`,
        ddsource: "custom",
      };
      if (e.trace) o.http = { request_id: e.trace };
      if (e.stack?.length) o.error = { kind: e.errorType ?? "Error", stack: e.stack.join("\n") };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.at),
        "log.level": ECS[e.level],
        "service.name": e.service,
        message: e.msg,
        "event.dataset": `${e.service}.log`,
      };
      if (e.stack?.length) {
        o["error.type"] = e.errorType ?? "Error";
        o["error.stack_trace"] = e.stack.join("\n");
      }
      if (e.trace) o["transaction.id"] = e.trace;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: full };
      if (e.trace) payload.trace = e.trace;
      return [
        JSON.stringify({
          timestamp: iso(e.at),
          severity: GCP[e.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: e.service, namespace_name: ns, pod_name: `${e.service}-${host}` },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const head = `ts=${iso(e.at)} level=${e.level} svc=${e.service} msg=${JSON.stringify(e.msg)}${e.trace ? ` trace=${e.trace}` : ""}`;
      return [head, ...(e.stack ?? [])];
    }
    case "compose": {
      const p = `${e.service}-1`.padEnd(pad);
      const lines = [`${p} | ${spaced(e.at)} | ${GCP[e.level].padEnd(8)} | ${e.msg}`];
      for (const s of e.stack ?? []) lines.push(`${p} | ${s}`);
      return lines;
    }
  }
}
