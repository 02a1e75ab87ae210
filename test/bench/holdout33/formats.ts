// The dev set's six line shapes (shared/data/incidents/README.md), one renderer each. A record carries its printed
// time; multi-line messages (stack traces) follow each format's own habit.
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

export interface Rec {
  printed: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  trace?: string;
  node: number;
}

const DD: Record<Level, string> = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "emergency" };
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

const iso = (ms: number) => new Date(ms).toISOString();
const full = (r: Rec) => (r.stack?.length ? `${r.msg}\n${r.stack.join("\n")}` : r.msg);

/** Renders one record as one or more physical lines. `width` is the compose name column. */
export function render(f: Format, r: Rec, ns: string, width: number): string[] {
  switch (f) {
    case "jsonl":
      return [
        JSON.stringify({
          timestamp: iso(r.printed),
          service: r.svc,
          level: r.level === "fatal" ? "error" : r.level,
          message: full(r),
        }),
      ];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(r.printed),
        status: DD[r.level],
        service: r.svc,
        message: full(r),
        host: `${r.svc}.node-${r.node}`,
        ddsource: "custom",
      };
      if (r.trace) o.http = { request_id: r.trace };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(r.printed),
        "log.level": UP[r.level],
        "service.name": r.svc,
        message: r.msg,
        "event.dataset": `${r.svc}.log`,
      };
      if (r.trace) o["transaction.id"] = r.trace;
      if (r.stack?.length) o["error.stack_trace"] = r.stack.join("\n");
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: full(r) };
      if (r.trace) payload.trace = r.trace;
      return [
        JSON.stringify({
          timestamp: iso(r.printed),
          severity: GCP[r.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: r.svc, namespace_name: ns, pod_name: `${r.svc}-${r.node}` },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const msg = r.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      const head = `ts=${iso(r.printed)} level=${r.level === "fatal" ? "fatal" : r.level} svc=${r.svc} msg="${msg}"${r.trace ? ` trace=${r.trace}` : ""}`;
      return [head, ...(r.stack ?? [])];
    }
    case "compose": {
      const name = `${r.svc}-1`.padEnd(width);
      const t = iso(r.printed).replace("T", " ").replace("Z", "");
      const head = `${name} | ${t} | ${PY[r.level].padEnd(8)} | ${r.msg}${r.trace ? ` [${r.trace}]` : ""}`;
      return [head, ...(r.stack ?? []).map((s) => `${name} | ${s}`)];
    }
  }
}
