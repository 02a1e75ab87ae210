// The six aggregated shapes of the dev set's README, one printed line (or several, for stack traces) per event.
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export const FORMATS: readonly Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

export type Level = "debug" | "info" | "warn" | "error";

/** One log event; `t` is the printed time (true time plus the service's skew). */
export interface Printed {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  errType?: string;
  trace?: string;
  lang: string;
  namespace: string;
}

const iso = (t: number) => new Date(t).toISOString();
const plain = (t: number) => iso(t).replace("T", " ").replace("Z", "");

export function render(f: Format, e: Printed, composeWidth: number): string[] {
  const full = e.stack?.length ? `${e.msg}\n${e.stack.join("\n")}` : e.msg;
  switch (f) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(e.t), service: e.svc, level: e.level, message: full })];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.t),
        status: e.level === "warn" ? "warn" : e.level,
        service: e.svc,
        message: e.msg,
        host: `${e.svc}.node-${(e.svc.length * 7) % 3}`,
        ddsource: e.lang,
      };
      if (e.trace) o.http = { request_id: e.trace };
      if (e.stack?.length) o.error = { kind: e.errType ?? "Error", stack: e.stack.join("\n") };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.t),
        "log.level": e.level.toUpperCase(),
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
      };
      if (e.trace) o["trace.id"] = e.trace;
      if (e.errType) o["error.type"] = e.errType;
      if (e.stack?.length) o["error.stack_trace"] = e.stack.join("\n");
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const sev = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR" }[e.level];
      const payload: Record<string, unknown> = { message: full };
      if (e.trace) payload.trace = e.trace;
      return [
        JSON.stringify({
          timestamp: iso(e.t),
          severity: sev,
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: e.namespace, pod_name: `${e.svc}-${podSuffix(e.svc)}` },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const q = e.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n");
      let line = `ts=${iso(e.t)} level=${e.level} svc=${e.svc} msg="${q}"`;
      if (e.errType) line += ` err=${e.errType}`;
      if (e.trace) line += ` trace=${e.trace}`;
      return [line, ...(e.stack ?? [])];
    }
    case "compose": {
      const pre = `${e.svc}-1`.padEnd(composeWidth);
      const lvl = (e.level === "warn" ? "WARNING" : e.level.toUpperCase()).padEnd(8);
      const [first = "", ...rest] = e.msg.split("\n");
      const head = `${pre} | ${plain(e.t)} | ${lvl} | ${first}${e.trace ? ` [${e.trace}]` : ""}`;
      return [head, ...[...rest, ...(e.stack ?? [])].map((s) => `${pre} | ${s}`)];
    }
  }
}

function podSuffix(svc: string): string {
  let h = 0;
  for (const c of svc) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return `${(h % 0xfffff).toString(36).padStart(4, "x").slice(0, 5)}-${(h % 997).toString(36)}`;
}
