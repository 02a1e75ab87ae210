// Renders events into the six aggregated formats of the incidents README, with per-service clock skew and each
// runtime's own level words where a shipper would pass them through unchanged.
import type { Estate, Runtime, Service } from "./estates.js";
import type { Ev, Format, Level } from "./model.js";
import type { Rng } from "./rng.js";

export interface RenderOpts {
  /** printed = true time + skew[svc] */
  skew: Record<string, number>;
  /** services whose printed timestamps carry a local +01:00 offset instead of Z */
  localOffset: Set<string>;
  /** gcp: services shipped as textPayload (raw line) instead of jsonPayload */
  textPayload: Set<string>;
  /** compose: services whose lines arrive in small out-of-order bursts */
  bursty: Set<string>;
}

function runtimeLevel(rt: Runtime, l: Level): string {
  switch (rt) {
    case "go":
    case "node":
    case "envoy":
    case "traefik":
      return { DEBUG: "debug", INFO: "info", WARN: "warn", ERROR: "error", FATAL: "fatal" }[l];
    case "python":
    case "php":
      return { DEBUG: "DEBUG", INFO: "INFO", WARN: "WARNING", ERROR: "ERROR", FATAL: "CRITICAL" }[l];
    case "dotnet":
      return { DEBUG: "Debug", INFO: "Information", WARN: "Warning", ERROR: "Error", FATAL: "Critical" }[l];
    case "elixir":
      return { DEBUG: "debug", INFO: "info", WARN: "warning", ERROR: "error", FATAL: "critical" }[l];
    case "postgres":
      return { DEBUG: "DEBUG1", INFO: "LOG", WARN: "WARNING", ERROR: "ERROR", FATAL: "FATAL" }[l];
    case "nginx":
      return { DEBUG: "debug", INFO: "notice", WARN: "warn", ERROR: "error", FATAL: "crit" }[l];
    default:
      return l;
  }
}

const normLower: Record<Level, string> = {
  DEBUG: "debug",
  INFO: "info",
  WARN: "warn",
  ERROR: "error",
  FATAL: "critical",
};
const gcpSev: Record<Level, string> = {
  DEBUG: "DEBUG",
  INFO: "INFO",
  WARN: "WARNING",
  ERROR: "ERROR",
  FATAL: "CRITICAL",
};

function iso(ms: number, local: boolean): string {
  if (!local) return new Date(ms).toISOString();
  const d = new Date(ms + 3600_000).toISOString();
  return `${d.slice(0, 23)}+01:00`;
}

function idText(ids?: Record<string, string>): string {
  if (!ids) return "";
  return Object.entries(ids)
    .map(([k, v]) => ` ${k}=${v}`)
    .join("");
}

function errType(stack: string): string | undefined {
  const first = stack
    .split("\n")
    .map((x) => x.trim())
    .find((x) => x !== "");
  const t = first?.split(/[:( ]/)[0];
  return t && /^[A-Za-z_][\w.$]*$/.test(t) ? t : undefined;
}

/** Rails' tagged logger prints the request id as a leading [tag]; everything else appends key=value pairs. */
function withIds(rt: Runtime, e: Ev): string {
  if ((rt === "rails" || rt === "sidekiq") && e.ids?.request_id) return `[${e.ids.request_id}] ${e.msg}`;
  return e.msg + idText(e.ids);
}

function q(v: string): string {
  return `"${v.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

export function render(events: Ev[], format: Format, estate: Estate, rng: Rng, o: RenderOpts): string[] {
  const byName = new Map<string, Service>(estate.services.map((x) => [x.name, x]));
  const printed = events.map((e) => ({ e, pt: Math.round(e.t + (o.skew[e.svc] ?? 0)) }));
  printed.sort((a, b) => a.pt - b.pt);
  if (format === "compose") {
    // docker compose multiplexes container streams as they arrive: bursty services flush a few lines late.
    for (let i = 0; i < printed.length - 4; i++) {
      if (o.bursty.has(printed[i].e.svc) && rng.chance(0.08)) {
        const j = i + rng.int(1, 3);
        [printed[i], printed[j]] = [printed[j], printed[i]];
      }
    }
  }
  const width = Math.max(...estate.services.map((x) => x.name.length)) + 2;
  const out: string[] = [];
  for (const { e, pt } of printed) {
    const svc = byName.get(e.svc);
    const rt: Runtime = svc?.runtime ?? "go";
    const ts = iso(pt, o.localOffset.has(e.svc));
    switch (format) {
      case "jsonl": {
        const msg = withIds(rt, e) + (e.stack ? `\n${e.stack}` : "");
        out.push(JSON.stringify({ timestamp: ts, service: e.svc, level: runtimeLevel(rt, e.level), message: msg }));
        break;
      }
      case "datadog": {
        const rec: Record<string, unknown> = {
          "@timestamp": ts,
          status: normLower[e.level],
          service: e.svc,
          host: `${estate.key}-node-${(e.svc.length % 4) + 1}`,
          ddsource: rt,
          message: e.msg,
        };
        if (e.logger) rec.logger = { name: e.logger };
        if (e.ids?.trace_id) rec.dd = { trace_id: e.ids.trace_id, span_id: e.ids.span_id ?? "" };
        else if (e.ids) rec.attributes = e.ids;
        if (e.stack) rec.error = { stack: e.stack, kind: errType(e.stack) };
        out.push(JSON.stringify(rec));
        break;
      }
      case "ecs": {
        const rec: Record<string, unknown> = {
          "@timestamp": ts,
          "log.level": rt === "dotnet" ? runtimeLevel(rt, e.level) : normLower[e.level].replace("critical", "fatal"),
          "service.name": e.svc,
          message: e.msg,
          "ecs.version": "8.11.0",
        };
        if (e.logger) rec["log.logger"] = e.logger;
        if (e.ids?.trace_id) {
          rec["trace.id"] = e.ids.trace_id;
          if (e.ids.span_id) rec["span.id"] = e.ids.span_id;
        } else if (e.ids?.request_id) rec["http.request.id"] = e.ids.request_id;
        else if (e.ids?.correlation_id) rec["labels.correlation_id"] = e.ids.correlation_id;
        if (e.stack) {
          rec["error.stack_trace"] = e.stack;
          const et = errType(e.stack);
          if (et) rec["error.type"] = et;
        }
        out.push(JSON.stringify(rec));
        break;
      }
      case "gcp": {
        const resource = {
          type: "k8s_container",
          labels: {
            project_id: `${estate.key}-prod`,
            cluster_name: `${estate.key}-gke-euw2`,
            namespace_name: "school",
            pod_name: `${e.svc}-${(e.svc.length * 7919).toString(36).slice(0, 5)}-${e.svc.length % 9}x${e.svc.charCodeAt(0) % 10}q`,
            container_name: e.svc,
          },
        };
        const rec: Record<string, unknown> = { timestamp: ts, severity: gcpSev[e.level], resource };
        const full = e.msg + (e.stack ? `\n${e.stack}` : "");
        if (o.textPayload.has(e.svc)) rec.textPayload = full + idText(e.ids);
        else {
          const jp: Record<string, unknown> = { message: full };
          if (e.ids && !e.ids.trace_id) Object.assign(jp, e.ids);
          if (e.logger) jp.logger = e.logger;
          rec.jsonPayload = jp;
        }
        if (e.ids?.trace_id) {
          rec["logging.googleapis.com/trace"] = `projects/${estate.key}-prod/traces/${e.ids.trace_id}`;
          if (e.ids.span_id) rec["logging.googleapis.com/spanId"] = e.ids.span_id;
        }
        out.push(JSON.stringify(rec));
        break;
      }
      case "logfmt": {
        let line = `ts=${ts} level=${runtimeLevel(rt, e.level).toLowerCase()} svc=${e.svc} msg=${q(e.msg)}`;
        if (e.logger) line += ` logger=${e.logger}`;
        if (e.ids) for (const [k, v] of Object.entries(e.ids)) line += ` ${k}=${v}`;
        out.push(line);
        if (e.stack) for (const l of e.stack.split("\n")) out.push(l);
        break;
      }
      case "compose": {
        const prefix = `${e.svc}-1`.padEnd(width + 2);
        const t = ts.replace("T", " ").slice(0, 23);
        const lvl = runtimeLevel(rt, e.level).padEnd(8);
        out.push(`${prefix}| ${t} | ${lvl} | ${withIds(rt, e)}`);
        if (e.stack) for (const l of e.stack.split("\n")) out.push(`${prefix}| ${l}`);
        break;
      }
    }
  }
  return out;
}
