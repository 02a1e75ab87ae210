// The four estates of the set.
import type { Estate } from "../types.js";
import { bramblewood } from "./bramblewood.js";
import { fernhollow } from "./fernhollow.js";
import { greenleaf } from "./greenleaf.js";
import { mossmarigold } from "./mossmarigold.js";

export const ESTATES: Record<string, Estate> = { bramblewood, fernhollow, greenleaf, mossmarigold };
