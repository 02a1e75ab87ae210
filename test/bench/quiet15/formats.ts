// The dev set's six line shapes (jsonl, datadog, ecs, gcp, logfmt, compose) and the file extension of each.
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export type Level = "info" | "warn" | "error";

export const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];

export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

/** One printed line before formatting: printed time (ms, skew included), service, level, message, trace id. */
export interface Line {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  trace?: string;
}

const iso = (t: number) => new Date(t).toISOString();
const plain = (t: number) => iso(t).replace("T", " ").replace("Z", "");

export function render(f: Format, l: Line, ns: string, width: number): string {
  switch (f) {
    case "jsonl":
      return JSON.stringify({ timestamp: iso(l.t), service: l.svc, level: l.level, message: l.msg });
    case "datadog":
      return JSON.stringify({
        "@timestamp": iso(l.t),
        status: l.level,
        service: l.svc,
        message: l.msg,
        host: `${l.svc}.node-${l.svc.length % 4}`,
        ddsource: "custom",
        ...(l.trace ? { http: { request_id: l.trace } } : {}),
      });
    case "ecs":
      return JSON.stringify({
        "@timestamp": iso(l.t),
        "log.level": l.level.toUpperCase(),
        "service.name": l.svc,
        message: l.msg,
        "event.dataset": `${l.svc}.log`,
        ...(l.trace ? { "transaction.id": l.trace } : {}),
      });
    case "gcp":
      return JSON.stringify({
        timestamp: iso(l.t),
        severity: { info: "INFO", warn: "WARNING", error: "ERROR" }[l.level],
        resource: {
          type: "k8s_container",
          labels: { container_name: l.svc, namespace_name: ns, pod_name: `${l.svc}-${l.svc.length % 3}` },
        },
        jsonPayload: { message: l.msg, ...(l.trace ? { trace: l.trace } : {}) },
      });
    case "logfmt":
      return `ts=${iso(l.t)} level=${l.level} svc=${l.svc} msg=${JSON.stringify(l.msg)}${l.trace ? ` trace=${l.trace}` : ""}`;
    case "compose": {
      const lv = { info: "INFO", warn: "WARNING", error: "ERROR" }[l.level].padEnd(8);
      return `${`${l.svc}-1`.padEnd(width)} | ${plain(l.t)} | ${lv} | ${l.msg}${l.trace ? ` [${l.trace}]` : ""}`;
    }
  }
}
