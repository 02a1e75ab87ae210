// The dev set's six line shapes; stack traces continue on raw lines where the format allows, else ride in a field.
import type { Entry } from "./stream.js";

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

const iso = (t: number) => new Date(t).toISOString();
const spaced = (t: number) => iso(t).replace("T", " ").replace("Z", "");

export function render(format: Format, entries: Entry[], namespace: string): string[] {
  const out: string[] = [];
  const width = Math.max(...entries.map((e) => e.svc.length)) + 2;
  for (const e of entries) {
    const full = e.stack?.length ? `${e.msg}\n${e.stack.join("\n")}` : e.msg;
    switch (format) {
      case "jsonl":
        out.push(JSON.stringify({ timestamp: iso(e.t), service: e.svc, level: e.level, message: full }));
        break;
      case "datadog": {
        const o: Record<string, unknown> = {
          "@timestamp": iso(e.t),
          status: e.level === "fatal" ? "critical" : e.level,
          service: e.svc,
          message: e.msg,
          host: `${e.svc}-${(e.svc.length * 7) % 3}`,
          ddsource: "custom",
        };
        if (e.trace) o.http = { request_id: e.trace };
        if (e.stack?.length) o.error = { stack: `${e.stack.join("\n")}`, kind: e.stack[0].split(":")[0] };
        out.push(JSON.stringify(o));
        break;
      }
      case "ecs": {
        const o: Record<string, unknown> = {
          "@timestamp": iso(e.t),
          "log.level": e.level.toUpperCase(),
          "service.name": e.svc,
          message: e.msg,
          "event.dataset": `${e.svc}.log`,
        };
        if (e.trace) o["transaction.id"] = e.trace;
        if (e.stack?.length) o["error.stack_trace"] = e.stack.join("\n");
        out.push(JSON.stringify(o));
        break;
      }
      case "gcp": {
        const sev = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" }[e.level];
        const payload: Record<string, unknown> = { message: full };
        if (e.trace) payload.trace = e.trace;
        out.push(
          JSON.stringify({
            timestamp: iso(e.t),
            severity: sev,
            resource: {
              type: "k8s_container",
              labels: { container_name: e.svc, namespace_name: namespace, pod_name: `${e.svc}-0` },
            },
            jsonPayload: payload,
          }),
        );
        break;
      }
      case "logfmt": {
        const msg = e.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
        out.push(`ts=${iso(e.t)} level=${e.level} svc=${e.svc} msg="${msg}"${e.trace ? ` trace=${e.trace}` : ""}`);
        for (const s of e.stack ?? []) out.push(s);
        break;
      }
      case "compose": {
        const name = `${e.svc}-1`.padEnd(width);
        const lvl = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" }[e.level];
        out.push(`${name} | ${spaced(e.t)} | ${lvl.padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`);
        for (const s of e.stack ?? []) out.push(`${name} | ${s}`);
        break;
      }
    }
  }
  return out;
}
