// Prints events in the six formats of shared/data/incidents/README.md, with per-service clock skew, sorted by
// printed time; stack traces go where each format keeps them. Returns the file's lines.
import type { Rng } from "./rng.js";
import type { Estate, Ev, Format, Level } from "./types.js";

export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

const UP: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };
const GCP: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};
const COMPOSE: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};

const iso = (t: number) => new Date(t).toISOString();
const plain = (t: number) => iso(t).replace("T", " ").replace("Z", "");
const withStack = (ev: Ev) => (ev.stack?.length ? `${ev.msg}\n${ev.stack.join("\n")}` : ev.msg);

export function render(events: Ev[], format: Format, e: Estate, r: Rng): string[] {
  const skew = new Map<string, number>();
  const node = new Map<string, number>();
  const pod = new Map<string, string>();
  for (const ev of events)
    if (!skew.has(ev.svc)) {
      skew.set(ev.svc, r.int(-250, 250));
      node.set(ev.svc, r.int(0, 3));
      pod.set(ev.svc, `${ev.svc}-${r.hex(9)}-${r.hex(5)}`);
    }
  const printed = events.map((ev) => ({ ev, p: Math.round(ev.t + (skew.get(ev.svc) ?? 0)) }));
  printed.sort((a, b) => a.p - b.p);
  const width = Math.max(...[...skew.keys()].map((s) => s.length)) + 2;
  const out: string[] = [];
  for (const { ev, p } of printed) {
    const host = `${ev.svc}-${node.get(ev.svc)}`;
    switch (format) {
      case "jsonl": {
        const o: Record<string, unknown> = {
          timestamp: iso(p),
          service: ev.svc,
          level: ev.level,
          message: withStack(ev),
        };
        if (ev.trace) o.trace_id = ev.trace;
        out.push(JSON.stringify(o));
        break;
      }
      case "datadog": {
        const o: Record<string, unknown> = {
          "@timestamp": iso(p),
          status: ev.level === "fatal" ? "critical" : ev.level,
          service: ev.svc,
          message: ev.msg,
          host,
          ddsource: e.runtime[ev.svc] ?? "go",
        };
        if (ev.stack?.length) o.error = { kind: ev.errType ?? "Error", stack: ev.stack.join("\n") };
        if (ev.trace) o.dd = { trace_id: ev.trace };
        out.push(JSON.stringify(o));
        break;
      }
      case "ecs": {
        const o: Record<string, unknown> = {
          "@timestamp": iso(p),
          "log.level": UP[ev.level],
          "service.name": ev.svc,
          message: ev.msg,
          "event.dataset": `${ev.svc}.log`,
          "host.name": host,
        };
        if (ev.stack?.length) {
          o["error.type"] = ev.errType ?? "Error";
          o["error.stack_trace"] = ev.stack.join("\n");
        }
        if (ev.trace) o["trace.id"] = ev.trace;
        out.push(JSON.stringify(o));
        break;
      }
      case "gcp": {
        const payload: Record<string, unknown> = { message: withStack(ev) };
        if (ev.trace) payload.trace = ev.trace;
        out.push(
          JSON.stringify({
            timestamp: iso(p),
            severity: GCP[ev.level],
            resource: {
              type: "k8s_container",
              labels: { container_name: ev.svc, namespace_name: e.namespace, pod_name: pod.get(ev.svc) },
            },
            jsonPayload: payload,
          }),
        );
        break;
      }
      case "logfmt": {
        const msg = ev.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
        out.push(
          `ts=${iso(p)} level=${ev.level === "fatal" ? "fatal" : ev.level} svc=${ev.svc} msg="${msg}"${ev.trace ? ` trace=${ev.trace}` : ""}`,
        );
        if (ev.stack) for (const s of ev.stack) out.push(s);
        break;
      }
      case "compose": {
        const pre = `${ev.svc}-1`.padEnd(width + 1);
        out.push(`${pre}| ${plain(p)} | ${COMPOSE[ev.level].padEnd(8)} | ${ev.msg}${ev.trace ? ` [${ev.trace}]` : ""}`);
        if (ev.stack) for (const s of ev.stack) out.push(`${pre}| ${s}`);
        break;
      }
    }
  }
  return out;
}
