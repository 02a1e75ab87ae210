// Renders one log event in each of the dev set's six formats; stack traces go where each format keeps them.
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
export type Level = "debug" | "info" | "warn" | "error";

export interface Ev {
  /** printed time (true time plus the service's skew), ms since epoch */
  t: number;
  service: string;
  level: Level;
  msg: string;
  stack?: string[];
  errType?: string;
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

const iso = (t: number) => new Date(t).toISOString();
const plain = (t: number) => iso(t).replace("T", " ").replace("Z", "");
const GCP: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR" };
const COMPOSE: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR" };

export function render(
  fmt: Format,
  e: Ev,
  ctx: { namespace: string; hostOf: (s: string) => string; pad: number },
): string {
  const full = e.stack?.length ? `${e.msg}\n${e.stack.join("\n")}` : e.msg;
  switch (fmt) {
    case "jsonl":
      return JSON.stringify({ timestamp: iso(e.t), service: e.service, level: e.level, message: full });
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.t),
        status: e.level,
        service: e.service,
        message: e.msg,
        host: ctx.hostOf(e.service),
        ddsource: "custom",
      };
      if (e.trace) o["dd.trace_id"] = e.trace;
      if (e.stack?.length) o.error = { kind: e.errType ?? "Error", message: e.msg, stack: e.stack.join("\n") };
      return JSON.stringify(o);
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.t),
        "log.level": e.level.toUpperCase(),
        "service.name": e.service,
        message: e.msg,
        "event.dataset": `${e.service}.log`,
      };
      if (e.trace) o["trace.id"] = e.trace;
      if (e.stack?.length) {
        o["error.type"] = e.errType ?? "Error";
        o["error.stack_trace"] = e.stack.join("\n");
      }
      return JSON.stringify(o);
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: full };
      if (e.trace) payload.trace = e.trace;
      return JSON.stringify({
        timestamp: iso(e.t),
        severity: GCP[e.level],
        resource: {
          type: "k8s_container",
          labels: { container_name: e.service, namespace_name: ctx.namespace, pod_name: ctx.hostOf(e.service) },
        },
        jsonPayload: payload,
      });
    }
    case "logfmt": {
      const head = `ts=${iso(e.t)} level=${e.level} svc=${e.service} msg=${JSON.stringify(e.msg)}${e.trace ? ` trace=${e.trace}` : ""}`;
      return e.stack?.length ? [head, ...e.stack].join("\n") : head;
    }
    case "compose": {
      const prefix = `${`${e.service}-1`.padEnd(ctx.pad)}| `;
      const head = `${prefix}${plain(e.t)} | ${COMPOSE[e.level].padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      return e.stack?.length ? [head, ...e.stack.map((s) => `${prefix}${s}`)].join("\n") : head;
    }
  }
}
