// Renders one event in the dev set's six shapes (see the incidents README); stacks stay multi-line.
import type { Ev, Format } from "./types.js";

const iso = (t: number) => new Date(t).toISOString();
const spaced = (t: number) => iso(t).replace("T", " ").replace("Z", "");

const DD = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" } as const;
const ECS = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" } as const;
const GCP = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" } as const;
const COMPOSE = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" } as const;

export interface RenderOpts {
  namespace: string;
  pad: number; // compose prefix width
  pod(svc: string): string;
}

export function render(ev: Ev, printed: number, f: Format, o: RenderOpts): string[] {
  const full = ev.stack?.length ? `${ev.msg}\n${ev.stack.join("\n")}` : ev.msg;
  switch (f) {
    case "jsonl":
      return [
        JSON.stringify({
          timestamp: iso(printed),
          service: ev.svc,
          level: ev.level === "fatal" ? "error" : ev.level,
          message: full,
        }),
      ];
    case "datadog": {
      const rec: Record<string, unknown> = {
        "@timestamp": iso(printed),
        status: DD[ev.level],
        service: ev.svc,
        message: ev.msg,
        host: o.pod(ev.svc),
        ddsource: "custom",
      };
      if (ev.stack?.length) rec.error = { stack: ev.stack.join("\n") };
      if (ev.trace) rec.dd = { trace_id: ev.trace };
      return [JSON.stringify(rec)];
    }
    case "ecs": {
      const rec: Record<string, unknown> = {
        "@timestamp": iso(printed),
        "log.level": ECS[ev.level],
        "service.name": ev.svc,
        message: ev.msg,
        "event.dataset": `${ev.svc}.log`,
      };
      if (ev.stack?.length) rec["error.stack_trace"] = ev.stack.join("\n");
      if (ev.trace) rec["trace.id"] = ev.trace;
      return [JSON.stringify(rec)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: full };
      if (ev.trace) payload.trace = ev.trace;
      return [
        JSON.stringify({
          timestamp: iso(printed),
          severity: GCP[ev.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: ev.svc, namespace_name: o.namespace, pod_name: o.pod(ev.svc) },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const lvl = ev.level === "fatal" ? "error" : ev.level;
      const msg = ev.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      const head = `ts=${iso(printed)} level=${lvl} svc=${ev.svc} msg="${msg}"${ev.trace ? ` trace=${ev.trace}` : ""}`;
      return [head, ...(ev.stack ?? [])];
    }
    case "compose": {
      const name = `${ev.svc}-1`.padEnd(o.pad);
      const head = `${name} | ${spaced(printed)} | ${COMPOSE[ev.level].padEnd(8)} | ${ev.msg}${ev.trace ? ` [${ev.trace}]` : ""}`;
      return [head, ...(ev.stack ?? []).map((s) => `${name} | ${s}`)];
    }
  }
}
