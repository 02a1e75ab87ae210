// The six line shapes of the dev set's README, one physical line per entry plus stack continuation where the
// format carries multi-line text on raw lines (logfmt, compose).

export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export const FORMATS: readonly Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
export type Level = "DEBUG" | "INFO" | "WARN" | "ERROR" | "FATAL";

export interface Ev {
  /** true time in ms since epoch */
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string;
  trace?: string;
}

export interface RenderCtx {
  namespace: string;
  composeWidth: number;
  replica: (svc: string) => number;
}

const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};
export const extOf = (f: Format): string => EXT[f];

const lower: Record<Level, string> = { DEBUG: "debug", INFO: "info", WARN: "warn", ERROR: "error", FATAL: "fatal" };
const ddStatus: Record<Level, string> = {
  DEBUG: "debug",
  INFO: "info",
  WARN: "warn",
  ERROR: "error",
  FATAL: "critical",
};
const gcpSev: Record<Level, string> = {
  DEBUG: "DEBUG",
  INFO: "INFO",
  WARN: "WARNING",
  ERROR: "ERROR",
  FATAL: "CRITICAL",
};
const composeLvl: Record<Level, string> = {
  DEBUG: "DEBUG",
  INFO: "INFO",
  WARN: "WARNING",
  ERROR: "ERROR",
  FATAL: "CRITICAL",
};

const iso = (ms: number): string => new Date(ms).toISOString();
const plain = (ms: number): string => iso(ms).replace("T", " ").replace("Z", "");

function logfmtQuote(s: string): string {
  return `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

export function render(fmt: Format, ev: Ev, printed: number, ctx: RenderCtx): string[] {
  const withStack = ev.stack ? `${ev.msg}\n${ev.stack}` : ev.msg;
  const rep = ctx.replica(ev.svc);
  switch (fmt) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(printed), service: ev.svc, level: lower[ev.level], message: withStack })];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(printed),
        status: ddStatus[ev.level],
        service: ev.svc,
        message: ev.msg,
        host: `${ev.svc}.node-${rep}`,
        ddsource: "custom",
      };
      if (ev.stack) o.error = { stack: ev.stack, kind: firstWord(ev.stack) };
      if (ev.trace) o.http = { request_id: ev.trace };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(printed),
        "log.level": ev.level === "FATAL" ? "FATAL" : ev.level,
        "service.name": ev.svc,
        message: ev.msg,
        "event.dataset": `${ev.svc}.log`,
      };
      if (ev.stack) o["error.stack_trace"] = ev.stack;
      if (ev.trace) o["transaction.id"] = ev.trace;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: withStack };
      if (ev.trace) payload.trace = ev.trace;
      return [
        JSON.stringify({
          timestamp: iso(printed),
          severity: gcpSev[ev.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: ev.svc, namespace_name: ctx.namespace, pod_name: `${ev.svc}-${rep}` },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      let line = `ts=${iso(printed)} level=${lower[ev.level]} svc=${ev.svc} msg=${logfmtQuote(ev.msg)}`;
      if (ev.trace) line += ` trace=${ev.trace}`;
      return ev.stack ? [line, ...ev.stack.split("\n")] : [line];
    }
    case "compose": {
      const prefix = `${ev.svc}-1`.padEnd(ctx.composeWidth);
      const line = `${prefix} | ${plain(printed)} | ${composeLvl[ev.level].padEnd(8)} | ${ev.msg}${ev.trace ? ` [${ev.trace}]` : ""}`;
      return ev.stack ? [line, ...ev.stack.split("\n").map((s) => `${prefix} | ${s}`)] : [line];
    }
  }
}

function firstWord(stack: string): string {
  const m = /^[\w.$]+(?:Error|Exception)/m.exec(stack);
  return m ? m[0] : "Error";
}
