// The eight incidents of the set, one per category it covers.
import { type IncidentDef, rightsVendor, songsReadonly } from "./incidents-a.js";
import { doormanNetwork, rosterHeap } from "./incidents-b.js";
import { acquirerSlow, spoolFull } from "./incidents-c.js";
import { guestNull, tabConfig } from "./incidents-d.js";

export type { IncidentDef } from "./incidents-a.js";

export const INCIDENTS: readonly IncidentDef[] = [
  songsReadonly,
  doormanNetwork,
  acquirerSlow,
  rightsVendor,
  tabConfig,
  rosterHeap,
  spoolFull,
  guestNull,
];
