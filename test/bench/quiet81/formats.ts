// The six printed shapes of the dev set, one event at a time; multi-line stacks where the shape allows.
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

export interface Ev {
  /** true time, ms since epoch */
  t: number;
  svc: string;
  lvl: Level;
  msg: string;
  stack?: string[];
  trace?: string;
}

const iso = (ms: number) => new Date(ms).toISOString();
const plain = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");

export interface RenderCtx {
  namespace: string;
  width: number;
  host: (svc: string) => string;
}

export function render(fmt: Format, e: Ev, printed: number, c: RenderCtx): string[] {
  const ts = iso(printed);
  const full = e.stack ? `${e.msg}\n${e.stack.join("\n")}` : e.msg;
  switch (fmt) {
    case "jsonl": {
      const o: Record<string, unknown> = { timestamp: ts, service: e.svc, level: e.lvl, message: full };
      if (e.trace) o.trace_id = e.trace;
      return [JSON.stringify(o)];
    }
    case "datadog": {
      const lvl = e.lvl === "fatal" ? "critical" : e.lvl;
      const o: Record<string, unknown> = {
        "@timestamp": ts,
        status: lvl,
        service: e.svc,
        message: e.msg,
        host: c.host(e.svc),
        ddsource: "custom",
      };
      if (e.stack) o.error = { stack: e.stack.join("\n") };
      if (e.trace) o.dd = { trace_id: e.trace };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": ts,
        "log.level": e.lvl.toUpperCase(),
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
      };
      if (e.stack) o["error.stack_trace"] = e.stack.join("\n");
      if (e.trace) o["trace.id"] = e.trace;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const sev = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" }[e.lvl];
      const payload: Record<string, unknown> = { message: full };
      if (e.trace) payload.trace = e.trace;
      return [
        JSON.stringify({
          timestamp: ts,
          severity: sev,
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: c.namespace, pod_name: c.host(e.svc) },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const msg = e.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      const head = `ts=${ts} level=${e.lvl} svc=${e.svc} msg="${msg}"${e.trace ? ` trace=${e.trace}` : ""}`;
      return [head, ...(e.stack ?? [])];
    }
    case "compose": {
      const lvl = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" }[e.lvl];
      const pre = `${`${e.svc}-1`.padEnd(c.width)} | `;
      const head = `${pre}${plain(printed)} | ${lvl.padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      return [head, ...(e.stack ?? []).map((s) => `${pre}${s}`)];
    }
  }
}
