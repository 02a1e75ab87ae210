// The six line shapes of the dev set (jsonl, datadog, ecs, gcp, logfmt, compose) for one event each.
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export type Level = "debug" | "info" | "warn" | "error";

export const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

/** One log event as a service printed it: `at` is the printed (skewed) time in ms. */
export interface Printed {
  at: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  trace?: string;
  host: string;
}

const iso = (ms: number) => new Date(ms).toISOString();
const GCP_SEV: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR" };
const UP: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR" };

export function render(fmt: Format, e: Printed, pad: number, namespace: string): string[] {
  const full = e.stack?.length ? `${e.msg}\n${e.stack.join("\n")}` : e.msg;
  switch (fmt) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(e.at), service: e.svc, level: e.level, message: full })];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.at),
        status: e.level === "warn" ? "warn" : e.level,
        service: e.svc,
        message: e.msg,
        host: e.host,
        ddsource: "custom",
      };
      if (e.trace) o.http = { request_id: e.trace };
      if (e.stack?.length) {
        const kind = e.stack
          .map((l) => /^([A-Za-z_][\w.$:]*?(?:Exception|Error|Exceeded))\b/.exec(l.trim())?.[1])
          .find(Boolean);
        o.error = kind ? { kind, stack: e.stack.join("\n") } : { stack: e.stack.join("\n") };
      }
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.at),
        "log.level": UP[e.level],
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
      };
      if (e.trace) o["transaction.id"] = e.trace;
      if (e.stack?.length) o["error.stack_trace"] = e.stack.join("\n");
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: full };
      if (e.trace) payload.trace = e.trace;
      return [
        JSON.stringify({
          timestamp: iso(e.at),
          severity: GCP_SEV[e.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: namespace, pod_name: e.host },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const msg = e.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      const head = `ts=${iso(e.at)} level=${e.level} svc=${e.svc} msg="${msg}"${e.trace ? ` trace=${e.trace}` : ""}`;
      return [head, ...(e.stack ?? [])];
    }
    case "compose": {
      const d = iso(e.at).replace("T", " ").replace("Z", "");
      const prefix = `${e.svc}-1`.padEnd(pad);
      const head = `${prefix} | ${d} | ${UP[e.level].padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      return [head, ...(e.stack ?? []).map((l) => `${prefix} | ${l}`)];
    }
  }
}
