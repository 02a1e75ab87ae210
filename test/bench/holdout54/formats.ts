// The dev set's six line shapes (shared/data/incidents/README.md), one event in, its printed lines out.
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export type Level = "info" | "warn" | "error";

export const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

/** One log event: printed time (ms, skew included), service, level, message and optional stack lines. */
export interface Ev {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  trace?: string;
}

const UP: Record<Level, string> = { info: "INFO", warn: "WARN", error: "ERROR" };
const GCP: Record<Level, string> = { info: "INFO", warn: "WARNING", error: "ERROR" };
const COMPOSE: Record<Level, string> = { info: "INFO", warn: "WARNING", error: "ERROR" };

const iso = (t: number) => new Date(t).toISOString();
const withStack = (e: Ev) => (e.stack?.length ? `${e.msg}\n${e.stack.join("\n")}` : e.msg);

/** Renders one event; `pad` is the compose name column width, `ns` the GCP namespace. */
export function render(e: Ev, f: Format, pad: number, ns: string): string[] {
  switch (f) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(e.t), service: e.svc, level: e.level, message: withStack(e) })];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.t),
        status: e.level,
        service: e.svc,
        message: withStack(e),
        host: `${e.svc}.node-${e.svc.length % 4}`,
        ddsource: "custom",
      };
      if (e.trace) o.http = { request_id: e.trace };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.t),
        "log.level": UP[e.level],
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
      };
      if (e.stack?.length) o["error.stack_trace"] = e.stack.join("\n");
      if (e.trace) o["transaction.id"] = e.trace;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: withStack(e) };
      if (e.trace) payload.trace = e.trace;
      return [
        JSON.stringify({
          timestamp: iso(e.t),
          severity: GCP[e.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: ns, pod_name: `${e.svc}-${e.svc.length % 3}` },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const msg = e.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      const head = `ts=${iso(e.t)} level=${e.level} svc=${e.svc} msg="${msg}"${e.trace ? ` trace=${e.trace}` : ""}`;
      return [head, ...(e.stack ?? [])];
    }
    case "compose": {
      const name = `${e.svc}-1`.padEnd(pad);
      const ts = iso(e.t).replace("T", " ").replace("Z", "");
      const head = `${name} | ${ts} | ${COMPOSE[e.level].padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      return [head, ...(e.stack ?? []).map((s) => `${name} | ${s}`)];
    }
  }
}
