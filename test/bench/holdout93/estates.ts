// The four made-up companies of holdout93 and their everyday traffic: request flows, standalone lines, health
// checks, a periodic job, one noisy service, a deprecation warning, retries that succeed and harmless deploys.
import type { Level } from "./formats.js";
import { fixed, hex, int, isrc, pick, type Rng, upper } from "./rng.js";

export type Line = (r: Rng) => [Level, string];
export type Step = [string, (r: Rng) => string];

export interface Estate {
  key: string;
  company: string;
  ns: string;
  traceKey: string | null;
  traceLen: number;
  services: string[];
  flows: Step[][];
  flowsPerMin: number;
  solo: [string, number, Line][]; // service, lines per minute, line
  health: [string, string][]; // service, health line (every ~15 s)
  job: [string, number, (r: Rng) => string]; // service, period s, line
  noisy: [string, Level, number, (r: Rng) => string]; // service, level, per minute, line
  deprecation: [string, number, string];
  retryOk: [string, (r: Rng) => string[]];
  deploys: [string, string[]][];
}

const labels = ["Northlight Records", "Harbour Lane Music", "Kessler Audio", "Blue Spire", "Moth & Lantern", "Ostra"];
const countries = ["BR", "IN", "JP", "ZA", "KR", "AR", "TR", "EG", "ID", "MX"];
const ms = (r: Rng, lo: number, hi: number) => int(r, lo, hi);
const trk = (r: Rng) => `trk_${hex(r, 10)}`;
const ep = (r: Rng) => `ep_${upper(r, 8).toLowerCase()}`;
const show = (r: Rng) => pick(r, ["night-shift-radio", "the-crate-diggers", "tiny-court", "margins", "low-tide-talks"]);

export const lyra: Estate = {
  key: "lyra",
  company: "Lyra Music (catalogue and rights)",
  ns: "lyra-catalog",
  traceKey: "trace_id",
  traceLen: 32,
  services: [
    "ddex-ingest",
    "asset-store",
    "transcode-worker",
    "loudness-norm",
    "fingerprint-svc",
    "rights-matcher",
    "catalog-api",
    "search-indexer",
    "review-queue",
  ],
  flowsPerMin: 70,
  flows: [
    [
      ["catalog-api", (r) => `GET /v2/releases/${int(r, 100000, 999999)} 200 ${ms(r, 9, 80)}ms`],
      [
        "rights-matcher",
        (r) => `availability lookup UPC 0${int(r, 10000000000, 99999999999)}: ${int(r, 60, 240)} territories`,
      ],
    ],
    [
      [
        "catalog-api",
        (r) => `GET /v2/tracks/${trk(r)}/availability?country=${pick(r, countries)} 200 ${ms(r, 5, 40)}ms`,
      ],
    ],
    [
      [
        "ddex-ingest",
        (r) =>
          `NewReleaseMessage ${upper(r, 12)} from '${pick(r, labels)}' parsed: ${int(r, 1, 24)} SoundRecordings, ${int(r, 1, 3)} Images (ERN 4.3)`,
      ],
      [
        "asset-store",
        (r) => `PUT s3://lyra-masters/${isrc(r)}.flac 200 (${fixed(20 + 60 * r())}MB in ${fixed(0.4 + 2 * r())}s)`,
      ],
      [
        "transcode-worker",
        (r) => `job tj-${hex(r, 8)} done: flac->ogg q6, aac 256k, aac_he 48k in ${fixed(4 + 12 * r())}s`,
      ],
      [
        "loudness-norm",
        (r) =>
          `${isrc(r)} integrated=${fixed(-6 - 8 * r())} LUFS true_peak=${fixed(-0.1 - r())} dBTP gain=${fixed(-7 * r())} dB target=-14`,
      ],
      [
        "fingerprint-svc",
        (r) =>
          `fingerprinted ${isrc(r)}: ${int(r, 180, 640)} frames, ${pick(r, ["0", "0", "0", "1"])} candidate matches`,
      ],
    ],
    [
      [
        "search-indexer",
        (r) => `bulk indexed ${int(r, 50, 500)} docs into catalog-v7 took=${ms(r, 30, 300)}ms errors=false`,
      ],
    ],
  ],
  solo: [
    [
      "rights-matcher",
      6,
      (r) => [
        "info",
        `claim ${upper(r, 10)} matched work ISWC T-${int(r, 100000000, 999999999)}-${int(r, 0, 9)} (${int(r, 1, 4)} shares)`,
      ],
    ],
    [
      "review-queue",
      3,
      (r) => ["info", `ticket RV-${int(r, 10000, 99999)} assigned to ${pick(r, ["mkoh", "adiaz", "tbarros", "lwen"])}`],
    ],
    ["asset-store", 8, (r) => ["info", `GET s3://lyra-artwork/${hex(r, 12)}/3000x3000.jpg 200 ${ms(r, 8, 70)}ms`]],
    ["catalog-api", 10, (r) => ["info", `GET /v2/artists/${int(r, 1000, 99999)}/top-tracks 200 ${ms(r, 6, 60)}ms`]],
  ],
  health: [
    ["catalog-api", "GET /healthz 200 1ms"],
    ["asset-store", "health check ok (s3 reachable, staging free 61%)"],
    ["review-queue", 'Started GET "/up" for 10.12.0.4 ... Completed 200 OK in 2ms'],
  ],
  job: [
    "search-indexer",
    60,
    (r) => `scheduled delta sync: ${int(r, 40, 900)} changed releases since last run, queued`,
  ],
  noisy: [
    "ddex-ingest",
    "error",
    8,
    (r) =>
      pick(r, [
        `NewReleaseMessage ${upper(r, 12)} rejected: ISRC '${upper(r, 11)}' fails ISO 3901 format check`,
        `Deal for Release R${int(r, 1, 9)} in ${upper(r, 12)} has no TerritoryCode, deal skipped`,
        `NewReleaseMessage ${upper(r, 12)}: Image resource A${int(r, 2, 9)} below 1400x1400, artwork left unchanged`,
      ]),
  ],
  deprecation: [
    "catalog-api",
    2,
    "DeprecationWarning: GET /v1/releases is deprecated and will be removed on 2027-01-31, use /v2/releases (client=partner-feed-legacy)",
  ],
  retryOk: [
    "fingerprint-svc",
    (r) => [
      `match index shard ${int(r, 0, 15)} slow, retrying (attempt 2/3)`,
      `match index shard query ok after retry (${ms(r, 200, 600)}ms)`,
    ],
  ],
  deploys: [
    [
      "review-queue",
      [
        "Deploying review-queue v3.14.2 (rolling, 2 pods)",
        "Puma starting in cluster mode... Version 6.4.2",
        "review-queue v3.14.2 ready",
      ],
    ],
    [
      "search-indexer",
      ["config reload: synonyms_artists.txt updated (1,204 entries)", "analyzer reloaded for index catalog-v7"],
    ],
    [
      "catalog-api",
      ["rollout catalog-api 2026.11.3 started (image sha256:7c1e...)", "catalog-api 2026.11.3 listening on :8080"],
    ],
  ],
};

export const cadenza: Estate = {
  key: "cadenza",
  company: "Cadenza (playback and listeners)",
  ns: "cadenza-prod",
  traceKey: "trace",
  traceLen: 16,
  services: [
    "edge-gw",
    "session-api",
    "playback-svc",
    "licence-server",
    "offline-sync",
    "geo-rights",
    "recs-api",
    "playlist-svc",
    "play-events",
    "user-profile",
  ],
  flowsPerMin: 90,
  flows: [
    [
      [
        "edge-gw",
        (r) =>
          `"POST /v1/playback/start HTTP/2" 200 - ${int(r, 200, 900)} ${ms(r, 20, 120)} "Cadenza/${pick(r, ["8.4.1 (iOS 18.1)", "8.4.0 (Android 15)", "web 2026.47"])}"`,
      ],
      ["session-api", (r) => `session ${hex(r, 12)} validated (premium, ${pick(r, ["SE", "DE", "US", "BR", "GB"])})`],
      ["geo-rights", (r) => `${trk(r)} cleared for ${pick(r, ["SE", "DE", "US", "GB", "NL"])} (window open)`],
      [
        "playback-svc",
        (r) =>
          `playback started ${trk(r)} quality=${pick(r, ["high", "very_high", "normal", "lossless"])} cdn=${pick(r, ["fastly", "akamai"])}`,
      ],
      [
        "licence-server",
        (r) =>
          `Widevine licence issued for ${trk(r)} policy=${pick(r, ["stream", "stream", "offline"])} in ${ms(r, 4, 30)}ms`,
      ],
    ],
    [
      [
        "edge-gw",
        (r) => `"GET /v1/recs/home HTTP/2" 200 - ${int(r, 3000, 12000)} ${ms(r, 30, 150)} "Cadenza/8.4.1 (iOS 18.1)"`,
      ],
      ["recs-api", (r) => `home feed built: ${int(r, 8, 14)} shelves, model=twotower-v31 in ${ms(r, 18, 90)}ms`],
    ],
    [
      [
        "edge-gw",
        (r) => `"PUT /v1/playlists/${hex(r, 10)}/tracks HTTP/2" 200 - 88 ${ms(r, 12, 60)} "Cadenza/web 2026.47"`,
      ],
      [
        "playlist-svc",
        (r) =>
          `Completed 200 OK in ${ms(r, 8, 50)}ms (Views: 0.4ms | ActiveRecord: ${fixed(2 + 10 * r())}ms | Allocations: ${int(r, 2000, 9000)})`,
      ],
    ],
    [
      [
        "offline-sync",
        (r) => `device ${hex(r, 8)} synced ${int(r, 1, 40)} offline tracks, ${int(r, 0, 3)} licences renewed`,
      ],
      [
        "licence-server",
        (r) => `offline licence renewed for device ${hex(r, 8)} expires ${pick(r, ["2026-12-30", "2026-12-29"])}`,
      ],
    ],
  ],
  solo: [
    [
      "play-events",
      30,
      (r) => [
        "info",
        `flushed ${int(r, 300, 2200)} play events to topic plays.v3 (partition ${int(r, 0, 23)}) in ${ms(r, 3, 25)}ms`,
      ],
    ],
    ["user-profile", 8, (r) => ["info", `GET /internal/profile/${hex(r, 10)} 200 ${ms(r, 2, 20)}ms`]],
    ["recs-api", 4, (r) => ["info", `feature cache hit ratio ${fixed(0.9 + 0.09 * r(), 2)} over last 1000 lookups`]],
  ],
  health: [
    ["session-api", "GET /healthz 200 0.4ms"],
    ["playback-svc", "GET /actuator/health 200 3ms"],
    ["recs-api", '10.8.3.1 - - "GET /readyz HTTP/1.1" 200 2'],
    ["licence-server", "Health check /health returned Healthy in 1.2ms"],
  ],
  job: [
    "recs-api",
    90,
    (r) =>
      `refreshed embedding snapshot from gs://cadenza-recs/emb/ (${int(r, 4, 6)}.${int(r, 0, 9)}M vectors) in ${fixed(2 + 3 * r())}s`,
  ],
  noisy: [
    "offline-sync",
    "warn",
    10,
    (r) =>
      pick(r, [
        `device ${hex(r, 8)} over offline download limit (10000/10000 tracks on 5 devices), request refused`,
        `device ${hex(r, 8)} over offline device limit (5 devices), oldest device must be removed first`,
      ]),
  ],
  deprecation: [
    "playback-svc",
    1,
    "Deprecated: client 8.1.x uses /v1/playback/start without codec list; falling back to ogg",
  ],
  retryOk: [
    "play-events",
    (r) => [
      `produce to plays.v3 partition ${int(r, 0, 23)}: NOT_LEADER_FOR_PARTITION, refreshing metadata and retrying`,
      "produce retry succeeded after metadata refresh",
    ],
  ],
  deploys: [
    ["user-profile", ["Starting user-profile 5.2.0 (node v20.18.0)", "user-profile listening on 0.0.0.0:3000"]],
    ["playlist-svc", ["config reload: feature flag collab_playlists_v2 -> 25%", "flags reloaded from flagd in 41ms"]],
    ["recs-api", ["Booting worker with pid: 4411 (recs-api 2026.11.28-2)", "Application startup complete."]],
  ],
};

export const stave: Estate = {
  key: "stave",
  company: "Stave Royalties (play counting and statements)",
  ns: "stave-royalties",
  traceKey: "request_id",
  traceLen: 12,
  services: [
    "usage-ingest",
    "play-dedupe",
    "royalty-engine",
    "rates-service",
    "ledger-writer",
    "statement-renderer",
    "rightsholder-portal",
    "payout-bridge",
    "report-exporter",
    "cwr-registrations",
  ],
  flowsPerMin: 60,
  flows: [
    [
      [
        "rightsholder-portal",
        (r) =>
          `Started GET "/statements/${int(r, 2026, 2026)}-${pick(r, ["09", "10"])}" for 10.40.${int(r, 1, 9)}.${int(r, 2, 250)}`,
      ],
      ["ledger-writer", (r) => `balance read for payee P-${int(r, 10000, 99999)} in ${ms(r, 2, 18)}ms`],
      [
        "rightsholder-portal",
        (r) =>
          `Completed 200 OK in ${ms(r, 40, 260)}ms (Views: ${ms(r, 10, 90)}.1ms | ActiveRecord: ${ms(r, 5, 50)}.6ms)`,
      ],
    ],
    [
      [
        "usage-ingest",
        (r) =>
          `accepted DSP usage file ${pick(r, ["cadenza", "wavely", "nordplay"])}_${hex(r, 6)}.tsv.gz rows=${int(r, 20000, 400000)}`,
      ],
      [
        "play-dedupe",
        (r) => `window ${int(r, 1, 9999)}: ${int(r, 20000, 90000)} plays in, ${int(r, 0, 300)} duplicates dropped`,
      ],
      [
        "royalty-engine",
        (r) =>
          `allocated ${int(r, 10000, 90000)} plays to ${int(r, 200, 2000)} rightsholders (pool ${pick(r, ["premium", "ad-supported", "family"])}) in ${ms(r, 200, 1800)}ms`,
      ],
      [
        "rates-service",
        (r) =>
          `rate card ${pick(r, ["SE-premium-2026Q4", "US-adsupp-2026Q4", "DE-family-2026Q4"])} served (${int(r, 3, 12)} tiers)`,
      ],
      ["ledger-writer", (r) => `posted ${int(r, 100, 2000)} ledger lines batch=${hex(r, 8)} in ${ms(r, 20, 140)}ms`],
    ],
    [
      [
        "statement-renderer",
        (r) => `rendered statement ST-${int(r, 100000, 999999)} (${int(r, 2, 40)} pages) in ${ms(r, 800, 4000)}ms`,
      ],
      [
        "report-exporter",
        (r) => `exported statement lines to sheet for payee P-${int(r, 10000, 99999)} (${int(r, 20, 900)} rows)`,
      ],
    ],
  ],
  solo: [
    [
      "cwr-registrations",
      4,
      (r) => [
        "info",
        `CWR 2.2 registration ${upper(r, 8)} acknowledged by ${pick(r, ["PRS", "GEMA", "ASCAP", "STIM"])} (RA)`,
      ],
    ],
    [
      "payout-bridge",
      3,
      (r) => ["info", `Payout batch PB-${int(r, 1000, 9999)} item ${int(r, 1, 400)} submitted, status=received`],
    ],
    [
      "usage-ingest",
      10,
      (r) => ["info", `parsed chunk ${int(r, 1, 80)} of ${hex(r, 6)}: ${int(r, 5000, 10000)} rows ok`],
    ],
  ],
  health: [
    ["rates-service", '"GET /health HTTP/1.1" 200 OK'],
    ["payout-bridge", "Health check ok: Self=Healthy, LedgerDb=Healthy"],
    ["statement-renderer", "GET /healthz 200 1ms"],
  ],
  job: [
    "royalty-engine",
    120,
    (r) => `checkpoint ${int(r, 1000, 9999)} completed in ${ms(r, 300, 1500)}ms (state 2.${int(r, 1, 9)}GB)`,
  ],
  noisy: [
    "play-dedupe",
    "warn",
    9,
    (r) =>
      pick(r, [
        `play from device ${hex(r, 10)} rejected: duration ${int(r, 1, 29)}s below 30s threshold`,
        `late play event for window ${int(r, 1, 9999)} (${int(r, 3, 48)}h late) routed to adjustments`,
        `ISRC ${upper(r, 12)} unknown to catalogue snapshot, play held for review`,
      ]),
  ],
  deprecation: [
    "rightsholder-portal",
    1,
    "DEPRECATION WARNING: Using legacy connection handling is deprecated and will be removed in Rails 7.3",
  ],
  retryOk: [
    "report-exporter",
    (r) => [
      `sheets API 503 for payee P-${int(r, 10000, 99999)}, backing off 2s`,
      "sheets API write succeeded on attempt 2",
    ],
  ],
  deploys: [
    ["cwr-registrations", ["deploy cwr-registrations 1.31.0 (canary 10%)", "cwr-registrations 1.31.0 serving"]],
    ["report-exporter", ["config reload: export.timezone=UTC, batch_size=500", "settings reloaded"]],
    [
      "rightsholder-portal",
      [
        "=> Booting Puma",
        "* Puma version: 6.4.3, Rails 7.1.4 (rightsholder-portal 2026.11.30.1)",
        "Use Ctrl-C to stop",
      ],
    ],
  ],
};

export const podwave: Estate = {
  key: "podwave",
  company: "Podwave (podcast hosting)",
  ns: "podwave",
  traceKey: null,
  traceLen: 0,
  services: [
    "feed-server",
    "episode-upload",
    "audio-processor",
    "ad-stitcher",
    "ad-decisions",
    "download-tracker",
    "analytics-rollup",
    "directory-sync",
    "host-dashboard",
    "cdn-purger",
  ],
  flowsPerMin: 0,
  flows: [],
  solo: [
    [
      "feed-server",
      60,
      (r) => [
        "info",
        `GET /${show(r)}/feed.xml 200 ${ms(r, 3, 40)}ms ua="${pick(r, ["iTunes/1.2", "Spotify/1.0", "PocketCasts/1.0", "Overcast/3.0", "AntennaPod/3.5"])}" ${pick(r, ["304", "200"]) === "304" ? "cache=hit" : "cache=miss"}`,
      ],
    ],
    [
      "ad-stitcher",
      70,
      (r) => [
        "info",
        `stitched ${ep(r)} pre=${int(r, 0, 1)} mid=${int(r, 0, 3)} post=${int(r, 0, 1)} bytes=${int(r, 20, 90)}MB in ${ms(r, 30, 220)}ms`,
      ],
    ],
    [
      "ad-decisions",
      50,
      (r) => [
        "info",
        `decision ${hex(r, 8)}: ${int(r, 1, 3)} of ${int(r, 3, 4)} slots filled, cpm=${fixed(8 + 20 * r(), 2)} geo=${pick(r, ["US", "GB", "DE", "AU", "CA"])}`,
      ],
    ],
    [
      "download-tracker",
      60,
      (r) => [
        "info",
        `recorded download ${ep(r)} bytes=${int(r, 1, 90)}MB iab_valid=${pick(r, ["true", "true", "false"])}`,
      ],
    ],
    [
      "episode-upload",
      4,
      (r) => [
        "info",
        `upload ${hex(r, 10)} complete: ${fixed(20 + 120 * r())}MB ${pick(r, ["audio/mpeg", "audio/x-wav", "audio/x-m4a"])} for ${show(r)}`,
      ],
    ],
    [
      "audio-processor",
      4,
      (r) => [
        "info",
        `processed ${ep(r)}: loudness ${fixed(-16 - 3 * r())} LUFS, ${int(r, 20, 90)} min, chapters=${int(r, 0, 12)}`,
      ],
    ],
    ["host-dashboard", 12, (r) => ["info", `GET /shows/${show(r)}/analytics 200 ${ms(r, 40, 300)}ms`]],
    [
      "analytics-rollup",
      3,
      (r) => [
        "info",
        `rollup hour bucket ${int(r, 0, 23)}:00 for ${int(r, 900, 4000)} episodes (${int(r, 100, 900)}k downloads)`,
      ],
    ],
    [
      "cdn-purger",
      5,
      (r) => ["info", `purged surrogate key show:${show(r)} (${int(r, 1, 6)} URLs) in ${ms(r, 80, 300)}ms`],
    ],
    [
      "directory-sync",
      4,
      (r) => [
        "info",
        `${pick(r, ["Apple Podcasts", "Spotify", "YouTube Music", "Amazon Music"])} accepted feed update for ${show(r)}`,
      ],
    ],
  ],
  health: [
    ["feed-server", "GET /up 200 0ms"],
    ["ad-stitcher", "healthz ok"],
    ["download-tracker", "healthz ok (clickhouse ok)"],
  ],
  job: [
    "analytics-rollup",
    60,
    (r) => `IAB 2.2 filter pass: ${int(r, 1000, 9000)} downloads removed as duplicate/bot in last minute`,
  ],
  noisy: [
    "directory-sync",
    "error",
    7,
    (r) =>
      pick(r, [
        `Apple Podcasts rejected feed for ${show(r)}: <itunes:image> must be at least 1400x1400`,
        `Spotify ingestion error for ${show(r)}: enclosure URL returned 404 for episode ${ep(r)}`,
        `YouTube Music feed validation: missing <itunes:explicit> on ${ep(r)}`,
      ]),
  ],
  deprecation: ["host-dashboard", 1, "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated."],
  retryOk: [
    "cdn-purger",
    (r) => [`purge show:${show(r)} got 503 from Fastly, retry in 1s`, "purge succeeded on retry"],
  ],
  deploys: [
    ["host-dashboard", ["> host-dashboard@4.19.0 start", "ready - started server on 0.0.0.0:3000"]],
    ["cdn-purger", ["config reload: surrogate key TTL 300s -> 600s", "config applied"]],
    ["analytics-rollup", ["Starting analytics-rollup 2.8.1", "connected to clickhouse (3 replicas)"]],
  ],
};

export const ESTATES: Estate[] = [lyra, cadenza, stave, podwave];
