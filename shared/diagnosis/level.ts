// Maps the many ways logs spell a level (words, syslog numbers, pino numbers) to LogRecord levels.

const WORDS: Record<string, string> = {
  trace: "trace",
  finest: "trace",
  finer: "trace",
  verbose: "trace",
  vrb: "trace",
  trac: "trace",
  trce: "trace",
  v: "trace",
  debug: "debug",
  fine: "debug",
  dbg: "debug",
  debu: "debug",
  dbug: "debug",
  debug1: "debug",
  debug2: "debug",
  debug3: "debug",
  debug4: "debug",
  debug5: "debug",
  info: "info",
  information: "info",
  informational: "info",
  notice: "info",
  default: "info",
  config: "info",
  inf: "info",
  note: "info",
  log: "info",
  system: "info",
  i: "info",
  d: "debug",
  warn: "warn",
  warning: "warn",
  wrn: "warn",
  warnin: "warn",
  w: "warn",
  error: "error",
  err: "error",
  severe: "error",
  e: "error",
  erro: "error",
  eror: "error",
  fail: "error",
  fatal: "fatal",
  critical: "fatal",
  crit: "fatal",
  alert: "fatal",
  emerg: "fatal",
  emergency: "fatal",
  panic: "fatal",
  f: "fatal",
  a: "fatal",
  ftl: "fatal",
  fata: "fatal",
  pani: "fatal",
  c: "fatal",
  // Windows' Event Log and localized loggers name levels in the system's language (German, French, Spanish,
  // Portuguese, Japanese)
  ausführlich: "trace",
  commentaires: "trace",
  detallado: "trace",
  詳細: "trace",
  informationen: "info",
  información: "info",
  informacion: "info",
  informações: "info",
  informação: "info",
  情報: "info",
  warnung: "warn",
  avertissement: "warn",
  advertencia: "warn",
  aviso: "warn",
  警告: "warn",
  fehler: "error",
  erreur: "error",
  エラー: "error",
  kritisch: "fatal",
  critique: "fatal",
  crítico: "fatal",
  critico: "fatal",
  重大: "fatal",
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

/** OpenTelemetry SeverityNumber: 1–4 trace, 5–8 debug, 9–12 info, 13–16 warn, 17–20 error, 21–24 fatal. */
export function otelSeverity(value: unknown): string | undefined {
  const n = typeof value === "string" ? Number(value) : value;
  if (typeof n !== "number" || !Number.isInteger(n) || n < 1 || n > 24) return undefined;
  return ["trace", "debug", "info", "warn", "error", "fatal"][Math.floor((n - 1) / 4)];
}

/**
 * A level word as it stands in a text header: upper-case words of two letters or more ("ERROR",
 * "WRN", "ERRO"), or any case when the layout set it apart (brackets, a trailing colon, a tab).
 * Free-text words are never levels: the caller only asks about header tokens.
 */
export function headerLevel(token: string, setApart: boolean): string | undefined {
  if (token.length < 2 || token.length > 11) return undefined;
  if (!setApart && token !== token.toUpperCase()) return undefined;
  return WORDS[token.toLowerCase()];
}

const UPPER_WORDS = new Set(
  Object.keys(WORDS)
    .filter((w) => w.length >= 2)
    .map((w) => w.toUpperCase()),
);

/** An upper-case level word ("ERROR", "WRN"): a set lookup, for the per-line fast paths. */
export function isUpperLevelWord(word: string): boolean {
  return UPPER_WORDS.has(word);
}
