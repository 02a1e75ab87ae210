// Renders one event in each of the dev set's six shapes; multi-line stacks where the shape allows.
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export type Level = "DEBUG" | "INFO" | "WARN" | "ERROR" | "FATAL";

export interface Ev {
  t: number; // true time, ms
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  trace?: string;
  pod?: number;
}

export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

const iso = (ms: number) => new Date(ms).toISOString();
const plain = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");

const DD: Record<Level, string> = { DEBUG: "debug", INFO: "info", WARN: "warn", ERROR: "error", FATAL: "critical" };
const GCP: Record<Level, string> = {
  DEBUG: "DEBUG",
  INFO: "INFO",
  WARN: "WARNING",
  ERROR: "ERROR",
  FATAL: "CRITICAL",
};
const PY: Record<Level, string> = {
  DEBUG: "DEBUG",
  INFO: "INFO",
  WARN: "WARNING",
  ERROR: "ERROR",
  FATAL: "CRITICAL",
};

function errKind(e: Ev): string {
  const first = e.stack?.[0] ?? "";
  const m = /^([\w.$]+(?:Exception|Error|Fault)\b)/.exec(first) ?? /^(\w+Error)\b/.exec(first);
  return m ? m[1] : "error";
}

/** Line-oriented formats keep the first line of a message and continue the rest on raw lines. */
function splitMsg(e: Ev): Ev {
  const [first, ...rest] = e.msg.split("\n");
  return { ...e, msg: first, stack: [...rest, ...(e.stack ?? [])] };
}

export function render(f: Format, e: Ev, printed: number, ns: string, padTo: number): string[] {
  const full = e.stack && e.stack.length > 0 ? `${e.msg}\n${e.stack.join("\n")}` : e.msg;
  const pod = `${e.svc}-${e.pod ?? 0}`;
  switch (f) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(printed), service: e.svc, level: DD[e.level], message: full })];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(printed),
        status: DD[e.level],
        service: e.svc,
        message: e.msg,
        host: `${e.svc}.${ns}-${e.pod ?? 0}`,
        ddsource: "custom",
      };
      if (e.stack && e.stack.length > 0) o.error = { kind: errKind(e), stack: e.stack.join("\n") };
      if (e.trace) o.dd = { trace_id: e.trace };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(printed),
        "log.level": e.level === "FATAL" ? "FATAL" : e.level,
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
      };
      if (e.stack && e.stack.length > 0) {
        o["error.type"] = errKind(e);
        o["error.stack_trace"] = e.stack.join("\n");
      }
      if (e.trace) o["trace.id"] = e.trace;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: full };
      if (e.trace) payload.trace_id = e.trace;
      return [
        JSON.stringify({
          timestamp: iso(printed),
          severity: GCP[e.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: ns, pod_name: `${e.svc}-${ns.length}f${e.pod ?? 0}c` },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      if (e.msg.includes("\n")) return render(f, splitMsg(e), printed, ns, padTo);
      const lv = e.level === "WARN" ? "warn" : e.level.toLowerCase();
      const m = e.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      const head = `ts=${iso(printed)} level=${lv} svc=${e.svc} msg="${m}"${e.trace ? ` trace=${e.trace}` : ""}`;
      return [head, ...(e.stack ?? [])];
    }
    case "compose": {
      if (e.msg.includes("\n")) return render(f, splitMsg(e), printed, ns, padTo);
      const prefix = `${`${e.svc}-1`.padEnd(padTo)} | `;
      const lv = PY[e.level].padEnd(8);
      const head = `${prefix}${plain(printed)} | ${lv} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      return [head, ...(e.stack ?? []).map((s) => `${prefix}${s}`)];
    }
  }
  return [pod];
}
