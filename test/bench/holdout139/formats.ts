// The six line formats of the incidents README: normalised jsonl, Datadog JSON, Elastic ECS, GCP Cloud
// Logging, logfmt with raw continuation lines, and docker compose's prefixed console output.
import type { Estate, Ev, Level, Service } from "./types.js";

export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";

export const FORMATS: readonly Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];

const DD: Record<Level, string> = { DEBUG: "debug", INFO: "info", WARN: "warn", ERROR: "error", FATAL: "critical" };
const GCP: Record<Level, string> = { DEBUG: "DEBUG", INFO: "INFO", WARN: "WARNING", ERROR: "ERROR", FATAL: "CRITICAL" };
const NET: Record<Level, string> = {
  DEBUG: "Debug",
  INFO: "Information",
  WARN: "Warning",
  ERROR: "Error",
  FATAL: "Critical",
};
const PY: Record<Level, string> = { DEBUG: "DEBUG", INFO: "INFO", WARN: "WARNING", ERROR: "ERROR", FATAL: "CRITICAL" };

function ecsLevel(s: Service, l: Level): string {
  if (s.runtime === "dotnet") return NET[l];
  if (s.runtime === "python") return PY[l];
  return l.toLowerCase() === "fatal" ? "fatal" : l.toLowerCase();
}

function plainLevel(s: Service, l: Level): string {
  if (s.runtime === "python") return PY[l];
  if (s.runtime === "postgres") return l === "INFO" ? "LOG" : l === "WARN" ? "WARNING" : l;
  return l;
}

function logfmtLevel(s: Service, l: Level): string {
  if (s.runtime === "python") return PY[l].toLowerCase();
  return l === "FATAL" ? "fatal" : l.toLowerCase();
}

function hostOf(s: Service): string {
  let h = 7;
  for (const ch of s.name) h = (Math.imul(h, 33) + ch.charCodeAt(0)) >>> 0;
  return `ip-10-40-${h % 64}-${(h >>> 6) % 250}.eu-west-2.compute.internal`;
}

function podOf(s: Service): string {
  let h = 11;
  for (const ch of s.name) h = (Math.imul(h, 37) + ch.charCodeAt(0)) >>> 0;
  const a = "bcdfghjklmnpqrstvwxz2456789";
  const tail = Array.from({ length: 5 }, (_, i) => a[(h >>> (i * 5)) % a.length]).join("");
  return `${s.name.replace(/_/g, "-")}-${(h % 0xfffffff).toString(16).slice(0, 9)}-${tail}`;
}

/** Whole text of an event: the message, then the exception printed below it. */
function fullText(e: Ev): string {
  if (!e.err) return e.msg;
  if (e.msg === "") return e.err.text;
  return `${e.msg}\n${e.err.text}`;
}

function idsInline(e: Ev): string {
  const i = e.ids;
  if (!i) return "";
  if (i.trace) return e.svc.runtime === "java" ? `[${e.svc.name},${i.trace},${i.span}] ` : "";
  if (i.rid) return `[req:${i.rid}] `;
  return "";
}

function idsSuffix(e: Ev): string {
  const i = e.ids;
  if (!i) return "";
  if (i.trace && e.svc.runtime !== "java") return ` trace_id=${i.trace} span_id=${i.span}`;
  if (i.corr) return ` CorrelationId=${i.corr}`;
  return "";
}

function textWithIds(e: Ev): string {
  const t = fullText(e);
  const nl = t.indexOf("\n");
  const first = nl < 0 ? t : t.slice(0, nl);
  const rest = nl < 0 ? "" : t.slice(nl);
  return `${idsInline(e)}${first}${idsSuffix(e)}${rest}`;
}

function firstLine(e: Ev): string {
  if (e.msg !== "") return e.msg;
  return fullText(e);
}

function q(s: string): string {
  return `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

function renderOne(e: Ev, fmt: Format, est: Estate, printed: number, pad: number, seq: number): string {
  const s = e.svc;
  const iso = new Date(printed).toISOString();
  switch (fmt) {
    case "jsonl":
      return JSON.stringify({ timestamp: iso, service: s.name, level: e.level, message: textWithIds(e) });
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso,
        status: DD[e.level],
        service: s.name,
        host: hostOf(s),
        ddsource: s.runtime,
        ddtags: `env:prod,kube_namespace:${est.k8sNamespace},version:${s.version}`,
        message: firstLine(e),
      };
      if (e.logger) o["logger.name"] = e.logger;
      if (e.ids?.trace) o.trace_id = e.ids.trace;
      if (e.ids?.span) o.span_id = e.ids.span;
      if (e.ids?.rid) o["http.request_id"] = e.ids.rid;
      if (e.ids?.corr) o.correlation_id = e.ids.corr;
      if (e.err && e.msg !== "") o.error = { kind: e.err.type, message: e.err.message, stack: e.err.text };
      return JSON.stringify(o);
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso,
        "log.level": ecsLevel(s, e.level),
        message: firstLine(e),
        "ecs.version": "8.11.0",
        "service.name": s.name,
        "service.version": s.version,
        "event.dataset": `${s.name}.log`,
        "host.hostname": podOf(s),
      };
      if (e.logger) o["log.logger"] = e.logger;
      if (e.ids?.trace) o["trace.id"] = e.ids.trace;
      if (e.ids?.span) o["span.id"] = e.ids.span;
      if (e.ids?.rid) o["http.request.id"] = e.ids.rid;
      if (e.ids?.corr) o["labels.correlation_id"] = e.ids.corr;
      if (e.err && e.msg !== "") {
        o["error.type"] = e.err.type;
        o["error.message"] = e.err.message;
        o["error.stack_trace"] = e.err.text;
      }
      return JSON.stringify(o);
    }
    case "gcp": {
      const payload: Record<string, unknown> = {
        message: e.err && e.msg !== "" ? `${e.msg}\n${e.err.text}` : fullText(e),
      };
      if (e.logger) payload.logger = e.logger;
      if (e.ids?.rid) payload.request_id = e.ids.rid;
      if (e.ids?.corr) payload.correlationId = e.ids.corr;
      const o: Record<string, unknown> = {
        insertId: `${(printed % 1e9).toString(36)}${seq.toString(36)}`,
        jsonPayload: payload,
        resource: {
          type: "k8s_container",
          labels: {
            project_id: `${est.appName.toLowerCase()}-prod`,
            location: "europe-west2",
            cluster_name: `${est.appName.toLowerCase()}-gke-prod`,
            namespace_name: est.k8sNamespace,
            pod_name: podOf(s),
            container_name: s.name,
          },
        },
        timestamp: `${iso.slice(0, 23)}${String(seq % 1000).padStart(3, "0")}Z`,
        severity: GCP[e.level],
        labels: { "k8s-pod/app": s.name },
        logName: `projects/${est.appName.toLowerCase()}-prod/logs/${e.level === "INFO" || e.level === "DEBUG" ? "stdout" : "stderr"}`,
        receiveTimestamp: new Date(printed + 800 + (seq % 700)).toISOString(),
      };
      if (e.ids?.trace) {
        o["logging.googleapis.com/trace"] = `projects/${est.appName.toLowerCase()}-prod/traces/${e.ids.trace}`;
        o["logging.googleapis.com/spanId"] = e.ids.span;
      }
      return JSON.stringify(o);
    }
    case "logfmt": {
      const t = fullText(e);
      const nl = t.indexOf("\n");
      const first = nl < 0 ? t : t.slice(0, nl);
      let line = `ts=${iso} level=${logfmtLevel(s, e.level)} svc=${s.name} msg=${q(first)}`;
      if (e.logger) line += ` logger=${e.logger}`;
      if (e.ids?.trace) line += ` trace_id=${e.ids.trace} span_id=${e.ids.span}`;
      if (e.ids?.rid) line += ` request_id=${e.ids.rid}`;
      if (e.ids?.corr) line += ` correlation_id=${e.ids.corr}`;
      if (e.err) line += ` error_type=${q(e.err.type)}`;
      return nl < 0 ? line : `${line}\n${t.slice(nl + 1)}`;
    }
    case "compose": {
      const name = `${s.name}-1`.padEnd(pad);
      const ts = iso.replace("T", " ").slice(0, 23);
      const lines = textWithIds(e).split("\n");
      const head = `${name} | ${ts} | ${plainLevel(s, e.level).padEnd(8)} | ${lines[0]}`;
      return [head, ...lines.slice(1).map((l) => `${name} | ${l}`)].join("\n");
    }
  }
}

/** Sorts by printed time (true time plus each service's skew) and renders the stream. */
export function render(
  evs: Ev[],
  fmt: Format,
  est: Estate,
  skew: Map<string, number>,
): { text: string; lines: number } {
  const printed = evs.map((e) => ({ e, p: Math.round(e.t + (skew.get(e.svc.name) ?? 0)) }));
  printed.sort((a, b) => a.p - b.p || a.e.seq - b.e.seq);
  const pad = Math.max(...est.services.map((s) => s.name.length)) + 5;
  const out: string[] = [];
  printed.forEach(({ e, p }, i) => {
    out.push(renderOne(e, fmt, est, p, pad, i));
  });
  const text = `${out.join("\n")}\n`;
  let lines = 0;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) lines++;
  return { text, lines };
}
