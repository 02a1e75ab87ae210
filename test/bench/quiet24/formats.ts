// The six line shapes of the dev set (shared/data/incidents/README.md), one rendered event at a time.
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

export type Level = "debug" | "info" | "warn" | "error" | "fatal";

export interface Ev {
  t: number; // true time, epoch ms
  svc: string;
  lvl: Level;
  msg: string;
  stack?: string[];
  trace?: string;
  pod?: number;
}

const GCP: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" };
const UP: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };

const iso = (ms: number) => new Date(ms).toISOString();
const plain = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");

/** Renders one event (already at its printed time `ms`) to one or more lines. */
export function render(f: Format, e: Ev, ms: number, ns: string, width: number): string[] {
  const full = e.stack ? `${e.msg}\n${e.stack.join("\n")}` : e.msg;
  const pod = e.pod ?? 0;
  switch (f) {
    case "jsonl":
      return [
        JSON.stringify({
          timestamp: iso(ms),
          service: e.svc,
          level: e.lvl === "fatal" ? "error" : e.lvl,
          message: full,
        }),
      ];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(ms),
        status: e.lvl === "fatal" ? "critical" : e.lvl === "warn" ? "warn" : e.lvl,
        service: e.svc,
        message: e.msg,
        host: `${e.svc}.node-${pod}`,
        ddsource: "custom",
      };
      if (e.stack) o.error = { stack: e.stack.join("\n") };
      if (e.trace) o.http = { request_id: e.trace };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(ms),
        "log.level": UP[e.lvl],
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
      };
      if (e.stack) o["error.stack_trace"] = e.stack.join("\n");
      if (e.trace) o["transaction.id"] = e.trace;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: full };
      if (e.trace) payload.trace = e.trace;
      return [
        JSON.stringify({
          timestamp: iso(ms),
          severity: GCP[e.lvl],
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: ns, pod_name: `${e.svc}-${pod}` },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const head = `ts=${iso(ms)} level=${e.lvl === "fatal" ? "error" : e.lvl} svc=${e.svc} msg=${JSON.stringify(e.msg)}${e.trace ? ` trace=${e.trace}` : ""}`;
      return [head, ...(e.stack ?? [])];
    }
    case "compose": {
      const p = `${e.svc}-1`.padEnd(width);
      const head = `${p} | ${plain(ms)} | ${UP[e.lvl].padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      return [head, ...(e.stack ?? []).map((l) => `${p} | ${l}`)];
    }
  }
}
