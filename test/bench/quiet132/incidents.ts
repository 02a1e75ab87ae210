// The eight incidents, one per category.
import { configurationIncident } from "./incident-configuration.js";
import { databaseIncident } from "./incident-database.js";
import { dependencyIncident } from "./incident-dependency.js";
import { diskIncident } from "./incident-disk.js";
import type { Incident } from "./incident-kit.js";
import { memoryIncident } from "./incident-memory.js";
import { networkIncident } from "./incident-network.js";
import { nullIncident } from "./incident-null.js";
import { timeoutIncident } from "./incident-timeout.js";

export const INCIDENTS: Incident[] = [
  databaseIncident,
  networkIncident,
  timeoutIncident,
  dependencyIncident,
  configurationIncident,
  memoryIncident,
  diskIncident,
  nullIncident,
];
