// Prints events in the README's six line formats. Printed times carry each service's clock skew; lines stay in
// arrival (true-time) order, as an aggregator receives them. Stack traces go where each format keeps them:
// inside the message for jsonl / datadog / gcp, in error.stack_trace for ECS, and on raw continuation lines for
// logfmt and docker compose output.
import { iso } from "./kit.js";
import type { Estate, Ev, Format, Level, Runtime } from "./types.js";

export interface Printer {
  format: Format;
  estate: Estate;
  skew: Map<string, number>;
  pods: Map<string, string>;
  runtimes: Map<string, Runtime>;
  /** Salt for GCP insertIds. */
  salt: number;
}

const DD_SOURCE: Record<Runtime, string> = {
  node: "nodejs",
  java: "java",
  go: "go",
  python: "python",
  dotnet: "csharp",
  ruby: "ruby",
  envoy: "envoy",
  nginx: "nginx",
  postgres: "postgresql",
  redis: "redis",
  rabbitmq: "rabbitmq",
};

function levelText(format: Format, level: Level, rt: Runtime): string {
  switch (format) {
    case "jsonl":
      return level;
    case "datadog":
      return { DEBUG: "debug", INFO: "info", WARN: "warn", ERROR: "error", FATAL: "critical" }[level];
    case "ecs":
      return level.toLowerCase();
    case "gcp":
      return { DEBUG: "DEBUG", INFO: "INFO", WARN: "WARNING", ERROR: "ERROR", FATAL: "CRITICAL" }[level];
    case "logfmt":
      if (level === "WARN") return rt === "go" || rt === "python" ? "warning" : "warn";
      if (level === "FATAL") return rt === "python" ? "critical" : "fatal";
      return level.toLowerCase();
    case "compose":
      if (level === "WARN") return rt === "python" ? "WARNING" : "WARN";
      if (level === "FATAL") return rt === "python" ? "CRITICAL" : "FATAL";
      return level;
  }
}

function fullText(e: Ev): string {
  return e.stack ? `${e.msg}\n${e.stack}` : e.msg;
}

function errorMessage(e: Ev): string {
  if (!e.err || !e.stack) return e.msg;
  const line = e.stack.split("\n").find((l) => l.trim().startsWith(`${e.err}:`) || l.includes(`${e.err}: `));
  if (!line) return e.msg;
  const i = line.indexOf(`${e.err}:`);
  return line.slice(i + (e.err?.length ?? 0) + 1).trim() || e.msg;
}

function quote(s: string): string {
  return `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

function bare(s: string): string {
  return /[\s"=]/.test(s) ? quote(s) : s;
}

/** All physical lines of the stream, in order. */
export function printAll(p: Printer, evs: Ev[]): string[] {
  const width = Math.max(...p.estate.services.map((s) => s.name.length + 2)) + 2;
  const out: string[] = [];
  let n = 0;
  for (const e of evs) {
    n++;
    const rt = p.runtimes.get(e.svc) ?? "go";
    const ts = iso(e.t + (p.skew.get(e.svc) ?? 0));
    const lvl = levelText(p.format, e.level, rt);
    const pod = p.pods.get(e.svc) ?? `${e.svc}-0`;
    const idKey = p.estate.idKey;
    switch (p.format) {
      case "jsonl": {
        const o: Record<string, string> = { timestamp: ts, service: e.svc, level: lvl, message: fullText(e) };
        if (e.id && idKey) o[idKey] = e.id;
        out.push(JSON.stringify(o));
        break;
      }
      case "datadog": {
        const o: Record<string, unknown> = {
          "@timestamp": ts,
          status: lvl,
          service: e.svc,
          message: fullText(e),
          host: pod,
          ddsource: DD_SOURCE[rt],
          ddtags: `env:prod,kube_namespace:${p.estate.namespace}`,
        };
        if (e.id && idKey) o[idKey] = e.id;
        if (e.err) o.error = { kind: e.err };
        out.push(JSON.stringify(o));
        break;
      }
      case "ecs": {
        const o: Record<string, string> = {
          "@timestamp": ts,
          "log.level": lvl,
          "service.name": e.svc,
          message: e.msg,
          "ecs.version": "8.11.0",
          "host.hostname": pod,
        };
        if (e.id && idKey) o[idKey === "trace_id" ? "trace.id" : `labels.${idKey}`] = e.id;
        if (e.stack) {
          o["error.type"] = e.err ?? "Error";
          o["error.message"] = errorMessage(e);
          o["error.stack_trace"] = e.stack;
        }
        out.push(JSON.stringify(o));
        break;
      }
      case "gcp": {
        const payload: Record<string, string> = { message: fullText(e) };
        if (e.id && idKey && idKey !== "trace_id") payload[idKey] = e.id;
        const o: Record<string, unknown> = {
          timestamp: ts,
          severity: lvl,
          resource: {
            type: "k8s_container",
            labels: {
              project_id: p.estate.project,
              location: "europe-west2",
              cluster_name: p.estate.cluster,
              namespace_name: p.estate.namespace,
              pod_name: pod,
              container_name: e.svc,
            },
          },
          jsonPayload: payload,
        };
        if (e.id && idKey === "trace_id") o.trace = `projects/${p.estate.project}/traces/${e.id}`;
        o.logName = `projects/${p.estate.project}/logs/${e.level === "ERROR" || e.level === "FATAL" ? "stderr" : "stdout"}`;
        o.insertId = ((p.salt * 7919 + n * 104729) % 2_147_483_647).toString(36).padStart(6, "0") + n.toString(36);
        out.push(JSON.stringify(o));
        break;
      }
      case "logfmt": {
        const [first = "", ...rest] = fullText(e).split("\n");
        let line = `ts=${ts} level=${lvl} svc=${e.svc} msg=${quote(first)}`;
        if (e.id && idKey) line += ` ${idKey}=${e.id}`;
        if (e.err) line += ` err=${bare(e.err)}`;
        out.push(line, ...rest);
        break;
      }
      case "compose": {
        const prefix = `${`${e.svc}-1`.padEnd(width)}| `;
        const [first = "", ...rest] = fullText(e).split("\n");
        let msg = first;
        if (e.id && idKey === "request_id") msg = `[${e.id}] ${first}`;
        else if (e.id && idKey) msg = `${first} ${idKey}=${e.id}`;
        out.push(`${prefix}${ts.replace("T", " ").replace("Z", "")} | ${lvl.padEnd(8)} | ${msg}`);
        for (const l of rest) out.push(`${prefix}${l}`);
        break;
      }
    }
  }
  return out;
}

export function extension(f: Format): string {
  return { jsonl: "jsonl", datadog: "json", ecs: "ndjson", gcp: "json", logfmt: "log", compose: "log" }[f];
}
