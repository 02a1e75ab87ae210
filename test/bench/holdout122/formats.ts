// The dev set's six line shapes (README of the incident data), with multi-line stacks where a shape allows them.
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

export type Level = "debug" | "info" | "warn" | "error" | "fatal";

export interface Ev {
  t: number; // printed epoch ms (true time + the service's skew)
  service: string;
  level: Level;
  msg: string;
  stack?: string; // first line is the exception line
  errType?: string;
  trace?: string;
}

const iso = (t: number) => new Date(t).toISOString();
const plain = (t: number) => iso(t).replace("T", " ").replace("Z", "");

export function render(f: Format, ev: Ev, ns: string, padTo: number): string[] {
  const nl = ev.msg.indexOf("\n");
  // text formats print a multi-line message as a first line plus raw continuation lines
  const e: Ev =
    nl >= 0 && (f === "logfmt" || f === "compose")
      ? { ...ev, msg: ev.msg.slice(0, nl), stack: [ev.msg.slice(nl + 1), ev.stack].filter(Boolean).join("\n") }
      : ev;
  const full = e.stack ? `${e.msg}\n${e.stack}` : e.msg;
  switch (f) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(e.t), service: e.service, level: e.level, message: full })];
    case "datadog": {
      const status = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" }[e.level];
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.t),
        status,
        service: e.service,
        message: e.msg,
        host: `${e.service}.node-${e.service.length % 3}`,
        ddsource: "custom",
      };
      if (e.trace) o.http = { request_id: e.trace };
      if (e.stack) o.error = { kind: e.errType ?? "Error", stack: e.stack };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.t),
        "log.level": { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" }[e.level],
        "service.name": e.service,
        message: e.msg,
        "event.dataset": `${e.service}.log`,
      };
      if (e.trace) o["transaction.id"] = e.trace;
      if (e.stack) {
        o["error.type"] = e.errType ?? "Error";
        o["error.stack_trace"] = e.stack;
      }
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const severity = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" }[e.level];
      const payload: Record<string, unknown> = { message: full };
      if (e.trace) payload.trace = e.trace;
      return [
        JSON.stringify({
          timestamp: iso(e.t),
          severity,
          resource: {
            type: "k8s_container",
            labels: { container_name: e.service, namespace_name: ns, pod_name: `${e.service}-${e.service.length % 4}` },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const head = `ts=${iso(e.t)} level=${e.level === "fatal" ? "error" : e.level} svc=${e.service} msg=${JSON.stringify(e.msg)}${e.trace ? ` trace=${e.trace}` : ""}`;
      return e.stack ? [head, ...e.stack.split("\n")] : [head];
    }
    case "compose": {
      const pre = `${e.service}-1`.padEnd(padTo + 2);
      const lvl = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" }[e.level].padEnd(
        8,
      );
      const head = `${pre} | ${plain(e.t)} | ${lvl} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      return e.stack ? [head, ...e.stack.split("\n").map((l) => `${pre} | ${l}`)] : [head];
    }
  }
}
