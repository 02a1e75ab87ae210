// Prints one event in one of the README's six line formats (copied from the dev files' shapes).
import type { Ev, Format } from "./types.js";

export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

const LV: Record<Format, Record<Ev["level"], string>> = {
  jsonl: { info: "info", warn: "warn", error: "error", fatal: "fatal" },
  datadog: { info: "info", warn: "warn", error: "error", fatal: "emergency" },
  ecs: { info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" },
  gcp: { info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" },
  logfmt: { info: "info", warn: "warn", error: "error", fatal: "fatal" },
  compose: { info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" },
};

export interface RenderEnv {
  fmt: Format;
  namespace: string;
  /** Node / pod index per service. */
  node: Map<string, number>;
  /** Compose prefix width (longest `name-1` plus one). */
  width: number;
}

const iso = (ms: number) => new Date(ms).toISOString();
const composeTs = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");

export function render(ev: Ev, printed: number, env: RenderEnv): string[] {
  const lv = LV[env.fmt][ev.level];
  const k = env.node.get(ev.svc) ?? 0;
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
        host: `${ev.svc}.node-${k}`,
        ddsource: "custom",
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
            labels: { container_name: ev.svc, namespace_name: env.namespace, pod_name: `${ev.svc}-${k}` },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const msg = ev.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      const head = `ts=${iso(printed)} level=${lv} svc=${ev.svc} msg="${msg}"${ev.trace ? ` trace=${ev.trace}` : ""}`;
      return ev.stack ? [head, ...ev.stack.split("\n")] : [head];
    }
    case "compose": {
      const prefix = `${ev.svc}-1`.padEnd(env.width) + "| ";
      const head = `${prefix}${composeTs(printed)} | ${lv.padEnd(8)} | ${ev.msg}${ev.trace ? ` [${ev.trace}]` : ""}`;
      return ev.stack ? [head, ...ev.stack.split("\n").map((l) => prefix + l)] : [head];
    }
  }
}
