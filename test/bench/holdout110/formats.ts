// Renders records in the six dev-set formats (see shared/data/incidents/README.md for the shapes).
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export type Level = "debug" | "info" | "warn" | "error" | "fatal";

export interface Rec {
  t: number; // true time, ms
  svc: string;
  level: Level;
  msg: string;
  req?: string;
}

export const FORMATS: readonly Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
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

const quote = (s: string): string =>
  /^[\w.:/@-]+$/.test(s) ? s : `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n")}"`;

/** `recs` carry printed time already (true time + skew) in `t`. */
export function render(format: Format, recs: readonly Rec[], namespace: string): string[] {
  const width = Math.max(...recs.map((x) => x.svc.length)) + 3;
  const out: string[] = [];
  for (const x of recs) {
    const ts = new Date(Math.round(x.t)).toISOString();
    const [head = "", ...rest] = x.msg.split("\n");
    switch (format) {
      case "jsonl":
        out.push(JSON.stringify({ timestamp: ts, service: x.svc, level: x.level, message: x.msg }));
        break;
      case "datadog":
        out.push(
          JSON.stringify({
            "@timestamp": ts,
            status: x.level === "fatal" ? "critical" : x.level,
            service: x.svc,
            message: x.msg,
            host: `ip-10-40-${x.svc.length % 7}-${(x.svc.charCodeAt(0) * 7) % 250}.eu-north-1.compute.internal`,
            ddsource: "container",
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
              labels: { container_name: x.svc, namespace_name: namespace, pod_name: `${x.svc}-${podSuffix(x.svc)}` },
            },
            jsonPayload: { message: x.msg, ...(x.req ? { trace: x.req } : {}) },
          }),
        );
        break;
      case "logfmt":
        out.push(`ts=${ts} level=${x.level} svc=${x.svc} msg=${quote(head)}${x.req ? ` trace=${x.req}` : ""}`);
        for (const l of rest) out.push(l);
        break;
      default: {
        const pre = `${`${x.svc}-1`.padEnd(width)}| `;
        out.push(
          `${pre}${ts.replace("T", " ").replace("Z", "")} | ${UPPER[x.level].padEnd(8)} | ${head}${x.req ? ` [${x.req}]` : ""}`,
        );
        for (const l of rest) out.push(pre + l);
      }
    }
  }
  return out;
}

function podSuffix(svc: string): string {
  let h = 7;
  for (const c of svc) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return `${(h % 0xfffff).toString(36).padStart(4, "x").slice(0, 5)}-${((h >>> 8) % 0xffff).toString(36).slice(0, 5)}`;
}
