// The six dev-set line shapes. Each event is printed at its skewed time; stacks stay multi-line where the shape allows.
export type Level = "DEBUG" | "INFO" | "WARN" | "ERROR" | "FATAL";
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export const FORMATS: readonly Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

export interface Ev {
  t: number; // true epoch ms
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  trace?: string;
  errKind?: string;
}

export interface Printed extends Ev {
  pt: number; // printed epoch ms (true time + service clock skew)
}

const iso = (ms: number) => new Date(ms).toISOString();
const plain = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");

const DD: Record<Level, string> = { DEBUG: "debug", INFO: "info", WARN: "warn", ERROR: "error", FATAL: "critical" };
const GCP: Record<Level, string> = {
  DEBUG: "DEBUG",
  INFO: "INFO",
  WARN: "WARNING",
  ERROR: "ERROR",
  FATAL: "CRITICAL",
};
const COMPOSE: Record<Level, string> = {
  DEBUG: "DEBUG",
  INFO: "INFO",
  WARN: "WARNING",
  ERROR: "ERROR",
  FATAL: "CRITICAL",
};

export interface RenderCtx {
  project: string;
  namespace: string;
  pad: number;
  hostOf: (svc: string) => string;
}

const full = (e: Ev) => (e.stack?.length ? `${e.msg}\n${e.stack.join("\n")}` : e.msg);
const q = (s: string) => `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;

export function renderLines(fmt: Format, e: Printed, c: RenderCtx): string[] {
  switch (fmt) {
    case "jsonl":
      return [
        JSON.stringify({
          timestamp: iso(e.pt),
          service: e.svc,
          level: e.level === "FATAL" ? "fatal" : e.level.toLowerCase(),
          message: full(e),
          ...(e.trace ? { trace_id: e.trace } : {}),
        }),
      ];
    case "datadog":
      return [
        JSON.stringify({
          "@timestamp": iso(e.pt),
          status: DD[e.level],
          service: e.svc,
          message: e.msg,
          host: c.hostOf(e.svc),
          ddsource: "custom",
          ...(e.trace ? { http: { request_id: e.trace } } : {}),
          ...(e.stack?.length ? { error: { kind: e.errKind ?? "Error", stack: e.stack.join("\n") } } : {}),
        }),
      ];
    case "ecs":
      return [
        JSON.stringify({
          "@timestamp": iso(e.pt),
          "log.level": e.level === "FATAL" ? "FATAL" : e.level,
          "service.name": e.svc,
          message: e.msg,
          "event.dataset": `${e.svc}.log`,
          ...(e.trace ? { "trace.id": e.trace } : {}),
          ...(e.stack?.length ? { "error.type": e.errKind ?? "Error", "error.stack_trace": e.stack.join("\n") } : {}),
        }),
      ];
    case "gcp":
      return [
        JSON.stringify({
          timestamp: iso(e.pt),
          severity: GCP[e.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: c.namespace, pod_name: c.hostOf(e.svc) },
          },
          jsonPayload: { message: full(e), ...(e.trace ? { trace: e.trace } : {}) },
        }),
      ];
    case "logfmt": {
      const lv = e.level === "FATAL" ? "fatal" : e.level === "WARN" ? "warn" : e.level.toLowerCase();
      const head = `ts=${iso(e.pt)} level=${lv} svc=${e.svc} msg=${q(e.msg)}${e.trace ? ` trace=${e.trace}` : ""}`;
      return [head, ...(e.stack ?? [])];
    }
    case "compose": {
      const pre = `${`${e.svc}-1`.padEnd(c.pad)} | `;
      const head = `${pre}${plain(e.pt)} | ${COMPOSE[e.level].padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      return [head, ...(e.stack ?? []).map((s) => `${pre}${s}`)];
    }
  }
}
