// The dev set's six line shapes (jsonl, datadog, ecs, gcp, logfmt, compose), one event in, raw lines out.
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

export type Level = "info" | "warn" | "error";

/** One printed event: `ts` is the printed time (true time plus the service's skew). */
export interface Printed {
  ts: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  node: number;
  trace?: string;
}

const iso = (ms: number) => new Date(ms).toISOString();

export function render(fmt: Format, e: Printed, ns: string, pad: number): string[] {
  const full = e.stack?.length ? `${e.msg}\n${e.stack.join("\n")}` : e.msg;
  switch (fmt) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(e.ts), service: e.svc, level: e.level, message: full })];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.ts),
        status: e.level,
        service: e.svc,
        message: full,
        host: `${e.svc}.node-${e.node}`,
        ddsource: "custom",
      };
      if (e.trace) o.http = { request_id: e.trace };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.ts),
        "log.level": e.level.toUpperCase(),
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
      };
      if (e.stack?.length) o["error.stack_trace"] = e.stack.join("\n");
      if (e.trace) o["transaction.id"] = e.trace;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const p: Record<string, unknown> = { message: full };
      if (e.trace) p.trace = e.trace;
      return [
        JSON.stringify({
          timestamp: iso(e.ts),
          severity: e.level === "warn" ? "WARNING" : e.level.toUpperCase(),
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: ns, pod_name: `${e.svc}-${e.node}` },
          },
          jsonPayload: p,
        }),
      ];
    }
    case "logfmt": {
      const m = e.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      const head = `ts=${iso(e.ts)} level=${e.level} svc=${e.svc} msg="${m}"${e.trace ? ` trace=${e.trace}` : ""}`;
      return [head, ...(e.stack ?? [])];
    }
    case "compose": {
      const p = `${e.svc}-1`.padEnd(pad);
      const t = iso(e.ts).replace("T", " ").replace("Z", "");
      const lv = (e.level === "warn" ? "WARNING" : e.level.toUpperCase()).padEnd(8);
      const tr = e.trace ? ` [${e.trace}]` : "";
      return [`${p}| ${t} | ${lv} | ${e.msg}${tr}`, ...(e.stack ?? []).map((s) => `${p}| ${s}`)];
    }
  }
}
