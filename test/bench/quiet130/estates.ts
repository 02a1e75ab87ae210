// The four made-up operators.
import { hollowCreek } from "./estates/hollow-creek.js";
import { lakeshore } from "./estates/lakeshore.js";
import { pinecrest } from "./estates/pinecrest.js";
import { redrock } from "./estates/redrock.js";
import type { Estate } from "./types.js";

export const ESTATES: Record<Estate["key"], Estate> = {
  pinecrest,
  hollow: hollowCreek,
  lakeshore,
  redrock,
};
