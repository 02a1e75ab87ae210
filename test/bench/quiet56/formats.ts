// Renders one log event in each of the dev set's six formats (shapes as in shared/data/incidents/README.md).
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

export type Level = "debug" | "info" | "warn" | "error";

export interface LogEvent {
  /** printed time, ms since epoch (true time plus the service's skew) */
  printed: number;
  seq: number;
  service: string;
  level: Level;
  msg: string;
  /** stack trace lines, the first being the exception line */
  stack?: string[];
  errorKind?: string;
  trace?: string;
  pod?: string;
}

export interface RenderOpts {
  namespace: string;
  composeWidth: number;
}

const iso = (ms: number) => new Date(ms).toISOString();
const composeTime = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");

const DD: Record<Level, string> = { debug: "debug", info: "info", warn: "warn", error: "error" };
const ECS: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR" };
const GCP: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR" };
const COMPOSE: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR" };

const logfmtQuote = (s: string) => `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;

export function render(e: LogEvent, f: Format, o: RenderOpts): string[] {
  const full = e.stack ? `${e.msg}\n${e.stack.join("\n")}` : e.msg;
  switch (f) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(e.printed), service: e.service, level: e.level, message: full })];
    case "datadog": {
      const rec: Record<string, unknown> = {
        "@timestamp": iso(e.printed),
        status: DD[e.level],
        service: e.service,
        message: e.msg,
        host: e.pod ?? `${e.service}.node-0`,
        ddsource: "custom",
      };
      if (e.trace) rec.http = { request_id: e.trace };
      if (e.stack) rec.error = { kind: e.errorKind ?? e.stack[0].split(":")[0], stack: e.stack.join("\n") };
      return [JSON.stringify(rec)];
    }
    case "ecs": {
      const rec: Record<string, unknown> = {
        "@timestamp": iso(e.printed),
        "log.level": ECS[e.level],
        "service.name": e.service,
        message: e.msg,
        "event.dataset": `${e.service}.log`,
      };
      if (e.trace) rec["transaction.id"] = e.trace;
      if (e.stack) {
        rec["error.type"] = e.errorKind ?? e.stack[0].split(":")[0];
        rec["error.stack_trace"] = e.stack.join("\n");
      }
      return [JSON.stringify(rec)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: full };
      if (e.trace) payload.trace = e.trace;
      return [
        JSON.stringify({
          timestamp: iso(e.printed),
          severity: GCP[e.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: e.service, namespace_name: o.namespace, pod_name: e.pod ?? `${e.service}-0` },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const head = `ts=${iso(e.printed)} level=${e.level} svc=${e.service} msg=${logfmtQuote(e.msg)}${e.trace ? ` trace=${e.trace}` : ""}`;
      return [head, ...(e.stack ?? [])];
    }
    case "compose": {
      const prefix = `${e.service}-1`.padEnd(o.composeWidth);
      const head = `${prefix} | ${composeTime(e.printed)} | ${COMPOSE[e.level].padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      return [head, ...(e.stack ?? []).map((s) => `${prefix} | ${s}`)];
    }
  }
}
