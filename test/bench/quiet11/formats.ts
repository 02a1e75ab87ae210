// The dev set's six line shapes (../shared/data/incidents/README.md): one event in, its printed line(s) out.
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export type Level = "debug" | "info" | "warn" | "error" | "fatal";

export const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

export interface Printed {
  ts: number;
  svc: string;
  level: Level;
  msg: string;
  more?: string[];
  req?: string;
}

const iso = (ms: number) => new Date(ms).toISOString();
const DD: Record<Level, string> = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" };
const UP: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };
const GCP: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" };
const PY: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" };

/** Renders one event; `width` is the compose name column (longest `name-1` plus one). */
export function render(f: Format, e: Printed, width: number, ns: string): string[] {
  const full = e.more?.length ? [e.msg, ...e.more].join("\n") : e.msg;
  switch (f) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(e.ts), service: e.svc, level: e.level, message: full })];
    case "datadog":
      return [
        JSON.stringify({
          "@timestamp": iso(e.ts),
          status: DD[e.level],
          service: e.svc,
          message: full,
          host: `${e.svc}.node-${e.svc.length % 3}`,
          ddsource: "custom",
          ...(e.req ? { http: { request_id: e.req } } : {}),
        }),
      ];
    case "ecs":
      return [
        JSON.stringify({
          "@timestamp": iso(e.ts),
          "log.level": UP[e.level],
          "service.name": e.svc,
          message: e.msg,
          ...(e.more?.length ? { "error.stack_trace": e.more.join("\n") } : {}),
          "event.dataset": `${e.svc}.log`,
          ...(e.req ? { "transaction.id": e.req } : {}),
        }),
      ];
    case "gcp":
      return [
        JSON.stringify({
          timestamp: iso(e.ts),
          severity: GCP[e.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: ns, pod_name: `${e.svc}-0` },
          },
          jsonPayload: { message: full, ...(e.req ? { trace: e.req } : {}) },
        }),
      ];
    case "logfmt": {
      const msg = e.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      const head = `ts=${iso(e.ts)} level=${e.level} svc=${e.svc} msg="${msg}"${e.req ? ` trace=${e.req}` : ""}`;
      return [head, ...(e.more ?? [])];
    }
    case "compose": {
      const name = `${e.svc}-1`.padEnd(width);
      const t = iso(e.ts).replace("T", " ").replace("Z", "");
      const lvl = PY[e.level].padEnd(8);
      return [
        `${name}| ${t} | ${lvl} | ${e.msg}${e.req ? ` [${e.req}]` : ""}`,
        ...(e.more ?? []).map((m) => `${name}| ${m}`),
      ];
    }
  }
}
