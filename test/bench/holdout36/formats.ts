// The six outer formats of the dev set (jsonl, datadog, ecs, gcp, logfmt, compose) and the level spellings that
// real runtimes and collectors leave in their level field.
export type Format = "jsonl" | "datadog" | "ecs" | "gcp" | "logfmt" | "compose";
export const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
export const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

export type Sev = "debug" | "info" | "warn" | "error" | "fatal";
const SEVS: Sev[] = ["debug", "info", "warn", "error", "fatal"];

/**
 * How a service's level reaches the level field: its runtime's own spelling, the format's plain one, or the
 * collector's: `flat` (everything info, the real level only inside the message) and `stderr` (every stderr
 * line marked as an error whatever it says).
 */
export type LevelStyle = "pino" | "syslog" | "letter" | "jul" | "dotnet" | "log15" | "python" | "plain" | "flat";

const SPELL: Record<Exclude<LevelStyle, "plain" | "flat">, (string | number)[]> = {
  pino: [20, 30, 40, 50, 60],
  syslog: ["debug", "info", "warning", "err", "crit"],
  letter: ["D", "I", "W", "E", "F"],
  jul: ["FINE", "INFO", "WARNING", "SEVERE", "SEVERE"],
  dotnet: ["Debug", "Information", "Warning", "Error", "Critical"],
  log15: ["dbug", "info", "warn", "eror", "crit"],
  python: ["DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"],
};

const PLAIN: Record<Format, string[]> = {
  jsonl: ["debug", "info", "warn", "error", "fatal"],
  datadog: ["debug", "info", "warn", "error", "critical"],
  ecs: ["DEBUG", "INFO", "WARN", "ERROR", "FATAL"],
  gcp: ["DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"],
  logfmt: ["debug", "info", "warn", "error", "fatal"],
  compose: ["DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"],
};

/** The runtime's own spelling of a level (used inside messages too). */
export function nativeToken(style: LevelStyle, sev: Sev): string | number {
  const i = SEVS.indexOf(sev);
  if (style === "plain" || style === "flat") return ["debug", "info", "warn", "error", "fatal"][i];
  return SPELL[style][i];
}

/** What the collector puts in the format's level field. */
export function levelField(fmt: Format, style: LevelStyle, sev: Sev): string | number {
  const i = SEVS.indexOf(sev);
  if (style === "flat") return PLAIN[fmt][1];
  // Cloud Logging keeps its own severity enum whatever the runtime wrote.
  if (style === "plain" || fmt === "gcp") return PLAIN[fmt][i];
  const t = SPELL[style][i];
  return typeof t === "number" && fmt !== "jsonl" && fmt !== "datadog" ? String(t) : t;
}

const pad2 = (n: number) => String(n).padStart(2, "0");
export const iso = (ms: number) => new Date(ms).toISOString();
export function isoNano(ms: number, extra: number): string {
  return iso(ms).replace(/Z$/, `${String(extra).padStart(6, "0")}Z`);
}
export function composeTime(ms: number): string {
  return iso(ms).replace("T", " ").replace("Z", "");
}
export function syslogTime(ms: number): string {
  const d = new Date(ms);
  const mon = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][d.getUTCMonth()];
  return `${mon} ${String(d.getUTCDate()).padStart(2, " ")} ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}:${pad2(d.getUTCSeconds())}`;
}

export interface OuterRecord {
  ts: number;
  name: string;
  pod: string;
  namespace: string;
  level: string | number;
  message: string;
  /** Inline continuation lines (a stack trace the collector kept together). */
  cont?: string[];
  /** Put `cont` in the format's stack-trace field instead of the message, where it has one. */
  stackField?: boolean;
  nativeLevel?: string | number;
  trace?: string;
}

const logfmtQuote = (s: string) => `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n")}"`;

/** One record as the lines it takes in the file. */
export function renderRecord(fmt: Format, r: OuterRecord, composeWidth: number): string[] {
  const cont = r.cont ?? [];
  const joined = cont.length && !r.stackField ? `${r.message}\n${cont.join("\n")}` : r.message;
  const stack = cont.length && r.stackField ? cont.join("\n") : undefined;
  switch (fmt) {
    case "jsonl":
      return [JSON.stringify({ timestamp: iso(r.ts), service: r.name, level: r.level, message: joined })];
    case "datadog": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(r.ts),
        status: r.level,
        service: r.name,
        message: joined,
        host: `${r.pod}.${r.namespace}`,
        ddsource: "kubernetes",
      };
      if (stack) o.error = { stack };
      if (r.trace) o.dd = { trace_id: r.trace };
      return [JSON.stringify(o)];
    }
    case "ecs": {
      const o: Record<string, unknown> = {
        "@timestamp": iso(r.ts),
        "log.level": r.level,
        "service.name": r.name,
        message: r.message + (cont.length && !r.stackField ? `\n${cont.join("\n")}` : ""),
        "event.dataset": `${r.name}.log`,
      };
      if (stack) o["error.stack_trace"] = stack;
      if (r.trace) o["transaction.id"] = r.trace;
      return [JSON.stringify(o)];
    }
    case "gcp": {
      const payload: Record<string, unknown> = { message: joined };
      if (stack) payload.stack_trace = stack;
      if (r.nativeLevel !== undefined) payload.level = r.nativeLevel;
      if (r.trace) payload.trace = r.trace;
      return [
        JSON.stringify({
          timestamp: iso(r.ts),
          severity: r.level,
          resource: {
            type: "k8s_container",
            labels: { container_name: r.name, namespace_name: r.namespace, pod_name: r.pod },
          },
          jsonPayload: payload,
        }),
      ];
    }
    case "logfmt": {
      const head = `ts=${iso(r.ts)} level=${r.level} svc=${r.name} msg=${logfmtQuote(r.message)}${r.trace ? ` trace=${r.trace}` : ""}`;
      return [head, ...cont];
    }
    case "compose": {
      const p = `${r.name}-1`.padEnd(composeWidth);
      const [first, ...more] = r.message.split("\n");
      const head = `${p} | ${composeTime(r.ts)} | ${String(r.level).padEnd(8)} | ${first}`;
      return [head, ...[...more, ...cont].map((c) => `${p} | ${c}`)];
    }
  }
}
