// The dev set's six line shapes; one event may carry a multi-line stack trace.
export type Level = "debug" | "info" | "warn" | "error" | "fatal";
export const FORMATS = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"] as const;
export type Format = (typeof FORMATS)[number];
export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

export interface Ev {
  t: number; // true time, ms
  p: number; // printed time, ms (true + skew)
  svc: string;
  runtime: string;
  level: Level;
  msg: string;
  trace?: string;
  stack?: string[];
  errType?: string;
}

const iso = (ms: number) => new Date(ms).toISOString();
const full = (e: Ev) => (e.stack ? `${e.msg}\n${e.stack.join("\n")}` : e.msg);

function logfmtQuote(s: string): string {
  return `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

export function render(format: Format, evs: Ev[], ns: string, pods: Map<string, string>): string[] {
  const out: string[] = [];
  const width = Math.max(...evs.map((e) => e.svc.length)) + 3;
  for (const e of evs) {
    switch (format) {
      case "jsonl":
        out.push(JSON.stringify({ timestamp: iso(e.p), service: e.svc, level: e.level, message: full(e) }));
        break;
      case "datadog": {
        const status = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" }[e.level];
        const o: Record<string, unknown> = {
          "@timestamp": iso(e.p),
          status,
          service: e.svc,
          message: e.msg,
          host: pods.get(e.svc),
          ddsource: e.runtime,
        };
        if (e.trace) o.http = { request_id: e.trace };
        if (e.stack) o.error = { kind: e.errType ?? "Error", stack: e.stack.join("\n") };
        out.push(JSON.stringify(o));
        break;
      }
      case "ecs": {
        const o: Record<string, unknown> = {
          "@timestamp": iso(e.p),
          "log.level": e.level === "fatal" ? "FATAL" : e.level.toUpperCase(),
          "service.name": e.svc,
          message: e.msg,
          "event.dataset": `${e.svc}.log`,
        };
        if (e.trace) o["trace.id"] = e.trace;
        if (e.stack) {
          o["error.type"] = e.errType ?? "Error";
          o["error.stack_trace"] = e.stack.join("\n");
        }
        out.push(JSON.stringify(o));
        break;
      }
      case "gcp": {
        const severity = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" }[e.level];
        const payload: Record<string, unknown> = { message: full(e) };
        if (e.trace) payload.trace = e.trace;
        out.push(
          JSON.stringify({
            timestamp: iso(e.p),
            severity,
            resource: {
              type: "k8s_container",
              labels: { container_name: e.svc, namespace_name: ns, pod_name: pods.get(e.svc) },
            },
            jsonPayload: payload,
          }),
        );
        break;
      }
      case "logfmt":
        out.push(
          `ts=${iso(e.p)} level=${e.level === "fatal" ? "crit" : e.level} svc=${e.svc} msg=${logfmtQuote(e.msg)}${e.trace ? ` trace=${e.trace}` : ""}`,
        );
        if (e.stack) out.push(...e.stack);
        break;
      case "compose": {
        const pre = `${e.svc}-1`.padEnd(width) + "| ";
        const lv = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" }[e.level];
        const ts = iso(e.p).replace("T", " ").replace("Z", "");
        out.push(`${pre}${ts} | ${lv.padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`);
        if (e.stack) for (const l of e.stack) out.push(`${pre}${l}`);
        break;
      }
    }
  }
  return out;
}
