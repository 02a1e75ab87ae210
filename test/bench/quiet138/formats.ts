// Renders events into one of the six aggregated layouts, with per-service clock skew and runtime level words.
import type { Estate, Ev, Format, Level, Runtime } from "./types.js";

export interface Layout {
  /** JSON formats: stack trace lines arrive as separate records (no multi-line join at the shipper). */
  splitStacks?: boolean;
  /** gcp: Python services log to stderr unstructured, so every line of theirs is severity ERROR. */
  pythonStderr?: boolean;
  /** jsonl/datadog: Node services' pino JSON arrives unparsed inside the message (the level was remapped). */
  nestedPino?: boolean;
}

const CANON: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" };

/** The level word each runtime's own logger writes. */
function rtLevel(rt: Runtime, l: Level): string {
  switch (rt) {
    case "python":
    case "php":
      return { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" }[l];
    case "dotnet":
      return { debug: "Debug", info: "Information", warn: "Warning", error: "Error", fatal: "Fatal" }[l];
    case "elixir":
      return { debug: "debug", info: "info", warn: "warning", error: "error", fatal: "critical" }[l];
    case "go":
    case "node":
    case "envoy":
    case "traefik":
      return l;
    case "nginx":
    case "haproxy":
      return { debug: "debug", info: "info", warn: "warn", error: "err", fatal: "crit" }[l];
    case "postgres":
      return { debug: "DEBUG1", info: "LOG", warn: "WARNING", error: "ERROR", fatal: "FATAL" }[l];
    default:
      return CANON[l];
  }
}

const DD: Record<Level, string> = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "critical" };
const GCP: Record<Level, string> = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" };

function textMsg(e: Ev, rt: Runtime): string {
  if (!e.logger) return e.msg;
  if (rt === "java") return `${e.logger.padEnd(40).slice(0, Math.max(40, e.logger.length))} : ${e.msg}`;
  if (rt === "dotnet") return `${e.logger}[0] ${e.msg}`;
  if (rt === "python") return `${e.logger}: ${e.msg}`;
  return e.msg;
}

const iso = (t: number) => new Date(t).toISOString();
const q = (s: string) => JSON.stringify(s);

function logfmtFields(f?: Record<string, string | number>): string {
  if (!f) return "";
  return Object.entries(f)
    .map(([k, v]) => ` ${k}=${typeof v === "number" || /^[\w.:/-]+$/.test(v) ? v : q(v)}`)
    .join("");
}

/** Stack in the message for these runtimes' JSON shippers; a separate attribute for the others. */
const stackInMessage = (rt: Runtime) =>
  rt === "python" || rt === "ruby" || rt === "elixir" || rt === "php" || rt === "postgres";

export function render(
  evs: Ev[],
  format: Format,
  estate: Estate,
  skew: Map<string, number>,
  lay: Layout = {},
): string[] {
  const rtOf = new Map(estate.svcs.map((s) => [s.name, s.rt] as const));
  const verOf = new Map(estate.svcs.map((s) => [s.name, s.version] as const));
  const printed = evs.map((e, i) => ({ e, i, p: Math.round(e.t + (skew.get(e.svc) ?? 0)) }));
  printed.sort((a, b) => a.p - b.p || a.i - b.i);
  const width = Math.max(...estate.svcs.map((s) => s.name.length)) + 2;
  const out: string[] = [];
  for (const { e, p } of printed) {
    const rt = rtOf.get(e.svc) ?? "go";
    if (lay.nestedPino && rt === "node" && (format === "jsonl" || format === "datadog")) {
      renderOne(out, pino(e, p), p, format, estate, rt, verOf, width, lay);
      continue;
    }
    if (e.inline && e.stack && format !== "logfmt" && format !== "compose") {
      const body = e.msg ? `${e.msg}\n${e.stack}` : e.stack;
      renderOne(out, { ...e, msg: body, stack: undefined }, p, format, estate, rt, verOf, width, lay);
      continue;
    }
    renderOne(out, e, p, format, estate, rt, verOf, width, lay);
  }
  return out;
}

/** A Kubernetes-looking pod name, stable per service and version. */
function podName(svc: string, version: string): string {
  let h = 2166136261;
  for (const ch of `${svc}@${version}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  const a = "bcdfghjklmnpqrstvwxz2456789";
  let tail = "";
  for (let i = 0; i < 15; i++) tail += a[(h >>> (i % 27)) % a.length];
  return `${svc.replace(/_/g, "-")}-${tail.slice(0, 10)}-${tail.slice(10, 15)}`;
}

const PINO: Record<Level, number> = { debug: 20, info: 30, warn: 40, error: 50, fatal: 60 };

/** A Node line as pino wrote it, left as a JSON string in the message. */
function pino(e: Ev, p: number): Ev {
  const o: Record<string, unknown> = {
    level: PINO[e.level],
    time: p,
    pid: 1,
    hostname: `${e.svc}-${(e.svc.length * 7919).toString(36)}-${(p % 9).toString(36)}x`,
    msg: e.msg,
  };
  if (e.fields) Object.assign(o, e.fields);
  if (e.stack) o.err = { type: e.errType ?? "Error", message: e.stack.split("\n")[0], stack: e.stack };
  return { ...e, msg: JSON.stringify(o), stack: undefined, fields: undefined };
}

function renderOne(
  out: string[],
  e: Ev,
  p: number,
  format: Format,
  estate: Estate,
  rt: Runtime,
  verOf: Map<string, string>,
  width: number,
  lay: Layout,
): void {
  const ts = iso(p);
  switch (format) {
    case "jsonl": {
      const msg = e.stack && !lay.splitStacks ? `${e.msg}\n${e.stack}` : e.msg;
      const extra = e.fields
        ? Object.entries(e.fields)
            .map(([k, v]) => `,${q(k)}:${q(String(v))}`)
            .join("")
        : "";
      out.push(`{"timestamp":${q(ts)},"service":${q(e.svc)},"level":${q(CANON[e.level])},"message":${q(msg)}${extra}}`);
      if (e.stack && lay.splitStacks)
        for (const l of e.stack.split("\n"))
          out.push(`{"timestamp":${q(ts)},"service":${q(e.svc)},"level":"INFO","message":${q(l)}}`);
      break;
    }
    case "datadog": {
      const inMsg = e.stack && (stackInMessage(rt) || lay.splitStacks);
      const o: Record<string, unknown> = {
        "@timestamp": ts,
        status: DD[e.level],
        service: e.svc,
        message: inMsg && !lay.splitStacks ? `${e.msg}\n${e.stack}` : e.msg,
        host: podName(e.svc, verOf.get(e.svc) ?? "1"),
        ddsource: rt,
        ddtags: `env:prod,version:${verOf.get(e.svc)}`,
      };
      if (e.logger) o["logger.name"] = e.logger;
      if (e.fields) Object.assign(o, e.fields);
      if (e.stack && !inMsg) {
        o["error.kind"] = e.errType ?? e.stack.split(":")[0];
        o["error.stack"] = e.stack;
      }
      out.push(JSON.stringify(o));
      if (e.stack && lay.splitStacks)
        for (const l of e.stack.split("\n"))
          out.push(JSON.stringify({ "@timestamp": ts, status: "info", service: e.svc, message: l, ddsource: rt }));
      break;
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": ts,
        "log.level": rtLevel(rt === "postgres" || rt === "nginx" ? "java" : rt, e.level),
        message: e.msg,
        "ecs.version": "8.11.0",
        "service.name": e.svc,
        "service.version": verOf.get(e.svc),
        "event.dataset": `${e.svc}.log`,
      };
      if (e.logger) o["log.logger"] = e.logger;
      if (e.fields) {
        for (const [k, v] of Object.entries(e.fields))
          o[
            k === "trace_id"
              ? "trace.id"
              : k === "span_id"
                ? "span.id"
                : k === "request_id"
                  ? "http.request.id"
                  : k === "correlation_id"
                    ? "labels.correlation_id"
                    : `labels.${k}`
          ] = v;
      }
      if (e.stack && !lay.splitStacks) {
        o["error.type"] = e.errType ?? e.stack.split(/[:\n]/)[0];
        o["error.stack_trace"] = e.stack;
      }
      out.push(JSON.stringify(o));
      if (e.stack && lay.splitStacks)
        for (const l of e.stack.split("\n"))
          out.push(JSON.stringify({ "@timestamp": ts, "log.level": "INFO", message: l, "service.name": e.svc }));
      break;
    }
    case "gcp": {
      const py = lay.pythonStderr && rt === "python";
      const msg0 = py ? `${rtLevel(rt, e.level)}:${e.logger ?? "root"}:${e.msg}` : e.msg;
      const payload: Record<string, unknown> = { message: e.stack && !lay.splitStacks ? `${msg0}\n${e.stack}` : msg0 };
      if (e.logger && !py) payload.logger = e.logger;
      const o: Record<string, unknown> = {
        insertId: `${p.toString(36)}${e.svc.length}${out.length.toString(36)}`,
        timestamp: `${ts.slice(0, 23)}${String((p * 7919) % 1000).padStart(3, "0")}Z`,
        severity: py ? "ERROR" : GCP[e.level],
        resource: {
          type: "k8s_container",
          labels: {
            project_id: `${estate.key}-prod`,
            location: "europe-west2",
            cluster_name: "prod-1",
            namespace_name: estate.key,
            container_name: e.svc,
          },
        },
        jsonPayload: payload,
        logName: `projects/${estate.key}-prod/logs/${py ? "stderr" : "stdout"}`,
      };
      if (e.fields?.trace_id)
        o["logging.googleapis.com/trace"] = `projects/${estate.key}-prod/traces/${e.fields.trace_id}`;
      if (e.fields) for (const [k, v] of Object.entries(e.fields)) if (k !== "trace_id") payload[k] = v;
      out.push(JSON.stringify(o));
      if (e.stack && lay.splitStacks)
        for (const l of e.stack.split("\n"))
          out.push(
            JSON.stringify({
              timestamp: o.timestamp,
              severity: py ? "ERROR" : "INFO",
              resource: o.resource,
              jsonPayload: { message: l },
            }),
          );
      break;
    }
    case "logfmt": {
      const lv = rtLevel(rt, e.level).toLowerCase();
      const head = `ts=${ts} level=${lv} svc=${e.svc} msg=${q(textMsg(e, rt))}${logfmtFields(e.fields)}`;
      out.push(head);
      if (e.stack) out.push(...e.stack.split("\n"));
      break;
    }
    case "compose": {
      const name = `${e.svc}-1`.padEnd(width + 2);
      const lv = rtLevel(rt, e.level).toUpperCase().padEnd(8);
      const ids = e.fields
        ? Object.entries(e.fields)
            .map(([k, v]) => `${k}=${v}`)
            .join(" ")
        : "";
      out.push(
        `${name}| ${ts.replace("T", " ").slice(0, 23)} | ${lv} | ${ids && rt !== "envoy" ? `[${ids}] ` : ""}${textMsg(e, rt)}`,
      );
      if (e.stack) for (const l of e.stack.split("\n")) out.push(`${name}| ${l}`);
      break;
    }
  }
}

/** Lines one event will take in a format (for the background fill). */
export function lineCost(format: Format, lay: Layout): (e: Ev) => number {
  return (e) => {
    if (!e.stack) return 1;
    const n = e.stack.split("\n").length;
    if (format === "logfmt" || format === "compose" || lay.splitStacks) return 1 + n;
    return 1;
  };
}

export const fileName = (id: string, f: Format) => `${id}.${f === "logfmt" || f === "compose" ? "log" : "jsonl"}`;
