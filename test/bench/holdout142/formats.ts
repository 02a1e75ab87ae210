// The six line formats of the incidents README, and how one event becomes one or more printed lines.

export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export const FORMATS: readonly Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];

export type Level = "DEBUG" | "INFO" | "WARN" | "ERROR" | "FATAL";

/** One log event at true time `t` (ms since epoch); the printed time adds the service's clock skew. */
export interface Ev {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  /** Multi-line tail (stack trace, panic dump); printed the way each format carries it. */
  stack?: string;
  /** Structured extras a JSON shipper would carry (ids, http fields). */
  attrs?: Record<string, string | number>;
  /** Emitted by the app as separate stdout lines (each stack line its own record at stdout's level), as naive shippers do. */
  splitStack?: boolean;
  /** Level the shipper saw (e.g. everything on stderr marked ERROR by the collector). */
  shipperLevel?: Level;
}

export interface RenderOpts {
  host: string;
  namespace: string;
  cluster: string;
  skew: Map<string, number>;
  /** Width of the compose service column. */
  composeWidth: number;
}

const iso = (ms: number) => new Date(ms).toISOString();
const composeTime = (ms: number) => iso(ms).replace("T", " ").replace("Z", "");

const lower: Record<Level, string> = { DEBUG: "debug", INFO: "info", WARN: "warn", ERROR: "error", FATAL: "fatal" };
const gcpSev: Record<Level, string> = {
  DEBUG: "DEBUG",
  INFO: "INFO",
  WARN: "WARNING",
  ERROR: "ERROR",
  FATAL: "CRITICAL",
};
const ddStatus: Record<Level, string> = {
  DEBUG: "debug",
  INFO: "info",
  WARN: "warning",
  ERROR: "error",
  FATAL: "critical",
};
const composeLvl: Record<Level, string> = {
  DEBUG: "DEBUG   ",
  INFO: "INFO    ",
  WARN: "WARNING ",
  ERROR: "ERROR   ",
  FATAL: "CRITICAL",
};

function logfmtVal(v: string | number): string {
  const s = String(v);
  if (s !== "" && !/[\s"=\\]/.test(s)) return s;
  return `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

/** Renders one event into its printed lines. */
export function renderEvent(f: Format, e: Ev, o: RenderOpts): string[] {
  const ts = e.t + (o.skew.get(e.svc) ?? 0);
  const lvl = e.shipperLevel ?? e.level;
  const attrs = e.attrs ?? {};
  const pod = `${e.svc.replace(/_/g, "-")}-${hashTag(e.svc)}`;
  if (e.splitStack && e.stack) {
    // The app printed its trace as plain lines: every line is its own record, the tail ones at the stream's level.
    const head: Ev = { ...e, stack: undefined, splitStack: false };
    const rest = e.stack.split("\n").map(
      (line, i): Ev => ({
        t: e.t + 1 + Math.floor(i / 8),
        svc: e.svc,
        level: e.shipperLevel ?? "INFO",
        msg: line,
      }),
    );
    return [head, ...rest].flatMap((x) => renderEvent(f, x, o));
  }
  if ((f === "logfmt" || f === "compose") && e.msg.includes("\n")) {
    // Line-oriented outputs: the message's own extra lines continue like a trace does.
    const [first, ...rest] = e.msg.split("\n");
    return renderEvent(f, { ...e, msg: first, stack: [...rest, ...(e.stack ? [e.stack] : [])].join("\n") }, o);
  }
  const full = e.stack ? `${e.msg}\n${e.stack}` : e.msg;
  switch (f) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(ts), service: e.svc, level: lvl, message: full })];
    case "datadog": {
      const rec: Record<string, unknown> = {
        "@timestamp": iso(ts),
        status: ddStatus[lvl],
        service: e.svc,
        host: o.host,
        ddsource: ddSource(e.svc),
        message: e.msg,
      };
      for (const [k, v] of Object.entries(attrs))
        rec[k in rec || k === "error" ? (k === "status" ? "http.status_code" : `attr.${k}`) : k] = v;
      if (e.stack) {
        const kind = errKind(e.stack);
        rec.error = kind ? { stack: e.stack, kind } : { stack: e.stack };
      }
      return [JSON.stringify(rec)];
    }
    case "ecs": {
      const rec: Record<string, unknown> = {
        "@timestamp": iso(ts),
        "log.level": lower[lvl],
        message: e.msg,
        "service.name": e.svc,
        "ecs.version": "8.11.0",
        "host.name": o.host,
      };
      for (const [k, v] of Object.entries(attrs)) rec[k in rec ? `labels.${k}` : k] = v;
      if (e.stack) {
        rec["error.stack_trace"] = e.stack;
        const kind = errKind(e.stack);
        if (kind) rec["error.type"] = kind;
      }
      return [JSON.stringify(rec)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: full };
      for (const [k, v] of Object.entries(attrs)) payload[k] = v;
      return [
        JSON.stringify({
          timestamp: iso(ts),
          severity: gcpSev[lvl],
          resource: {
            type: "k8s_container",
            labels: {
              cluster_name: o.cluster,
              namespace_name: o.namespace,
              pod_name: pod,
              container_name: e.svc,
            },
          },
          jsonPayload: payload,
          logName: `projects/${o.cluster}/logs/stdout`,
        }),
      ];
    }
    case "logfmt": {
      let line = `ts=${iso(ts)} level=${lower[lvl]} svc=${e.svc} msg=${logfmtVal(e.msg)}`;
      for (const [k, v] of Object.entries(attrs)) line += ` ${k}=${logfmtVal(v)}`;
      return e.stack ? [line, ...e.stack.split("\n")] : [line];
    }
    case "compose": {
      const prefix = `${`${e.svc}-1`.padEnd(o.composeWidth)} | `;
      const extra = Object.entries(attrs)
        .map(([k, v]) => ` ${k}=${v}`)
        .join("");
      const first = `${prefix}${composeTime(ts)} | ${composeLvl[lvl]} | ${e.msg}${extra}`;
      return e.stack ? [first, ...e.stack.split("\n").map((l) => `${prefix}${l}`)] : [first];
    }
  }
}

function hashTag(s: string): string {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619) >>> 0;
  return `${h.toString(36).slice(0, 5)}-${(h >>> 7).toString(36).slice(0, 5)}`;
}

function ddSource(svc: string): string {
  if (/envoy|nginx|traefik|haproxy/.test(svc)) return svc.replace(/[-_]?edge/, "") || "proxy";
  return "container";
}

/** The exception class a log library would record, when the trace's first line names one. */
function errKind(stack: string): string | undefined {
  const m = /^\s*(?:\*\* \()?([A-Za-z_$][\w$]*(?:[.:]{1,2}[A-Za-z_$][\w$]*)*(?:Exception|Error))\b/.exec(
    stack.split("\n")[0],
  );
  return m ? m[1] : undefined;
}
