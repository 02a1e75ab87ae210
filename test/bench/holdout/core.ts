// Core of the holdout generator: seeded PRNG, services, runtime line renderers, file envelopes
// and a small request simulator. No dependencies beyond node.

export interface Rng {
  f(lo: number, hi: number): number;
  i(lo: number, hi: number): number;
  p<T>(xs: readonly T[]): T;
  c(p: number): boolean;
  hex(n: number): string;
  uuid(): string;
}

export function rng(seedText: string): Rng {
  let h = 2166136261;
  for (let k = 0; k < seedText.length; k++) h = Math.imul(h ^ seedText.charCodeAt(k), 16777619);
  let a = h >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const r: Rng = {
    f: (lo, hi) => lo + next() * (hi - lo),
    i: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    p: (xs) => xs[Math.floor(next() * xs.length)],
    c: (p) => next() < p,
    hex: (n) => {
      let s = "";
      for (let k = 0; k < n; k++) s += "0123456789abcdef"[Math.floor(next() * 16)];
      return s;
    },
    uuid: () => `${r.hex(8)}-${r.hex(4)}-4${r.hex(3)}-${r.p(["8", "9", "a", "b"])}${r.hex(3)}-${r.hex(12)}`,
  };
  return r;
}

export type Level = "debug" | "info" | "warn" | "error" | "fatal";
export type Runtime =
  | "spring"
  | "logback"
  | "logback2"
  | "pyfmt"
  | "pybasic"
  | "zap"
  | "logrus"
  | "slogtext"
  | "slogjson"
  | "pino"
  | "bunyan"
  | "serilog"
  | "dotnet"
  | "nginx"
  | "envoy"
  | "lambda-node"
  | "lambda-py"
  | "klog"
  | "es"
  | "raw";
export type Family = "jvm" | "go" | "py" | "node" | "dotnet" | "proxy" | "infra";
export type Envelope =
  | "kubectl-prefix"
  | "docker-json"
  | "cri"
  | "spring-json"
  | "syslog-5424"
  | "otel-json"
  | "cloudwatch-lambda"
  | "app-json";

export function family(rt: Runtime): Family {
  switch (rt) {
    case "spring":
    case "logback":
    case "logback2":
      return "jvm";
    case "pyfmt":
    case "pybasic":
    case "lambda-py":
      return "py";
    case "es":
      return "jvm";
    case "zap":
    case "logrus":
    case "slogtext":
    case "slogjson":
    case "klog":
      return "go";
    case "pino":
    case "bunyan":
    case "lambda-node":
      return "node";
    case "serilog":
    case "dotnet":
      return "dotnet";
    case "raw":
      return "infra";
    default:
      return "proxy";
  }
}

export interface SvcSpec {
  name: string;
  rt: Runtime;
  /** java package / python module / go package used for logger names */
  pkg?: string;
}

export interface Svc {
  name: string;
  rt: Runtime;
  fam: Family;
  pkg: string;
  pod: string;
  cid: string;
  ip: string;
  port: number;
  skew: number;
  pid: number;
  host: string;
}

/** One log record before rendering. `t` is true time (ms); the printed time adds the service skew. */
export interface Ev {
  t: number;
  svc: string;
  lvl: Level;
  msg: string;
  more?: string[];
  logger?: string;
  thread?: string;
  trace?: string;
  span?: string;
  fields?: Record<string, string | number | boolean>;
  /** access-log record (nginx / envoy) */
  access?: Access;
  /** lambda platform record */
  platform?: "START" | "END" | "REPORT";
  /** printed as-is, outside the runtime's format (stderr of a dying runtime, platform lines) */
  rawLine?: boolean;
  reqId?: string;
  seq?: number;
}

export interface Access {
  method: string;
  path: string;
  status: number;
  bytes: number;
  ms: number;
  ua: string;
  client: string;
  upstream: string;
  flags?: string;
  reqId?: string;
  host?: string;
  /** upstream service name (ingress upstream / envoy cluster) */
  upstreamName?: string;
  ns?: string;
}

const pad = (n: number, w = 2): string => String(n).padStart(w, "0");
export const iso = (ms: number): string => new Date(ms).toISOString();
const ymd = (ms: number): string => iso(ms).slice(0, 10);
const hms = (ms: number): string => iso(ms).slice(11, 23);
const hmsOnly = (ms: number): string => iso(ms).slice(11, 19);
const isoNano = (ms: number, extra: number): string => `${iso(ms).slice(0, 23)}${pad(extra, 6)}Z`;

function springLevel(l: Level): string {
  return { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "ERROR" }[l];
}
function pyLevel(l: Level): string {
  return { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" }[l];
}
function goLevel(l: Level): string {
  return { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "fatal" }[l];
}
function pinoLevel(l: Level): number {
  return { debug: 20, info: 30, warn: 40, error: 50, fatal: 60 }[l];
}
function serilogLevel(l: Level): string {
  return { debug: "DBG", info: "INF", warn: "WRN", error: "ERR", fatal: "FTL" }[l];
}
function dotnetLevel(l: Level): string {
  return { debug: "dbug", info: "info", warn: "warn", error: "fail", fatal: "crit" }[l];
}
function sysSeverity(l: Level): number {
  return { debug: 7, info: 6, warn: 4, error: 3, fatal: 2 }[l];
}
function otelSeverity(l: Level): [string, number] {
  return {
    debug: ["DEBUG", 5],
    info: ["INFO", 9],
    warn: ["WARN", 13],
    error: ["ERROR", 17],
    fatal: ["FATAL", 21],
  }[l] as [string, number];
}
function klogLevel(l: Level): string {
  return { debug: "I", info: "I", warn: "W", error: "E", fatal: "F" }[l];
}

function quoteLogfmt(v: string | number | boolean): string {
  const s = String(v);
  return /^[A-Za-z0-9_./:@+-]+$/.test(s) ? s : JSON.stringify(s);
}

function shortLogger(full: string): string {
  // Tomcat's servlet logger is printed this way by Spring Boot's default pattern
  if (full.includes(".[dispatcherServlet]")) return "o.a.c.c.C.[.[.[/].[dispatcherServlet]";
  const parts = full.split(".");
  return parts.map((p, k) => (k < parts.length - 1 ? p[0] : p)).join(".");
}

/** `req-<uuid>` request id derived from a 32-hex trace id */
const reqOf = (t: string): string =>
  `req-${t.slice(0, 8)}-${t.slice(8, 12)}-4${t.slice(13, 16)}-a${t.slice(17, 20)}-${t.slice(20, 32)}`;

const pascal = (name: string): string => name.replace(/(^|-)(\w)/g, (_m, _d, c: string) => c.toUpperCase());

function defaultLogger(s: Svc): string {
  switch (s.fam) {
    case "jvm":
      return `${s.pkg}.${pascal(s.name)}Service`;
    case "dotnet":
      return `${s.pkg}.Worker`;
    case "go":
      return s.name.split("-")[0];
    default:
      return s.pkg;
  }
}

export interface RenderCtx {
  traceStyle: "w3c" | "trace_id" | "req" | "none";
}

/** Renders one record in the service's own runtime format. Returns physical lines. */
export function renderInner(ev: Ev, s: Svc, p: number, ctx: RenderCtx): string[] {
  const logger = ev.logger ?? defaultLogger(s);
  const more = ev.more ?? [];
  if (ev.rawLine) return [ev.msg, ...more];
  const fields = ev.fields ?? {};
  const traceKv = (): Record<string, string> => {
    if (!ev.trace || ctx.traceStyle === "none") return {};
    if (ctx.traceStyle === "w3c") return { traceparent: `00-${ev.trace}-${ev.span ?? "0000000000000000"}-01` };
    if (ctx.traceStyle === "req") return { request_id: reqOf(ev.trace) };
    return { trace_id: ev.trace };
  };
  switch (s.rt) {
    case "spring": {
      const thread = (ev.thread ?? "nio-8080-exec-1").slice(-15).padStart(15);
      const tr =
        ev.trace && ctx.traceStyle !== "none"
          ? ` [${s.name},${ctx.traceStyle === "req" ? reqOf(ev.trace) : ev.trace},${ev.span ?? ""}]`
          : "";
      const lg = shortLogger(logger).slice(-40).padEnd(40);
      return [
        `${ymd(p)} ${hms(p)} ${springLevel(ev.lvl).padStart(5)}${tr} ${s.pid} --- [${thread}] ${lg} : ${ev.msg}`,
        ...more,
      ];
    }
    case "logback": {
      const tr =
        ev.trace && ctx.traceStyle !== "none" ? ` ${Object.entries(traceKv()).map(([k, v]) => `${k}=${v}`)[0]}` : "";
      return [
        `${hms(p)} [${ev.thread ?? "main"}] ${springLevel(ev.lvl).padEnd(5)} ${shortLogger(logger)}${tr} - ${ev.msg}`,
        ...more,
      ];
    }
    case "logback2": {
      const line = 40 + ((logger.length * 37) % 400);
      return [`${hms(p)} ${springLevel(ev.lvl)} ${shortLogger(logger)}#${line} - ${ev.msg}`, ...more];
    }
    case "pyfmt": {
      const ms = pad(p % 1000, 3);
      const tr = ev.trace && ctx.traceStyle !== "none" ? ` [${Object.values(traceKv())[0]}]` : "";
      return [`${ymd(p)} ${hmsOnly(p)},${ms} - ${logger} - ${pyLevel(ev.lvl)} - ${ev.msg}${tr}`, ...more];
    }
    case "pybasic":
      return [`${pyLevel(ev.lvl)}:${logger}:${ev.msg}`, ...more];
    case "zap": {
      const o: Record<string, unknown> = {
        level: ev.lvl === "fatal" ? "fatal" : goLevel(ev.lvl),
        ts: Number((p / 1000).toFixed(6)),
        logger: logger,
        caller: ev.fields?.caller ?? `${s.pkg}/${s.name.split("-")[0]}.go:${100 + (ev.msg.length % 300)}`,
        msg: ev.msg,
        service: s.name,
      };
      for (const [k, v] of Object.entries(fields)) if (k !== "caller") o[k] = v;
      Object.assign(o, traceKv());
      if (more.length) o.stacktrace = more.join("\n");
      return [JSON.stringify(o)];
    }
    case "logrus": {
      const kv = { ...fields, ...traceKv(), service: s.name };
      const tail = Object.entries(kv)
        .map(([k, v]) => `${k}=${quoteLogfmt(v)}`)
        .join(" ");
      const lvl = ev.lvl === "warn" ? "warning" : goLevel(ev.lvl);
      return [`time="${iso(p)}" level=${lvl} msg=${JSON.stringify(ev.msg)} ${tail}`, ...more];
    }
    case "slogtext": {
      const kv = { ...fields, ...traceKv(), service: s.name };
      const tail = Object.entries(kv)
        .map(([k, v]) => `${k}=${quoteLogfmt(v)}`)
        .join(" ");
      const lvl = ev.lvl === "fatal" ? "ERROR+4" : springLevel(ev.lvl);
      return [`time=${iso(p)} level=${lvl} msg=${quoteLogfmt(ev.msg)} ${tail}`, ...more];
    }
    case "slogjson": {
      const o: Record<string, unknown> = {
        time: iso(p),
        level: ev.lvl === "fatal" ? "ERROR+4" : springLevel(ev.lvl),
        msg: ev.msg,
        service: s.name,
        ...fields,
        ...traceKv(),
      };
      if (more.length) o.stack = more.join("\n");
      return [JSON.stringify(o)];
    }
    case "pino": {
      const o: Record<string, unknown> = {
        level: pinoLevel(ev.lvl),
        time: p,
        pid: s.pid,
        hostname: s.pod,
        name: s.name,
      };
      Object.assign(o, fields, traceKv());
      if (more.length) {
        const first = ev.fields?.errMessage ?? ev.msg;
        o.err = { type: more[0].split(":")[0] || "Error", message: String(first), stack: more.join("\n") };
        delete o.errMessage;
      }
      o.msg = ev.msg;
      return [JSON.stringify(o)];
    }
    case "bunyan": {
      const o: Record<string, unknown> = { name: s.name, hostname: s.pod, pid: s.pid, level: pinoLevel(ev.lvl) };
      Object.assign(o, fields, traceKv());
      if (more.length) o.err = { message: ev.msg, name: more[0].split(":")[0], stack: more.join("\n") };
      o.msg = ev.msg;
      o.time = iso(p);
      o.v = 0;
      return [JSON.stringify(o)];
    }
    case "serilog": {
      const tr =
        ev.trace && ctx.traceStyle !== "none"
          ? ` {${Object.entries(traceKv()).map(([k, v]) => `${k}="${v}"`)[0]}}`
          : "";
      return [`[${hmsOnly(p)} ${serilogLevel(ev.lvl)}] ${ev.msg}${tr}`, ...more];
    }
    case "dotnet": {
      const eid = Number(ev.fields?.eventId ?? 0);
      const body = ev.msg.split("\n").map((m) => `      ${m.trimStart()}`);
      return [`${dotnetLevel(ev.lvl)}: ${logger}[${eid}]`, ...body, ...more.map((m) => `      ${m}`)];
    }
    case "klog": {
      const d = new Date(p);
      const stamp = `${klogLevel(ev.lvl)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())} ${hms(p)}${pad((p % 7) * 111, 3)}`;
      const kv = Object.entries(fields)
        .map(([k, v]) => `${k}=${JSON.stringify(String(v))}`)
        .join(" ");
      return [`${stamp} ${String(s.pid).padStart(7)} ${logger}] ${JSON.stringify(ev.msg)}${kv ? ` ${kv}` : ""}`];
    }
    case "nginx": {
      if (ev.access) {
        const a = ev.access;
        const d = new Date(p);
        const mon = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][
          d.getUTCMonth()
        ];
        const stamp = `${pad(d.getUTCDate())}/${mon}/${d.getUTCFullYear()}:${hmsOnly(p)} +0000`;
        const urt = a.upstream === "-" ? "-" : (a.ms / 1000).toFixed(3);
        const ups = a.upstreamName ? `${a.ns ?? "default"}-${a.upstreamName}-8080` : "-";
        const ustatus = a.status === 504 ? "504" : a.status === 502 ? "502" : String(a.status);
        return [
          `${a.client} - - [${stamp}] "${a.method} ${a.path} HTTP/1.1" ${a.status} ${a.bytes} "-" "${a.ua}" ${200 + (a.bytes % 700)} ${(a.ms / 1000).toFixed(3)} [${ups}] [] ${a.upstream} ${a.status >= 500 ? 0 : a.bytes} ${urt} ${ustatus} ${a.reqId ?? "-"}`,
        ];
      }
      const d = iso(p).slice(0, 19).replace(/-/g, "/").replace("T", " ");
      const lvl = ev.lvl === "warn" ? "warn" : ev.lvl === "info" ? "notice" : ev.lvl === "fatal" ? "crit" : ev.lvl;
      return [`${d} [${lvl}] 29#29: *${ev.seq ?? 1} ${ev.msg}`];
    }
    case "envoy": {
      if (ev.access) {
        const a = ev.access;
        return [
          `[${iso(p)}] "${a.method} ${a.path} HTTP/1.1" ${a.status} ${a.flags ?? "-"} 0 ${a.bytes} ${a.ms} ${a.status >= 500 ? "-" : Math.max(1, a.ms - 2)} "${a.client}" "${a.ua}" "${a.reqId ?? "-"}" "${a.host ?? "-"}" "${a.upstream}" ${a.upstreamName ? `outbound|8080||${a.upstreamName}.${a.ns ?? "default"}.svc.cluster.local` : "-"}`,
        ];
      }
      const lvl = ev.lvl === "warn" ? "warning" : ev.lvl === "fatal" ? "critical" : ev.lvl;
      return [`[${iso(p).replace("T", " ").slice(0, 23)}][1][${lvl}][${logger}] ${ev.msg}`];
    }
    case "lambda-node": {
      if (ev.platform === "START") return [`START RequestId: ${ev.reqId} Version: $LATEST`];
      if (ev.platform === "END") return [`END RequestId: ${ev.reqId}`];
      if (ev.platform === "REPORT") return [ev.msg];
      if (ev.fields?.bare) return [`${iso(p)} ${ev.reqId} ${ev.msg}`];
      const lv = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "ERROR" }[ev.lvl];
      return [`${iso(p)}\t${ev.reqId ?? "undefined"}\t${lv}\t${[ev.msg, ...more].join("\n")}`];
    }
    case "raw":
      return [ev.msg, ...more];
    case "es": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(p),
        "log.level": springLevel(ev.lvl),
        message: ev.msg,
        "ecs.version": "1.2.0",
        "service.name": "ES_ECS",
        "event.dataset": "elasticsearch.server",
        "process.thread.name": ev.thread ?? `elasticsearch[${s.pod}][management][T#1]`,
        "log.logger": logger,
        "elasticsearch.cluster.name": "news-search",
        "elasticsearch.node.name": s.pod,
      };
      if (more.length) o["error.stack_trace"] = more.join("\n");
      return [JSON.stringify(o)];
    }
    case "lambda-py": {
      if (ev.platform === "START") return [`START RequestId: ${ev.reqId} Version: $LATEST`];
      if (ev.platform === "END") return [`END RequestId: ${ev.reqId}`];
      if (ev.platform === "REPORT") return [ev.msg];
      if (ev.fields?.bare) return [`${iso(p)} ${ev.reqId} ${ev.msg}`];
      return [`[${pyLevel(ev.lvl)}]\t${iso(p)}\t${ev.reqId ?? ""}\t${[ev.msg, ...more].join("\n")}`];
    }
  }
}

export interface EnvCtx extends RenderCtx {
  envelope: Envelope;
  ns: string;
}

/** sub-millisecond digits: monotonic within a record and across consecutive records */
const sub = (ev: Ev, k: number): number => ((ev.seq ?? 0) % 997) * 1000 + 100 + k;

/** Wraps the runtime's lines in the file's envelope. */
export function renderEnvelope(ev: Ev, s: Svc, p: number, ctx: EnvCtx): string[] {
  const lines = renderInner(ev, s, p, ctx);
  // a physical line per newline for line-oriented envelopes (JSON runtimes escape theirs)
  const inner = lines.flatMap((l) => l.split("\n"));
  const stream = ev.lvl === "error" || ev.lvl === "fatal" || ev.lvl === "warn" ? "stderr" : "stdout";
  switch (ctx.envelope) {
    case "kubectl-prefix":
      return inner.map((l, k) => `[pod/${s.pod}/${s.name}] ${isoNano(p, sub(ev, k))} ${l}`);
    case "docker-json":
      return inner.map(
        (l, k) => `[pod/${s.pod}/${s.name}] ${JSON.stringify({ log: `${l}\n`, stream, time: isoNano(p, sub(ev, k)) })}`,
      );
    case "cri": {
      const out: string[] = [];
      inner.forEach((l, k) => {
        const head = `/var/log/containers/${s.pod}_${ctx.ns}_${s.name}-${s.cid}.log:${isoNano(p, sub(ev, k))}`;
        if (l.length > 900) {
          out.push(`${head} ${stream} P ${l.slice(0, 800)}`);
          out.push(`${head} ${stream} F ${l.slice(800)}`);
        } else out.push(`${head} ${stream} F ${l}`);
      });
      return out;
    }
    case "spring-json":
      return [
        JSON.stringify({
          "@timestamp": iso(p + 3),
          app: s.name,
          pod: s.pod,
          stream,
          message: lines.join("\n"),
        }),
      ];
    case "syslog-5424": {
      const facility = s.name === "kernel" ? 0 : s.name === "systemd" ? 3 : 16;
      const pri = 8 * facility + sysSeverity(ev.lvl);
      return inner.map((l) => `<${pri}>1 ${iso(p)} ${s.host} ${s.name} ${s.pid} - - ${l}`);
    }
    case "otel-json": {
      const [st, sn] = ev.rawLine ? ["", 0] : otelSeverity(ev.lvl);
      const attrs: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(ev.fields ?? {})) attrs[k] = v;
      if (ev.more?.length) {
        attrs["exception.type"] = ev.more[0].split(":")[0];
        attrs["exception.stacktrace"] = ev.more.join("\n");
      }
      if (ev.access) {
        attrs["http.request.method"] = ev.access.method;
        attrs["url.path"] = ev.access.path;
        attrs["http.response.status_code"] = ev.access.status;
      }
      const body = ev.access || ev.rawLine ? inner.join("\n") : ev.msg;
      return [
        JSON.stringify({
          Timestamp: `${p}000000`,
          ObservedTimestamp: `${p + 40}000000`,
          TraceId: ev.trace && ctx.traceStyle !== "none" ? ev.trace : "",
          SpanId: ev.trace && ctx.traceStyle !== "none" ? (ev.span ?? "") : "",
          SeverityText: st,
          SeverityNumber: sn,
          Body: body,
          Resource: { "service.name": s.name, "k8s.pod.name": s.pod, "k8s.namespace.name": ctx.ns },
          InstrumentationScope: { Name: ev.logger ?? s.pkg },
          Attributes: attrs,
        }),
      ];
    }
    case "cloudwatch-lambda": {
      const lambda = s.rt === "lambda-node" || s.rt === "lambda-py";
      const group = lambda ? `/aws/lambda/${s.name}` : `/ecs/${s.name}`;
      const streamName = lambda ? `${ymd(p).replace(/-/g, "/")}/[$LATEST]${s.cid}` : `ecs/${s.name}/${s.cid}`;
      const msgs = lambda ? [lines.join("\n")] : inner;
      return msgs.map((m) =>
        JSON.stringify({ logGroup: group, logStream: streamName, timestamp: p, message: `${m}\n` }),
      );
    }
    case "app-json":
      return inner;
  }
}

// ------------------------------------------------------------------ the simulation

export interface Req {
  id: string;
  trace: string;
  t: number;
  path: string;
  method: string;
  user: string;
  n: number;
}

export interface Hop {
  svc: string;
  /** ok-path line(s) for this hop; may return [] */
  ok: (r: Rng, q: Req) => Array<[Level, string]>;
  logger?: string;
  /** how this hop addresses the next one (path in caller messages) */
  callPath?: string;
}

export interface Flow {
  weight: number;
  method: string;
  paths: string[];
  hops: Hop[];
}

export interface Estate {
  name: string;
  ns: string;
  services: SvcSpec[];
  edge: string;
  flows: Flow[];
  ambient: Array<[string, number, (r: Rng, t: number) => [Level, string, string?]]>;
  domain: string;
}

export type CallerView = "timeout" | "5xx" | "503" | "refused" | "reset" | "429" | "4xx" | "401" | "403" | "dns";

export interface FailCtx {
  r: Rng;
  q: Req;
  t: number;
  dt: number;
  origin: Svc;
  caller?: Svc;
}

export interface Fault {
  origin: string;
  /** ms from window start; may be negative (already running when the window opens) */
  at: number;
  until?: number;
  /** probability that a request through the failing hop fails, dt = ms since fault start */
  rate: (dt: number) => number;
  /** service whose hop fails (default origin): e.g. the vendor adapter */
  hop?: string;
  own?: (c: FailCtx) => Array<Partial<Ev> & { lvl: Level; msg: string }>;
  view: CallerView | ((dt: number) => CallerView);
  /** delay until callers give up (timeouts) */
  wait?: (r: Rng) => number;
  silence?: boolean;
  /** extra caller retry chatter: service that retries and how many times */
  retries?: { svc: string; n: number };
  /** custom caller wording for a service */
  callerSays?: Record<string, (c: FailCtx) => [Level, string] | Array<[Level, string]>>;
  /** callers that swallow the error (log nothing) */
  mute?: string[];
}

export interface Scenario {
  id: string;
  /** comment: failure mode / postmortem modelled */
  note: string;
  estate: Estate;
  envelope: Envelope;
  traceStyle: "w3c" | "trace_id" | "req" | "none";
  start: string;
  minutes: number;
  rps: number;
  category: string | null;
  origin: string | null;
  hints: string[];
  severity: "medium" | "high" | null;
  fault?: Fault;
  /** steady background errors / warnings: [svc, mean period s, fn] */
  noise?: Array<[string, number, (r: Rng, t: number) => [Level, string, string[]?]]>;
  /** scripted lines: [offset s from window start, svc, level, message, more?] */
  script?: (r: Rng, at: (sec: number, svc: string, lvl: Level, msg: string, extra?: Partial<Ev>) => void) => void;
  /** steady lines of one service inside a time range (s from window start) */
  episodes?: Array<{
    svc: string;
    from: number;
    to?: number;
    period: number;
    fn: (r: Rng, t: number) => [Level, string, string[]?];
  }>;
  skewMax?: number;
}

export interface Sim {
  svcs: Map<string, Svc>;
  events: Ev[];
}

function podName(r: Rng, name: string): string {
  const alnum = "bcdfghjklmnpqrstvwxz2456789";
  let s = "";
  for (let k = 0; k < 5; k++) s += alnum[r.i(0, alnum.length - 1)];
  return `${name}-${r.hex(3)}${r.i(5, 9)}${r.hex(5)}-${s}`;
}

export function buildServices(r: Rng, specs: SvcSpec[], skewMax: number): Map<string, Svc> {
  const m = new Map<string, Svc>();
  specs.forEach((sp, k) => {
    m.set(sp.name, {
      name: sp.name,
      rt: sp.rt,
      fam: family(sp.rt),
      pkg: sp.pkg ?? `com.example.${sp.name.replace(/-/g, "")}`,
      pod: podName(r, sp.name),
      cid: r.hex(12),
      ip: `10.${r.i(0, 3)}.${r.i(1, 30)}.${r.i(2, 250)}`,
      port: sp.rt === "nginx" || sp.rt === "envoy" ? 443 : r.p([8080, 8000, 9090, 3000, 5000]),
      skew: k === 0 ? 0 : r.i(-skewMax, skewMax),
      pid: sp.rt === "spring" || sp.rt === "dotnet" ? 1 : r.i(7, 60),
      host: `ip-10-${r.i(0, 3)}-${r.i(1, 40)}-${r.i(2, 250)}`,
    });
  });
  return m;
}
