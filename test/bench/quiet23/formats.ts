// The six dev-set line shapes: one event in, one or more printed lines out.
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

export type Level = "DEBUG" | "INFO" | "WARN" | "ERROR" | "FATAL";

export interface Ev {
  /** true time, ms since epoch */
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  trace?: string;
}

export interface Printed extends Ev {
  /** printed time: true time plus the service's clock skew */
  p: number;
}

const DD: Record<Level, string> = { DEBUG: "debug", INFO: "info", WARN: "warn", ERROR: "error", FATAL: "critical" };
const GCP: Record<Level, string> = {
  DEBUG: "DEBUG",
  INFO: "INFO",
  WARN: "WARNING",
  ERROR: "ERROR",
  FATAL: "CRITICAL",
};
const PY: Record<Level, string> = { DEBUG: "DEBUG", INFO: "INFO", WARN: "WARNING", ERROR: "ERROR", FATAL: "CRITICAL" };

function podName(svc: string): string {
  let h = 2166136261;
  for (const ch of svc) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  const a = "bcdfghjklmnpqrstvwxz2456789";
  let s = "";
  for (let i = 0; i < 15; i++) {
    s += a[h % a.length];
    h = Math.imul(h ^ (h >>> 13), 2654435761) >>> 0;
  }
  return `${svc}-${s.slice(0, 9)}-${s.slice(10, 15)}`;
}

const iso = (ms: number) => new Date(ms).toISOString();
const full = (e: Ev) => (e.stack?.length ? `${e.msg}\n${e.stack.join("\n")}` : e.msg);

export function render(
  f: Format,
  e: Printed,
  ctx: { ns: string; pad: number; runtime: (svc: string) => string },
): string[] {
  switch (f) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(e.p), service: e.svc, level: DD[e.level], message: full(e) })];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.p),
        status: DD[e.level],
        service: e.svc,
        message: full(e),
        host: `${e.svc}-${ctx.ns}-${(e.svc.length * 7) % 5}`,
        ddsource: ctx.runtime(e.svc),
      };
      if (e.trace) o.dd = { trace_id: e.trace };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.p),
        "log.level": e.level === "WARN" ? "WARN" : e.level,
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
      };
      if (e.stack?.length) o["error.stack_trace"] = e.stack.join("\n");
      if (e.trace) o["trace.id"] = e.trace;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: full(e) };
      if (e.trace) payload.trace = e.trace;
      return [
        JSON.stringify({
          timestamp: iso(e.p),
          severity: GCP[e.level],
          resource: {
            type: "k8s_container",
            labels: {
              container_name: e.svc,
              namespace_name: ctx.ns,
              pod_name: podName(e.svc),
            },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const msg = e.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      const head = `ts=${iso(e.p)} level=${DD[e.level]} svc=${e.svc} msg="${msg}"${e.trace ? ` trace=${e.trace}` : ""}`;
      return [head, ...(e.stack ?? [])];
    }
    case "compose": {
      const pre = `${e.svc}-1`.padEnd(ctx.pad);
      const ts = iso(e.p).replace("T", " ").replace("Z", "");
      const head = `${pre} | ${ts} | ${PY[e.level].padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      return [head, ...(e.stack ?? []).map((l) => `${pre} | ${l}`)];
    }
  }
}
