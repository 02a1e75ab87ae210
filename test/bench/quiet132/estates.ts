// The four organisers the set is written over.
import { harbourlight } from "./estate-harbourlight.js";
import { kestrel } from "./estate-kestrel.js";
import { northmoor } from "./estate-northmoor.js";
import { saltmarsh } from "./estate-saltmarsh.js";
import type { Estate } from "./types.js";

export const ESTATES: Estate[] = [harbourlight, northmoor, saltmarsh, kestrel];

export function estate(key: string): Estate {
  const e = ESTATES.find((x) => x.key === key);
  if (!e) throw new Error(`no estate ${key}`);
  return e;
}
