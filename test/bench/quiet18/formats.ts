// The dev set's six aggregated-log shapes (shared/data/incidents/README.md), one physical line per string.
import type { Level, Printed } from "./stream.js";

export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];

export const extOf = (f: Format): string =>
  ({ jsonl: "jsonl", datadog: "json", ecs: "ndjson", gcp: "json", logfmt: "log", compose: "log" })[f];

const iso = (ms: number) => new Date(ms).toISOString();
const composeTime = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");

const LV: Record<Format, Record<Level, string>> = {
  jsonl: { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "fatal" },
  datadog: { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" },
  ecs: { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" },
  gcp: { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" },
  logfmt: { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "fatal" },
  compose: { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" },
};

export interface RenderCtx {
  format: Format;
  namespace: string;
  hostOf: (svc: string) => string;
  composeWidth: number;
}

const q = (s: string) => `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;

export function render(e: Printed, c: RenderCtx): string[] {
  const lv = LV[c.format][e.level];
  const full = e.stack ? `${e.msg}\n${e.stack}` : e.msg;
  switch (c.format) {
    case "jsonl":
      return [
        JSON.stringify({
          timestamp: iso(e.printed),
          service: e.svc,
          level: lv,
          message: full,
          ...(e.trace ? { trace_id: e.trace } : {}),
        }),
      ];
    case "datadog":
      return [
        JSON.stringify({
          "@timestamp": iso(e.printed),
          status: lv,
          service: e.svc,
          message: full,
          host: c.hostOf(e.svc),
          ddsource: "custom",
          ...(e.trace ? { dd: { trace_id: e.trace } } : {}),
        }),
      ];
    case "ecs":
      return [
        JSON.stringify({
          "@timestamp": iso(e.printed),
          "log.level": lv,
          "service.name": e.svc,
          message: e.msg,
          ...(e.stack ? { "error.stack_trace": e.stack } : {}),
          "event.dataset": `${e.svc}.log`,
          "host.name": c.hostOf(e.svc),
          ...(e.trace ? { "trace.id": e.trace } : {}),
        }),
      ];
    case "gcp":
      return [
        JSON.stringify({
          timestamp: iso(e.printed),
          severity: lv,
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: c.namespace, pod_name: c.hostOf(e.svc) },
          },
          jsonPayload: { message: full, ...(e.trace ? { trace: e.trace } : {}) },
        }),
      ];
    case "logfmt": {
      const head = `ts=${iso(e.printed)} level=${lv} svc=${e.svc} msg=${q(e.msg)}${e.trace ? ` trace=${e.trace}` : ""}`;
      return e.stack ? [head, ...e.stack.split("\n")] : [head];
    }
    case "compose": {
      const pre = `${`${e.svc}-1`.padEnd(c.composeWidth)}|`;
      const head = `${pre} ${composeTime(e.printed)} | ${lv.padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      return e.stack ? [head, ...e.stack.split("\n").map((l) => `${pre} ${l}`)] : [head];
    }
  }
}
