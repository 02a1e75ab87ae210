// The six line shapes of the dev set's README, one renderer each. Stacks go where the format keeps them.
import type { Ev } from "./stream.js";

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

export interface RenderOpts {
  namespace: string;
  pad: number;
}

export function render(f: Format, e: Ev, printed: number, o: RenderOpts): string[] {
  const stack = e.stack && e.stack.length > 0 ? e.stack.join("\n") : undefined;
  const full = stack ? `${e.msg}\n${stack}` : e.msg;
  switch (f) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(printed), service: e.svc, level: e.level, message: full })];
    case "datadog": {
      const rec: Record<string, unknown> = {
        "@timestamp": iso(printed),
        status: e.level,
        service: e.svc,
        message: e.msg,
        host: `${e.svc}.${e.host ?? "node-0"}`,
        ddsource: e.source ?? "custom",
      };
      if (e.trace) rec.http = { request_id: e.trace };
      if (stack) rec.error = { kind: e.errKind ?? "Error", stack };
      return [JSON.stringify(rec)];
    }
    case "ecs": {
      const rec: Record<string, unknown> = {
        "@timestamp": iso(printed),
        "log.level": e.level.toUpperCase(),
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
      };
      if (e.trace) rec["transaction.id"] = e.trace;
      if (stack) rec["error.stack_trace"] = stack;
      return [JSON.stringify(rec)];
    }
    case "gcp": {
      const sev = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR" }[e.level];
      const payload: Record<string, unknown> = { message: full };
      if (e.trace) payload.trace = e.trace;
      return [
        JSON.stringify({
          timestamp: iso(printed),
          severity: sev,
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: o.namespace, pod_name: `${e.svc}-${e.host ?? "0"}` },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const head = `ts=${iso(printed)} level=${e.level} svc=${e.svc} msg=${JSON.stringify(e.msg)}${e.trace ? ` trace=${e.trace}` : ""}`;
      return stack ? [head, ...stack.split("\n")] : [head];
    }
    case "compose": {
      const pre = `${e.svc}-1`.padEnd(o.pad, " ");
      const lvl = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR" }[e.level].padEnd(8, " ");
      const head = `${pre} | ${plain(printed)} | ${lvl} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      return stack ? [head, ...stack.split("\n").map((l) => `${pre} | ${l}`)] : [head];
    }
  }
}
