// Every kind of harmless noise, by id.
import { DEVICE_NOISE } from "./devices.js";
import { GUEST_NOISE } from "./guests.js";
import { JOB_NOISE } from "./jobs.js";
import type { Noise } from "./kit.js";
import { PLATFORM_NOISE } from "./platform.js";
import { TRAFFIC_NOISE } from "./traffic.js";

export const NOISE: Noise[] = [...GUEST_NOISE, ...DEVICE_NOISE, ...PLATFORM_NOISE, ...TRAFFIC_NOISE, ...JOB_NOISE];

export function noise(id: string): Noise {
  const n = NOISE.find((x) => x.id === id);
  if (!n) throw new Error(`unknown noise kind ${id}`);
  return n;
}
