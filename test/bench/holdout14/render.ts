// Prints one event in one of the six line formats of the incident dev set (the shapes the earlier holdouts use):
// JSON lines, Datadog export, ECS ndjson, GCP Cloud Logging export, logfmt and docker compose text.
import type { Ev, Format, Level } from "./types.js";

export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

const LV: Record<Format, Record<Level, string>> = {
  jsonl: { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "fatal" },
  datadog: { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" },
  ecs: { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" },
  gcp: { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" },
  logfmt: { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "fatal" },
  compose: { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" },
};

export interface RenderEnv {
  fmt: Format;
  namespace: string;
  pod: (svc: string) => string;
  /** Compose prefix width (longest `name-1` plus one). */
  width: number;
}

const iso = (ms: number) => new Date(ms).toISOString();
const composeTs = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");

export function render(ev: Ev, printed: number, env: RenderEnv): string[] {
  const lv = LV[env.fmt][ev.level];
  const full = ev.stack ? `${ev.msg}\n${ev.stack}` : ev.msg;
  switch (env.fmt) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(printed), service: ev.svc, level: lv, message: full })];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(printed),
        status: lv,
        service: ev.svc,
        message: full,
        host: env.pod(ev.svc),
        ddsource: "kubernetes",
      };
      if (ev.trace) o.http = { request_id: ev.trace };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(printed),
        "log.level": lv,
        "service.name": ev.svc,
        message: ev.msg,
        "event.dataset": `${ev.svc}.log`,
      };
      if (ev.trace) o["transaction.id"] = ev.trace;
      if (ev.stack) o["error.stack_trace"] = ev.stack;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: full };
      if (ev.trace) payload.trace = ev.trace;
      return [
        JSON.stringify({
          timestamp: iso(printed),
          severity: lv,
          resource: {
            type: "k8s_container",
            labels: { container_name: ev.svc, namespace_name: env.namespace, pod_name: env.pod(ev.svc) },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const [first, ...more] = ev.msg.split("\n");
      const msg = first.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      const head = `ts=${iso(printed)} level=${lv} svc=${ev.svc} msg="${msg}"${ev.trace ? ` trace=${ev.trace}` : ""}`;
      const rest = [...more, ...(ev.stack ? ev.stack.split("\n") : [])];
      return [head, ...rest];
    }
    case "compose": {
      const prefix = `${ev.svc}-1`.padEnd(env.width) + "| ";
      const [first, ...more] = ev.msg.split("\n");
      const rest = [...more, ...(ev.stack ? ev.stack.split("\n") : [])];
      const head = `${prefix}${composeTs(printed)} | ${lv.padEnd(8)} | ${first}${ev.trace ? ` [${ev.trace}]` : ""}`;
      return [head, ...rest.map((l) => prefix + l)];
    }
  }
}
