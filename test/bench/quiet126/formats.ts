// The six line formats of the incidents README, with stack traces where each format carries them: a message
// field with newlines (jsonl, gcp), error.* attributes (datadog, ecs), raw continuation lines (logfmt) and
// continuation lines under the compose prefix (compose).
import { hashStr, Rng } from "./rng.js";
import type { Stream } from "./stream.js";
import type { Ev, Format, Level, Runtime } from "./types.js";
import { runtimeOf } from "./types.js";

const iso = (t: number) => new Date(t).toISOString();
const composeTime = (t: number) => iso(t).replace("T", " ").replace("Z", "");

function levelName(fmt: Format, lv: Level, rt: Runtime): string {
  switch (fmt) {
    case "jsonl":
      return lv;
    case "datadog":
      return { DEBUG: "debug", INFO: "info", WARN: "warn", ERROR: "error", FATAL: "critical" }[lv];
    case "ecs":
      if (rt === "java" || rt === "dotnet" || rt === "ruby") return lv === "FATAL" ? "FATAL" : lv;
      if (rt === "python")
        return { DEBUG: "debug", INFO: "info", WARN: "warning", ERROR: "error", FATAL: "critical" }[lv];
      return { DEBUG: "debug", INFO: "info", WARN: "warn", ERROR: "error", FATAL: "fatal" }[lv];
    case "gcp":
    case "compose":
      return { DEBUG: "DEBUG", INFO: "INFO", WARN: "WARNING", ERROR: "ERROR", FATAL: "CRITICAL" }[lv];
    case "logfmt":
      if (rt === "python")
        return { DEBUG: "debug", INFO: "info", WARN: "warning", ERROR: "error", FATAL: "critical" }[lv];
      return { DEBUG: "debug", INFO: "info", WARN: "warn", ERROR: "error", FATAL: "fatal" }[lv];
  }
}

function kvText(kv: Record<string, string | number> | undefined): string {
  if (!kv) return "";
  return Object.entries(kv)
    .map(([k, v]) => ` ${k}=${logfmtValue(String(v))}`)
    .join("");
}

function logfmtValue(v: string): string {
  if (v !== "" && !/[\s"=\\]/.test(v)) return v;
  return `"${v.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

/** Pod names: a replica-set hash per rollout generation and a suffix per replica. */
export class Pods {
  private readonly names = new Map<string, string>();
  constructor(private readonly seed: number) {}
  name(svc: string, gen: number, replica: number): string {
    const key = `${svc}/${gen}/${replica}`;
    let n = this.names.get(key);
    if (!n) {
      const r = new Rng(hashStr(`${this.seed}:${svc}:${gen}`));
      const rs = r.alnum(r.int(9, 10));
      const r2 = new Rng(hashStr(`${this.seed}:${key}`));
      n = `${svc}-${rs}-${r2.alnum(5)}`;
      this.names.set(key, n);
    }
    return n;
  }
}

export interface RenderCtx {
  format: Format;
  s: Stream;
  pods: Pods;
  /** Compose prefix width (longest container name + padding). */
  width: number;
}

export function composeWidth(s: Stream): number {
  let w = 0;
  for (const d of s.e.services) w = Math.max(w, `${d.name}-${d.replicas ?? 1}`.length);
  return w + 3;
}

function ddTraceId(trace: string): string {
  return BigInt(`0x${trace.replace(/-/g, "").slice(-16)}`).toString(10);
}

/** The physical lines of one event. */
export function render(ev: Ev, rc: RenderCtx): string[] {
  const { s } = rc;
  const e = s.e;
  const rt = runtimeOf(e, ev.svc);
  const t = ev.t + (s.skew.get(ev.svc) ?? 0);
  const lv = levelName(rc.format, ev.level, rt);
  const replica = ev.replica ?? 0;
  const pod = () => rc.pods.name(ev.svc, s.generation(ev.svc, ev.t, replica), replica);
  const traceKey = e.trace?.key ?? "trace_id";
  switch (rc.format) {
    case "jsonl": {
      const message = ev.msg + kvText(ev.kv) + (ev.stack ? `\n${ev.stack}` : "");
      return [JSON.stringify({ timestamp: iso(t), service: ev.svc, level: lv, message })];
    }
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(t),
        status: lv,
        service: ev.svc,
        host: pod(),
        ddsource: rt === "dotnet" ? "csharp" : rt,
        message: ev.msg,
      };
      if (ev.trace) o["dd.trace_id"] = ddTraceId(ev.trace);
      if (ev.kv) for (const [k, v] of Object.entries(ev.kv)) o[k in o || k === "status" ? `attr.${k}` : k] = v;
      if (ev.err || ev.stack) {
        o["error.kind"] = ev.err?.type ?? "Error";
        if (ev.err) o["error.message"] = ev.err.message;
        if (ev.stack) o["error.stack"] = ev.stack;
      }
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(t),
        "log.level": lv,
        "service.name": ev.svc,
        message: ev.msg,
        "ecs.version": "1.6.0",
        "event.dataset": `${ev.svc}.log`,
        "host.hostname": pod(),
      };
      if (ev.trace) o["trace.id"] = ev.trace;
      if (ev.kv) for (const [k, v] of Object.entries(ev.kv)) o[`labels.${k}`] = v;
      if (ev.err) {
        o["error.type"] = ev.err.type;
        o["error.message"] = ev.err.message;
      }
      if (ev.stack) o["error.stack_trace"] = ev.stack;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: ev.msg + (ev.stack ? `\n${ev.stack}` : "") };
      if (ev.kv) for (const [k, v] of Object.entries(ev.kv)) payload[k === "message" ? "attr_message" : k] = v;
      if (ev.err)
        payload["@type"] = "type.googleapis.com/google.devtools.clouderrorreporting.v1beta1.ReportedErrorEvent";
      const o: Record<string, unknown> = {
        insertId: hashStr(`${ev.t}:${ev.svc}:${ev.msg}`).toString(36),
        timestamp: iso(t),
        severity: lv,
        resource: {
          type: "k8s_container",
          labels: {
            project_id: e.project,
            location: e.region,
            cluster_name: e.cluster,
            namespace_name: e.namespace,
            pod_name: pod(),
            container_name: ev.svc,
          },
        },
        jsonPayload: payload,
        logName: `projects/${e.project}/logs/${ev.level === "INFO" || ev.level === "DEBUG" ? "stdout" : "stderr"}`,
      };
      if (ev.trace) o.trace = `projects/${e.project}/traces/${ev.trace.replace(/-/g, "")}`;
      return [JSON.stringify(o)];
    }
    case "logfmt": {
      let line = `ts=${iso(t)} level=${lv} svc=${ev.svc} msg=${logfmtValue(ev.msg)}${kvText(ev.kv)}`;
      if (ev.err) line += ` error=${logfmtValue(`${ev.err.type}: ${ev.err.message}`)}`;
      if (ev.trace) line += ` ${traceKey}=${ev.trace}`;
      return ev.stack ? [line, ...ev.stack.split("\n")] : [line];
    }
    case "compose": {
      const prefix = `${ev.svc}-${replica + 1}`.padEnd(rc.width);
      const tail = kvText(ev.kv) + (ev.trace ? ` ${traceKey}=${ev.trace}` : "");
      const line = `${prefix}| ${composeTime(t)} | ${lv.padEnd(8)} | ${ev.msg}${tail}`;
      return ev.stack ? [line, ...ev.stack.split("\n").map((l) => `${prefix}| ${l}`)] : [line];
    }
  }
}

export function extension(f: Format): string {
  return { jsonl: "jsonl", datadog: "json", ecs: "ndjson", gcp: "json", logfmt: "log", compose: "log" }[f];
}
