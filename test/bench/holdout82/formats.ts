// The six line shapes of the dev set (jsonl, datadog, ecs, gcp, logfmt, compose), one event at a time.
export type Level = "debug" | "info" | "warn" | "error" | "fatal";
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

/** One rendered event: printed time (ms, skew included), service, level, message, optional stack and trace. */
export interface Printed {
  ms: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string;
  errKind?: string;
  trace?: string;
}

const iso = (ms: number) => new Date(ms).toISOString();
const plain = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");

export interface RenderCtx {
  namespace: string;
  pad: number;
  host: (svc: string) => string;
}

export function render(f: Format, e: Printed, ctx: RenderCtx): string[] {
  const full = e.stack ? `${e.msg}\n${e.stack}` : e.msg;
  switch (f) {
    case "jsonl":
      return [
        JSON.stringify({
          timestamp: iso(e.ms),
          service: e.svc,
          level: e.level === "fatal" ? "fatal" : e.level,
          message: full,
          ...(e.trace ? { trace_id: e.trace } : {}),
        }),
      ];
    case "datadog": {
      const status = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" }[e.level];
      return [
        JSON.stringify({
          "@timestamp": iso(e.ms),
          status,
          service: e.svc,
          message: e.msg,
          host: ctx.host(e.svc),
          ddsource: "custom",
          ...(e.trace ? { dd: { trace_id: e.trace } } : {}),
          ...(e.stack ? { error: { kind: e.errKind ?? "Error", stack: e.stack } } : {}),
        }),
      ];
    }
    case "ecs": {
      const lv = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" }[e.level];
      return [
        JSON.stringify({
          "@timestamp": iso(e.ms),
          "log.level": lv,
          "service.name": e.svc,
          message: e.msg,
          "event.dataset": `${e.svc}.log`,
          ...(e.trace ? { "trace.id": e.trace } : {}),
          ...(e.stack ? { "error.type": e.errKind ?? "Error", "error.stack_trace": e.stack } : {}),
        }),
      ];
    }
    case "gcp": {
      const sev = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" }[e.level];
      return [
        JSON.stringify({
          timestamp: iso(e.ms),
          severity: sev,
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: ctx.namespace, pod_name: ctx.host(e.svc) },
          },
          jsonPayload: { message: full, ...(e.trace ? { trace: e.trace } : {}) },
        }),
      ];
    }
    case "logfmt": {
      const lines = full.split("\n");
      const head = `ts=${iso(e.ms)} level=${e.level === "fatal" ? "fatal" : e.level} svc=${e.svc} msg=${JSON.stringify(lines[0])}${e.trace ? ` trace=${e.trace}` : ""}`;
      return [head, ...lines.slice(1)];
    }
    case "compose": {
      const name = `${e.svc}-1`.padEnd(ctx.pad);
      const lv = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" }[e.level].padEnd(
        8,
      );
      const lines = full.split("\n");
      const head = `${name} | ${plain(e.ms)} | ${lv} | ${lines[0]}${e.trace ? ` [${e.trace}]` : ""}`;
      return [head, ...lines.slice(1).map((l) => `${name} | ${l}`)];
    }
  }
}
