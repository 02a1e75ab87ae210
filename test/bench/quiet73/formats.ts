// The dev set's six line shapes (README of the incident dev set), with multi-line stacks where the shape allows.
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

function logfmtValue(s: string): string {
  return `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

export interface RenderOpts {
  namespace: string;
  traceKey: string;
  pods: Map<string, string>;
}

export function render(format: Format, evs: Ev[], o: RenderOpts): string[] {
  const out: string[] = [];
  const width = Math.max(...evs.map((e) => e.svc.length)) + 2;
  for (const e of evs) {
    const full = e.stack?.length ? `${e.msg}\n${e.stack.join("\n")}` : e.msg;
    switch (format) {
      case "jsonl":
        out.push(JSON.stringify({ timestamp: iso(e.t), service: e.svc, level: e.level, message: full }));
        break;
      case "datadog": {
        const rec: Record<string, unknown> = {
          "@timestamp": iso(e.t),
          status: e.level,
          service: e.svc,
          message: e.msg,
          host: o.pods.get(e.svc) ?? e.svc,
          ddsource: "custom",
        };
        if (e.trace) rec.http = { request_id: e.trace };
        if (e.stack?.length) rec.error = { kind: e.errType ?? "Error", stack: e.stack.join("\n") };
        out.push(JSON.stringify(rec));
        break;
      }
      case "ecs": {
        const rec: Record<string, unknown> = {
          "@timestamp": iso(e.t),
          "log.level": e.level.toUpperCase(),
          "service.name": e.svc,
          message: e.msg,
          "event.dataset": `${e.svc}.log`,
        };
        if (e.trace) rec["trace.id"] = e.trace;
        if (e.stack?.length) {
          rec["error.type"] = e.errType ?? "Error";
          rec["error.stack_trace"] = e.stack.join("\n");
        }
        out.push(JSON.stringify(rec));
        break;
      }
      case "gcp": {
        const sev = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR" }[e.level];
        const payload: Record<string, unknown> = { message: full };
        if (e.trace) payload[o.traceKey] = e.trace;
        out.push(
          JSON.stringify({
            timestamp: iso(e.t),
            severity: sev,
            resource: {
              type: "k8s_container",
              labels: { container_name: e.svc, namespace_name: o.namespace, pod_name: o.pods.get(e.svc) ?? e.svc },
            },
            jsonPayload: payload,
          }),
        );
        break;
      }
      case "logfmt": {
        const tr = e.trace ? ` ${o.traceKey}=${e.trace}` : "";
        out.push(`ts=${iso(e.t)} level=${e.level} svc=${e.svc} msg=${logfmtValue(e.msg)}${tr}`);
        for (const l of e.stack ?? []) out.push(l);
        break;
      }
      case "compose": {
        const prefix = `${e.svc}-1`.padEnd(width);
        const lvl = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR" }[e.level].padEnd(8);
        const tr = e.trace ? ` [${e.trace}]` : "";
        out.push(`${prefix} | ${plain(e.t)} | ${lvl} | ${e.msg}${tr}`);
        for (const l of e.stack ?? []) out.push(`${prefix} | ${l}`);
        break;
      }
    }
  }
  return out;
}
