// The six outer shapes of the dev set (jsonl, datadog, ecs, gcp, logfmt, compose): one collector record in,
// its printed line(s) out. `stack` rides in error.stack_trace (ecs) or as raw continuation lines (logfmt).
import type { Lvl } from "./native.js";

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

export interface Rec {
  ms: number;
  svc: string;
  lvl: Lvl;
  text: string;
  trace?: string;
  stack?: string[];
}

const iso = (ms: number) => new Date(Math.round(ms)).toISOString();

export function renderRec(f: Format, r: Rec, ns: string, pad: number): string[] {
  const t = iso(r.ms);
  switch (f) {
    case "jsonl":
      return [
        JSON.stringify({
          timestamp: t,
          service: r.svc,
          level: r.lvl === "fatal" ? "fatal" : r.lvl,
          message: r.text,
          ...(r.trace ? { trace_id: r.trace } : {}),
        }),
      ];
    case "datadog": {
      const status = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" }[r.lvl];
      return [
        JSON.stringify({
          "@timestamp": t,
          status,
          service: r.svc,
          message: r.text,
          host: `${r.svc}.node-${r.svc.length % 4}`,
          ddsource: "custom",
          ...(r.trace ? { http: { request_id: r.trace } } : {}),
        }),
      ];
    }
    case "ecs":
      return [
        JSON.stringify({
          "@timestamp": t,
          "log.level": { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" }[r.lvl],
          "service.name": r.svc,
          message: r.text,
          ...(r.stack?.length ? { "error.stack_trace": r.stack.join("\n") } : {}),
          "event.dataset": `${r.svc}.log`,
          ...(r.trace ? { "transaction.id": r.trace } : {}),
        }),
      ];
    case "gcp":
      return [
        JSON.stringify({
          timestamp: t,
          severity: { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" }[r.lvl],
          resource: {
            type: "k8s_container",
            labels: { container_name: r.svc, namespace_name: ns, pod_name: `${r.svc}-${r.svc.length % 3}` },
          },
          jsonPayload: { message: r.text, ...(r.trace ? { trace: r.trace } : {}) },
        }),
      ];
    case "logfmt":
      return [
        `ts=${t} level=${r.lvl === "fatal" ? "fatal" : r.lvl} svc=${r.svc} msg=${JSON.stringify(r.text)}${r.trace ? ` trace=${r.trace}` : ""}`,
        ...(r.stack ?? []),
      ];
    case "compose": {
      const L = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" }[r.lvl];
      const d = t.slice(0, 23).replace("T", " ");
      return [`${`${r.svc}-1`.padEnd(pad)} | ${d} | ${L.padEnd(8)} | ${r.text}${r.trace ? ` [${r.trace}]` : ""}`];
    }
  }
}
