// Token-level comparison and generalisation of template tokens (which may hold `<*>`) against message tokens.
import { WILDCARD } from "./mask.js";

const BOUNDARY = new Set("=:,;()[]{}\"'|<>!@#".split(""));

/** Does template token `t` (possibly containing `<*>`) cover message token `s`? */
export function covers(t: string, s: string): boolean {
  if (t === WILDCARD) return true;
  const first = t.indexOf(WILDCARD);
  if (first < 0) return t === s;
  const parts = t.split(WILDCARD);
  const head = parts[0];
  const tail = parts[parts.length - 1];
  if (s.length < head.length + tail.length) return false;
  if (!s.startsWith(head) || !s.endsWith(tail)) return false;
  let pos = head.length;
  const stop = s.length - tail.length;
  for (let i = 1; i < parts.length - 1; i++) {
    const at = s.indexOf(parts[i], pos);
    if (at < 0 || at + parts[i].length > stop) return false;
    pos = at + parts[i].length;
  }
  return true;
}

/** `key=a` vs `key=b`: the same field with another value. */
export function sameKey(a: string, b: string): boolean {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const c = a[i];
    if (c !== b[i]) return false;
    if ((c === "=" || c === ":") && i > 0 && i < n - 1) return true;
  }
  return false;
}

/** The most specific token covering both: the shared text up to / from a delimiter, `<*>` between. */
export function generalize(a: string, b: string): string {
  if (a === b) return a;
  if (a === WILDCARD || b === WILDCARD) return WILDCARD;
  const n = Math.min(a.length, b.length);
  let p = 0;
  let lastBoundary = 0;
  while (p < n && a[p] === b[p]) {
    if (BOUNDARY.has(a[p])) lastBoundary = p + 1;
    p++;
  }
  let s = 0;
  let suffixBoundary = 0;
  while (s < n - lastBoundary && a[a.length - 1 - s] === b[b.length - 1 - s]) {
    if (BOUNDARY.has(a[a.length - 1 - s])) suffixBoundary = s + 1;
    s++;
  }
  const prefix = a.slice(0, lastBoundary);
  const suffix = suffixBoundary > 0 ? a.slice(a.length - suffixBoundary) : "";
  if (prefix.length + suffix.length > Math.min(a.length, b.length)) return WILDCARD;
  let out = prefix + WILDCARD + suffix;
  while (out.includes("<*><*>")) out = out.replaceAll("<*><*>", WILDCARD);
  return out;
}
