// Renders one event in one of the dev set's six line shapes (printed time already skewed).
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

export type Level = "DEBUG" | "INFO" | "WARN" | "ERROR" | "FATAL";

export interface Ev {
  t: number; // true time, ms
  svc: string;
  lvl: Level;
  msg: string;
  stack?: string;
  trace?: string;
  seq: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

export function render(fmt: Format, e: Ev, printed: number, pad: number, ns: string): string {
  const full = e.stack ? `${e.msg}\n${e.stack}` : e.msg;
  switch (fmt) {
    case "jsonl":
      return JSON.stringify({ timestamp: iso(printed), service: e.svc, level: e.lvl.toLowerCase(), message: full });
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(printed),
        status: e.lvl === "WARN" ? "warn" : e.lvl.toLowerCase(),
        service: e.svc,
        message: full,
        host: `${e.svc}.node-${(e.seq % 3) as number}`,
        ddsource: "custom",
      };
      if (e.trace) o.http = { request_id: e.trace };
      return JSON.stringify(o);
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(printed),
        "log.level": e.lvl === "WARN" ? "WARN" : e.lvl,
        "service.name": e.svc,
        message: e.msg,
        "event.dataset": `${e.svc}.log`,
      };
      if (e.stack) o["error.stack_trace"] = e.stack;
      if (e.trace) o["transaction.id"] = e.trace;
      return JSON.stringify(o);
    }
    case "gcp": {
      const sev = e.lvl === "WARN" ? "WARNING" : e.lvl === "FATAL" ? "CRITICAL" : e.lvl;
      const payload: Record<string, unknown> = { message: full };
      if (e.trace) payload.trace = e.trace;
      return JSON.stringify({
        timestamp: iso(printed),
        severity: sev,
        resource: {
          type: "k8s_container",
          labels: { container_name: e.svc, namespace_name: ns, pod_name: `${e.svc}-${e.seq % 2}` },
        },
        jsonPayload: payload,
      });
    }
    case "logfmt": {
      const lvl = e.lvl === "WARN" ? "warn" : e.lvl.toLowerCase();
      const head = `ts=${iso(printed)} level=${lvl} svc=${e.svc} msg=${JSON.stringify(e.msg)}${e.trace ? ` trace=${e.trace}` : ""}`;
      return e.stack ? `${head}\n${e.stack}` : head;
    }
    case "compose": {
      const name = `${e.svc}-1`.padEnd(pad);
      const ts = iso(printed).replace("T", " ").replace("Z", "");
      const head = `${name} | ${ts} | ${e.lvl.padEnd(8)} | ${e.msg}${e.trace ? ` [${e.trace}]` : ""}`;
      if (!e.stack) return head;
      return [head, ...e.stack.split("\n").map((l) => `${name} | ${l}`)].join("\n");
    }
  }
}
