// The six aggregated-stream formats of the dev set, one renderer each; records sorted by printed time.
export type Level = "debug" | "info" | "warn" | "error" | "fatal";
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

/** One log event: true time in ms, service, level, message (may hold a multi-line trace), request id. */
export interface Rec {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  req?: string;
}

const GCP: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" };
const iso = (ms: number) => new Date(ms).toISOString();
const q = (s: string) => (/^[\w.:/@-]+$/.test(s) ? s : `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`);

export function render(format: Format, recs: Rec[], skew: Record<string, number>, ns: string): string[] {
  const printed = recs.map((x) => ({ x, pt: x.t + (skew[x.svc] ?? 0) }));
  printed.sort((a, b) => a.pt - b.pt);
  const width = Math.max(...recs.map((x) => x.svc.length)) + 3;
  const out: string[] = [];
  for (const { x, pt } of printed) {
    const ts = iso(pt);
    const [head, ...rest] = x.msg.split("\n");
    switch (format) {
      case "jsonl":
        out.push(JSON.stringify({ timestamp: ts, service: x.svc, level: x.level, message: x.msg }));
        break;
      case "datadog":
        out.push(
          JSON.stringify({
            "@timestamp": ts,
            status: x.level === "fatal" ? "emergency" : x.level === "warn" ? "warning" : x.level,
            service: x.svc,
            message: x.msg,
            host: `ip-10-40-${x.svc.length % 8}-${(x.svc.charCodeAt(0) * 7) % 250}.ec2.internal`,
            ddsource: "container",
            env: ns,
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
        out.push(`ts=${ts} level=${x.level} svc=${x.svc} msg=${q(head)}${x.req ? ` trace_id=${x.req}` : ""}`);
        for (const l of rest) out.push(l);
        break;
      default: {
        const pre = `${`${x.svc}-1`.padEnd(width)}| `;
        out.push(
          `${pre}${ts.replace("T", " ").replace("Z", "")} | ${GCP[x.level].padEnd(8)} | ${head}${x.req ? ` [${x.req}]` : ""}`,
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
  return `${(h % 0xfffff).toString(16).padStart(5, "7")}-${"bcdfghjklmnpqrstvwxz"[h % 20]}${"2456789"[h % 7]}q`;
}
