// The six line shapes of the dev set; multi-line stack traces where each shape allows them.
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export type Level = "DEBUG" | "INFO" | "WARN" | "ERROR" | "FATAL";
export const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];

export interface Printed {
  at: number; // printed epoch ms (true time plus the service's skew)
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  trace?: string;
  runtime: string;
  host: string;
}

const iso = (ms: number) => new Date(ms).toISOString();
const plain = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");
const withStack = (p: Printed) => (p.stack ? `${p.msg}\n${p.stack.join("\n")}` : p.msg);
const q = (s: string) => `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;

/** The exception class a stack names (Python puts it on the last line). */
const kindOf = (st: string[]): string => {
  const line = (st[0]?.startsWith("Traceback") ? st.at(-1) : st[0]) ?? "Error";
  return (
    line
      .trim()
      .replace(/^what\(\):\s*/, "")
      .split(": ")[0] ?? "Error"
  );
};

const DD: Record<Level, string> = { DEBUG: "debug", INFO: "info", WARN: "warn", ERROR: "error", FATAL: "critical" };
const GCP: Record<Level, string> = {
  DEBUG: "DEBUG",
  INFO: "INFO",
  WARN: "WARNING",
  ERROR: "ERROR",
  FATAL: "CRITICAL",
};
const COMPOSE: Record<Level, string> = {
  DEBUG: "DEBUG",
  INFO: "INFO",
  WARN: "WARNING",
  ERROR: "ERROR",
  FATAL: "CRITICAL",
};

export function render(p: Printed, fmt: Format, namespace: string, padTo: number): string[] {
  switch (fmt) {
    case "jsonl":
      return [
        JSON.stringify({ timestamp: iso(p.at), service: p.svc, level: p.level.toLowerCase(), message: withStack(p) }),
      ];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(p.at),
        status: DD[p.level],
        service: p.svc,
        message: p.msg,
        host: p.host,
        ddsource: p.runtime,
      };
      if (p.trace) o.dd = { trace_id: p.trace };
      if (p.stack) o.error = { kind: kindOf(p.stack), stack: p.stack.join("\n") };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(p.at),
        "log.level": p.level === "FATAL" ? "FATAL" : p.level,
        "service.name": p.svc,
        message: p.msg,
        "event.dataset": `${p.svc}.log`,
        "host.name": p.host,
      };
      if (p.trace) o["trace.id"] = p.trace;
      if (p.stack) o["error.stack_trace"] = p.stack.join("\n");
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: withStack(p) };
      if (p.trace) payload.trace = p.trace;
      return [
        JSON.stringify({
          timestamp: iso(p.at),
          severity: GCP[p.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: p.svc, namespace_name: namespace, pod_name: p.host },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const head = `ts=${iso(p.at)} level=${p.level === "FATAL" ? "crit" : p.level.toLowerCase()} svc=${p.svc} msg=${q(p.msg)}${p.trace ? ` trace=${p.trace}` : ""}`;
      return [head, ...(p.stack ?? [])];
    }
    case "compose": {
      const pre = `${p.svc}-1`.padEnd(padTo);
      const head = `${pre} | ${plain(p.at)} | ${COMPOSE[p.level].padEnd(8)} | ${p.msg}${p.trace ? ` [${p.trace}]` : ""}`;
      return [head, ...(p.stack ?? []).map((l) => `${pre} | ${l}`)];
    }
  }
}
