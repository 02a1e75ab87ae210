// The six aggregated-log shapes of the dev set's README.
import type { Ev, Level } from "./stream.js";

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

const iso = (ms: number) => new Date(ms).toISOString();
const plain = (ms: number) => iso(ms).replace("T", " ").slice(0, 23);
const full = (e: Ev) => (e.stack?.length ? `${e.msg}\n${e.stack.join("\n")}` : e.msg);

const LV: Record<Format, Record<Level, string>> = {
  jsonl: { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "fatal" },
  datadog: { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" },
  ecs: { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" },
  gcp: { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" },
  logfmt: { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "fatal" },
  compose: { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" },
};

const q = (s: string) => `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;

export function render(fmt: Format, evs: Ev[], services: string[], ns: string): string[] {
  const out: string[] = [];
  const width = Math.max(...services.map((s) => s.length + 2)) + 1;
  const node = (s: string) => (s.charCodeAt(0) + s.length) % 3;
  for (const e of evs) {
    const ts = e.printed ?? e.t;
    const lv = LV[fmt][e.level];
    switch (fmt) {
      case "jsonl":
        out.push(JSON.stringify({ timestamp: iso(ts), service: e.svc, level: lv, message: full(e) }));
        break;
      case "datadog": {
        const o: Record<string, unknown> = {
          "@timestamp": iso(ts),
          status: lv,
          service: e.svc,
          message: e.msg,
          host: `${e.svc}.node-${node(e.svc)}`,
          ddsource: "custom",
        };
        if (e.trace) o.http = { request_id: e.trace };
        if (e.stack?.length) o.error = { stack: e.stack.join("\n") };
        out.push(JSON.stringify(o));
        break;
      }
      case "ecs": {
        const o: Record<string, unknown> = {
          "@timestamp": iso(ts),
          "log.level": lv,
          "service.name": e.svc,
          message: e.msg,
          "event.dataset": `${e.svc}.log`,
        };
        if (e.trace) o["transaction.id"] = e.trace;
        if (e.stack?.length) o["error.stack_trace"] = e.stack.join("\n");
        out.push(JSON.stringify(o));
        break;
      }
      case "gcp": {
        const payload: Record<string, unknown> = { message: full(e) };
        if (e.trace) payload.trace = e.trace;
        out.push(
          JSON.stringify({
            timestamp: iso(ts),
            severity: lv,
            resource: {
              type: "k8s_container",
              labels: { container_name: e.svc, namespace_name: ns, pod_name: `${e.svc}-${node(e.svc)}` },
            },
            jsonPayload: payload,
          }),
        );
        break;
      }
      case "logfmt":
        out.push(`ts=${iso(ts)} level=${lv} svc=${e.svc} msg=${q(e.msg)}${e.trace ? ` trace=${e.trace}` : ""}`);
        for (const s of e.stack ?? []) out.push(s);
        break;
      case "compose": {
        const p = `${e.svc}-1`.padEnd(width);
        out.push(`${p}| ${plain(ts)} | ${lv.padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`);
        for (const s of e.stack ?? []) out.push(`${p}| ${s}`);
        break;
      }
    }
  }
  return out;
}
