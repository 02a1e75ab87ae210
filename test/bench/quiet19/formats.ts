// The dev set's six line shapes (shared/data/incidents/README.md), rendered from one event model.
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

export interface Ev {
  /** true time in ms since epoch */
  t: number;
  /** printed time (true time plus the service's clock skew) */
  p?: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  errType?: string;
  trace?: string;
  /** baseline flow the line belongs to (lets a scenario silence it) */
  tag?: string;
}

const iso = (ms: number) => new Date(ms).toISOString();
const plain = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");

const LV: Record<Format, Record<Level, string>> = {
  jsonl: { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "fatal" },
  datadog: { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" },
  ecs: { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" },
  gcp: { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" },
  logfmt: { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "fatal" },
  compose: { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" },
};

const q = (s: string) => `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;

/** Renders sorted events as lines of one file; `ns` names the estate's namespace/host domain. */
export function render(evs: Ev[], f: Format, ns: string, replicas: Map<string, number>): string[] {
  const out: string[] = [];
  const width = Math.max(...[...replicas.keys()].map((s) => s.length)) + 3;
  for (const raw of evs) {
    // the structured level field carries the level; drop logback / MS console prefixes from the text
    const e = { ...raw, msg: raw.msg.replace(/^(?:(?:INFO|WARN|ERROR|DEBUG) +|(?:info|warn|fail|crit|dbug): )/, "") };
    const ts = e.p ?? e.t;
    const lv = LV[f][e.level];
    const full = e.stack ? `${e.msg}\n${e.stack.join("\n")}` : e.msg;
    const node = replicas.get(e.svc) ?? 0;
    switch (f) {
      case "jsonl":
        out.push(JSON.stringify({ timestamp: iso(ts), service: e.svc, level: lv, message: full }));
        break;
      case "datadog": {
        const o: Record<string, unknown> = {
          "@timestamp": iso(ts),
          status: lv,
          service: e.svc,
          message: e.msg,
          host: `${e.svc}-${node}.${ns}`,
          ddsource: "custom",
        };
        if (e.stack) o.error = { kind: e.errType ?? "Error", stack: e.stack.join("\n") };
        if (e.trace) o.http = { request_id: e.trace };
        out.push(JSON.stringify(o));
        break;
      }
      case "ecs": {
        const o: Record<string, unknown> = {
          "@timestamp": iso(ts),
          "log.level": lv,
          "service.name": e.svc,
          message: e.msg,
          "event.dataset": `${e.svc}.log`,
          "host.name": `${e.svc}-${node}`,
        };
        if (e.stack) {
          o["error.type"] = e.errType ?? "Error";
          o["error.stack_trace"] = e.stack.join("\n");
        }
        if (e.trace) o["trace.id"] = e.trace;
        out.push(JSON.stringify(o));
        break;
      }
      case "gcp": {
        const o: Record<string, unknown> = {
          timestamp: iso(ts),
          severity: lv,
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: ns, pod_name: `${e.svc}-${node}` },
          },
          jsonPayload: e.trace ? { message: full, request_id: e.trace } : { message: full },
        };
        out.push(JSON.stringify(o));
        break;
      }
      case "logfmt": {
        let l = `ts=${iso(ts)} level=${lv} svc=${e.svc} msg=${q(e.msg)}`;
        if (e.errType) l += ` err=${q(e.errType)}`;
        if (e.trace) l += ` trace=${e.trace}`;
        out.push(l);
        if (e.stack) out.push(...e.stack);
        break;
      }
      case "compose": {
        const pre = `${e.svc}-1`.padEnd(width) + "|";
        out.push(`${pre} ${plain(ts)} | ${lv.padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`);
        if (e.stack) for (const s of e.stack) out.push(`${pre} ${s}`);
        break;
      }
    }
  }
  return out;
}
