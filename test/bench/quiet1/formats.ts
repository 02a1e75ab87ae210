// The six line shapes of shared/data/incidents/README.md, copied from its dev files.
import type { Ev, Format } from "./types.js";

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
const full = (e: Ev) => (e.stack?.length ? `${e.msg}\n${e.stack.join("\n")}` : e.msg);

const LV: Record<Format, Record<Ev["lvl"], string>> = {
  jsonl: { info: "info", warn: "warn", error: "error", fatal: "error" },
  datadog: { info: "info", warn: "warn", error: "error", fatal: "emergency" },
  ecs: { info: "INFO", warn: "WARN", error: "ERROR", fatal: "ERROR" },
  gcp: { info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" },
  logfmt: { info: "info", warn: "warn", error: "error", fatal: "error" },
  compose: { info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" },
};

export interface RenderOpts {
  namespace: string;
  /** printed time of an event (true time plus skew) */
  at: (e: Ev) => number;
  node: (svc: string) => number;
  composeWidth: number;
}

/** The lines of one event in a format (several for logfmt/compose stack traces). */
export function render(f: Format, e: Ev, o: RenderOpts): string[] {
  const ts = o.at(e);
  const lv = LV[f][e.lvl];
  switch (f) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(ts), service: e.svc, level: lv, message: full(e) })];
    case "datadog": {
      const rec: Record<string, unknown> = {
        "@timestamp": iso(ts),
        status: lv,
        service: e.svc,
        message: full(e),
        host: `${e.svc}.node-${o.node(e.svc)}`,
        ddsource: "custom",
      };
      if (e.trace) rec.http = { request_id: e.trace };
      return [JSON.stringify(rec)];
    }
    case "ecs": {
      const rec: Record<string, unknown> = {
        "@timestamp": iso(ts),
        "log.level": lv,
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
      };
      if (e.trace) rec["transaction.id"] = e.trace;
      if (e.stack?.length) rec["error.stack_trace"] = [e.msg, ...e.stack].join("\n");
      return [JSON.stringify(rec)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: full(e) };
      if (e.trace) payload.trace = e.trace;
      return [
        JSON.stringify({
          timestamp: iso(ts),
          severity: lv,
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: o.namespace, pod_name: `${e.svc}-${o.node(e.svc)}` },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const msg = e.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      const head = `ts=${iso(ts)} level=${lv} svc=${e.svc} msg="${msg}"${e.trace ? ` trace=${e.trace}` : ""}`;
      return [head, ...(e.stack ?? [])];
    }
    case "compose": {
      const pre = `${e.svc}-1`.padEnd(o.composeWidth);
      const head = `${pre} | ${plain(ts)} | ${lv.padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      return [head, ...(e.stack ?? []).map((s) => `${pre} | ${s}`)];
    }
  }
}
