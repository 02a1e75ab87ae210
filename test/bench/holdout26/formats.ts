// The dev set's six line shapes (jsonl, datadog, ecs, gcp, logfmt, compose): one event in, its physical lines out.
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

/** One log event: `t` is the printed time (true time plus the service's clock skew), in epoch ms. */
export interface Ev {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  /** Request or trace id, printed where the format carries one. */
  trace?: string;
  /** Exception class, for the formats with an error field. */
  errType?: string;
}

/** The exception line of a stack: the last one for Python tracebacks, else the first. */
function errMessage(stack: string[]): string | undefined {
  const hits = stack.filter((l) => /^[A-Za-z][\w.$:]*(Error|Exception)\b[^:]*: /.test(l));
  return stack[0]?.startsWith("Traceback") ? hits[hits.length - 1] : hits[0];
}

const iso = (t: number) => new Date(t).toISOString();
const plain = (t: number) => iso(t).replace("T", " ").replace("Z", "");

const DD: Record<Level, string> = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" };
const ECS: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };
const GCP: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};
const LF: Record<Level, string> = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "fatal" };
const CP: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};

/** Renders one event; `pad` is the compose prefix width (longest `name-1`). */
export function render(fmt: Format, e: Ev, pad: number, pod: (svc: string) => string): string[] {
  const full = e.stack?.length ? `${e.msg}\n${e.stack.join("\n")}` : e.msg;
  switch (fmt) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(e.t), service: e.svc, level: e.level, message: full })];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.t),
        status: DD[e.level],
        service: e.svc,
        message: e.msg,
        host: `${e.svc}.${pod(e.svc)}`,
        ddsource: "custom",
      };
      if (e.stack?.length)
        o.error = { kind: e.errType ?? "Error", message: errMessage(e.stack) ?? e.msg, stack: e.stack.join("\n") };
      if (e.trace) o.http = { request_id: e.trace };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.t),
        "log.level": ECS[e.level],
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
      };
      if (e.stack?.length) {
        o["error.type"] = e.errType ?? "Error";
        o["error.message"] = errMessage(e.stack) ?? e.msg;
        o["error.stack_trace"] = e.stack.join("\n");
      }
      if (e.trace) o["transaction.id"] = e.trace;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: full };
      if (e.trace) payload.trace = e.trace;
      return [
        JSON.stringify({
          timestamp: iso(e.t),
          severity: GCP[e.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: "prod", pod_name: `${e.svc}-${pod(e.svc)}` },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const head = `ts=${iso(e.t)} level=${LF[e.level]} svc=${e.svc} msg=${JSON.stringify(e.msg)}${e.trace ? ` trace=${e.trace}` : ""}`;
      return [head, ...(e.stack ?? [])];
    }
    case "compose": {
      const pre = `${e.svc}-1`.padEnd(pad) + " | ";
      const lines = e.msg.split("\n");
      const out = [`${pre}${plain(e.t)} | ${CP[e.level].padEnd(8)} | ${lines[0]}${e.trace ? ` [${e.trace}]` : ""}`];
      for (const l of [...lines.slice(1), ...(e.stack ?? [])]) out.push(pre + l);
      return out;
    }
  }
}
