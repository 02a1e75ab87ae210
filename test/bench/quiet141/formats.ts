// The six line formats of shared/data/incidents/README.md, printed from records with per-service clock skew.
import { iso } from "./shapes.js";
import type { Rec } from "./types.js";

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
/** Formats that print continuation lines of a multi-line message as raw lines. */
export const MULTILINE: Record<Format, boolean> = {
  jsonl: false,
  datadog: false,
  ecs: false,
  gcp: false,
  logfmt: true,
  compose: true,
};

const GCP_SEV = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" } as const;
const COMPOSE_LV = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" } as const;
const q = (s: string) => (/^[\w.:/@-]+$/.test(s) ? s : `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`);

/**
 * Prints records (already in printed order) in a format. `skew` gives each service's clock offset in ms;
 * `namespace` fills the platform fields of the GCP and Datadog shapes.
 */
export function render(format: Format, recs: Rec[], skew: Map<string, number>, namespace: string): string[] {
  const width = Math.max(...recs.map((x) => x.svc.length)) + 5;
  const out: string[] = [];
  for (const x of recs) {
    const ts = iso(x.t + (skew.get(x.svc) ?? 0));
    const [head, ...rest] = x.msg.split("\n");
    switch (format) {
      case "jsonl":
        out.push(JSON.stringify({ timestamp: ts, service: x.svc, level: x.level, message: x.msg }));
        break;
      case "datadog":
        out.push(
          JSON.stringify({
            "@timestamp": ts,
            status: x.level === "fatal" ? "critical" : x.level === "warn" ? "warning" : x.level,
            service: x.svc,
            message: x.msg,
            host: `ip-10-${(x.svc.length * 7) % 250}-${(x.svc.charCodeAt(0) * 3) % 250}-${x.svc.length + 11}`,
            ddsource: "container",
            ddtags: `kube_namespace:${namespace},env:prod`,
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
            severity: GCP_SEV[x.level],
            resource: {
              type: "k8s_container",
              labels: { container_name: x.svc, namespace_name: namespace, pod_name: `${x.svc}-${podSuffix(x.svc)}` },
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
          `${pre}${ts.replace("T", " ").replace("Z", "")} | ${COMPOSE_LV[x.level].padEnd(8)} | ${head}${x.req ? ` [${x.req}]` : ""}`,
        );
        for (const l of rest) out.push(pre + l);
        break;
      }
    }
  }
  return out;
}

function podSuffix(name: string): string {
  let h = 7;
  for (let i = 0; i < name.length; i++) h = (h * 31 + name.charCodeAt(i)) >>> 0;
  return `${(h % 0xfffff).toString(36).padStart(4, "7")}-${((h >>> 7) % 0xffff).toString(36)}`;
}
