// The dev set's six line shapes (shared/data/incidents/README.md), rendered from one event at its printed time.
export type Level = "debug" | "info" | "warn" | "error" | "fatal";
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

export interface Printed {
  at: number; // printed time (true time + the service's skew), ms since epoch
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  node: number;
}

const DD: Record<Level, string> = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "emergency" };
const ECS: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };
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

const iso = (ms: number) => new Date(ms).toISOString();
const full = (e: Printed) => (e.stack?.length ? `${e.msg}\n${e.stack.join("\n")}` : e.msg);

/** The lines one event becomes (more than one only for logfmt and compose stack traces). */
export function render(fmt: Format, e: Printed, namespace: string, padTo: number): string[] {
  switch (fmt) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(e.at), service: e.svc, level: e.level, message: full(e) })];
    case "datadog":
      return [
        JSON.stringify({
          "@timestamp": iso(e.at),
          status: DD[e.level],
          service: e.svc,
          message: full(e),
          host: `${e.svc}.node-${e.node}`,
          ddsource: "custom",
        }),
      ];
    case "ecs": {
      const o: Record<string, string> = { "@timestamp": iso(e.at), "log.level": ECS[e.level], "service.name": e.svc };
      o.message = e.msg;
      if (e.stack?.length) o["error.stack_trace"] = e.stack.join("\n");
      o["event.dataset"] = `${e.svc}.log`;
      return [JSON.stringify(o)];
    }
    case "gcp":
      return [
        JSON.stringify({
          timestamp: iso(e.at),
          severity: GCP[e.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: namespace, pod_name: `${e.svc}-${e.node}` },
          },
          jsonPayload: { message: full(e) },
        }),
      ];
    case "logfmt":
      return [
        `ts=${iso(e.at)} level=${e.level === "fatal" ? "fatal" : e.level} svc=${e.svc} msg=${JSON.stringify(e.msg)}`,
        ...(e.stack ?? []),
      ];
    case "compose": {
      const p = `${e.svc}-1`.padEnd(padTo);
      const ts = iso(e.at).replace("T", " ").replace("Z", "");
      const lines = e.msg.split("\n");
      return [
        `${p} | ${ts} | ${COMPOSE[e.level].padEnd(8)} | ${lines[0]}`,
        ...lines.slice(1).map((l) => `${p} | ${l}`),
        ...(e.stack ?? []).map((l) => `${p} | ${l}`),
      ];
    }
  }
}
