// The dev set's six line shapes; a stack trace goes where each shape keeps one.
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

export type Level = "info" | "warn" | "error";

export interface LogEvent {
  /** Printed time (true time plus the service's clock skew), ms since epoch. */
  t: number;
  service: string;
  level: Level;
  message: string;
  stack?: string[];
  trace?: string;
  /** Exception class, for the shapes that carry one. */
  kind?: string;
}

const iso = (t: number) => new Date(t).toISOString();
const composeTime = (t: number) => iso(t).replace("T", " ").replace("Z", "");

export function render(e: LogEvent, f: Format, ns: string, width: number): string[] {
  const full = e.stack?.length ? `${e.message}\n${e.stack.join("\n")}` : e.message;
  switch (f) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(e.t), service: e.service, level: e.level, message: full })];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.t),
        status: e.level,
        service: e.service,
        message: e.message,
        host: `${e.service}.node-${e.service.length % 3}`,
        ddsource: "custom",
      };
      if (e.trace) o.http = { request_id: e.trace };
      if (e.stack?.length)
        o.error = { kind: e.kind ?? e.stack[0].split(":")[0], message: e.message, stack: e.stack.join("\n") };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.t),
        "log.level": e.level.toUpperCase(),
        "service.name": e.service,
        message: e.message,
      };
      if (e.stack?.length) o["error.stack_trace"] = e.stack.join("\n");
      o["event.dataset"] = `${e.service}.log`;
      if (e.trace) o["transaction.id"] = e.trace;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: full };
      if (e.trace) payload.trace = e.trace;
      return [
        JSON.stringify({
          timestamp: iso(e.t),
          severity: e.level === "warn" ? "WARNING" : e.level.toUpperCase(),
          resource: {
            type: "k8s_container",
            labels: { container_name: e.service, namespace_name: ns, pod_name: `${e.service}-0` },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const head = `ts=${iso(e.t)} level=${e.level} svc=${e.service} msg=${JSON.stringify(e.message)}${e.trace ? ` trace=${e.trace}` : ""}`;
      return [head, ...(e.stack ?? [])];
    }
    case "compose": {
      const prefix = `${`${e.service}-1`.padEnd(width)} |`;
      const lvl = (e.level === "warn" ? "WARNING" : e.level.toUpperCase()).padEnd(8);
      const head = `${prefix} ${composeTime(e.t)} | ${lvl} | ${e.message}${e.trace ? ` [${e.trace}]` : ""}`;
      return [head, ...(e.stack ?? []).map((l) => `${prefix} ${l}`)];
    }
  }
}
