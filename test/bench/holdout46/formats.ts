// The dev set's six line shapes (../shared/data/incidents/README.md): one event in, one or more physical lines out.
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

export type Level = "info" | "warn" | "error" | "fatal";

/** One printed event: `ts` is the printed time (true time plus the service's clock skew). */
export interface Printed {
  ts: number;
  service: string;
  level: Level;
  message: string;
  stack?: string;
  trace?: string;
  node: number;
}

const LV: Record<Format, Record<Level, string>> = {
  jsonl: { info: "info", warn: "warn", error: "error", fatal: "fatal" },
  datadog: { info: "info", warn: "warn", error: "error", fatal: "emergency" },
  ecs: { info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" },
  gcp: { info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" },
  logfmt: { info: "info", warn: "warn", error: "error", fatal: "fatal" },
  compose: { info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" },
};

const iso = (ms: number) => new Date(ms).toISOString();

/** Renders one event; `width` is the compose prefix width, `ns` the GCP namespace. */
export function render(fmt: Format, e: Printed, width: number, ns: string): string[] {
  const lv = LV[fmt][e.level];
  const full = e.stack ? `${e.message}\n${e.stack}` : e.message;
  switch (fmt) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(e.ts), service: e.service, level: lv, message: full })];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.ts),
        status: lv,
        service: e.service,
        message: full,
        host: `${e.service}.node-${e.node}`,
        ddsource: "custom",
      };
      if (e.trace) o.http = { request_id: e.trace };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.ts),
        "log.level": lv,
        "service.name": e.service,
        message: e.message,
        "event.dataset": `${e.service}.log`,
      };
      if (e.trace) o["transaction.id"] = e.trace;
      if (e.stack) o["error.stack_trace"] = e.stack;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: full };
      if (e.trace) payload.trace = e.trace;
      return [
        JSON.stringify({
          timestamp: iso(e.ts),
          severity: lv,
          resource: {
            type: "k8s_container",
            labels: { container_name: e.service, namespace_name: ns, pod_name: `${e.service}-${e.node}` },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const [first, ...rest] = full.split("\n");
      const msg = first.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      return [
        `ts=${iso(e.ts)} level=${lv} svc=${e.service} msg="${msg}"${e.trace ? ` trace=${e.trace}` : ""}`,
        ...rest,
      ];
    }
    case "compose": {
      const name = `${e.service}-1`.padEnd(width);
      const [d, t] = iso(e.ts).replace("Z", "").split("T");
      const [first, ...rest] = full.split("\n");
      return [
        `${name} | ${d} ${t} | ${lv.padEnd(8)} | ${first}${e.trace ? ` [${e.trace}]` : ""}`,
        ...rest.map((r) => `${name} | ${r}`),
      ];
    }
  }
}
