// A program's own log line, as its runtime prints it (klog, logback, Python logging, zap, pino, syslog,
// PostgreSQL, Ruby Logger, .NET console, nginx), before any collector wraps it.
import type { Runtime } from "./estates.js";

export type Lvl = "debug" | "info" | "warn" | "error" | "fatal";

/** One thing a service logs, at its true time; `raw` means msg already is the whole native line. */
export interface Ev {
  t: number;
  svc: string;
  lvl: Lvl;
  msg: string;
  err?: string;
  logger?: string;
  frames?: string[];
  trace?: string;
  fields?: Record<string, string | number | boolean | null>;
  stream?: "out" | "err";
  raw?: boolean;
}

/** One printed native line: the level a parser could read from it (null for frames/raw), its stream. */
export interface NativeLine {
  text: string;
  lvl: Lvl | null;
  stream: "out" | "err";
  frame: boolean;
}

export interface Proc {
  rt: Runtime;
  pid: number;
  host: string;
  app: string;
  pyStyle: "basic" | "asctime";
  threads: string[];
  callers: string[];
}

const p2 = (n: number) => String(n).padStart(2, "0");
const p3 = (n: number) => String(n).padStart(3, "0");
const MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

function parts(ms: number) {
  const d = new Date(Math.round(ms));
  return {
    y: d.getUTCFullYear(),
    mo: d.getUTCMonth(),
    d: d.getUTCDate(),
    hms: `${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`,
    ms: d.getUTCMilliseconds(),
  };
}
const micro = (ms: number) => `${p3(parts(ms).ms)}${p3(Math.floor((ms * 1000) % 1000))}`;
const dateStr = (ms: number, sep = "-") => {
  const p = parts(ms);
  return `${p.y}${sep}${p2(p.mo + 1)}${sep}${p2(p.d)}`;
};

const STREAM: Record<Runtime, "out" | "err"> = {
  klog: "err",
  python: "err",
  zap: "err",
  postgres: "err",
  nginx: "err",
  pino: "out",
  logback: "out",
  dotnet: "out",
  rails: "out",
  syslog: "out",
};

function abbrev(logger: string): string {
  const seg = logger.split(".");
  return seg.map((x, i) => (i < seg.length - 2 ? x[0] : x)).join(".");
}

function kv(fields: Ev["fields"], quote: boolean): string {
  if (!fields) return "";
  return Object.entries(fields)
    .filter(([k]) => k !== "eventId")
    .map(([k, v]) => ` ${k}=${quote && typeof v === "string" ? JSON.stringify(v) : String(v)}`)
    .join("");
}

export function renderNative(p: Proc, ev: Ev, at: number): NativeLine[] {
  const stream = ev.stream ?? STREAM[p.rt];
  if (ev.raw) return [{ text: ev.msg, lvl: null, stream, frame: false }];
  const main = (text: string): NativeLine => ({ text, lvl: ev.lvl, stream, frame: false });
  const frame = (text: string): NativeLine => ({ text, lvl: null, stream, frame: true });
  const pp = parts(at);
  const withErr = ev.err ? `: ${ev.err}` : "";
  const frames = (ev.frames ?? []).map(frame);
  switch (p.rt) {
    case "klog": {
      const L = { debug: "I", info: "I", warn: "W", error: "E", fatal: "F" }[ev.lvl];
      const caller = ev.logger ?? p.callers[Math.floor(at) % p.callers.length];
      const body =
        ev.fields || ev.err
          ? `${JSON.stringify(ev.msg)}${kv(ev.fields, true)}${ev.err ? ` err=${JSON.stringify(ev.err)}` : ""}`
          : ev.msg;
      return [
        main(`${L}${p2(pp.mo + 1)}${p2(pp.d)} ${pp.hms}.${micro(at)} ${String(p.pid).padStart(7)} ${caller}] ${body}`),
        ...frames,
      ];
    }
    case "logback": {
      const L = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "ERROR" }[ev.lvl];
      const thread = (ev.fields?.thread as string) ?? p.threads[Math.floor(at / 7) % p.threads.length];
      const lg = abbrev(ev.logger ?? `${p.app}.Application`).padEnd(40);
      return [
        main(
          `${dateStr(at)} ${pp.hms}.${p3(pp.ms)} ${L.padStart(5)} ${p.pid} --- [${thread.slice(-15).padStart(15)}] ${lg} : ${ev.msg}${withErr}`,
        ),
        ...frames,
      ];
    }
    case "python": {
      const L = { debug: "DEBUG", info: "INFO", warn: "WARNING", error: "ERROR", fatal: "CRITICAL" }[ev.lvl];
      const lg = ev.logger ?? p.app;
      const text =
        p.pyStyle === "basic"
          ? `${L}:${lg}:${ev.msg}${withErr}`
          : `${dateStr(at)} ${pp.hms},${p3(pp.ms)} ${L} [${lg}] ${ev.msg}${withErr}`;
      return [main(text), ...frames];
    }
    case "zap": {
      const o: Record<string, unknown> = {
        level: ev.lvl === "fatal" ? "fatal" : ev.lvl,
        ts: Number((at / 1000).toFixed(6)),
        caller: ev.logger ?? p.callers[Math.floor(at) % p.callers.length],
        msg: ev.msg,
        ...(ev.fields ?? {}),
      };
      if (ev.err !== undefined) o.error = ev.err;
      if (ev.frames?.length) o.stacktrace = ev.frames.join("\n");
      return [main(JSON.stringify(o))];
    }
    case "pino": {
      const o: Record<string, unknown> = {
        level: { debug: 20, info: 30, warn: 40, error: 50, fatal: 60 }[ev.lvl],
        time: Math.round(at),
        pid: p.pid,
        hostname: p.host,
        ...(ev.fields ?? {}),
      };
      if (ev.err)
        o.err = {
          type: ev.err.split(":")[0].includes(" ") ? "Error" : ev.err.split(":")[0],
          message: ev.err,
          stack: [ev.err, ...(ev.frames ?? [])].join("\n"),
        };
      o.msg = ev.msg;
      return [main(JSON.stringify(o))];
    }
    case "syslog": {
      const sev = { debug: 7, info: 6, warn: 4, error: 3, fatal: 2 }[ev.lvl];
      const day = String(pp.d).padStart(2, " ");
      return [
        main(`<${24 + sev}>${MON[pp.mo]} ${day} ${pp.hms} ${p.host} ${p.app}[${p.pid}]: ${ev.msg}${withErr}`),
        ...frames,
      ];
    }
    case "postgres": {
      const L = { debug: "DEBUG1", info: "LOG", warn: "WARNING", error: "ERROR", fatal: "FATAL" }[ev.lvl];
      const pid = (ev.fields?.pid as number) ?? p.pid;
      const pre = `${dateStr(at)} ${pp.hms}.${p3(pp.ms)} UTC [${pid}]`;
      const lvlWord = (ev.fields?.pgLevel as string) ?? L;
      return [
        main(`${pre} ${lvlWord}:  ${ev.msg}`),
        ...(ev.frames ?? []).map((f) => ({ ...frame(`${pre} ${f}`), lvl: null })),
      ];
    }
    case "rails": {
      const L = { debug: "DEBUG", info: "INFO", warn: "WARN", error: "ERROR", fatal: "FATAL" }[ev.lvl];
      const iso = `${dateStr(at)}T${pp.hms}.${micro(at)}`;
      const req = ev.trace ? `[${ev.trace}] ` : "";
      return [main(`${L[0]}, [${iso} #${p.pid}] ${L.padStart(5)} -- : ${req}${ev.msg}${withErr}`), ...frames];
    }
    case "dotnet": {
      const L = { debug: "dbug", info: "info", warn: "warn", error: "fail", fatal: "crit" }[ev.lvl];
      const id = ev.fields?.eventId ?? 0;
      return [
        main(`${L}: ${ev.logger ?? `${p.app}.Program`}[${id}]`),
        { ...frame(`      ${ev.msg}${withErr}`), frame: false },
        ...(ev.frames ?? []).map((f) => frame(`      ${f}`)),
      ];
    }
    case "nginx": {
      const L = { debug: "debug", info: "notice", warn: "warn", error: "error", fatal: "crit" }[ev.lvl];
      const cid = (ev.fields?.cid as number) ?? 1000 + (Math.floor(at) % 90000);
      return [main(`${dateStr(at, "/")} ${pp.hms} [${L}] ${p.pid}#${p.pid}: *${cid} ${ev.msg}`), ...frames];
    }
  }
}

/** The nginx/Apache combined access-log timestamp, for raw access lines. */
export function clfTime(ms: number): string {
  const p = parts(ms);
  return `${p2(p.d)}/${MON[p.mo]}/${p.y}:${p.hms} +0000`;
}
