// Renders one event in each of the dev set's six shapes (shared/data/incidents/README.md).
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

export type Level = "debug" | "info" | "warn" | "error" | "fatal";

export interface Ev {
  /** true time, ms since epoch */
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string;
  trace?: string;
}

const DD: Record<Level, string> = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" };
const UP: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };
const GCP: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" };
const COMPOSE: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};

export interface Ctx {
  namespace: string;
  hostOf: (svc: string) => string;
  padTo: number;
}

/** `printed` is the skewed time the service's own clock stamped. */
export function render(f: Format, e: Ev, printed: number, ctx: Ctx): string[] {
  const iso = new Date(printed).toISOString();
  const full = e.stack ? `${e.msg}\n${e.stack}` : e.msg;
  switch (f) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso, service: e.svc, level: e.level, message: full })];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso,
        status: DD[e.level],
        service: e.svc,
        message: full,
        host: ctx.hostOf(e.svc),
        ddsource: "custom",
      };
      if (e.trace) o["dd.trace_id"] = e.trace;
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso,
        "log.level": UP[e.level],
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
        "host.name": ctx.hostOf(e.svc),
      };
      if (e.stack) o["error.stack_trace"] = e.stack;
      if (e.trace) o["trace.id"] = e.trace;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const p: Record<string, unknown> = { message: full };
      if (e.trace) p.trace = e.trace;
      return [
        JSON.stringify({
          timestamp: iso,
          severity: GCP[e.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: ctx.namespace, pod_name: ctx.hostOf(e.svc) },
          },
          jsonPayload: p,
        }),
      ];
    }
    case "logfmt": {
      const msg = e.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      const head = `ts=${iso} level=${e.level === "fatal" ? "fatal" : e.level} svc=${e.svc} msg="${msg}"${e.trace ? ` trace=${e.trace}` : ""}`;
      return e.stack ? [head, ...e.stack.split("\n")] : [head];
    }
    case "compose": {
      const pre = `${`${e.svc}-1`.padEnd(ctx.padTo)} | `;
      const ts = iso.replace("T", " ").replace("Z", "");
      const head = `${pre}${ts} | ${COMPOSE[e.level].padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      return e.stack ? [head, ...e.stack.split("\n").map((l) => `${pre}${l}`)] : [head];
    }
  }
}
