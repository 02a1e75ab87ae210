// The six line formats of the dev set's README, rendered from records with each service's clock skew applied.
import type { Format, Level, Rec } from "./types.js";

export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

export const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];

const UPPER: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};

const iso = (t: number) => new Date(t).toISOString();

/** logfmt quoting: bare when safe, otherwise double-quoted with escapes. */
function q(s: string): string {
  return /^[\w.:/@-]+$/.test(s) ? s : `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n")}"`;
}

export interface RenderOpts {
  skew: Map<string, number>;
  namespace: string;
  pods: Map<string, string>;
  hosts: Map<string, string>;
}

/** Renders records (already in true-time order) to the lines of one file. */
export function render(format: Format, recs: Rec[], o: RenderOpts): string[] {
  const width = Math.max(...recs.map((x) => x.svc.length)) + 3;
  const out: string[] = [];
  for (const x of recs) {
    const ts = iso(x.t + (o.skew.get(x.svc) ?? 0));
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
            host: o.hosts.get(x.svc) ?? `${x.svc}.node-0`,
            ddsource: "custom",
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
            ...(x.req ? { "transaction.id": x.req } : {}),
          }),
        );
        break;
      case "gcp":
        out.push(
          JSON.stringify({
            timestamp: ts,
            severity: UPPER[x.level],
            resource: {
              type: "k8s_container",
              labels: {
                container_name: x.svc,
                namespace_name: o.namespace,
                pod_name: o.pods.get(x.svc) ?? `${x.svc}-0`,
              },
            },
            jsonPayload: { message: x.msg, ...(x.req ? { trace: x.req } : {}) },
          }),
        );
        break;
      case "logfmt":
        out.push(`ts=${ts} level=${x.level} svc=${x.svc} msg=${q(head)}${x.req ? ` trace=${x.req}` : ""}`);
        for (const l of rest) out.push(l);
        break;
      case "compose": {
        const pre = `${`${x.svc}-1`.padEnd(width)}| `;
        out.push(
          `${pre}${ts.replace("T", " ").replace("Z", "")} | ${UPPER[x.level].padEnd(8)} | ${head}${x.req ? ` [${x.req}]` : ""}`,
        );
        for (const l of rest) out.push(pre + l);
        break;
      }
    }
  }
  return out;
}
