// The six dev-set line shapes (jsonl, datadog, ecs, gcp, logfmt, compose) for one sorted stream of records.
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

/** One log event: true time `t` (ms), printed time `t + skew`. */
export interface Rec {
  t: number;
  skew: number;
  svc: string;
  level: Level;
  msg: string;
  req?: string;
}

const UPPER: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};
const iso = (t: number): string => new Date(Math.round(t)).toISOString();
const q = (s: string): string =>
  /^[\w.:/@-]+$/.test(s) ? s : `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n")}"`;

export function render(format: Format, recs: readonly Rec[], namespace: string): string[] {
  const width = Math.max(...recs.map((x) => x.svc.length)) + 3;
  const out: string[] = [];
  for (const x of recs) {
    const ts = iso(x.t + x.skew);
    const [head = "", ...rest] = x.msg.split("\n");
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
            host: `${x.svc}-${(x.svc.length * 7) % 5}.${namespace}`,
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
              labels: { container_name: x.svc, namespace_name: namespace, pod_name: `${x.svc}-${x.svc.length % 3}` },
            },
            jsonPayload: { message: x.msg, ...(x.req ? { trace: x.req } : {}) },
          }),
        );
        break;
      case "logfmt":
        out.push(`ts=${ts} level=${x.level} svc=${x.svc} msg=${q(head)}${x.req ? ` trace=${x.req}` : ""}`);
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
