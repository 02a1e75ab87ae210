// The dev set's six line shapes: one printed event in, one or more text lines out.
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
export type Level = "debug" | "info" | "warn" | "error" | "fatal";

export interface Printed {
  /** printed time (true time plus the service's clock skew), epoch ms */
  ts: number;
  svc: string;
  level: Level;
  msg: string;
  /** stack or continuation lines */
  stack?: string[];
  trace?: string;
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
const full = (e: Printed) => (e.stack?.length ? `${e.msg}\n${e.stack.join("\n")}` : e.msg);

export function render(fmt: Format, e: Printed, composeWidth: number, namespace: string): string[] {
  switch (fmt) {
    case "jsonl":
      return [
        JSON.stringify({
          timestamp: iso(e.ts),
          service: e.svc,
          level: e.level === "fatal" ? "fatal" : e.level,
          message: full(e),
        }),
      ];
    case "datadog": {
      const status = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "emergency" }[e.level];
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.ts),
        status,
        service: e.svc,
        message: full(e),
        host: `${e.svc}.node-${e.svc.length % 4}`,
        ddsource: "custom",
      };
      if (e.trace) o.http = { request_id: e.trace };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const lvl = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" }[e.level];
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.ts),
        "log.level": lvl,
        "service.name": e.svc,
        message: e.msg,
      };
      if (e.stack?.length) o["error.stack_trace"] = e.stack.join("\n");
      o["event.dataset"] = `${e.svc}.log`;
      if (e.trace) o["transaction.id"] = e.trace;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const sev = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" }[e.level];
      const payload: Record<string, unknown> = { message: full(e) };
      if (e.trace) payload.trace = e.trace;
      return [
        JSON.stringify({
          timestamp: iso(e.ts),
          severity: sev,
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: namespace, pod_name: `${e.svc}-0` },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const lvl = e.level === "fatal" ? "fatal" : e.level;
      const msg = e.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      const head = `ts=${iso(e.ts)} level=${lvl} svc=${e.svc} msg="${msg}"${e.trace ? ` trace=${e.trace}` : ""}`;
      return [head, ...(e.stack ?? [])];
    }
    case "compose": {
      const lvl = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" }[e.level];
      const d = iso(e.ts).replace("T", " ").replace("Z", "");
      const prefix = `${e.svc}-1`.padEnd(composeWidth);
      const head = `${prefix} | ${d} | ${lvl.padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      return [head, ...(e.stack ?? []).map((s) => `${prefix} | ${s}`)];
    }
  }
}
