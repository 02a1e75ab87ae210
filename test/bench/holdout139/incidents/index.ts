// All 52 incident templates (four per category, one per house), by key.
import { ACCESS } from "./access.js";
import { DATA } from "./data.js";
import { NET } from "./net.js";
import { RESOURCES } from "./resources.js";
import type { IncidentTemplate } from "./types.js";

export const INCIDENTS: IncidentTemplate[] = [...ACCESS, ...DATA, ...NET, ...RESOURCES];

export function incident(key: string): IncidentTemplate {
  const t = INCIDENTS.find((x) => x.key === key);
  if (!t) throw new Error(`unknown incident ${key}`);
  return t;
}
