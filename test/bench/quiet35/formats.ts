// The dev set's six line shapes (shared/data/incidents/README.md); stack traces go where each format carries them.
import type { Ev } from "./stream.js";

export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export const FORMATS: readonly Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

const iso = (ms: number) => new Date(ms).toISOString();
const errKind = (stack: string) => {
  const first = stack.split("\n").find((l) => /^[\w.$]+(Error|Exception|Fault)\b/.test(l)) ?? "";
  return first.split(":")[0] ?? "";
};

export function render(fmt: Format, evs: (Ev & { p: number })[], ns: string): string[] {
  const width = Math.max(...evs.map((e) => e.svc.length)) + 3;
  const out: string[] = [];
  for (const e of evs) {
    const ts = iso(e.p);
    const full = e.stack ? `${e.msg}\n${e.stack}` : e.msg;
    switch (fmt) {
      case "jsonl":
        out.push(JSON.stringify({ timestamp: ts, service: e.svc, level: e.level.toLowerCase(), message: full }));
        break;
      case "datadog": {
        const o: Record<string, unknown> = {
          "@timestamp": ts,
          status: e.level === "WARN" ? "warn" : e.level.toLowerCase(),
          service: e.svc,
          message: e.msg,
          host: `${e.svc}-${ns}-${(e.svc.length % 3) + 1}`,
          ddsource: "custom",
        };
        if (e.trace) o.http = { request_id: e.trace };
        if (e.stack) o.error = { kind: errKind(e.stack), stack: e.stack };
        out.push(JSON.stringify(o));
        break;
      }
      case "ecs": {
        const o: Record<string, unknown> = {
          "@timestamp": ts,
          "log.level": e.level,
          "service.name": e.svc,
          message: e.msg,
          "event.dataset": `${e.svc}.log`,
        };
        if (e.trace) o["transaction.id"] = e.trace;
        if (e.stack) o["error.stack_trace"] = e.stack;
        out.push(JSON.stringify(o));
        break;
      }
      case "gcp": {
        const payload: Record<string, unknown> = { message: full };
        if (e.trace) payload.trace = e.trace;
        out.push(
          JSON.stringify({
            timestamp: ts,
            severity: e.level === "WARN" ? "WARNING" : e.level,
            resource: {
              type: "k8s_container",
              labels: { container_name: e.svc, namespace_name: ns, pod_name: `${e.svc}-${e.svc.length % 4}` },
            },
            jsonPayload: payload,
          }),
        );
        break;
      }
      case "logfmt": {
        const msg = e.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
        out.push(
          `ts=${ts} level=${e.level === "WARN" ? "warn" : e.level.toLowerCase()} svc=${e.svc} msg="${msg}"${e.trace ? ` trace=${e.trace}` : ""}`,
        );
        if (e.stack) out.push(...e.stack.split("\n"));
        break;
      }
      case "compose": {
        const prefix = `${e.svc}-1`.padEnd(width);
        const lvl = (e.level === "WARN" ? "WARNING" : e.level).padEnd(8);
        out.push(
          `${prefix} | ${ts.replace("T", " ").replace("Z", "")} | ${lvl} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`,
        );
        if (e.stack) for (const l of e.stack.split("\n")) out.push(`${prefix} | ${l}`);
        break;
      }
    }
  }
  return out;
}
