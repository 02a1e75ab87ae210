// The dev set's six line shapes (../shared/data/incidents/README.md): one event in, one or more printed lines out.
export type Level = "debug" | "info" | "warn" | "error" | "fatal";
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

/** One thing a service logged: true time `t` (ms), printed time `p` (t plus the service's clock skew). */
export interface Ev {
  t: number;
  p?: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string;
  trace?: string;
  /** background request lines: the service that served the request (lets an outage thin them out) */
  route?: string;
}

const iso = (ms: number) => new Date(ms).toISOString();
const spaced = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");

const LV: Record<Format, Record<Level, string>> = {
  jsonl: { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "fatal" },
  datadog: { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" },
  ecs: { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" },
  gcp: { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" },
  logfmt: { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "fatal" },
  compose: { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" },
};

/** Renders events (already sorted by printed time) as the lines of one file. */
export function render(fmt: Format, evs: Ev[], ns: string, hostOf: (svc: string) => number): string[] {
  const out: string[] = [];
  const width = Math.max(...evs.map((e) => e.svc.length)) + 2;
  for (const e of evs) {
    const p = e.p ?? e.t;
    const lv = LV[fmt][e.level];
    const full = e.stack ? `${e.msg}\n${e.stack}` : e.msg;
    switch (fmt) {
      case "jsonl":
        out.push(JSON.stringify({ timestamp: iso(p), service: e.svc, level: lv, message: full }));
        break;
      case "datadog": {
        const o: Record<string, unknown> = {
          "@timestamp": iso(p),
          status: lv,
          service: e.svc,
          message: full,
          host: `${e.svc}.node-${hostOf(e.svc)}`,
          ddsource: "custom",
        };
        if (e.trace) o.http = { request_id: e.trace };
        out.push(JSON.stringify(o));
        break;
      }
      case "ecs": {
        const o: Record<string, unknown> = {
          "@timestamp": iso(p),
          "log.level": lv,
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
            timestamp: iso(p),
            severity: lv,
            resource: {
              type: "k8s_container",
              labels: { container_name: e.svc, namespace_name: ns, pod_name: `${e.svc}-${hostOf(e.svc)}` },
            },
            jsonPayload: payload,
          }),
        );
        break;
      }
      case "logfmt": {
        const m = e.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
        out.push(`ts=${iso(p)} level=${lv} svc=${e.svc} msg="${m}"${e.trace ? ` trace=${e.trace}` : ""}`);
        if (e.stack) out.push(...e.stack.split("\n"));
        break;
      }
      case "compose": {
        const pre = `${`${e.svc}-1`.padEnd(width)} | `;
        out.push(`${pre}${spaced(p)} | ${lv.padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`);
        if (e.stack) for (const s of e.stack.split("\n")) out.push(`${pre}${s}`);
        break;
      }
    }
  }
  return out;
}
