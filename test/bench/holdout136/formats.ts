// The README's six line shapes. One event may render as several physical lines (stack traces).
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
export type Level = "debug" | "info" | "warn" | "error" | "fatal";

export interface Ev {
  t: number;
  svc: string;
  lvl: Level;
  msg: string;
  trace?: string;
  stack?: string[];
}

const iso = (t: number) => new Date(t).toISOString();
const GCP: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" };
const COMPOSE: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};

export function render(f: Format, e: Ev, printed: number, pad: number, host: string): string[] {
  const st = e.stack?.join("\n");
  switch (f) {
    case "jsonl":
      return [
        JSON.stringify({
          timestamp: iso(printed),
          service: e.svc,
          level: e.lvl,
          message: st ? `${e.msg}\n${st}` : e.msg,
          ...(e.trace ? { trace_id: e.trace } : {}),
        }),
      ];
    case "datadog":
      return [
        JSON.stringify({
          "@timestamp": iso(printed),
          status: e.lvl === "fatal" ? "critical" : e.lvl,
          service: e.svc,
          message: e.msg,
          host,
          ddsource: "container",
          ...(e.trace ? { dd: { trace_id: e.trace } } : {}),
          ...(st ? { error: { kind: e.stack?.[0].split(":")[0], stack: st } } : {}),
        }),
      ];
    case "ecs":
      return [
        JSON.stringify({
          "@timestamp": iso(printed),
          "log.level": e.lvl.toUpperCase(),
          "service.name": e.svc,
          message: e.msg,
          "ecs.version": "8.11.0",
          "host.name": host,
          ...(e.trace ? { "trace.id": e.trace } : {}),
          ...(st ? { "error.stack_trace": st } : {}),
        }),
      ];
    case "gcp":
      return [
        JSON.stringify({
          timestamp: iso(printed),
          severity: GCP[e.lvl],
          resource: { type: "k8s_container", labels: { container_name: e.svc, pod_name: host } },
          jsonPayload: { message: st ? `${e.msg}\n${st}` : e.msg },
          ...(e.trace ? { "logging.googleapis.com/trace": `projects/leisure-prod/traces/${e.trace}` } : {}),
        }),
      ];
    case "logfmt": {
      const msg = e.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      return [
        `ts=${iso(printed)} level=${e.lvl} svc=${e.svc} msg="${msg}"${e.trace ? ` trace=${e.trace}` : ""}`,
        ...(e.stack ?? []),
      ];
    }
    case "compose": {
      const p = `${`${e.svc}-1`.padEnd(pad)} | `;
      const ts = iso(printed).replace("T", " ").replace("Z", "");
      return [
        `${p}${ts} | ${COMPOSE[e.lvl].padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`,
        ...(e.stack ?? []).map((l) => `${p}${l}`),
      ];
    }
  }
}
