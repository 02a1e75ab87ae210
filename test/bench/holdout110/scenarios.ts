// The 64 scenarios of the set in a seeded order: 52 faults (4 estates x 13 categories) and 12 quiet windows.
import { ESTMERE_FAULTS } from "./incidents-estmere.js";
import { KALMAR_FAULTS } from "./incidents-kalmar.js";
import { NORDMARK_FAULTS } from "./incidents-nordmark.js";
import { VALDORIA_FAULTS } from "./incidents-valdoria.js";
import { QUIET } from "./quiet.js";
import type { Rng } from "./rng.js";
import type { Scenario } from "./scenario.js";

export function allScenarios(r: Rng): Scenario[] {
  const xs = [...NORDMARK_FAULTS, ...VALDORIA_FAULTS, ...ESTMERE_FAULTS, ...KALMAR_FAULTS, ...QUIET];
  for (let i = xs.length - 1; i > 0; i--) {
    const j = r.i(0, i);
    [xs[i], xs[j]] = [xs[j] as Scenario, xs[i] as Scenario];
  }
  return xs;
}
