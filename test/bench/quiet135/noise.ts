// The catalogue of harmless noise kinds, each a main kind for some quiet windows and a side kind for others.
import { fakeIdFlags, guestlistCaps, occupancyHolds, scannerFirmware, underageRefusals } from "./noise-door.js";
import type { NoiseKind } from "./noise-kit.js";
import {
  cardDeclines,
  preauthExpiry,
  printerOffline,
  promoRejects,
  reconciliation,
  webhookReplays,
} from "./noise-money.js";
import {
  backfillDupes,
  cellarTemps,
  devicesOffline,
  licenceRefusals,
  lyricsParse,
  reportRejects,
  roomOverruns,
  soundLevels,
} from "./noise-music.js";
import {
  autoscaleWarmup,
  backlogDrain,
  certRotation,
  coldCache,
  consumerRebalance,
  cronOverlap,
  deadPushTokens,
  gcPauses,
  reportTimeouts,
  rollingRestart,
  smsBounces,
  transientRetries,
} from "./noise-ops.js";
import {
  bookingValidation,
  deprecatedClients,
  doubleBookings,
  expiredSessions,
  loginFailures,
  scraperLimited,
  vulnScanner,
} from "./noise-web.js";

export type { NoiseKind } from "./noise-kit.js";

export const NOISE: readonly NoiseKind[] = [
  underageRefusals,
  fakeIdFlags,
  occupancyHolds,
  guestlistCaps,
  scannerFirmware,
  cardDeclines,
  preauthExpiry,
  webhookReplays,
  printerOffline,
  reconciliation,
  promoRejects,
  licenceRefusals,
  backfillDupes,
  lyricsParse,
  reportRejects,
  devicesOffline,
  soundLevels,
  cellarTemps,
  roomOverruns,
  loginFailures,
  expiredSessions,
  bookingValidation,
  doubleBookings,
  scraperLimited,
  vulnScanner,
  deprecatedClients,
  rollingRestart,
  certRotation,
  consumerRebalance,
  reportTimeouts,
  gcPauses,
  transientRetries,
  cronOverlap,
  coldCache,
  autoscaleWarmup,
  smsBounces,
  deadPushTokens,
  backlogDrain,
];

export function noiseByKey(key: string): NoiseKind {
  const k = NOISE.find((x) => x.key === key);
  if (!k) throw new Error(`no noise kind ${key}`);
  return k;
}
