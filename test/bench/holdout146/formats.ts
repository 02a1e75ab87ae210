// The six line layouts of the README: one event in, one or more physical lines out.
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export const FORMATS: readonly Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
export type Level = "DEBUG" | "INFO" | "WARN" | "ERROR" | "FATAL";

export interface Event {
  /** printed time (true time plus the service's clock skew), ms since epoch */
  at: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  /** request correlation as the estate writes it (x-request-id value or traceparent), if any */
  rid?: string;
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
const lower = (l: Level) => (l === "WARN" ? "warn" : l.toLowerCase());

export interface RenderCtx {
  namespace: string;
  ridField: "request_id" | "traceparent" | null;
  composeWidth: number;
}

export function render(f: Format, e: Event, c: RenderCtx): string[] {
  const msgWithStack = e.stack ? `${e.msg}\n${e.stack.join("\n")}` : e.msg;
  switch (f) {
    case "jsonl": {
      return [JSON.stringify({ timestamp: iso(e.at), service: e.svc, level: lower(e.level), message: msgWithStack })];
    }
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.at),
        status: e.level === "WARN" ? "warning" : e.level === "FATAL" ? "critical" : lower(e.level),
        service: e.svc,
        message: msgWithStack,
        host: `${e.svc}.${c.namespace}`,
        ddsource: "container",
      };
      if (e.rid && c.ridField) o.http = { [c.ridField]: e.rid };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.at),
        "log.level": e.level,
        "service.name": e.svc,
        message: e.msg,
      };
      if (e.stack) o["error.stack_trace"] = e.stack.join("\n");
      o["event.dataset"] = `${e.svc}.log`;
      if (e.rid && c.ridField) o[c.ridField === "traceparent" ? "trace.id" : "http.request.id"] = ridValue(e.rid);
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: msgWithStack };
      if (e.rid && c.ridField) payload[c.ridField] = e.rid;
      const o = {
        timestamp: iso(e.at),
        severity: e.level === "WARN" ? "WARNING" : e.level === "FATAL" ? "CRITICAL" : e.level,
        resource: {
          type: "k8s_container",
          labels: {
            container_name: e.svc,
            namespace_name: c.namespace,
            pod_name: `${e.svc.replace(/_/g, "-")}-${podSuffix(e.svc)}`,
          },
        },
        jsonPayload: payload,
      };
      return [JSON.stringify(o)];
    }
    case "logfmt": {
      const q = e.msg.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
      let line = `ts=${iso(e.at)} level=${lower(e.level)} svc=${e.svc} msg="${q}"`;
      if (e.rid && c.ridField) line += ` ${c.ridField === "traceparent" ? "traceparent" : "req_id"}=${e.rid}`;
      return e.stack ? [line, ...e.stack] : [line];
    }
    case "compose": {
      const name = `${e.svc}-1`.padEnd(c.composeWidth);
      const ts = iso(e.at).replace("T", " ").replace("Z", "");
      const lvl = (e.level === "WARN" ? "WARNING" : e.level).padEnd(8);
      const tail = e.rid && c.ridField ? ` [${ridValue(e.rid)}]` : "";
      const first = `${name} | ${ts} | ${lvl} | ${e.msg}${tail}`;
      return e.stack ? [first, ...e.stack.map((s) => `${name} | ${s}`)] : [first];
    }
  }
}

function ridValue(rid: string): string {
  // a W3C traceparent carries the trace id as its second field
  const m = /^00-([0-9a-f]{32})-/.exec(rid);
  return m ? m[1] : rid;
}

function podSuffix(svc: string): string {
  let h = 0;
  for (const ch of svc) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return `${(h % 0xfffff).toString(16).padStart(5, "0")}-${((h >>> 7) % 0xfffff).toString(36).slice(0, 5)}`;
}
