// The six aggregated-log shapes of the dev set, one printed event at a time.
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export type Level = "DEBUG" | "INFO" | "WARN" | "ERROR" | "FATAL";

export interface Printed {
  ts: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  trace?: string;
}

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
const spaced = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");
const withStack = (e: Printed) => (e.stack ? `${e.msg}\n${e.stack.join("\n")}` : e.msg);

const DD: Record<Level, string> = { DEBUG: "debug", INFO: "info", WARN: "warn", ERROR: "error", FATAL: "critical" };
const GCP: Record<Level, string> = {
  DEBUG: "DEBUG",
  INFO: "INFO",
  WARN: "WARNING",
  ERROR: "ERROR",
  FATAL: "CRITICAL",
};

/** Renders one event as the physical lines of `fmt`; `pad` is the compose name column width. */
export function render(fmt: Format, e: Printed, namespace: string, pad: number): string[] {
  switch (fmt) {
    case "jsonl":
      return [
        JSON.stringify({ timestamp: iso(e.ts), service: e.svc, level: e.level.toLowerCase(), message: withStack(e) }),
      ];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.ts),
        status: DD[e.level],
        service: e.svc,
        message: e.msg,
        host: `${e.svc}-${namespace}`,
        ddsource: "container",
      };
      if (e.trace) o.http = { request_id: e.trace };
      if (e.stack) o.error = { stack: e.stack.join("\n"), kind: errorKind(e.stack) };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.ts),
        "log.level": e.level === "FATAL" ? "FATAL" : e.level,
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
      };
      if (e.trace) o["trace.id"] = e.trace;
      if (e.stack) o["error.stack_trace"] = e.stack.join("\n");
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: withStack(e) };
      if (e.trace) payload.trace = e.trace;
      return [
        JSON.stringify({
          timestamp: iso(e.ts),
          severity: GCP[e.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: namespace, pod_name: `${e.svc}-${podSuffix(e.svc)}` },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const lvl = e.level === "FATAL" ? "fatal" : e.level.toLowerCase();
      const head = `ts=${iso(e.ts)} level=${lvl} svc=${e.svc} msg=${JSON.stringify(e.msg)}${e.trace ? ` trace=${e.trace}` : ""}`;
      return [head, ...(e.stack ?? [])];
    }
    case "compose": {
      const name = `${e.svc}-1`.padEnd(pad);
      const lvl = (e.level === "WARN" ? "WARNING" : e.level === "FATAL" ? "CRITICAL" : e.level).padEnd(8);
      const [msg0, ...more] = e.msg.split("\n");
      const head = `${name} | ${spaced(e.ts)} | ${lvl} | ${msg0}${e.trace ? ` [${e.trace}]` : ""}`;
      return [head, ...more, ...(e.stack ?? [])].map((s, i) => (i === 0 ? s : `${name} | ${s}`));
    }
  }
}

function podSuffix(svc: string): string {
  let h = 7;
  for (const c of svc) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return `${(h % 0xfffff).toString(16).padStart(5, "0")}-${(h % 0x7ff).toString(36)}`;
}

/** The exception class a stack names (first line that starts with one), as Datadog's error.kind. */
function errorKind(stack: string[]): string {
  for (const s of stack) {
    const m = /^\s*([A-Za-z_][\w.$:]*(?:Error|Exception|Exit))\b/.exec(s);
    if (m?.[1]) return m[1];
  }
  return "Error";
}
