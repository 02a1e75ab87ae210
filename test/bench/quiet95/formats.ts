// The six line shapes of the dev set (shared/data/incidents/README.md), one renderer each.
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

export interface Rec {
  /** true time, ms since epoch */
  t: number;
  /** printed time (true time plus the service's clock skew) */
  p: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  errKind?: string;
  trace?: string;
  seq: number;
}

export interface RenderCtx {
  namespace: string;
  hostOf: (svc: string) => string;
  padWidth: number;
}

const iso = (ms: number) => new Date(ms).toISOString();
const composeTime = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");

const UPPER: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };
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
const DD: Record<Level, string> = {
  debug: "debug",
  info: "info",
  warn: "warn",
  error: "error",
  fatal: "critical",
};

const withStack = (r: Rec) => (r.stack?.length ? `${r.msg}\n${r.stack.join("\n")}` : r.msg);
const q = (s: string) => `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;

/** One record as one or more physical lines. */
export function render(format: Format, r: Rec, c: RenderCtx): string[] {
  switch (format) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(r.p), service: r.svc, level: r.level, message: withStack(r) })];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(r.p),
        status: DD[r.level],
        service: r.svc,
        message: r.msg,
        host: c.hostOf(r.svc),
        ddsource: "custom",
      };
      if (r.stack?.length) o.error = { kind: r.errKind ?? "Error", stack: r.stack.join("\n") };
      if (r.trace) o.http = { request_id: r.trace };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(r.p),
        "log.level": UPPER[r.level],
        "service.name": r.svc,
        message: r.msg,
        "event.dataset": `${r.svc}.log`,
      };
      if (r.stack?.length) {
        o["error.type"] = r.errKind ?? "Error";
        o["error.stack_trace"] = r.stack.join("\n");
      }
      if (r.trace) o["transaction.id"] = r.trace;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: withStack(r) };
      if (r.trace) payload.trace = r.trace;
      return [
        JSON.stringify({
          timestamp: iso(r.p),
          severity: GCP[r.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: r.svc, namespace_name: c.namespace, pod_name: c.hostOf(r.svc) },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const head = `ts=${iso(r.p)} level=${r.level === "fatal" ? "error" : r.level} svc=${r.svc} msg=${q(r.msg)}${r.trace ? ` trace=${r.trace}` : ""}`;
      return [head, ...(r.stack ?? [])];
    }
    case "compose": {
      const name = `${r.svc}-1`.padEnd(c.padWidth);
      const head = `${name} | ${composeTime(r.p)} | ${COMPOSE[r.level].padEnd(8)} | ${r.msg}${r.trace ? ` [${r.trace}]` : ""}`;
      return [head, ...(r.stack ?? []).map((s) => `${name} | ${s}`)];
    }
  }
}
