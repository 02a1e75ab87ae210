// The 48 scenarios: which estate, format, window and noise each gets. Incidents sit at fixed positions (their
// formats follow the rotation); the quiet windows' estates, primary noise kinds, dates and sizes are seeded.
import { NOISE } from "./noise/index.js";
import type { Rng } from "./rng.js";
import { type Category, FORMATS, type Format } from "./types.js";

export interface Plan {
  id: string;
  estate: string;
  format: Format;
  kind: Category | "quiet";
  primary: string | null;
  secondary: string[];
  start: number;
  minutes: number;
  target: number;
  /** Offset of the incident start from the window start, ms (incidents only). */
  faultAt: number;
  /** Loudness of the primary noise burst. */
  gain: number;
}

const INCIDENT_AT: Record<number, [Category, string]> = {
  4: ["configuration", "bramblewood"],
  7: ["network", "fernhollow"],
  14: ["database", "bramblewood"],
  23: ["disk", "fernhollow"],
  27: ["timeout", "greenleaf"],
  30: ["memory", "greenleaf"],
  38: ["null_reference", "mossmarigold"],
  45: ["dependency", "mossmarigold"],
};

/** Secondary noise an incident must carry (the domain's normal refusals next to the real fault). */
const INCIDENT_NOISE: Partial<Record<Category, string[]>> = {
  dependency: ["card-declines"],
  database: ["out-of-stock"],
  network: ["passport-quarantine"],
  timeout: ["geocode-misses"],
  configuration: ["postcode-validation"],
  memory: ["quote-render-warnings"],
  disk: ["sensor-dropout"],
  null_reference: ["expired-sessions"],
};

const NIGHT = new Set(["passport-backfill", "search-reindex", "replica-lag", "slow-queries", "price-import-rejects"]);
const DAWN = new Set(["frost-alerts", "valve-reconfirm", "sensor-dropout"]);

function startOf(r: Rng, primary: string | null): number {
  const base = Date.UTC(2026, 2, 14); // 14 March 2026
  const dayMs = r.int(0, 98) * 86400000;
  let h: number;
  if (primary && NIGHT.has(primary)) h = r.pick([0, 1, 2, 3, 22, 23]);
  else if (primary && DAWN.has(primary)) h = r.int(4, 6);
  else h = r.int(7, 17);
  return base + dayMs + h * 3600000 + r.int(0, 59) * 60000 + r.int(0, 59) * 1000 + r.int(0, 999);
}

export function makePlan(r: Rng): Plan[] {
  const estates = ["bramblewood", "fernhollow", "greenleaf", "mossmarigold"];
  const quietEstates = r.shuffle(estates.flatMap((e) => Array<string>(10).fill(e)));
  const primaries = r.shuffle(NOISE.map((n) => n.id));
  const ids = NOISE.map((n) => n.id);
  const plans: Plan[] = [];
  let q = 0;
  for (let i = 0; i < 48; i++) {
    const format = FORMATS[i % FORMATS.length] as Format;
    const inc = INCIDENT_AT[i];
    const id = `q131-${String(i + 1).padStart(2, "0")}`;
    if (inc) {
      const [cat, estate] = inc;
      const minutes = r.int(14, 20);
      const must = INCIDENT_NOISE[cat] ?? [];
      const extra = r.shuffle(ids.filter((x) => !must.includes(x))).slice(0, r.int(1, 2));
      plans.push({
        id,
        estate,
        format,
        kind: cat,
        primary: null,
        secondary: [...must, ...extra],
        start: startOf(r, null),
        minutes,
        target: r.int(2600, 8200),
        faultAt: Math.max(Math.round(minutes * 60000 * r.float(0.42, 0.58)), 450000 + r.int(0, 60000)),
        gain: 1,
      });
      continue;
    }
    const primary = primaries[q % primaries.length] as string;
    const estate = quietEstates[q] as string;
    q++;
    plans.push({
      id,
      estate,
      format,
      kind: "quiet",
      primary,
      secondary: r.shuffle(ids.filter((x) => x !== primary)).slice(0, r.int(2, 3)),
      start: startOf(r, primary),
      minutes: r.int(6, 20),
      target: r.int(1900, 8600),
      faultAt: 0,
      gain: r.pick([1, 1, 1.5, 2, 3, 4]),
    });
  }
  return plans;
}
