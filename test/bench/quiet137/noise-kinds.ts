// The catalogue of harmless noise kinds a window is built around, by name.
import type { EstateDef } from "./estates.js";
import { NOISE_OPS, rollingRestart } from "./noise-ops.js";
import { declinedCards, failedLogins, scanners, scrapers, validationRefusals } from "./noise-requests.js";
import type { ReqHook } from "./traffic.js";
import type { Ctx } from "./types.js";

export type NoiseKind =
  | "declinedCards"
  | "failedLogins"
  | "scanners"
  | "scrapers"
  | "validationRefusals"
  | "rollingRestart"
  | "certRotation"
  | "backfill"
  | "rebalance"
  | "reportTimeouts"
  | "devicesWifi"
  | "thresholds"
  | "vendorRetries"
  | "gcPauses";

export const NOISE_KINDS: NoiseKind[] = [
  "declinedCards",
  "failedLogins",
  "scanners",
  "scrapers",
  "validationRefusals",
  "rollingRestart",
  "certRotation",
  "backfill",
  "rebalance",
  "reportTimeouts",
  "devicesWifi",
  "thresholds",
  "vendorRetries",
  "gcPauses",
];

/** Runs one noise kind at intensity k (1 = the window's main kind); returns a request hook when it has one. */
export function runNoise(kind: NoiseKind, ctx: Ctx, def: EstateDef, k: number): ReqHook | null {
  switch (kind) {
    case "declinedCards":
      return declinedCards(ctx, def, k);
    case "failedLogins":
      failedLogins(ctx, def, k);
      return null;
    case "scanners":
      scanners(ctx, def, k);
      return null;
    case "scrapers":
      scrapers(ctx, def, k);
      return null;
    case "validationRefusals":
      validationRefusals(ctx, def, k);
      return null;
    case "rollingRestart":
      return rollingRestart(ctx, def, k);
    default:
      NOISE_OPS[kind](ctx, def, k);
      return null;
  }
}
