// Renders one log event in each of the dev set's six shapes (jsonl, datadog, ecs, gcp, logfmt, compose).
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export const FORMATS: readonly Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
export type Level = "debug" | "info" | "warn" | "error" | "fatal";

export interface Ev {
  t: number; // true time, ms
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  trace?: string;
  keep?: boolean; // survives a muted service
}

export const FILE_EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

const iso = (ms: number) => new Date(ms).toISOString();
const plain = (ms: number) => iso(ms).replace("T", " ").slice(0, 23);
const DD: Record<Level, string> = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" };
const ECS: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };
const GCP: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};
const JL: Record<Level, string> = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "fatal" };

export interface RenderCtx {
  format: Format;
  namespace: string;
  composeWidth: number;
}

/** One event, printed at `printed` ms, as one or more physical lines. */
export function render(ev: Ev, printed: number, c: RenderCtx): string[] {
  const full = ev.stack?.length ? `${ev.msg}\n${ev.stack.join("\n")}` : ev.msg;
  switch (c.format) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(printed), service: ev.svc, level: JL[ev.level], message: full })];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(printed),
        status: DD[ev.level],
        service: ev.svc,
        message: ev.msg,
        host: `${ev.svc}.${c.namespace}`,
        ddsource: "custom",
      };
      if (ev.trace) o.http = { request_id: ev.trace };
      if (ev.stack?.length) o.error = { kind: errKind(ev.stack), stack: ev.stack.join("\n") };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(printed),
        "log.level": ECS[ev.level],
        "service.name": ev.svc,
        message: ev.msg,
        "event.dataset": `${ev.svc}.log`,
      };
      if (ev.trace) o["transaction.id"] = ev.trace;
      if (ev.stack?.length) {
        o["error.type"] = errKind(ev.stack);
        o["error.stack_trace"] = ev.stack.join("\n");
      }
      return [JSON.stringify(o)];
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
            labels: { container_name: ev.svc, namespace_name: c.namespace, pod_name: `${ev.svc}-0` },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const msg = ev.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      const head = `ts=${iso(printed)} level=${JL[ev.level] === "fatal" ? "crit" : JL[ev.level]} svc=${ev.svc} msg="${msg}"${ev.trace ? ` trace=${ev.trace}` : ""}`;
      return [head, ...(ev.stack ?? [])];
    }
    case "compose": {
      const pre = `${`${ev.svc}-1`.padEnd(c.composeWidth)} | `;
      const lvl = GCP[ev.level].padEnd(8);
      const head = `${pre}${plain(printed)} | ${lvl} | ${ev.msg}${ev.trace ? ` [${ev.trace}]` : ""}`;
      return [head, ...(ev.stack ?? []).map((l) => `${pre}${l}`)];
    }
  }
}

function errKind(stack: string[]): string {
  for (const l of stack) {
    const m = /([A-Za-z_.$]*(?:Exception|Error))\b/.exec(l);
    if (m?.[1]) return m[1];
  }
  return "Error";
}
