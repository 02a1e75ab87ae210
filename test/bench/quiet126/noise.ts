// The catalogue of harmless-noise kinds and the pick of side noises for a window.

import {
  consentMissing,
  deviceOffline,
  duplicateTaps,
  gpsJitter,
  partnerRejects,
  ratioWarnings,
  unsupportedPhoto,
} from "./noise-devices.js";
import {
  backfill,
  dbMaintenance,
  nightlyRecords,
  nullHandled,
  recoveredException,
  snowDay,
  webhookSignature,
} from "./noise-jobs.js";
import type { NoiseKind } from "./noise-kit.js";
import {
  certRotation,
  configReload,
  deprecations,
  diskCleanup,
  dnsBlip,
  gcPauses,
  hpaScaleUp,
  leaderElection,
  rollingRestart,
} from "./noise-ops.js";
import {
  allergenBlock,
  bouncedEmail,
  declinedCards,
  expiredSessions,
  failedLogins,
  invalidInput,
  orderCutoff,
  permissionDenied,
  pickupRefused,
  pushTokens,
  smsUndeliverable,
} from "./noise-people.js";
import {
  brokerReconnect,
  clientDisconnects,
  kafkaRebalance,
  rateLimitAbuse,
  retriesSucceed,
  scanner,
  slowQueries,
  upstreamFallback,
} from "./noise-traffic.js";
import type { Rng } from "./rng.js";
import type { Estate } from "./types.js";

export const KINDS: readonly NoiseKind[] = [
  failedLogins,
  declinedCards,
  pickupRefused,
  expiredSessions,
  permissionDenied,
  invalidInput,
  orderCutoff,
  allergenBlock,
  bouncedEmail,
  smsUndeliverable,
  pushTokens,
  unsupportedPhoto,
  partnerRejects,
  deviceOffline,
  gpsJitter,
  ratioWarnings,
  duplicateTaps,
  consentMissing,
  rollingRestart,
  certRotation,
  hpaScaleUp,
  leaderElection,
  configReload,
  deprecations,
  diskCleanup,
  gcPauses,
  dnsBlip,
  rateLimitAbuse,
  scanner,
  clientDisconnects,
  retriesSucceed,
  upstreamFallback,
  kafkaRebalance,
  brokerReconnect,
  slowQueries,
  backfill,
  nightlyRecords,
  webhookSignature,
  nullHandled,
  dbMaintenance,
  snowDay,
  recoveredException,
];

export function kind(id: string): NoiseKind {
  const k = KINDS.find((x) => x.id === id);
  if (!k) throw new Error(`no noise kind ${id}`);
  return k;
}

/** Whether `k` can run in `e` without touching `avoid`. */
export function fits(k: NoiseKind, e: Estate, avoid: ReadonlySet<string>): boolean {
  const svcs = k.svcs(e);
  if (!svcs.length) return false;
  return k.generic ? svcs.some((s) => !avoid.has(s)) : !svcs.some((s) => avoid.has(s));
}

/** `n` side noises for a window of `e` (never the main one, never on the avoided services). */
export function sideNoises(
  r: Rng,
  e: Estate,
  n: number,
  avoid: ReadonlySet<string>,
  exclude: readonly string[],
): NoiseKind[] {
  const pool = KINDS.filter((k) => !exclude.includes(k.id) && fits(k, e, avoid));
  return r.sample(pool, n);
}
