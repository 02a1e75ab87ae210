// The dev set's six line shapes (../shared/data/incidents): one rendered line per event.
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

/** One printed line's content; `at` is the printed time (true time plus the service's skew). */
export interface Printed {
  at: number;
  svc: string;
  level: Level;
  msg: string;
  trace?: string;
  host: number;
}

const iso = (ms: number) => new Date(ms).toISOString();
const composeTime = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");

const LV: Record<Format, Record<Level, string>> = {
  jsonl: { info: "info", warn: "warn", error: "error", fatal: "error" },
  datadog: { info: "info", warn: "warn", error: "error", fatal: "emergency" },
  ecs: { info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" },
  gcp: { info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" },
  logfmt: { info: "info", warn: "warn", error: "error", fatal: "error" },
  compose: { info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" },
};

/** Renders one event; `pad` is the compose prefix width, `ns` the GCP namespace. */
export function render(f: Format, e: Printed, pad: number, ns: string): string {
  const lv = LV[f][e.level];
  switch (f) {
    case "jsonl":
      return JSON.stringify({ timestamp: iso(e.at), service: e.svc, level: lv, message: e.msg });
    case "datadog":
      return JSON.stringify({
        "@timestamp": iso(e.at),
        status: lv,
        service: e.svc,
        message: e.msg,
        host: `${e.svc}.node-${e.host}`,
        ddsource: "custom",
        ...(e.trace ? { http: { request_id: e.trace } } : {}),
      });
    case "ecs":
      return JSON.stringify({
        "@timestamp": iso(e.at),
        "log.level": lv,
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
        ...(e.trace ? { "transaction.id": e.trace } : {}),
      });
    case "gcp":
      return JSON.stringify({
        timestamp: iso(e.at),
        severity: lv,
        resource: {
          type: "k8s_container",
          labels: { container_name: e.svc, namespace_name: ns, pod_name: `${e.svc}-${e.host}` },
        },
        jsonPayload: { message: e.msg, ...(e.trace ? { trace: e.trace } : {}) },
      });
    case "logfmt":
      return `ts=${iso(e.at)} level=${lv} svc=${e.svc} msg="${e.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"${e.trace ? ` trace=${e.trace}` : ""}`;
    case "compose":
      return `${`${e.svc}-1`.padEnd(pad)}| ${composeTime(e.at)} | ${lv.padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
  }
}
