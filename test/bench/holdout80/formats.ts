// The six aggregated-log shapes of the dev set, one rendered event at a time (stack traces as each shape carries them).

export type Fmt = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export type Lvl = "debug" | "info" | "warn" | "error" | "fatal";

export const FORMATS: readonly Fmt[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
export const EXT: Record<Fmt, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

/** One log event as printed: `t` already carries the service's clock skew. */
export interface Ev {
  t: number;
  svc: string;
  lvl: Lvl;
  msg: string;
  stack?: string[];
  errType?: string;
  trace?: string;
  host: string;
}

const UPPER: Record<Lvl, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };
const GCP: Record<Lvl, string> = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" };
const DD: Record<Lvl, string> = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" };

const iso = (t: number) => new Date(t).toISOString();
const withStack = (e: Ev) => (e.stack?.length ? `${e.msg}\n${e.stack.join("\n")}` : e.msg);

export function render(fmt: Fmt, e: Ev, ns: string, pad: number): string[] {
  switch (fmt) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(e.t), service: e.svc, level: e.lvl, message: withStack(e) })];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.t),
        status: DD[e.lvl],
        service: e.svc,
        message: e.msg,
        host: e.host,
        ddsource: "container",
      };
      if (e.stack?.length) o.error = { kind: e.errType ?? "Error", stack: e.stack.join("\n") };
      if (e.trace) o.http = { request_id: e.trace };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.t),
        "log.level": UPPER[e.lvl],
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
        "host.name": e.host,
      };
      if (e.trace) o["trace.id"] = e.trace;
      if (e.stack?.length) {
        o["error.type"] = e.errType ?? "Error";
        o["error.stack_trace"] = e.stack.join("\n");
      }
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: withStack(e) };
      if (e.trace) payload.trace = e.trace;
      return [
        JSON.stringify({
          timestamp: iso(e.t),
          severity: GCP[e.lvl],
          resource: { type: "k8s_container", labels: { container_name: e.svc, namespace_name: ns, pod_name: e.host } },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const msg = e.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      const head = `ts=${iso(e.t)} level=${e.lvl} svc=${e.svc} msg="${msg}"${e.trace ? ` trace=${e.trace}` : ""}`;
      return [head, ...(e.stack ?? [])];
    }
    case "compose": {
      const prefix = `${e.svc}-1`.padEnd(pad);
      const ts = iso(e.t).replace("T", " ").slice(0, 23);
      const head = `${prefix}| ${ts} | ${GCP[e.lvl].padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      return [head, ...(e.stack ?? []).map((l) => `${prefix}| ${l}`)];
    }
  }
}
