// The dev set's six line shapes (jsonl, datadog, ecs, gcp, logfmt, compose), rendered from one entry list.

export type Level = "debug" | "info" | "warn" | "error" | "fatal";
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

/** One log event; `t` is the printed time (clock skew already applied), `stack` the lines that follow it. */
export interface Entry {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  trace?: string;
}

const DD: Record<Level, string> = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" };
const ECS: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };
const GCP: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};
const PY: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};

const iso = (t: number) => new Date(t).toISOString();
const full = (e: Entry) => (e.stack?.length ? `${e.msg}\n${e.stack.join("\n")}` : e.msg);

/** Renders entries (already sorted by printed time) into lines of one format. */
export function render(format: Format, entries: Entry[], ns: string, pods: Map<string, string>): string[] {
  const out: string[] = [];
  const width = Math.max(...entries.map((e) => e.svc.length)) + 3;
  for (const e of entries) {
    switch (format) {
      case "jsonl":
        out.push(JSON.stringify({ timestamp: iso(e.t), service: e.svc, level: e.level, message: full(e) }));
        break;
      case "datadog": {
        const o: Record<string, unknown> = {
          "@timestamp": iso(e.t),
          status: DD[e.level],
          service: e.svc,
          message: full(e),
          host: pods.get(e.svc),
          ddsource: "custom",
        };
        if (e.trace) o.http = { request_id: e.trace };
        out.push(JSON.stringify(o));
        break;
      }
      case "ecs": {
        const o: Record<string, unknown> = {
          "@timestamp": iso(e.t),
          "log.level": ECS[e.level],
          "service.name": e.svc,
          message: e.msg,
          "event.dataset": `${e.svc}.log`,
        };
        if (e.trace) o["transaction.id"] = e.trace;
        if (e.stack?.length) o["error.stack_trace"] = e.stack.join("\n");
        out.push(JSON.stringify(o));
        break;
      }
      case "gcp": {
        const payload: Record<string, unknown> = { message: full(e) };
        if (e.trace) payload.trace = e.trace;
        out.push(
          JSON.stringify({
            timestamp: iso(e.t),
            severity: GCP[e.level],
            resource: {
              type: "k8s_container",
              labels: { container_name: e.svc, namespace_name: ns, pod_name: pods.get(e.svc) },
            },
            jsonPayload: payload,
          }),
        );
        break;
      }
      case "logfmt":
        out.push(
          `ts=${iso(e.t)} level=${e.level} svc=${e.svc} msg="${e.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"${e.trace ? ` trace=${e.trace}` : ""}`,
        );
        for (const s of e.stack ?? []) out.push(s);
        break;
      case "compose": {
        const p = `${e.svc}-1`.padEnd(width);
        const ts = iso(e.t).replace("T", " ").replace("Z", "");
        out.push(`${p}| ${ts} | ${PY[e.level].padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`);
        for (const s of e.stack ?? []) out.push(`${p}| ${s}`);
        break;
      }
    }
  }
  return out;
}
