// Renders one log event in each of the dev set's six aggregated formats.
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export type Level = "debug" | "info" | "warn" | "error" | "fatal";

export interface Ev {
  t: number; // printed time (ms, skew applied)
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  trace?: string;
}

export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

const iso = (t: number) => new Date(t).toISOString();
const upper: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };
const gcpSev: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};
const pyLevel: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};

export function render(f: Format, e: Ev, ns: string, padTo: number): string {
  const full = e.stack ? `${e.msg}\n${e.stack.join("\n")}` : e.msg;
  switch (f) {
    case "jsonl":
      return JSON.stringify({ timestamp: iso(e.t), service: e.svc, level: e.level, message: full });
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.t),
        status: e.level === "fatal" ? "critical" : e.level,
        service: e.svc,
        message: e.msg,
        host: `ip-10-42-${(e.svc.length * 7) % 250}-${(e.svc.charCodeAt(0) * 3) % 250}.ec2.internal`,
        ddsource: "container",
      };
      if (e.stack) o.error = { stack: e.stack.join("\n"), message: e.msg };
      if (e.trace) o.dd = { trace_id: e.trace };
      return JSON.stringify(o);
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.t),
        "log.level": upper[e.level],
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
      };
      if (e.stack) o["error.stack_trace"] = e.stack.join("\n");
      if (e.trace) o["trace.id"] = e.trace;
      return JSON.stringify(o);
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: full };
      if (e.trace) payload.trace = e.trace;
      return JSON.stringify({
        timestamp: iso(e.t),
        severity: gcpSev[e.level],
        resource: {
          type: "k8s_container",
          labels: { container_name: e.svc, namespace_name: ns, pod_name: `${e.svc}-${podSuffix(e.svc)}` },
        },
        jsonPayload: payload,
      });
    }
    case "logfmt": {
      const head = `ts=${iso(e.t)} level=${e.level} svc=${e.svc} msg=${JSON.stringify(e.msg)}${e.trace ? ` trace_id=${e.trace}` : ""}`;
      return e.stack ? `${head}\n${e.stack.join("\n")}` : head;
    }
    case "compose": {
      const p = `${`${e.svc}-1`.padEnd(padTo)} | `;
      const d = iso(e.t).replace("T", " ").replace("Z", "");
      const head = `${p}${d} | ${pyLevel[e.level].padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      return e.stack ? [head, ...e.stack.map((s) => `${p}${s}`)].join("\n") : head;
    }
  }
}

function podSuffix(s: string): string {
  let h = 7;
  for (const c of s) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return `${(h % 0xfffff).toString(36)}-${((h >>> 7) % 0xffff).toString(36)}`;
}
