// One event -> the printed line(s) of one of the six formats (shared/data/incidents/README.md).
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
  /** printed epoch ms (true time + the service's skew) */
  t: number;
  svc: string;
  lvl: Level;
  msg: string;
  stack?: string;
  trace?: string;
}

const iso = (t: number) => new Date(t).toISOString();
const composeTs = (t: number) => iso(t).replace("T", " ").replace("Z", "");

const UPPER: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };
const GCP: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" };
const COMPOSE: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};

export function render(format: Format, e: Ev, pad: number, ns: string): string[] {
  switch (format) {
    case "jsonl": {
      const o: Record<string, unknown> = { timestamp: iso(e.t), service: e.svc, level: e.lvl, message: e.msg };
      if (e.trace) o.trace_id = e.trace;
      if (e.stack) o.stack = e.stack;
      return [JSON.stringify(o)];
    }
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.t),
        status: e.lvl === "fatal" ? "critical" : e.lvl === "warn" ? "warn" : e.lvl,
        service: e.svc,
        message: e.msg,
        host: `ip-${e.svc.length * 7 + 10}-0-${(e.svc.charCodeAt(0) % 200) + 3}.ec2.internal`,
        ddsource: "container",
      };
      if (e.trace) o.http = { request_id: e.trace };
      if (e.stack) o.error = { stack: e.stack, message: e.msg.slice(0, 160) };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.t),
        "log.level": UPPER[e.lvl],
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.app`,
      };
      if (e.trace) o["trace.id"] = e.trace;
      if (e.stack) {
        o["error.stack_trace"] = e.stack;
        const ls = e.stack.split("\n");
        const head = (ls[0].startsWith("Traceback") ? ls[ls.length - 1] : ls[0]).match(
          /^([\w.$]+(?:Exception|Error)\w*):/,
        );
        if (head) o["error.type"] = head[1];
      }
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: e.stack ? `${e.msg}\n${e.stack}` : e.msg };
      if (e.trace) payload.trace = e.trace;
      return [
        JSON.stringify({
          timestamp: iso(e.t),
          severity: GCP[e.lvl],
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: ns, pod_name: `${e.svc}-${podSuffix(e.svc)}` },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const head = `ts=${iso(e.t)} level=${e.lvl === "fatal" ? "crit" : e.lvl} svc=${e.svc} msg=${JSON.stringify(e.msg)}${e.trace ? ` trace=${e.trace}` : ""}`;
      return e.stack ? [head, ...e.stack.split("\n")] : [head];
    }
    case "compose": {
      const name = `${e.svc}-1`.padEnd(pad);
      const head = `${name} | ${composeTs(e.t)} | ${COMPOSE[e.lvl].padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      return e.stack ? [head, ...e.stack.split("\n").map((l) => `${name} | ${l}`)] : [head];
    }
  }
}

function podSuffix(svc: string): string {
  let h = 0;
  for (const c of svc) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return `${h.toString(36).slice(0, 5)}-${(h >>> 7).toString(36).slice(0, 5)}`;
}
