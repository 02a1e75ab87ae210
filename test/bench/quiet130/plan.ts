// The 48 scenarios: 40 quiet windows (each led by one kind of harmless noise, every kind used at least
// once, spread evenly over the four operators) and the 8 incidents, in seeded order; formats rotate so
// each of the six appears eight times.
import { INCIDENTS } from "./incidents/index.js";
import type { Incident } from "./incidents/kit.js";
import { NOISE } from "./noise/index.js";
import { Rng } from "./rng.js";
import { type Estate, FORMATS, type Format } from "./types.js";

export interface Plan {
  id: string;
  estate: Estate["key"];
  format: Format;
  incident?: Incident;
  /** Noise kinds: for quiet windows the first one leads. */
  noise: string[];
  start: number;
  minutes: number;
  targetLines: number;
  seed: number;
}

const INCIDENT_FORMAT: Record<Incident["category"], Format> = {
  database: "logfmt",
  network: "gcp",
  timeout: "datadog",
  dependency: "jsonl",
  configuration: "jsonl",
  memory: "logfmt",
  disk: "compose",
  null_reference: "ecs",
};

const KEYS: Estate["key"][] = ["pinecrest", "hollow", "lakeshore", "redrock"];

export function plan(seed: number): Plan[] {
  const rng = new Rng(seed);
  // Quiet windows: every noise kind leads at least once; two kinds lead twice.
  const kinds = rng.shuffle(NOISE);
  const leads = [...kinds, ...rng.shuffle(kinds).slice(0, 40 - kinds.length)];
  const perEstate = new Map<Estate["key"], number>(KEYS.map((k) => [k, 0]));
  const quiet = leads.map((lead) => {
    const fit = KEYS.filter((k) => !lead.fits || lead.fits(k));
    const least = Math.min(...fit.map((k) => perEstate.get(k) ?? 0));
    const estate = rng.pick(fit.filter((k) => perEstate.get(k) === least));
    perEstate.set(estate, (perEstate.get(estate) ?? 0) + 1);
    const others = rng
      .shuffle(NOISE.filter((n) => n.id !== lead.id && (!n.fits || n.fits(estate))))
      .slice(0, rng.int(1, 2))
      .map((n) => n.id);
    return { estate, noise: [lead.id, ...others] };
  });
  // Formats: incidents fixed, quiet windows rotate over what each format still needs to reach eight.
  const left = new Map<Format, number>(FORMATS.map((f) => [f, 8]));
  for (const inc of INCIDENTS)
    left.set(INCIDENT_FORMAT[inc.category], (left.get(INCIDENT_FORMAT[inc.category]) ?? 0) - 1);
  let rot = rng.int(0, 5);
  const quietFormats = quiet.map(() => {
    for (;;) {
      const f = FORMATS[rot++ % FORMATS.length] as Format;
      if ((left.get(f) ?? 0) > 0) {
        left.set(f, (left.get(f) ?? 0) - 1);
        return f;
      }
    }
  });
  type Slot = { estate: Estate["key"]; format: Format; noise: string[]; incident?: Incident };
  const slots: Slot[] = [
    ...quiet.map((q, i) => ({ ...q, format: quietFormats[i] as Format })),
    ...INCIDENTS.map((inc) => ({
      estate: inc.estate,
      format: INCIDENT_FORMAT[inc.category],
      noise: inc.noise,
      incident: inc,
    })),
  ];
  return rng.shuffle(slots).map((s, i) => {
    const minutes = rng.int(6, 20);
    const month = rng.int(5, 8); // June to September
    const start = Date.UTC(
      2026,
      month,
      rng.int(1, 28),
      rng.int(14, 23),
      rng.int(0, 59),
      rng.int(0, 59),
      rng.int(0, 999),
    );
    const perMin = rng.float(170, 560);
    return {
      id: `q130-${String(i + 1).padStart(2, "0")}`,
      ...s,
      start,
      minutes,
      targetLines: Math.round(Math.min(9400, Math.max(1800, minutes * perMin))),
      seed: (seed * 1000 + i * 7919) >>> 0,
    };
  });
}
