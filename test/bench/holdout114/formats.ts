// The six aggregated-stream shapes of the dev set, one printed record (plus raw continuation lines) per event.
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
export type Level = "debug" | "info" | "warn" | "error" | "fatal";

export interface Printed {
  ts: number;
  svc: string;
  level: Level;
  msg: string;
  trace?: string;
  stack?: string[];
  errType?: string;
  pod: string;
}

export const FILE_EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

const iso = (ms: number) => new Date(ms).toISOString();
const plain = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");
const upper: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };
const gcpSev: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};
const composeLvl: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};

function withStack(p: Printed): string {
  return p.stack && p.stack.length > 0 ? `${p.msg}\n${p.stack.join("\n")}` : p.msg;
}

const flat = (stack?: string[]) => (stack ? stack.join("\n").split("\n") : []);

function logfmtValue(s: string): string {
  return /[\s"=]/.test(s) || s === "" ? JSON.stringify(s) : s;
}

/** Renders one event as the lines it takes in the file; `pad` is the compose name column width. */
export function render(fmt: Format, p: Printed, ns: string, pad: number): string[] {
  switch (fmt) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(p.ts), service: p.svc, level: p.level, message: withStack(p) })];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(p.ts),
        status: p.level === "fatal" ? "critical" : p.level,
        service: p.svc,
        message: p.msg,
        host: p.pod,
        ddsource: "custom",
        env: ns,
      };
      if (p.trace) o.dd = { trace_id: p.trace };
      if (p.stack) o.error = { kind: p.errType ?? "Error", stack: p.stack.join("\n") };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(p.ts),
        "log.level": upper[p.level],
        "service.name": p.svc,
        message: p.msg,
        "event.dataset": `${p.svc}.log`,
      };
      if (p.trace) o["trace.id"] = p.trace;
      if (p.stack) {
        o["error.type"] = p.errType ?? "Error";
        o["error.stack_trace"] = p.stack.join("\n");
      }
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: withStack(p) };
      if (p.trace) payload.trace = p.trace;
      return [
        JSON.stringify({
          timestamp: iso(p.ts),
          severity: gcpSev[p.level],
          resource: { type: "k8s_container", labels: { container_name: p.svc, namespace_name: ns, pod_name: p.pod } },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const [first, ...rest] = p.msg.split("\n");
      let line = `ts=${iso(p.ts)} level=${p.level} svc=${p.svc} msg=${logfmtValue(first)}`;
      if (p.trace) line += ` trace=${p.trace}`;
      return [line, ...rest, ...flat(p.stack)];
    }
    case "compose": {
      const name = `${p.svc}-1`.padEnd(pad);
      const [first, ...rest] = p.msg.split("\n");
      const head = `${name} | ${plain(p.ts)} | ${composeLvl[p.level].padEnd(8)} | ${first}${p.trace ? ` [${p.trace}]` : ""}`;
      return [head, ...[...rest, ...flat(p.stack)].map((s) => `${name} | ${s}`)];
    }
  }
}
