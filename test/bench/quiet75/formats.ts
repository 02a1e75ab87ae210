// The six line shapes of the dev set's README, one event at a time; stack traces stay multi-line where the shape allows.
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export type Level = "DEBUG" | "INFO" | "WARN" | "ERROR" | "FATAL";

export const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

/** One log event: `t` is the true time in ms, `printed` the time the service's clock wrote. */
export interface Ev {
  t: number;
  printed?: number;
  svc: string;
  lvl: Level;
  msg: string;
  stack?: string[];
  trace?: string;
}

const lower: Record<Level, string> = { DEBUG: "debug", INFO: "info", WARN: "warn", ERROR: "error", FATAL: "fatal" };
const dd: Record<Level, string> = { DEBUG: "debug", INFO: "info", WARN: "warn", ERROR: "error", FATAL: "critical" };
const gcp: Record<Level, string> = {
  DEBUG: "DEBUG",
  INFO: "INFO",
  WARN: "WARNING",
  ERROR: "ERROR",
  FATAL: "CRITICAL",
};
const loguru: Record<Level, string> = {
  DEBUG: "DEBUG",
  INFO: "INFO",
  WARN: "WARNING",
  ERROR: "ERROR",
  FATAL: "CRITICAL",
};

const iso = (ms: number) => new Date(ms).toISOString();
const spaced = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");

/** Renders one event as one or more physical lines. `pad` is the compose prefix width. */
export function render(e: Ev, f: Format, ctx: { namespace: string; pad: number }): string[] {
  const ts = e.printed ?? e.t;
  const full = e.stack ? `${e.msg}\n${e.stack.join("\n")}` : e.msg;
  switch (f) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(ts), service: e.svc, level: lower[e.lvl], message: full })];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(ts),
        status: dd[e.lvl],
        service: e.svc,
        message: e.msg,
        host: `${e.svc}-${ctx.namespace}`,
        ddsource: "container",
      };
      if (e.trace) o.dd = { trace_id: e.trace };
      if (e.stack) {
        const kind = e.stack.find((l) => /^[A-Za-z_][\w.:]*(Error|Exception)\b/.test(l.trim()));
        o.error = kind ? { kind: kind.split(":")[0].trim(), stack: e.stack.join("\n") } : { stack: e.stack.join("\n") };
      }
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(ts),
        "log.level": e.lvl === "FATAL" ? "FATAL" : e.lvl,
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
      };
      if (e.trace) o["trace.id"] = e.trace;
      if (e.stack) o["error.stack_trace"] = e.stack.join("\n");
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: full };
      const o: Record<string, unknown> = {
        timestamp: iso(ts),
        severity: gcp[e.lvl],
        resource: {
          type: "k8s_container",
          labels: { container_name: e.svc, namespace_name: ctx.namespace, pod_name: `${e.svc}-${podSuffix(e.svc)}` },
        },
        jsonPayload: payload,
      };
      if (e.trace) o["logging.googleapis.com/trace"] = `projects/${ctx.namespace}/traces/${e.trace}`;
      return [JSON.stringify(o)];
    }
    case "logfmt": {
      const head = `ts=${iso(ts)} level=${lower[e.lvl]} svc=${e.svc} msg=${JSON.stringify(e.msg)}${e.trace ? ` trace=${e.trace}` : ""}`;
      return [head, ...(e.stack ?? [])];
    }
    case "compose": {
      const prefix = `${e.svc}-1`.padEnd(ctx.pad);
      const head = `${prefix}| ${spaced(ts)} | ${loguru[e.lvl].padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      return [head, ...(e.stack ?? []).map((l) => `${prefix}| ${l}`)];
    }
  }
}

function podSuffix(svc: string): string {
  let h = 7;
  for (const c of svc) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return `${(h % 0xfffff).toString(16).padStart(5, "0").slice(0, 5)}-${((h >>> 8) % 46656).toString(36).padStart(3, "x")}`;
}
