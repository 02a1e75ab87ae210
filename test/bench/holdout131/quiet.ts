// Quiet windows: nothing is broken, only the harmless bursts each domain produces on an ordinary day (the silence
// detector tripping in a scheduled pause, a reconnect wave, a bot scraping episodes that the IAB filter removes).
import type { Rng } from "./rng.js";
import type { Stream } from "./stream.js";

export const QUIET_NOTES: Record<string, string[]> = {
  northwave: [
    "Ordinary afternoon on Northwave: listeners reconnect after a mobile network blip, the silence detector trips in a scheduled pause, a config reload.",
    "Ordinary evening on Northwave: a spot without copy is filled with a promo, an app retry succeeds, a routine rollout.",
    "Ordinary morning on Northwave: the encoder's catch-up warnings, a slow but successful ad server answer, a deploy.",
  ],
  cobalt: [
    "Ordinary hour on Cobalt FM: RDS encoder ACK warnings, TuneIn retries that succeed, a gateway rollout.",
    "Ordinary hour on Cobalt FM: an agency drop with spots still waiting for copy, a config reload.",
    "Ordinary hour on Cobalt FM: listeners outside the licence territory are denied as usual, a deploy.",
  ],
  podhaven: [
    "Ordinary hour on Podhaven: a scraper's downloads are filtered out by the IAB list, episodes publish with late artwork.",
    "Ordinary hour on Podhaven: a new aggregator polls every feed, the cache absorbs it, a dashboard rollout.",
    "Ordinary hour on Podhaven: a batch of scheduled episodes publishes at the top of the hour, one ad-decision retry succeeds.",
  ],
  tinpod: [
    "Ordinary hour on Tinpod: a download bot is removed by the IAB filter, clients drop connections mid-body as always.",
    "Ordinary hour on Tinpod: a Stripe 500 retried successfully, a search-indexer rollout.",
    "Ordinary hour on Tinpod: an app release sends deprecated headers, artwork 404s for new episodes are retried later.",
  ],
};

/** Adds one estate-specific harmless burst around `at`. */
export function benignBurst(s: Stream, estate: string, at: number, variant: number): void {
  const r: Rng = s.r;
  const span = (sec: number) => [at, at + sec * 1000] as const;
  switch (`${estate}:${variant % 3}`) {
    case "northwave:0": {
      const [a, b] = span(90);
      s.every(
        "icecast-edge",
        "INFO",
        80,
        (q) =>
          `connection.c: listener 86.${q.int(0, 255)}.${q.int(0, 255)}.${q.int(1, 254)} reconnected to /nwhits-128.aac within ${q.int(1, 9)}s (resumed sid=${q.hex(12)})`,
        a,
        b,
      );
      s.every(
        "silence-monitor",
        "WARN",
        4,
        (q) =>
          `silence detected on nwtalk for ${q.int(6, 11)}.${q.int(0, 9)}s (threshold 5s), schedule says PAUSE block - not paging`,
        a,
        a + 40000,
      );
      break;
    }
    case "northwave:1":
      s.every(
        "playout-engine",
        "WARN",
        3,
        (q) => `Cart ${q.int(800000, 899999)} (spot "Harbour Dental") has no audio copy, break filled with 30s promo`,
        ...span(60),
      );
      s.every(
        "listener-app-bff",
        "WARN",
        4,
        (q) =>
          `nowplaying-api GET /v1/nowplaying/nwgold failed (socket hang up), retry 1/2 succeeded in ${q.int(20, 90)}ms`,
        ...span(60),
      );
      break;
    case "northwave:2":
      s.every(
        "ad-splicer",
        "WARN",
        2,
        (q) =>
          `ad server slow: 200 in ${q.int(800, 1400)}ms for avail event_id=${q.int(40000, 49999)} (budget 1500ms), filled 3/3`,
        ...span(120),
      );
      break;
    case "cobalt:0":
      s.every(
        "metadata-bridge",
        "WARN",
        4,
        (q) => `TuneIn AIR API POST failed with 503, retry 1/3 in 2s -> 200 OK after ${q.int(2100, 2600)}ms`,
        ...span(90),
      );
      break;
    case "cobalt:1":
      s.every(
        "spot-loader",
        "WARN",
        3,
        (q) => `spot SP-${q.int(7000, 7999)} imported without copy (agency says audio follows), placeholder scheduled`,
        ...span(60),
      );
      s.every(
        "automation-core",
        "WARN",
        2,
        (q) =>
          `Spot SP-${q.int(7000, 7999)} has no copy attached (airs 18:${r.pick(["15", "30", "45"])}), placeholder used`,
        ...span(60),
      );
      break;
    case "cobalt:2":
      s.every(
        "geo-rights",
        "INFO",
        20,
        (q) =>
          `geo check station=cobalt-rock country=${q.pick(["US", "DE", "NL", "FR"])} -> deny (licence territory) (${q.int(1, 6)}ms)`,
        ...span(120),
      );
      s.every(
        "player-gateway",
        "INFO",
        20,
        (q) => `POST /v2/sessions 451 ${q.int(12, 40)}ms station=cobalt-rock`,
        ...span(120),
      );
      break;
    case "podhaven:0":
      s.every(
        "enclosure-redirect",
        "INFO",
        60,
        (q) => `302 GET /e/deep-field/ep_${q.int(1000, 9999)}.mp3 -> media.podhaven.fm 2ms ua="python-requests/2.31.0"`,
        ...span(120),
      );
      s.every(
        "bot-filter",
        "INFO",
        2,
        (q) =>
          `IAB filter: removed ${q.int(300, 900)} downloads from ua "python-requests/2.31.0" (IAB list v2024.05, 1 ip)`,
        ...span(120),
      );
      break;
    case "podhaven:1":
      s.every(
        "rss-cache",
        "INFO",
        120,
        (q) =>
          `GET /feeds/${q.pick(["garden-hour", "deep-field", "pitchside", "small-print"])}.xml 200 HIT 1ms ua="PodcastIndex.org/1.0 (+https://podcastindex.org)"`,
        ...span(90),
      );
      break;
    case "podhaven:2":
      s.every(
        "episode-publisher",
        "INFO",
        8,
        (q) =>
          `Task podhaven.publish.publish_episode[${q.hex(8)}-${q.hex(4)}-${q.hex(4)}] succeeded in ${(q.next() * 2 + 0.5).toFixed(3)}s: 'ep_${q.int(1000, 9999)}'`,
        ...span(60),
      );
      s.every(
        "episode-publisher",
        "WARN",
        3,
        (q) =>
          `ep_${q.int(1000, 9999)} published without episode artwork (upload still pending); feed falls back to show artwork`,
        ...span(60),
      );
      break;
    case "tinpod:0":
      s.every(
        "media-edge",
        "INFO",
        50,
        (q) => `206 GET /m/mystery-mile/${q.hex(10)}.mp3 range=bytes=0- 3ms ua="Wget/1.21.4"`,
        ...span(120),
      );
      s.every(
        "iab-filter",
        "INFO",
        1,
        (q) => `batch ${q.int(3000, 3999)}: removed ${q.int(900, 2000)} requests from ua "Wget/1.21.4" (iab bots list)`,
        ...span(120),
      );
      break;
    case "tinpod:1":
      s.every(
        "billing-sync",
        "WARN",
        2,
        () => "Stripe API returned 500 for GET /v1/invoices, retrying in 1s... succeeded",
        ...span(60),
      );
      break;
    default:
      s.every(
        "app-api",
        "WARN",
        3,
        () => "client ios/5.3.0 sent deprecated header X-Tinpod-Client-Version; will be rejected after 2026-09-01",
        ...span(120),
      );
      s.every(
        "ingest-worker",
        "WARN",
        2,
        (q) => `retro-replay episode ${q.hex(10)}: artwork URL returned 404, will retry when creator uploads`,
        ...span(60),
      );
  }
}
