// All 52 failure variants in one list.
import { VARIANTS_1, type Variant } from "./incidents.js";
import { VARIANTS_2 } from "./incidents-2.js";
import { VARIANTS_3 } from "./incidents-3.js";

export const VARIANTS: Variant[] = [...VARIANTS_1, ...VARIANTS_2, ...VARIANTS_3];
