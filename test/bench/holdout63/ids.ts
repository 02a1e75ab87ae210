// Domain identifiers that look like the real ones: lots, batches, ISO 6346 containers, vessels, trucks.
import type { Rng } from "./rng.js";

const LETTERS = "0123456789A?BCDEFGHIJK?LMNOPQRSTU?VWXYZ";
/** ISO 6346 container number with a correct check digit. */
export function container(r: Rng): string {
  const owner = r.pick(["MSKU", "MSCU", "CMAU", "HLXU", "TGHU", "OOLU", "EGHU", "TCNU", "SEGU", "CAIU"]);
  const serial = String(r.int(0, 999999)).padStart(6, "0");
  const code = owner + serial;
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += LETTERS.indexOf(code[i]) * 2 ** i;
  return `${code}${(sum % 11) % 10}`;
}
export const lot = (r: Rng) => `K${r.int(2601, 2652)}-${String(r.int(1, 999)).padStart(4, "0")}.${r.int(1, 3)}`;
export const batch = (r: Rng) => `B26-${String(r.int(100, 999)).padStart(4, "0")}`;
export const sample = (r: Rng) => `S-2606${r.int(10, 28)}-${r.int(100, 999)}`;
export const truck = (r: Rng) => `${r.pick(["NL", "BE", "DE"])}-${r.hex(2).toUpperCase()}-${r.int(100, 999)}`;
export const vessel = (r: Rng) =>
  r.pick(["MAERSK ESSEN", "MSC AURORA", "CMA CGM TAGE", "EVER GIVEN", "HMM OSLO", "ONE HARMONY", "COSCO PRIDE"]);
export const mmsi = (r: Rng) => String(r.int(211000000, 636999999));
export const tool = (r: Rng) =>
  r.pick(["ETCH-03", "ETCH-07", "LITHO-04", "LITHO-06", "CVD-02", "CMP-01", "IMPL-05", "FURN-02", "WET-09"]);
export const ms = (r: Rng, lo = 4, hi = 240) => r.int(lo, hi);
export const ip = (r: Rng) => `10.${r.int(20, 60)}.${r.int(0, 15)}.${r.int(2, 250)}`;
