// The six aggregated line shapes of the dev set (shared/data/incidents/README.md), one event at a time.
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export const FORMATS: readonly Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
export type Level = "debug" | "info" | "warn" | "error" | "fatal";

/** One log event; `t` is the true time in ms, `stack` continues the message on further lines. */
export interface Ev {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  trace?: string;
}

export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

const DD = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" };
const ECS = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };
const GCP = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" };
const COMPOSE = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" };

const iso = (ms: number) => new Date(ms).toISOString();
const plain = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");
const q = (s: string) => `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;

export interface RenderCtx {
  namespace: string;
  pod: (svc: string) => string;
  composeWidth: number;
}

/** Renders `e` printed at `printed` ms as one or more lines of format `f`. */
export function render(f: Format, e: Ev, printed: number, c: RenderCtx): string[] {
  const full = e.stack?.length ? `${e.msg}\n${e.stack.join("\n")}` : e.msg;
  switch (f) {
    case "jsonl":
      return [
        JSON.stringify({
          timestamp: iso(printed),
          service: e.svc,
          level: e.level,
          message: full,
          ...(e.trace ? { trace_id: e.trace } : {}),
        }),
      ];
    case "datadog":
      return [
        JSON.stringify({
          "@timestamp": iso(printed),
          status: DD[e.level],
          service: e.svc,
          message: full,
          host: c.pod(e.svc),
          ddsource: "kubernetes",
          ...(e.trace ? { dd: { trace_id: e.trace } } : {}),
        }),
      ];
    case "ecs":
      return [
        JSON.stringify({
          "@timestamp": iso(printed),
          "log.level": ECS[e.level],
          "service.name": e.svc,
          message: e.msg,
          ...(e.stack?.length ? { "error.stack_trace": e.stack.join("\n") } : {}),
          "event.dataset": `${e.svc}.log`,
          "host.name": c.pod(e.svc),
          ...(e.trace ? { "trace.id": e.trace } : {}),
        }),
      ];
    case "gcp":
      return [
        JSON.stringify({
          timestamp: iso(printed),
          severity: GCP[e.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: c.namespace, pod_name: c.pod(e.svc) },
          },
          jsonPayload: { message: full, ...(e.trace ? { trace: e.trace } : {}) },
        }),
      ];
    case "logfmt": {
      const head = `ts=${iso(printed)} level=${e.level === "fatal" ? "crit" : e.level} svc=${e.svc} msg=${q(e.msg)}${e.trace ? ` trace=${e.trace}` : ""}`;
      return [head, ...(e.stack ?? [])];
    }
    case "compose": {
      const prefix = `${`${e.svc}-1`.padEnd(c.composeWidth)} | `;
      const head = `${prefix}${plain(printed)} | ${COMPOSE[e.level].padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      return [head, ...(e.stack ?? []).map((l) => `${prefix}${l}`)];
    }
  }
}
