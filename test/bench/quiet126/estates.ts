// The four made-up estates of the set.
import { acorns } from "./estate-acorns.js";
import { hopscotch } from "./estate-hopscotch.js";
import { northfield } from "./estate-northfield.js";
import { tuckshop } from "./estate-tuckshop.js";
import type { Estate } from "./types.js";

export const ESTATES: Record<Estate["key"], Estate> = { acorns, northfield, hopscotch, tuckshop };
