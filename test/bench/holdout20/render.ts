// Prints simulated events in the six formats of shared/data/incidents/README.md, each service with its own
// clock skew (up to 250 ms), sorted by printed time.
import { hex, type Rng } from "./rng.js";
import type { Ev, IdStyle, Lvl } from "./sim.js";

export type Fmt = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export const FORMATS: Fmt[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
export const EXT: Record<Fmt, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

const UP: Record<Lvl, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };
const GCP: Record<Lvl, string> = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" };
const DD: Record<Lvl, string> = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" };
const COMPOSE: Record<Lvl, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};

const idKey: Record<IdStyle, string> = {
  traceparent: "traceparent",
  "x-request-id": "request_id",
  "req-uuid": "req_uuid",
};

export function render(evs: Ev[], fmt: Fmt, ns: string, ids: IdStyle, r: Rng): string[] {
  const skew = new Map<string, number>();
  const pod = new Map<string, string>();
  for (const e of evs) {
    if (!skew.has(e.svc)) {
      skew.set(e.svc, Math.round((r() * 2 - 1) * 250));
      pod.set(e.svc, `${e.svc}-${hex(r, 9)}-${hex(r, 5)}`);
    }
  }
  const printed = evs
    .map((e) => ({ e, p: Math.round(e.t) + (skew.get(e.svc) ?? 0) }))
    .sort((a, b) => a.p - b.p || a.e.t - b.e.t);
  const width = Math.max(0, ...[...skew.keys()].map((s) => s.length + 2));
  const out: string[] = [];
  for (const { e, p } of printed) {
    const iso = new Date(p).toISOString();
    const full = e.stack?.length ? `${e.msg}\n${e.stack.join("\n")}` : e.msg;
    const id = e.req ? { [idKey[ids]]: e.req } : {};
    switch (fmt) {
      case "jsonl":
        out.push(JSON.stringify({ timestamp: iso, service: e.svc, level: e.lvl, message: full, ...id }));
        break;
      case "datadog":
        out.push(
          JSON.stringify({
            "@timestamp": iso,
            status: DD[e.lvl],
            service: e.svc,
            message: e.msg,
            host: pod.get(e.svc),
            ddsource: "kubernetes",
            ...(e.stack?.length ? { error: { stack: e.stack.join("\n") } } : {}),
            ...(e.req ? { http: { request_id: e.req } } : {}),
          }),
        );
        break;
      case "ecs":
        out.push(
          JSON.stringify({
            "@timestamp": iso,
            "log.level": UP[e.lvl],
            "service.name": e.svc,
            message: e.msg,
            ...(e.stack?.length ? { "error.stack_trace": e.stack.join("\n") } : {}),
            "event.dataset": `${e.svc}.log`,
            ...(e.req
              ? ids === "traceparent"
                ? { "trace.id": e.req.slice(3, 35) }
                : { "transaction.id": e.req }
              : {}),
          }),
        );
        break;
      case "gcp":
        out.push(
          JSON.stringify({
            timestamp: iso,
            severity: GCP[e.lvl],
            resource: {
              type: "k8s_container",
              labels: { container_name: e.svc, namespace_name: ns, pod_name: pod.get(e.svc) },
            },
            jsonPayload: { message: full, ...id },
          }),
        );
        break;
      case "logfmt": {
        const msg = e.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
        const tail = e.req ? ` ${idKey[ids]}=${e.req}` : "";
        out.push(`ts=${iso} level=${e.lvl} svc=${e.svc} msg="${msg}"${tail}`);
        for (const s of e.stack ?? []) out.push(s);
        break;
      }
      case "compose": {
        const prefix = `${e.svc}-1`.padEnd(width);
        const when = iso.replace("T", " ").replace("Z", "");
        const tail = e.req ? ` [${ids === "traceparent" ? e.req.slice(3, 15) : e.req.slice(0, 12)}]` : "";
        out.push(`${prefix} | ${when} | ${COMPOSE[e.lvl].padEnd(8)} | ${e.msg}${tail}`);
        for (const s of e.stack ?? []) out.push(`${prefix} | ${s}`);
        break;
      }
    }
  }
  return out;
}
