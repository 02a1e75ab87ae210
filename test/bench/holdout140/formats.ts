// The six line formats of the incidents README. Each event becomes one line (JSON formats keep a stack trace
// inside a field or the message) or several (logfmt and compose continue multi-line messages on raw lines).
import type { Rng } from "./rng.js";
import type { Estate, Ev, Format, Level, Service } from "./types.js";

export type { Format } from "./types.js";

export interface Meta {
  est: Estate;
  svc: Map<string, Service>;
  skew: Map<string, number>;
  pod: (svc: string, t: number) => string;
  r: Rng;
  width: number;
}

const UPPER: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

function errOf(e: Ev): { type: string; msg: string } | undefined {
  if (e.err) return e.err;
  if (!e.stack) return undefined;
  const all = e.stack.split("\n").filter((l) => l.trim() !== "");
  let first = all[0] ?? "";
  if (first.startsWith("Traceback"))
    first =
      [...all]
        .reverse()
        .find(
          (l) =>
            /^[\w.]+(Error|Exception|Expired|Exceeded|Timeout|Canceled|Violation|Table|Refused)?\b.*?:/.test(l) &&
            !l.startsWith(" "),
        ) ??
      all[all.length - 1] ??
      first;
  const ex = /^\s*\*\* \(([\w.]+)\) (.*)$/.exec(first);
  if (ex) return { type: ex[1] ?? "Error", msg: ex[2] ?? "" };
  const m = /^([\w.$]+(?:\s\(0x[0-9A-F]+\))?): (.*)$/.exec(first);
  if (m) return { type: (m[1] ?? "").replace(/\s\(0x[0-9A-F]+\)$/, ""), msg: m[2] ?? "" };
  return { type: first.split(" ")[0] ?? "Error", msg: first };
}

function lvlFor(f: Format, l: Level, s: Service | undefined): string {
  const rt = s?.rt;
  switch (f) {
    case "jsonl":
      return l;
    case "datadog":
      if (l === "fatal") return "critical";
      if (l === "warn" && rt === "python") return "warning";
      return l;
    case "ecs":
      if (rt === "dotnet")
        return { debug: "Debug", info: "Information", warn: "Warning", error: "Error", fatal: "Critical" }[l];
      if (rt === "java" || rt === "kotlin" || rt === "keycloak") return UPPER[l];
      if (rt === "python") return l === "warn" ? "warning" : l === "fatal" ? "critical" : l;
      return l;
    case "gcp":
      return { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" }[l];
    case "logfmt":
      if (rt === "python") return l === "warn" ? "warning" : l === "fatal" ? "critical" : l;
      return l;
    case "compose":
      if (rt === "python") return l === "warn" ? "WARNING" : l === "fatal" ? "CRITICAL" : UPPER[l];
      return UPPER[l];
  }
}

function ridOf(e: Ev, m: Meta, s: Service | undefined): string | undefined {
  if (m.est.idStyle !== "reqid" || !s?.ids) return undefined;
  return e.rid ?? m.r.hex(16);
}

function corrOf(e: Ev, m: Meta, s: Service | undefined): string | undefined {
  if (m.est.idStyle !== "corr" || !s?.ids || !e.trace) return undefined;
  const x = e.trace;
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20, 32)}`;
}

function traceOf(e: Ev, m: Meta, s: Service | undefined): { trace: string; span: string } | undefined {
  if (m.est.idStyle !== "w3c" || !s?.ids || !e.trace) return undefined;
  return { trace: e.trace, span: e.span ?? e.trace.slice(16) };
}

function q(v: string): string {
  return /^[\w.:/@+-]+$/.test(v) && v.length > 0 ? v : `"${v.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

/** Message with the logger in front the way the runtime's console pattern prints it (text formats). */
function withLogger(msg: string, lg: string | undefined, s: Service | undefined, seq: number): string {
  if (!lg) return msg;
  switch (s?.rt) {
    case "java":
    case "kotlin":
      return `${lg.padEnd(40)} : ${msg}`;
    case "dotnet":
      return `${lg}[0] ${msg}`;
    case "keycloak":
      return `[${lg}] (executor-thread-${(seq % 9) + 1}) ${msg}`;
    case "python":
      return `${lg}: ${msg}`;
    default:
      return msg;
  }
}

export function render(f: Format, e: Ev, m: Meta): string {
  const s = m.svc.get(e.svc);
  const t = e.t + (m.skew.get(e.svc) ?? 0);
  const msg = e.msg.replace(/^\n+/, "").replace(/\n+$/, "");
  const lv = lvlFor(f, e.level, s);
  const err = errOf(e);
  const tr = traceOf(e, m, s);
  const rid = ridOf(e, m, s);
  const corr = corrOf(e, m, s);
  switch (f) {
    case "jsonl": {
      let body = rid ? `[${rid}] ${msg}` : msg;
      if (e.stack) body += `\n${e.stack}`;
      return JSON.stringify({ timestamp: iso(t), service: e.svc, level: lv, message: body });
    }
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(t),
        status: lv,
        service: e.svc,
        host: m.pod(e.svc, e.t),
        ddsource: s?.rt ?? "unknown",
        ddtags: `env:prod,kube_namespace:${m.est.namespace},version:${s?.version ?? "unknown"}`,
        message: msg,
      };
      if (e.logger) o.logger = { name: e.logger };
      if (tr) {
        o.trace_id = tr.trace;
        o.span_id = tr.span;
      }
      if (rid) o.request_id = rid;
      if (corr) o.correlation_id = corr;
      if (err)
        o.error = e.stack ? { kind: err.type, message: err.msg, stack: e.stack } : { kind: err.type, message: err.msg };
      return JSON.stringify(o);
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(t),
        "log.level": lv,
        message: msg,
        "ecs.version": "8.11.0",
        "service.name": e.svc,
        "service.version": s?.version,
        "service.environment": "production",
        "host.hostname": m.pod(e.svc, e.t),
      };
      if (e.logger) o["log.logger"] = e.logger;
      if (tr) {
        o["trace.id"] = tr.trace;
        o["span.id"] = tr.span;
      }
      if (rid) o["http.request.id"] = rid;
      if (corr) o["labels.correlation_id"] = corr;
      if (err) {
        o["error.type"] = err.type;
        o["error.message"] = err.msg;
        if (e.stack) o["error.stack_trace"] = e.stack;
      }
      return JSON.stringify(o);
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: e.stack ? `${msg}\n${e.stack}` : msg };
      if (e.logger) payload.logger = e.logger;
      if (rid) payload.request_id = rid;
      if (corr) payload.correlationId = corr;
      const o: Record<string, unknown> = {
        insertId: m.r.alnum(14, "abcdefghijklmnopqrstuvwxyz0123456789"),
        timestamp: `${iso(t).slice(0, 23)}${String(m.r.int(0, 999999)).padStart(6, "0")}Z`,
        severity: lv,
        resource: {
          type: "k8s_container",
          labels: {
            project_id: m.est.project,
            location: "europe-west2",
            cluster_name: m.est.cluster,
            namespace_name: m.est.namespace,
            pod_name: m.pod(e.svc, e.t),
            container_name: e.svc,
          },
        },
        jsonPayload: payload,
        logName: `projects/${m.est.project}/logs/${e.level === "error" || e.level === "fatal" ? "stderr" : "stdout"}`,
      };
      if (tr) {
        o["logging.googleapis.com/trace"] = `projects/${m.est.project}/traces/${tr.trace}`;
        o["logging.googleapis.com/spanId"] = tr.span;
      }
      return JSON.stringify(o);
    }
    case "logfmt": {
      const lines = msg.split("\n");
      let head = `ts=${iso(t)} level=${lv} svc=${e.svc} msg=${q(lines[0] ?? "")}`;
      if (e.logger) head += ` logger=${q(e.logger)}`;
      if (tr) head += ` trace_id=${tr.trace} span_id=${tr.span}`;
      if (rid) head += ` request_id=${rid}`;
      if (corr) head += ` correlation_id=${corr}`;
      if (err && e.stack) head += ` error=${q(`${err.type}: ${err.msg}`.slice(0, 300))}`;
      const rest = [...lines.slice(1), ...(e.stack ? e.stack.split("\n") : [])];
      return [head, ...rest].join("\n");
    }
    case "compose": {
      const name = `${e.svc}-1`.padEnd(m.width);
      const d = iso(t);
      let body = withLogger(msg, e.logger, s, e.seq);
      if (tr)
        body =
          s?.rt === "java" || s?.rt === "kotlin"
            ? `[${e.svc},${tr.trace},${tr.span}] ${body}`
            : `${body} trace_id=${tr.trace}`;
      if (rid) body = `[${rid}] ${body}`;
      if (corr) body = `${body} corr=${corr}`;
      const lines = [...body.split("\n"), ...(e.stack ? e.stack.split("\n") : [])];
      const first = `${name} | ${d.slice(0, 10)} ${d.slice(11, 23)} | ${lv.padEnd(8)} | ${lines[0] ?? ""}`;
      return [first, ...lines.slice(1).map((l) => `${name} | ${l}`)].join("\n");
    }
  }
}

export function extOf(f: Format): string {
  return f === "logfmt" || f === "compose" ? "log" : "jsonl";
}
