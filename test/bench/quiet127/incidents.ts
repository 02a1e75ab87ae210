// The eight real incidents, one per category the brief asks for.
import { configuration } from "./inc-configuration.js";
import { database } from "./inc-database.js";
import { dependency } from "./inc-dependency.js";
import { disk } from "./inc-disk.js";
import { memory } from "./inc-memory.js";
import { network } from "./inc-network.js";
import { nullRef } from "./inc-null.js";
import { timeout } from "./inc-timeout.js";
import type { IncidentDef } from "./types.js";

export const INCIDENTS: IncidentDef[] = [database, network, timeout, dependency, configuration, memory, disk, nullRef];
