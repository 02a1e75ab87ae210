// The six line shapes of the dev set's README, with multi-line stack traces where each shape carries them.
import type { Ev, Format, Level } from "./types.js";

export const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];

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
const COMPOSE: Record<Level, string> = {
  DEBUG: "DEBUG",
  INFO: "INFO",
  WARN: "WARNING",
  ERROR: "ERROR",
  FATAL: "CRITICAL",
};

export interface RenderCtx {
  namespace: string;
  services: string[];
  pod: (svc: string) => string;
}

const iso = (ms: number) => new Date(ms).toISOString();
const plain = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");
const errKind = (stack: string[] | undefined) => {
  for (const line of stack ?? []) {
    const m = line.match(/^([\w.$:]+(?:Error|Exception|Exit|Fault|Timeout|Panic|Forbidden|Detected))\b/);
    if (m) return m[1];
  }
  return undefined;
};

/** One event (at its printed time) to one or more physical lines. */
export function render(fmt: Format, ev: Ev, printed: number, rc: RenderCtx): string[] {
  const { svc, level, msg, stack, trace } = ev;
  const full = stack?.length ? `${msg}\n${stack.join("\n")}` : msg;
  switch (fmt) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(printed), service: svc, level: LOWER[level], message: full })];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(printed),
        status: DD[level],
        service: svc,
        message: msg,
        host: rc.pod(svc),
        ddsource: "kubernetes",
      };
      if (stack?.length) o.error = { kind: errKind(stack) ?? "Error", stack: stack.join("\n") };
      if (trace) o.dd = { trace_id: trace };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(printed),
        "log.level": level === "FATAL" ? "FATAL" : level,
        "service.name": svc,
        message: msg,
        "ecs.version": "8.11.0",
        "event.dataset": `${svc}.app`,
        "host.name": rc.pod(svc),
      };
      if (stack?.length) {
        o["error.type"] = errKind(stack) ?? "Error";
        o["error.stack_trace"] = stack.join("\n");
      }
      if (trace) o["trace.id"] = trace;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: full };
      if (trace) payload["logging.googleapis.com/trace"] = `projects/${rc.namespace}/traces/${trace}`;
      return [
        JSON.stringify({
          timestamp: iso(printed),
          severity: GCP[level],
          resource: {
            type: "k8s_container",
            labels: { container_name: svc, namespace_name: rc.namespace, pod_name: rc.pod(svc) },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const q = msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      const head = `ts=${iso(printed)} level=${LOWER[level]} svc=${svc} msg="${q}"${trace ? ` trace=${trace}` : ""}`;
      return [head, ...(stack ?? [])];
    }
    case "compose": {
      const w = Math.max(...rc.services.map((s) => s.length)) + 2;
      const name = `${svc}-1`.padEnd(w + 1);
      const tail = trace ? ` [${trace.slice(0, 12)}]` : "";
      return [
        `${name} | ${plain(printed)} | ${COMPOSE[level].padEnd(8)} | ${msg}${tail}`,
        ...(stack ?? []).map((s) => `${name} | ${s}`),
      ];
    }
  }
}
