// The six line formats of the incidents README, rendered from events (printed time = true time + skew).
import type { Ev, Format, Level, LevelStyle, Runtime, Svc } from "./types.js";

const STYLE: Record<LevelStyle, Record<Level, string>> = {
  upper: { DEBUG: "DEBUG", INFO: "INFO", WARN: "WARN", ERROR: "ERROR", FATAL: "FATAL" },
  lower: { DEBUG: "debug", INFO: "info", WARN: "warn", ERROR: "error", FATAL: "fatal" },
  dotnet: { DEBUG: "Debug", INFO: "Information", WARN: "Warning", ERROR: "Error", FATAL: "Critical" },
  short: { DEBUG: "DBG", INFO: "INF", WARN: "WRN", ERROR: "ERR", FATAL: "FTL" },
  word: { DEBUG: "debug", INFO: "info", WARN: "warning", ERROR: "error", FATAL: "critical" },
};
const DD: Record<Level, string> = { DEBUG: "debug", INFO: "info", WARN: "warn", ERROR: "error", FATAL: "critical" };
const GCP: Record<Level, string> = {
  DEBUG: "DEBUG",
  INFO: "INFO",
  WARN: "WARNING",
  ERROR: "ERROR",
  FATAL: "CRITICAL",
};
const DDSOURCE: Record<Runtime, string> = {
  java: "java",
  go: "go",
  node: "nodejs",
  python: "python",
  rails: "ruby",
  sidekiq: "ruby",
  dotnet: "csharp",
  elixir: "elixir",
  php: "php",
  envoy: "envoy",
  nginx: "nginx",
  traefik: "traefik",
  haproxy: "haproxy",
};

export interface RenderCtx {
  svcs: Map<string, Svc>;
  skew: Map<string, number>;
  pods: Map<string, string>;
  namespace: string;
  hosts: Map<string, string>;
}

const iso = (ms: number) => new Date(ms).toISOString();

function idText(ids: Record<string, string> | undefined): string {
  if (!ids) return "";
  return Object.entries(ids)
    .map(([k, v]) => ` ${k}=${v}`)
    .join("");
}

function exceptionType(stack: string[] | undefined): string | undefined {
  if (!stack?.length) return undefined;
  const m = stack[0].match(/^(?:panic: |\*\* \()?([A-Za-z_][\w.:]*(?:Error|Exception|Timeout|Invalid|Transaction)\w*)/);
  return m?.[1];
}

/** Renders one event into one or more physical lines. */
export function render(fmt: Format, e: Ev, c: RenderCtx): string[] {
  const s = c.svcs.get(e.svc)!;
  const at = e.t + (c.skew.get(e.svc) ?? 0);
  const ts = iso(at);
  const stack = e.stack ?? [];
  switch (fmt) {
    case "jsonl": {
      const msg = e.msg + idText(e.ids) + (stack.length ? `\n${stack.join("\n")}` : "");
      return [JSON.stringify({ timestamp: ts, service: e.svc, level: STYLE[s.style][e.level], message: msg })];
    }
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": ts,
        status: DD[e.level],
        service: e.svc,
        host: c.hosts.get(e.svc),
        ddsource: DDSOURCE[s.rt],
        message: e.msg,
      };
      if (e.ids?.trace_id) {
        o["dd.trace_id"] = BigInt(`0x${e.ids.trace_id.slice(16)}`).toString();
        o["dd.span_id"] = BigInt(`0x${e.ids.span_id ?? "1"}`).toString();
      }
      for (const [k, v] of Object.entries(e.ids ?? {})) if (k !== "trace_id" && k !== "span_id") o[k] = v;
      if (stack.length) {
        const kind = exceptionType(stack);
        if (kind) o["error.kind"] = kind;
        o["error.stack"] = stack.join("\n");
      }
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": ts,
        "log.level": STYLE[s.style][e.level],
        message: e.msg,
        "ecs.version": "8.11.0",
        "service.name": e.svc,
        "service.version": s.version,
        "host.name": c.hosts.get(e.svc),
      };
      if (e.ids?.trace_id) {
        o["trace.id"] = e.ids.trace_id;
        o["span.id"] = e.ids.span_id;
      }
      if (e.ids?.request_id) o["http.request.id"] = e.ids.request_id;
      if (e.ids?.correlation_id) o["labels.correlation_id"] = e.ids.correlation_id;
      if (stack.length) {
        const kind = exceptionType(stack);
        if (kind) o["error.type"] = kind;
        o["error.stack_trace"] = stack.join("\n");
      }
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = {
        message: e.msg + (stack.length ? `\n${stack.join("\n")}` : ""),
      };
      for (const [k, v] of Object.entries(e.ids ?? {})) if (k !== "trace_id" && k !== "span_id") payload[k] = v;
      const o: Record<string, unknown> = {
        timestamp: ts,
        severity: GCP[e.level],
        resource: {
          type: "k8s_container",
          labels: {
            project_id: "laundry-prod",
            location: "europe-west2",
            cluster_name: "prod-euw2",
            namespace_name: c.namespace,
            pod_name: c.pods.get(e.svc),
            container_name: e.svc,
          },
        },
        jsonPayload: payload,
      };
      if (e.ids?.trace_id) {
        o["logging.googleapis.com/trace"] = `projects/laundry-prod/traces/${e.ids.trace_id}`;
        o["logging.googleapis.com/spanId"] = e.ids.span_id;
      }
      return [JSON.stringify(o)];
    }
    case "logfmt": {
      const ids = Object.entries(e.ids ?? {})
        .map(([k, v]) => ` ${k}=${v}`)
        .join("");
      const msg = e.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      return [`ts=${ts} level=${STYLE[s.style][e.level].toLowerCase()} svc=${e.svc} msg="${msg}"${ids}`, ...stack];
    }
    case "compose": {
      const name = `${e.svc}-1`.padEnd(c.svcs.size ? maxName(c) + 2 : 0);
      const when = ts.replace("T", " ").replace("Z", "");
      const lv = STYLE[s.style][e.level].padEnd(8);
      return [`${name} | ${when} | ${lv} | ${e.msg}${idText(e.ids)}`, ...stack.map((l) => `${name} | ${l}`)];
    }
  }
}

let cachedMax = new WeakMap<RenderCtx, number>();
function maxName(c: RenderCtx): number {
  let m = cachedMax.get(c);
  if (m === undefined) {
    m = Math.max(...[...c.svcs.keys()].map((k) => k.length + 2));
    cachedMax.set(c, m);
  }
  return m;
}
export function resetFormatCache(): void {
  cachedMax = new WeakMap();
}

export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};
