// The six aggregated-log shapes of the dev set, one renderer each; multi-line messages become stack trace fields
// or continuation lines where the shape has them.

export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export type Level = "debug" | "info" | "warn" | "error" | "fatal";

export const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

/** One log event; `t` is true time (ms), `skew` the emitting service's clock error. */
export interface Rec {
  t: number;
  skew: number;
  svc: string;
  level: Level;
  msg: string;
  req?: string;
  host?: string;
}

const UPPER: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};
const DD: Record<Level, string> = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "emergency" };
const ECS: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };

const iso = (t: number) => new Date(Math.round(t)).toISOString();
const quote = (s: string) =>
  /^[\w.:/@-]+$/.test(s) ? s : `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n")}"`;

/** Renders records already sorted by printed time. */
export function render(format: Format, recs: Rec[], namespace: string): string[] {
  const width = Math.max(...recs.map((x) => x.svc.length)) + 5;
  const out: string[] = [];
  for (const x of recs) {
    const ts = iso(x.t + x.skew);
    const [head, ...rest] = x.msg.split("\n");
    const host = x.host ?? `${x.svc}-0`;
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
            host,
            ddsource: "kubernetes",
            ...(x.req ? { dd: { trace_id: x.req } } : {}),
          }),
        );
        break;
      case "ecs":
        out.push(
          JSON.stringify({
            "@timestamp": ts,
            "log.level": ECS[x.level],
            "service.name": x.svc,
            message: head,
            ...(rest.length ? { "error.stack_trace": rest.join("\n") } : {}),
            "event.dataset": `${x.svc}.log`,
            "host.name": host,
            ...(x.req ? { "trace.id": x.req } : {}),
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
              labels: { container_name: x.svc, namespace_name: namespace, pod_name: host },
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
        const stamp = ts.replace("T", " ").replace("Z", "");
        out.push(`${pre}${stamp} | ${UPPER[x.level].padEnd(8)} | ${head}${x.req ? ` [${x.req}]` : ""}`);
        for (const l of rest) out.push(pre + l);
      }
    }
  }
  return out;
}

/** Sorts by printed time (true time plus the service's skew), stable. */
export function sortPrinted(recs: Rec[]): Rec[] {
  return recs
    .map((r, i) => ({ r, i, p: Math.round(r.t + r.skew) }))
    .sort((a, b) => a.p - b.p || a.i - b.i)
    .map((x) => x.r);
}
