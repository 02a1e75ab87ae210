// The six aggregated line shapes of the dev set, multi-line stack traces where the shape allows.
import type { Level, Printed } from "./stream.js";

export const FORMATS = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"] as const;
export type Format = (typeof FORMATS)[number];
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
const withStack = (e: Printed) => (e.stack?.length ? `${e.msg}\n${e.stack.join("\n")}` : e.msg);

const DD: Record<Level, string> = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" };
const GCP: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};
const PY: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" };

export function render(fmt: Format, evs: Printed[], namespace: string, idKey: string): string[] {
  const lines: string[] = [];
  const width = Math.max(...evs.map((e) => e.svc.length)) + 2;
  const node = (svc: string) => `${svc}-${svc.length % 3}`;
  for (const e of evs) {
    switch (fmt) {
      case "jsonl":
        lines.push(JSON.stringify({ timestamp: iso(e.p), service: e.svc, level: e.level, message: withStack(e) }));
        break;
      case "datadog": {
        const o: Record<string, unknown> = {
          "@timestamp": iso(e.p),
          status: DD[e.level],
          service: e.svc,
          message: e.msg,
          host: `${e.svc}.${node(e.svc)}`,
          ddsource: "custom",
        };
        if (e.id) o[idKey] = e.id;
        if (e.stack?.length) o.error = { kind: e.errType ?? "Error", stack: e.stack.join("\n") };
        lines.push(JSON.stringify(o));
        break;
      }
      case "ecs": {
        const o: Record<string, unknown> = {
          "@timestamp": iso(e.p),
          "log.level": e.level === "fatal" ? "FATAL" : e.level.toUpperCase(),
          "service.name": e.svc,
          message: e.msg,
          "event.dataset": `${e.svc}.log`,
        };
        if (e.id) o[idKey === "trace" ? "trace.id" : "transaction.id"] = e.id;
        if (e.errType) o["error.type"] = e.errType;
        if (e.stack?.length) o["error.stack_trace"] = e.stack.join("\n");
        lines.push(JSON.stringify(o));
        break;
      }
      case "gcp": {
        const payload: Record<string, unknown> = { message: withStack(e) };
        if (e.id) payload[idKey] = e.id;
        lines.push(
          JSON.stringify({
            timestamp: iso(e.p),
            severity: GCP[e.level],
            resource: {
              type: "k8s_container",
              labels: { container_name: e.svc, namespace_name: namespace, pod_name: `${e.svc}-${e.svc.length % 4}` },
            },
            jsonPayload: payload,
          }),
        );
        break;
      }
      case "logfmt": {
        const msg = e.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
        lines.push(
          `ts=${iso(e.p)} level=${e.level} svc=${e.svc} msg="${msg}"${e.id ? ` ${idKey}=${e.id}` : ""}${e.errType ? ` err=${e.errType}` : ""}`,
        );
        for (const s of e.stack ?? []) lines.push(s);
        break;
      }
      case "compose": {
        const pre = `${`${e.svc}-1`.padEnd(width)}|`;
        lines.push(`${pre} ${plain(e.p)} | ${PY[e.level].padEnd(8)} | ${e.msg}${e.id ? ` [${e.id}]` : ""}`);
        for (const s of e.stack ?? []) lines.push(`${pre} ${s}`);
        break;
      }
    }
  }
  return lines;
}
