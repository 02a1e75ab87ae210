// Every incident of the set: thirteen per estate, four per category.
import { INCIDENTS_A } from "./incidents-a.js";
import { INCIDENTS_B } from "./incidents-b.js";
import { INCIDENTS_C } from "./incidents-c.js";
import { INCIDENTS_D } from "./incidents-d.js";
import type { IncidentDef } from "./kit.js";

export const INCIDENTS: IncidentDef[] = [...INCIDENTS_A, ...INCIDENTS_B, ...INCIDENTS_C, ...INCIDENTS_D];
