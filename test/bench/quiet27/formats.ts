// The six line shapes of the dev set's README, with multi-line stack traces where the shape allows.
import type { Printed } from "./stream.js";

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

const iso = (ms: number) => new Date(ms).toISOString();
const composeTime = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");
const withStack = (e: Printed) => (e.stack?.length ? `${e.msg}\n${e.stack.join("\n")}` : e.msg);

const DD: Record<string, string> = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" };
const GCP: Record<string, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};

export interface RenderCtx {
  namespace: string;
  nodes: Map<string, number>;
}

export function renderAll(fmt: Format, events: Printed[], ctx: RenderCtx): string[] {
  const width = Math.max(...events.map((e) => e.svc.length)) + 2 + 4;
  const out: string[] = [];
  for (const e of events) out.push(...render(fmt, e, ctx, width));
  return out;
}

function render(fmt: Format, e: Printed, ctx: RenderCtx, width: number): string[] {
  const node = ctx.nodes.get(e.svc) ?? 0;
  switch (fmt) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(e.printed), service: e.svc, level: e.level, message: withStack(e) })];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.printed),
        status: DD[e.level],
        service: e.svc,
        message: withStack(e),
        host: `${e.svc}.node-${node}`,
        ddsource: "custom",
      };
      if (e.trace) o.http = { request_id: e.trace };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.printed),
        "log.level": e.level === "fatal" ? "FATAL" : e.level.toUpperCase(),
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
      };
      if (e.trace) o["transaction.id"] = e.trace;
      if (e.stack?.length) o["error.stack_trace"] = e.stack.join("\n");
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: withStack(e) };
      if (e.trace) payload.trace = e.trace;
      return [
        JSON.stringify({
          timestamp: iso(e.printed),
          severity: GCP[e.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: ctx.namespace, pod_name: `${e.svc}-${node}` },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const msg = e.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      const head = `ts=${iso(e.printed)} level=${e.level} svc=${e.svc} msg="${msg}"${e.trace ? ` trace=${e.trace}` : ""}`;
      return [head, ...(e.stack ?? [])];
    }
    case "compose": {
      const name = `${e.svc}-1`.padEnd(width - 3);
      const lvl = (e.level === "fatal" ? "CRITICAL" : e.level === "warn" ? "WARNING" : e.level.toUpperCase()).padEnd(8);
      const head = `${name}| ${composeTime(e.printed)} | ${lvl} | ${e.msg}${e.trace ? ` [${e.trace.slice(0, 12)}]` : ""}`;
      return [head, ...(e.stack ?? []).map((l) => `${name}| ${l}`)];
    }
  }
}
