// Renders one event as a line (or lines) of the six formats of shared/data/incidents/README.md.
import type { Ev, Format, Level } from "./types.js";

export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

const LV: Record<Format, Record<Level, string>> = {
  jsonl: { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "fatal" },
  datadog: { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" },
  ecs: { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" },
  gcp: { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" },
  logfmt: { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "fatal" },
  compose: { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" },
};

const q = (s: string) => `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;

/** Renders `e` printed at `printed` (ms, skew included); `pad` is the compose prefix width. */
export function render(fmt: Format, e: Ev, printed: number, pad: number, ns: string): string {
  const iso = new Date(printed).toISOString();
  const lv = LV[fmt][e.level];
  const full = e.stack ? `${e.msg}\n${e.stack.join("\n")}` : e.msg;
  switch (fmt) {
    case "jsonl":
      return JSON.stringify({
        timestamp: iso,
        service: e.svc,
        level: lv,
        message: e.trace ? `${full} trace=${e.trace}` : full,
      });
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso,
        status: lv,
        service: e.svc,
        message: e.msg,
        host: `${e.svc}-${ns}`,
        ddsource: "kubernetes",
      };
      if (e.stack) o.error = { stack: e.stack.join("\n"), message: e.msg };
      if (e.trace) o.http = { request_id: e.trace };
      return JSON.stringify(o);
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso,
        "log.level": lv,
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
      };
      if (e.stack) o["error.stack_trace"] = e.stack.join("\n");
      if (e.trace) o["trace.id"] = e.trace;
      return JSON.stringify(o);
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: full };
      if (e.trace) payload.request_id = e.trace;
      return JSON.stringify({
        timestamp: iso,
        severity: lv,
        resource: {
          type: "k8s_container",
          labels: { container_name: e.svc, namespace_name: ns, pod_name: `${e.svc}-0` },
        },
        jsonPayload: payload,
      });
    }
    case "logfmt": {
      const head = `ts=${iso} level=${lv} svc=${e.svc} msg=${q(e.msg)}${e.trace ? ` trace=${e.trace}` : ""}`;
      return e.stack ? `${head}\n${e.stack.join("\n")}` : head;
    }
    case "compose": {
      const d = iso.replace("T", " ").replace("Z", "");
      const head = `${`${e.svc}-1`.padEnd(pad)} | ${d} | ${lv.padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      return e.stack ? `${head}\n${e.stack.join("\n")}` : head;
    }
  }
}
