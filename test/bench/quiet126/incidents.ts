// The eight incidents of the set, one per category.
import type { Incident } from "./incident-kit.js";
import { photoDisk, pickupTimeout } from "./incidents-acorns.js";
import { etaNil, mqttNetwork } from "./incidents-hopscotch.js";
import { registerDb, smtpConfig } from "./incidents-northfield.js";
import { paywiseDown, receiptsHeap } from "./incidents-tuckshop.js";

export const INCIDENTS: readonly Incident[] = [
  pickupTimeout,
  photoDisk,
  registerDb,
  smtpConfig,
  mqttNetwork,
  etaNil,
  paywiseDown,
  receiptsHeap,
];
