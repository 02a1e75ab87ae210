// The six line shapes of the dev set's README; stack traces follow as each shape allows.
import type { Level, Printed } from "./stream.js";

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

const iso = (ms: number) => new Date(ms).toISOString();
const lower = (l: Level) => (l === "WARN" ? "warn" : l === "FATAL" ? "critical" : l.toLowerCase());
const gcpSev = (l: Level) => (l === "WARN" ? "WARNING" : l === "FATAL" ? "CRITICAL" : l);
const composeLvl = (l: Level) => (l === "WARN" ? "WARNING" : l === "FATAL" ? "CRITICAL" : l).padEnd(8);

export interface RenderOpts {
  namespace: string;
  pods: Record<string, string>;
}

/** Renders the sorted events; returns the text lines (a stack adds raw lines in logfmt and compose). */
export function render(fmt: Format, evs: Printed[], o: RenderOpts): string[] {
  const out: string[] = [];
  const width = Math.max(...evs.map((e) => e.svc.length)) + 2;
  for (const e of evs) {
    const full = e.stack ? `${e.msg}\n${e.stack.join("\n")}` : e.msg;
    const pod = o.pods[e.svc] ?? `${e.svc}-0`;
    switch (fmt) {
      case "jsonl":
        out.push(JSON.stringify({ timestamp: iso(e.printed), service: e.svc, level: lower(e.level), message: full }));
        break;
      case "datadog": {
        const rec: Record<string, unknown> = {
          "@timestamp": iso(e.printed),
          status: lower(e.level),
          service: e.svc,
          message: e.msg,
          host: pod,
          ddsource: "container",
        };
        if (e.stack) rec.error = { stack: e.stack.join("\n"), kind: e.stack[0]?.split(":")[0] };
        if (e.tid) rec.dd = { trace_id: e.tid };
        out.push(JSON.stringify(rec));
        break;
      }
      case "ecs": {
        const rec: Record<string, unknown> = {
          "@timestamp": iso(e.printed),
          "log.level": e.level === "FATAL" ? "FATAL" : e.level,
          "service.name": e.svc,
          message: e.msg,
          "event.dataset": `${e.svc}.log`,
        };
        if (e.tid) rec["trace.id"] = e.tid;
        if (e.stack) rec["error.stack_trace"] = e.stack.join("\n");
        out.push(JSON.stringify(rec));
        break;
      }
      case "gcp": {
        const payload: Record<string, unknown> = { message: full };
        if (e.tid) payload.trace = e.tid;
        out.push(
          JSON.stringify({
            timestamp: iso(e.printed),
            severity: gcpSev(e.level),
            resource: {
              type: "k8s_container",
              labels: { container_name: e.svc, namespace_name: o.namespace, pod_name: pod },
            },
            jsonPayload: payload,
          }),
        );
        break;
      }
      case "logfmt": {
        const msg = e.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
        out.push(
          `ts=${iso(e.printed)} level=${lower(e.level)} svc=${e.svc} msg="${msg}"${e.tid ? ` trace=${e.tid}` : ""}`,
        );
        if (e.stack) out.push(...e.stack);
        break;
      }
      case "compose": {
        const p = `${e.svc}-1`.padEnd(width);
        const ts = iso(e.printed).replace("T", " ").replace("Z", "");
        out.push(`${p} | ${ts} | ${composeLvl(e.level)} | ${e.msg}${e.tid ? ` [${e.tid}]` : ""}`);
        if (e.stack) for (const s of e.stack) out.push(`${p} | ${s}`);
        break;
      }
    }
  }
  return out;
}
