// The dev set's six line shapes (jsonl, datadog, ecs, gcp, logfmt, compose) for one event, tracebacks included.
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export type Level = "debug" | "info" | "warn" | "error" | "critical";

export const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

export interface Event {
  /** Printed time (true time plus the service's skew), ms since epoch. */
  at: number;
  svc: string;
  level: Level;
  msg: string;
  trace?: string;
  stack?: string[];
}

const UP: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", critical: "CRITICAL" };
const GCP: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  critical: "CRITICAL",
};
const DD: Record<Level, string> = { debug: "debug", info: "info", warn: "warn", error: "error", critical: "emergency" };
const PY: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  critical: "CRITICAL",
};

const iso = (ms: number) => new Date(ms).toISOString();
const plain = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");

/** The lines one event prints as; `pad` is the compose prefix width, `ns` the GCP namespace. */
export function render(f: Format, e: Event, pad: number, ns: string): string[] {
  const full = e.stack?.length ? `${e.msg}\n${e.stack.join("\n")}` : e.msg;
  switch (f) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(e.at), service: e.svc, level: e.level, message: full })];
    case "datadog":
      return [
        JSON.stringify({
          "@timestamp": iso(e.at),
          status: DD[e.level],
          service: e.svc,
          message: full,
          host: `${e.svc}.node-${e.svc.length % 4}`,
          ddsource: "custom",
          ...(e.trace ? { http: { request_id: e.trace } } : {}),
        }),
      ];
    case "ecs":
      return [
        JSON.stringify({
          "@timestamp": iso(e.at),
          "log.level": UP[e.level],
          "service.name": e.svc,
          message: e.msg,
          "event.dataset": `${e.svc}.log`,
          ...(e.trace ? { "transaction.id": e.trace } : {}),
          ...(e.stack?.length ? { "error.stack_trace": e.stack.join("\n") } : {}),
        }),
      ];
    case "gcp":
      return [
        JSON.stringify({
          timestamp: iso(e.at),
          severity: GCP[e.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: ns, pod_name: `${e.svc}-0` },
          },
          jsonPayload: { message: full, ...(e.trace ? { trace: e.trace } : {}) },
        }),
      ];
    case "logfmt": {
      const msg = e.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      const head = `ts=${iso(e.at)} level=${e.level === "critical" ? "fatal" : e.level} svc=${e.svc} msg="${msg}"${e.trace ? ` trace=${e.trace}` : ""}`;
      return [head, ...(e.stack ?? [])];
    }
    case "compose": {
      const pre = `${e.svc}-1`.padEnd(pad);
      const head = `${pre} | ${plain(e.at)} | ${PY[e.level].padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      return [head, ...(e.stack ?? []).map((s) => `${pre} | ${s}`)];
    }
  }
}
