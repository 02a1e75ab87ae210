// All 52 failures of holdout61: one per category in each of the four estates.
import { BRIGHTWATER_FAULTS } from "./incidents-brightwater.js";
import { CDFS_FAULTS } from "./incidents-cdfs.js";
import { KESTREL_FAULTS } from "./incidents-kestrel.js";
import { RIDGELINE_FAULTS } from "./incidents-ridgeline.js";
import type { Fault } from "./stream.js";

export const FAULTS: readonly Fault[] = [...KESTREL_FAULTS, ...BRIGHTWATER_FAULTS, ...CDFS_FAULTS, ...RIDGELINE_FAULTS];
