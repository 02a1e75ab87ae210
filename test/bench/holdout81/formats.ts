// Renders one event in one of the dev set's six formats (README shapes), multi-line where the format allows.
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export type Level = "DEBUG" | "INFO" | "WARN" | "ERROR" | "FATAL";

export interface Ev {
  t: number; // printed epoch ms (skew applied)
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  trace?: string;
}

const lower: Record<Level, string> = { DEBUG: "debug", INFO: "info", WARN: "warn", ERROR: "error", FATAL: "critical" };
const gcpSev: Record<Level, string> = {
  DEBUG: "DEBUG",
  INFO: "INFO",
  WARN: "WARNING",
  ERROR: "ERROR",
  FATAL: "CRITICAL",
};
const composeLvl: Record<Level, string> = {
  DEBUG: "DEBUG",
  INFO: "INFO",
  WARN: "WARNING",
  ERROR: "ERROR",
  FATAL: "CRITICAL",
};

const iso = (t: number) => new Date(t).toISOString();
const full = (e: Ev) => (e.stack?.length ? `${e.msg}\n${e.stack.join("\n")}` : e.msg);

export function render(
  ev: Ev,
  fmt: Format,
  ctx: { namespace: string; pad: number; replica: (s: string) => number },
): string[] {
  let e = ev;
  if ((fmt === "logfmt" || fmt === "compose") && e.msg.includes("\n")) {
    const [first, ...rest] = e.msg.split("\n");
    e = { ...e, msg: first ?? "", stack: [...rest, ...(e.stack ?? [])] };
  }
  switch (fmt) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(e.t), service: e.svc, level: lower[e.level], message: full(e) })];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.t),
        status: lower[e.level],
        service: e.svc,
        message: full(e),
        host: `${e.svc}.node-${ctx.replica(e.svc)}`,
        ddsource: "custom",
      };
      if (e.trace) o.http = { request_id: e.trace };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.t),
        "log.level": e.level === "FATAL" ? "FATAL" : e.level,
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
      };
      if (e.stack?.length) o["error.stack_trace"] = e.stack.join("\n");
      if (e.trace) o["transaction.id"] = e.trace;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: full(e) };
      if (e.trace) payload.trace = e.trace;
      return [
        JSON.stringify({
          timestamp: iso(e.t),
          severity: gcpSev[e.level],
          resource: {
            type: "k8s_container",
            labels: {
              container_name: e.svc,
              namespace_name: ctx.namespace,
              pod_name: `${e.svc}-${ctx.replica(e.svc)}`,
            },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const msg = e.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      const head = `ts=${iso(e.t)} level=${lower[e.level] === "critical" ? "fatal" : lower[e.level]} svc=${e.svc} msg="${msg}"${e.trace ? ` trace=${e.trace}` : ""}`;
      return [head, ...(e.stack ?? [])];
    }
    case "compose": {
      const prefix = `${`${e.svc}-1`.padEnd(ctx.pad)} | `;
      const ts = iso(e.t).replace("T", " ").replace("Z", "");
      const head = `${prefix}${ts} | ${composeLvl[e.level].padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      return [head, ...(e.stack ?? []).map((l) => `${prefix}${l}`)];
    }
  }
}
