// The dev set's six line shapes (see the incidents README), one renderer each.
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

export type Level = "debug" | "info" | "warn" | "error" | "fatal";

/** One event; `t` is true time in ms, the printed time adds the service's skew. */
export interface Rec {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  req?: string;
  /** still printed after its service goes silent (its own crash lines) */
  keep?: boolean;
}

const LV: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" };
const quote = (s: string) =>
  /^[\w.:/@-]+$/.test(s) ? s : `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n")}"`;

/** Renders records already sorted by printed time; returns the lines. */
export function render(format: Format, recs: { r: Rec; printed: number }[], namespace: string): string[] {
  const width = Math.max(...recs.map((x) => x.r.svc.length)) + 5;
  const out: string[] = [];
  for (const { r, printed } of recs) {
    const ts = new Date(Math.round(printed)).toISOString();
    const [head, ...rest] = r.msg.split("\n");
    switch (format) {
      case "jsonl":
        out.push(JSON.stringify({ timestamp: ts, service: r.svc, level: r.level, message: r.msg }));
        break;
      case "datadog":
        out.push(
          JSON.stringify({
            "@timestamp": ts,
            status: r.level === "fatal" ? "emergency" : r.level,
            service: r.svc,
            message: r.msg,
            host: `${r.svc}-${(r.svc.length * 7919) % 9000 < 4500 ? "7d9f" : "5c4b"}${r.svc.length % 10}`,
            ddsource: "custom",
            ...(r.req ? { http: { request_id: r.req } } : {}),
          }),
        );
        break;
      case "ecs":
        out.push(
          JSON.stringify({
            "@timestamp": ts,
            "log.level": r.level.toUpperCase(),
            "service.name": r.svc,
            message: head,
            ...(rest.length ? { "error.stack_trace": rest.join("\n") } : {}),
            "event.dataset": `${r.svc}.log`,
            ...(r.req ? { "transaction.id": r.req } : {}),
          }),
        );
        break;
      case "gcp":
        out.push(
          JSON.stringify({
            timestamp: ts,
            severity: LV[r.level],
            resource: {
              type: "k8s_container",
              labels: { container_name: r.svc, namespace_name: namespace, pod_name: `${r.svc}-0` },
            },
            jsonPayload: { message: r.msg, ...(r.req ? { trace: r.req } : {}) },
          }),
        );
        break;
      case "logfmt":
        out.push(`ts=${ts} level=${r.level} svc=${r.svc} msg=${quote(head)}${r.req ? ` trace=${r.req}` : ""}`);
        for (const l of rest) out.push(l);
        break;
      default: {
        const pre = `${`${r.svc}-1`.padEnd(width)}| `;
        out.push(
          `${pre}${ts.replace("T", " ").replace("Z", "")} | ${LV[r.level].padEnd(8)} | ${head}${r.req ? ` [${r.req}]` : ""}`,
        );
        for (const l of rest) out.push(pre + l);
      }
    }
  }
  return out;
}
