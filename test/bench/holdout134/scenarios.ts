// Every scenario of the set, in a seeded order: 52 incidents (four estates x thirteen categories) and twelve
// quiet windows (three per estate).
import { chairlyIncidents } from "./incidents/chairly.js";
import { fadeIncidents } from "./incidents/fade.js";
import { glossIncidents } from "./incidents/gloss.js";
import { lumenIncidents } from "./incidents/lumen.js";
import { quietWindows } from "./quiet.js";
import type { Rng } from "./rng.js";
import type { Spec } from "./spec.js";

export function allSpecs(r: Rng): Spec[] {
  return r.shuffle<Spec>([
    ...lumenIncidents,
    ...fadeIncidents,
    ...glossIncidents,
    ...chairlyIncidents,
    ...quietWindows,
  ]);
}
