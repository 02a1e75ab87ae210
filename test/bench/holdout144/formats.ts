// Renders records in the six aggregated-log formats of shared/data/incidents/README.md, with each estate's
// own host, namespace and request-id fields.
import type { Estate, Format, Level, Rec } from "./types.js";

const GCP: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" };
const COMPOSE: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};
const q = (s: string) => (/^[\w.:/@-]+$/.test(s) ? s : `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`);

export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

function hash(s: string): number {
  let h = 7;
  for (const ch of s) h = (h * 33 + ch.charCodeAt(0)) >>> 0;
  return h;
}

export function render(format: Format, est: Estate, recs: Rec[], skew: Map<string, number>): string[] {
  const width = Math.max(...recs.map((x) => x.svc.length)) + 3;
  const out: string[] = [];
  for (const x of recs) {
    const ts = new Date(Math.round(x.t + (skew.get(x.svc) ?? 0))).toISOString();
    const [head, ...rest] = x.msg.split("\n");
    const h = hash(x.svc + est.id);
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
            host: `ip-${est.net.replace(/\./g, "-")}-${h % 200}.${est.id}.internal`,
            ddsource: est.svcs[x.svc]?.rt === "edge" ? est.edgeKind : (est.svcs[x.svc]?.rt ?? "custom"),
            ddtags: `env:prod,estate:${est.id}`,
            ...(x.rid ? { http: { request_id: x.rid } } : {}),
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
            "host.name": `${x.svc}-${(h % 90000).toString(36)}`,
            ...(x.rid ? { "transaction.id": x.rid } : {}),
          }),
        );
        break;
      case "gcp":
        out.push(
          JSON.stringify({
            timestamp: ts,
            severity: GCP[x.level],
            resource: {
              type: "k8s_container",
              labels: {
                container_name: x.svc,
                namespace_name: est.namespace,
                pod_name: `${x.svc.replace(/_/g, "-")}-${(h % 46656).toString(36)}-${(h % 1296).toString(36)}`,
              },
            },
            jsonPayload: { message: x.msg, ...(x.rid ? { trace: x.rid } : {}) },
          }),
        );
        break;
      case "logfmt":
        out.push(`ts=${ts} level=${x.level} svc=${x.svc} msg=${q(head)}${x.rid ? ` trace=${x.rid}` : ""}`);
        for (const l of rest) out.push(l);
        break;
      default: {
        const pre = `${`${x.svc}-1`.padEnd(width)}| `;
        out.push(
          `${pre}${ts.replace("T", " ").replace("Z", "")} | ${COMPOSE[x.level].padEnd(8)} | ${head}${x.rid ? ` [${x.rid}]` : ""}`,
        );
        for (const l of rest) out.push(pre + l);
      }
    }
  }
  return out;
}
