// All harmless noise kinds of the set, in one list.
import { EDGE } from "./noise-edge.js";
import { FIELD } from "./noise-field.js";
import type { NoiseKind } from "./noise-kit.js";
import { PEOPLE } from "./noise-people.js";
import { chronicLegacy, deadMetricsSink, PLATFORM } from "./noise-platform.js";

export const NOISE: NoiseKind[] = [...PEOPLE, ...EDGE, ...PLATFORM, ...FIELD];

/** Kinds that repeat from the first minute: the chronic harmless errors. */
export const CHRONIC: NoiseKind[] = [chronicLegacy, deadMetricsSink];

export function noiseKind(id: string): NoiseKind {
  const k = NOISE.find((x) => x.id === id);
  if (!k) throw new Error(`no noise kind ${id}`);
  return k;
}
