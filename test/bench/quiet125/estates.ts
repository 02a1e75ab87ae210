// The four made-up estates of the set.
import { amberlane } from "./estate-amberlane.js";
import { hearthside } from "./estate-hearthside.js";
import { kindred } from "./estate-kindred.js";
import { willowbrook } from "./estate-willowbrook.js";
import type { Estate } from "./types.js";

export const ESTATES: readonly Estate[] = [hearthside, willowbrook, amberlane, kindred];

export function estate(key: string): Estate {
  const e = ESTATES.find((x) => x.key === key);
  if (!e) throw new Error(`no estate ${key}`);
  return e;
}
