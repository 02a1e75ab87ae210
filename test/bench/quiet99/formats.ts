// The six line shapes of the dev set (README): one event in, one or more physical lines out.
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
export type Level = "debug" | "info" | "warn" | "error" | "fatal";

export interface Ev {
  t: number; // true time, ms since epoch
  svc: string;
  level: Level;
  msg: string;
  stack?: string[]; // continuation lines of a trace, in the runtime's own style
  errKind?: string; // exception class, where the shipper would extract one
  trace?: string;
}

export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

const iso = (ms: number) => new Date(ms).toISOString();
const spaced = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");
const upper: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };
const gcpSev: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};
const composeLvl: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};
const ddLvl: Record<Level, string> = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" };

function logfmtValue(s: string): string {
  return /[\s"=]/.test(s) || s === "" ? `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"` : s;
}

/** Renders one event at its printed time (true time plus the service's skew). */
export function render(fmt: Format, ev: Ev, printed: number, ns: string, width: number): string[] {
  const full = ev.stack?.length ? `${ev.msg}\n${ev.stack.join("\n")}` : ev.msg;
  switch (fmt) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(printed), service: ev.svc, level: ev.level, message: full })];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(printed),
        status: ddLvl[ev.level],
        service: ev.svc,
        message: ev.msg,
        host: `${ev.svc}-${ns}`,
        ddsource: "kubernetes",
        env: "prod",
      };
      if (ev.trace) o.http = { request_id: ev.trace };
      if (ev.stack?.length) o.error = { kind: ev.errKind ?? "Error", message: ev.msg, stack: ev.stack.join("\n") };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(printed),
        "log.level": upper[ev.level],
        "service.name": ev.svc,
        message: ev.msg,
        "event.dataset": `${ev.svc}.log`,
        "ecs.version": "1.6.0",
      };
      if (ev.trace) o["trace.id"] = ev.trace;
      if (ev.stack?.length) {
        if (ev.errKind) o["error.type"] = ev.errKind;
        o["error.stack_trace"] = ev.stack.join("\n");
      }
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: full };
      if (ev.trace) payload.trace = ev.trace;
      return [
        JSON.stringify({
          timestamp: iso(printed),
          severity: gcpSev[ev.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: ev.svc, namespace_name: ns, pod_name: `${ev.svc}-${podSuffix(ev.svc)}` },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      let line = `ts=${iso(printed)} level=${ev.level === "fatal" ? "fatal" : ev.level} svc=${ev.svc} msg=${logfmtValue(ev.msg)}`;
      if (ev.trace) line += ` trace=${ev.trace}`;
      return [line, ...(ev.stack ?? [])];
    }
    case "compose": {
      const prefix = `${ev.svc}-1`.padEnd(width + 2, " ");
      const head = `${prefix} | ${spaced(printed)} | ${composeLvl[ev.level].padEnd(8, " ")} | ${ev.msg}${ev.trace ? ` [${ev.trace}]` : ""}`;
      return [head, ...(ev.stack ?? []).map((s) => `${prefix} | ${s}`)];
    }
  }
}

function podSuffix(svc: string): string {
  let h = 0;
  for (const c of svc) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return `${(h % 0xfffff).toString(16).padStart(5, "0").slice(0, 5)}-${((h >>> 7) % 46656).toString(36).padStart(3, "x")}`;
}
