// One event as its runtime prints it on stdout (Spring Boot, logrus, Django/Celery, pino/Nest, .NET console,
// Rails/Sidekiq, tracing-subscriber, Laravel, Elixir Logger, MongoDB, Elasticsearch, Cassandra).
import { commaMs, isoMicro, parts, spaceTs, timeOnly } from "../holdout3/kit.js";
import type { Ev, Level, TraceStyle } from "./types.js";

const hash = (s: string) => {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
};

export const asUuid = (h: string) =>
  `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;

/** the request id as a text suffix, in the scenario's propagation style */
export function traceSuffix(ev: Ev, style: TraceStyle): string {
  if (!ev.trace || style === "none") return "";
  const span = ev.span ?? ev.trace.slice(16);
  if (style === "traceparent") return ` traceparent=00-${ev.trace}-${span}-01`;
  if (style === "xrid") return ` x_request_id=${asUuid(ev.trace)}`;
  if (style === "b3") return ` b3=${ev.trace}-${span}-1`;
  return ` trace_id=${ev.trace} span_id=${span}`;
}

const camel = (svc: string) =>
  svc
    .split("-")
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join("");

const JAVA_CLASSES = ["RequestHandler", "ClientGateway", "OutboundCaller", "Scheduler", "Repository", "Listener"];
const javaLogger = (ev: Ev) => `c.${ev.svc.split("-")[0]}.${camel(ev.svc)}${JAVA_CLASSES[hash(ev.msg) % 6]}`;

const lvl = {
  java: { DEBUG: "DEBUG", INFO: " INFO", WARN: " WARN", ERROR: "ERROR", FATAL: "ERROR" },
  py: { DEBUG: "DEBUG", INFO: "INFO", WARN: "WARNING", ERROR: "ERROR", FATAL: "CRITICAL" },
  net: { DEBUG: "dbug", INFO: "info", WARN: "warn", ERROR: "fail", FATAL: "crit" },
  rb: { DEBUG: "D", INFO: "I", WARN: "W", ERROR: "E", FATAL: "F" },
  ex: { DEBUG: "debug", INFO: "info", WARN: "warning", ERROR: "error", FATAL: "critical" },
  mongo: { DEBUG: "D1", INFO: "I", WARN: "W", ERROR: "E", FATAL: "F" },
} satisfies Record<string, Record<Level, string>>;

const pinoLevel: Record<Level, number> = { DEBUG: 20, INFO: 30, WARN: 40, ERROR: 50, FATAL: 60 };
const rubyWord = (l: Level) => (l === "FATAL" ? "FATAL" : l === "WARN" ? "WARN" : l);
const esc = (s: string) => s.replace(/\\/g, "\\\\").replace(/"/g, '\\"');

/** the first line as the runtime prints it; continuation lines (stack frames) follow raw */
export function nativeLine(ev: Ev, pt: number, style: TraceStyle): string {
  const tr = traceSuffix(ev, style);
  const m = ev.msg;
  const pid = (hash(ev.svc) % 90) + 7;
  switch (ev.rt) {
    case "java": {
      const th = ev.trace
        ? `http-nio-8080-exec-${(hash(ev.trace) % 40) + 1}`
        : /APPLICATION FAILED|Starting \w+Application|Tomcat started/.test(m)
          ? "main"
          : "scheduling-1";
      if (style === "b3" && ev.trace)
        return `${spaceTs(pt)}.${parts(pt).ms} ${lvl.java[ev.lvl]} [${ev.svc},${ev.trace.slice(16)},${ev.span ?? ev.trace.slice(0, 16)}] 1 --- [${th}] ${javaLogger(ev)} : ${m}`;
      return `${spaceTs(pt)}.${parts(pt).ms} ${lvl.java[ev.lvl]} 1 --- [${th}] ${javaLogger(ev)} : ${m}${tr}`;
    }
    case "go":
      return `time="${isoMicro(pt).replace(/\d{3}Z$/, "Z")}" level=${ev.lvl === "WARN" ? "warning" : ev.lvl.toLowerCase()} msg="${esc(m)}"${tr}`;
    case "python":
      return `${commaMs(pt)} ${lvl.py[ev.lvl]} [${ev.svc.replace(/-/g, "_")}.${hash(m) % 2 ? "views" : "clients"}] ${m}${tr}`;
    case "celery":
      return `[${commaMs(pt)}: ${lvl.py[ev.lvl]}/ForkPoolWorker-${(hash(m) % 8) + 1}] ${m}${tr}`;
    case "node":
      return JSON.stringify({
        level: pinoLevel[ev.lvl],
        time: pt,
        pid,
        hostname: `${ev.svc}-${(hash(ev.svc) % 9000) + 1000}`,
        ...(ev.trace && style !== "none" ? { reqId: style === "xrid" ? asUuid(ev.trace) : ev.trace } : {}),
        msg: m,
      });
    case "nest": {
      const d = new Date(pt);
      const hh = d.getUTCHours() % 12 || 12;
      const when = `${d.getUTCMonth() + 1}/${d.getUTCDate()}/${d.getUTCFullYear()}, ${hh}:${parts(pt).m}:${parts(pt).s} ${d.getUTCHours() < 12 ? "AM" : "PM"}`;
      const word = ev.lvl === "INFO" ? "LOG" : ev.lvl === "FATAL" ? "ERROR" : ev.lvl;
      return `[Nest] ${pid}  - ${when} ${word.padStart(7)} [${camel(ev.svc)}${hash(m) % 2 ? "Service" : "Controller"}] ${m}${tr}`;
    }
    case "dotnet":
      return `${isoMicro(pt)} ${lvl.net[ev.lvl]}: ${camel(ev.svc).replace(/^/, "Ops.")}.${JAVA_CLASSES[hash(m) % 6]}[0] ${m}${tr}`;
    case "ruby":
      return `${lvl.rb[ev.lvl]}, [${isoMicro(pt).replace("Z", "")} #${pid}] ${rubyWord(ev.lvl).padStart(5)} -- : ${ev.trace && style !== "none" ? `[${asUuid(ev.trace)}] ` : ""}${m}`;
    case "sidekiq":
      return `${isoMicro(pt).replace(/\d{3}Z$/, "Z")} pid=${pid} tid=${(hash(m) % 46656).toString(36).padStart(3, "0")}g ${rubyWord(ev.lvl)}: ${m}${tr}`;
    case "rust":
      return `${isoMicro(pt)} ${ev.lvl === "FATAL" ? "ERROR" : ev.lvl.padStart(5)} ${ev.svc.replace(/-/g, "_")}::${hash(m) % 2 ? "handler" : "client"}: ${m}${tr}`;
    case "php":
      return `[${spaceTs(pt)}] production.${ev.lvl === "WARN" ? "WARNING" : ev.lvl === "FATAL" ? "CRITICAL" : ev.lvl}: ${m}${tr ? ` {"trace":"${tr.trim()}"}` : " []"} []`;
    case "elixir":
      return `${timeOnly(pt)} ${ev.trace && style !== "none" ? `request_id=${ev.trace.slice(0, 20)} ` : ""}[${lvl.ex[ev.lvl]}] ${m}`;
    case "mongo":
      return JSON.stringify({
        t: { $date: isoMicro(pt).replace(/\d{3}Z$/, "+00:00") },
        s: lvl.mongo[ev.lvl],
        c: /repl|lag|primary|secondary|election/i.test(m) ? "REPL" : /conn|client/i.test(m) ? "NETWORK" : "COMMAND",
        id: 20000 + (hash(m.replace(/[\d.]+/g, "")) % 9000),
        ctx: ev.trace ? `conn${hash(ev.trace) % 5000}` : "ReplCoord-3",
        msg: m,
      });
    case "es":
      return JSON.stringify({
        "@timestamp": isoMicro(pt).replace(/\d{3}Z$/, "Z"),
        "log.level": ev.lvl === "WARN" ? "WARN" : ev.lvl === "FATAL" ? "ERROR" : ev.lvl,
        message: m,
        "ecs.version": "1.2.0",
        "service.name": "ES_ECS",
        "event.dataset": "elasticsearch.server",
        "process.thread.name": `elasticsearch[${ev.svc}-0][management][T#${(hash(m) % 5) + 1}]`,
        "log.logger": /disk|watermark/i.test(m)
          ? "org.elasticsearch.cluster.routing.allocation.DiskThresholdMonitor"
          : "org.elasticsearch.action.bulk.TransportShardBulkAction",
        "elasticsearch.node.name": `${ev.svc}-0`,
        "elasticsearch.cluster.name": `${ev.svc}`,
      });
    case "cassandra":
      return `${ev.lvl === "FATAL" ? "ERROR" : ev.lvl.padEnd(5)} [${hash(m) % 2 ? "MutationStage-3" : "CompactionExecutor:7"}] ${commaMs(pt)} ${hash(m) % 2 ? "StorageService.java:466" : "CommitLog.java:311"} - ${m}`;
    default:
      return m;
  }
}

/** the level word an application would put in its own structured output */
export const levelWord = (l: Level) => (l === "WARN" ? "warning" : l.toLowerCase());
export { hash };
