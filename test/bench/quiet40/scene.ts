// What every generator of one window shares: the stream, the estate, the seeded draws and the hooks an incident
// uses to change how requests end.
import type { Estate, Role } from "./estates.js";
import { nameOf } from "./estates.js";
import type { Rng } from "./rng.js";
import type { Stream } from "./stream.js";

export interface Hooks {
  /** Returns true when it logged the request itself (failed or degraded); false for the normal path. */
  request?: (t: number, trace: string | undefined) => boolean;
}

export interface Scene {
  s: Stream;
  e: Estate;
  r: Rng;
  t0: number;
  t1: number;
  hooks: Hooks;
  /** Services that must not get the unrelated deploy (the one with the problem, when there is one). */
  avoidDeploy: string[];
}

export const MIN = 60_000;
export const n = (sc: Scene, role: Role): string => nameOf(sc.e, role);
export const tid = (sc: Scene): string | undefined => (sc.e.traces ? sc.r.hex(16) : undefined);
export const ip = (sc: Scene): string => `10.${sc.r.int(2, 40)}.${sc.r.int(0, 255)}.${sc.r.int(2, 254)}`;
export const hourRun = (t: number): string => {
  const d = new Date(t);
  d.setUTCMinutes(0, 0, 0);
  return `scheduled__${d.toISOString().replace(".000Z", "+00:00")}`;
};
