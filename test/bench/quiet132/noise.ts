// Every kind of harmless noise the set lays on its windows, by name.
import { COMMERCE } from "./noise-commerce.js";
import type { NoiseKind } from "./noise-kit.js";
import { PLATFORM } from "./noise-platform.js";
import { SITE } from "./noise-site.js";

export const NOISE: NoiseKind[] = [...COMMERCE, ...SITE, ...PLATFORM];

export function noiseKind(name: string): NoiseKind {
  const k = NOISE.find((x) => x.name === name);
  if (!k) throw new Error(`no noise kind ${name}`);
  return k;
}
