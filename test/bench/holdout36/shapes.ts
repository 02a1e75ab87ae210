// How one service's lines are shaped before the outer format wraps them: the runtime's level spelling, what the
// collector left around the message (CRI prefix, syslog headers, ANSI colour, logrus key=value, a JSON line as an
// escaped string, klog / Python / .NET console prefixes), how stack traces travel, and the names it logs under.
import type { ServiceDef } from "./estates.js";
import { iso, isoNano, type LevelStyle, nativeToken, type Sev, syslogTime } from "./formats.js";
import type { Rng } from "./rng.js";

export type Runtime = "node" | "go" | "java" | "python" | "dotnet";
export const RUNTIMES: Runtime[] = ["node", "go", "java", "python", "dotnet"];

export type Decor =
  | "cri"
  | "sd"
  | "syslog3164"
  | "syslog5424"
  | "ansi"
  | "kv"
  | "jsonstr"
  | "klog"
  | "pylog"
  | "dotnet";

/** inline: kept as continuation lines; literal: joined with a literal "\n"; perFrame: one record per frame. */
export type StackMode = "inline" | "literal" | "perFrame" | "field";

/** pod: only the pod name; both: pod name and app label; cid: a bare container id; app: the app name. */
export type NameMode = "app" | "pod" | "both" | "cid";

export interface Svc {
  app: string;
  def: ServiceDef;
  runtime: Runtime;
  style: LevelStyle;
  decor: Decor[];
  stack: StackMode;
  nameMode: NameMode;
  names: string[];
  pod: string;
  skew: number;
  pid: number;
  logger: string;
}

const NATIVE: Record<Runtime, LevelStyle> = {
  node: "pino",
  go: "log15",
  java: "jul",
  python: "python",
  dotnet: "dotnet",
};

/** Decorations that carry the level inside the message, so a flat level field still leaves evidence. */
const LEVELLED: Record<Runtime, Decor[]> = {
  node: ["ansi", "jsonstr", "sd", "syslog5424"],
  go: ["klog", "kv", "jsonstr", "syslog3164"],
  java: ["syslog5424", "ansi", "sd"],
  python: ["pylog", "jsonstr", "syslog3164"],
  dotnet: ["dotnet", "jsonstr", "sd"],
};

const camel = (s: string) =>
  s
    .split("-")
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join("");

export function loggerName(rt: Runtime, app: string): string {
  switch (rt) {
    case "java":
      return `com.${app.replace(/-/g, "")}.service`;
    case "dotnet":
      return `${camel(app)}.Api`;
    case "python":
      return app.replace(/-/g, "_");
    default:
      return app;
  }
}

export function makeSvc(
  rng: Rng,
  def: ServiceDef,
  runtime: Runtime,
  opts: { nameMode?: NameMode; plain?: boolean } = {},
): Svc {
  const pod = `${def.app}-${rng.alnum(rng.int(9, 10))}-${rng.alnum(5)}`;
  let style: LevelStyle;
  const decor: Decor[] = [];
  const r = rng.next();
  if (opts.plain || r < 0.25) {
    style = rng.chance(0.5) ? "plain" : NATIVE[runtime];
  } else if (r < 0.6) {
    style = NATIVE[runtime];
    decor.push(rng.pick(LEVELLED[runtime]));
  } else if (r < 0.8) {
    style = "flat";
    decor.push(rng.pick(LEVELLED[runtime]));
  } else {
    style = rng.pick(["syslog", "letter", NATIVE[runtime]] as LevelStyle[]);
  }
  if (!opts.plain && rng.chance(0.35) && !decor.some((d) => d.startsWith("syslog"))) decor.push("cri");
  const nameMode: NameMode = opts.nameMode ?? rng.pick(["app", "app", "pod", "both", "cid"] as NameMode[]);
  const cid = rng.hex(12);
  const names =
    nameMode === "app" ? [def.app] : nameMode === "pod" ? [pod] : nameMode === "both" ? [pod, def.app] : [cid];
  return {
    app: def.app,
    def,
    runtime,
    style,
    decor,
    stack: rng.pick(["inline", "literal", "perFrame", "field"] as StackMode[]),
    nameMode,
    names,
    pod,
    skew: rng.int(-300, 300),
    pid: rng.int(1, 60) === 1 ? 1 : rng.int(7, 40000),
    logger: loggerName(runtime, def.app),
  };
}

const ANSI: Record<Sev, string> = { debug: "34", info: "32", warn: "33", error: "31", fatal: "41" };
const LOGRUS: Record<Sev, string> = { debug: "debug", info: "info", warn: "warning", error: "error", fatal: "fatal" };
const PRI: Record<Sev, number> = { debug: 7, info: 6, warn: 4, error: 3, fatal: 2 };
const DOTNET_SHORT: Record<Sev, string> = { debug: "dbug", info: "info", warn: "warn", error: "fail", fatal: "crit" };
const pad2 = (n: number) => String(n).padStart(2, "0");

/** One decoration around a message; `t` is the printed time in ms. */
export function decorate(d: Decor, s: Svc, sev: Sev, msg: string, t: number, stderr: boolean): string {
  const date = new Date(t);
  const q = (x: string) => `"${x.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
  switch (d) {
    case "cri":
      return `${isoNano(t, (t * 7919) % 999999)} ${stderr ? "stderr" : "stdout"} F ${msg}`;
    case "sd":
      return `<${PRI[sev]}>${msg}`;
    case "syslog3164":
      return `<${16 * 8 + PRI[sev]}>${syslogTime(t)} ${s.pod} ${s.app}[${s.pid}]: ${msg}`;
    case "syslog5424":
      return `<${16 * 8 + PRI[sev]}>1 ${iso(t)} ${s.pod} ${s.app} ${s.pid} - - ${msg}`;
    case "ansi": {
      const hh = `${pad2(date.getUTCHours())}:${pad2(date.getUTCMinutes())}:${pad2(date.getUTCSeconds())}.${String(date.getUTCMilliseconds()).padStart(3, "0")}`;
      return `[${hh}] \u001b[${ANSI[sev]}m${sev === "warn" ? "WARN" : sev.toUpperCase()}\u001b[39m (${s.pid}): \u001b[36m${msg}\u001b[39m`;
    }
    case "kv":
      return s.runtime === "go" && s.style === "log15"
        ? `t=${iso(t)} lvl=${nativeToken("log15", sev)} msg=${q(msg)} caller=server.go:${100 + (t % 300)}`
        : `time="${iso(t).replace(/\.\d+Z$/, "Z")}" level=${LOGRUS[sev]} msg=${q(msg)}`;
    case "jsonstr":
      if (s.runtime === "node")
        return JSON.stringify({ level: nativeToken("pino", sev), time: t, pid: s.pid, hostname: s.pod, msg });
      if (s.runtime === "python")
        return JSON.stringify({
          event: msg,
          level: sev === "warn" ? "warning" : sev,
          logger: s.logger,
          timestamp: iso(t),
        });
      return JSON.stringify({
        level: sev === "fatal" ? "fatal" : sev,
        ts: t / 1000,
        caller: `${s.app}/main.go:88`,
        msg,
      });
    case "klog": {
      const letter = nativeToken("letter", sev);
      const us = String(date.getUTCMilliseconds() * 1000 + (t % 997)).padStart(6, "0");
      return `${letter}${pad2(date.getUTCMonth() + 1)}${pad2(date.getUTCDate())} ${pad2(date.getUTCHours())}:${pad2(date.getUTCMinutes())}:${pad2(date.getUTCSeconds())}.${us}       1 ${s.app.replace(/-/g, "_")}.go:${40 + (t % 400)}] ${msg}`;
    }
    case "pylog": {
      const ts = iso(t).replace("T", " ").replace("Z", "").replace(".", ",");
      return `${ts} ${nativeToken("python", sev)} [${s.logger}] ${msg}`;
    }
    case "dotnet":
      return `${DOTNET_SHORT[sev]}: ${s.logger}[0] ${msg}`;
  }
}

/** Frames of a stack trace are split by the line-based collector: only the outer wrappers apply. */
export const LINE_DECOR: Decor[] = ["cri", "sd"];
