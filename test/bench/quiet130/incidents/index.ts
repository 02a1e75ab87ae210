// The eight real incidents, one per category.
import { configuration } from "./configuration.js";
import { database } from "./database.js";
import { dependency } from "./dependency.js";
import { disk } from "./disk.js";
import type { Incident } from "./kit.js";
import { memory } from "./memory.js";
import { network } from "./network.js";
import { nullReference } from "./null-reference.js";
import { timeout } from "./timeout.js";

export const INCIDENTS: Incident[] = [
  database,
  network,
  timeout,
  dependency,
  configuration,
  memory,
  disk,
  nullReference,
];
