// The six line formats of shared/data/incidents/README.md, rendered from one record shape. Multi-line messages
// (stack traces) stay inside JSON strings, go to error.stack_trace in ECS, and continue on raw lines in logfmt
// and behind the container prefix in compose.

export type Level = "debug" | "info" | "warn" | "error" | "fatal";
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

/** One log event: true time t (ms), the service that wrote it, and an optional correlation id. */
export interface Rec {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  id?: string;
}

const GCP: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" };
const COMPOSE: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};
const DD: Record<Level, string> = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" };

const iso = (ms: number) => new Date(ms).toISOString();
const q = (s: string) =>
  /^[\w.:/@-]+$/.test(s) ? s : `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n")}"`;

/** How many physical lines a record takes in a format. */
export function physicalLines(format: Format, r: Rec): number {
  return format === "logfmt" || format === "compose" ? r.msg.split("\n").length : 1;
}

export interface RenderOpts {
  namespace: string;
  skew: Map<string, number>;
  host: (svc: string) => string;
}

/** Renders records (already in stream order) to lines. */
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
            status: DD[x.level],
            service: x.svc,
            message: x.msg,
            host: o.host(x.svc),
            ddsource: "custom",
            ...(x.id ? { http: { request_id: x.id } } : {}),
          }),
        );
        break;
      case "ecs":
        out.push(
          JSON.stringify({
            "@timestamp": ts,
            "log.level": x.level === "fatal" ? "FATAL" : x.level.toUpperCase(),
            "service.name": x.svc,
            message: head,
            ...(rest.length ? { "error.stack_trace": rest.join("\n") } : {}),
            "event.dataset": `${x.svc}.log`,
            ...(x.id ? { "transaction.id": x.id } : {}),
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
              labels: { container_name: x.svc, namespace_name: o.namespace, pod_name: o.host(x.svc) },
            },
            jsonPayload: { message: x.msg, ...(x.id ? { trace: x.id } : {}) },
          }),
        );
        break;
      case "logfmt":
        out.push(`ts=${ts} level=${x.level} svc=${x.svc} msg=${q(head)}${x.id ? ` trace=${x.id}` : ""}`);
        for (const l of rest) out.push(l);
        break;
      case "compose": {
        const pre = `${`${x.svc}-1`.padEnd(width)}| `;
        out.push(
          `${pre}${ts.replace("T", " ").replace("Z", "")} | ${COMPOSE[x.level].padEnd(8)} | ${head}${x.id ? ` [${x.id}]` : ""}`,
        );
        for (const l of rest) out.push(pre + l);
        break;
      }
    }
  }
  return out;
}
