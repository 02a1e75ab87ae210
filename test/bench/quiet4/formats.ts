// Renders events into the six aggregated formats of shared/data/incidents/README.md, sorted by printed time.
export type Level = "debug" | "info" | "warn" | "error" | "fatal";
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export type IdKind = "traceparent" | "x-request-id" | "req-uuid";

export interface Ev {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string;
  id?: string;
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

const LEVELS: Record<Format, Record<Level, string>> = {
  jsonl: { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "fatal" },
  datadog: { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" },
  ecs: { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" },
  gcp: { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" },
  logfmt: { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "fatal" },
  compose: { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" },
};

function hash(s: string): number {
  let h = 2166136261;
  for (const ch of s) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return h;
}

/** A stable pod name per service, like a Deployment's replica. */
export function pod(svc: string): string {
  const h = hash(svc);
  return `${svc}-${(h % 0xffffff).toString(16).padStart(6, "0").slice(0, 6)}-${((h >>> 7) % 46655).toString(36).padStart(3, "x")}`;
}

function idFields(kind: IdKind, id: string, fmt: Format): Record<string, unknown> {
  if (kind === "traceparent") {
    const trace = id.split("-")[1] ?? id;
    if (fmt === "ecs") return { "trace.id": trace, "span.id": id.split("-")[2] };
    if (fmt === "gcp") return { "logging.googleapis.com/trace": `projects/ops-prod/traces/${trace}` };
    if (fmt === "datadog") return { otel: { trace_id: trace }, traceparent: id };
    return { traceparent: id };
  }
  if (fmt === "ecs") return { "http.request.id": id };
  if (fmt === "datadog") return { http: { request_id: id } };
  return { [kind === "x-request-id" ? "x_request_id" : "req_uuid"]: id };
}

const q = (s: string) => `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;

export function render(
  evs: Ev[],
  fmt: Format,
  skew: Record<string, number>,
  kind: IdKind,
  ns: string,
  source: (svc: string) => string,
): string[] {
  const rows = evs
    .map((e, i) => ({ e, p: Math.round(e.t + (skew[e.svc] ?? 0)), i }))
    .sort((a, b) => a.p - b.p || a.i - b.i);
  const width = Math.max(...evs.map((e) => e.svc.length)) + 4;
  const out: string[] = [];
  for (const { e, p } of rows) {
    const ts = new Date(p).toISOString();
    const lv = LEVELS[fmt][e.level];
    const ids = e.id ? idFields(kind, e.id, fmt) : {};
    switch (fmt) {
      case "jsonl":
        out.push(
          JSON.stringify({
            timestamp: ts,
            service: e.svc,
            level: lv,
            message: e.stack ? `${e.msg}\n${e.stack}` : e.msg,
            ...ids,
          }),
        );
        break;
      case "datadog":
        out.push(
          JSON.stringify({
            "@timestamp": ts,
            status: lv,
            service: e.svc,
            message: e.msg,
            host: pod(e.svc),
            ddsource: source(e.svc),
            ...(e.stack ? { error: { stack: e.stack } } : {}),
            ...ids,
          }),
        );
        break;
      case "ecs":
        out.push(
          JSON.stringify({
            "@timestamp": ts,
            "log.level": lv,
            "service.name": e.svc,
            message: e.msg,
            ...(e.stack ? { "error.stack_trace": e.stack } : {}),
            "ecs.version": "8.11.0",
            "host.name": pod(e.svc),
            ...ids,
          }),
        );
        break;
      case "gcp":
        out.push(
          JSON.stringify({
            timestamp: ts,
            severity: lv,
            resource: {
              type: "k8s_container",
              labels: { container_name: e.svc, namespace_name: ns, pod_name: pod(e.svc) },
            },
            jsonPayload: { message: e.stack ? `${e.msg}\n${e.stack}` : e.msg, ...ids },
          }),
        );
        break;
      case "logfmt": {
        const extra = Object.entries(ids)
          .map(([k, v]) => ` ${k}=${typeof v === "string" ? v : JSON.stringify(v)}`)
          .join("");
        out.push(`ts=${ts} level=${lv} svc=${e.svc} msg=${q(e.msg)}${extra}`);
        if (e.stack) out.push(...e.stack.split("\n"));
        break;
      }
      case "compose": {
        const prefix = `${e.svc}-1`.padEnd(width);
        const tail = e.id ? ` [${e.id}]` : "";
        out.push(`${prefix}| ${ts.replace("T", " ").slice(0, 23)} | ${lv.padEnd(8)} | ${e.msg}${tail}`);
        if (e.stack) for (const l of e.stack.split("\n")) out.push(`${prefix}| ${l}`);
        break;
      }
    }
  }
  return out;
}
