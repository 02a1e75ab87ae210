// The dev set's six line shapes. An event carries its true time; the printed time adds the service's clock skew.

export type Level = "debug" | "info" | "warn" | "error" | "fatal";
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
  /** true time, epoch ms */
  t: number;
  svc: string;
  level: Level;
  msg: string;
  /** multi-line trace in the runtime's own style, first line included */
  stack?: string;
  trace?: string;
  /** the k8s pod or host replica the line came from */
  replica?: number;
}

export interface RenderCtx {
  ns: string;
  /** compose: width of the service column */
  width: number;
}

const iso = (ms: number) => new Date(ms).toISOString();
const plain = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");

function full(e: Ev): string {
  return e.stack ? `${e.msg}\n${e.stack}` : e.msg;
}

export function render(e: Ev, printed: number, f: Format, c: RenderCtx): string[] {
  const rep = e.replica ?? 0;
  switch (f) {
    case "jsonl":
      return [
        JSON.stringify({
          timestamp: iso(printed),
          service: e.svc,
          level: e.level === "fatal" ? "error" : e.level,
          message: full(e),
          ...(e.trace ? { trace_id: e.trace } : {}),
        }),
      ];
    case "datadog": {
      const status = e.level === "fatal" ? "critical" : e.level === "warn" ? "warn" : e.level;
      return [
        JSON.stringify({
          "@timestamp": iso(printed),
          status,
          service: e.svc,
          message: e.msg,
          host: `${e.svc}.node-${rep}`,
          ddsource: "custom",
          ...(e.trace ? { http: { request_id: e.trace } } : {}),
          ...(e.stack ? { error: { stack: e.stack, kind: e.stack.split(/[\n:]/)[0] } } : {}),
        }),
      ];
    }
    case "ecs":
      return [
        JSON.stringify({
          "@timestamp": iso(printed),
          "log.level": e.level.toUpperCase(),
          "service.name": e.svc,
          message: e.msg,
          "event.dataset": `${e.svc}.log`,
          ...(e.trace ? { "transaction.id": e.trace } : {}),
          ...(e.stack ? { "error.stack_trace": e.stack } : {}),
        }),
      ];
    case "gcp": {
      const severity = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" }[e.level];
      return [
        JSON.stringify({
          timestamp: iso(printed),
          severity,
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: c.ns, pod_name: `${e.svc}-${rep}` },
          },
          jsonPayload: { message: full(e), ...(e.trace ? { trace: e.trace } : {}) },
        }),
      ];
    }
    case "logfmt": {
      const lvl = e.level === "fatal" ? "error" : e.level;
      const head = `ts=${iso(printed)} level=${lvl} svc=${e.svc} msg=${JSON.stringify(e.msg)}${e.trace ? ` trace=${e.trace}` : ""}`;
      return e.stack ? [head, ...e.stack.split("\n")] : [head];
    }
    case "compose": {
      const lvl = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" }[e.level];
      const pre = `${e.svc}-1`.padEnd(c.width);
      const head = `${pre} | ${plain(printed)} | ${lvl.padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      return e.stack ? [head, ...e.stack.split("\n").map((l) => `${pre} | ${l}`)] : [head];
    }
  }
}
