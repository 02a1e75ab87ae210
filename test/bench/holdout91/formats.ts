// The dev set's six line shapes (see the incidents README): one event in, one or more printed lines out.
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export type Level = "DEBUG" | "INFO" | "WARN" | "ERROR" | "FATAL";

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
  /** printed time in ms (clock skew already applied) */
  t: number;
  svc: string;
  lvl: Level;
  msg: string;
  stack?: string[];
  trace?: string;
}

const iso = (t: number) => new Date(t).toISOString();
const lower: Record<Level, string> = { DEBUG: "debug", INFO: "info", WARN: "warn", ERROR: "error", FATAL: "critical" };
const gcpSev: Record<Level, string> = {
  DEBUG: "DEBUG",
  INFO: "INFO",
  WARN: "WARNING",
  ERROR: "ERROR",
  FATAL: "CRITICAL",
};
const full = (e: Ev) => (e.stack?.length ? `${e.msg}\n${e.stack.join("\n")}` : e.msg);

export function render(f: Format, e: Ev, namespace: string, padTo: number): string[] {
  switch (f) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(e.t), service: e.svc, level: lower[e.lvl], message: full(e) })];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.t),
        status: e.lvl === "WARN" ? "warn" : lower[e.lvl],
        service: e.svc,
        message: full(e),
        host: `${e.svc}.${namespace}-${(e.svc.length % 3) + 1}`,
        ddsource: "java",
      };
      if (e.trace) o["dd.trace_id"] = e.trace;
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.t),
        "log.level": e.lvl === "FATAL" ? "FATAL" : e.lvl,
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
      };
      if (e.stack?.length) o["error.stack_trace"] = e.stack.join("\n");
      if (e.trace) o["trace.id"] = e.trace;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: full(e) };
      if (e.trace) payload.trace = e.trace;
      return [
        JSON.stringify({
          timestamp: iso(e.t),
          severity: gcpSev[e.lvl],
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: namespace, pod_name: `${e.svc}-${podSuffix(e.svc)}` },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const msg = e.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      const head = `ts=${iso(e.t)} level=${lower[e.lvl] === "critical" ? "fatal" : lower[e.lvl]} svc=${e.svc} msg="${msg}"${e.trace ? ` trace=${e.trace}` : ""}`;
      return [head, ...(e.stack ?? [])];
    }
    case "compose": {
      const p = `${e.svc}-1`.padEnd(padTo + 2);
      const ts = iso(e.t).replace("T", " ").replace("Z", "");
      const lvl = (e.lvl === "WARN" ? "WARNING" : e.lvl === "FATAL" ? "CRITICAL" : e.lvl).padEnd(8);
      const head = `${p} | ${ts} | ${lvl} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      return [head, ...(e.stack ?? []).map((l) => `${p} | ${l}`)];
    }
  }
}

function podSuffix(svc: string): string {
  const abc = "bcdfghjklmnpqrstvwxz2456789";
  let h = 7;
  let out = "";
  for (let i = 0; i < 15; i++) {
    for (const c of svc) h = (Math.imul(h, 31) + c.charCodeAt(0) + i) >>> 0;
    out += abc[h % abc.length];
  }
  return `${out.slice(0, 10)}-${out.slice(10)}`;
}
