// The six line formats of the incidents README, each with the fields its real shipper adds.
import { carriesIds } from "./estates.js";
import type { Rng } from "./rng.js";
import type { Estate, Ev, Format, Level, Runtime } from "./types.js";

export type { Format } from "./types.js";
export const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];

const pad2 = (n: number) => String(n).padStart(2, "0");

export function iso(ms: number): string {
  return new Date(ms).toISOString();
}

function spaced(ms: number): string {
  return iso(ms).replace("T", " ").replace("Z", "");
}

const PY: Runtime[] = ["python"];

function levelName(fmt: Format, rt: Runtime, l: Level): string {
  const py = PY.includes(rt);
  switch (fmt) {
    case "jsonl":
      return { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" }[l];
    case "datadog":
      return { debug: "debug", info: "info", warn: py ? "warning" : "warn", error: "error", fatal: "critical" }[l];
    case "ecs":
      if (rt === "dotnet")
        return { debug: "Debug", info: "Information", warn: "Warning", error: "Error", fatal: "Critical" }[l];
      if (rt === "java" || rt === "kotlin" || rt === "keycloak" || rt === "ruby")
        return { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" }[l];
      return {
        debug: "debug",
        info: "info",
        warn: py ? "warning" : "warn",
        error: "error",
        fatal: py ? "critical" : "fatal",
      }[l];
    case "gcp":
      return { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" }[l];
    case "logfmt":
      return {
        debug: "debug",
        info: "info",
        warn: py ? "warning" : "warn",
        error: "error",
        fatal: py ? "critical" : "fatal",
      }[l];
    case "compose":
      return {
        debug: "DEBUG",
        info: "INFO",
        warn: py ? "WARNING" : "WARN",
        error: "ERROR",
        fatal: py ? "CRITICAL" : "FATAL",
      }[l];
  }
}

/** The error type and message a shipper would lift out of a stack. */
export function deriveErr(stack: string[]): { type: string; message: string } {
  const line = (stack[0] ?? "").startsWith("Traceback") ? (stack[stack.length - 1] ?? "") : (stack[0] ?? "");
  const i = line.indexOf(": ");
  if (i < 0) return { type: line.trim(), message: "" };
  return { type: line.slice(0, i).trim(), message: line.slice(i + 2).trim() };
}

function inlineIds(e: Estate, ev: Ev): [string, string] {
  const ids = ev.ids;
  if (!ids || !carriesIds(e, ev.svc)) return ["", ""];
  if (ids.trace) {
    if (ev.svc.runtime === "java" || ev.svc.runtime === "kotlin")
      return [`[${ev.svc.name},${ids.trace},${ids.span ?? ""}] `, ""];
    return ["", ` trace_id=${ids.trace} span_id=${ids.span ?? ""}`];
  }
  if (ids.req) return [`[${ids.req}] `, ""];
  if (ids.corr) return ev.svc.runtime === "dotnet" ? [`[CorrelationId: ${ids.corr}] `, ""] : [`corr=${ids.corr} `, ""];
  return ["", ""];
}

function idFields(fmt: Format, e: Estate, ev: Ev): Record<string, string> {
  const ids = ev.ids;
  if (!ids || !carriesIds(e, ev.svc)) return {};
  if (ids.trace) {
    if (fmt === "datadog") return { trace_id: ids.trace, span_id: ids.span ?? "" };
    if (fmt === "ecs") return { "trace.id": ids.trace, "span.id": ids.span ?? "" };
    if (fmt === "logfmt") return { trace_id: ids.trace, span_id: ids.span ?? "" };
    return {};
  }
  if (ids.req) {
    if (fmt === "datadog") return { "http.request_id": ids.req };
    if (fmt === "ecs") return { "http.request.id": ids.req };
    if (fmt === "gcp") return { request_id: ids.req };
    if (fmt === "logfmt") return { request_id: ids.req };
    return {};
  }
  if (ids.corr) {
    if (fmt === "datadog")
      return ev.svc.runtime === "dotnet" ? { CorrelationId: ids.corr } : { correlation_id: ids.corr };
    if (fmt === "ecs") return { "labels.correlation_id": ids.corr };
    if (fmt === "gcp") return { correlationId: ids.corr };
    if (fmt === "logfmt") return { correlation_id: ids.corr };
  }
  return {};
}

function lf(v: string): string {
  if (v === "") return '""';
  if (!/[\s"=\\]/.test(v)) return v;
  return `"${v.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

const SOURCE: Record<Runtime, string> = {
  java: "java",
  kotlin: "java",
  keycloak: "java",
  node: "nodejs",
  python: "python",
  go: "go",
  dotnet: "csharp",
  ruby: "ruby",
  envoy: "envoy",
  nginx: "nginx",
  traefik: "traefik",
  haproxy: "haproxy",
};

export interface RenderCtx {
  fmt: Format;
  e: Estate;
  r: Rng;
  composeWidth: number;
}

/** Lines for one event printed at `pt` (true time plus its service's skew). */
export function render(x: RenderCtx, ev: Ev, pt: number): string[] {
  const { fmt, e } = x;
  const lvl = levelName(fmt, ev.svc.runtime, ev.level);
  const stack = ev.stack ?? [];
  const err = ev.err ?? (stack.length ? deriveErr(stack) : undefined);
  const [pre, post] = inlineIds(e, ev);
  const pod = ev.pod ?? ev.svc.pods[0] ?? ev.svc.name;
  switch (fmt) {
    case "jsonl": {
      const message = [pre + ev.msg + post, ...stack].join("\n");
      return [JSON.stringify({ timestamp: iso(pt), service: ev.svc.name, level: lvl, message })];
    }
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(pt),
        status: lvl,
        service: ev.svc.name,
        host: pod,
        ddsource: SOURCE[ev.svc.runtime],
        ddtags: `env:prod,kube_namespace:${e.namespace},version:${ev.svc.version}`,
        message: ev.msg,
      };
      if (ev.logger) o["logger.name"] = ev.logger;
      if (ev.thread) o["logger.thread_name"] = ev.thread;
      Object.assign(o, idFields(fmt, e, ev));
      if (err) {
        o["error.kind"] = err.type;
        o["error.message"] = err.message;
        if (stack.length) o["error.stack"] = stack.join("\n");
      }
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(pt),
        "log.level": lvl,
        message: ev.msg,
        "ecs.version": "1.6.0",
        "service.name": ev.svc.name,
        "service.version": ev.svc.version,
        "event.dataset": `${ev.svc.name}.log`,
        "host.hostname": pod,
      };
      if (ev.logger) o["log.logger"] = ev.logger;
      if (ev.thread) o["process.thread.name"] = ev.thread;
      Object.assign(o, idFields(fmt, e, ev));
      if (err) {
        o["error.type"] = err.type;
        o["error.message"] = err.message;
        if (stack.length) o["error.stack_trace"] = stack.join("\n");
      }
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: [ev.msg, ...stack].join("\n") };
      if (ev.logger) payload.logger = ev.logger;
      Object.assign(payload, idFields(fmt, e, ev));
      const o: Record<string, unknown> = {
        insertId: x.r.alnum(14),
        timestamp: `${iso(pt).slice(0, -1)}${x.r.digits(3)}Z`,
        severity: ev.stderr ? "ERROR" : lvl,
        resource: {
          type: "k8s_container",
          labels: {
            project_id: e.project,
            location: "europe-west2",
            cluster_name: e.cluster,
            namespace_name: e.namespace,
            pod_name: pod,
            container_name: ev.svc.name,
          },
        },
        jsonPayload: payload,
        logName: `projects/${e.project}/logs/${ev.stderr ? "stderr" : "stdout"}`,
      };
      if (ev.ids?.trace && carriesIds(e, ev.svc)) {
        o.trace = `projects/${e.project}/traces/${ev.ids.trace}`;
        o.spanId = ev.ids.span;
      }
      return [JSON.stringify(o)];
    }
    case "logfmt": {
      const [first, ...more] = ev.msg.split("\n");
      const kv: Array<[string, string]> = [
        ["ts", iso(pt)],
        ["level", lvl],
        ["svc", ev.svc.name],
        ["msg", first ?? ""],
      ];
      if (ev.logger && (ev.svc.runtime === "java" || ev.svc.runtime === "kotlin" || ev.svc.runtime === "dotnet"))
        kv.push(["logger", ev.logger]);
      for (const [k, v] of Object.entries(idFields(fmt, e, ev))) kv.push([k, v]);
      if (err && stack.length) kv.push(["err", err.message ? `${err.type}: ${err.message}` : err.type]);
      return [kv.map(([k, v]) => `${k}=${lf(v)}`).join(" "), ...more, ...stack];
    }
    case "compose": {
      const head = `${`${ev.svc.name}-1`.padEnd(x.composeWidth)}  | `;
      const [first, ...more] = (pre + ev.msg + post).split("\n");
      return [`${head}${spaced(pt)} | ${lvl.padEnd(8)} | ${first}`, ...[...more, ...stack].map((s) => head + s)];
    }
  }
}

/** Text timestamps as services print them inside messages (nginx, Rails, Apache style). */
export function clf(ms: number): string {
  const d = new Date(ms);
  const mon = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][d.getUTCMonth()];
  return `${pad2(d.getUTCDate())}/${mon}/${d.getUTCFullYear()}:${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}:${pad2(d.getUTCSeconds())} +0000`;
}

export function clfMs(ms: number): string {
  const d = new Date(ms);
  const mon = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][d.getUTCMonth()];
  return `${pad2(d.getUTCDate())}/${mon}/${d.getUTCFullYear()}:${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}:${pad2(d.getUTCSeconds())}.${String(d.getUTCMilliseconds()).padStart(3, "0")}`;
}

export function nginxErrTime(ms: number): string {
  return iso(ms).slice(0, 19).replace("T", " ").replace(/-/g, "/");
}
