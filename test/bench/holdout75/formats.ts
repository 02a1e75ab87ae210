// Renders one event in each of the dev set's six shapes (multi-line stacks where the shape allows).
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export type Lvl = "debug" | "info" | "warn" | "error";

export const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

export interface Ev {
  /** printed time (true time plus the service's skew), ms since epoch */
  t: number;
  svc: string;
  lvl: Lvl;
  msg: string;
  stack?: string;
  trace?: string;
}

const GCP: Record<Lvl, string> = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR" };
const ECS: Record<Lvl, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR" };

export function render(ev: Ev, fmt: Format, ns: string, pad: number): string[] {
  const iso = new Date(ev.t).toISOString();
  const full = ev.stack ? `${ev.msg}\n${ev.stack}` : ev.msg;
  switch (fmt) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso, service: ev.svc, level: ev.lvl, message: full })];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso,
        status: ev.lvl,
        service: ev.svc,
        message: ev.msg,
        host: `${ev.svc}-${hostSuffix(ev.svc)}`,
        ddsource: "kubernetes",
        env: "prod",
      };
      if (ev.stack) o.error = { stack: ev.stack, kind: errorKind(ev.stack) };
      if (ev.trace) o.dd = { trace_id: ev.trace };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso,
        "log.level": ECS[ev.lvl],
        "service.name": ev.svc,
        message: ev.msg,
        "event.dataset": `${ev.svc}.log`,
        "ecs.version": "8.11.0",
      };
      if (ev.stack) o["error.stack_trace"] = ev.stack;
      if (ev.trace) o["trace.id"] = ev.trace;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: full };
      if (ev.trace) payload.trace_id = ev.trace;
      return [
        JSON.stringify({
          timestamp: iso,
          severity: GCP[ev.lvl],
          resource: {
            type: "k8s_container",
            labels: { container_name: ev.svc, namespace_name: ns, pod_name: `${ev.svc}-${hostSuffix(ev.svc)}` },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const head = `ts=${iso} level=${ev.lvl} svc=${ev.svc} msg=${JSON.stringify(ev.msg)}${ev.trace ? ` trace_id=${ev.trace}` : ""}`;
      return ev.stack ? [head, ...ev.stack.split("\n")] : [head];
    }
    case "compose": {
      const p = `${`${ev.svc}-1`.padEnd(pad)}| `;
      const ts = iso.replace("T", " ").replace("Z", "");
      const lv = (ev.lvl === "warn" ? "WARNING" : ev.lvl.toUpperCase()).padEnd(8);
      const head = `${p}${ts} | ${lv} | ${ev.msg}${ev.trace ? ` [${ev.trace}]` : ""}`;
      return ev.stack ? [head, ...ev.stack.split("\n").map((l) => `${p}${l}`)] : [head];
    }
  }
}

function hostSuffix(svc: string): string {
  let h = 7;
  for (const c of svc) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return `${(h % 0xfffff).toString(16).padStart(5, "0")}-${"abcdefghjk"[h % 10]}${"mnpqrstvwx"[(h >>> 4) % 10]}`;
}

/** The exception class a stack names: the last line of a Python traceback, the first line elsewhere. */
function errorKind(stack: string): string {
  const lines = stack.split("\n");
  const line = lines[0].startsWith("Traceback")
    ? ([...lines].reverse().find((l) => /^[A-Za-z_][\w.]*:/.test(l)) ?? lines[lines.length - 1])
    : lines[0];
  return line.split(":")[0].trim();
}
