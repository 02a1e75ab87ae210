// All 64 windows of the set: 52 incidents (four per category, one per estate) and 12 quiet hours.
import type { Scenario } from "./kit.js";
import { QUIET } from "./quiet.js";
import { BARN } from "./scenarios-barn.js";
import { CRUXWORKS } from "./scenarios-cruxworks.js";
import { OVERHANG } from "./scenarios-overhang.js";
import { TOPOUT } from "./scenarios-topout.js";

export const CATALOGUE: readonly Scenario[] = [...CRUXWORKS, ...BARN, ...OVERHANG, ...TOPOUT, ...QUIET];
