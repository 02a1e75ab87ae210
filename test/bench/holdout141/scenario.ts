// Builds one window: background traffic, chronic noise, the incident (or quiet noise), nearby changes, rendering.
import type { Estate } from "./estates.js";
import { render } from "./formats.js";
import type { Incident } from "./incident.js";
import type { Format } from "./model.js";
import { CHRONIC, edgeChronic, nearbyChange, QUIET, writeChronic } from "./noise.js";
import { Rng } from "./rng.js";
import { background } from "./traffic.js";
import { MIN, SEC, Win } from "./window.js";

export interface Spec {
  id: string;
  seed: number;
  estate: Estate;
  format: Format;
  incident?: Incident;
  quietMain?: string;
  quietSmall?: string[];
}

export interface Built {
  lines: string[];
  incidentStart: string | null;
  originService: string | null;
  chronic?: string;
}

export function buildScenario(spec: Spec): Built {
  const rng = new Rng(spec.seed);
  const day = Date.UTC(2026, 8, 7) + rng.int(0, 84) * 86400_000;
  const start = day + rng.int(7, 19) * 3600_000 + rng.int(0, 59) * MIN + rng.int(0, 59) * SEC + rng.int(0, 999);
  const durMin = rng.int(6, 20);
  const w = new Win(spec.estate, rng, start, start + durMin * MIN);
  const target = rng.int(1800, 9000);
  background(w, Math.round(target * 1.05));

  let incidentStart: string | null = null;
  let origin: string | null = null;
  let chronic: string | undefined;
  if (spec.incident) {
    const inc = spec.incident;
    const dur = w.end - w.start;
    const t0 = Math.round(w.start + dur * rng.float(0.35, 0.6));
    const end = rng.chance(0.3) ? Math.round(t0 + (w.end - t0) * rng.float(0.6, 0.9)) : w.end + MIN;
    const before = w.events.length;
    inc.build(w, t0, end);
    origin = w.n(inc.origin);
    const originLoud = w.events
      .slice(before)
      .filter((e) => e.svc === origin && e.level !== "INFO" && e.level !== "DEBUG").length;
    incidentStart = new Date(t0).toISOString();
    if (rng.chance(0.85)) {
      const pool = [...CHRONIC, edgeChronic(w)].filter((c) => c.roles.some((r) => r !== inc.origin && w.has(r)));
      chronic = writeChronic(w, rng.pick(pool), Math.max(40, Math.round(originLoud * rng.float(1.3, 2.2))), inc.origin);
    }
    if (rng.chance(0.75)) nearbyChange(w, t0 + rng.int(-150, 60) * SEC, inc.origin);
  } else {
    QUIET[spec.quietMain ?? "declinedCards"](w, 1);
    for (const k of spec.quietSmall ?? []) QUIET[k](w, 0.3);
    if (rng.chance(0.85)) {
      const pool = [...CHRONIC, edgeChronic(w)].filter((c) => c.roles.some((r) => w.has(r)));
      chronic = writeChronic(w, rng.pick(pool), rng.int(50, 220));
    }
    if (rng.chance(0.5)) nearbyChange(w, w.start + rng.float(0.2, 0.8) * (w.end - w.start), "edge");
  }

  const names = spec.estate.services.map((s) => s.name);
  const skew: Record<string, number> = {};
  for (const n of names) skew[n] = rng.int(-300, 300);
  const nonEdge = spec.estate.services.filter((s) => s.role !== "edge").map((s) => s.name);
  const localOffset = new Set<string>(rng.chance(0.25) ? [rng.pick(nonEdge)] : []);
  const textPayload = new Set<string>(
    spec.format === "gcp" && rng.chance(0.5)
      ? spec.estate.services.filter((s) => s.role === "edge" || s.role === "db").map((s) => s.name)
      : [],
  );
  const bursty = new Set<string>([rng.pick(names), rng.pick(names)]);
  const lines = render(w.finish(), spec.format, spec.estate, rng, { skew, localOffset, textPayload, bursty });
  return { lines, incidentStart, originService: origin, chronic };
}
