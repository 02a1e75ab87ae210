// Renders one log event in each of the dev set's six formats (see shared/data/incidents/README.md).
export type Level = "debug" | "info" | "warn" | "error" | "fatal";
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";

export interface Ev {
  t: number; // true time, ms
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  errType?: string;
  trace?: string;
  host?: string;
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
const ddStatus: Record<Level, string> = {
  debug: "debug",
  info: "info",
  warn: "warn",
  error: "error",
  fatal: "critical",
};
const gcpSev: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};
const ecsLvl: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };
const composeLvl: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};

function logfmtValue(v: string): string {
  return /[\s"=]/.test(v) || v === "" ? `"${v.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"` : v;
}

/** Renders `e` at printed time `printed`; `pad` is the compose name column width. */
export function render(e: Ev, printed: number, fmt: Format, ns: string, pad: number): string[] {
  const full = e.stack?.length ? `${e.msg}\n${e.stack.join("\n")}` : e.msg;
  switch (fmt) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(printed), service: e.svc, level: e.level, message: full })];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(printed),
        status: ddStatus[e.level],
        service: e.svc,
        message: e.msg,
        host: e.host ?? `${e.svc}.${ns}-0`,
        ddsource: "custom",
      };
      if (e.stack?.length) o.error = { kind: e.errType ?? "Error", stack: e.stack.join("\n") };
      if (e.trace) o.dd = { trace_id: e.trace };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(printed),
        "log.level": ecsLvl[e.level],
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
      };
      if (e.stack?.length) {
        o["error.type"] = e.errType ?? "Error";
        o["error.stack_trace"] = e.stack.join("\n");
      }
      if (e.trace) o["trace.id"] = e.trace;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: full };
      if (e.trace) payload.trace = e.trace;
      return [
        JSON.stringify({
          timestamp: iso(printed),
          severity: gcpSev[e.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: ns, pod_name: e.host ?? `${e.svc}-0` },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      let line = `ts=${iso(printed)} level=${e.level === "fatal" ? "fatal" : e.level} svc=${e.svc} msg=${logfmtValue(e.msg)}`;
      if (e.trace) line += ` trace_id=${e.trace}`;
      return [line, ...(e.stack ?? [])];
    }
    case "compose": {
      const name = `${e.svc}-1`.padEnd(pad);
      const ts = iso(printed).replace("T", " ").replace("Z", "");
      const head = `${name} | ${ts} | ${composeLvl[e.level].padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      return [head, ...(e.stack ?? []).map((s) => `${name} | ${s}`)];
    }
  }
}
