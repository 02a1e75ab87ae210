// The dev set's six line shapes: one event in, the printed line(s) out (stack traces continue on raw lines where the
// format does that, or ride inside the JSON field where it does not).
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export type Level = "info" | "warn" | "error" | "fatal";
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
  /** True time, ms since epoch. */
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string;
  /** Request / trace id as the service propagates it. */
  trace?: string;
}

const iso = (ms: number) => new Date(ms).toISOString();
const plain = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");

const LV: Record<Format, Record<Level, string>> = {
  jsonl: { info: "info", warn: "warn", error: "error", fatal: "error" },
  datadog: { info: "info", warn: "warn", error: "error", fatal: "critical" },
  ecs: { info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" },
  gcp: { info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" },
  logfmt: { info: "info", warn: "warn", error: "error", fatal: "fatal" },
  compose: { info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" },
};

/** Lines for one event printed at `ms` (its skewed clock); `pad` is the compose prefix width. */
export function render(f: Format, e: Ev, ms: number, pad: number, ns: string): string[] {
  const lv = LV[f][e.level];
  const full = e.stack ? `${e.msg}\n${e.stack}` : e.msg;
  switch (f) {
    case "jsonl":
      return [
        JSON.stringify({
          timestamp: iso(ms),
          service: e.svc,
          level: lv,
          message: `${e.msg}${e.trace ? ` trace_id=${e.trace}` : ""}${e.stack ? `\n${e.stack}` : ""}`,
        }),
      ];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(ms),
        status: lv,
        service: e.svc,
        message: e.msg,
        host: `${e.svc}.node-${(e.svc.length * 7) % 4}`,
        ddsource: "custom",
      };
      if (e.stack) o.error = { stack: e.stack, message: e.msg.slice(0, 200) };
      if (e.trace) o.http = { request_id: e.trace };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(ms),
        "log.level": lv,
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
      };
      if (e.trace) o["transaction.id"] = e.trace;
      if (e.stack) o["error.stack_trace"] = e.stack;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: full };
      if (e.trace) payload.trace = e.trace;
      return [
        JSON.stringify({
          timestamp: iso(ms),
          severity: lv,
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: ns, pod_name: `${e.svc}-${(e.svc.length * 13) % 7}` },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const m = e.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n");
      const head = `ts=${iso(ms)} level=${lv} svc=${e.svc} msg="${m}"${e.trace ? ` trace=${e.trace}` : ""}`;
      return e.stack ? [head, ...e.stack.split("\n")] : [head];
    }
    case "compose": {
      const pre = `${e.svc}-1`.padEnd(pad);
      const msgLines = e.msg.split("\n");
      const head = `${pre} | ${plain(ms)} | ${lv.padEnd(8)} | ${msgLines[0]}${e.trace ? ` [${e.trace}]` : ""}`;
      const rest = [...msgLines.slice(1), ...(e.stack ? e.stack.split("\n") : [])];
      return [head, ...rest.map((l) => `${pre} | ${l}`)];
    }
  }
}
