// The six line shapes of the dev set's README, one physical line per entry (stack traces continue where the shape allows).
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export type Level = "debug" | "info" | "warn" | "error" | "fatal";

export interface Ev {
  t: number; // true time, ms since epoch
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  trace?: string;
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

const DD: Record<Level, string> = { debug: "debug", info: "info", warn: "warning", error: "error", fatal: "critical" };
const GCP: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" };
const ECS: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };
const CMP: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" };

function iso(ms: number): string {
  return new Date(ms).toISOString();
}
function spaced(ms: number): string {
  return iso(ms).replace("T", " ").replace("Z", "");
}
function full(e: Ev): string {
  return e.stack && e.stack.length > 0 ? `${e.msg}\n${e.stack.join("\n")}` : e.msg;
}
function logfmtValue(s: string): string {
  return /[\s"=]/.test(s) || s === "" ? JSON.stringify(s) : s;
}

/** Renders one event printed at `printed` ms; `pad` is the compose name column width. */
export function render(fmt: Format, e: Ev, printed: number, ns: string, pad: number): string[] {
  switch (fmt) {
    case "jsonl": {
      const o: Record<string, unknown> = { timestamp: iso(printed), service: e.svc, level: e.level, message: full(e) };
      if (e.trace) o.trace_id = e.trace;
      return [JSON.stringify(o)];
    }
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(printed),
        status: DD[e.level],
        service: e.svc,
        message: e.msg,
        host: `${e.svc}-${ns}`,
        ddsource: "container",
      };
      if (e.stack) o.error = { stack: e.stack.join("\n") };
      if (e.trace) o.dd = { trace_id: e.trace };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(printed),
        "log.level": ECS[e.level],
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
      };
      if (e.stack) o["error.stack_trace"] = e.stack.join("\n");
      if (e.trace) o["trace.id"] = e.trace;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: full(e) };
      const o: Record<string, unknown> = {
        timestamp: iso(printed),
        severity: GCP[e.level],
        resource: {
          type: "k8s_container",
          labels: { container_name: e.svc, namespace_name: ns, pod_name: `${e.svc}-${podSuffix(e.svc)}` },
        },
        jsonPayload: payload,
      };
      if (e.trace) o["logging.googleapis.com/trace"] = `projects/${ns}/traces/${e.trace}`;
      return [JSON.stringify(o)];
    }
    case "logfmt": {
      let line = `ts=${iso(printed)} level=${e.level} svc=${e.svc} msg=${logfmtValue(e.msg)}`;
      if (e.trace) line += ` trace=${e.trace}`;
      return [line, ...(e.stack ?? [])];
    }
    case "compose": {
      const name = `${e.svc}-1`.padEnd(pad);
      const head = `${name}| ${spaced(printed)} | ${CMP[e.level].padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      return [head, ...(e.stack ?? []).map((s) => `${name}| ${s}`)];
    }
  }
}

function podSuffix(svc: string): string {
  let h = 7;
  for (const c of svc) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  const a = "bcdfghjklmnpqrstvwxz2456789";
  let s = "";
  for (let i = 0; i < 5; i++) {
    s += a[h % a.length];
    h = Math.floor(h / a.length) + 13 * i;
  }
  return `7d9f8${(h % 90) + 10}-${s}`;
}
