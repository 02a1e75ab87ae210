// The six printed shapes of the dev set; one event becomes one or more lines.
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export type Level = "debug" | "info" | "warn" | "error" | "fatal";

export interface Ev {
  t: number; // true time, ms since epoch
  svc: string;
  level: Level;
  msg: string;
  trace?: string;
  stack?: string;
  host?: number;
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
const ECS: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };
const GCP: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};
const CMP: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};

const iso = (ms: number) => new Date(ms).toISOString();
const q = (s: string) => `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;

/** Renders one event printed at `printed` (true time plus that service's skew). */
export function render(f: Format, e: Ev, printed: number, ns: string, pad: number): string[] {
  const host = `${e.svc}-${e.host ?? 0}`;
  switch (f) {
    case "jsonl": {
      const o: Record<string, unknown> = {
        timestamp: iso(printed),
        service: e.svc,
        level: e.level === "fatal" ? "fatal" : e.level,
        message: e.stack ? `${e.msg}\n${e.stack}` : e.msg,
      };
      if (e.trace) o.trace_id = e.trace;
      return [JSON.stringify(o)];
    }
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(printed),
        status: DD[e.level],
        service: e.svc,
        message: e.msg,
        host: `${ns}-${host}`,
        ddsource: "custom",
      };
      if (e.stack) o.error = { stack: e.stack, message: e.msg.slice(0, 160) };
      if (e.trace) o.dd = { trace_id: e.trace };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(printed),
        "log.level": ECS[e.level],
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
        "host.name": host,
      };
      if (e.stack) o["error.stack_trace"] = e.stack;
      if (e.trace) o["trace.id"] = e.trace;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: e.stack ? `${e.msg}\n${e.stack}` : e.msg };
      if (e.trace) payload.trace = e.trace;
      return [
        JSON.stringify({
          timestamp: iso(printed),
          severity: GCP[e.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: ns, pod_name: `${e.svc}-${7 + (e.host ?? 0)}f9c` },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const first = `ts=${iso(printed)} level=${e.level === "fatal" ? "fatal" : e.level} svc=${e.svc} msg=${q(e.msg)}${e.trace ? ` trace=${e.trace}` : ""}`;
      return e.stack ? [first, ...e.stack.split("\n")] : [first];
    }
    case "compose": {
      const d = iso(printed).replace("T", " ").replace("Z", "");
      const prefix = `${`${e.svc}-1`.padEnd(pad)} | `;
      const first = `${prefix}${d} | ${CMP[e.level].padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      return e.stack ? [first, ...e.stack.split("\n").map((l) => `${prefix}${l}`)] : [first];
    }
  }
}
