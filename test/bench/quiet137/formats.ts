// Renders events into one of the six line formats of the incidents README, with each service's clock skew.
import type { Ev, Format, Level, Service } from "./types.js";

export interface Printed {
  t: number;
  ev: Ev;
}

const lower: Record<Level, string> = {
  TRACE: "trace",
  DEBUG: "debug",
  INFO: "info",
  WARN: "warn",
  ERROR: "error",
  FATAL: "fatal",
};
const gcpSev: Record<Level, string> = {
  TRACE: "DEBUG",
  DEBUG: "DEBUG",
  INFO: "INFO",
  WARN: "WARNING",
  ERROR: "ERROR",
  FATAL: "CRITICAL",
};
const dotnetEcs: Record<Level, string> = {
  TRACE: "Verbose",
  DEBUG: "Debug",
  INFO: "Information",
  WARN: "Warning",
  ERROR: "Error",
  FATAL: "Fatal",
};
const composeLvl: Record<Level, string> = {
  TRACE: "TRACE",
  DEBUG: "DEBUG",
  INFO: "INFO",
  WARN: "WARNING",
  ERROR: "ERROR",
  FATAL: "CRITICAL",
};

function ddTrace(hex: string): string {
  return BigInt(`0x${hex.slice(16)}`).toString();
}

/** The printed form of a message in text layouts: Spring adds thread and logger, tags carry ids. */
function textMsg(ev: Ev, svc: Service, withIds: boolean): string {
  let m = ev.msg;
  if (ev.kind && !m.includes(ev.kind) && !ev.stack?.includes(ev.kind)) m = `${ev.kind}: ${m}`;
  if (svc.runtime === "spring") {
    const thread = ev.thread ?? `http-nio-8080-exec-${(m.length % 37) + 1}`;
    m = `[${thread.slice(-15).padStart(15)}] ${(ev.logger ?? "c.s.Application").padEnd(40)} : ${m}`;
  }
  if (svc.runtime === "elixir") m = `${ev.corr ? `correlation_id=${ev.corr} ` : ""}${m}`;
  else if (withIds && ev.corr) m = `[${ev.corr}] ${m}`;
  if (withIds && ev.reqId && svc.role !== "proxy") m = `[${ev.reqId.slice(0, 8)}-${ev.reqId.slice(8, 12)}] ${m}`;
  if (withIds && ev.trace && svc.role !== "proxy") m = `${m} trace_id=${ev.trace} span_id=${ev.span}`;
  return m;
}

/** The error class a stacked event names: its kind, else the first `SomeError:` line of message or stack. */
function errKind(ev: Ev): string {
  if (ev.kind) return ev.kind;
  for (const line of [ev.msg, ...(ev.stack ?? "").split("\n")]) {
    const ex = line.match(/^\*\* \(([\w.]+)\)/) ?? line.match(/^([A-Za-z_][\w.$\\]*(?:Error|Exception))(?::|$)/);
    if (ex) return ex[1];
  }
  return "Error";
}

function q(s: string): string {
  return `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n").replace(/\t/g, "\\t")}"`;
}

export function render(fmt: Format, items: Printed[], services: Map<string, Service>, project: string): string[] {
  const out: string[] = [];
  const width = Math.max(...[...services.keys()].map((s) => s.length)) + 5;
  for (const { t, ev } of items) {
    const svc = services.get(ev.svc)!;
    const ts = new Date(t).toISOString();
    const split = svc.splitStacks && ev.stack && fmt !== "logfmt" && fmt !== "compose";
    const full = ev.stack && !split ? `${ev.msg}\n${ev.stack}` : ev.msg;
    const prefix = !!ev.kind && !ev.msg.includes(ev.kind) && !ev.stack?.includes(ev.kind);
    const withKind = prefix ? `${ev.kind}: ${full}` : full;
    switch (fmt) {
      case "jsonl": {
        const o: Record<string, unknown> = { timestamp: ts, service: ev.svc, level: ev.level, message: withKind };
        if (ev.trace) o.trace_id = ev.trace;
        if (ev.reqId) o.request_id = ev.reqId;
        if (ev.corr) o.correlation_id = ev.corr;
        out.push(JSON.stringify(o));
        break;
      }
      case "datadog": {
        const o: Record<string, unknown> = {
          "@timestamp": ts,
          status: lower[ev.level],
          service: ev.svc,
          host: `${ev.svc.replace(/_/g, "-")}-${hash(ev.svc)}`,
          ddsource: svc.runtime,
          message: ev.stack && !split ? ev.msg : withKind,
        };
        if (ev.logger) o["logger.name"] = ev.logger;
        if (ev.thread) o["logger.thread_name"] = ev.thread;
        if (ev.stack && !split) {
          o["error.kind"] = errKind(ev);
          o["error.stack"] = ev.stack;
        }
        if (ev.trace) {
          o["dd.trace_id"] = ddTrace(ev.trace);
          o["dd.span_id"] = BigInt(`0x${ev.span ?? "1"}`).toString();
        }
        if (ev.reqId) o["http.request_id"] = ev.reqId;
        if (ev.corr) o.correlation_id = ev.corr;
        out.push(JSON.stringify(o));
        break;
      }
      case "ecs": {
        const o: Record<string, unknown> = {
          "@timestamp": ts,
          "log.level": svc.runtime === "dotnet" ? dotnetEcs[ev.level] : lower[ev.level],
          "service.name": ev.svc,
          message: ev.stack && !split ? (prefix ? `${ev.kind}: ${ev.msg}` : ev.msg) : withKind,
          "ecs.version": "8.11.0",
        };
        if (ev.logger) o["log.logger"] = ev.logger;
        if (ev.thread) o["process.thread.name"] = ev.thread;
        if (ev.stack && !split) {
          o["error.type"] = errKind(ev);
          o["error.stack_trace"] = ev.stack;
        }
        if (ev.trace) {
          o["trace.id"] = ev.trace;
          o["span.id"] = ev.span;
        }
        if (ev.reqId) o["http.request.id"] = ev.reqId;
        if (ev.corr) o["labels.correlation_id"] = ev.corr;
        out.push(JSON.stringify(o));
        break;
      }
      case "gcp": {
        const resource = {
          type: "k8s_container",
          labels: {
            project_id: project,
            cluster_name: "prod-euw2",
            namespace_name: "default",
            pod_name: `${ev.svc.replace(/_/g, "-")}-${hash(ev.svc)}-${hash(`${ev.svc}x`).slice(0, 5)}`,
            container_name: ev.svc,
          },
        };
        const o: Record<string, unknown> = { timestamp: ts };
        if (svc.textPayload) {
          // Plain-text container: the agent only knows stdout from stderr.
          o.severity = ev.level === "INFO" || ev.level === "DEBUG" ? "INFO" : "ERROR";
          o.resource = resource;
          o.textPayload = textMsg({ ...ev, msg: full }, svc, true);
        } else {
          o.severity = gcpSev[ev.level];
          o.resource = resource;
          const jp: Record<string, unknown> = { message: withKind };
          if (ev.logger) jp.logger = ev.logger;
          if (ev.reqId) jp.request_id = ev.reqId;
          if (ev.corr) jp.correlation_id = ev.corr;
          o.jsonPayload = jp;
          if (ev.trace) {
            o["logging.googleapis.com/trace"] = `projects/${project}/traces/${ev.trace}`;
            o["logging.googleapis.com/spanId"] = ev.span;
          }
        }
        out.push(JSON.stringify(o));
        break;
      }
      case "logfmt": {
        let l = `ts=${ts} level=${lower[ev.level]} svc=${ev.svc}`;
        if (ev.logger) l += ` logger=${ev.logger}`;
        l += ` msg=${q(prefix ? `${ev.kind}: ${ev.msg}` : ev.msg)}`;
        if (ev.trace) l += ` trace_id=${ev.trace} span_id=${ev.span}`;
        if (ev.reqId) l += ` request_id=${ev.reqId}`;
        if (ev.corr) l += ` correlation_id=${ev.corr}`;
        out.push(l);
        if (ev.stack) out.push(...ev.stack.split("\n"));
        break;
      }
      case "compose": {
        const prefix = `${`${ev.svc}-1`.padEnd(width)}| `;
        const time = ts.replace("T", " ").replace("Z", "");
        out.push(`${prefix}${time} | ${composeLvl[ev.level].padEnd(8)} | ${textMsg(ev, svc, true)}`);
        if (ev.stack) for (const s of ev.stack.split("\n")) out.push(`${prefix}${s}`);
        break;
      }
    }
    if (split && ev.stack) {
      // Stack frames arrive as their own records, as a plain-text JVM logger's stderr would under a JSON collector.
      let k = 1;
      for (const s of ev.stack.split("\n")) {
        out.push(
          ...render(
            fmt,
            [
              {
                t: t + Math.floor(k++ / 40),
                ev: { ...ev, msg: s, stack: undefined, kind: undefined, logger: undefined },
              },
            ],
            services,
            project,
          ),
        );
      }
    }
  }
  return out;
}

function hash(s: string): string {
  let h = 2166136261;
  for (const c of s) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  let out = "";
  for (let i = 0; i < 10; i++) {
    h = (Math.imul(h, 1103515245) + 12345) >>> 0;
    out += "bcdfghjklmnpqrstvwxz2456789"[(h >>> 8) % 27];
  }
  return out;
}
