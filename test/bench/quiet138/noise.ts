// The catalogue of harmless noise kinds a quiet window is built around, with a one-line description of each.
import type { Ctx } from "./ctx.js";
import { declinedCards, failedLogins, scanners, scraper429, stockConflicts, validationRefusals } from "./noise-a.js";
import {
  backfillDuplicates,
  certRotation,
  consumerRebalance,
  devicesOffline,
  gcPauses,
  jobRetries,
  keepaliveResets,
  reportTimeouts,
  rollingRestart,
  thresholdAlerts,
} from "./noise-b.js";

export type NoiseKind =
  | "declined-cards"
  | "failed-logins"
  | "scanners"
  | "scraper-429"
  | "validation-refusals"
  | "stock-conflicts"
  | "rolling-restart"
  | "cert-rotation"
  | "backfill-duplicates"
  | "consumer-rebalance"
  | "report-timeouts"
  | "devices-offline"
  | "threshold-alerts"
  | "gc-pauses"
  | "keepalive-resets"
  | "job-retries";

export const NOISE: Record<NoiseKind, { run: (c: Ctx, scale: number) => void; about: string }> = {
  "declined-cards": {
    run: declinedCards,
    about: "a run of declined cards (insufficient funds, do-not-honor, 3DS required) answered with 402s",
  },
  "failed-logins": {
    run: failedLogins,
    about:
      "failed customer logins, partly a credential-stuffing burst from one address, answered with 401s and a lockout",
  },
  scanners: {
    run: scanners,
    about: "an internet scanner probing /wp-login.php, /.env and friends, logged as routing errors and 404s",
  },
  "scraper-429": { run: scraper429, about: "a price scraper throttled with 429s at the edge" },
  "validation-refusals": {
    run: validationRefusals,
    about: "trade customers' bad input (lot numbers, moisture, quantities) refused with 400/422",
  },
  "stock-conflicts": {
    run: stockConflicts,
    about: "a small sell-out with stock conflicts, optimistic-lock retries and 409s",
  },
  "rolling-restart": {
    run: rollingRestart,
    about: "a planned rolling restart whose refused connections were retried successfully",
  },
  "cert-rotation": {
    run: certRotation,
    about:
      "an edge certificate rotation with a few apiary gateways failing TLS handshakes until they refetched the bundle",
  },
  "backfill-duplicates": {
    run: backfillDuplicates,
    about: "a history backfill skipping rows that already exist (duplicate key errors, by design)",
  },
  "consumer-rebalance": {
    run: consumerRebalance,
    about: "message-broker consumer rebalances / forced reconnects during a broker upgrade, recovered within seconds",
  },
  "report-timeouts": { run: reportTimeouts, about: "oversized trade/yield reports cancelled by the statement timeout" },
  "devices-offline": { run: devicesOffline, about: "hive scales at an out-apiary dropping off wifi and reconnecting" },
  "threshold-alerts": {
    run: thresholdAlerts,
    about: "hive threshold alerts (swarm suspected, low brood temperature, low battery)",
  },
  "gc-pauses": { run: gcPauses, about: "routine GC pauses and memory housekeeping in a busy service" },
  "keepalive-resets": { run: keepaliveResets, about: "idle keep-alive connections reset by peers and retried" },
  "job-retries": { run: jobRetries, about: "background jobs that time out once and succeed on retry" },
};

export const NOISE_KINDS = Object.keys(NOISE) as NoiseKind[];
