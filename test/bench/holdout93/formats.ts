// The six line shapes of the dev set (README table), one rendered event at a time.
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export type Level = "debug" | "info" | "warn" | "error" | "fatal";

export interface Ev {
  t: number; // printed time (ms since epoch, clock skew included)
  svc: string;
  lvl: Level;
  msg: string;
  stack?: string[];
  trace?: string;
  host?: string;
}

export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

const iso = (t: number) => new Date(t).toISOString();
const full = (e: Ev) => (e.stack ? `${e.msg}\n${e.stack.join("\n")}` : e.msg);
const errKind = (e: Ev) => (e.stack?.[0] ?? "").split(/[:\s]/)[0] || "Error";

export function render(f: Format, e: Ev, ns: string, pad: number, traceKey: string | null): string[] {
  switch (f) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(e.t), service: e.svc, level: e.lvl, message: full(e) })];
    case "datadog": {
      const status = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" }[e.lvl];
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.t),
        status,
        service: e.svc,
        message: e.msg,
        host: e.host ?? `${e.svc}.${ns}`,
        ddsource: "custom",
      };
      if (e.trace) o.dd = { trace_id: e.trace };
      if (e.stack) o.error = { kind: errKind(e), message: e.stack[0], stack: e.stack.join("\n") };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.t),
        "log.level": e.lvl === "fatal" ? "FATAL" : e.lvl.toUpperCase(),
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
      };
      if (e.trace) o["trace.id"] = e.trace;
      if (e.stack) {
        o["error.type"] = errKind(e);
        o["error.stack_trace"] = e.stack.join("\n");
      }
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const severity = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" }[e.lvl];
      const payload: Record<string, unknown> = { message: full(e) };
      if (e.trace) payload[traceKey ?? "trace"] = e.trace;
      return [
        JSON.stringify({
          timestamp: iso(e.t),
          severity,
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: ns, pod_name: e.host ?? `${e.svc}-0` },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const lvl = e.lvl === "fatal" ? "crit" : e.lvl;
      const tr = e.trace ? ` ${traceKey ?? "trace"}=${e.trace}` : "";
      const msg = e.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      return [`ts=${iso(e.t)} level=${lvl} svc=${e.svc} msg="${msg}"${tr}`, ...(e.stack ?? [])];
    }
    case "compose": {
      const prefix = `${e.svc}-1`.padEnd(pad, " ");
      const ts = iso(e.t).replace("T", " ").replace("Z", "");
      const lvl = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" }[e.lvl].padEnd(8);
      const tr = e.trace ? ` [${e.trace}]` : "";
      return [`${prefix} | ${ts} | ${lvl} | ${e.msg}${tr}`, ...(e.stack ?? []).map((s) => `${prefix} | ${s}`)];
    }
  }
}
