// The six line shapes of the dev set's README; multi-line traces where the shape allows.
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

const iso = (t: number) => new Date(t).toISOString();
const LV: Record<Format, Record<Level, string>> = {
  jsonl: { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "fatal" },
  datadog: { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" },
  ecs: { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" },
  gcp: { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" },
  logfmt: { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "fatal" },
  compose: { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" },
};

export interface RenderCtx {
  namespace: string;
  width: number;
  hostOf: (svc: string) => string;
}

/** Renders one event; returns the physical lines it takes. */
export function render(f: Format, e: Ev, c: RenderCtx): string[] {
  const lv = LV[f][e.level];
  const full = e.stack ? `${e.msg}\n${e.stack.join("\n")}` : e.msg;
  switch (f) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(e.t), service: e.svc, level: lv, message: full })];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.t),
        status: lv,
        service: e.svc,
        message: full,
        host: c.hostOf(e.svc),
        ddsource: "custom",
      };
      if (e.id) o.http = { request_id: e.id };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.t),
        "log.level": lv,
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
      };
      if (e.stack) o["error.stack_trace"] = e.stack.join("\n");
      if (e.id) o["transaction.id"] = e.id;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: full };
      if (e.id) payload.trace = e.id;
      return [
        JSON.stringify({
          timestamp: iso(e.t),
          severity: lv,
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: c.namespace, pod_name: c.hostOf(e.svc) },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const msg = e.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      const head = `ts=${iso(e.t)} level=${lv} svc=${e.svc} msg="${msg}"${e.id ? ` trace=${e.id}` : ""}`;
      return [head, ...(e.stack ?? [])];
    }
    case "compose": {
      const p = `${e.svc}-1`.padEnd(c.width);
      const ts = iso(e.t).replace("T", " ").replace("Z", "");
      return [
        `${p} | ${ts} | ${lv.padEnd(8)} | ${e.msg}${e.id ? ` [${e.id}]` : ""}`,
        ...(e.stack ?? []).map((s) => `${p} | ${s}`),
      ];
    }
  }
}
