// The dev set's six line shapes (shared/data/incidents/README.md), with multi-line stack traces where the shape allows.
import type { Ev, Level } from "./stream.js";

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
  /** Width of the compose prefix column (longest `name-1`). */
  pad: number;
  /** Replica index per service, for host / pod names. */
  replica: (svc: string) => number;
}

const iso = (ms: number) => new Date(ms).toISOString();
const spaced = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");
const withStack = (e: Ev) => (e.stack ? `${e.msg}\n${e.stack.join("\n")}` : e.msg);
const q = (s: string) => `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;

export function render(fmt: Format, e: Ev, printed: number, c: RenderCtx): string[] {
  const lv = LV[fmt][e.level];
  const rep = c.replica(e.svc);
  switch (fmt) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(printed), service: e.svc, level: lv, message: withStack(e) })];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(printed),
        status: lv,
        service: e.svc,
        message: e.msg,
        host: `${e.svc}.node-${rep}`,
        ddsource: "custom",
      };
      if (e.trace) o.http = { request_id: e.trace };
      if (e.stack) o.error = { kind: e.errKind ?? "Error", stack: e.stack.join("\n") };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(printed),
        "log.level": lv,
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
      };
      if (e.trace) o["transaction.id"] = e.trace;
      if (e.stack) {
        o["error.type"] = e.errKind ?? "Error";
        o["error.stack_trace"] = e.stack.join("\n");
      }
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: withStack(e) };
      if (e.trace) payload.trace = e.trace;
      return [
        JSON.stringify({
          timestamp: iso(printed),
          severity: lv,
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: c.namespace, pod_name: `${e.svc}-${rep}` },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const [first, ...more] = e.msg.split("\n");
      const head = `ts=${iso(printed)} level=${lv} svc=${e.svc} msg=${q(first)}${e.trace ? ` trace=${e.trace}` : ""}`;
      return [head, ...more, ...(e.stack ?? [])];
    }
    case "compose": {
      const pre = `${`${e.svc}-1`.padEnd(c.pad)} | `;
      const [first, ...more] = e.msg.split("\n");
      const head = `${pre}${spaced(printed)} | ${lv.padEnd(8)} | ${first}${e.trace ? ` [${e.trace}]` : ""}`;
      return [head, ...[...more, ...(e.stack ?? [])].map((l) => `${pre}${l}`)];
    }
  }
}
