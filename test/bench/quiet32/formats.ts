// The six line shapes of the dev set; multi-line stack traces where the shape allows one.
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

const iso = (t: number) => new Date(t).toISOString();
const plain = (t: number) => iso(t).replace("T", " ").replace("Z", "");

export function render(fmt: Format, ev: Ev, printed: number, pad: number, ns: string): string[] {
  const ts = iso(printed);
  const full = ev.stack ? `${ev.msg}\n${ev.stack}` : ev.msg;
  switch (fmt) {
    case "jsonl":
      return [JSON.stringify({ timestamp: ts, service: ev.svc, level: ev.level, message: full })];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": ts,
        status: ev.level,
        service: ev.svc,
        message: ev.msg,
        host: `${ev.svc}.node-${ev.host ?? 0}`,
        ddsource: ev.source ?? "custom",
      };
      if (ev.trace) o.http = { request_id: ev.trace };
      if (ev.stack) {
        const ls = ev.stack.split("\n");
        const message = (ls[0]?.startsWith("Traceback") ? ls[ls.length - 1] : ls[0]) ?? ev.msg;
        o.error = { kind: ev.errType ?? "Error", message, stack: ev.stack };
      }
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": ts,
        "log.level": ev.level.toUpperCase(),
        "service.name": ev.svc,
        message: ev.msg,
        "event.dataset": `${ev.svc}.log`,
      };
      if (ev.trace) o["transaction.id"] = ev.trace;
      if (ev.stack) {
        o["error.type"] = ev.errType ?? "Error";
        o["error.stack_trace"] = ev.stack;
      }
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const sev = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR" }[ev.level];
      const payload: Record<string, unknown> = { message: full };
      if (ev.trace) payload.trace = ev.trace;
      return [
        JSON.stringify({
          timestamp: ts,
          severity: sev,
          resource: {
            type: "k8s_container",
            labels: { container_name: ev.svc, namespace_name: ns, pod_name: `${ev.svc}-${ev.host ?? 0}` },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const tr = ev.trace ? ` trace=${ev.trace}` : "";
      const head = `ts=${ts} level=${ev.level} svc=${ev.svc} msg=${JSON.stringify(ev.msg)}${tr}`;
      return ev.stack ? [head, ...ev.stack.split("\n")] : [head];
    }
    case "compose": {
      const prefix = `${`${ev.svc}-1`.padEnd(pad)} | `;
      const lvl = (ev.level === "warn" ? "WARNING" : ev.level.toUpperCase()).padEnd(8);
      const tr = ev.trace ? ` [${ev.trace}]` : "";
      const head = `${prefix}${plain(printed)} | ${lvl} | ${ev.msg}${tr}`;
      return ev.stack ? [head, ...ev.stack.split("\n").map((l) => `${prefix}${l}`)] : [head];
    }
  }
}
