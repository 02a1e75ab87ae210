// The registry of harmless noise kinds a quiet window is built around (and that sit beside incidents).
import type { Ctx } from "./context.js";
import { declinedCards, failedLogins, type Span, scanners, scraper429, validationRefusals } from "./noise-a.js";
import {
  backfillDuplicates,
  certRotation,
  consumerRebalance,
  deviceWifi,
  gcPauses,
  printerOut,
  reportTimeouts,
  rollingRestart,
  thresholdAlerts,
} from "./noise-b.js";

export const NOISE: Record<string, (ctx: Ctx, s: Span) => void> = {
  declined_cards: declinedCards,
  failed_logins: failedLogins,
  scanners,
  scraper_429: scraper429,
  validation_refusals: validationRefusals,
  rolling_restart: rollingRestart,
  cert_rotation: certRotation,
  backfill_duplicates: backfillDuplicates,
  consumer_rebalance: consumerRebalance,
  report_timeouts: reportTimeouts,
  device_wifi: deviceWifi,
  threshold_alerts: thresholdAlerts,
  gc_pauses: gcPauses,
  printer_out: printerOut,
};

export const NOISE_KINDS = Object.keys(NOISE);

/** What a quiet window's note says about its main noise. */
export const NOISE_NOTE: Record<string, string> = {
  declined_cards: "card declines and a refused card-testing burst",
  failed_logins: "failed customer logins and a throttled credential-stuffing run",
  scanners: "vulnerability scanners probing for admin paths and getting 404s",
  scraper_429: "a price scraper throttled with 429s at the edge",
  validation_refusals: "orders refused for bad user input",
  rolling_restart: "a rolling restart whose refused connections were retried successfully",
  cert_rotation: "an edge certificate renewal that old-firmware devices briefly failed to handshake with",
  backfill_duplicates: "a legacy backfill skipping duplicate rows",
  consumer_rebalance: "a Kafka consumer-group rebalance with failed then retried commits",
  report_timeouts: "back-office reports cancelled by the statement timeout and re-run smaller",
  device_wifi: "shop and van devices dropping off wifi and reconnecting",
  threshold_alerts: "pressing-machine threshold alerts that operators handled",
  gc_pauses: "long GC or thread-pool pauses without failures",
  printer_out: "label printers running out of media and resuming",
};
