// The six dev-set line shapes (README of the incident dev set), multi-line stacks where the shape allows.
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export type Level = "debug" | "info" | "warn" | "error" | "fatal";

export interface Ev {
  t: number; // true time, ms
  svc: string;
  level: Level;
  msg: string;
  stack?: string[]; // first line = exception header, rest = frames
  trace?: string;
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
const spaceTs = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");

const DD: Record<Level, string> = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" };
const ECS: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };
const GCP: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};
const CMP: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};

export interface RenderCtx {
  namespace: string;
  podSuffix: Record<string, string>;
  width: number;
}

function errKind(stack: string[]): string {
  const head = stack[0] ?? "";
  const m = head.match(/^([\w.$]+(?:Error|Exception|Exit|Fault|panic)?)[:\s]/);
  return m ? m[1] : head.split(" ")[0];
}

/** Returns the printed line(s) of one event, `printed` being true time plus the service's clock skew. */
export function render(f: Format, e: Ev, printed: number, ctx: RenderCtx): string[] {
  const stackText = e.stack ? e.stack.join("\n") : "";
  switch (f) {
    case "jsonl": {
      const o: Record<string, unknown> = {
        timestamp: iso(printed),
        service: e.svc,
        level: e.level,
        message: e.stack ? `${e.msg}\n${stackText}` : e.msg,
      };
      if (e.trace) o.trace_id = e.trace;
      return [JSON.stringify(o)];
    }
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(printed),
        status: DD[e.level],
        service: e.svc,
        message: e.msg,
        host: `${e.svc}-${ctx.podSuffix[e.svc] ?? "0"}`,
        ddsource: "custom",
      };
      if (e.trace) o.http = { request_id: e.trace };
      if (e.stack) o.error = { kind: errKind(e.stack), message: e.stack[0], stack: stackText };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(printed),
        "log.level": ECS[e.level],
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
      };
      if (e.trace) o["transaction.id"] = e.trace;
      if (e.stack) {
        o["error.type"] = errKind(e.stack);
        o["error.message"] = e.stack[0];
        o["error.stack_trace"] = stackText;
      }
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: e.stack ? `${e.msg}\n${stackText}` : e.msg };
      if (e.trace) payload.trace = e.trace;
      return [
        JSON.stringify({
          timestamp: iso(printed),
          severity: GCP[e.level],
          resource: {
            type: "k8s_container",
            labels: {
              container_name: e.svc,
              namespace_name: ctx.namespace,
              pod_name: `${e.svc}-${ctx.podSuffix[e.svc] ?? "0"}`,
            },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const [first, ...more] = e.msg.split("\n");
      const msg = first.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      const head = `ts=${iso(printed)} level=${e.level === "fatal" ? "crit" : e.level} svc=${e.svc} msg="${msg}"${e.trace ? ` trace=${e.trace}` : ""}`;
      return [head, ...more, ...(e.stack ?? [])];
    }
    case "compose": {
      const [first, ...more] = e.msg.split("\n");
      const name = `${e.svc}-1`.padEnd(ctx.width);
      const head = `${name} | ${spaceTs(printed)} | ${CMP[e.level].padEnd(8)} | ${first}${e.trace ? ` [${e.trace}]` : ""}`;
      return [head, ...[...more, ...(e.stack ?? [])].map((s) => `${name} | ${s}`)];
    }
  }
}
