// The six line shapes of the dev set's README, with multi-line stack traces where each shape allows them.
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export type Level = "DEBUG" | "INFO" | "WARN" | "ERROR" | "FATAL";

export interface Printed {
  at: number; // printed epoch ms (true time + service skew)
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  trace?: string;
  host: string;
  errKind?: string;
}

const iso = (ms: number) => new Date(ms).toISOString();
const plain = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");

export function fileExt(f: Format): string {
  return { jsonl: "jsonl", datadog: "json", ecs: "ndjson", gcp: "json", logfmt: "log", compose: "log" }[f];
}

export function render(f: Format, p: Printed, padTo: number, namespace: string): string[] {
  const full = p.stack?.length ? `${p.msg}\n${p.stack.join("\n")}` : p.msg;
  switch (f) {
    case "jsonl":
      return [
        JSON.stringify({
          timestamp: iso(p.at),
          service: p.svc,
          level: { DEBUG: "debug", INFO: "info", WARN: "warn", ERROR: "error", FATAL: "fatal" }[p.level],
          message: full,
        }),
      ];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(p.at),
        status: { DEBUG: "debug", INFO: "info", WARN: "warn", ERROR: "error", FATAL: "critical" }[p.level],
        service: p.svc,
        message: p.msg,
        host: p.host,
        ddsource: "custom",
      };
      if (p.stack?.length) o.error = { kind: p.errKind ?? "Error", message: p.msg, stack: p.stack.join("\n") };
      if (p.trace) o.dd = { trace_id: p.trace };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(p.at),
        "log.level": p.level,
        "service.name": p.svc,
        message: p.msg,
        "event.dataset": `${p.svc}.log`,
        "host.name": p.host,
      };
      if (p.stack?.length) {
        o["error.type"] = p.errKind ?? "Error";
        o["error.stack_trace"] = p.stack.join("\n");
      }
      if (p.trace) o["trace.id"] = p.trace;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: full };
      if (p.trace) payload.trace = p.trace;
      return [
        JSON.stringify({
          timestamp: iso(p.at),
          severity: { DEBUG: "DEBUG", INFO: "INFO", WARN: "WARNING", ERROR: "ERROR", FATAL: "CRITICAL" }[p.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: p.svc, namespace_name: namespace, pod_name: p.host },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const lvl = { DEBUG: "debug", INFO: "info", WARN: "warn", ERROR: "error", FATAL: "fatal" }[p.level];
      const head = `ts=${iso(p.at)} level=${lvl} svc=${p.svc} msg=${JSON.stringify(p.msg)}${p.trace ? ` trace=${p.trace}` : ""}`;
      return [head, ...(p.stack ?? [])];
    }
    case "compose": {
      const prefix = `${`${p.svc}-1`.padEnd(padTo)} | `;
      const lvl = { DEBUG: "DEBUG", INFO: "INFO", WARN: "WARNING", ERROR: "ERROR", FATAL: "CRITICAL" }[p.level];
      const head = `${prefix}${plain(p.at)} | ${lvl.padEnd(8)} | ${p.msg}${p.trace ? ` [${p.trace}]` : ""}`;
      return [head, ...(p.stack ?? []).map((s) => `${prefix}${s}`)];
    }
  }
}
