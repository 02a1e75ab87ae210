// Seeded layout of the set: scenario order, format (round-robin so the six are even), size, window length,
// onset position and the tune/locked half.
import type { Plan } from "./build.js";
import { Rng } from "./rng.js";
import type { Format } from "./types.js";

const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];

export function plans(n: number, seed: number): Plan[] {
  const r = new Rng(seed * 7919 + 17);
  const sizes: number[] = [];
  sizes.push(150_000, 112_000, 83_000);
  for (let i = 0; i < 4; i++) sizes.push(r.int(1000, 2800));
  for (let i = 0; i < 6; i++) sizes.push(r.int(40_000, 62_000));
  while (sizes.length < n) sizes.push(Math.round(Math.exp(r.float(Math.log(3000), Math.log(40_000)))));
  const sz = r.shuffle(sizes.slice(0, n));
  const half = new Set(r.shuffle([...Array(n).keys()]).slice(0, Math.floor(n / 2)));
  const out: Plan[] = [];
  for (let i = 0; i < n; i++) {
    const lines = sz[i];
    const minutes = lines < 3000 ? r.int(10, 15) : lines > 80_000 ? r.int(35, 60) : r.int(10, 60);
    out.push({
      id: `h10-${String(i + 1).padStart(2, "0")}`,
      format: FORMATS[i % FORMATS.length],
      split: half.has(i) ? "tune" : "locked",
      lines,
      minutes,
      onset: r.chance(0.2) ? "early" : Number(r.float(0.05, 0.78).toFixed(3)),
      day: i,
    });
  }
  return out;
}
