// The six dev-set line shapes; one event becomes one or more printed lines.
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
export type Level = "debug" | "info" | "warn" | "error" | "fatal";

export interface Printed {
  iso: string;
  service: string;
  level: Level;
  msg: string;
  stack?: string[];
  errType?: string;
  trace?: string;
  host: string;
}

export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

const DD: Record<Level, string> = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" };
const GCP: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};
const ECS: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };

export function render(fmt: Format, p: Printed, ns: string, composeWidth: number): string[] {
  const full = p.stack?.length ? `${p.msg}\n${p.stack.join("\n")}` : p.msg;
  switch (fmt) {
    case "jsonl":
      return [
        JSON.stringify({
          timestamp: p.iso,
          service: p.service,
          level: p.level === "fatal" ? "error" : p.level,
          message: full,
        }),
      ];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": p.iso,
        status: DD[p.level],
        service: p.service,
        message: p.msg,
        host: p.host,
        ddsource: "custom",
      };
      if (p.trace) o.http = { request_id: p.trace };
      if (p.stack?.length) o.error = { kind: p.errType ?? "Error", stack: p.stack.join("\n") };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": p.iso,
        "log.level": ECS[p.level],
        "service.name": p.service,
        message: p.msg,
        "event.dataset": `${p.service}.log`,
      };
      if (p.trace) o["transaction.id"] = p.trace;
      if (p.stack?.length) {
        if (p.errType) o["error.type"] = p.errType;
        o["error.stack_trace"] = p.stack.join("\n");
      }
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: full };
      if (p.trace) payload.trace = p.trace;
      return [
        JSON.stringify({
          timestamp: p.iso,
          severity: GCP[p.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: p.service, namespace_name: ns, pod_name: p.host },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const lvl = p.level === "fatal" ? "crit" : p.level;
      const head = `ts=${p.iso} level=${lvl} svc=${p.service} msg=${JSON.stringify(p.msg)}${p.trace ? ` trace=${p.trace}` : ""}`;
      return [head, ...(p.stack ?? [])];
    }
    case "compose": {
      const prefix = `${`${p.service}-1`.padEnd(composeWidth)} | `;
      const ts = p.iso.replace("T", " ").replace("Z", "");
      const lvl = (p.level === "fatal" ? "CRITICAL" : GCP[p.level]).padEnd(8);
      const head = `${prefix}${ts} | ${lvl} | ${p.msg}${p.trace ? ` [${p.trace}]` : ""}`;
      return [head, ...(p.stack ?? []).map((s) => prefix + s)];
    }
  }
}
