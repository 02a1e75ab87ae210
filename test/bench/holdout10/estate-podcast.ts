// Estate 2: a podcast streaming service (Go gateway, Node/Express, Java/Spring ad insertion, Elixir billing,
// Python crawlers/indexers, Go transcoders, .NET library service).
import type { Rng } from "./rng.js";
import type { Estate } from "./types.js";

const ep = (r: Rng) => `ep_${r.hex(10)}`;
const show = (r: Rng) => `show_${r.int(10000, 99999)}`;
const ms = (r: Rng, lo = 5, hi = 200) => r.int(lo, hi);

export const podcast: Estate = {
  key: "podcast",
  namespace: "listen-prod",
  traced: true,
  flows: [
    {
      w: 6,
      steps: [
        [
          "listen-edge",
          (r) =>
            `${r.pick(["GET", "GET", "GET", "POST"])} ${r.pick(["/v2/episodes/:id/stream", "/v2/me/library", "/v2/shows/:id", "/v2/search", "/v2/me/progress"])} status=200 dur=${ms(r, 4, 180)}ms upstream=${r.pick(["playback-api", "user-library", "search-indexer"])}`,
        ],
        [
          "playback-api",
          (r) =>
            `stream manifest built for ${ep(r)} (${r.pick(["aac-64", "aac-128", "opus-48"])}, ${r.int(3, 140)} segments) ${ms(r, 3, 60)}ms`,
        ],
        [
          "user-library",
          (r) => `ListSubscriptions user=${r.int(1e6, 9e6)} shows=${r.int(1, 180)} took ${ms(r, 2, 40)}ms`,
        ],
      ],
    },
    {
      w: 3,
      steps: [
        [
          "playback-api",
          (r) =>
            `ad break requested for ${ep(r)} position=${r.pick(["preroll", "midroll-1", "midroll-2", "postroll"])}`,
        ],
        [
          "ad-stitcher",
          (r) =>
            `c.p.ads.StitchService : stitched ${r.int(1, 3)} creatives into ${ep(r)} fill=${r.int(60, 100)}% decision=${ms(r, 40, 300)}ms`,
        ],
      ],
    },
    {
      w: 2,
      steps: [
        ["listen-edge", (r) => `POST /v2/me/progress status=204 dur=${ms(r, 2, 30)}ms upstream=user-library`],
        ["user-library", (r) => `progress saved user=${r.int(1e6, 9e6)} ${ep(r)} at ${r.int(0, 5400)}s`],
      ],
    },
    {
      w: 2,
      steps: [
        [
          "feed-crawler",
          (r) =>
            `fetched feed ${show(r)} https://feeds.${r.pick(["hostcast", "pod-host", "audiomill", "castbox-cdn"])}.example/${r.hex(6)}.xml 200 etag changed, ${r.int(0, 3)} new items`,
        ],
        [
          "episode-transcoder",
          (r) =>
            `transcode ${ep(r)} done: ${r.pick(["aac-64", "aac-128", "opus-48"])} ${r.int(900, 7200)}s audio in ${r.float(4, 60).toFixed(1)}s (worker ${r.int(0, 11)})`,
        ],
        ["cdn-purger", (r) => `purged 1 path /audio/${ep(r)}/* edge_ack=${r.int(40, 190)}/${r.int(190, 200)}`],
      ],
    },
    {
      w: 2,
      steps: [
        ["listen-edge", (r) => `GET /v2/search status=200 dur=${ms(r, 20, 220)}ms upstream=search-indexer`],
        [
          "search-indexer",
          (r) =>
            `query q="${r.pick(["true crime", "history", "football", "startups", "cooking", "ai news", "meditation"])}" hits=${r.int(0, 900)} took=${ms(r, 4, 90)}ms`,
        ],
      ],
    },
    {
      w: 1,
      steps: [
        [
          "subs-billing",
          (r) =>
            `[info] renewal charged sub_${r.hex(8)} plan=${r.pick(["premium-monthly", "premium-annual", "family"])} amount=${r.pick(["4.99", "9.99", "49.99", "14.99"])} ${r.pick(["EUR", "USD", "GBP"])}`,
        ],
        ["user-library", (r) => `entitlements refreshed user=${r.int(1e6, 9e6)} tier=premium`],
      ],
    },
    {
      w: 1,
      steps: [
        [
          "search-indexer",
          (r) => `indexed ${r.int(1, 60)} episodes for ${show(r)} (bulk took ${ms(r, 10, 200)}ms, errors=false)`,
        ],
      ],
    },
  ],
  ticks: [
    {
      svc: "subs-billing",
      every: 60,
      msg: (r) => `[info] Oban queue=renewals executed=${r.int(20, 90)} failed=0 (last minute)`,
    },
    { svc: "cdn-purger", every: 30, msg: (r) => `purge queue depth=${r.int(0, 12)} inflight=${r.int(0, 3)}` },
    {
      svc: "episode-transcoder",
      every: 20,
      msg: (r) => `workers busy=${r.int(2, 11)}/12 queue=${r.int(0, 40)} rss=${r.int(900, 2400)}MiB`,
    },
    { svc: "listen-edge", every: 15, msg: (r) => `healthz ok conns=${r.int(800, 4000)} goroutines=${r.int(400, 900)}` },
  ],
  decoys: [
    {
      svc: "feed-crawler",
      level: "error",
      every: 6,
      msg: (r) =>
        `fetch failed for ${show(r)} https://feeds.${r.pick(["oldhost", "libsyn-mirror", "hostcast"])}.example/${r.hex(6)}.xml: ${r.pick(["404 Not Found", "410 Gone", "SSL: CERTIFICATE_VERIFY_FAILED (publisher cert)"])} (feed marked stale)`,
    },
    {
      svc: "ad-stitcher",
      level: "warn",
      every: 8,
      msg: (r) => `c.p.ads.VastResolver : VAST wrapper depth exceeded (5) for ${ep(r)}, no fill`,
    },
    {
      svc: "playback-api",
      level: "error",
      every: 13,
      msg: (r) =>
        `range request rejected for ${ep(r)}: 416 Range Not Satisfiable (client ${r.pick(["Overcast/2024", "AntennaPod/3.4", "PocketCasts/7.6"])})`,
    },
  ],
};
