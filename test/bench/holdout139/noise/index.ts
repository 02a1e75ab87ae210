// Every kind of harmless noise the set knows, by key.
import { certRotation, expiredSessions, failedLogins, scraperLimited, vulnScanner } from "./access.js";
import {
  abandoned3ds,
  declinedCards,
  expiredHolds,
  promoRejects,
  renewalDeclines,
  soldOut,
  webhookReplays,
} from "./commerce.js";
import {
  backfillDuplicates,
  consumerRebalance,
  cronLockSkip,
  emailBounces,
  reportQueryKilled,
  rollingRestart,
  uploadRetries,
} from "./ops.js";
import type { NoiseKind } from "./types.js";
import { displaysOffline, doorScans, stageThresholds, venueEnvironment } from "./venue.js";

export const NOISE: NoiseKind[] = [
  declinedCards,
  soldOut,
  expiredHolds,
  promoRejects,
  renewalDeclines,
  webhookReplays,
  abandoned3ds,
  failedLogins,
  expiredSessions,
  scraperLimited,
  vulnScanner,
  certRotation,
  rollingRestart,
  backfillDuplicates,
  consumerRebalance,
  reportQueryKilled,
  uploadRetries,
  emailBounces,
  cronLockSkip,
  displaysOffline,
  stageThresholds,
  venueEnvironment,
  doorScans,
];

export function noiseKind(key: string): NoiseKind {
  const k = NOISE.find((n) => n.key === key);
  if (!k) throw new Error(`unknown noise kind ${key}`);
  return k;
}
