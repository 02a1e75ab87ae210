// Renders one record in each of the dev set's six formats (see the incidents README).
export type Level = "debug" | "info" | "warn" | "error" | "fatal";
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export const FORMATS: readonly Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

/** One log event: `t` is the true time in ms, `stack` extra raw lines, `id` a request/trace id. */
export interface Rec {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  id?: string;
}

const UP: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };
const GCP: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};
const DD: Record<Level, string> = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" };
const COMPOSE: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};

const iso = (ms: number) => new Date(ms).toISOString();
const plain = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");

export interface RenderCtx {
  ns: string;
  hosts: Record<string, string>;
  width: number;
}

/** The printed lines of one record; `printed` is the skewed time. */
export function render(f: Format, r: Rec, printed: number, c: RenderCtx): string[] {
  const full = r.stack?.length ? `${r.msg}\n${r.stack.join("\n")}` : r.msg;
  switch (f) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(printed), service: r.svc, level: r.level, message: full })];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(printed),
        status: DD[r.level],
        service: r.svc,
        message: r.msg,
        host: c.hosts[r.svc] ?? r.svc,
        ddsource: "custom",
      };
      if (r.stack?.length) {
        const kind = /\b(Errno::\w+|[A-Za-z_][\w.]*(?:Exception|Error))\b/.exec(full)?.[1];
        o.error = kind ? { kind, stack: r.stack.join("\n") } : { stack: r.stack.join("\n") };
      }
      if (r.id) o.http = { request_id: r.id };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(printed),
        "log.level": UP[r.level],
        "service.name": r.svc,
        message: r.msg,
        "event.dataset": `${r.svc}.log`,
      };
      if (r.stack?.length) o["error.stack_trace"] = r.stack.join("\n");
      if (r.id) o["trace.id"] = r.id;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const p: Record<string, unknown> = { message: full };
      if (r.id) p.trace = r.id;
      return [
        JSON.stringify({
          timestamp: iso(printed),
          severity: GCP[r.level],
          resource: {
            type: "k8s_container",
            labels: { container_name: r.svc, namespace_name: c.ns, pod_name: c.hosts[r.svc] ?? `${r.svc}-0` },
          },
          jsonPayload: p,
        }),
      ];
    }
    case "logfmt": {
      const head = `ts=${iso(printed)} level=${r.level} svc=${r.svc} msg=${JSON.stringify(r.msg)}${r.id ? ` trace=${r.id}` : ""}`;
      return [head, ...(r.stack ?? [])];
    }
    case "compose": {
      const pre = `${r.svc}-1`.padEnd(c.width, " ");
      const head = `${pre} | ${plain(printed)} | ${COMPOSE[r.level].padEnd(8, " ")} | ${r.msg}${r.id ? ` [${r.id}]` : ""}`;
      return [head, ...(r.stack ?? []).map((s) => `${pre} | ${s}`)];
    }
  }
}
