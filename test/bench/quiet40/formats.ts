// The dev set's six line shapes (shared/data/incidents/README.md), one renderer each; stacks become multi-line where
// the shape allows it (logfmt and compose continue on raw lines, the JSON shapes carry "\n" or a stack field).
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

const DD: Record<Level, string> = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" };
const ECS: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };
const GCP: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};
const COMPOSE: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};

const iso = (t: number) => new Date(t).toISOString();
const full = (e: Ev) => (e.stack?.length ? `${e.msg}\n${e.stack.join("\n")}` : e.msg);
const q = (s: string) => JSON.stringify(s);

export interface RenderCtx {
  namespace: string;
  /** Stable replica name of a service, e.g. `feature-store-7d9c4b6f5-x2kqp`. */
  pod: (svc: string) => string;
  host: (svc: string) => string;
}

export function render(evs: Ev[], f: Format, ctx: RenderCtx): string[] {
  const out: string[] = [];
  const width = Math.max(...evs.map((e) => e.svc.length)) + 2;
  for (const e of evs) {
    switch (f) {
      case "jsonl":
        out.push(JSON.stringify({ timestamp: iso(e.t), service: e.svc, level: e.level, message: full(e) }));
        break;
      case "datadog": {
        const o: Record<string, unknown> = {
          "@timestamp": iso(e.t),
          status: DD[e.level],
          service: e.svc,
          message: full(e),
          host: ctx.host(e.svc),
          ddsource: "kubernetes",
          ddtags: `kube_namespace:${ctx.namespace},pod_name:${ctx.pod(e.svc)}`,
        };
        if (e.trace) o["dd.trace_id"] = e.trace;
        out.push(JSON.stringify(o));
        break;
      }
      case "ecs": {
        const o: Record<string, unknown> = {
          "@timestamp": iso(e.t),
          "log.level": ECS[e.level],
          "service.name": e.svc,
          message: e.msg,
          "event.dataset": `${e.svc}.log`,
          "host.name": ctx.host(e.svc),
        };
        if (e.stack?.length) o["error.stack_trace"] = e.stack.join("\n");
        if (e.trace) o["trace.id"] = e.trace;
        out.push(JSON.stringify(o));
        break;
      }
      case "gcp": {
        const payload: Record<string, unknown> = { message: full(e) };
        if (e.trace) payload.trace = e.trace;
        out.push(
          JSON.stringify({
            timestamp: iso(e.t),
            severity: GCP[e.level],
            resource: {
              type: "k8s_container",
              labels: { container_name: e.svc, namespace_name: ctx.namespace, pod_name: ctx.pod(e.svc) },
            },
            jsonPayload: payload,
          }),
        );
        break;
      }
      case "logfmt":
        out.push(
          `ts=${iso(e.t)} level=${e.level === "fatal" ? "fatal" : e.level} svc=${e.svc} msg=${q(e.msg)}${e.trace ? ` trace=${e.trace}` : ""}`,
        );
        for (const l of e.stack ?? []) out.push(l);
        break;
      case "compose": {
        const prefix = `${e.svc}-1`.padEnd(width);
        const ts = iso(e.t).replace("T", " ").replace("Z", "");
        out.push(`${prefix} | ${ts} | ${COMPOSE[e.level].padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`);
        for (const l of e.stack ?? []) out.push(`${prefix} | ${l}`);
        break;
      }
    }
  }
  return out;
}
