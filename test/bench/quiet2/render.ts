// Renders sorted events into one of the six formats of shared/data/incidents/README.md.
import type { Estate, Ev, Format, Level } from "./model.js";

export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

const lower: Record<Level, string> = { DEBUG: "debug", INFO: "info", WARN: "warn", ERROR: "error", FATAL: "fatal" };
const dd: Record<Level, string> = { DEBUG: "debug", INFO: "info", WARN: "warn", ERROR: "error", FATAL: "critical" };
const gcpSev: Record<Level, string> = {
  DEBUG: "DEBUG",
  INFO: "INFO",
  WARN: "WARNING",
  ERROR: "ERROR",
  FATAL: "CRITICAL",
};

const full = (ev: Ev) => (ev.stack ? `${ev.msg}\n${ev.stack}` : ev.msg);

function composeTs(ms: number): string {
  return new Date(ms).toISOString().replace("T", " ").replace("Z", "");
}

export function render(format: Format, evs: Ev[], e: Estate): string[] {
  const out: string[] = [];
  const width = Math.max(...evs.map((x) => x.svc.length)) + 2;
  const podOf = new Map(e.services.map((s) => [s.name, s.pod]));
  for (const ev of evs) {
    const ts = new Date(ev.p ?? ev.t).toISOString();
    const pod = podOf.get(ev.svc) ?? `${ev.svc}-0`;
    switch (format) {
      case "jsonl":
        out.push(JSON.stringify({ timestamp: ts, service: ev.svc, level: lower[ev.level], message: full(ev) }));
        break;
      case "datadog": {
        const o: Record<string, unknown> = {
          "@timestamp": ts,
          status: dd[ev.level],
          service: ev.svc,
          message: ev.msg,
          host: pod,
          ddsource: ev.svc === e.edge ? (e.services.find((s) => s.name === e.edge)?.rt ?? "custom") : "kubernetes",
          ddtags: `env:prod,kube_namespace:${e.ns}`,
        };
        if (ev.trace) o.dd = { trace_id: ev.trace };
        if (ev.stack) o.error = { kind: ev.errType ?? "Error", message: ev.msg, stack: ev.stack };
        out.push(JSON.stringify(o));
        break;
      }
      case "ecs": {
        const o: Record<string, unknown> = {
          "@timestamp": ts,
          "log.level": ev.level === "FATAL" ? "FATAL" : ev.level,
          "service.name": ev.svc,
          message: ev.msg,
          "ecs.version": "8.11.0",
          "event.dataset": `${ev.svc}.log`,
          "host.name": pod,
        };
        if (ev.trace) o["trace.id"] = ev.trace;
        if (ev.stack) {
          o["error.type"] = ev.errType ?? "Error";
          o["error.stack_trace"] = ev.stack;
        }
        out.push(JSON.stringify(o));
        break;
      }
      case "gcp": {
        const payload: Record<string, unknown> = { message: full(ev) };
        if (ev.trace) payload.trace = ev.trace;
        out.push(
          JSON.stringify({
            timestamp: ts,
            severity: gcpSev[ev.level],
            resource: {
              type: "k8s_container",
              labels: { container_name: ev.svc, namespace_name: e.ns, pod_name: pod, cluster_name: `${e.key}-prod-1` },
            },
            jsonPayload: payload,
          }),
        );
        break;
      }
      case "logfmt": {
        const msg = ev.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
        out.push(`ts=${ts} level=${lower[ev.level]} svc=${ev.svc} msg="${msg}"${ev.trace ? ` trace=${ev.trace}` : ""}`);
        if (ev.stack) for (const l of ev.stack.split("\n")) out.push(l);
        break;
      }
      case "compose": {
        const pre = `${ev.svc}-1`.padEnd(width);
        out.push(
          `${pre} | ${composeTs(ev.p ?? ev.t)} | ${ev.level.padEnd(8)} | ${ev.msg}${ev.trace ? ` [${ev.trace}]` : ""}`,
        );
        if (ev.stack) for (const l of ev.stack.split("\n")) out.push(`${pre} | ${l}`);
        break;
      }
    }
  }
  return out;
}
