// The six line shapes of the dev set's README, one renderer each; stack traces ride along as each format allows.
export type Level = "DEBUG" | "INFO" | "WARN" | "ERROR" | "FATAL";
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

/** One log event: true time `t`, printed time `pt` (clock skew applied). */
export interface Ev {
  t: number;
  pt?: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string;
  rid?: string;
  host?: string;
  source?: string;
}

export interface RenderCtx {
  namespace: string;
  width: number;
}

const DD_SOURCE: Record<string, string> = { node: "nodejs", dotnet: "csharp", cpp: "custom" };
const lower = (l: Level) => (l === "WARN" ? "warn" : l === "FATAL" ? "critical" : l.toLowerCase());
const gcpSev = (l: Level) => (l === "WARN" ? "WARNING" : l === "FATAL" ? "CRITICAL" : l);
const errKind = (stack: string) => {
  const first =
    stack.split("\n").find((l) => /[A-Za-z]+(Error|Exception|Exceeded|panic)/.test(l)) ?? stack.split("\n")[0];
  const m = first.match(/([\w.:]+(?:Error|Exception|Exceeded))/);
  return m ? m[1] : first.slice(0, 60);
};

export function render(fmt: Format, e: Ev, ctx: RenderCtx): string[] {
  const ts = new Date(e.pt ?? e.t).toISOString();
  const full = e.stack ? `${e.msg}\n${e.stack}` : e.msg;
  switch (fmt) {
    case "jsonl":
      return [JSON.stringify({ timestamp: ts, service: e.svc, level: lower(e.level), message: full })];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": ts,
        status: e.level === "FATAL" ? "emergency" : lower(e.level),
        service: e.svc,
        message: e.msg,
        host: e.host ?? `${e.svc}.node-0`,
        ddsource: DD_SOURCE[e.source ?? ""] ?? e.source ?? "custom",
      };
      if (e.rid) o.dd = { trace_id: e.rid };
      if (e.stack) o.error = { kind: errKind(e.stack), stack: e.stack };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": ts,
        "log.level": e.level === "FATAL" ? "FATAL" : e.level,
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
      };
      if (e.rid) o["trace.id"] = e.rid;
      if (e.stack) {
        o["error.type"] = errKind(e.stack);
        o["error.stack_trace"] = e.stack;
      }
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: full };
      if (e.rid) payload.trace = e.rid;
      return [
        JSON.stringify({
          timestamp: ts,
          severity: gcpSev(e.level),
          resource: {
            type: "k8s_container",
            labels: { container_name: e.svc, namespace_name: ctx.namespace, pod_name: e.host ?? `${e.svc}-0` },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const msg = e.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      const head = `ts=${ts} level=${lower(e.level)} svc=${e.svc} msg="${msg}"${e.rid ? ` trace=${e.rid}` : ""}`;
      return e.stack ? [head, ...e.stack.split("\n")] : [head];
    }
    case "compose": {
      const prefix = `${e.svc}-1`.padEnd(ctx.width);
      const stamp = ts.replace("T", " ").replace("Z", "");
      const lvl = (e.level === "WARN" ? "WARNING" : e.level === "FATAL" ? "CRITICAL" : e.level).padEnd(8);
      const head = `${prefix} | ${stamp} | ${lvl} | ${e.msg}${e.rid ? ` [${e.rid}]` : ""}`;
      return e.stack ? [head, ...e.stack.split("\n").map((l) => `${prefix} | ${l}`)] : [head];
    }
  }
}
