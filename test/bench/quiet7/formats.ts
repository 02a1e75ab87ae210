// The dev set's six line shapes (shared/data/incidents): one event in, one or more printed lines out.
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

/** One printed event: t is the printed time (true time plus the service's skew). */
export interface Ev {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  trace?: string;
  errType?: string;
}

const iso = (t: number) => new Date(t).toISOString();

const LV: Record<Format, Record<Level, string>> = {
  jsonl: { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "error" },
  datadog: { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "emergency" },
  ecs: { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" },
  gcp: { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" },
  logfmt: { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "fatal" },
  compose: { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" },
};

/** Renders one event; `width` pads the compose prefix; `ns` is the k8s namespace for gcp. */
export function render(f: Format, e: Ev, width: number, ns: string, node: number): string[] {
  const lv = LV[f][e.level];
  const full = e.stack?.length ? `${e.msg}\n${e.stack.join("\n")}` : e.msg;
  switch (f) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(e.t), service: e.svc, level: lv, message: full })];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.t),
        status: lv,
        service: e.svc,
        message: full,
        host: `${e.svc}.node-${node}`,
        ddsource: "custom",
      };
      if (e.trace) o.http = { request_id: e.trace };
      if (e.errType) o.error = { kind: e.errType };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.t),
        "log.level": lv,
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
      };
      if (e.trace) o["transaction.id"] = e.trace;
      if (e.errType) o["error.type"] = e.errType;
      if (e.stack?.length) o["error.stack_trace"] = e.stack.join("\n");
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const p: Record<string, unknown> = { message: full };
      if (e.trace) p.trace = e.trace;
      return [
        JSON.stringify({
          timestamp: iso(e.t),
          severity: lv,
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: ns, pod_name: `${e.svc}-${node}` },
          },
          jsonPayload: p,
        }),
      ];
    }
    case "logfmt": {
      const head = `ts=${iso(e.t)} level=${lv} svc=${e.svc} msg=${JSON.stringify(e.msg)}${e.trace ? ` trace=${e.trace}` : ""}`;
      return [head, ...(e.stack ?? [])];
    }
    case "compose": {
      const pre = `${e.svc}-1`.padEnd(width);
      const ts = iso(e.t).replace("T", " ").replace("Z", "");
      const lines = e.msg.split("\n");
      const out = [`${pre} | ${ts} | ${lv.padEnd(8)} | ${lines[0]}${e.trace ? ` [${e.trace}]` : ""}`];
      for (const l of [...lines.slice(1), ...(e.stack ?? [])]) out.push(`${pre} | ${l}`);
      return out;
    }
  }
}
