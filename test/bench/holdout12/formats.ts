// Renders one event into the six line formats of the dev set (one JSON object per line, or text lines).
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

export interface Ev {
  t: number; // true time, ms
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
const CMP: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};

function full(e: Ev): string {
  return e.stack?.length ? `${e.msg}\n${e.stack.join("\n")}` : e.msg;
}

/** `printed` is the skewed ISO time; `pad` the compose name column width; `ns` the namespace. */
export function render(f: Format, e: Ev, printed: string, pad: number, ns: string): string[] {
  switch (f) {
    case "jsonl":
      return [JSON.stringify({ timestamp: printed, service: e.svc, level: e.level, message: full(e) })];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": printed,
        status: DD[e.level],
        service: e.svc,
        message: e.msg,
        host: `${e.svc}-${hostSuffix(e.svc)}`,
        ddsource: "container",
        env: ns,
      };
      if (e.trace) o.http = { request_id: e.trace };
      if (e.stack?.length) o.error = { stack: e.stack.join("\n"), message: e.stack[0] };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": printed,
        "log.level": ECS[e.level],
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
      };
      if (e.stack?.length) o["error.stack_trace"] = e.stack.join("\n");
      if (e.trace) o["trace.id"] = e.trace;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const p: Record<string, unknown> = { message: full(e) };
      if (e.trace) p.trace = e.trace;
      return [
        JSON.stringify({
          timestamp: printed,
          severity: GCP[e.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: ns, pod_name: `${e.svc}-${hostSuffix(e.svc)}` },
          },
          jsonPayload: p,
        }),
      ];
    }
    case "logfmt": {
      const msg = e.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      const head = `ts=${printed} level=${e.level === "fatal" ? "crit" : e.level} svc=${e.svc} msg="${msg}"${e.trace ? ` trace=${e.trace}` : ""}`;
      return [head, ...(e.stack ?? [])];
    }
    case "compose": {
      const name = `${e.svc}-1`.padEnd(pad);
      const ts = printed.replace("T", " ").replace("Z", "");
      const head = `${name} | ${ts} | ${CMP[e.level].padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      return [head, ...(e.stack ?? []).map((l) => `${name} | ${l}`)];
    }
  }
}

function hostSuffix(svc: string): string {
  let h = 7;
  for (const c of svc) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return `${(h % 900000) + 100000}`.slice(0, 5) + "-" + "abcdefghjk"[h % 10] + "x" + "mnpqrstvwz"[(h >>> 4) % 10];
}
