// The dev set's six line shapes (jsonl, datadog, ecs, gcp, logfmt, compose), rendered from one event list.
export type Lvl = "debug" | "info" | "warn" | "error" | "fatal";
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

/** One printed event: `t` is the printed time (clock skew already applied). */
export interface Ev {
  t: number;
  svc: string;
  lvl: Lvl;
  msg: string;
  stack?: string[];
  trace?: string;
}

const DD: Record<Lvl, string> = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "emergency" };
const ECS: Record<Lvl, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };
const GCP: Record<Lvl, string> = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" };

const iso = (t: number) => new Date(t).toISOString();
const full = (e: Ev) => (e.stack?.length ? `${e.msg}\n${e.stack.join("\n")}` : e.msg);

/** Renders events (already in printed order) as the lines of one file. */
export function render(fmt: Format, evs: Ev[], ns: string): string[] {
  const out: string[] = [];
  const width = Math.max(...evs.map((e) => e.svc.length + 2)) + 1;
  for (const e of evs) {
    switch (fmt) {
      case "jsonl":
        out.push(JSON.stringify({ timestamp: iso(e.t), service: e.svc, level: e.lvl, message: full(e) }));
        break;
      case "datadog":
        out.push(
          JSON.stringify({
            "@timestamp": iso(e.t),
            status: DD[e.lvl],
            service: e.svc,
            message: full(e),
            host: `${e.svc}.node-${e.svc.length % 3}`,
            ddsource: "custom",
            ...(e.trace ? { http: { request_id: e.trace } } : {}),
          }),
        );
        break;
      case "ecs":
        out.push(
          JSON.stringify({
            "@timestamp": iso(e.t),
            "log.level": ECS[e.lvl],
            "service.name": e.svc,
            message: e.msg,
            ...(e.stack?.length ? { "error.stack_trace": e.stack.join("\n") } : {}),
            "event.dataset": `${e.svc}.log`,
            ...(e.trace ? { "transaction.id": e.trace } : {}),
          }),
        );
        break;
      case "gcp":
        out.push(
          JSON.stringify({
            timestamp: iso(e.t),
            severity: GCP[e.lvl],
            resource: {
              type: "k8s_container",
              labels: { container_name: e.svc, namespace_name: ns, pod_name: `${e.svc}-${e.svc.length % 2}` },
            },
            jsonPayload: { message: full(e), ...(e.trace ? { trace: e.trace } : {}) },
          }),
        );
        break;
      case "logfmt": {
        const [first, ...rest] = full(e).split("\n");
        const q = first.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
        out.push(`ts=${iso(e.t)} level=${e.lvl} svc=${e.svc} msg="${q}"${e.trace ? ` trace=${e.trace}` : ""}`);
        out.push(...rest);
        break;
      }
      case "compose": {
        const p = `${e.svc}-1`.padEnd(width);
        const [first, ...rest] = full(e).split("\n");
        const ts = iso(e.t).replace("T", " ").replace("Z", "");
        out.push(`${p}| ${ts} | ${GCP[e.lvl].padEnd(8)} | ${first}${e.trace ? ` [${e.trace}]` : ""}`);
        for (const l of rest) out.push(`${p}| ${l}`);
        break;
      }
    }
  }
  return out;
}
