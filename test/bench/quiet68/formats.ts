// The six line shapes of the dev set's README; one event may print as several lines where the format allows.
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export type Level = "DEBUG" | "INFO" | "WARN" | "ERROR";

export interface Ev {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string;
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
const plain = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");
const full = (e: Ev) => (e.stack ? `${e.msg}\n${e.stack}` : e.msg);

export function render(fmt: Format, e: Ev, printed: number, ns: string, pad: number, replica: number): string[] {
  const lower = e.level === "WARN" ? "warn" : e.level.toLowerCase();
  switch (fmt) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(printed), service: e.svc, level: lower, message: full(e) })];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(printed),
        status: lower,
        service: e.svc,
        message: e.msg,
        host: `${e.svc}-${replica}.${ns}`,
        ddsource: "container",
      };
      if (e.trace) o.dd = { trace_id: e.trace };
      if (e.stack) o.error = { stack: e.stack };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(printed),
        "log.level": e.level,
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
      };
      if (e.trace) o["trace.id"] = e.trace;
      if (e.stack) o["error.stack_trace"] = e.stack;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const sev = e.level === "WARN" ? "WARNING" : e.level;
      const payload: Record<string, unknown> = { message: full(e) };
      if (e.trace) payload.trace = e.trace;
      return [
        JSON.stringify({
          timestamp: iso(printed),
          severity: sev,
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: ns, pod_name: `${e.svc}-${replica}` },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const q = e.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      const head = `ts=${iso(printed)} level=${lower} svc=${e.svc} msg="${q}"${e.trace ? ` trace=${e.trace}` : ""}`;
      return e.stack ? [head, ...e.stack.split("\n")] : [head];
    }
    case "compose": {
      const prefix = `${e.svc}-1`.padEnd(pad);
      const lv = (e.level === "WARN" ? "WARNING" : e.level).padEnd(8);
      const head = `${prefix} | ${plain(printed)} | ${lv} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      return e.stack ? [head, ...e.stack.split("\n").map((l) => `${prefix} | ${l}`)] : [head];
    }
  }
}
