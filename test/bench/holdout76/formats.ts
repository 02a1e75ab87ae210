// The six line shapes of the dev set (jsonl, datadog, ecs, gcp, logfmt, compose), one event at a time.
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export type Level = "info" | "warn" | "error" | "fatal";

export interface LogEvent {
  t: number; // true epoch ms
  svc: string;
  level: Level;
  msg: string;
  stack?: string[]; // exception line first, then frames
  trace?: string;
  printed?: number; // epoch ms with the service's clock skew
  keep?: boolean; // still printed when its service has gone quiet
}

export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

const iso = (ms: number) => new Date(ms).toISOString();
/** The exception type of a stack: the first line naming an error or exception class. */
const kind = (st: string[]) =>
  st.find((l) => /^[A-Za-z_][\w.:$]*(Error|Exception|Failed)\b/.test(l))?.split(/:\s|\s\(/)[0];
const plain = (ms: number) => iso(ms).replace("T", " ").slice(0, 23);
const GCP_SEV: Record<Level, string> = { info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" };
const COMPOSE_LVL: Record<Level, string> = { info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" };

export function render(fmt: Format, e: LogEvent, width: number, ns: string): string[] {
  const ts = e.printed ?? e.t;
  const full = e.stack ? `${e.msg}\n${e.stack.join("\n")}` : e.msg;
  switch (fmt) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(ts), service: e.svc, level: e.level, message: full })];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(ts),
        status: e.level === "fatal" ? "critical" : e.level,
        service: e.svc,
        message: e.msg,
        host: `${e.svc}.${ns}`,
        ddsource: "custom",
      };
      if (e.stack) o.error = { kind: kind(e.stack), stack: e.stack.join("\n") };
      if (e.trace) o.http = { request_id: e.trace };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(ts),
        "log.level": e.level.toUpperCase(),
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
      };
      if (e.stack) {
        o["error.type"] = kind(e.stack);
        o["error.stack_trace"] = e.stack.join("\n");
      }
      if (e.trace) o["trace.id"] = e.trace;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: full };
      if (e.trace) payload.trace = e.trace;
      return [
        JSON.stringify({
          timestamp: iso(ts),
          severity: GCP_SEV[e.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: ns, pod_name: `${e.svc}-${podSuffix(e.svc)}` },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const head = `ts=${iso(ts)} level=${e.level} svc=${e.svc} msg=${JSON.stringify(e.msg)}${e.trace ? ` trace=${e.trace}` : ""}`;
      return [head, ...(e.stack ?? [])];
    }
    case "compose": {
      const name = `${e.svc}-1`.padEnd(width);
      const head = `${name} | ${plain(ts)} | ${COMPOSE_LVL[e.level].padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      return [head, ...(e.stack ?? []).map((l) => `${name} | ${l}`)];
    }
  }
}

function podSuffix(svc: string): string {
  let h = 7;
  for (const c of svc) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return `${h.toString(36).slice(0, 9)}-${(h >>> 7).toString(36).slice(0, 5)}`;
}
