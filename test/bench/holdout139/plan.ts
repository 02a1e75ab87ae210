// The 64 scenarios of the set: 52 incidents (four per category, one per house) and 12 quiet windows (three
// per house, each around a different main kind of noise), shuffled, with formats rotating over the six.
import { FORMATS } from "./formats.js";
import { INCIDENTS } from "./incidents/index.js";
import { NOISE } from "./noise/index.js";
import type { Rng } from "./rng.js";
import type { EstateKey, Plan } from "./types.js";

const HOURS = [2, 9, 10, 11, 13, 14, 17, 18, 19, 19, 20, 20, 21, 22];

export function makePlan(r: Rng): Plan[] {
  type Seed = { estate: EstateKey; incident: string | null; main: string | null };
  const seeds: Seed[] = INCIDENTS.map((i) => ({ estate: i.estate, incident: i.key, main: null }));
  const mains = r.shuffle(NOISE.map((n) => n.key)).slice(0, 12);
  const estates: EstateKey[] = ["A", "B", "C", "D"];
  mains.forEach((m, i) => {
    seeds.push({ estate: estates[i % 4] as EstateKey, incident: null, main: m });
  });
  const order = r.shuffle(seeds);
  return order.map((s, i) => {
    const others = NOISE.map((n) => n.key).filter((k) => k !== s.main);
    const nSide = s.incident ? r.int(1, 2) : r.int(1, 3);
    const side = r.shuffle(others).slice(0, nSide);
    const day = Date.UTC(2026, 1, 2) + r.int(0, 290) * 86400000;
    const startMs = day + r.pick(HOURS) * 3600000 + r.int(0, 59) * 60000 + r.int(0, 59) * 1000 + r.int(0, 999);
    return {
      index: i,
      id: `h139-${String(i + 1).padStart(2, "0")}`,
      estate: s.estate,
      format: FORMATS[i % FORMATS.length] ?? "jsonl",
      incident: s.incident,
      mainNoise: s.main,
      sideNoise: side,
      minutes: r.int(6, 20),
      startMs,
      targetLines: r.int(1900, 9200),
    };
  });
}
