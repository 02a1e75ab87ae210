// How one simulated event is printed in each of the holdout3 layouts. Every layout carries the service name the
// way that kind of log really does (a container name, an app name, a syslog identifier, a stream name, ...).
import {
  clf,
  commaMs,
  goTs,
  hex,
  int,
  iso,
  isoMicro,
  isoNano,
  type Rng,
  shortIso,
  spaceTs,
  syslogTs,
  timeOnly,
} from "./kit.js";

export type Lvl = "debug" | "info" | "warn" | "error" | "fatal";

export interface Ev {
  t: number; // printed time (true time + the service's clock skew)
  svc: string;
  lvl: Lvl;
  msg: string;
  stack?: string[]; // continuation lines of a multi-line exception
  err?: string; // the cause, in a separate error field where the layout has one
  trace?: string;
  http?: { method: string; path: string; status: number; ms: number; upstream: string };
  platform?: boolean; // emitted by the platform (kubelet, systemd, supervisord, ECS agent, router, ...)
  on?: string; // for platform events: the service they are about (its node)
}

export const LAYOUTS = [
  "heroku-logplex",
  "ecs-awslogs",
  "azure-appinsights",
  "vercel-drain",
  "fluentd-k8s",
  "graylog-gelf",
  "logstash-json",
  "journald-short-iso",
  "haproxy-syslog",
  "traefik-json",
  "caddy-json",
  "nomad-alloc",
  "go-stdlog",
  "rust-tracing",
  "elixir-logger",
  "laravel",
  "gunicorn-compose",
  "celery-swarm",
  "sidekiq-json",
  "logback-json",
  "pino",
  "otel-json",
  "kubectl-prefix",
  "docker-json-file",
  "cri-grep",
] as const;
export type Layout = (typeof LAYOUTS)[number];

export const EXT: Record<Layout, string> = {
  "heroku-logplex": "log",
  "ecs-awslogs": "jsonl",
  "azure-appinsights": "jsonl",
  "vercel-drain": "ndjson",
  "fluentd-k8s": "jsonl",
  "graylog-gelf": "jsonl",
  "logstash-json": "jsonl",
  "journald-short-iso": "log",
  "haproxy-syslog": "log",
  "traefik-json": "jsonl",
  "caddy-json": "jsonl",
  "nomad-alloc": "log",
  "go-stdlog": "log",
  "rust-tracing": "log",
  "elixir-logger": "log",
  laravel: "log",
  "gunicorn-compose": "log",
  "celery-swarm": "log",
  "sidekiq-json": "jsonl",
  "logback-json": "jsonl",
  pino: "jsonl",
  "otel-json": "jsonl",
  "kubectl-prefix": "log",
  "docker-json-file": "jsonl",
  "cri-grep": "log",
};

/** Who reports a process that died, per layout. */
export type Platform = "k8s" | "systemd" | "supervisord" | "ecs" | "nomad" | "heroku" | "vercel" | "azure";
export const PLATFORM: Record<Layout, Platform> = {
  "heroku-logplex": "heroku",
  "ecs-awslogs": "ecs",
  "azure-appinsights": "azure",
  "vercel-drain": "vercel",
  "fluentd-k8s": "k8s",
  "graylog-gelf": "systemd",
  "logstash-json": "k8s",
  "journald-short-iso": "systemd",
  "haproxy-syslog": "systemd",
  "traefik-json": "k8s",
  "caddy-json": "supervisord",
  "nomad-alloc": "nomad",
  "go-stdlog": "systemd",
  "rust-tracing": "k8s",
  "elixir-logger": "k8s",
  laravel: "supervisord",
  "gunicorn-compose": "supervisord",
  "celery-swarm": "supervisord",
  "sidekiq-json": "k8s",
  "logback-json": "k8s",
  pino: "ecs",
  "otel-json": "k8s",
  "kubectl-prefix": "k8s",
  "docker-json-file": "systemd",
  "cri-grep": "k8s",
};

/** The name of the proxy that writes access lines in layouts that have one. */
export const PROXY: Partial<Record<Layout, string>> = {
  "heroku-logplex": "router",
  "haproxy-syslog": "haproxy",
  "traefik-json": "traefik",
  "caddy-json": "caddy",
};

export interface Ctx {
  r: Rng;
  pod: (svc: string) => string;
  pid: (svc: string) => number;
  host: (svc: string) => string;
  ip: (svc: string) => string;
  traceKey: string;
  estate: string;
}

const U = (l: Lvl) => ({ debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" })[l];
const J = JSON.stringify;
const withStack = (e: Ev) => (e.stack?.length ? `${e.msg}\n${e.stack.join("\n")}` : e.msg);
const errTail = (e: Ev) => (e.err ? ` error="${e.err.replace(/"/g, "'")}"` : "");
const tr = (e: Ev, c: Ctx) => (e.trace ? ` ${c.traceKey}=${e.trace}` : "");
const accessText = (e: Ev) =>
  e.http ? `${e.http.method} ${e.http.path} -> ${e.http.status} in ${e.http.ms}ms` : e.msg;

/** A plain inner app line (what a container prints) used by wrapper layouts. */
function innerLines(e: Ev, c: Ctx, style: "logfmt" | "text" | "json"): string[] {
  const msg = e.http ? accessText(e) : e.msg;
  if (style === "json") {
    const o: Record<string, unknown> = { time: iso(e.t), level: e.lvl, msg };
    if (e.trace) o[c.traceKey] = e.trace;
    if (e.err) o.error = e.err;
    if (e.stack?.length) o.stack = e.stack.join("\n");
    return [J(o)];
  }
  if (style === "logfmt") {
    const head = `time=${iso(e.t)} level=${e.lvl} msg=${J(msg)}${errTail(e)}${tr(e, c)}`;
    return [head, ...(e.stack ?? [])];
  }
  return [`${iso(e.t)} ${U(e.lvl).padEnd(5)} ${msg}${e.err ? `: ${e.err}` : ""}${tr(e, c)}`, ...(e.stack ?? [])];
}

const GELF_LVL: Record<Lvl, number> = { debug: 7, info: 6, warn: 4, error: 3, fatal: 2 };
const PINO_LVL: Record<Lvl, number> = { debug: 20, info: 30, warn: 40, error: 50, fatal: 60 };
const OTEL_NUM: Record<Lvl, number> = { debug: 5, info: 9, warn: 13, error: 17, fatal: 21 };
const AI_SEV: Record<Lvl, number> = { debug: 0, info: 1, warn: 2, error: 3, fatal: 4 };
const SYSLOG_PRI: Record<Lvl, number> = { debug: 135, info: 134, warn: 132, error: 131, fatal: 130 };

export function render(layout: Layout, e: Ev, c: Ctx): string[] {
  const svc = e.svc;
  switch (layout) {
    case "heroku-logplex": {
      const ts = isoMicro(e.t).replace("Z", "+00:00");
      if (e.http) {
        const h = e.http;
        const bad = h.ms >= 30000;
        const common = `method=${h.method} path="${h.path}" host=${c.estate}.herokuapp.com request_id=${e.trace ?? hex(c.r, 8)} fwd="${c.ip("client")}" dyno=web.${int(c.r, 1, 3)} connect=${int(c.r, 0, 2)}ms service=${h.ms}ms status=${bad ? 503 : h.status} bytes=${bad ? 0 : int(c.r, 200, 9000)} protocol=https`;
        return [
          bad
            ? `<158>1 ${ts} host ${h.upstream} router - at=error code=H12 desc="Request timeout" ${common}`
            : `<158>1 ${ts} host ${h.upstream} router - at=info ${common}`,
        ];
      }
      const proc = e.platform ? "heroku" : "app";
      const dyno = e.platform ? "web.1" : `${svc.includes("worker") ? "worker" : "web"}.${int(c.r, 1, 2)}`;
      const app = e.platform ? e.svc : svc;
      const lines = withStack(e).split("\n");
      return lines.map(
        (l, i) =>
          `<${SYSLOG_PRI[e.lvl]}>1 ${ts} host ${app} ${proc}.${dyno} - ${i === 0 && !e.platform ? `[${U(e.lvl)}] ` : ""}${l}${i === 0 ? `${e.err ? ` (${e.err})` : ""}${e.trace && !e.platform ? ` request_id=${e.trace}` : ""}` : ""}`,
      );
    }
    case "ecs-awslogs": {
      const stream = e.platform ? "ecs-agent" : `ecs/${svc}/${c.pod(svc).split("-").slice(-2).join("")}`;
      const inner = e.platform ? [e.msg] : innerLines(e, c, "json");
      return inner.map((m) =>
        J({
          timestamp: e.t,
          message: m,
          logStreamName: stream,
          logGroup: `/ecs/${c.estate}`,
          ingestionTime: e.t + 420,
        }),
      );
    }
    case "azure-appinsights": {
      if (e.http) {
        return [
          J({
            TimeGenerated: iso(e.t),
            ItemType: "request",
            AppRoleName: svc,
            Name: `${e.http.method} ${e.http.path}`,
            ResultCode: String(e.http.status),
            Success: e.http.status < 400,
            DurationMs: e.http.ms,
            OperationId: e.trace ?? hex(c.r, 32),
          }),
        ];
      }
      if (e.stack?.length || e.err) {
        const lines = e.stack ?? [];
        return [
          J({
            TimeGenerated: iso(e.t),
            ItemType: "exception",
            AppRoleName: svc,
            SeverityLevel: AI_SEV[e.lvl],
            OuterMessage: e.msg,
            InnermostMessage: e.err ?? lines[0] ?? e.msg,
            Details: J([{ parsedStack: lines.map((l) => ({ assembly: svc, method: l.trim() })) }]),
            OperationId: e.trace ?? "",
            AppRoleInstance: c.pod(svc),
          }),
        ];
      }
      return [
        J({
          TimeGenerated: iso(e.t),
          ItemType: "trace",
          AppRoleName: svc,
          Message: e.msg,
          SeverityLevel: AI_SEV[e.lvl],
          OperationId: e.trace ?? "",
          AppRoleInstance: c.pod(svc),
        }),
      ];
    }
    case "vercel-drain": {
      const o: Record<string, unknown> = {
        id: hex(c.r, 26),
        message: e.http ? accessText(e) : withStack(e) + (e.err ? `\n  cause: ${e.err}` : ""),
        timestamp: e.t,
        type: e.platform ? "lambda" : e.lvl === "error" || e.lvl === "fatal" ? "stderr" : "stdout",
        source: e.http ? "edge" : e.platform ? "lambda" : "lambda",
        projectName: svc,
        deploymentId: `dpl_${c.pod(svc).split("-").slice(-2).join("")}`,
        level: e.lvl === "warn" ? "warning" : e.lvl,
      };
      if (e.http) {
        o.statusCode = e.http.status;
        o.path = e.http.path;
      }
      if (e.trace) o.requestId = e.trace;
      return [J(o)];
    }
    case "fluentd-k8s":
      return innerLines(e, c, "logfmt").map((l) =>
        J({
          log: `${l}\n`,
          stream: e.lvl === "error" || e.lvl === "fatal" ? "stderr" : "stdout",
          time: isoNano(e.t),
          kubernetes: {
            container_name: svc,
            namespace_name: c.estate,
            pod_name: c.pod(svc),
            host: c.host(e.on ?? svc),
          },
        }),
      );
    case "graylog-gelf": {
      const o: Record<string, unknown> = {
        version: "1.1",
        host: c.host(e.on ?? svc),
        short_message: e.http ? accessText(e) : e.msg,
        timestamp: Number((e.t / 1000).toFixed(3)),
        level: GELF_LVL[e.lvl],
        _service: svc,
      };
      if (e.stack?.length) o.full_message = withStack(e);
      if (e.err) o._error = e.err;
      if (e.trace) o._trace_id = e.trace;
      return [J(o)];
    }
    case "logstash-json": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(e.t),
        "@version": "1",
        message: e.http ? accessText(e) : e.msg,
        host: c.host(e.on ?? svc),
        level: U(e.lvl),
        app: svc,
        logger_name: `${c.estate}.${svc.replace(/-/g, ".")}`,
      };
      if (e.stack?.length) o.stack_trace = e.stack.join("\n");
      if (e.err) o.exception = e.err;
      if (e.trace) o.trace_id = e.trace;
      return [J(o)];
    }
    case "journald-short-iso": {
      const ident = e.platform ? e.svc : `${svc}[${c.pid(svc)}]`;
      const lines = withStack(e).split("\n");
      return lines.map(
        (l, i) =>
          `${shortIso(e.t)} ${c.host(e.on ?? svc)} ${ident}: ${i === 0 && !e.platform ? `${e.lvl === "info" ? "" : `<${e.lvl}> `}` : ""}${e.http && i === 0 ? accessText(e) : l}${i === 0 ? `${e.err ? ` err=${J(e.err)}` : ""}${tr(e, c)}` : ""}`,
      );
    }
    case "haproxy-syslog": {
      if (e.http) {
        const h = e.http;
        const term = h.status === 504 ? "sH--" : h.status === 503 ? "SC--" : h.status >= 500 ? "SH--" : "----";
        return [
          `${syslogTs(e.t)} lb-1 haproxy[2211]: ${c.ip("client")}:${int(c.r, 1024, 65000)} [${clf(e.t)}] fe_https~ be_${h.upstream}/${h.upstream}-${int(c.r, 1, 3)} 0/0/${int(c.r, 0, 3)}/${h.ms}/${h.ms + 1} ${h.status} ${h.status < 400 ? int(c.r, 300, 9000) : 220} - - ${term} ${int(c.r, 20, 90)}/${int(c.r, 20, 90)}/${int(c.r, 1, 20)}/${int(c.r, 0, 5)}/0 0/0 "${h.method} ${h.path} HTTP/1.1"`,
        ];
      }
      const ident = e.platform ? e.svc : `${svc}[${c.pid(svc)}]`;
      const lines = withStack(e).split("\n");
      return lines.map(
        (l, i) =>
          `${syslogTs(e.t)} ${c.host(e.on ?? svc)} ${ident}: ${i === 0 && !e.platform ? `${U(e.lvl)} ` : ""}${l}${i === 0 ? `${e.err ? ` - ${e.err}` : ""}${tr(e, c)}` : ""}`,
      );
    }
    case "traefik-json": {
      if (e.http) {
        const h = e.http;
        return [
          J({
            ClientHost: c.ip("client"),
            DownstreamStatus: h.status,
            Duration: h.ms * 1_000_000,
            OriginStatus: h.status === 502 || h.status === 504 ? 0 : h.status,
            RequestMethod: h.method,
            RequestPath: h.path,
            RouterName: `${h.upstream}@kubernetescrd`,
            ServiceName: `${c.estate}-${h.upstream}-8080@kubernetescrd`,
            level: "info",
            msg: "",
            time: iso(e.t),
            ...(e.trace ? { "request_X-Request-Id": e.trace } : {}),
          }),
        ];
      }
      return innerLines(e, c, "json").map((l) => {
        const o = JSON.parse(l) as Record<string, unknown>;
        return J({ ...o, container: svc });
      });
    }
    case "caddy-json": {
      const ts = Number((e.t / 1000).toFixed(6));
      if (e.http) {
        const h = e.http;
        const req = {
          remote_ip: c.ip("client"),
          proto: "HTTP/2.0",
          method: h.method,
          host: `${c.estate}.example`,
          uri: h.path,
        };
        if (h.status >= 502)
          return [
            J({
              level: "error",
              ts,
              logger: "http.log.error",
              msg:
                h.status === 504
                  ? "context deadline exceeded"
                  : `dial tcp ${c.ip(h.upstream)}:8080: connect: connection refused`,
              request: req,
              duration: h.ms / 1000,
              status: h.status,
              err_id: hex(c.r, 9),
              err_trace: "reverseproxy.statusError (reverseproxy.go:1269)",
            }),
          ];
        return [
          J({
            level: "info",
            ts,
            logger: "http.log.access.log0",
            msg: "handled request",
            request: req,
            duration: h.ms / 1000,
            size: int(c.r, 200, 9000),
            status: h.status,
          }),
        ];
      }
      const o: Record<string, unknown> = { level: e.lvl, ts, logger: svc, msg: e.msg };
      if (e.err) o.error = e.err;
      if (e.stack?.length) o.stacktrace = e.stack.join("\n");
      if (e.trace) o.trace_id = e.trace;
      return [J(o)];
    }
    case "nomad-alloc": {
      if (e.platform) return [`${iso(e.t)} [${U(e.lvl)}]  client.alloc_runner.task_runner: ${e.msg}`];
      return innerLines(e, c, "text").map((l) => `${svc}[${c.pod(svc).slice(-8)}] ${l}`);
    }
    case "go-stdlog": {
      const head = `${svc} ${goTs(e.t, "421")}`;
      if (e.platform) return [`${syslogTs(e.t)} ${c.host(e.on ?? svc)} ${e.svc}: ${e.msg}`];
      const lvl = e.lvl === "info" || e.lvl === "debug" ? "" : e.lvl === "warn" ? "warning: " : "error: ";
      const lines = (e.http ? accessText(e) : withStack(e)).split("\n");
      return lines.map((l, i) =>
        i === 0 ? `${head} ${lvl}${l}${e.err ? `: ${e.err}` : ""}${e.trace ? ` rid=${e.trace}` : ""}` : l,
      );
    }
    case "rust-tracing": {
      if (e.platform) return [`${e.svc} | ${isoMicro(e.t)} ${e.msg}`];
      const target = `${svc.replace(/-/g, "_")}::${e.http ? "http" : e.lvl === "info" ? "service" : "handler"}`;
      const span = e.trace ? `request{${c.traceKey}=${e.trace}}: ` : "";
      const lines = (e.http ? accessText(e) : withStack(e)).split("\n");
      return lines.map((l, i) =>
        i === 0
          ? `${svc} | ${isoMicro(e.t)} ${U(e.lvl).padStart(5)} ${span}${target}: ${l}${e.err ? ` error=${J(e.err)}` : ""}`
          : `${svc} | ${l}`,
      );
    }
    case "elixir-logger": {
      if (e.platform) return [`${timeOnly(e.t)} [${e.lvl === "warn" ? "warning" : e.lvl}] ${e.msg}`];
      const meta = `service=${svc}${e.trace ? ` request_id=${e.trace}` : ""} `;
      const lv = e.lvl === "warn" ? "warning" : e.lvl === "fatal" ? "error" : e.lvl;
      const lines = (e.http ? accessText(e) : withStack(e)).split("\n");
      return lines.map((l, i) => (i === 0 ? `${timeOnly(e.t)} ${meta}[${lv}] ${l}${e.err ? ` ${e.err}` : ""}` : l));
    }
    case "laravel": {
      if (e.platform) return [`${commaMs(e.t)} ${U(e.lvl)} ${e.msg}`];
      const lv = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" }[e.lvl];
      const ctx: Record<string, unknown> = {};
      if (e.trace) ctx.request_id = e.trace;
      if (e.err || e.stack?.length)
        ctx.exception = `[object] (${e.err ?? e.msg} at /var/www/${svc}/app/Http/Controllers/Controller.php:${int(c.r, 20, 300)})\n[stacktrace]\n${(e.stack ?? []).join("\n")}`;
      const body = `[${spaceTs(e.t)}] production.${lv}: ${e.http ? accessText(e) : e.msg} ${J(ctx)} []`;
      return body.split("\n").map((l, i) => (i === 0 ? `[${svc}] ${l}` : l));
    }
    case "gunicorn-compose": {
      const pad = svc.padEnd(22);
      if (e.platform) return [`${pad}| ${commaMs(e.t)} ${U(e.lvl)} ${e.msg}`];
      if (e.http)
        return [
          `${pad}| ${c.ip("client")} - - [${clf(e.t).replace(/\.\d+$/, "")} +0000] "${e.http.method} ${e.http.path} HTTP/1.1" ${e.http.status} ${int(c.r, 100, 5000)} "-" "${e.http.upstream}-client/2.31"`,
        ];
      const first = `${pad}| [${spaceTs(e.t)} +0000] [${c.pid(svc)}] [${U(e.lvl).replace("WARN", "WARNING")}] ${e.msg}${e.err ? `: ${e.err}` : ""}${e.trace ? ` [rid=${e.trace}]` : ""}`;
      return [first, ...(e.stack ?? []).map((l) => `${pad}| ${l}`)];
    }
    case "celery-swarm": {
      const pfx = `${svc}.1.${c.pod(svc).slice(-10)}@${c.host(e.on ?? svc)}    | `;
      if (e.platform) return [`${e.svc}    | ${commaMs(e.t)} ${U(e.lvl)} ${e.msg}`];
      const who =
        svc.includes("worker") || svc.includes("scorer") || svc.includes("sync") ? "ForkPoolWorker-" : "MainProcess-";
      const first = `${pfx}[${commaMs(e.t)}: ${U(e.lvl).replace("WARN", "WARNING")}/${who}${int(c.r, 1, 8)}] ${e.http ? accessText(e) : e.msg}${e.err ? `: ${e.err}` : ""}${e.trace ? ` (${c.traceKey}=${e.trace})` : ""}`;
      return [first, ...(e.stack ?? []).map((l) => `${pfx}${l}`)];
    }
    case "sidekiq-json": {
      const o: Record<string, unknown> = {
        ts: iso(e.t),
        pid: c.pid(svc),
        tid: hex(c.r, 4),
        lvl: U(e.lvl),
        msg: e.http ? accessText(e) : e.msg,
        service: svc,
      };
      if (e.trace) o.ctx = { jid: e.trace };
      if (e.err) o.error_message = e.err;
      if (e.stack?.length) o.error_backtrace = e.stack;
      return [J(o)];
    }
    case "logback-json": {
      const o: Record<string, unknown> = {
        timestamp: isoMicro(e.t).replace("000Z", "+0000"),
        level: U(e.lvl),
        thread: e.platform ? "main" : `http-nio-8080-exec-${int(c.r, 1, 40)}`,
        logger: `com.${c.estate}.${svc.replace(/-/g, "")}.${e.http ? "web.AccessLog" : "Service"}`,
        message: e.http ? accessText(e) : e.msg,
        context: "default",
        mdc: { service: svc, ...(e.trace ? { traceId: e.trace } : {}) },
      };
      if (e.stack?.length || e.err) o.exception = [e.err, ...(e.stack ?? [])].filter(Boolean).join("\n");
      return [J(o)];
    }
    case "pino": {
      const o: Record<string, unknown> = {
        level: PINO_LVL[e.lvl],
        time: e.t,
        pid: c.pid(svc),
        hostname: c.pod(svc),
        name: svc,
        msg: e.http ? accessText(e) : e.msg,
      };
      if (e.http) o.res = { statusCode: e.http.status };
      if (e.http) o.responseTime = e.http.ms;
      if (e.trace) o.reqId = e.trace;
      if (e.err || e.stack?.length)
        o.err = {
          type: "Error",
          message: e.err ?? e.msg,
          stack: [`Error: ${e.err ?? e.msg}`, ...(e.stack ?? [])].join("\n"),
        };
      return [J(o)];
    }
    case "otel-json": {
      const o: Record<string, unknown> = {
        timestamp: isoNano(e.t),
        severityText: U(e.lvl),
        severityNumber: OTEL_NUM[e.lvl],
        body: e.http ? accessText(e) : e.msg,
        resource: { "service.name": svc, "k8s.pod.name": c.pod(svc), "k8s.namespace.name": c.estate },
      };
      if (e.trace) {
        o.traceId = e.trace;
        o.spanId = hex(c.r, 16);
      }
      const at: Record<string, unknown> = {};
      if (e.err) at["exception.message"] = e.err;
      if (e.stack?.length) at["exception.stacktrace"] = e.stack.join("\n");
      if (e.http) {
        at["http.response.status_code"] = e.http.status;
        at["url.path"] = e.http.path;
      }
      if (Object.keys(at).length) o.attributes = at;
      return [J(o)];
    }
    case "kubectl-prefix": {
      const container = e.platform ? "event-exporter" : svc;
      const pod = e.platform ? "event-exporter-6c9d8f7b5-qx2lm" : c.pod(svc);
      const inner = e.platform
        ? [e.msg]
        : innerLines(e, c, "logfmt").map((l, i) => (i === 0 ? l.replace(/^time=\S+ /, "") : l));
      return inner.map((l) => `[pod/${pod}/${container}] ${isoNano(e.t, "417302")} ${l}`);
    }
    case "docker-json-file":
      return (e.platform ? [e.msg] : innerLines(e, c, "text")).map((l) =>
        J({
          log: `${l}\n`,
          stream: e.lvl === "error" || e.lvl === "fatal" ? "stderr" : "stdout",
          attrs: { tag: e.platform ? "dockerd" : svc },
          time: isoNano(e.t),
        }),
      );
    case "cri-grep": {
      const pod = e.platform ? "node-problem-detector-x8kq2" : c.pod(svc);
      const ctr = e.platform ? "node-problem-detector" : svc;
      const file = `/var/log/containers/${pod}_${c.estate}_${ctr}-${hex(c.r, 0)}${c.pod(ctr).slice(-12)}.log`;
      const inner = e.platform ? [e.msg] : innerLines(e, c, "text");
      return inner.map((l) => `${file}:${isoNano(e.t, "551208")} ${e.lvl === "error" ? "stderr" : "stdout"} F ${l}`);
    }
  }
  const never: never = layout;
  return [String(never)];
}
