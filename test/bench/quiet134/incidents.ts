// The eight incidents of the set, one per category asked for.

import type { IncidentDef } from "./incident-kit.js";
import { dbSlots, pspDown, searchDeadline, shopVpn } from "./incidents-a.js";
import { catalogHeap, provisionerRegion, routerNull, stockDisk } from "./incidents-b.js";

export const INCIDENTS: IncidentDef[] = [
  dbSlots,
  shopVpn,
  searchDeadline,
  pspDown,
  provisionerRegion,
  catalogHeap,
  stockDisk,
  routerNull,
];
