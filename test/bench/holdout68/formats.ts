// The dev set's six line shapes (shared/data/incidents/README.md), with multi-line stack traces where a shape allows.
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
export type Level = "debug" | "info" | "warn" | "error" | "fatal";

export interface Rec {
  printed: number; // epoch ms as printed (true time + service skew)
  svc: string;
  lvl: Level;
  msg: string;
  stack?: string[];
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

const iso = (ms: number) => new Date(ms).toISOString();
const spaced = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");

const UP: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };
const GCP: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};
const PY: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};

export function render(fmt: Format, r: Rec, composeWidth: number, namespace: string): string[] {
  const full = r.stack?.length ? `${r.msg}\n${r.stack.join("\n")}` : r.msg;
  switch (fmt) {
    case "jsonl": {
      const o: Record<string, string> = { timestamp: iso(r.printed), service: r.svc, level: r.lvl, message: full };
      if (r.trace) o.trace_id = r.trace;
      return [JSON.stringify(o)];
    }
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(r.printed),
        status: r.lvl === "fatal" ? "critical" : r.lvl,
        service: r.svc,
        message: r.msg,
        host: r.host,
        ddsource: "custom",
      };
      if (r.stack?.length) o.error = { stack: r.stack.join("\n") };
      if (r.trace) o.dd = { trace_id: r.trace };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, string> = {
        "@timestamp": iso(r.printed),
        "log.level": UP[r.lvl],
        "service.name": r.svc,
        message: r.msg,
        "event.dataset": `${r.svc}.log`,
        "host.name": r.host,
      };
      if (r.stack?.length) o["error.stack_trace"] = r.stack.join("\n");
      if (r.trace) o["trace.id"] = r.trace;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, string> = { message: full };
      if (r.trace) payload.trace = r.trace;
      return [
        JSON.stringify({
          timestamp: iso(r.printed),
          severity: GCP[r.lvl],
          resource: {
            type: "k8s_container",
            labels: { container_name: r.svc, namespace_name: namespace, pod_name: r.host },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const esc = r.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      let line = `ts=${iso(r.printed)} level=${r.lvl} svc=${r.svc} msg="${esc}"`;
      if (r.trace) line += ` trace=${r.trace}`;
      return [line, ...(r.stack ?? [])];
    }
    case "compose": {
      const name = `${r.svc}-1`.padEnd(composeWidth);
      const tail = r.trace ? ` [${r.trace}]` : "";
      const head = `${name} | ${spaced(r.printed)} | ${PY[r.lvl].padEnd(8)} | ${r.msg}${tail}`;
      return [head, ...(r.stack ?? []).map((s) => `${name} | ${s}`)];
    }
  }
}
