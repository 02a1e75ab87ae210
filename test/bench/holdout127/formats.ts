// The six dev-set line shapes (jsonl, datadog, ecs, gcp, logfmt, compose) for one aggregated stream.
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export type Level = "debug" | "info" | "warn" | "error" | "fatal";

export interface Ev {
  /** printed time in ms (true time plus the service's clock skew) */
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string;
  id?: string;
}

export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

const iso = (t: number) => new Date(t).toISOString();
const spaced = (t: number) => iso(t).replace("T", " ").replace("Z", "");

const DD: Record<Level, string> = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" };
const ECS: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };
const GCP: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};
const PY: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" };

function line(e0: Ev, f: Format, pad: number, ns: string): string[] {
  let e = e0;
  if ((f === "logfmt" || f === "compose") && e.msg.includes("\n")) {
    const [first, ...rest] = e.msg.split("\n");
    e = { ...e, msg: first ?? "", stack: [...rest, ...(e.stack ? [e.stack] : [])].join("\n") };
  }
  const full = e.stack ? `${e.msg}\n${e.stack}` : e.msg;
  switch (f) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(e.t), service: e.svc, level: e.level, message: full })];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.t),
        status: DD[e.level],
        service: e.svc,
        message: e.msg,
        host: `${e.svc}-${ns}`,
        ddsource: "custom",
      };
      if (e.stack) o.error = { stack: e.stack };
      if (e.id) o.http = { request_id: e.id };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.t),
        "log.level": ECS[e.level],
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
      };
      if (e.stack) o["error.stack_trace"] = e.stack;
      if (e.id) o["transaction.id"] = e.id;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const p: Record<string, unknown> = { message: full };
      if (e.id) p.trace = e.id;
      return [
        JSON.stringify({
          timestamp: iso(e.t),
          severity: GCP[e.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: ns, pod_name: `${e.svc}-${ns.length % 3}` },
          },
          jsonPayload: p,
        }),
      ];
    }
    case "logfmt": {
      const m = e.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      const head = `ts=${iso(e.t)} level=${e.level === "fatal" ? "crit" : e.level} svc=${e.svc} msg="${m}"${e.id ? ` trace=${e.id}` : ""}`;
      return e.stack ? [head, ...e.stack.split("\n")] : [head];
    }
    case "compose": {
      const pre = `${e.svc}-1`.padEnd(pad);
      const head = `${pre} | ${spaced(e.t)} | ${PY[e.level].padEnd(8)} | ${e.msg}${e.id ? ` [${e.id}]` : ""}`;
      return e.stack ? [head, ...e.stack.split("\n").map((s) => `${pre} | ${s}`)] : [head];
    }
  }
}

/** Renders events (already sorted by printed time) as text; returns the text and its line count. */
export function render(evs: Ev[], f: Format, ns: string): { text: string; lines: number } {
  const pad = Math.max(...evs.map((e) => e.svc.length)) + 3;
  const out: string[] = [];
  for (const e of evs) out.push(...line(e, f, pad, ns));
  return { text: `${out.join("\n")}\n`, lines: out.length };
}
