// Renders one log record in each of the six layouts of the incidents README.
import type { Format, Lvl } from "./types.js";

export interface Rec {
  t: number; // printed epoch ms (true time + the service's clock skew)
  svc: string;
  l: Lvl;
  msg: string;
  trace?: string;
  st?: string;
}

export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

const UP: Record<Lvl, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };
const GCP: Record<Lvl, string> = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" };
const DD: Record<Lvl, string> = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" };
const COMPOSE: Record<Lvl, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};

const iso = (t: number) => new Date(t).toISOString();

/** One record as one or more text lines; `pad` is the compose prefix width. */
export function render(f: Format, r: Rec, pad: number, ns: string): string[] {
  const full = r.st ? `${r.msg}\n${r.st}` : r.msg;
  switch (f) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(r.t), service: r.svc, level: r.l, message: full })];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(r.t),
        status: DD[r.l],
        service: r.svc,
        message: full,
        host: `${r.svc}.${ns}`,
        ddsource: "custom",
      };
      if (r.trace) o.http = { request_id: r.trace };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(r.t),
        "log.level": UP[r.l],
        "service.name": r.svc,
        message: r.msg,
        "event.dataset": `${r.svc}.log`,
      };
      if (r.st) o["error.stack_trace"] = r.st;
      if (r.trace) o["transaction.id"] = r.trace;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const p: Record<string, unknown> = { message: full };
      if (r.trace) p.trace = r.trace;
      return [
        JSON.stringify({
          timestamp: iso(r.t),
          severity: GCP[r.l],
          resource: {
            type: "k8s_container",
            labels: { container_name: r.svc, namespace_name: ns, pod_name: `${r.svc}-${r.svc.length % 3}` },
          },
          jsonPayload: p,
        }),
      ];
    }
    case "logfmt": {
      const [first, ...rest] = full.split("\n");
      const head = `ts=${iso(r.t)} level=${r.l} svc=${r.svc} msg=${JSON.stringify(first)}${r.trace ? ` trace=${r.trace}` : ""}`;
      return [head, ...rest];
    }
    case "compose": {
      const d = iso(r.t).replace("T", " ").replace("Z", "");
      const pre = `${r.svc}-1`.padEnd(pad);
      const lines = full.split("\n");
      const head = `${pre} | ${d} | ${COMPOSE[r.l].padEnd(8)} | ${lines[0]}${r.trace ? ` [${r.trace}]` : ""}`;
      return [head, ...lines.slice(1).map((x) => `${pre} | ${x}`)];
    }
  }
}
