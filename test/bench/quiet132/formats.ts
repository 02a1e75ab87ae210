// The six line formats of the incidents README, rendered from events: per-service clock skew, pod names,
// trace or request ids where the estate has them, and multi-line stack traces where each format puts them.
import type { Rng } from "./rng.js";
import { iso } from "./text.js";
import type { Estate, Ev, Level, Runtime } from "./types.js";

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

const LV: Record<Format, Record<Level, string>> = {
  jsonl: { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" },
  datadog: { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" },
  ecs: { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" },
  gcp: { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" },
  logfmt: { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "fatal" },
  compose: { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" },
};

const DDSOURCE: Record<Runtime, string> = {
  java: "java",
  node: "nodejs",
  go: "go",
  dotnet: "csharp",
  python: "python",
  ruby: "ruby",
  envoy: "envoy",
  nginx: "nginx",
  keycloak: "java",
};

/** Runtimes whose loggers emit the stack as a separate structured field rather than inside the message. */
const STRUCTURED_STACK = new Set<Runtime>(["java", "dotnet", "keycloak"]);

export interface RenderCtx {
  format: Format;
  estate: Estate;
  skew: Map<string, number>;
  pods: Map<string, string[]>;
  width: number;
}

export function makeRenderCtx(format: Format, estate: Estate, r: Rng): RenderCtx {
  const skew = new Map<string, number>();
  const pods = new Map<string, string[]>();
  for (const s of estate.services) {
    skew.set(s.name, r.int(-300, 300));
    const base = `${s.name.replaceAll("_", "-")}-${r.kube(r.int(9, 10))}`;
    pods.set(
      s.name,
      Array.from({ length: Math.max(1, s.replicas) }, () => `${base}-${r.kube(5)}`),
    );
  }
  const width = Math.max(...estate.services.map((s) => `${s.name}-${Math.max(1, s.replicas)}`.length)) + 3;
  return { format, estate, skew, pods, width };
}

const runtimeOf = (e: Estate, svc: string): Runtime => e.services.find((s) => s.name === svc)?.rt ?? "go";

/** A stable 64-bit decimal span id for a trace id and service (FNV-1a). */
function spanOf(s: string): string {
  let h = 0xcbf29ce484222325n;
  for (const ch of s) h = ((h ^ BigInt(ch.charCodeAt(0))) * 0x100000001b3n) & 0xffffffffffffffffn;
  return (h >> 1n).toString();
}

function withStack(ev: Ev): string {
  return ev.stack?.length ? `${ev.msg}\n${ev.stack.join("\n")}` : ev.msg;
}

function logfmtValue(v: string): string {
  return /^[A-Za-z0-9_.:/@+-]+$/.test(v) && v.length > 0
    ? v
    : `"${v.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n")}"`;
}

/** The file lines one event becomes (more than one where a format continues a trace on raw lines). */
export function render(rc: RenderCtx, ev: Ev): string[] {
  const printed = ev.t + (rc.skew.get(ev.svc) ?? 0);
  const ts = iso(printed);
  const lv = LV[rc.format][ev.level];
  const rtm = runtimeOf(rc.estate, ev.svc);
  const pods = rc.pods.get(ev.svc) ?? [ev.svc];
  const rep = Math.min(Math.max(1, ev.rep ?? 1), pods.length);
  const pod = pods[rep - 1] ?? ev.svc;
  const style = rc.estate.idStyle;
  const errType = ev.errType ?? (ev.stack?.[0] ?? "").split(/[: (]/)[0];
  switch (rc.format) {
    case "jsonl":
      return [JSON.stringify({ timestamp: ts, service: ev.svc, level: lv, message: withStack(ev) })];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": ts,
        status: lv,
        service: ev.svc,
        message: STRUCTURED_STACK.has(rtm) ? ev.msg : withStack(ev),
        host: pod,
        ddsource: DDSOURCE[rtm],
        ddtags: `env:${rc.estate.project},team:${rc.estate.key}`,
      };
      if (ev.stack?.length && STRUCTURED_STACK.has(rtm))
        o.error = { kind: errType, message: ev.stack[0] ?? ev.msg, stack: ev.stack.join("\n") };
      if (ev.id && style === "trace") o.dd = { trace_id: ev.id, span_id: spanOf(`${ev.id}/${ev.svc}`) };
      if (ev.id && style === "request") o.http = { request_id: ev.id };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": ts,
        "log.level": lv,
        "service.name": ev.svc,
        message: ev.msg,
        "event.dataset": `${ev.svc}.log`,
        "host.name": pod,
        "ecs.version": "1.6.0",
      };
      if (ev.stack?.length) {
        o["error.type"] = errType;
        o["error.message"] = ev.stack[0] ?? ev.msg;
        o["error.stack_trace"] = ev.stack.join("\n");
      }
      if (ev.id && style === "trace") o["trace.id"] = ev.id;
      if (ev.id && style === "request") o["http.request.id"] = ev.id;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: withStack(ev) };
      if (ev.id && style === "request") payload.request_id = ev.id;
      const gke = !rc.estate.services.some((s) => s.name.includes("_"));
      const o: Record<string, unknown> = {
        timestamp: ts,
        severity: lv,
        resource: gke
          ? {
              type: "k8s_container",
              labels: {
                project_id: rc.estate.project,
                location: "europe-west2",
                cluster_name: `${rc.estate.key}-prod`,
                namespace_name: rc.estate.key,
                pod_name: pod,
                container_name: ev.svc,
              },
            }
          : {
              type: "gce_instance",
              labels: { project_id: rc.estate.project, zone: "europe-west2-b", container_name: ev.svc },
            },
        jsonPayload: payload,
        logName: `projects/${rc.estate.project}/logs/${gke ? "stdout" : "gcplogs-docker-driver"}`,
      };
      if (ev.id && style === "trace")
        o["logging.googleapis.com/trace"] = `projects/${rc.estate.project}/traces/${ev.id}`;
      return [JSON.stringify(o)];
    }
    case "logfmt": {
      let line = `ts=${ts} level=${lv} svc=${ev.svc} msg=${logfmtValue(ev.msg)}`;
      if (ev.id && style === "trace") line += ` trace=${ev.id}`;
      if (ev.id && style === "request") line += ` request_id=${ev.id}`;
      return [line, ...(ev.stack ?? [])];
    }
    case "compose": {
      const prefix = `${ev.svc}-${rep}`.padEnd(rc.width) + "| ";
      const time = ts.slice(0, 23).replace("T", " ");
      let msg = ev.msg;
      if (ev.id && style === "trace") msg += ` [trace_id=${ev.id}]`;
      if (ev.id && style === "request") msg = `[${ev.id}] ${msg}`;
      return [`${prefix}${time} | ${lv.padEnd(8)} | ${msg}`, ...(ev.stack ?? []).map((s) => `${prefix}${s}`)];
    }
  }
}
