// The dev set's six line shapes (jsonl, datadog, ecs, gcp, logfmt, compose), multi-line traces where they fit.
import type { Level, Printed } from "./stream.js";

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

const LV: Record<Format, Record<Level, string>> = {
  jsonl: { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "fatal" },
  datadog: { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" },
  ecs: { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" },
  gcp: { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" },
  logfmt: { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "fatal" },
  compose: { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" },
};

const kind = (stack: string[]) => (stack[0] ?? "").split(/[:\s]/)[0];

export interface RenderCtx {
  ns: string;
  pods: Map<string, string>;
}

/** Renders a sorted stream into text lines (a stack trace may add lines). */
export function render(fmt: Format, evs: Printed[], ctx: RenderCtx): string[] {
  const width = Math.max(...evs.map((e) => e.svc.length)) + 2;
  const out: string[] = [];
  for (const e of evs) {
    const lv = LV[fmt][e.level];
    const pod = ctx.pods.get(e.svc) ?? `${e.svc}-0`;
    const full = e.stack ? `${e.msg}\n${e.stack.join("\n")}` : e.msg;
    switch (fmt) {
      case "jsonl":
        out.push(JSON.stringify({ timestamp: iso(e.pt), service: e.svc, level: lv, message: full }));
        break;
      case "datadog": {
        const o: Record<string, unknown> = {
          "@timestamp": iso(e.pt),
          status: lv,
          service: e.svc,
          message: e.msg,
          host: pod,
          ddsource: "custom",
        };
        if (e.stack) o.error = { kind: kind(e.stack), message: e.stack[0], stack: e.stack.join("\n") };
        if (e.trace) o.dd = { trace_id: e.trace };
        out.push(JSON.stringify(o));
        break;
      }
      case "ecs": {
        const o: Record<string, unknown> = {
          "@timestamp": iso(e.pt),
          "log.level": lv,
          "service.name": e.svc,
          message: e.msg,
          "event.dataset": `${e.svc}.log`,
          "host.name": pod,
        };
        if (e.stack) {
          o["error.type"] = kind(e.stack);
          o["error.message"] = e.stack[0];
          o["error.stack_trace"] = e.stack.join("\n");
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
            timestamp: iso(e.pt),
            severity: lv,
            resource: {
              type: "k8s_container",
              labels: { container_name: e.svc, namespace_name: ctx.ns, pod_name: pod },
            },
            jsonPayload: payload,
          }),
        );
        break;
      }
      case "logfmt":
        out.push(
          `ts=${iso(e.pt)} level=${lv} svc=${e.svc} msg=${JSON.stringify(e.msg)}${e.trace ? ` trace=${e.trace}` : ""}`,
        );
        if (e.stack) out.push(...e.stack);
        break;
      case "compose": {
        const prefix = `${e.svc}-1`.padEnd(width);
        out.push(
          `${prefix} | ${plain(e.pt)} | ${lv.padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace.slice(0, 12)}]` : ""}`,
        );
        if (e.stack) for (const l of e.stack) out.push(`${prefix} | ${l}`);
        break;
      }
    }
  }
  return out;
}
