// The dev set's six line shapes; a stack trace rides along the way each shape carries one.
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
  /** printed time, epoch ms (clock skew already applied) */
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string;
  trace?: string;
  pod?: string;
}

const iso = (t: number) => new Date(t).toISOString();
const DD: Record<Level, string> = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" };
const GCP: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" };
const PY: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" };

export function render(f: Format, e: LogEvent, ns: string, width: number): string[] {
  const full = e.stack ? `${e.msg}\n${e.stack}` : e.msg;
  const pod = e.pod ?? `${e.svc}-0`;
  switch (f) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(e.t), service: e.svc, level: e.level, message: full })];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.t),
        status: DD[e.level],
        service: e.svc,
        message: e.msg,
        host: pod,
        ddsource: "kubernetes",
      };
      if (e.trace) o.http = { request_id: e.trace };
      if (e.stack) o.error = { stack: e.stack };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.t),
        "log.level": e.level === "fatal" ? "FATAL" : e.level.toUpperCase(),
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
      };
      if (e.trace) o["trace.id"] = e.trace;
      if (e.stack) o["error.stack_trace"] = e.stack;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: full };
      if (e.trace) payload.trace = e.trace;
      return [
        JSON.stringify({
          timestamp: iso(e.t),
          severity: GCP[e.level],
          resource: { type: "k8s_container", labels: { container_name: e.svc, namespace_name: ns, pod_name: pod } },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const q = e.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n").replace(/\t/g, "\\t");
      const lvl = e.level === "fatal" ? "fatal" : e.level;
      const head = `ts=${iso(e.t)} level=${lvl} svc=${e.svc} msg="${q}"${e.trace ? ` trace=${e.trace}` : ""}`;
      return e.stack ? [head, ...e.stack.split("\n")] : [head];
    }
    case "compose": {
      const prefix = `${e.svc}-1`.padEnd(width);
      const ts = iso(e.t).replace("T", " ").replace("Z", "");
      const [first, ...rest] = e.msg.split("\n");
      const head = `${prefix} | ${ts} | ${PY[e.level].padEnd(8)} | ${first}${e.trace ? ` [${e.trace}]` : ""}`;
      const more = [...rest, ...(e.stack ? e.stack.split("\n") : [])];
      return [head, ...more.map((l) => `${prefix} | ${l}`)];
    }
  }
}
