// The six line shapes of the dev set (shared/data/incidents/README.md), one renderer each.
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export type Level = "debug" | "info" | "warn" | "error" | "fatal";

export const FORMATS: readonly Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

/** One printed record: printed time (skew applied), service, level, message (may hold a stack), trace id. */
export interface Rec {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  trace?: string;
}

const SEV: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" };
const q = (s: string) =>
  /^[\w.:/@-]+$/.test(s) ? s : `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n")}"`;

export function render(format: Format, recs: Rec[], namespace: string): string[] {
  const width = Math.max(...recs.map((x) => x.svc.length)) + 4;
  const out: string[] = [];
  for (const x of recs) {
    const ts = new Date(Math.round(x.t)).toISOString();
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
            host: `ip-10-${x.svc.length + 20}-${x.svc.charCodeAt(0) % 16}-${x.svc.charCodeAt(1)}.ec2.internal`,
            ddsource: namespace,
            ...(x.trace ? { dd: { trace_id: x.trace } } : {}),
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
            ...(x.trace ? { "trace.id": x.trace } : {}),
          }),
        );
        break;
      case "gcp":
        out.push(
          JSON.stringify({
            timestamp: ts,
            severity: SEV[x.level],
            resource: {
              type: "k8s_container",
              labels: { container_name: x.svc, namespace_name: namespace, pod_name: `${x.svc}-${podSuffix(x.svc)}` },
            },
            jsonPayload: { message: x.msg, ...(x.trace ? { trace: x.trace } : {}) },
          }),
        );
        break;
      case "logfmt":
        out.push(`ts=${ts} level=${x.level} svc=${x.svc} msg=${q(head)}${x.trace ? ` trace_id=${x.trace}` : ""}`);
        for (const l of rest) out.push(l);
        break;
      default: {
        const pre = `${`${x.svc}-1`.padEnd(width)}| `;
        out.push(
          `${pre}${ts.replace("T", " ").replace("Z", "")} | ${SEV[x.level].padEnd(8)} | ${head}${x.trace ? ` [${x.trace}]` : ""}`,
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
  return `${h.toString(36).slice(0, 5)}-${(h >>> 7).toString(36).slice(0, 5)}`;
}
