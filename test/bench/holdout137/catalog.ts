// Every scenario of the set, and the estates by key.
import { brightwell } from "./estates/brightwell.js";
import { iris } from "./estates/iris.js";
import { lensworks } from "./estates/lensworks.js";
import { specsy } from "./estates/specsy.js";
import { brightwellIncidents } from "./incidents/brightwell.js";
import { irisIncidents } from "./incidents/iris.js";
import { lensworksIncidents } from "./incidents/lensworks.js";
import { labOnlineQuiet } from "./incidents/quiet-lab-online.js";
import { storeQuiet } from "./incidents/quiet-stores.js";
import type { EstateKey, IncidentSpec, QuietSpec } from "./incidents/spec.js";
import { specsyIncidents } from "./incidents/specsy.js";
import type { Estate } from "./types.js";

export const ESTATES: Record<EstateKey, Estate> = { brightwell, lensworks, iris, specsy };

export const INCIDENTS: IncidentSpec[] = [
  ...brightwellIncidents,
  ...lensworksIncidents,
  ...irisIncidents,
  ...specsyIncidents,
];

export const QUIET: QuietSpec[] = [...storeQuiet, ...labOnlineQuiet];
