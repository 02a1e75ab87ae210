// Renders one log event in one of the dev set's six shapes (jsonl, datadog, ecs, gcp, logfmt, compose).
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export type Level = "debug" | "info" | "warn" | "error" | "fatal";

export const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

export interface LogEvent {
  /** true time, ms since epoch */
  t: number;
  /** printed time (true time plus the service's clock skew) */
  printed?: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  trace?: string;
  /** host / pod suffix */
  inst?: number;
}

const iso = (ms: number) => new Date(ms).toISOString();
const plain = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");

function fullMessage(e: LogEvent): string {
  return e.stack?.length ? `${e.msg}\n${e.stack.join("\n")}` : e.msg;
}

const upper: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };
const gcpSev: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};
const composeLvl: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};

function logfmtValue(s: string): string {
  return `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

/** Renders `e` as one or more physical lines; `width` pads compose prefixes; `ns` names the k8s namespace. */
export function render(fmt: Format, ev: LogEvent, width: number, ns: string): string[] {
  const nl = ev.msg.indexOf("\n");
  const e: LogEvent =
    nl < 0
      ? ev
      : { ...ev, msg: ev.msg.slice(0, nl), stack: [...ev.msg.slice(nl + 1).split("\n"), ...(ev.stack ?? [])] };
  const ts = e.printed ?? e.t;
  const inst = e.inst ?? 0;
  switch (fmt) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(ts), service: e.svc, level: e.level, message: fullMessage(e) })];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(ts),
        status: e.level === "fatal" ? "critical" : e.level,
        service: e.svc,
        message: e.msg,
        host: `${e.svc}.node-${inst}`,
        ddsource: "custom",
      };
      if (e.stack?.length) o.error = { kind: e.stack[0].split(":")[0].trim(), stack: e.stack.join("\n") };
      if (e.trace) o.http = { request_id: e.trace };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(ts),
        "log.level": upper[e.level],
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
      };
      if (e.stack?.length) o["error.stack_trace"] = e.stack.join("\n");
      if (e.trace) o["transaction.id"] = e.trace;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: fullMessage(e) };
      if (e.trace) payload.trace = e.trace;
      return [
        JSON.stringify({
          timestamp: iso(ts),
          severity: gcpSev[e.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: ns, pod_name: `${e.svc}-${inst}` },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const head = `ts=${iso(ts)} level=${e.level === "fatal" ? "error" : e.level} svc=${e.svc} msg=${logfmtValue(e.msg)}${e.trace ? ` trace=${e.trace}` : ""}`;
      return [head, ...(e.stack ?? [])];
    }
    case "compose": {
      const prefix = `${`${e.svc}-1`.padEnd(width)} | `;
      const head = `${prefix}${plain(ts)} | ${composeLvl[e.level].padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      return [head, ...(e.stack ?? []).map((l) => `${prefix}${l}`)];
    }
  }
}
