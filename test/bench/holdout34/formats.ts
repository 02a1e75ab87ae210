// The dev set's six line shapes (shared/data/incidents/README.md), one renderer each. Multi-line messages (stack
// traces) go where each shipper puts them: ECS error.stack_trace, JSON shapes inline with \n, logfmt and compose on
// continuation lines.
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

export interface Printed {
  /** Printed time (true time plus the service's clock skew), epoch ms. */
  at: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  /** Trace / job id carried by the line, if any. */
  trace?: string;
}

const LV: Record<Format, Record<Level, string>> = {
  jsonl: { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "error" },
  datadog: { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" },
  ecs: { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" },
  gcp: { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" },
  logfmt: { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "fatal" },
  compose: { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" },
};

const iso = (ms: number) => new Date(ms).toISOString();
const plain = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");
const q = (s: string) => `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;

/** Renders one event as the file lines of `fmt`; `ns` is the estate's namespace, `width` the compose prefix width. */
export function render(fmt: Format, p: Printed, ns: string, width: number): string[] {
  const lv = LV[fmt][p.level];
  const full = p.stack?.length ? `${p.msg}\n${p.stack.join("\n")}` : p.msg;
  switch (fmt) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(p.at), service: p.svc, level: lv, message: full })];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(p.at),
        status: lv,
        service: p.svc,
        message: full,
        host: `${p.svc}.node-${(p.svc.length % 3) + 1}`,
        ddsource: "custom",
      };
      if (p.trace) o.http = { request_id: p.trace };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(p.at),
        "log.level": lv,
        "service.name": p.svc,
        message: p.msg,
      };
      if (p.stack?.length) o["error.stack_trace"] = p.stack.join("\n");
      o["event.dataset"] = `${p.svc}.log`;
      if (p.trace) o["transaction.id"] = p.trace;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: full };
      if (p.trace) payload.trace = p.trace;
      return [
        JSON.stringify({
          timestamp: iso(p.at),
          severity: lv,
          resource: {
            type: "k8s_container",
            labels: { container_name: p.svc, namespace_name: ns, pod_name: `${p.svc}-0` },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const [first, ...rest] = p.msg.split("\n");
      const head = `ts=${iso(p.at)} level=${lv} svc=${p.svc} msg=${q(first)}${p.trace ? ` trace=${p.trace}` : ""}`;
      return [head, ...rest, ...(p.stack ?? [])];
    }
    case "compose": {
      const [first, ...rest] = p.msg.split("\n");
      const pre = `${p.svc}-1`.padEnd(width);
      const head = `${pre} | ${plain(p.at)} | ${lv.padEnd(8)} | ${first}${p.trace ? ` [${p.trace}]` : ""}`;
      return [head, ...[...rest, ...(p.stack ?? [])].map((s) => `${pre} | ${s}`)];
    }
  }
}
