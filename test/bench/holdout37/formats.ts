// The dev set's six line shapes (jsonl, datadog, ecs, gcp, logfmt, compose), ids placed where each shape keeps them.
import type { IdPrint } from "./ids.js";
import type { LogEvent } from "./stream.js";

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

const LV: Record<Format, Record<LogEvent["level"], string>> = {
  jsonl: { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "fatal" },
  datadog: { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "emergency" },
  ecs: { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" },
  gcp: { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" },
  logfmt: { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "fatal" },
  compose: { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" },
};

const iso = (t: number) => new Date(t).toISOString();
const q = (s: string) => `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;

export function renderEvent(f: Format, e: LogEvent, ids: IdPrint, ns: string, width: number): string[] {
  const text = [ids.prefix, e.msg, ids.suffix].filter(Boolean).join(" ");
  const full = e.stack?.length ? `${text}\n${e.stack.join("\n")}` : text;
  const fl = ids.fields ?? {};
  const lv = LV[f][e.level];
  switch (f) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(e.t), service: e.svc, level: lv, message: full, ...fl })];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.t),
        status: lv,
        service: e.svc,
        message: full,
        host: `${e.svc}.node-${e.svc.length % 3}`,
        ddsource: "custom",
      };
      if (fl["dd.trace_id"]) o.dd = { trace_id: fl["dd.trace_id"], span_id: fl["dd.span_id"] };
      if (fl.request_id) o.http = { request_id: fl.request_id };
      if (fl.trace_id) Object.assign(o, { trace_id: fl.trace_id, span_id: fl.span_id });
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.t),
        "log.level": lv,
        "service.name": e.svc,
        message: text,
        "event.dataset": `${e.svc}.log`,
      };
      if (e.stack?.length) o["error.stack_trace"] = e.stack.join("\n");
      if (fl.trace_id) Object.assign(o, { "trace.id": fl.trace_id, "span.id": fl.span_id });
      if (fl.request_id) o["http.request.id"] = fl.request_id;
      if (fl["dd.trace_id"]) Object.assign(o, { "dd.trace_id": fl["dd.trace_id"], "dd.span_id": fl["dd.span_id"] });
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, string> = { message: full };
      if (fl.request_id) payload.request_id = fl.request_id;
      if (fl["dd.trace_id"]) Object.assign(payload, fl);
      const o: Record<string, unknown> = {
        timestamp: iso(e.t),
        severity: lv,
        resource: {
          type: "k8s_container",
          labels: { container_name: e.svc, namespace_name: ns, pod_name: `${e.svc}-${e.svc.length % 4}` },
        },
        jsonPayload: payload,
      };
      if (fl.trace_id) {
        o["logging.googleapis.com/trace"] = `projects/${ns}/traces/${fl.trace_id}`;
        o["logging.googleapis.com/spanId"] = fl.span_id;
      }
      return [JSON.stringify(o)];
    }
    case "logfmt": {
      const kv = Object.entries(fl)
        .map(([k, v]) => ` ${k}=${v}`)
        .join("");
      const [head, ...rest] = text.split("\n");
      return [`ts=${iso(e.t)} level=${lv} svc=${e.svc} msg=${q(head)}${kv}`, ...rest, ...(e.stack ?? [])];
    }
    case "compose": {
      const name = `${e.svc}-1`.padEnd(width);
      const ts = iso(e.t).replace("T", " ").replace("Z", "");
      const kv = Object.entries(fl)
        .map(([k, v]) => ` ${k}=${v}`)
        .join("");
      const [head, ...rest] = text.split("\n");
      return [
        `${name}| ${ts} | ${lv.padEnd(8)} | ${head}${kv}`,
        ...[...rest, ...(e.stack ?? [])].map((s) => `${name}| ${s}`),
      ];
    }
  }
}
