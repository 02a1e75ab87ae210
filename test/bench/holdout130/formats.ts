// Renders one log event in each of the six dev-set shapes; stack lines follow as the format allows.
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
export type Level = "debug" | "info" | "warn" | "error" | "fatal";

export interface Ev {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  trace?: string;
  pod?: number;
  bg?: boolean;
}

export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

const DD: Record<Level, string> = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" };
const ECS: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };
const GCP: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};

const full = (e: Ev) => (e.stack?.length ? `${e.msg}\n${e.stack.join("\n")}` : e.msg);
const lf = (s: string) => `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;

/** `printed` is the skewed epoch ms; `width` pads the compose prefix. */
export function render(f: Format, e: Ev, printed: number, ns: string, width: number): string[] {
  const iso = new Date(printed).toISOString();
  const pod = `${e.svc}-${e.pod ?? 0}`;
  switch (f) {
    case "jsonl":
      return [
        JSON.stringify({
          timestamp: iso,
          service: e.svc,
          level: e.level === "fatal" ? "fatal" : e.level,
          message: full(e),
        }),
      ];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso,
        status: DD[e.level],
        service: e.svc,
        message: e.msg,
        host: `${e.svc}.node-${e.pod ?? 0}`,
        ddsource: "custom",
      };
      if (e.stack?.length) o.error = { stack: e.stack.join("\n") };
      if (e.trace) o.http = { request_id: e.trace };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso,
        "log.level": ECS[e.level],
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
      };
      if (e.stack?.length) o["error.stack_trace"] = e.stack.join("\n");
      if (e.trace) o["transaction.id"] = e.trace;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const p: Record<string, unknown> = { message: full(e) };
      if (e.trace) p.trace = e.trace;
      return [
        JSON.stringify({
          timestamp: iso,
          severity: GCP[e.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: ns, pod_name: pod },
          },
          jsonPayload: p,
        }),
      ];
    }
    case "logfmt": {
      const head = `ts=${iso} level=${e.level === "fatal" ? "fatal" : e.level} svc=${e.svc} msg=${lf(e.msg)}${e.trace ? ` trace=${e.trace}` : ""}`;
      return [head, ...(e.stack ?? [])];
    }
    case "compose": {
      const pre = `${e.svc}-1`.padEnd(width);
      const ts = iso.replace("T", " ").replace("Z", "");
      const lvl = (e.level === "fatal" ? "CRITICAL" : e.level === "warn" ? "WARNING" : e.level.toUpperCase()).padEnd(8);
      const head = `${pre} | ${ts} | ${lvl} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      return [head, ...(e.stack ?? []).map((l) => `${pre} | ${l}`)];
    }
  }
}
