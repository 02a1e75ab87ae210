// The eight incidents, one per category.
import type { Category, Ctx, Incident } from "../types.js";
import { configurationIncident } from "./configuration.js";
import { databaseIncident } from "./database.js";
import { dependencyIncident } from "./dependency.js";
import { diskIncident } from "./disk.js";
import { memoryIncident } from "./memory.js";
import { networkIncident } from "./network.js";
import { nullRefIncident } from "./nullref.js";
import { timeoutIncident } from "./timeout.js";

export const INCIDENTS: Record<Category, (c: Ctx, t0: number) => Incident> = {
  database: databaseIncident,
  network: networkIncident,
  timeout: timeoutIncident,
  dependency: dependencyIncident,
  configuration: configurationIncident,
  memory: memoryIncident,
  disk: diskIncident,
  null_reference: nullRefIncident,
};
