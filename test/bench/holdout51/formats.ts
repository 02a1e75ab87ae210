// The dev set's six line shapes (jsonl, datadog, ecs, gcp, logfmt, compose), rendered from one event.
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export type Level = "debug" | "info" | "warn" | "error";

export const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

/** One printed log event: `at` is the printed time (true time plus the service's skew). */
export interface Ev {
  at: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  trace?: string;
}

const iso = (ms: number) => new Date(ms).toISOString();
const up: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR" };
const gcpSev: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR" };
const composeLvl: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR" };

/** Renders one event as the file's line(s); `pad` is the compose prefix width. */
export function render(f: Format, e: Ev, namespace: string, pad: number): string[] {
  const full = e.stack?.length ? `${e.msg}\n${e.stack.join("\n")}` : e.msg;
  switch (f) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(e.at), service: e.svc, level: e.level, message: full })];
    case "datadog":
      return [
        JSON.stringify({
          "@timestamp": iso(e.at),
          status: e.level,
          service: e.svc,
          message: full,
          host: `${e.svc}.node-${e.svc.length % 3}`,
          ddsource: "custom",
          ...(e.trace ? { http: { request_id: e.trace } } : {}),
        }),
      ];
    case "ecs":
      return [
        JSON.stringify({
          "@timestamp": iso(e.at),
          "log.level": up[e.level],
          "service.name": e.svc,
          message: e.msg,
          ...(e.stack?.length ? { "error.stack_trace": e.stack.join("\n") } : {}),
          "event.dataset": `${e.svc}.log`,
          ...(e.trace ? { "transaction.id": e.trace } : {}),
        }),
      ];
    case "gcp":
      return [
        JSON.stringify({
          timestamp: iso(e.at),
          severity: gcpSev[e.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: namespace, pod_name: `${e.svc}-0` },
          },
          jsonPayload: { message: full, ...(e.trace ? { trace: e.trace } : {}) },
        }),
      ];
    case "logfmt": {
      const head = `ts=${iso(e.at)} level=${e.level} svc=${e.svc} msg=${JSON.stringify(e.msg)}${e.trace ? ` trace=${e.trace}` : ""}`;
      return [head, ...(e.stack ?? [])];
    }
    case "compose": {
      const p = `${e.svc}-1`.padEnd(pad);
      const ts = iso(e.at).replace("T", " ").replace("Z", "");
      const head = `${p} | ${ts} | ${composeLvl[e.level].padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      return [head, ...(e.stack ?? []).map((s) => `${p} | ${s}`)];
    }
  }
}
