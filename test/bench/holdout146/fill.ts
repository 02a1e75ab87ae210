// Fills message templates: {name} placeholders become plausible values drawn from the RNG.
import type { Rng } from "./rng.js";

const fillers: Record<string, (r: Rng) => string> = {
  n: (r) => String(r.int(1, 999)),
  n2: (r) => String(r.int(2, 60)),
  ms: (r) => String(r.int(4, 480)),
  slow: (r) => String(r.int(1200, 9800)),
  id: (r) => r.hex(8),
  mem: (r) => `M${r.int(100000, 999999)}`,
  pass: (r) => `DP-${r.int(10000, 99999)}`,
  waiver: (r) => `wv_${r.hex(10)}`,
  amt: (r) => `${r.int(3, 95)}.${String(r.int(0, 99)).padStart(2, "0")}`,
  grade: (r) => `V${r.int(0, 10)}`,
  font: (r) => r.pick(["5+", "6A", "6B+", "6C", "7A", "7A+", "7B", "7C+"]),
  wall: (r) => r.pick(["cave", "slab", "comp-wall", "the-prow", "kids-corner", "arete", "spray-wall", "lead-bay"]),
  dev: (r) => `AB-${String(r.int(1, 24)).padStart(2, "0")}`,
  cls: (r) => r.pick(["intro-to-bouldering", "kids-club", "lead-course", "yoga-for-climbers", "technique-clinic"]),
  ip: (r) => `${r.pick(["81", "92", "86", "2", "109", "151"])}.${r.int(1, 254)}.${r.int(1, 254)}.${r.int(1, 254)}`,
  lip: (r) => `10.${r.int(0, 3)}.${r.int(0, 40)}.${r.int(2, 250)}`,
  port: (r) => String(r.int(32768, 60999)),
  pid: (r) => String(r.int(200, 32000)),
  till: (r) => `TILL-${r.int(1, 4)}`,
  kiosk: (r) => `KSK-0${r.int(1, 6)}`,
  item: (r) => r.pick(["flat white", "oat latte", "flapjack", "chalk ball", "banana bread", "tape roll", "americano"]),
  pct: (r) => String(r.int(40, 99)),
  hash: (r) => r.hex(7),
  ver: (r) => `${r.int(1, 9)}.${r.int(0, 30)}.${r.int(0, 12)}`,
};

export function fill(r: Rng, tpl: string): string {
  return tpl.replace(/\{(\w+)\}/g, (m, k: string) => (fillers[k] ? fillers[k](r) : m));
}
