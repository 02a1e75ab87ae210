// Renders events in the six dev-set shapes (jsonl, datadog, ecs, gcp, logfmt, compose).
export type Level = "DEBUG" | "INFO" | "WARN" | "ERROR" | "FATAL";
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

export interface Ev {
  /** true time, ms */
  t: number;
  /** printed time, ms (true time + the service's skew) */
  p: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string;
  trace?: string;
}

const iso = (ms: number) => new Date(ms).toISOString();
const lower = (l: Level) => (l === "WARN" ? "warn" : l === "FATAL" ? "critical" : l.toLowerCase());
const gcpSev = (l: Level) => (l === "WARN" ? "WARNING" : l === "FATAL" ? "CRITICAL" : l);

export function render(evs: Ev[], fmt: Format, namespace: string): string[] {
  const out: string[] = [];
  const width = Math.max(...evs.map((e) => e.svc.length)) + 5;
  for (const e of evs) {
    const full = e.stack ? `${e.msg}\n${e.stack}` : e.msg;
    switch (fmt) {
      case "jsonl":
        out.push(JSON.stringify({ timestamp: iso(e.p), service: e.svc, level: lower(e.level), message: full }));
        break;
      case "datadog": {
        const o: Record<string, unknown> = {
          "@timestamp": iso(e.p),
          status: lower(e.level),
          service: e.svc,
          message: e.msg,
          host: `${e.svc}.node-${e.svc.length % 3}`,
          ddsource: "custom",
        };
        if (e.stack) o.error = { stack: e.stack, kind: e.stack.split(/[:\n]/)[0]?.trim() };
        if (e.trace) o.http = { request_id: e.trace };
        out.push(JSON.stringify(o));
        break;
      }
      case "ecs": {
        const o: Record<string, unknown> = {
          "@timestamp": iso(e.p),
          "log.level": e.level === "FATAL" ? "FATAL" : e.level,
          "service.name": e.svc,
          message: e.msg,
          "event.dataset": `${e.svc}.log`,
        };
        if (e.stack) o["error.stack_trace"] = e.stack;
        if (e.trace) o["transaction.id"] = e.trace;
        out.push(JSON.stringify(o));
        break;
      }
      case "gcp": {
        const payload: Record<string, unknown> = { message: full };
        if (e.trace) payload.trace = e.trace;
        out.push(
          JSON.stringify({
            timestamp: iso(e.p),
            severity: gcpSev(e.level),
            resource: {
              type: "k8s_container",
              labels: { container_name: e.svc, namespace_name: namespace, pod_name: `${e.svc}-${e.svc.length % 4}` },
            },
            jsonPayload: payload,
          }),
        );
        break;
      }
      case "logfmt": {
        const msg = e.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
        out.push(
          `ts=${iso(e.p)} level=${lower(e.level)} svc=${e.svc} msg="${msg}"${e.trace ? ` trace=${e.trace}` : ""}`,
        );
        if (e.stack) for (const l of e.stack.split("\n")) out.push(l);
        break;
      }
      case "compose": {
        const pre = `${`${e.svc}-1`.padEnd(width)}| `;
        const ts = iso(e.p).replace("T", " ").replace("Z", "");
        out.push(`${pre}${ts} | ${e.level.padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`);
        if (e.stack) for (const l of e.stack.split("\n")) out.push(`${pre}${l}`);
        break;
      }
    }
  }
  return out;
}
