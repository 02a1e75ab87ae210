// The six line formats of the incidents README, with their exact shapes, and where each puts a stack trace.
import type { Ev, Level } from "./event.js";

export const FORMATS = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"] as const;
export type Format = (typeof FORMATS)[number];
export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

const GCP: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" };
const iso = (t: number) => new Date(t).toISOString();
const firstLineOf = (s: string) => s.split("\n")[0];

/** Renders one event as the lines it takes in `f`; `t` is the printed (skewed) time, `width` the compose name pad. */
export function render(f: Format, e: Ev, t: number, width: number, host: string): string[] {
  const st = e.stack ?? [];
  const full = st.length ? `${e.msg}\n${st.join("\n")}` : e.msg;
  const lvl = e.raw && e.level !== "fatal" ? "error" : e.level;
  switch (f) {
    case "jsonl": {
      const o: Record<string, unknown> = { timestamp: iso(t), service: e.svc, level: lvl, message: full };
      if (e.trace) o.trace_id = e.trace;
      return [JSON.stringify(o)];
    }
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(t),
        status: lvl === "fatal" ? "critical" : lvl,
        service: e.svc,
        message: st.length ? e.msg : full,
        host,
        ddsource: e.raw ? "stderr" : "app",
      };
      if (st.length) o.error = { kind: errKind(e.msg), message: firstLineOf(e.msg), stack: st.join("\n") };
      if (e.trace) o.dd = { trace_id: BigInt(`0x${e.trace.slice(0, 15)}`).toString() };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(t),
        "log.level": lvl.toUpperCase(),
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.app`,
        "host.name": host,
      };
      if (st.length) {
        o["error.type"] = errKind(e.msg);
        o["error.stack_trace"] = st.join("\n");
      }
      if (e.trace) o["trace.id"] = e.trace;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const o: Record<string, unknown> = {
        timestamp: iso(t),
        severity: GCP[lvl],
        resource: { type: "k8s_container", labels: { container_name: e.svc, pod_name: host } },
        jsonPayload: { message: full },
      };
      if (e.trace) o["logging.googleapis.com/trace"] = `projects/toybox-prod/traces/${e.trace}`;
      return [JSON.stringify(o)];
    }
    case "logfmt": {
      if (e.raw) return [e.msg, ...st];
      const msg = e.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      const head = `ts=${iso(t)} level=${lvl} svc=${e.svc} msg="${msg}"${e.trace ? ` trace=${e.trace}` : ""}`;
      return [head, ...st];
    }
    case "compose": {
      const pre = `${`${e.svc}-1`.padEnd(width)} | `;
      if (e.raw) return [e.msg, ...st].map((l) => pre + l);
      const ts = iso(t).replace("T", " ").replace("Z", "");
      const rid = e.trace ? `[${e.trace.slice(0, 12)}] ` : "";
      return [`${pre}${ts} | ${lvl.toUpperCase().padEnd(8)} | ${rid}${e.msg}`, ...st.map((l) => pre + l)];
    }
  }
}

function errKind(msg: string): string {
  const m = /([A-Z][A-Za-z0-9_.:]*(?:Error|Exception|Fault))/.exec(msg);
  return m ? m[1] : "Error";
}
