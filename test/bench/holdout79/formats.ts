// Renders one log record in each of the dev set's six shapes; stacks go where each shape keeps them.
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

export type Level = "debug" | "info" | "warn" | "error" | "fatal";

export interface Rec {
  t: number; // printed epoch ms (skew applied)
  svc: string;
  level: Level;
  msg: string;
  stack?: string;
  trace?: string;
}

const GCP: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};

export function render(f: Format, r: Rec, ctx: { ns: string; width: number }): string[] {
  const iso = new Date(r.t).toISOString();
  const full = r.stack ? `${r.msg}\n${r.stack}` : r.msg;
  switch (f) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso, service: r.svc, level: r.level, message: full })];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso,
        status: r.level === "fatal" ? "critical" : r.level === "warn" ? "warn" : r.level,
        service: r.svc,
        message: full,
        host: `${r.svc}-${hostOf(r.svc)}`,
        ddsource: "custom",
      };
      if (r.trace) o.http = { request_id: r.trace };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso,
        "log.level": r.level === "warn" ? "WARN" : r.level.toUpperCase(),
        "service.name": r.svc,
        message: r.msg,
        "event.dataset": `${r.svc}.log`,
      };
      if (r.stack) o["error.stack_trace"] = r.stack;
      if (r.trace) o["transaction.id"] = r.trace;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: full };
      if (r.trace) payload.trace = r.trace;
      return [
        JSON.stringify({
          timestamp: iso,
          severity: GCP[r.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: r.svc, namespace_name: ctx.ns, pod_name: `${r.svc}-${hostOf(r.svc)}` },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const lv = r.level === "warn" ? "warn" : r.level;
      const head = `ts=${iso} level=${lv} svc=${r.svc} msg=${JSON.stringify(r.msg)}${r.trace ? ` trace=${r.trace}` : ""}`;
      return r.stack ? [head, ...r.stack.split("\n")] : [head];
    }
    case "compose": {
      const name = `${r.svc}-1`.padEnd(ctx.width);
      const ts = iso.replace("T", " ").replace("Z", "");
      const lv = (r.level === "warn" ? "WARNING" : r.level === "fatal" ? "CRITICAL" : r.level.toUpperCase()).padEnd(8);
      const head = `${name} | ${ts} | ${lv} | ${r.msg}${r.trace ? ` [${r.trace}]` : ""}`;
      return r.stack ? [head, ...r.stack.split("\n").map((l) => `${name} | ${l}`)] : [head];
    }
  }
}

function hostOf(svc: string): string {
  let h = 0;
  for (const c of svc) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return `${(h % 7).toString()}${"abcdefghjk"[h % 10]}${"xmpqrt"[h % 6]}${(h % 97).toString(36)}`;
}
