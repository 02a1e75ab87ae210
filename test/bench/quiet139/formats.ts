// The six line formats of shared/data/incidents/README.md: one rendering of a window's records per format.
import type { Estate, Runtime } from "./estates.js";
import type { Format, Level, Rec } from "./types.js";

export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

const UPPER: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};
const DD_SOURCE: Record<Runtime, string> = {
  node: "nodejs",
  java: "java",
  go: "go",
  python: "python",
  ruby: "ruby",
  dotnet: "csharp",
  php: "php",
  elixir: "elixir",
  postgres: "postgresql",
  mysql: "mysql",
};

const quote = (s: string) =>
  /^[\w.:/@-]+$/.test(s) ? s : `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n")}"`;

/**
 * Renders records (already sorted by printed time) in one format; `skew` is each service's clock offset in ms.
 * Returns the file's lines.
 */
export function render(format: Format, estate: Estate, recs: Rec[], skew: Map<string, number>): string[] {
  const width = Math.max(...recs.map((x) => x.svc.length)) + 3;
  const runtime = new Map(estate.services.map((x) => [x.name, x.runtime]));
  const out: string[] = [];
  for (const x of recs) {
    const ts = new Date(Math.round(x.t + (skew.get(x.svc) ?? 0))).toISOString();
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
            host: `ip-10-42-${x.svc.length % 5}-${(x.svc.charCodeAt(0) * 7) % 250}.eu-west-2.compute.internal`,
            ddsource: DD_SOURCE[runtime.get(x.svc) ?? "go"],
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
                namespace_name: estate.namespace,
                pod_name: `${x.svc.replace(/_/g, "-")}-${(x.svc.length * 7919).toString(36).slice(0, 5)}-${x.svc.length % 3}`,
              },
            },
            jsonPayload: { message: x.msg, ...(x.req ? { trace: x.req } : {}) },
          }),
        );
        break;
      case "logfmt":
        out.push(`ts=${ts} level=${x.level} svc=${x.svc} msg=${quote(head)}${x.req ? ` trace=${x.req}` : ""}`);
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

/** How many file lines one record takes in a format. */
export function linesOf(format: Format, r: Rec): number {
  return format === "logfmt" || format === "compose" ? r.msg.split("\n").length : 1;
}
