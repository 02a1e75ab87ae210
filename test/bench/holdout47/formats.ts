// The dev set's six line shapes (shared/data/incidents/README.md), one renderer each.
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export type Level = "debug" | "info" | "warn" | "error" | "fatal";
export const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

/** One printed record: time as printed (skew applied), service, level, message, optional stack lines. */
export interface Printed {
  ts: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  trace?: string;
}

const iso = (ms: number) => new Date(ms).toISOString();
const J = JSON.stringify;

export function render(f: Format, p: Printed, composeWidth: number, namespace: string): string[] {
  const full = p.stack?.length ? `${p.msg}\n${p.stack.join("\n")}` : p.msg;
  switch (f) {
    case "jsonl":
      return [J({ timestamp: iso(p.ts), service: p.svc, level: p.level, message: full })];
    case "datadog": {
      const status = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" }[p.level];
      const o: Record<string, unknown> = {
        "@timestamp": iso(p.ts),
        status,
        service: p.svc,
        message: full,
        host: `${p.svc}.node-${p.svc.length % 4}`,
        ddsource: "custom",
      };
      if (p.trace) o.http = { request_id: p.trace };
      return [J(o)];
    }
    case "ecs": {
      const lvl = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" }[p.level];
      const o: Record<string, unknown> = {
        "@timestamp": iso(p.ts),
        "log.level": lvl,
        "service.name": p.svc,
        message: p.msg,
      };
      if (p.stack?.length) o["error.stack_trace"] = p.stack.join("\n");
      o["event.dataset"] = `${p.svc}.log`;
      if (p.trace) o["transaction.id"] = p.trace;
      return [J(o)];
    }
    case "gcp": {
      const sev = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" }[p.level];
      const payload: Record<string, unknown> = { message: full };
      if (p.trace) payload.trace = p.trace;
      return [
        J({
          timestamp: iso(p.ts),
          severity: sev,
          resource: {
            type: "k8s_container",
            labels: { container_name: p.svc, namespace_name: namespace, pod_name: `${p.svc}-0` },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const lines = full.split("\n");
      const head = `ts=${iso(p.ts)} level=${p.level} svc=${p.svc} msg=${J(lines[0])}${p.trace ? ` trace=${p.trace}` : ""}`;
      return [head, ...lines.slice(1)];
    }
    case "compose": {
      const lvl = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" }[p.level];
      const prefix = `${`${p.svc}-1`.padEnd(composeWidth)} | `;
      const t = iso(p.ts).replace("T", " ").replace("Z", "");
      const lines = full.split("\n");
      return [
        `${prefix}${t} | ${lvl.padEnd(8)} | ${lines[0]}${p.trace ? ` [${p.trace}]` : ""}`,
        ...lines.slice(1).map((l) => `${prefix}${l}`),
      ];
    }
  }
}
