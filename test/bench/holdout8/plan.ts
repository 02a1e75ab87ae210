// Lays out the 64 scenarios of holdout8 from the seed: a shuffled order, formats in turn (so each of the six
// gets 10-11 files), tune/locked alternating within each category and among quiet windows, file sizes (four
// of 80k-150k lines, four around 1,000, the rest 2k-20k), window lengths, and where each fault starts (four in
// the first minute, three in the last quarter).
import { int, rngFrom } from "../holdout3/kit.js";
import { ESTATES } from "./estates.js";
import { FAULTS } from "./faults.js";
import { QUIET } from "./quiet.js";
import type { Format, Plan } from "./types.js";

const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];

function shuffle<T>(r: () => number, xs: T[]): T[] {
  const a = xs.slice();
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

export function makePlans(seed: number): Plan[] {
  const r = rngFrom(seed * 104729 + 11);
  const seen = new Map<string, number>();
  const base = [
    ...FAULTS.map((fault) => {
      const i = seen.get(fault.cat) ?? 0;
      seen.set(fault.cat, i + 1);
      return { fault, quiet: undefined, split: i % 2 === 0 ? "tune" : ("locked" as "tune" | "locked") };
    }),
    ...QUIET.map((quiet, i) => ({
      fault: undefined,
      quiet,
      split: i % 2 === 0 ? "tune" : ("locked" as "tune" | "locked"),
    })),
  ];
  const order = shuffle(r, base);
  const idx = shuffle(
    r,
    order.map((_, i) => i),
  );
  const large = new Set(idx.slice(0, 4));
  const small = new Set(idx.slice(4, 8));
  const incidents = shuffle(
    r,
    order.map((_, i) => i).filter((i) => order[i].fault),
  );
  const forcedEarly = order.findIndex(
    (x) => x.fault?.cat === "configuration" && x.fault.origin === "liftline-telemetry",
  );
  const early = new Set([forcedEarly, ...incidents.filter((i) => i !== forcedEarly).slice(0, 3)]);
  const late = new Set(incidents.filter((i) => !early.has(i)).slice(0, 3));
  return order.map((x, i) => {
    const lines = large.has(i)
      ? int(r, 80000, 150000)
      : small.has(i)
        ? int(r, 1060, 1250)
        : Math.round(2000 * 10 ** (r() * Math.log10(10)));
    const minutes = large.has(i)
      ? int(r, 45, 60)
      : small.has(i)
        ? int(r, 8, 14)
        : Math.min(60, Math.max(8, Math.round(lines / int(r, 150, 700))));
    const dur = minutes * 60000;
    const onsetAt = early.has(i) ? int(r, 4000, 55000) / dur : late.has(i) ? 0.76 + r() * 0.14 : 0.25 + r() * 0.45;
    const day = int(r, 0, 50);
    const start = Date.UTC(2026, 9, 1 + day, int(r, 0, 23), int(r, 0, 59), int(r, 0, 59)) + int(r, 0, 999);
    const plan: Plan = {
      format: FORMATS[i % FORMATS.length],
      split: x.split,
      estate: ESTATES[(x.fault ?? x.quiet)?.est ?? 0],
      fault: x.fault,
      quiet: x.quiet,
      start,
      minutes,
      lines,
      onsetAt,
      seed: seed * 1000 + i * 31 + 7,
    };
    return plan;
  });
}
