// How each collector / runtime prints an event. One layout per scenario file.
import type { Ev, Lvl, Rt } from "./kit.js";

export const LAYOUTS = [
  "kubectl-prefix",
  "docker-json",
  "cri-files",
  "fluentbit-cri",
  "spring-json",
  "log4j2-json",
  "python-compose",
  "structlog",
  "papertrail-rails",
  "zap",
  "slog",
  "logrus",
  "pino",
  "bunyan",
  "winston",
  "serilog-compact",
  "dotnet-console",
  "nginx-mixed",
  "syslog-3164",
  "syslog-5424",
  "journald",
  "otel-json",
  "gcp",
  "datadog",
  "ecs",
  "lambda-text",
] as const;
export type Layout = (typeof LAYOUTS)[number];

/** Runtime a layout implies (others take the estate's runtime). */
export const FORCED_RT: Partial<Record<Layout, Rt>> = {
  "spring-json": "java",
  "log4j2-json": "java",
  "python-compose": "python",
  structlog: "python",
  "papertrail-rails": "ruby",
  zap: "go",
  slog: "go",
  logrus: "go",
  pino: "node",
  bunyan: "node",
  winston: "node",
  "serilog-compact": "dotnet",
  "dotnet-console": "dotnet",
};

export const EXT: Record<Layout, string> = Object.fromEntries(
  LAYOUTS.map((l) => [
    l,
    [
      "docker-json",
      "fluentbit-cri",
      "spring-json",
      "log4j2-json",
      "structlog",
      "zap",
      "pino",
      "bunyan",
      "winston",
      "serilog-compact",
      "journald",
      "otel-json",
      "gcp",
      "datadog",
      "ecs",
    ].includes(l)
      ? "jsonl"
      : "log",
  ]),
) as Record<Layout, string>;

export interface RCtx {
  rt: Rt;
  pod: string;
  host: string;
  pid: number;
  cid: string;
  width: number;
}

const iso = (t: number): string => new Date(t).toISOString();
const isoNano = (t: number, extra: number): string => iso(t).replace("Z", `${String(extra).padStart(6, "0")}Z`);
const spaceTs = (t: number, sep = "."): string => iso(t).replace("T", " ").replace("Z", "").replace(".", sep);
const MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const bsdTs = (t: number): string => {
  const d = new Date(t);
  return `${MON[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, " ")} ${iso(t).slice(11, 19)}`;
};
const J = JSON.stringify;
/** logback's %logger{39}: shorten package segments until it fits */
const abbrev = (l: string): string => {
  const p = l.split(".");
  for (let i = 0; i < p.length - 1 && p.join(".").length > 39; i++) p[i] = p[i][0];
  return p.join(".");
};

const PY: Record<Lvl, string> = { DEBUG: "DEBUG", INFO: "INFO", WARN: "WARNING", ERROR: "ERROR", FATAL: "CRITICAL" };
const NUM: Record<Lvl, number> = { DEBUG: 20, INFO: 30, WARN: 40, ERROR: 50, FATAL: 60 };
const OTEL: Record<Lvl, number> = { DEBUG: 5, INFO: 9, WARN: 13, ERROR: 17, FATAL: 21 };
const SYS: Record<Lvl, number> = { DEBUG: 7, INFO: 6, WARN: 4, ERROR: 3, FATAL: 2 };
const NET: Record<Lvl, string> = { DEBUG: "dbug", INFO: "info", WARN: "warn", ERROR: "fail", FATAL: "crit" };
const SERI: Record<Lvl, string> = {
  DEBUG: "Debug",
  INFO: "Information",
  WARN: "Warning",
  ERROR: "Error",
  FATAL: "Fatal",
};
const SERI3: Record<Lvl, string> = { DEBUG: "DBG", INFO: "INF", WARN: "WRN", ERROR: "ERR", FATAL: "FTL" };

/** The message with the error folded in, as a one-string logger would print it (stack excluded). */
export function oneLine(ev: Ev): string {
  if (!ev.err) return ev.msg;
  if (!ev.err.cls) return `${ev.msg}: ${ev.err.text}`;
  return `${ev.msg}: ${ev.err.cls}: ${ev.err.text}`;
}
const stackText = (ev: Ev): string | undefined =>
  ev.err && ev.err.lines.length > 0 ? ev.err.lines.join("\n") : undefined;

/** The runtime's native single-process text line(s), used inside wrappers (kubectl, docker, CRI, compose, syslog). */
function native(ev: Ev, t: number, c: RCtx): string[] {
  if (ev.infra) return [ev.msg];
  const extra = ev.err?.lines ?? [];
  const tail = ev.err && ev.err.lines.length === 0 ? (ev.err.cls ? `: ${ev.err.cls}: ${ev.err.text}` : "") : "";
  switch (c.rt) {
    case "java": {
      const mdc = ev.trace ? ` [${ev.svc},${ev.trace.slice(0, 16)},${(ev.span ?? ev.trace).slice(-16)}]` : "";
      const head = `${spaceTs(t)} ${ev.lvl.padStart(5)}${mdc} 1 --- [${(ev.thread ?? "main").slice(-15).padStart(15)}] ${abbrev(ev.logger ?? "c.r.App").padEnd(40)} : ${ev.msg}${tail}`;
      return ev.err && extra.length ? [head, ...extra] : [head];
    }
    case "go":
      // a Go panic is the runtime writing raw text to stderr, not the logger
      if (ev.err?.lines[0]?.startsWith("panic")) return ev.err.lines;
      return [zapLine(ev, t, false)];
    case "node":
      return [pinoLine(ev, t, c)];
    case "python": {
      const rq = ev.req ? ` [${ev.req}]` : "";
      return [`${spaceTs(t, ",")} ${PY[ev.lvl]} [${ev.logger ?? "app"}]${rq} ${ev.msg}${tail}`, ...extra];
    }
    case "dotnet":
      return [`[${iso(t).slice(11, 19)} ${SERI3[ev.lvl]}] ${ev.msg}${tail}`, ...extra];
    case "ruby": {
      const rq = ev.req ? `[${ev.req}] ` : "";
      return [
        `${ev.lvl[0]}, [${iso(t).slice(0, 23)}${String(((ev.seq ?? 0) * 37) % 1000).padStart(3, "0")} #${c.pid}] ${ev.lvl.padStart(5)} -- : ${rq}${ev.msg}${tail}`,
        ...extra,
      ];
    }
  }
}

function zapLine(ev: Ev, t: number, withSvc: boolean): string {
  const o: Record<string, unknown> = {
    level: ev.lvl === "WARN" ? "warn" : ev.lvl.toLowerCase(),
    ts: Number((t / 1000).toFixed(6)),
    logger: ev.logger ?? "app",
    caller: `${ev.logger ?? "app"}/${ev.thread ?? "handler"}.go:${(ev.msg.length * 7) % 300}`,
    msg: ev.msg,
  };
  if (withSvc) o.service = ev.svc;
  if (ev.trace) o.trace_id = ev.trace;
  if (ev.err) o.error = ev.err.cls && ev.err.lines.length === 0 ? `${ev.err.cls}: ${ev.err.text}` : ev.err.text;
  if (ev.attrs) Object.assign(o, ev.attrs);
  const st = stackText(ev);
  if (st && ev.lvl !== "INFO") o.stacktrace = st;
  return J(o);
}

function pinoLine(ev: Ev, t: number, c: RCtx): string {
  const o: Record<string, unknown> = { level: NUM[ev.lvl], time: Math.round(t), pid: c.pid, hostname: c.pod };
  o.name = ev.svc;
  if (ev.req) o.reqId = ev.req;
  if (ev.trace) o.traceId = ev.trace;
  if (ev.attrs) Object.assign(o, ev.attrs);
  if (ev.err) o.err = { type: ev.err.cls || "Error", message: ev.err.text, stack: stackText(ev) ?? ev.err.text };
  o.msg = ev.msg;
  return J(o);
}

export function render(layout: Layout, ev: Ev, t: number, c: RCtx): string[] {
  const nano = Math.floor((ev.seq ?? 0) * 7919) % 1000000;
  const msg1 = oneLine(ev);
  switch (layout) {
    case "kubectl-prefix": {
      const p = `[pod/${c.pod}/${ev.svc}] ${isoNano(t, nano)} `;
      return native(ev, t, c).map((l) => p + l);
    }
    case "docker-json": {
      const stream = ev.lvl === "ERROR" || ev.lvl === "FATAL" || ev.lvl === "WARN" ? "stderr" : "stdout";
      return native(ev, t, c).map((l, i) =>
        J({ log: `${l}\n`, stream, attrs: { tag: ev.svc }, time: isoNano(t + i * 0.001, nano + i) }),
      );
    }
    case "cri-files": {
      const f = `/var/log/containers/${c.pod}_prod_${ev.svc}-${c.cid}.log:`;
      return native(ev, t, c).map((l) => `${f}${isoNano(t, nano)} ${ev.lvl === "ERROR" ? "stderr" : "stdout"} F ${l}`);
    }
    case "fluentbit-cri":
      return native(ev, t, c).map((l) =>
        J({
          time: isoNano(t, nano),
          stream: ev.lvl === "ERROR" ? "stderr" : "stdout",
          _p: "F",
          log: l,
          kubernetes: { pod_name: c.pod, namespace_name: "prod", container_name: ev.svc, host: c.host },
        }),
      );
    case "spring-json":
      return native(ev, t, c).map((l) =>
        J({ log: `${l}\n`, stream: "stdout", service: ev.svc, time: isoNano(t, nano) }),
      );
    case "log4j2-json": {
      const o: Record<string, unknown> = {
        instant: { epochSecond: Math.floor(t / 1000), nanoOfSecond: Math.round((t % 1000) * 1e6) },
        thread: ev.thread ?? "main",
        level: ev.lvl,
        loggerName: ev.logger ?? "com.app",
        message: ev.err && !ev.err.lines.length ? msg1 : ev.msg,
        endOfBatch: false,
        loggerFqcn: "org.apache.logging.slf4j.Log4jLogger",
        contextMap: ev.trace ? { traceId: ev.trace, spanId: ev.span ?? ev.trace.slice(0, 16) } : {},
        threadId: 40 + (ev.thread?.length ?? 1),
        threadPriority: 5,
        app: ev.svc,
      };
      if (ev.err?.lines.length)
        o.thrown = { commonElementCount: 0, name: ev.err.cls, message: ev.err.text, extendedStackTrace: stackText(ev) };
      return [J(o)];
    }
    case "python-compose":
    case "dotnet-console":
    case "nginx-mixed": {
      const p = `${`${ev.svc}-1`.padEnd(c.width + 2)}| `;
      if (layout === "dotnet-console" && !ev.infra) {
        const ts = `${isoNano(t, nano)} `;
        const out = [`${p}${ts}${NET[ev.lvl]}: ${ev.logger ?? "App"}[0]`, `${p}${ts}      ${ev.msg}`];
        if (ev.err)
          for (const l of ev.err.lines.length ? ev.err.lines : [`${ev.err.cls}: ${ev.err.text}`])
            out.push(`${p}${ts}${l}`);
        return out;
      }
      return native(ev, t, c).map((l) => p + l);
    }
    case "structlog": {
      const o: Record<string, unknown> = {
        event: ev.msg,
        level: PY[ev.lvl].toLowerCase(),
        logger: ev.logger ?? "app",
        timestamp: iso(t),
        service: ev.svc,
      };
      if (ev.req) o.request_id = ev.req;
      if (ev.attrs) Object.assign(o, ev.attrs);
      if (ev.err) o.exception = stackText(ev) ?? `${ev.err.cls}: ${ev.err.text}`;
      return [J(o)];
    }
    case "papertrail-rails": {
      const proc = ev.infra === "router" ? "heroku/router" : ev.infra ? "heroku/web.1" : "app/web.1";
      return native(ev, t, c).map((l) => `${bsdTs(t)} ${ev.svc} ${proc}: ${l}`);
    }
    case "zap":
      return [zapLine(ev, t, true)];
    case "slog": {
      let s = `time=${iso(t)} level=${ev.lvl === "FATAL" ? "ERROR" : ev.lvl} msg=${J(ev.msg)} service=${ev.svc}`;
      if (ev.trace) s += ` trace_id=${ev.trace}`;
      for (const [k, v] of Object.entries(ev.attrs ?? {})) s += ` ${k}=${typeof v === "number" ? v : J(v)}`;
      if (ev.err) s += ` err=${J(ev.err.cls && !ev.err.lines.length ? `${ev.err.cls}: ${ev.err.text}` : ev.err.text)}`;
      const out = [s];
      if (ev.err?.lines.length && ev.err.lines[0].startsWith("panic")) out.push(...ev.err.lines);
      return out;
    }
    case "logrus": {
      const lv = { DEBUG: "debug", INFO: "info", WARN: "warning", ERROR: "error", FATAL: "fatal" }[ev.lvl];
      let s = `time="${iso(t).slice(0, 19)}Z" level=${lv} msg=${J(ev.msg)} app=${ev.svc}`;
      for (const [k, v] of Object.entries(ev.attrs ?? {})) s += ` ${k}=${typeof v === "number" ? v : J(v)}`;
      if (ev.err) s += ` error=${J(ev.err.text)}`;
      const out = [s];
      if (ev.err?.lines.length && ev.err.lines[0].startsWith("panic")) out.push(...ev.err.lines);
      return out;
    }
    case "pino":
      return [pinoLine(ev, t, c)];
    case "bunyan": {
      const o: Record<string, unknown> = {
        name: ev.svc,
        hostname: c.pod,
        pid: c.pid,
        level: NUM[ev.lvl],
      };
      if (ev.req) o.req_id = ev.req;
      if (ev.attrs) Object.assign(o, ev.attrs);
      if (ev.err) o.err = { message: ev.err.text, name: ev.err.cls || "Error", stack: stackText(ev) ?? ev.err.text };
      Object.assign(o, { msg: ev.msg, time: iso(t), v: 0 });
      return [J(o)];
    }
    case "winston": {
      const o: Record<string, unknown> = {
        level: ev.lvl === "FATAL" ? "error" : ev.lvl.toLowerCase(),
        message: ev.err ? msg1 : ev.msg,
        service: ev.svc,
        timestamp: iso(t),
      };
      if (ev.trace) o.traceId = ev.trace;
      if (ev.attrs) Object.assign(o, ev.attrs);
      const st = stackText(ev);
      if (st) o.stack = st;
      return [J(o)];
    }
    case "serilog-compact": {
      const o: Record<string, unknown> = { "@t": iso(t).replace("Z", "0000Z"), "@mt": ev.msg };
      if (ev.lvl !== "INFO") o["@l"] = SERI[ev.lvl];
      if (ev.err) o["@x"] = stackText(ev) ?? `${ev.err.cls}: ${ev.err.text}`;
      if (ev.trace) o["@tr"] = ev.trace;
      if (ev.attrs) Object.assign(o, ev.attrs);
      o.SourceContext = ev.logger ?? "App";
      o.Application = ev.svc;
      return [J(o)];
    }
    case "syslog-3164": {
      const fac = ev.infra === "kernel" ? 0 : ev.infra === "systemd" ? 3 : 16;
      const tag = ev.infra === "kernel" ? "kernel:" : ev.infra === "systemd" ? "systemd[1]:" : `${ev.svc}[${c.pid}]:`;
      const lines = ev.infra
        ? [ev.msg]
        : native(ev, t, c).map((l, i) =>
            i === 0 && !l.startsWith("{")
              ? `${ev.lvl} ${l.replace(/^.*? (DEBUG|INFO|WARN|WARNING|ERROR|CRITICAL|FATAL) (-- : )?/, "")}`
              : l,
          );
      return lines.map((l) => `<${fac * 8 + SYS[ev.lvl]}>${bsdTs(t)} ${c.host} ${tag} ${l}`);
    }
    case "syslog-5424": {
      const fac = ev.infra === "kernel" ? 0 : ev.infra === "systemd" ? 3 : 16;
      const app = ev.infra === "kernel" ? "kernel" : ev.infra === "systemd" ? "systemd" : ev.svc;
      const sd = ev.trace ? `[trace@32473 traceparent="00-${ev.trace}-${(ev.span ?? ev.trace).slice(0, 16)}-01"]` : "-";
      const body = ev.infra ? ev.msg : `${ev.lvl} ${msg1}`;
      const out = [`<${fac * 8 + SYS[ev.lvl]}>1 ${iso(t)} ${c.host} ${app} ${ev.infra ? 1 : c.pid} - ${sd} ${body}`];
      if (!ev.infra && ev.err?.lines.length)
        for (const l of ev.err.lines)
          out.push(`<${fac * 8 + SYS[ev.lvl]}>1 ${iso(t)} ${c.host} ${app} ${c.pid} - - ${l}`);
      return out;
    }
    case "journald": {
      const ident = ev.infra === "kernel" ? "kernel" : ev.infra === "systemd" ? "systemd" : ev.svc;
      const o: Record<string, unknown> = {
        __REALTIME_TIMESTAMP: String(Math.round(t * 1000)),
        _HOSTNAME: c.host,
        PRIORITY: String(SYS[ev.lvl]),
        SYSLOG_IDENTIFIER: ident,
        _SYSTEMD_UNIT: ev.infra === "kernel" ? undefined : ev.infra === "systemd" ? "init.scope" : `${ev.svc}.service`,
        _PID: ev.infra === "kernel" ? undefined : ev.infra === "systemd" ? "1" : String(c.pid),
        _TRANSPORT: ev.infra === "kernel" ? "kernel" : ev.infra === "systemd" ? "journal" : "stdout",
        MESSAGE: ev.infra ? ev.msg : `${ev.lvl} ${msg1}`,
      };
      const out = [J(o)];
      if (!ev.infra && ev.err?.lines.length)
        for (const l of ev.err.lines)
          out.push(J({ ...o, __REALTIME_TIMESTAMP: String(Math.round(t * 1000) + 1), MESSAGE: l }));
      return out;
    }
    case "otel-json": {
      const o: Record<string, unknown> = {
        Timestamp: `${Math.round(t)}000000`,
        SeverityText: ev.lvl === "FATAL" ? "FATAL" : ev.lvl,
        SeverityNumber: OTEL[ev.lvl],
        Body: ev.err && !ev.err.lines.length ? msg1 : ev.msg,
        Resource: { "service.name": ev.svc, "k8s.pod.name": c.pod, "service.namespace": "prod" },
        InstrumentationScope: { Name: ev.logger ?? "app" },
        TraceId: ev.trace ?? "",
        SpanId: ev.trace ? (ev.span ?? ev.trace.slice(0, 16)) : "",
        Attributes: { ...(ev.attrs ?? {}) } as Record<string, unknown>,
      };
      if (ev.err?.lines.length) {
        (o.Attributes as Record<string, unknown>)["exception.type"] = ev.err.cls;
        (o.Attributes as Record<string, unknown>)["exception.message"] = ev.err.text;
        (o.Attributes as Record<string, unknown>)["exception.stacktrace"] = stackText(ev);
      }
      return [J(o)];
    }
    case "gcp": {
      const sev = { DEBUG: "DEBUG", INFO: "INFO", WARN: "WARNING", ERROR: "ERROR", FATAL: "CRITICAL" }[ev.lvl];
      const o: Record<string, unknown> = {
        insertId: `${(ev.seq ?? 0).toString(36)}${c.cid.slice(0, 6)}`,
        timestamp: isoNano(t, nano),
        severity: sev,
        resource: {
          type: "k8s_container",
          labels: {
            project_id: "prod-7781",
            cluster_name: "gke-main",
            namespace_name: "prod",
            pod_name: c.pod,
            container_name: ev.svc,
          },
        },
      };
      if (ev.infra === "kubelet") {
        o.resource = { type: "k8s_node", labels: { node_name: c.host, project_id: "prod-7781" } };
        o.logName = "projects/prod-7781/logs/kubelet";
        o.jsonPayload = { MESSAGE: ev.msg, SYSLOG_IDENTIFIER: "kubelet" };
      } else if (ev.err?.lines.length || ev.lvl === "DEBUG")
        o.textPayload = [ev.msg, ...(ev.err?.lines ?? [])].join("\n");
      else o.jsonPayload = { message: msg1, ...(ev.attrs ?? {}) };
      if (ev.trace) o["logging.googleapis.com/trace"] = `projects/prod-7781/traces/${ev.trace}`;
      o.logName ??= "projects/prod-7781/logs/stdout";
      return [J(o)];
    }
    case "datadog": {
      const st = { DEBUG: "debug", INFO: "info", WARN: "warn", ERROR: "error", FATAL: "critical" }[ev.lvl];
      const o: Record<string, unknown> = {
        id: `AY${(ev.seq ?? 0).toString(36).padStart(8, "0")}${c.cid.slice(0, 8)}`,
        content: {
          timestamp: iso(t),
          service: ev.infra === "kubelet" ? "kubelet" : ev.svc,
          host: c.host,
          status: st,
          message: ev.err && !ev.err.lines.length ? msg1 : ev.msg,
          tags: [`env:prod`, `kube_namespace:prod`, `pod_name:${c.pod}`],
          attributes: {
            ...(ev.attrs ?? {}),
            ...(ev.trace ? { dd: { trace_id: ev.trace } } : {}),
            ...(ev.err?.lines.length
              ? { error: { kind: ev.err.cls, message: ev.err.text, stack: stackText(ev) } }
              : {}),
          },
        },
      };
      return [J(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(t),
        "log.level": ev.lvl === "WARN" ? "warn" : ev.lvl.toLowerCase(),
        message: ev.msg,
        "ecs.version": "1.6.0",
        "service.name": ev.infra === "kubelet" ? "kubelet" : ev.svc,
        "process.thread.name": ev.thread ?? "main",
        "log.logger": ev.logger ?? "app",
      };
      if (ev.trace) o["trace.id"] = ev.trace;
      if (ev.attrs) Object.assign(o, ev.attrs);
      if (ev.err) {
        o["error.type"] = ev.err.cls || "error";
        o["error.message"] = ev.err.text;
        if (ev.err.lines.length) o["error.stack_trace"] = stackText(ev);
      }
      return [J(o)];
    }
    case "lambda-text": {
      const grp = `/aws/lambda/${ev.svc}`;
      const stream = `${iso(t).slice(0, 10).replace(/-/g, "/")}/[$LATEST]${c.cid.slice(0, 32)}`;
      if (ev.infra) return ev.msg.split("\n").map((l) => `${grp} ${stream} ${iso(t)} ${l}`);
      const rid = ev.req ?? "";
      const body =
        c.rt === "python"
          ? `[${ev.lvl === "WARN" ? "WARNING" : ev.lvl}]\t${iso(t)}\t${rid}\t${msg1}`
          : `${iso(t)}\t${rid}\t${ev.lvl}\t${ev.err ? `${ev.msg} ${J({ errorType: ev.err.cls || "Error", errorMessage: ev.err.text, stack: ev.err.lines.slice(1) })}` : ev.msg}`;
      return [`${grp} ${stream} ${iso(t)} ${body}`];
    }
  }
}
