// The six line shapes of the dev set's README, with multi-line stack traces where the shape allows them.
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

const LOWER: Record<Level, string> = { DEBUG: "debug", INFO: "info", WARN: "warn", ERROR: "error", FATAL: "fatal" };
const DD: Record<Level, string> = { DEBUG: "debug", INFO: "info", WARN: "warn", ERROR: "error", FATAL: "critical" };
const GCP: Record<Level, string> = {
  DEBUG: "DEBUG",
  INFO: "INFO",
  WARN: "WARNING",
  ERROR: "ERROR",
  FATAL: "CRITICAL",
};

export interface Printed extends Ev {
  printed: number;
}

const iso = (ms: number) => new Date(ms).toISOString();
const composeTs = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");
/** The exception type a stack names (Python: its last line), or undefined when only frames are printed. */
const errKind = (stack: string): string | undefined => {
  const lines = stack.split("\n").map((l) => l.trim());
  const ordered = lines[0].startsWith("Traceback") ? [...lines].reverse() : lines;
  for (const l of ordered) {
    const m = /^([A-Za-z_][\w.$:]*(?:Error|Exception|Exit|Fault))\b/.exec(l);
    if (m) return m[1];
  }
  if (lines[0].startsWith("fatal error") || lines[0].startsWith("[signal")) return "runtime.Error";
  return undefined;
};
const podName = (svc: string) => {
  let h = 2166136261;
  for (const c of svc) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  const g = Math.imul(h ^ 0x9e3779b9, 2654435761) >>> 0;
  return `${svc}-${h.toString(16).slice(0, 9).padEnd(9, "7")}-${g.toString(36).slice(0, 5).padEnd(5, "x")}`;
};

/** Renders the events of one file (already sorted by printed time); `ns` is the namespace / environment label. */
export function render(fmt: Format, evs: Printed[], ns: string): string[] {
  const width = Math.max(...evs.map((e) => e.svc.length)) + 3;
  const out: string[] = [];
  for (const e of evs) {
    const ts = iso(e.printed);
    switch (fmt) {
      case "jsonl":
        out.push(
          JSON.stringify({
            timestamp: ts,
            service: e.svc,
            level: LOWER[e.lvl],
            message: e.stack ? `${e.msg}\n${e.stack}` : e.msg,
          }),
        );
        break;
      case "datadog": {
        const o: Record<string, unknown> = {
          "@timestamp": ts,
          status: DD[e.lvl],
          service: e.svc,
          message: e.msg,
          host: podName(e.svc),
          ddsource: "container",
          env: ns,
        };
        if (e.trace) o.dd = { trace_id: e.trace };
        if (e.stack) o.error = { kind: errKind(e.stack) ?? "Error", stack: e.stack };
        out.push(JSON.stringify(o));
        break;
      }
      case "ecs": {
        const o: Record<string, unknown> = {
          "@timestamp": ts,
          "log.level": e.lvl,
          "service.name": e.svc,
          message: e.msg,
          "event.dataset": `${e.svc}.log`,
          "service.environment": ns,
        };
        if (e.trace) o["trace.id"] = e.trace;
        if (e.stack) {
          const kind = errKind(e.stack);
          if (kind) o["error.type"] = kind;
          o["error.stack_trace"] = e.stack;
        }
        out.push(JSON.stringify(o));
        break;
      }
      case "gcp": {
        const payload: Record<string, unknown> = { message: e.stack ? `${e.msg}\n${e.stack}` : e.msg };
        if (e.trace) payload.trace_id = e.trace;
        out.push(
          JSON.stringify({
            timestamp: ts,
            severity: GCP[e.lvl],
            resource: {
              type: "k8s_container",
              labels: { container_name: e.svc, namespace_name: ns, pod_name: podName(e.svc) },
            },
            jsonPayload: payload,
          }),
        );
        break;
      }
      case "logfmt": {
        const msg = e.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
        out.push(`ts=${ts} level=${LOWER[e.lvl]} svc=${e.svc} msg="${msg}"${e.trace ? ` trace=${e.trace}` : ""}`);
        if (e.stack) out.push(...e.stack.split("\n"));
        break;
      }
      case "compose": {
        const prefix = `${e.svc}-1`.padEnd(width);
        out.push(`${prefix}| ${composeTs(e.printed)} | ${e.lvl.padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`);
        if (e.stack) for (const l of e.stack.split("\n")) out.push(`${prefix}| ${l}`);
        break;
      }
    }
  }
  return out;
}
