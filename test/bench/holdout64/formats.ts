// The six line shapes of the dev set's README, with multi-line stacks where the shape allows them.
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

export type Level = "debug" | "info" | "warn" | "error" | "fatal";

export interface Ev {
  t: number; // true time, ms since epoch
  svc: string;
  level: Level;
  msg: string;
  stack?: string; // exception text, first line is "Type: message" style, then frames
  trace?: string;
  pod?: string;
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

const errKind = (stack: string) => {
  if (stack.startsWith("Traceback")) {
    const last = stack.trim().split("\n").pop() ?? "";
    return last.split(":")[0];
  }
  const first = stack.split("\n").find((l) => /[A-Za-z]/.test(l)) ?? stack;
  const m = /^(?:Unhandled exception\. )?([\w.$:]+?)(?::|$|\s)/.exec(first.trim());
  return m ? m[1] : "Error";
};

const q = (s: string) => `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;

/** One event as printed at `printed` ms; may span several physical lines (logfmt, compose). */
export function render(fmt: Format, e: Ev, printed: number, ns: string, pad: number): string {
  const lv = LV[fmt][e.level];
  const pod = e.pod ?? `${e.svc}-0`;
  switch (fmt) {
    case "jsonl": {
      const o: Record<string, unknown> = { timestamp: iso(printed), service: e.svc, level: lv, message: e.msg };
      if (e.stack) o.message = `${e.msg}\n${e.stack}`;
      if (e.trace) o.trace_id = e.trace;
      return JSON.stringify(o);
    }
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(printed),
        status: lv,
        service: e.svc,
        message: e.msg,
        host: pod,
        ddsource: "kubernetes",
      };
      if (e.stack) o.error = { kind: errKind(e.stack), stack: e.stack };
      if (e.trace) o.dd = { trace_id: e.trace };
      return JSON.stringify(o);
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(printed),
        "log.level": lv,
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
        "host.name": pod,
      };
      if (e.stack) {
        o["error.type"] = errKind(e.stack);
        o["error.stack_trace"] = e.stack;
      }
      if (e.trace) o["trace.id"] = e.trace;
      return JSON.stringify(o);
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: e.stack ? `${e.msg}\n${e.stack}` : e.msg };
      if (e.trace) payload.trace = e.trace;
      return JSON.stringify({
        timestamp: iso(printed),
        severity: lv,
        resource: { type: "k8s_container", labels: { container_name: e.svc, namespace_name: ns, pod_name: pod } },
        jsonPayload: payload,
      });
    }
    case "logfmt": {
      let s = `ts=${iso(printed)} level=${lv} svc=${e.svc} msg=${q(e.msg)}`;
      if (e.trace) s += ` trace=${e.trace}`;
      if (e.stack) s += `\n${e.stack}`;
      return s;
    }
    case "compose": {
      const prefix = `${`${e.svc}-1`.padEnd(pad)} | `;
      let s = `${prefix}${plain(printed)} | ${lv.padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      if (e.stack) for (const l of e.stack.split("\n")) s += `\n${prefix}${l}`;
      return s;
    }
  }
}
