// The dev set's six line shapes (jsonl, datadog, ecs, gcp, logfmt, compose), rendering one event to its raw lines.
export const FORMATS = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"] as const;
export type Format = (typeof FORMATS)[number];
export type Level = "debug" | "info" | "warn" | "error" | "fatal";

export interface LogEvent {
  /** Printed time (true time plus the service's clock skew), epoch ms. */
  at: number;
  svc: string;
  level: Level;
  msg: string;
  /** Continuation lines (a stack trace). */
  stack?: string[];
  /** Structured fields the collector parsed out (access logs: status, upstream, timings). */
  fields?: Record<string, string | number>;
  trace?: string;
}

const iso = (ms: number) => new Date(ms).toISOString();
const GCP: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" };
const ECS: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };
const COMPOSE: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};

function logfmtValue(v: string | number): string {
  const s = String(v);
  return /^[A-Za-z0-9_./:@-]+$/.test(s) && s.length > 0 ? s : JSON.stringify(s);
}

/** The raw lines of one event in `format`; `pad` is the width of the compose name column. */
export function render(format: Format, e: LogEvent, pad = 20, namespace = "prod"): string[] {
  const full = e.stack?.length ? `${e.msg}\n${e.stack.join("\n")}` : e.msg;
  const f = e.fields ?? {};
  switch (format) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(e.at), service: e.svc, level: e.level, message: full })];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.at),
        status: e.level === "fatal" ? "critical" : e.level,
        service: e.svc,
        message: e.msg,
        host: `${e.svc}.node-${(e.svc.length + e.at) % 3}`,
        ddsource: f.status !== undefined ? "nginx" : "custom",
        ...datadogFields(f),
      };
      if (e.stack?.length) o.error = { stack: e.stack.join("\n"), message: e.msg };
      if (e.trace) o.dd = { trace_id: e.trace };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.at),
        "log.level": ECS[e.level],
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.${f.status !== undefined ? "access" : "log"}`,
      };
      for (const [k, v] of Object.entries(f)) o[ecsKey(k)] = v;
      if (e.stack?.length) o["error.stack_trace"] = e.stack.join("\n");
      if (e.trace) o["transaction.id"] = e.trace;
      return [JSON.stringify(o)];
    }
    case "gcp":
      return [
        JSON.stringify({
          timestamp: iso(e.at),
          severity: GCP[e.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: namespace, pod_name: `${e.svc}-${podSuffix(e.svc)}` },
          },
          jsonPayload: { message: full, ...f, ...(e.trace ? { trace: e.trace } : {}) },
        }),
      ];
    case "logfmt": {
      const kv = Object.entries(f)
        .map(([k, v]) => ` ${k}=${logfmtValue(v)}`)
        .join("");
      const head = `ts=${iso(e.at)} level=${e.level === "fatal" ? "crit" : e.level} svc=${e.svc} msg=${JSON.stringify(e.msg)}${kv}${e.trace ? ` trace=${e.trace}` : ""}`;
      return [head, ...(e.stack ?? [])];
    }
    case "compose": {
      const name = `${e.svc}-1`.padEnd(pad);
      const t = iso(e.at).replace("T", " ").replace("Z", "");
      const head = `${name} | ${t} | ${COMPOSE[e.level].padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      return [head, ...(e.stack ?? []).map((s) => `${name} | ${s}`)];
    }
  }
}

const ECS_KEYS: Record<string, string> = {
  status: "http.response.status_code",
  method: "http.request.method",
  path: "url.path",
  bytes: "http.response.body.bytes",
  user_agent: "user_agent.original",
  client_ip: "client.ip",
  request_time: "event.duration_s",
};
const ecsKey = (k: string) => ECS_KEYS[k] ?? k;

function podSuffix(svc: string): string {
  let h = 7;
  for (const c of svc) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return `${h.toString(16).slice(0, 8)}-${h.toString(36).slice(-5)}`;
}

/** Datadog's standard attributes for an access line: http.*, network.client.ip; the rest stay top-level. */
function datadogFields(f: Record<string, string | number>): Record<string, unknown> {
  if (f.status === undefined) return f;
  const { status, method, path, user_agent, client_ip, ...rest } = f;
  return {
    http: { method, url_details: { path }, status_code: status, useragent: user_agent },
    network: { client: { ip: client_ip } },
    ...rest,
  };
}
