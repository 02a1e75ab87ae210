// The six line shapes of the incidents README, with the fields each shipper really adds. Multi-line
// events: JSON formats carry the stack in a field or in the message; logfmt continues on raw lines;
// docker compose prefixes every continuation line with the container name, as `docker compose logs` does.
import { iso, resolveStamps, spaced } from "./clock.js";
import type { Rng } from "./rng.js";
import type { Estate, Format, Level, LogEvent, Runtime } from "./types.js";

export interface RenderCtx {
  est: Estate;
  fmt: Format;
  rng: Rng;
  /** Printed-clock offset per service, ms (|skew| <= 300). */
  skew: Map<string, number>;
  pods: Map<string, string[]>;
  width: number;
}

export function renderCtx(est: Estate, fmt: Format, rng: Rng): RenderCtx {
  const skew = new Map<string, number>();
  const pods = new Map<string, string[]>();
  for (const s of est.services) {
    // Most hosts are NTP-disciplined to a few ms; a couple drift visibly.
    skew.set(s.name, rng.chance(0.3) ? rng.int(-300, 300) : rng.int(-40, 40));
    const base = s.name.replaceAll("_", "-");
    const rs = rng.k8s(rng.int(9, 10));
    pods.set(
      s.name,
      Array.from({ length: s.replicas }, () => `${base}-${rs}-${rng.k8s(5)}`),
    );
  }
  const width = Math.max(...est.services.map((s) => s.name.length + 2));
  return { est, fmt, rng, skew, pods, width };
}

const JSONL: Record<Level, string> = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "fatal" };
const DD: Record<Level, string> = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" };
const GCP: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" };
const COMPOSE: Record<Level, string> = {
  debug: "DEBUG",
  info: "INFO",
  warn: "WARNING",
  error: "ERROR",
  fatal: "CRITICAL",
};

function ecsLevel(rt: Runtime, l: Level): string {
  if (rt === "java") return { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" }[l];
  if (rt === "dotnet")
    return { debug: "Debug", info: "Information", warn: "Warning", error: "Error", fatal: "Fatal" }[l];
  if (rt === "python") return { debug: "debug", info: "info", warn: "warning", error: "error", fatal: "critical" }[l];
  return JSONL[l];
}

const DDSOURCE: Record<Runtime, string> = {
  java: "java",
  node: "nodejs",
  go: "go",
  python: "python",
  dotnet: "csharp",
  ruby: "ruby",
  nginx: "nginx",
  envoy: "envoy",
};

/** Decimal string of a hex number (Datadog prints 64-bit trace ids in decimal). */
function hexToDec(h: string): string {
  const digits = [0];
  for (const c of h) {
    let carry = Number.parseInt(c, 16);
    for (let i = 0; i < digits.length; i++) {
      const v = (digits[i] ?? 0) * 16 + carry;
      digits[i] = v % 10;
      carry = Math.floor(v / 10);
    }
    while (carry > 0) {
      digits.push(carry % 10);
      carry = Math.floor(carry / 10);
    }
  }
  return digits.reverse().join("");
}

function logfmtQuote(s: string): string {
  return `"${s.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`;
}

function errMessage(ev: LogEvent): string {
  const stack = ev.stack ?? [];
  // Python prints the exception last; JVM, .NET and Node print it first.
  const head = stack[0]?.startsWith("Traceback") ? (stack[stack.length - 1] ?? "") : (stack[0] ?? "");
  if (ev.errType && head.startsWith(`${ev.errType}: `)) return head.slice(ev.errType.length + 2);
  return ev.msg;
}

/** One event as it appears in the file (several physical lines for logfmt/compose stacks). */
export function render(rc: RenderCtx, raw: LogEvent): string {
  const sk = rc.skew.get(raw.svc) ?? 0;
  const ev: LogEvent = {
    ...raw,
    msg: resolveStamps(raw.msg, sk),
    stack: raw.stack?.map((l) => resolveStamps(l, sk)),
  };
  const { est, rng } = rc;
  const svc = est.services.find((s) => s.name === ev.svc);
  if (!svc) throw new Error(`unknown service ${ev.svc}`);
  const printed = ev.t + sk;
  const ts = iso(printed);
  const pod = rng.pick(rc.pods.get(ev.svc) ?? [ev.svc]);
  const trace = est.traced.includes(ev.svc) ? ev.trace : undefined;
  const stack = ev.stack ?? [];
  const withStack = stack.length ? `${ev.msg}\n${stack.join("\n")}` : ev.msg;
  switch (rc.fmt) {
    case "jsonl": {
      const o: Record<string, unknown> = { timestamp: ts, service: ev.svc, level: JSONL[ev.level], message: withStack };
      if (trace) o[est.traceStyle === "uuid" ? "request_id" : "trace_id"] = trace;
      return JSON.stringify(o);
    }
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": ts,
        status: DD[ev.level],
        service: ev.svc,
        message: ev.msg,
        host: pod,
        ddsource: DDSOURCE[svc.runtime],
        ddtags: `env:prod,kube_namespace:${est.namespace},operator:${est.key}`,
      };
      if (svc.runtime === "java" || svc.runtime === "dotnet")
        o.logger = { name: svc.logger, thread_name: svc.runtime === "java" ? rng.pick(JAVA_THREADS) : undefined };
      if (stack.length) o.error = { kind: ev.errType ?? "Error", message: errMessage(ev), stack: stack.join("\n") };
      if (trace) {
        if (est.traceStyle === "uuid") o.http = { request_id: trace };
        else o.dd = { trace_id: hexToDec(trace.slice(-16)), span_id: hexToDec(rng.hex(15)) };
      }
      return JSON.stringify(o);
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": ts,
        "log.level": ecsLevel(svc.runtime, ev.level),
        message: ev.msg,
        "ecs.version": "1.6.0",
        "service.name": ev.svc,
        "service.environment": "production",
        "host.name": pod,
        "log.logger": svc.logger,
      };
      if (svc.runtime === "java") o["process.thread.name"] = rng.pick(JAVA_THREADS);
      if (trace) o[est.traceStyle === "uuid" ? "http.request.id" : "trace.id"] = trace;
      if (stack.length) {
        o["error.type"] = ev.errType ?? "Error";
        o["error.message"] = errMessage(ev);
        o["error.stack_trace"] = stack.join("\n");
      }
      return JSON.stringify(o);
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: withStack };
      if (svc.runtime === "java" || svc.runtime === "dotnet" || svc.runtime === "python") payload.logger = svc.logger;
      if (trace && est.traceStyle === "uuid") payload.request_id = trace;
      if (trace && est.traceStyle === "short") payload.trace = trace;
      const o: Record<string, unknown> = {
        timestamp: `${ts.slice(0, -1)}${rng.digits(3)}Z`,
        severity: GCP[ev.level],
        resource: {
          type: "k8s_container",
          labels: {
            project_id: est.project,
            location: est.region,
            cluster_name: est.cluster,
            namespace_name: est.namespace,
            pod_name: pod,
            container_name: ev.svc,
          },
        },
        jsonPayload: payload,
        logName: `projects/${est.project}/logs/stdout`,
        insertId: rng.k8s(16),
      };
      if (trace && est.traceStyle === "w3c")
        o["logging.googleapis.com/trace"] = `projects/${est.project}/traces/${trace}`;
      return JSON.stringify(o);
    }
    case "logfmt": {
      let line = `ts=${ts} level=${JSONL[ev.level]} svc=${ev.svc} msg=${logfmtQuote(ev.msg)}`;
      if (trace)
        line += ` ${est.traceStyle === "uuid" ? "request_id" : est.traceStyle === "w3c" ? "trace_id" : "trace"}=${trace}`;
      return stack.length ? `${line}\n${stack.join("\n")}` : line;
    }
    case "compose": {
      const prefix = `${`${ev.svc}-1`.padEnd(rc.width)} | `;
      let msg = ev.msg;
      if (trace) msg += est.traceStyle === "short" ? ` [${trace}]` : ` trace=${trace}`;
      const first = `${prefix}${spaced(printed)} | ${COMPOSE[ev.level].padEnd(8)} | ${msg}`;
      return stack.length ? [first, ...stack.map((s) => `${prefix}${s}`)].join("\n") : first;
    }
  }
}

const JAVA_THREADS = [
  "http-nio-8080-exec-1",
  "http-nio-8080-exec-4",
  "http-nio-8080-exec-7",
  "http-nio-8080-exec-12",
  "scheduling-1",
  "main",
  "kafka-coordinator-heartbeat-thread",
];

/** The file extension for a format (the README's dev set uses several). */
export function extension(fmt: Format, i: number): string {
  if (fmt === "logfmt" || fmt === "compose") return "log";
  if (fmt === "jsonl") return i % 2 ? "ndjson" : "jsonl";
  return "json";
}
