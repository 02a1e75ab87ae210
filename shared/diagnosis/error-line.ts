// Per-line error verdict, the detector used on its own (alert benchmarks, watchdog-style checks):
// a line is an error when its level says so, or, without a level, when its text does.
import { isBadText } from "./aggregate.js";
import { LEVEL_RANK, normalizeLevel } from "./level.js";
import { parseLine } from "./normalize.js";

const LEVEL_ANYWHERE_RE = /(?:^|\s)(FATAL|FAILURE|SEVERE|ERROR|CRITICAL|WARN|WARNING|INFO|DEBUG|TRACE)(?=\s|:|$)/;

export function isErrorLine(raw: string): boolean {
  const p = parseLine(raw);
  let level = p.level;
  if (!level) {
    const m = LEVEL_ANYWHERE_RE.exec(p.message.slice(0, 200));
    if (m) level = m[1] === "FAILURE" ? "fatal" : normalizeLevel(m[1]);
  }
  if (level && level !== "unknown") return (LEVEL_RANK[level] ?? 2) >= 4;
  return isBadText(p.message);
}
