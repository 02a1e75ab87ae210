// Renders one event in each of the dev set's six formats (shapes as in shared/data/incidents/README.md).
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

const UPPER: Record<Ev["lvl"], string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };
const GCP: Record<Ev["lvl"], string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};
const COMPOSE: Record<Ev["lvl"], string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};

export interface RenderCtx {
  namespace: string;
  padTo: number;
}

const withStack = (e: Ev) => (e.stack ? `${e.msg}\n${e.stack.join("\n")}` : e.msg);

export function render(e: Ev, printed: number, f: Format, c: RenderCtx): string[] {
  const iso = new Date(printed).toISOString();
  switch (f) {
    case "jsonl":
      return [
        JSON.stringify({
          timestamp: iso,
          service: e.svc,
          level: e.lvl === "fatal" ? "fatal" : e.lvl,
          message: withStack(e),
        }),
      ];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso,
        status: e.lvl === "fatal" ? "critical" : e.lvl,
        service: e.svc,
        message: e.msg,
        host: `${e.svc}.node-${e.node ?? 0}`,
        ddsource: e.source ?? "custom",
      };
      if (e.stack) o.error = { stack: e.stack.join("\n"), kind: e.stack[0].split(":")[0] };
      if (e.trace) o.http = { request_id: e.trace };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso,
        "log.level": UPPER[e.lvl],
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
      };
      if (e.stack) o["error.stack_trace"] = e.stack.join("\n");
      if (e.trace) o["transaction.id"] = e.trace;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: withStack(e) };
      if (e.trace) payload.trace = e.trace;
      return [
        JSON.stringify({
          timestamp: iso,
          severity: GCP[e.lvl],
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: c.namespace, pod_name: `${e.svc}-${e.pod ?? "0"}` },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const msg = e.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      const head = `ts=${iso} level=${e.lvl === "fatal" ? "fatal" : e.lvl} svc=${e.svc} msg="${msg}"${e.trace ? ` trace=${e.trace}` : ""}`;
      return [head, ...(e.stack ?? [])];
    }
    case "compose": {
      const prefix = `${`${e.svc}-1`.padEnd(c.padTo)} | `;
      const ts = iso.replace("T", " ").replace("Z", "");
      const head = `${prefix}${ts} | ${COMPOSE[e.lvl].padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      return [head, ...(e.stack ?? []).map((s) => `${prefix}${s}`)];
    }
  }
}
