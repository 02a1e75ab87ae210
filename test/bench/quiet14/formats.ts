// The dev set's six line shapes (../shared/data/incidents/README.md): one event in, one or more printed lines out.
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export type Level = "debug" | "info" | "warn" | "error" | "fatal";

export interface Ev {
  /** true time, ms since epoch */
  t: number;
  svc: string;
  level: Level;
  msg: string;
  trace?: string;
  stack?: string;
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

const DD: Record<Level, string> = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" };
const GCP: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" };
const COMPOSE: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};

const iso = (ms: number) => new Date(ms).toISOString();
const q = (s: string) => JSON.stringify(s);

/** Renders one event at printed time `ms`; `width` pads compose prefixes, `ns` is the gcp namespace. */
export function render(f: Format, e: Ev, ms: number, width: number, ns: string): string[] {
  const full = e.stack ? `${e.msg}\n${e.stack}` : e.msg;
  switch (f) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(ms), service: e.svc, level: e.level, message: full })];
    case "datadog":
      return [
        JSON.stringify({
          "@timestamp": iso(ms),
          status: DD[e.level],
          service: e.svc,
          message: full,
          host: `${e.svc}.node-${(e.svc.length * 7) % 4}`,
          ddsource: "custom",
          ...(e.trace ? { http: { request_id: e.trace } } : {}),
        }),
      ];
    case "ecs":
      return [
        JSON.stringify({
          "@timestamp": iso(ms),
          "log.level": e.level === "fatal" ? "FATAL" : e.level.toUpperCase(),
          "service.name": e.svc,
          message: e.msg,
          ...(e.stack ? { "error.stack_trace": e.stack } : {}),
          "event.dataset": `${e.svc}.log`,
          ...(e.trace ? { "transaction.id": e.trace } : {}),
        }),
      ];
    case "gcp":
      return [
        JSON.stringify({
          timestamp: iso(ms),
          severity: GCP[e.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: ns, pod_name: `${e.svc}-${e.svc.length % 3}` },
          },
          jsonPayload: { message: full, ...(e.trace ? { trace: e.trace } : {}) },
        }),
      ];
    case "logfmt": {
      const [first, ...rest] = full.split("\n");
      const head = `ts=${iso(ms)} level=${e.level} svc=${e.svc} msg=${q(first ?? "")}${e.trace ? ` trace=${e.trace}` : ""}`;
      return [head, ...rest];
    }
    case "compose": {
      const stamp = iso(ms).replace("T", " ").replace("Z", "");
      const prefix = `${`${e.svc}-1`.padEnd(width)} | ${stamp} | ${COMPOSE[e.level].padEnd(8)} | `;
      const [first, ...rest] = full.split("\n");
      return [
        `${prefix}${first}${e.trace ? ` [${e.trace}]` : ""}`,
        ...rest.map((l) => `${`${e.svc}-1`.padEnd(width)} | ${l}`),
      ];
    }
  }
}
