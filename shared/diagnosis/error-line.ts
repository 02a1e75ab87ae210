// Per-line error verdict, the detector used on its own (alert benchmarks, watchdog-style checks):
// a line is an error when its level says so, or, without a level, when its text does.

import { LEVEL_RANK, normalizeLevel } from "./level.js";
import { isBadText } from "./line-verdict.js";
import { parseLine } from "./normalize.js";

const LEVEL_ANYWHERE_RE = /(?:^|\s)(FATAL|FAILURE|SEVERE|ERROR|CRITICAL|WARN|WARNING|INFO|DEBUG|TRACE)(?=\s|:|$)/;

// "instruction address: 0x00a3", "machine check enable.......0": a register or state dump printed at
// the crash's level, data rather than an error of its own
const DUMP_RE = /^.{3,80}?(?:\.{3,}|:)\s*(?:0x)?[0-9a-fA-F]+$/;

export function isErrorLine(raw: string): boolean {
  const p = parseLine(raw);
  let level = p.level;
  let text = p.message;
  if (!level) {
    const m = LEVEL_ANYWHERE_RE.exec(p.message.slice(0, 200));
    if (m) {
      level = m[1] === "FAILURE" ? "fatal" : normalizeLevel(m[1]);
      text = p.message.slice(m.index + m[0].length);
    }
  }
  if (level && level !== "unknown") return (LEVEL_RANK[level] ?? 2) >= 4 && !DUMP_RE.test(text.trim());
  return isBadText(p.message);
}
