// The six line shapes of the dev set's README, one renderer each; records arrive sorted by printed time.
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

export interface Rec {
  t: number;
  skew: number;
  svc: string;
  level: Level;
  msg: string;
  req?: string;
}

const GCP: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" };
const quote = (s: string): string =>
  /^[\w.:/@-]+$/.test(s) ? s : `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n")}"`;

export function render(format: Format, recs: readonly Rec[], ns: string): string[] {
  const width = Math.max(...recs.map((x) => x.svc.length)) + 3;
  const out: string[] = [];
  for (const x of recs) {
    const ts = new Date(Math.round(x.t + x.skew)).toISOString();
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
            host: `ip-10-40-${x.svc.length % 7}-${(x.svc.charCodeAt(0) * 3) % 250}.ec2.internal`,
            ddsource: "custom",
            env: ns,
            ...(x.req ? { http: { request_id: x.req } } : {}),
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
            ...(x.req ? { "trace.id": x.req } : {}),
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
              labels: { container_name: x.svc, namespace_name: ns, pod_name: `${x.svc}-${podSuffix(x.svc)}` },
            },
            jsonPayload: { message: x.msg, ...(x.req ? { trace: x.req } : {}) },
          }),
        );
        break;
      case "logfmt":
        out.push(`ts=${ts} level=${x.level} svc=${x.svc} msg=${quote(head)}${x.req ? ` trace_id=${x.req}` : ""}`);
        for (const l of rest) out.push(l);
        break;
      default: {
        const pre = `${`${x.svc}-1`.padEnd(width)}| `;
        const lv = x.level === "warn" ? "WARNING" : x.level === "fatal" ? "CRITICAL" : x.level.toUpperCase();
        out.push(
          `${pre}${ts.replace("T", " ").replace("Z", "")} | ${lv.padEnd(8)} | ${head}${x.req ? ` [${x.req}]` : ""}`,
        );
        for (const l of rest) out.push(pre + l);
      }
    }
  }
  return out;
}

function podSuffix(svc: string): string {
  let h = 7;
  for (const ch of svc) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return `${(h % 0xfffff).toString(36).padStart(4, "x")}-${((h >>> 7) % 46655).toString(36)}`;
}
