// Prints events in the six line formats of the incident README. Each printed time carries its service's clock skew.
import type { Rng } from "./rng.js";
import type { Estate, Ev, Format, Level, Runtime } from "./types.js";

export const EXTENSION: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

const DD_LEVEL: Record<Level, string> = {
  debug: "debug",
  info: "info",
  warn: "warn",
  error: "error",
  fatal: "critical",
};
const ECS_LEVEL: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };
const GCP_LEVEL: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};
const DD_SOURCE: Record<Runtime, string> = {
  java: "java",
  python: "python",
  node: "nodejs",
  go: "go",
  dotnet: "csharp",
  ruby: "ruby",
  nginx: "nginx",
};

const KIND = /^(?:Caused by: )?([A-Za-z_][\w.:$]*(?:Error|Exception|Timeout|Transaction))\b:?\s*(.*)$/;

/** The first exception a stack names ("java.io.IOException: ...") and its message, as APM agents report them. */
function errorOf(stack: string[]): { kind?: string; message: string } {
  for (const line of stack) {
    const m = KIND.exec(line);
    if (m?.[1]) return { kind: m[1], message: m[2] || line };
  }
  return { message: stack.find((l) => l.trim() !== "") ?? "" };
}

/** A decimal rendering of the low 64 bits of a hex trace id, as Datadog's dd.trace_id carries it. */
function ddTraceId(hex: string): string {
  return BigInt(`0x${hex.slice(-16)}`).toString(10);
}

export class Printer {
  private readonly hosts = new Map<string, string>();
  private readonly runtime = new Map<string, Runtime>();
  private readonly width: number;

  constructor(
    private readonly format: Format,
    private readonly estate: Estate,
    private readonly skew: Map<string, number>,
    r: Rng,
  ) {
    for (const s of estate.services) {
      this.runtime.set(s.name, s.runtime);
      this.hosts.set(
        s.name,
        estate.key === "lensworks"
          ? `lab-app-${String(r.int(1, 6)).padStart(2, "0")}`
          : `${s.name}-${r.hex(9)}-${r.alnum(5).toLowerCase()}`,
      );
    }
    this.width = Math.max(...estate.services.map((s) => s.name.length)) + 5;
  }

  /** One event as the lines it takes in the file. */
  lines(e: Ev): string[] {
    const ts = new Date(e.t + (this.skew.get(e.svc) ?? 0)).toISOString();
    const stack = e.stack ?? [];
    const traceKind = this.estate.traces === "w3c" ? "trace" : "request";
    const joined = stack.length ? `${e.msg}\n${stack.join("\n")}` : e.msg;
    switch (this.format) {
      case "jsonl": {
        const o: Record<string, string> = {
          timestamp: ts,
          service: e.svc,
          level: e.level,
          message: joined,
        };
        if (e.trace) o[traceKind === "trace" ? "trace_id" : "request_id"] = e.trace;
        return [JSON.stringify(o)];
      }
      case "datadog": {
        const o: Record<string, unknown> = {
          "@timestamp": ts,
          status: DD_LEVEL[e.level],
          service: e.svc,
          message: e.raw ? joined : e.msg,
          host: this.hosts.get(e.svc),
          ddsource: DD_SOURCE[this.runtime.get(e.svc) ?? "go"],
          ddtags: `env:prod,kube_namespace:${this.estate.namespace}`,
        };
        if (e.trace)
          if (traceKind === "trace") o.dd = { trace_id: ddTraceId(e.trace), span_id: ddTraceId(e.trace.slice(0, 16)) };
          else o.http = { request_id: e.trace };
        if (stack.length && !e.raw) {
          const { kind, message } = errorOf(stack);
          o.error = { ...(kind ? { kind } : {}), message, stack: stack.join("\n") };
        }
        return [JSON.stringify(o)];
      }
      case "ecs": {
        const o: Record<string, unknown> = {
          "@timestamp": ts,
          "log.level": ECS_LEVEL[e.level],
          "service.name": e.svc,
          message: e.raw ? joined : e.msg,
          "ecs.version": "8.11.0",
          "event.dataset": `${e.svc}.log`,
          "host.hostname": this.hosts.get(e.svc),
        };
        if (e.trace) o[traceKind === "trace" ? "trace.id" : "http.request.id"] = e.trace;
        if (stack.length && !e.raw) {
          const { kind, message } = errorOf(stack);
          if (kind) o["error.type"] = kind;
          o["error.message"] = message;
          o["error.stack_trace"] = stack.join("\n");
        }
        return [JSON.stringify(o)];
      }
      case "gcp": {
        const payload: Record<string, string> = {
          message: joined,
        };
        if (e.trace && traceKind === "request") payload.request_id = e.trace;
        const o: Record<string, unknown> = {
          timestamp: ts,
          severity: GCP_LEVEL[e.level],
          resource: {
            type: "k8s_container",
            labels: {
              project_id: `${this.estate.key}-prod`,
              cluster_name: `${this.estate.key}-gke-eu1`,
              namespace_name: this.estate.namespace,
              pod_name: this.hosts.get(e.svc),
              container_name: e.svc,
            },
          },
          jsonPayload: payload,
          logName: `projects/${this.estate.key}-prod/logs/stdout`,
        };
        if (e.trace && traceKind === "trace")
          o["logging.googleapis.com/trace"] = `projects/${this.estate.key}-prod/traces/${e.trace}`;
        return [JSON.stringify(o)];
      }
      case "logfmt": {
        const esc = e.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
        let head = `ts=${ts} level=${e.level} svc=${e.svc} msg="${esc}"`;
        if (e.trace) head += ` ${traceKind === "trace" ? "trace_id" : "request_id"}=${e.trace}`;
        return [head, ...stack.filter((l) => l.trim() !== "")];
      }
      case "compose": {
        const prefix = `${e.svc}-1`.padEnd(this.width);
        const when = ts.replace("T", " ").replace("Z", "");
        const msg = e.trace ? `[${e.trace}] ${e.msg}` : e.msg;
        return [
          `${prefix}| ${when} | ${GCP_LEVEL[e.level].padEnd(8)} | ${msg}`,
          ...stack.map((l) => `${prefix}| ${l}`),
        ];
      }
    }
  }

  /** How many file lines an event takes, without printing it. */
  count(e: Ev): number {
    const n = e.stack?.length ?? 0;
    if (this.format === "logfmt") return 1 + (e.stack ?? []).filter((l) => l.trim() !== "").length;
    if (this.format === "compose") return 1 + n;
    return 1;
  }
}
