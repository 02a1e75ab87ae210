// The six aggregated line shapes of the dev set, one renderer each; multi-line messages keep their stack traces.
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

/** One event at true time `t` (ms); printed time adds the service's clock skew. */
export interface Rec {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  req?: string;
}

const LV: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" };
const q = (s: string): string =>
  /^[\w.:/@-]+$/.test(s) ? s : `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n")}"`;

export function render(format: Format, recs: Rec[], skew: Record<string, number>, ns: string): string[] {
  const printed = recs.map((x) => ({ x, p: Math.round(x.t + (skew[x.svc] ?? 0)) }));
  printed.sort((a, b) => a.p - b.p);
  const width = Math.max(...recs.map((x) => x.svc.length)) + 3;
  const out: string[] = [];
  for (const { x, p } of printed) {
    const ts = new Date(p).toISOString();
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
            host: `${x.svc}-${(x.svc.length * 7919) % 9973}`,
            ddsource: "custom",
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
            ...(x.req ? { "transaction.id": x.req } : {}),
          }),
        );
        break;
      case "gcp":
        out.push(
          JSON.stringify({
            timestamp: ts,
            severity: LV[x.level],
            resource: {
              type: "k8s_container",
              labels: {
                container_name: x.svc,
                namespace_name: ns,
                pod_name: `${x.svc}-${(x.svc.length * 31) % 97}f7c-x2`,
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
      default: {
        const pre = `${`${x.svc}-1`.padEnd(width)}| `;
        out.push(
          `${pre}${ts.replace("T", " ").replace("Z", "")} | ${LV[x.level].padEnd(8)} | ${head}${x.req ? ` [${x.req}]` : ""}`,
        );
        for (const l of rest) out.push(pre + l);
      }
    }
  }
  return out;
}
