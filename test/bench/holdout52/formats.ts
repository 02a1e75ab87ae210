// The dev set's six line shapes (jsonl, datadog, ecs, gcp, logfmt, compose), copied from its files.
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

export interface Printed {
  ms: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string;
  trace?: string;
  node: number;
}

const iso = (ms: number) => new Date(ms).toISOString();
const UP = { info: "INFO", warn: "WARN", error: "ERROR" } as const;
const GCP = { info: "INFO", warn: "WARNING", error: "ERROR" } as const;
const COMPOSE = { info: "INFO    ", warn: "WARNING ", error: "ERROR   " } as const;

/** One event as text (may hold several physical lines); `width` pads compose prefixes; `ns` is the k8s namespace. */
export function render(f: Format, e: Printed, width: number, ns: string): string {
  const full = e.stack ? `${e.msg}\n${e.stack}` : e.msg;
  switch (f) {
    case "jsonl":
      return JSON.stringify({ timestamp: iso(e.ms), service: e.svc, level: e.level, message: full });
    case "datadog":
      return JSON.stringify({
        "@timestamp": iso(e.ms),
        status: e.level,
        service: e.svc,
        message: full,
        host: `${e.svc}.node-${e.node}`,
        ddsource: "custom",
        ...(e.trace ? { http: { request_id: e.trace } } : {}),
      });
    case "ecs":
      return JSON.stringify({
        "@timestamp": iso(e.ms),
        "log.level": UP[e.level],
        "service.name": e.svc,
        message: e.msg,
        ...(e.stack ? { "error.stack_trace": e.stack } : {}),
        "event.dataset": `${e.svc}.log`,
        ...(e.trace ? { "transaction.id": e.trace } : {}),
      });
    case "gcp":
      return JSON.stringify({
        timestamp: iso(e.ms),
        severity: GCP[e.level],
        resource: {
          type: "k8s_container",
          labels: { container_name: e.svc, namespace_name: ns, pod_name: `${e.svc}-${e.node}` },
        },
        jsonPayload: { message: full, ...(e.trace ? { trace: e.trace } : {}) },
      });
    case "logfmt": {
      const head = `ts=${iso(e.ms)} level=${e.level} svc=${e.svc} msg=${JSON.stringify(e.msg)}${e.trace ? ` trace=${e.trace}` : ""}`;
      return e.stack ? `${head}\n${e.stack}` : head;
    }
    case "compose": {
      const t = iso(e.ms).replace("T", " ").replace("Z", "");
      const head = `${`${e.svc}-1`.padEnd(width)} | ${t} | ${COMPOSE[e.level]} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      const pre = `${`${e.svc}-1`.padEnd(width)} | `;
      return e.stack
        ? `${head}\n${e.stack
            .split("\n")
            .map((l) => pre + l)
            .join("\n")}`
        : head;
    }
  }
}
