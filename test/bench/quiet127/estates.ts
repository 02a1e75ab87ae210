// The four made-up studios the scenarios run in.
import { brightmoss } from "./estate-brightmoss.js";
import { corvid } from "./estate-corvid.js";
import { hollowpeak } from "./estate-hollowpeak.js";
import { nightjar } from "./estate-nightjar.js";
import type { Estate } from "./types.js";

export const ESTATES: Record<string, Estate> = { hollowpeak, brightmoss, corvid, nightjar };
export const ESTATE_KEYS = ["hollowpeak", "brightmoss", "corvid", "nightjar"] as const;
