// Renders simulated log records into the six formats of shared/data/incidents/README.md.
import type { Rng } from "./rng.js";

export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export type Level = "debug" | "info" | "warn" | "error" | "fatal";

/** One log event: true time, service, level, message (may hold continuation lines), request id, skew in ms. */
export interface Rec {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  req?: string;
  skew: number;
}

export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

const GCP_SEV: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};
const iso = (t: number) => new Date(Math.round(t)).toISOString();
const q = (s: string) =>
  /^[\w.:/@-]+$/.test(s) ? s : `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n")}"`;

/** Per-estate flavour of the envelope: namespace, host naming, which key a request id goes under. */
export interface Envelope {
  namespace: string;
  hostPrefix: string;
  env: string;
}

export function render(format: Format, recs: Rec[], env: Envelope, r: Rng): string[] {
  const width = Math.max(...recs.map((x) => x.svc.length)) + 5;
  const pods = new Map<string, string>();
  const pod = (svc: string) => {
    let p = pods.get(svc);
    if (!p) {
      p = `${svc.replace(/_/g, "-")}-${r.hex(9)}-${r.hex(5)}`;
      pods.set(svc, p);
    }
    return p;
  };
  const out: string[] = [];
  for (const x of recs) {
    const ts = iso(x.t + x.skew);
    const [head, ...rest] = x.msg.split("\n");
    switch (format) {
      case "jsonl":
        out.push(JSON.stringify({ timestamp: ts, service: x.svc, level: x.level, message: x.msg }));
        break;
      case "datadog":
        out.push(
          JSON.stringify({
            "@timestamp": ts,
            status: x.level === "fatal" ? "emergency" : x.level,
            service: x.svc,
            message: x.msg,
            host: `${env.hostPrefix}-${x.svc.length % 5}`,
            ddsource: "custom",
            ddtags: `env:${env.env}`,
            ...(x.req ? { http: { request_id: x.req } } : {}),
          }),
        );
        break;
      case "ecs":
        out.push(
          JSON.stringify({
            "@timestamp": ts,
            "log.level": x.level.toUpperCase(),
            "service.name": x.svc,
            message: head,
            ...(rest.length ? { "error.stack_trace": rest.join("\n") } : {}),
            "event.dataset": `${x.svc}.log`,
            "service.environment": env.env,
            ...(x.req ? { "trace.id": x.req } : {}),
          }),
        );
        break;
      case "gcp":
        out.push(
          JSON.stringify({
            timestamp: ts,
            severity: GCP_SEV[x.level],
            resource: {
              type: "k8s_container",
              labels: { container_name: x.svc, namespace_name: env.namespace, pod_name: pod(x.svc) },
            },
            jsonPayload: { message: x.msg, ...(x.req ? { request_id: x.req } : {}) },
          }),
        );
        break;
      case "logfmt":
        out.push(`ts=${ts} level=${x.level} svc=${x.svc} msg=${q(head)}${x.req ? ` req=${x.req}` : ""}`);
        for (const l of rest) out.push(l);
        break;
      case "compose": {
        const pre = `${`${x.svc}-1`.padEnd(width)}| `;
        const lv = GCP_SEV[x.level].padEnd(8);
        out.push(`${pre}${ts.replace("T", " ").replace("Z", "")} | ${lv} | ${head}${x.req ? ` [${x.req}]` : ""}`);
        for (const l of rest) out.push(pre + l);
        break;
      }
    }
  }
  return out;
}
