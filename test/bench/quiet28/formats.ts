// The dev set's six line shapes (README table), with stack traces where each shape carries them.
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

const LOWER: Record<Ev["level"], string> = {
  DEBUG: "debug",
  INFO: "info",
  WARN: "warn",
  ERROR: "error",
  FATAL: "error",
};
const DD: Record<Ev["level"], string> = {
  DEBUG: "debug",
  INFO: "info",
  WARN: "warn",
  ERROR: "error",
  FATAL: "critical",
};
const GCP: Record<Ev["level"], string> = {
  DEBUG: "DEBUG",
  INFO: "INFO",
  WARN: "WARNING",
  ERROR: "ERROR",
  FATAL: "CRITICAL",
};
const COMPOSE: Record<Ev["level"], string> = {
  DEBUG: "DEBUG",
  INFO: "INFO",
  WARN: "WARNING",
  ERROR: "ERROR",
  FATAL: "CRITICAL",
};

const iso = (ms: number) => new Date(ms).toISOString();
const spaced = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");
const quote = (s: string) => `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;

/** The exception class a stack trace names, in each runtime's layout. */
function kindOf(stack: string): string {
  const lines = stack.split("\n");
  if (lines[0].startsWith("Traceback")) return lines[lines.length - 1].split(":")[0];
  const ruby = /\(([\w:]+)\)$/.exec(lines[0]);
  if (ruby) return ruby[1];
  return lines[0].split(/[: ]/)[0];
}

export interface RenderCtx {
  ns: string;
  pad: number;
  pods: Record<string, string>;
}

/** One event -> one or more physical lines. */
export function render(fmt: Format, ev: Ev, printed: number, ctx: RenderCtx): string[] {
  const ts = iso(printed);
  const nl = ev.msg.indexOf("\n");
  const e: Ev =
    nl < 0
      ? ev
      : { ...ev, msg: ev.msg.slice(0, nl), stack: [ev.msg.slice(nl + 1), ev.stack].filter(Boolean).join("\n") };
  switch (fmt) {
    case "jsonl": {
      const message = e.stack ? `${e.msg}\n${e.stack}` : e.msg;
      return [JSON.stringify({ timestamp: ts, service: e.svc, level: LOWER[e.level], message })];
    }
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": ts,
        status: DD[e.level],
        service: e.svc,
        message: e.msg,
        host: ctx.pods[e.svc],
        ddsource: e.src ?? "custom",
      };
      if (e.trace) o.dd = { trace_id: e.trace };
      if (e.stack) o.error = { kind: e.errKind ?? kindOf(e.stack), stack: e.stack };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": ts,
        "log.level": e.level === "FATAL" ? "FATAL" : e.level,
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
      };
      if (e.trace) o["trace.id"] = e.trace;
      if (e.stack) {
        o["error.type"] = e.errKind ?? kindOf(e.stack);
        o["error.stack_trace"] = e.stack;
      }
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: e.stack ? `${e.msg}\n${e.stack}` : e.msg };
      if (e.trace) payload.trace = e.trace;
      return [
        JSON.stringify({
          timestamp: ts,
          severity: GCP[e.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: ctx.ns, pod_name: ctx.pods[e.svc] },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      let l = `ts=${ts} level=${LOWER[e.level]} svc=${e.svc} msg=${quote(e.msg)}`;
      if (e.trace) l += ` trace=${e.trace}`;
      return e.stack ? [l, ...e.stack.split("\n")] : [l];
    }
    case "compose": {
      const prefix = `${`${e.svc}-1`.padEnd(ctx.pad)} | `;
      let l = `${prefix}${spaced(printed)} | ${COMPOSE[e.level].padEnd(8)} | ${e.msg}`;
      if (e.trace) l += ` [${e.trace}]`;
      return e.stack ? [l, ...e.stack.split("\n").map((s) => `${prefix}${s}`)] : [l];
    }
  }
}
