// Renders one event in each of the six line shapes of shared/data/incidents/README.md.
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export type Level = "info" | "warn" | "error" | "fatal";

export const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];

export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

export interface LogEvent {
  /** printed time (true time plus the service's clock skew), epoch ms */
  at: number;
  service: string;
  level: Level;
  msg: string;
  stack?: string[];
  trace?: string;
}

const LEVELS: Record<Format, Record<Level, string>> = {
  jsonl: { info: "info", warn: "warn", error: "error", fatal: "fatal" },
  datadog: { info: "info", warn: "warn", error: "error", fatal: "critical" },
  ecs: { info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" },
  gcp: { info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" },
  logfmt: { info: "info", warn: "warn", error: "error", fatal: "fatal" },
  compose: { info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" },
};

const iso = (ms: number) => new Date(ms).toISOString();
const plain = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");

/** Physical lines for one event; `pad` is the compose prefix width, `ns` the k8s namespace. */
export function render(f: Format, e: LogEvent, pad: number, ns: string): string[] {
  const lv = LEVELS[f][e.level];
  const full = e.stack ? `${e.msg}\n${e.stack.join("\n")}` : e.msg;
  switch (f) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(e.at), service: e.service, level: lv, message: full })];
    case "datadog":
      return [
        JSON.stringify({
          "@timestamp": iso(e.at),
          status: lv,
          service: e.service,
          message: e.msg,
          host: `${e.service}-${ns}`,
          ddsource: "container",
          ...(e.trace ? { dd: { trace_id: e.trace } } : {}),
          ...(e.stack ? { error: { stack: e.stack.join("\n") } } : {}),
        }),
      ];
    case "ecs":
      return [
        JSON.stringify({
          "@timestamp": iso(e.at),
          "log.level": lv,
          "service.name": e.service,
          message: e.msg,
          ...(e.stack ? { "error.stack_trace": e.stack.join("\n") } : {}),
          "event.dataset": `${e.service}.app`,
          ...(e.trace ? { "trace.id": e.trace } : {}),
        }),
      ];
    case "gcp":
      return [
        JSON.stringify({
          timestamp: iso(e.at),
          severity: lv,
          resource: {
            type: "k8s_container",
            labels: { container_name: e.service, namespace_name: ns, pod_name: `${e.service}-7c9d${e.service.length}` },
          },
          jsonPayload: { message: full, ...(e.trace ? { traceId: e.trace } : {}) },
        }),
      ];
    case "logfmt": {
      const msg = e.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      const head = `ts=${iso(e.at)} level=${lv} svc=${e.service} msg="${msg}"${e.trace ? ` trace_id=${e.trace}` : ""}`;
      return [head, ...(e.stack ?? [])];
    }
    case "compose": {
      const prefix = `${e.service}-1`.padEnd(pad);
      return [
        `${prefix} | ${plain(e.at)} | ${lv.padEnd(8)} | ${e.msg}`,
        ...(e.stack ?? []).map((s) => `${prefix} | ${s}`),
      ];
    }
  }
}
