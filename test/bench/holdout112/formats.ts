// Renders one event in each of the dev set's six aggregated-log shapes (README table), stack traces included.
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
  ts: number; // printed epoch ms (true time + service clock skew)
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  trace?: string;
  ns: string; // namespace / environment of the estate
}

const iso = (ms: number) => new Date(ms).toISOString();
const composeTs = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");
const DD: Record<Level, string> = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" };
const GCP: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" };
const UP: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };
const LOGURU: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};

const q = (s: string) => `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;

/** One printed event as one or more physical lines. `pad` is the compose prefix width. */
export function render(f: Format, e: Printed, pad: number): string[] {
  const full = e.stack?.length ? `${e.msg}\n${e.stack.join("\n")}` : e.msg;
  switch (f) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(e.ts), service: e.svc, level: e.level, message: full })];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.ts),
        status: DD[e.level],
        service: e.svc,
        message: e.msg,
        host: `${e.svc}-${e.ns}`,
        ddsource: "container",
      };
      if (e.stack?.length) {
        const kind = e.stack
          .map((l) => /^(?:Caused by: )?([A-Za-z_][\w.$]*(?:Error|Exception|Unauthorized|Forbidden))\b/.exec(l)?.[1])
          .find(Boolean);
        o.error = kind ? { kind, stack: e.stack.join("\n") } : { stack: e.stack.join("\n") };
      }
      if (e.trace) o.dd = { trace_id: e.trace };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.ts),
        "log.level": UP[e.level],
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
        "service.environment": e.ns,
      };
      if (e.stack?.length) o["error.stack_trace"] = e.stack.join("\n");
      if (e.trace) o["trace.id"] = e.trace;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const o: Record<string, unknown> = {
        timestamp: iso(e.ts),
        severity: GCP[e.level],
        resource: {
          type: "k8s_container",
          labels: { container_name: e.svc, namespace_name: e.ns, pod_name: `${e.svc}-${podSuffix(e.svc)}` },
        },
        jsonPayload: { message: full },
      };
      if (e.trace) o["logging.googleapis.com/trace"] = `projects/${e.ns}/traces/${e.trace}`;
      return [JSON.stringify(o)];
    }
    case "logfmt": {
      const head = `ts=${iso(e.ts)} level=${e.level === "fatal" ? "crit" : e.level} svc=${e.svc} msg=${q(e.msg)}${e.trace ? ` trace_id=${e.trace}` : ""}`;
      return [head, ...(e.stack ?? [])];
    }
    case "compose": {
      const p = `${`${e.svc}-1`.padEnd(pad)} | `;
      const head = `${p}${composeTs(e.ts)} | ${LOGURU[e.level].padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      return [head, ...(e.stack ?? []).map((l) => `${p}${l}`)];
    }
  }
}

function podSuffix(svc: string): string {
  let h = 7;
  for (const c of svc) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return `${(h % 0xfffff).toString(16).padStart(5, "0").slice(0, 5)}-${((h >>> 7) % 0xfffff).toString(36).slice(0, 5)}`;
}
