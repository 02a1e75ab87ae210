// The everyday harmless noise of each company, and the 12 quiet windows (nothing broken, only that noise plus one
// busier-than-usual but healthy moment).
import { cadenza, type Estate, lyra, podwave, stave } from "./estates.js";
import type { Level } from "./formats.js";
import { hex, int, isrc, pick, type Rng, upper } from "./rng.js";

export type Ambient = [string, Level, number, (r: Rng) => string]; // service, level, per minute, line

const countries = ["BR", "IN", "JP", "ZA", "KR", "AR", "TR", "EG", "ID", "MX"];

export const AMBIENT: Record<string, Ambient[]> = {
  lyra: [
    [
      "fingerprint-svc",
      "warn",
      2,
      (r) =>
        `fingerprint conflict: ${isrc(r)} matches ${isrc(r)} (score 0.9${int(r, 1, 8)}) owned by another label, sent to review`,
    ],
    ["review-queue", "info", 2, (r) => `ticket RV-${int(r, 10000, 99999)} opened: fingerprint conflict`],
    [
      "catalog-api",
      "info",
      3,
      (r) =>
        `GET /v2/tracks/trk_${hex(r, 10)}/availability?country=${pick(r, countries)} 200 ${int(r, 4, 30)}ms available=false reason=not_licensed_in_territory`,
    ],
    ["loudness-norm", "warn", 1, (r) => `${isrc(r)} true peak +${int(r, 1, 9) / 10} dBTP after gain, limiter applied`],
  ],
  cadenza: [
    [
      "geo-rights",
      "info",
      6,
      (r) => `trk_${hex(r, 10)} not available in ${pick(r, countries)}: no licence window, returning 451`,
    ],
    [
      "licence-server",
      "warn",
      2,
      (r) =>
        `Licence request rejected for device ${hex(r, 8)}: device revoked (security level L3 not allowed for lossless)`,
    ],
    [
      "edge-gw",
      "info",
      4,
      (r) => `"GET /v1/tracks/trk_${hex(r, 10)} HTTP/2" 451 - 64 ${int(r, 3, 20)} "Cadenza/8.4.1 (iOS 18.1)"`,
    ],
    ["session-api", "info", 2, (r) => `session ${hex(r, 12)} expired, client asked to refresh (401)`],
  ],
  stave: [
    [
      "usage-ingest",
      "warn",
      2,
      (r) => `row skipped in ${hex(r, 6)}: ISRC '${upper(r, 11)}' invalid, counted as unmatched usage`,
    ],
    [
      "rates-service",
      "info",
      2,
      (r) => `no rate card for territory ${pick(r, countries)} tier family-2026Q4, using WW-family-2026Q4`,
    ],
    ["rightsholder-portal", "info", 2, () => "Completed 401 Unauthorized in 3ms (session expired)"],
    [
      "cwr-registrations",
      "warn",
      1,
      (r) =>
        `society ${pick(r, ["GEMA", "SACEM", "JASRAC"])} returned NAK for ${upper(r, 8)}: conflicting share claim, routed to review`,
    ],
  ],
  podwave: [
    [
      "ad-decisions",
      "warn",
      6,
      (r) =>
        `decision ${hex(r, 8)}: 0 of ${int(r, 2, 4)} slots filled (no fill for geo ${pick(r, ["BR", "IN", "PL", "NG"])})`,
    ],
    ["ad-stitcher", "info", 3, (r) => `ep_${upper(r, 8).toLowerCase()}: unfilled mid-roll slot, stitched without ad`],
    [
      "download-tracker",
      "info",
      4,
      (r) =>
        `download from ${pick(r, ["bot", "crawler", "podcast-index-bot"])} ua excluded (IAB list) ip=203.0.113.${int(r, 2, 250)}`,
    ],
    [
      "feed-server",
      "warn",
      1,
      (r) =>
        `feed for show ${pick(r, ["margins", "tiny-court"])} has episode without <itunes:duration>, emitted anyway`,
    ],
  ],
};

export interface QuietSpec {
  estate: Estate;
  note: string;
  extra: Ambient[];
}

export const QUIET: QuietSpec[] = [
  {
    estate: lyra,
    note: "Normal afternoon of catalogue ingestion: rejected deliveries, fingerprint conflicts and a review-queue deploy, nothing broken.",
    extra: [],
  },
  {
    estate: lyra,
    note: "A large label delivery arrives; the transcode queue grows and drains with a few slow-job warnings, all work completes.",
    extra: [
      [
        "transcode-worker",
        "warn",
        3,
        (r) => `job tj-${hex(r, 8)} slow: ${int(r, 40, 90)}s for 24-bit/192kHz master (expected < 30s)`,
      ],
    ],
  },
  {
    estate: lyra,
    note: "Routine window with a search synonyms reload and a couple of retried index shard queries.",
    extra: [
      [
        "search-indexer",
        "warn",
        1,
        (r) => `bulk item failed version conflict for release ${int(r, 100000, 999999)}, retried ok`,
      ],
    ],
  },
  {
    estate: cadenza,
    note: "Evening peak for playback with geo-blocked tracks, download limits and successful producer retries.",
    extra: [],
  },
  {
    estate: cadenza,
    note: "A canary of user-profile rolls out cleanly while listeners hit offline limits and blocked territories.",
    extra: [["recs-api", "warn", 1, (r) => `shelf 'made_for_you' short: ${int(r, 3, 5)} of 6 candidates after dedup`]],
  },
  {
    estate: cadenza,
    note: "Quiet night traffic; some expired sessions refresh with 401s and licence renewals from revoked devices are refused as designed.",
    extra: [
      [
        "offline-sync",
        "info",
        2,
        (r) => `device ${hex(r, 8)} removed by user, ${int(r, 5, 300)} offline licences released`,
      ],
    ],
  },
  {
    estate: stave,
    note: "Statement week at the royalty service with short-play rejects, invalid ISRCs and one portal deploy.",
    extra: [],
  },
  {
    estate: stave,
    note: "A big DSP usage file is processed with unmatched rows and a report exporter retry; everything completes.",
    extra: [
      [
        "usage-ingest",
        "warn",
        1,
        (r) => `file ${hex(r, 6)}: ${int(r, 100, 900)} rows with unknown territory code, counted as WW`,
      ],
    ],
  },
  {
    estate: stave,
    note: "Routine hour; society NAKs and fallback rate cards are everyday noise.",
    extra: [
      [
        "payout-bridge",
        "warn",
        1,
        (r) => `payee P-${int(r, 10000, 99999)} below payout threshold (EUR ${int(r, 1, 24)}.00), carried forward`,
      ],
    ],
  },
  {
    estate: podwave,
    note: "Morning download peak for the podcast host with unfilled ad slots and feeds rejected by directories.",
    extra: [],
  },
  {
    estate: podwave,
    note: "Several big shows publish at once; audio processing queues up and drains, CDN purges retry and succeed.",
    extra: [
      [
        "audio-processor",
        "warn",
        1,
        (r) => `queue depth ${int(r, 5, 30)} episodes, autoscaling workers ${int(r, 2, 4)} -> ${int(r, 5, 8)}`,
      ],
    ],
  },
  {
    estate: podwave,
    note: "Normal window with a bot download spike filtered by IAB rules and a cdn-purger config reload.",
    extra: [
      [
        "download-tracker",
        "warn",
        2,
        (r) =>
          `rate of excluded downloads from ASN ${int(r, 10000, 60000)} high (${int(r, 200, 900)}/min), still filtered`,
      ],
    ],
  },
];
