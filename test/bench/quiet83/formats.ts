// The six dev-set line shapes (shared/data/incidents/README.md): one rendered event -> one or more lines.
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export type Level = "debug" | "info" | "warn" | "error";
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
  /** true time, ms */
  t: number;
  /** printed time, ms (true time + the service's clock skew) */
  p: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  id?: string;
  /** baseline traffic, may be dropped while a service is degraded */
  base?: boolean;
  /** request chain the line belongs to: a chain touching a degraded service is dropped as a whole */
  grp?: number;
  /** a health-check line */
  hc?: boolean;
}

const iso = (ms: number) => new Date(ms).toISOString();
const plain = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");

export function render(f: Format, e: Ev, ns: string, pad: number): string[] {
  const full = e.stack?.length ? `${e.msg}\n${e.stack.join("\n")}` : e.msg;
  switch (f) {
    case "jsonl": {
      const msg = e.id ? `${full} request_id=${e.id}` : full;
      return [JSON.stringify({ timestamp: iso(e.p), service: e.svc, level: e.level, message: msg })];
    }
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.p),
        status: e.level === "warn" ? "warn" : e.level,
        service: e.svc,
        message: e.msg,
        host: `${e.svc}-${(e.svc.length * 7) % 5}.${ns}`,
        ddsource: "custom",
      };
      if (e.stack?.length) o.error = { stack: e.stack.join("\n"), message: e.stack[0] };
      if (e.id) o.http = { request_id: e.id };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.p),
        "log.level": e.level.toUpperCase(),
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
      };
      if (e.stack?.length) o["error.stack_trace"] = e.stack.join("\n");
      if (e.id) o["transaction.id"] = e.id;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const sev = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR" }[e.level];
      const payload: Record<string, unknown> = { message: full };
      if (e.id) payload.trace = e.id;
      return [
        JSON.stringify({
          timestamp: iso(e.p),
          severity: sev,
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: ns, pod_name: `${e.svc}-${(e.svc.length * 13) % 7}` },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const first = `ts=${iso(e.p)} level=${e.level} svc=${e.svc} msg=${JSON.stringify(e.msg)}${e.id ? ` trace=${e.id}` : ""}`;
      return [first, ...(e.stack ?? [])];
    }
    case "compose": {
      const lv = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR" }[e.level].padEnd(8);
      const pre = `${e.svc}-1`.padEnd(pad);
      const first = `${pre} | ${plain(e.p)} | ${lv} | ${e.msg}${e.id ? ` [${e.id}]` : ""}`;
      return [first, ...(e.stack ?? []).map((s) => `${pre} | ${s}`)];
    }
  }
}
