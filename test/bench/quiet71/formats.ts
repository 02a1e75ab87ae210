// The dev set's six line shapes; stack traces ride in each format the way that shipper carries them.
import type { Ev } from "./stream.js";

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

const iso = (t: number) => new Date(t).toISOString();
const plain = (t: number) => iso(t).replace("T", " ").replace("Z", "");

const LV: Record<Format, Record<Ev["lvl"], string>> = {
  jsonl: { DEBUG: "debug", INFO: "info", WARN: "warn", ERROR: "error", FATAL: "fatal" },
  datadog: { DEBUG: "debug", INFO: "info", WARN: "warn", ERROR: "error", FATAL: "critical" },
  ecs: { DEBUG: "DEBUG", INFO: "INFO", WARN: "WARN", ERROR: "ERROR", FATAL: "FATAL" },
  gcp: { DEBUG: "DEBUG", INFO: "INFO", WARN: "WARNING", ERROR: "ERROR", FATAL: "CRITICAL" },
  logfmt: { DEBUG: "debug", INFO: "info", WARN: "warn", ERROR: "error", FATAL: "fatal" },
  compose: { DEBUG: "DEBUG", INFO: "INFO", WARN: "WARNING", ERROR: "ERROR", FATAL: "CRITICAL" },
};

export interface RenderOpts {
  namespace: string;
  width: number; // compose prefix width
  hostOf: (svc: string) => string;
}

/** Renders one event to one or more physical lines. */
export function render(f: Format, e: Ev, o: RenderOpts): string[] {
  const lv = LV[f][e.lvl];
  const full = e.stack ? `${e.msg}\n${e.stack.join("\n")}` : e.msg;
  switch (f) {
    case "jsonl": {
      const r: Record<string, unknown> = { timestamp: iso(e.t), service: e.svc, level: lv, message: full };
      if (e.trace) r.trace_id = e.trace;
      return [JSON.stringify(r)];
    }
    case "datadog": {
      const r: Record<string, unknown> = {
        "@timestamp": iso(e.t),
        status: lv,
        service: e.svc,
        message: e.msg,
        host: o.hostOf(e.svc),
        ddsource: "custom",
      };
      if (e.stack) r.error = { kind: e.stack[0].split(/[:(]/)[0].trim(), stack: e.stack.join("\n") };
      if (e.trace) r.dd = { trace_id: e.trace };
      return [JSON.stringify(r)];
    }
    case "ecs": {
      const r: Record<string, unknown> = {
        "@timestamp": iso(e.t),
        "log.level": lv,
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
      };
      if (e.stack) r["error.stack_trace"] = e.stack.join("\n");
      if (e.trace) r["trace.id"] = e.trace;
      return [JSON.stringify(r)];
    }
    case "gcp": {
      const p: Record<string, unknown> = { message: full };
      if (e.trace) p.trace = e.trace;
      return [
        JSON.stringify({
          timestamp: iso(e.t),
          severity: lv,
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: o.namespace, pod_name: o.hostOf(e.svc) },
          },
          jsonPayload: p,
        }),
      ];
    }
    case "logfmt": {
      const msg = e.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      const head = `ts=${iso(e.t)} level=${lv} svc=${e.svc} msg="${msg}"${e.trace ? ` trace=${e.trace}` : ""}`;
      return [head, ...(e.stack ?? [])];
    }
    case "compose": {
      const pre = `${e.svc}-1`.padEnd(o.width);
      const head = `${pre} | ${plain(e.t)} | ${lv.padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      return [head, ...(e.stack ?? []).map((l) => `${pre} | ${l}`)];
    }
  }
}
