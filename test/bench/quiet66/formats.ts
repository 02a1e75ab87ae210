// The six dev-set line shapes (README of the dev set), one rendered event at a time.
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export type Level = "debug" | "info" | "warn" | "error" | "fatal";

export interface Ev {
  t: number; // true time, ms
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  trace?: string;
  printed?: number;
}

export const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

const iso = (ms: number) => new Date(ms).toISOString();
const plain = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");

const UP: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };
const GCP: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};
const COMPOSE: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};

export interface RenderCtx {
  namespace: string;
  podSuffix: Record<string, string>;
  composeWidth: number;
}

function full(e: Ev): string {
  return e.stack?.length ? `${e.msg}\n${e.stack.join("\n")}` : e.msg;
}

export function render(f: Format, e: Ev, c: RenderCtx): string[] {
  const ts = e.printed ?? e.t;
  switch (f) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(ts), service: e.svc, level: e.level, message: full(e) })];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(ts),
        status: e.level === "fatal" ? "critical" : e.level,
        service: e.svc,
        message: e.msg,
        host: `${e.svc}-${c.podSuffix[e.svc]}`,
        ddsource: "container",
      };
      if (e.stack?.length) o.error = { stack: e.stack.join("\n") };
      if (e.trace) o.http = { request_id: e.trace };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(ts),
        "log.level": UP[e.level],
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
      };
      if (e.stack?.length) o["error.stack_trace"] = e.stack.join("\n");
      if (e.trace) o["trace.id"] = e.trace;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: full(e) };
      if (e.trace) payload.trace = e.trace;
      return [
        JSON.stringify({
          timestamp: iso(ts),
          severity: GCP[e.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: c.namespace, pod_name: `${e.svc}-${c.podSuffix[e.svc]}` },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const msg = e.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      let line = `ts=${iso(ts)} level=${e.level} svc=${e.svc} msg="${msg}"`;
      if (e.trace) line += ` trace=${e.trace}`;
      return [line, ...(e.stack ?? [])];
    }
    case "compose": {
      const name = `${e.svc}-1`.padEnd(c.composeWidth);
      const lines = [
        `${name} | ${plain(ts)} | ${COMPOSE[e.level].padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`,
      ];
      for (const s of e.stack ?? []) lines.push(`${name} | ${s}`);
      return lines;
    }
  }
}
