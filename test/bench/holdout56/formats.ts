// Renders events in the dev set's six shapes (jsonl, datadog, ecs, gcp, logfmt, compose).
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

export interface Printed {
  at: number; // printed epoch ms (true time + skew)
  svc: string;
  level: Level;
  msg: string;
  stack?: string;
  trace?: string;
  host: string;
}

const DD = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" } as const;
const ECS = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" } as const;
const GCP = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" } as const;
const PY = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" } as const;

const iso = (ms: number) => new Date(ms).toISOString();
const errKind = (stack: string) => {
  const m = /(std::bad_alloc|[A-Za-z_][\w.$:]*(Exception|Error|Failure))/.exec(stack);
  return m ? m[1] : "Error";
};

export function render(fmt: Format, evs: Printed[], namespace: string): string[] {
  const pad = Math.max(...evs.map((e) => e.svc.length)) + 2;
  const out: string[] = [];
  for (const e of evs) {
    const full = e.stack ? `${e.msg}\n${e.stack}` : e.msg;
    switch (fmt) {
      case "jsonl":
        out.push(JSON.stringify({ timestamp: iso(e.at), service: e.svc, level: e.level, message: full }));
        break;
      case "datadog": {
        const o: Record<string, unknown> = {
          "@timestamp": iso(e.at),
          status: DD[e.level],
          service: e.svc,
          message: e.msg,
          host: e.host,
          ddsource: "custom",
        };
        if (e.stack) o.error = { kind: errKind(e.stack), stack: e.stack };
        if (e.trace) o.http = { request_id: e.trace };
        out.push(JSON.stringify(o));
        break;
      }
      case "ecs": {
        const o: Record<string, unknown> = {
          "@timestamp": iso(e.at),
          "log.level": ECS[e.level],
          "service.name": e.svc,
          message: e.msg,
          "event.dataset": `${e.svc}.log`,
          "host.name": e.host,
        };
        if (e.stack) {
          o["error.type"] = errKind(e.stack);
          o["error.stack_trace"] = e.stack;
        }
        if (e.trace) o["trace.id"] = e.trace;
        out.push(JSON.stringify(o));
        break;
      }
      case "gcp": {
        const payload: Record<string, unknown> = { message: full };
        if (e.trace) payload.trace = e.trace;
        out.push(
          JSON.stringify({
            timestamp: iso(e.at),
            severity: GCP[e.level],
            resource: {
              type: "k8s_container",
              labels: { container_name: e.svc, namespace_name: namespace, pod_name: e.host },
            },
            jsonPayload: payload,
          }),
        );
        break;
      }
      case "logfmt": {
        const msg = e.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
        out.push(`ts=${iso(e.at)} level=${e.level} svc=${e.svc} msg="${msg}"${e.trace ? ` trace=${e.trace}` : ""}`);
        if (e.stack) out.push(...e.stack.split("\n"));
        break;
      }
      case "compose": {
        const name = `${e.svc}-1`.padEnd(pad + 2);
        const ts = iso(e.at).replace("T", " ").replace("Z", "");
        out.push(`${name}| ${ts} | ${PY[e.level].padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`);
        if (e.stack) for (const l of e.stack.split("\n")) out.push(`${name}| ${l}`);
        break;
      }
    }
  }
  return out;
}
