// Maps the many ways logs spell a level (words, syslog numbers, pino numbers) to LogRecord levels.

const WORDS: Record<string, string> = {
  trace: "trace",
  finest: "trace",
  finer: "trace",
  debug: "debug",
  fine: "debug",
  dbg: "debug",
  info: "info",
  information: "info",
  informational: "info",
  notice: "info",
  default: "info",
  config: "info",
  inf: "info",
  i: "info",
  d: "debug",
  warn: "warn",
  warning: "warn",
  wrn: "warn",
  w: "warn",
  error: "error",
  err: "error",
  severe: "error",
  e: "error",
  fatal: "fatal",
  critical: "fatal",
  crit: "fatal",
  alert: "fatal",
  emerg: "fatal",
  emergency: "fatal",
  panic: "fatal",
  f: "fatal",
  c: "fatal",
};

export const LEVEL_RANK: Record<string, number> = {
  trace: 0,
  debug: 1,
  info: 2,
  unknown: 2,
  warn: 3,
  error: 4,
  fatal: 5,
};

export function normalizeLevel(value: unknown): string | undefined {
  if (typeof value === "number") {
    if (value >= 10 && value <= 60) {
      // pino / bunyan
      if (value >= 60) return "fatal";
      if (value >= 50) return "error";
      if (value >= 40) return "warn";
      if (value >= 30) return "info";
      if (value >= 20) return "debug";
      return "trace";
    }
    if (value >= 0 && value <= 7) {
      // syslog severity
      return ["fatal", "fatal", "fatal", "error", "warn", "info", "info", "debug"][value];
    }
    return undefined;
  }
  if (typeof value !== "string") return undefined;
  const key = value.trim().toLowerCase();
  return WORDS[key];
}

const LEVEL_TOKEN_RE =
  /^[[(<]?(TRACE|DEBUG|INFO|INFORMATION|NOTICE|WARN|WARNING|ERROR|ERR|SEVERE|FATAL|CRITICAL|CRIT|ALERT|EMERG|PANIC|trace|debug|info|notice|warn|warning|error|fatal|critical)[\])>:]?(?=\s|$|\|)/;

export interface LevelMatch {
  level: string;
  length: number;
}

/** A level word at the start of `text` ("ERROR", "[warn]", "<INFO>"). */
export function matchLeadingLevel(text: string): LevelMatch | undefined {
  const m = LEVEL_TOKEN_RE.exec(text);
  if (!m) return undefined;
  const level = WORDS[m[1].toLowerCase()];
  return level ? { level, length: m[0].length } : undefined;
}
