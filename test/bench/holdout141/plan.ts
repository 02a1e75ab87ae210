// The 64 windows: 52 incidents (one per category per estate) and 12 quiet ones (three per estate), shuffled from
// the seed, formats rotating over the six layouts.
import { ESTATES } from "./estates.js";
import { CRESCENDO } from "./incidents-crescendo.js";
import { FERMATA } from "./incidents-fermata.js";
import { KEYNOTE } from "./incidents-keynote.js";
import { METRONOME } from "./incidents-metronome.js";
import { FORMATS } from "./model.js";
import { QUIET_KINDS } from "./noise.js";
import { Rng } from "./rng.js";
import type { Spec } from "./scenario.js";

export const INCIDENTS = [...CRESCENDO, ...FERMATA, ...KEYNOTE, ...METRONOME];

export function plan(seed: number): Spec[] {
  const rng = new Rng(seed);
  const kinds = rng.shuffle([...QUIET_KINDS]);
  type Item = Omit<Spec, "id" | "format" | "seed">;
  const items: Item[] = INCIDENTS.map((incident) => ({
    estate: ESTATES.find((e) => e.key === incident.estate)!,
    incident,
  }));
  kinds.slice(0, 12).forEach((k, i) => {
    const others = kinds.filter((x) => x !== k);
    items.push({
      estate: ESTATES[i % 4],
      quietMain: k,
      quietSmall: rng.shuffle([...others]).slice(0, rng.int(1, 3)),
    });
  });
  rng.shuffle(items);
  const fmtOffset = rng.int(0, 5);
  return items.map((it, i) => ({
    ...it,
    id: `h141-${String(i + 1).padStart(2, "0")}`,
    format: FORMATS[(i + fmtOffset) % FORMATS.length],
    seed: (seed * 1009 + i * 7919) >>> 0,
  }));
}
