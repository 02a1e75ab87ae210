// The six aggregated-log shapes of the dev set, one event at a time (multi-line where the shape allows).
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export type Level = "debug" | "info" | "warn" | "error" | "fatal";

export interface Ev {
  t: number; // printed epoch ms (skew already applied)
  svc: string;
  level: Level;
  msg: string;
  trace?: string;
}

const GCP: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};
const DD: Record<Level, string> = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" };
const UP: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };

export function render(f: Format, e: Ev, width: number, ns: string): string[] {
  const ts = new Date(e.t).toISOString();
  const [head = "", ...rest] = e.msg.split("\n");
  switch (f) {
    case "jsonl":
      return [JSON.stringify({ timestamp: ts, service: e.svc, level: e.level, message: e.msg })];
    case "datadog":
      return [
        JSON.stringify({
          "@timestamp": ts,
          status: DD[e.level],
          service: e.svc,
          message: e.msg,
          host: `${e.svc}-${ns}`,
          ddsource: "custom",
          ...(e.trace ? { dd: { trace_id: e.trace } } : {}),
        }),
      ];
    case "ecs":
      return [
        JSON.stringify({
          "@timestamp": ts,
          "log.level": UP[e.level],
          "service.name": e.svc,
          message: head,
          ...(rest.length ? { "error.stack_trace": rest.join("\n") } : {}),
          "event.dataset": `${e.svc}.log`,
          ...(e.trace ? { "trace.id": e.trace } : {}),
        }),
      ];
    case "gcp":
      return [
        JSON.stringify({
          timestamp: ts,
          severity: GCP[e.level],
          resource: { type: "k8s_container", labels: { container_name: e.svc, namespace_name: ns } },
          jsonPayload: { message: e.msg, ...(e.trace ? { requestId: e.trace } : {}) },
        }),
      ];
    case "logfmt": {
      const q = head.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      return [`ts=${ts} level=${e.level} svc=${e.svc} msg="${q}"${e.trace ? ` trace_id=${e.trace}` : ""}`, ...rest];
    }
    case "compose": {
      const p = `${e.svc}-1`.padEnd(width + 2);
      const d = ts.replace("T", " ").replace("Z", "");
      return [
        `${p} | ${d} | ${UP[e.level].padEnd(8)} | ${head}${e.trace ? ` [${e.trace}]` : ""}`,
        ...rest.map((r) => `${p} | ${r}`),
      ];
    }
  }
}
