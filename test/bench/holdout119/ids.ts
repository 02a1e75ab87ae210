// Domain identifiers of a sequencing lab: samples, runs, plates, jobs, reports.
import type { Rng } from "./rng.js";

export const sampleId = (r: Rng, p = "CG") => `${p}26-${r.digits(6)}`;
export const runId = (r: Rng, inst = "A01873") =>
  `2605${r.int(10, 28)}_${inst}_0${r.int(400, 499)}_${r.pick(["A", "B"])}H${r.hex(7).toUpperCase()}`;
export const plate = (r: Rng) => `PL${r.digits(5)}`;
export const job = (r: Rng) => String(r.int(4_100_000, 4_199_999));
export const report = (r: Rng) => `RPT-${r.digits(7)}`;
export const order = (r: Rng) => `ORD-${r.digits(8)}`;
export const ms = (r: Rng, lo = 8, hi = 240) => r.int(lo, hi);
export const ip = (r: Rng) => `10.${r.int(20, 60)}.${r.int(0, 15)}.${r.int(2, 250)}`;
export const gene = (r: Rng) =>
  r.pick(["BRCA1", "BRCA2", "PALB2", "TP53", "MLH1", "MSH2", "ATM", "CHEK2", "APC", "PTEN"]);
export const doctor = (r: Rng) =>
  r.pick(["dr.okafor", "dr.lindqvist", "dr.ramaswamy", "dr.feld", "dr.nakamura", "dr.bianchi", "dr.osei"]);
export const payer = (r: Rng) => r.pick(["AETNA", "UHC", "BCBS-IL", "CIGNA", "MEDICARE-J15", "HUMANA"]);
export const pi = (r: Rng) => r.pick(["hwang", "delacroix", "mbeki", "sorensen", "iyer", "castellanos", "obrien"]);
export const project = (r: Rng) => `P${r.int(1200, 1499)}-${pi(r).toUpperCase()}`;
