// Seeded per-scenario layout: format (spread evenly), file size, window length, onset, start time and split.
import type { Rng } from "./rng.js";
import type { Format, Spec } from "./types.js";

export const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];

export interface Layout {
  format: Format;
  lines: number;
  minutes: number;
  onsetMs: number;
  start: number;
  split: "tune" | "locked";
}

/** Lays out `specs` (already in file order): formats round-robin, 4 big and 3 small files, onsets first minute to last quarter. */
export function layout(specs: Spec[], r: Rng): Layout[] {
  const n = specs.length;
  const pos = r.shuffle([...Array(n).keys()]);
  const big = new Map(pos.slice(0, 4).map((p, i) => [p, [58000, 85000, 118000, 150000][i]]));
  const small = new Set(pos.slice(4, 7));
  const early = new Set(pos.slice(7, 16));
  const late = new Set(pos.slice(16, 26));
  const tune = new Set(r.shuffle([...Array(n).keys()]).slice(0, Math.floor(n / 2)));
  const formats = r.shuffle([...Array(n).keys()].map((i) => FORMATS[i % FORMATS.length]));
  return specs.map((s, i) => {
    let lines: number;
    let minutes: number;
    if (big.has(i)) {
      lines = big.get(i)!;
      minutes = r.int(40, 60);
    } else if (small.has(i)) {
      lines = r.int(1000, 2400);
      minutes = r.int(10, 18);
    } else {
      lines = Math.round(Math.exp(Math.log(3000) + r.next() * (Math.log(40000) - Math.log(3000))));
      minutes = r.int(12, 55);
    }
    const ms = minutes * 60000;
    const min = (s.minOnset ?? 30) * 1000;
    let onsetMs: number;
    if (early.has(i) && min <= 58000) onsetMs = r.int(Math.max(min, 30000), 58000);
    else if (late.has(i)) onsetMs = Math.round(ms * (0.75 + 0.12 * r.next()));
    else onsetMs = Math.max(min, Math.round(ms * (0.12 + 0.6 * r.next())));
    onsetMs = Math.floor(onsetMs / 1000) * 1000;
    const day = Date.UTC(2026, 5, 1) + i * 86400000 * 2 + r.int(0, 1) * 86400000;
    const start = day + r.int(0, 23) * 3600000 + r.int(0, 11) * 300000;
    return { format: formats[i], lines, minutes, onsetMs, start, split: tune.has(i) ? "tune" : "locked" };
  });
}
