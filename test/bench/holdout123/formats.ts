// The six dev-set line shapes. One record may carry a multi-line stack trace; each format keeps it the way that
// shipper really would (inside the JSON message / error field, or as raw continuation lines).
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export type Level = "debug" | "info" | "warn" | "error" | "fatal";

export interface Rec {
  t: number; // true time, ms
  p: number; // printed time (true + service clock skew)
  svc: string;
  level: Level;
  msg: string;
  stack?: string;
  errKind?: string;
  trace?: string;
  host: string;
  runtime: string;
  seq: number;
}

const iso = (ms: number) => new Date(ms).toISOString();
const plain = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");
const UPPER: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };
const GCP: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};
const DDSRC: Record<string, string> = {
  java: "java",
  kotlin: "java",
  python: "python",
  node: "nodejs",
  go: "go",
  ruby: "ruby",
  dotnet: "csharp",
  cpp: "cpp",
};

export function render(fmt: Format, r: Rec, ns: string, width: number): string[] {
  const full = r.stack ? `${r.msg}\n${r.stack}` : r.msg;
  switch (fmt) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(r.p), service: r.svc, level: r.level, message: full })];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(r.p),
        status: r.level === "fatal" ? "critical" : r.level,
        service: r.svc,
        message: r.msg,
        host: r.host,
        ddsource: DDSRC[r.runtime] ?? "custom",
      };
      if (r.trace) o["dd.trace_id"] = r.trace;
      if (r.stack) o.error = { kind: r.errKind ?? "Error", message: r.msg, stack: r.stack };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(r.p),
        "log.level": UPPER[r.level],
        "service.name": r.svc,
        message: r.msg,
        "event.dataset": `${r.svc}.log`,
        "host.name": r.host,
      };
      if (r.trace) o["trace.id"] = r.trace;
      if (r.stack) {
        o["error.type"] = r.errKind ?? "Error";
        o["error.stack_trace"] = r.stack;
      }
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: full };
      if (r.trace) payload.trace = r.trace;
      return [
        JSON.stringify({
          timestamp: iso(r.p),
          severity: GCP[r.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: r.svc, namespace_name: ns, pod_name: r.host },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const q = r.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      const head = `ts=${iso(r.p)} level=${r.level === "fatal" ? "crit" : r.level} svc=${r.svc} msg="${q}"${r.trace ? ` trace=${r.trace}` : ""}`;
      return r.stack ? [head, ...r.stack.split("\n")] : [head];
    }
    case "compose": {
      const name = `${r.svc}-1`.padEnd(width);
      const lvl = (r.level === "warn" ? "WARNING" : r.level === "fatal" ? "CRITICAL" : UPPER[r.level]).padEnd(8);
      const head = `${name} | ${plain(r.p)} | ${lvl} | ${r.msg}${r.trace ? ` [${r.trace}]` : ""}`;
      return r.stack ? [head, ...r.stack.split("\n").map((l) => `${name} | ${l}`)] : [head];
    }
  }
}
