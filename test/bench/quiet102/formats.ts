// Renders events in the six formats of the dev set (jsonl, datadog, ecs, gcp, logfmt, compose).
export type Level = "debug" | "info" | "warn" | "error";
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
  /** true time, ms since epoch */
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string;
  errType?: string;
  trace?: string;
  /** written by an incident emitter (survives silencing) */
  own?: boolean;
  /** the baseline flow touches this role */
  role?: string;
}

export interface Printed extends Ev {
  pt: number;
}

const iso = (ms: number) => new Date(ms).toISOString();
const spaced = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");
const full = (e: Ev) => (e.stack ? `${e.msg}\n${e.stack}` : e.msg);

function logfmtQuote(s: string): string {
  return `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

export function render(fmt: Format, evs: Printed[], namespace: string): string[] {
  const out: string[] = [];
  const width = Math.max(...evs.map((e) => e.svc.length)) + 2;
  for (const e of evs) {
    switch (fmt) {
      case "jsonl":
        out.push(JSON.stringify({ timestamp: iso(e.pt), service: e.svc, level: e.level, message: full(e) }));
        break;
      case "datadog": {
        const o: Record<string, unknown> = {
          "@timestamp": iso(e.pt),
          status: e.level,
          service: e.svc,
          message: e.msg,
          host: `${e.svc}-${(e.svc.length % 3) + 1}.${namespace}`,
          ddsource: "custom",
        };
        if (e.trace) o.dd = { trace_id: e.trace };
        if (e.stack) o.error = { kind: e.errType ?? "Error", stack: e.stack };
        out.push(JSON.stringify(o));
        break;
      }
      case "ecs": {
        const o: Record<string, unknown> = {
          "@timestamp": iso(e.pt),
          "log.level": e.level.toUpperCase(),
          "service.name": e.svc,
          message: e.msg,
          "event.dataset": `${e.svc}.log`,
        };
        if (e.trace) o["trace.id"] = e.trace;
        if (e.stack) {
          o["error.type"] = e.errType ?? "Error";
          o["error.stack_trace"] = e.stack;
        }
        out.push(JSON.stringify(o));
        break;
      }
      case "gcp": {
        const sev = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR" }[e.level];
        const payload: Record<string, unknown> = { message: full(e) };
        if (e.trace) payload.trace = e.trace;
        out.push(
          JSON.stringify({
            timestamp: iso(e.pt),
            severity: sev,
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
        let l = `ts=${iso(e.pt)} level=${e.level} svc=${e.svc} msg=${logfmtQuote(e.msg)}`;
        if (e.trace) l += ` trace=${e.trace}`;
        out.push(l);
        if (e.stack) for (const s of e.stack.split("\n")) out.push(s);
        break;
      }
      case "compose": {
        const lv = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR" }[e.level].padEnd(8);
        const prefix = `${e.svc}-1`.padEnd(width);
        out.push(`${prefix} | ${spaced(e.pt)} | ${lv} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`);
        if (e.stack) for (const s of e.stack.split("\n")) out.push(`${prefix} | ${s}`);
        break;
      }
    }
  }
  return out;
}
