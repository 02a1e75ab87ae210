// Everything the set is made of: the four estates, their 52 incidents and the 12 quiet windows.
import { partspilot } from "./estate-partspilot.js";
import { tradeparts } from "./estate-tradeparts.js";
import { tyrefit } from "./estate-tyrefit.js";
import { wheelwise } from "./estate-wheelwise.js";
import { PARTSPILOT_INCIDENTS } from "./incidents-partspilot.js";
import { TRADEPARTS_INCIDENTS } from "./incidents-tradeparts.js";
import { TYREFIT_INCIDENTS } from "./incidents-tyrefit.js";
import { WHEELWISE_INCIDENTS } from "./incidents-wheelwise.js";
import { QUIET_WINDOWS } from "./quiet.js";
import type { Estate, Incident, Quiet } from "./types.js";

export const ESTATES: Record<string, Estate> = { partspilot, tyrefit, tradeparts, wheelwise };

export const INCIDENTS: Incident[] = [
  ...PARTSPILOT_INCIDENTS,
  ...TYREFIT_INCIDENTS,
  ...TRADEPARTS_INCIDENTS,
  ...WHEELWISE_INCIDENTS,
];

export const QUIETS: Quiet[] = QUIET_WINDOWS;
