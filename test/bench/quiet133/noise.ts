// Every kind of harmless noise, by key.
import { CHRONIC } from "./chronic.js";
import { BUSINESS } from "./noise-business.js";
import { OPS } from "./noise-ops.js";
import { STUDIO } from "./noise-studio.js";
import type { Estate, NoiseKind } from "./types.js";

export const NOISE: NoiseKind[] = [...BUSINESS, ...OPS, ...STUDIO];
export { CHRONIC };

const BY_KEY = new Map([...NOISE, ...CHRONIC].map((n) => [n.key, n]));

export function noise(key: string): NoiseKind {
  const n = BY_KEY.get(key);
  if (!n) throw new Error(`unknown noise ${key}`);
  return n;
}

export function fits(n: NoiseKind, e: Estate): boolean {
  return !n.only || n.only(e);
}
