// Renders one event in each of the six dev-set formats (README shapes); stack traces where the format allows.
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export type Level = "debug" | "info" | "warn" | "error";

export interface Ev {
  t: number; // printed epoch ms (skew applied)
  svc: string;
  level: Level;
  msg: string;
  stack?: string; // multi-line, first line is the exception header
  trace?: string;
  kind?: string; // exception type for formats with a field for it
}

export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

const iso = (t: number) => new Date(t).toISOString();
const UP: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR" };
const GCP: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR" };
const COMPOSE: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR" };

export function render(fmt: Format, e: Ev, ctx: { namespace: string; width: number; node: number }): string[] {
  const withStack = e.stack ? `${e.msg}\n${e.stack}` : e.msg;
  switch (fmt) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(e.t), service: e.svc, level: e.level, message: withStack })];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.t),
        status: e.level,
        service: e.svc,
        message: e.msg,
        host: `${e.svc}-${ctx.node}.${ctx.namespace}`,
        ddsource: "container",
      };
      if (e.trace) o.http = { request_id: e.trace };
      if (e.stack) o.error = { kind: e.kind ?? "Error", stack: e.stack };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.t),
        "log.level": UP[e.level],
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
      };
      if (e.trace) o["trace.id"] = e.trace;
      if (e.stack) {
        o["error.type"] = e.kind ?? "Error";
        o["error.stack_trace"] = e.stack;
      }
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: withStack };
      if (e.trace) payload.trace = e.trace;
      return [
        JSON.stringify({
          timestamp: iso(e.t),
          severity: GCP[e.level],
          resource: {
            type: "k8s_container",
            labels: {
              container_name: e.svc,
              namespace_name: ctx.namespace,
              pod_name: `${e.svc}-${ctx.node}`,
            },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const q = e.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      const first = `ts=${iso(e.t)} level=${e.level} svc=${e.svc} msg="${q}"${e.trace ? ` trace=${e.trace}` : ""}`;
      return e.stack ? [first, ...e.stack.split("\n")] : [first];
    }
    case "compose": {
      const p = `${`${e.svc}-1`.padEnd(ctx.width)} | `;
      const ts = iso(e.t).replace("T", " ").replace("Z", "");
      const first = `${p}${ts} | ${COMPOSE[e.level].padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      return e.stack ? [first, ...e.stack.split("\n").map((l) => `${p}${l}`)] : [first];
    }
  }
}
