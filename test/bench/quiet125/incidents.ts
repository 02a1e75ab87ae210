// The eight incidents of the set, one per category.
import type { IncidentSpec } from "./incident-kind.js";
import { emarDisk, payerPortalTimeout } from "./incidents-amberlane.js";
import { careplanOom, evvEgress } from "./incidents-hearthside.js";
import { clockinConfig, voiceVendor } from "./incidents-kindred.js";
import { pgReadOnly, portalNil } from "./incidents-willowbrook.js";

export const INCIDENTS: readonly IncidentSpec[] = [
  pgReadOnly,
  evvEgress,
  payerPortalTimeout,
  voiceVendor,
  clockinConfig,
  careplanOom,
  emarDisk,
  portalNil,
];
