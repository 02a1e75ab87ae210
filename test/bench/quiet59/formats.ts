// Renders one event in each of the dev set's six formats (multi-line stack traces where the format allows).
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export type Level = "debug" | "info" | "warn" | "error" | "fatal";

export interface Ev {
  t: number; // true time, ms
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  trace?: string;
  bg?: boolean; // background line that an outage may silence
}

export const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

const DD: Record<Level, string> = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" };
const UP: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };
const GCP: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" };
const PY: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" };

const iso = (ms: number) => new Date(ms).toISOString();
const full = (e: Ev) => (e.stack?.length ? `${e.msg}\n${e.stack.join("\n")}` : e.msg);

export interface RenderCtx {
  format: Format;
  namespace: string;
  width: number; // compose prefix width
  host: (svc: string) => string;
}

/** Renders an event (printed time already applied) into one or more physical lines. */
export function render(e: Ev, printed: number, c: RenderCtx): string[] {
  switch (c.format) {
    case "jsonl":
      return [
        JSON.stringify({
          timestamp: iso(printed),
          service: e.svc,
          level: DD[e.level] === "critical" ? "fatal" : e.level,
          message: full(e),
        }),
      ];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(printed),
        status: DD[e.level],
        service: e.svc,
        message: full(e),
        host: c.host(e.svc),
        ddsource: "kubernetes",
      };
      if (e.trace) o.http = { request_id: e.trace };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(printed),
        "log.level": UP[e.level],
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
      };
      if (e.stack?.length) {
        const ex = e.stack.map((l) => l.trim()).find((l) => /^[A-Za-z_][\w.:]*(Error|Exception)\b/.test(l));
        if (ex) o["error.type"] = ex.split(/[: (]/)[0];
        o["error.stack_trace"] = e.stack.join("\n");
      }
      if (e.trace) o["trace.id"] = e.trace;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: full(e) };
      if (e.trace) payload.trace = e.trace;
      return [
        JSON.stringify({
          timestamp: iso(printed),
          severity: GCP[e.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: c.namespace, pod_name: c.host(e.svc) },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const m = e.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      const head = `ts=${iso(printed)} level=${e.level === "fatal" ? "fatal" : e.level} svc=${e.svc} msg="${m}"${e.trace ? ` trace=${e.trace}` : ""}`;
      return [head, ...(e.stack ?? [])];
    }
    case "compose": {
      const prefix = `${e.svc}-1`.padEnd(c.width);
      const ts = iso(printed).replace("T", " ").replace("Z", "");
      const head = `${prefix} | ${ts} | ${PY[e.level].padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      return [head, ...(e.stack ?? []).map((s) => `${prefix} | ${s}`)];
    }
  }
}
