// All kinds of harmless noise, in one list.
import { DOMAIN_NOISE } from "./noise-domain.js";
import { EDGE_NOISE } from "./noise-edge.js";
import type { NoiseKind } from "./noise-kind.js";
import { OPS_NOISE } from "./noise-ops.js";

export const NOISE: readonly NoiseKind[] = [...DOMAIN_NOISE, ...OPS_NOISE, ...EDGE_NOISE];

export function noiseKind(id: string): NoiseKind {
  const k = NOISE.find((n) => n.id === id);
  if (!k) throw new Error(`no noise kind ${id}`);
  return k;
}
